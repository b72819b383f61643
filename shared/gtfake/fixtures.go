package gtfake

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// LoadFixtures builds a Dataset from a glitchtip-fixtures folder (the team's
// shared/glitchtip-fixtures): the synthetic projects, issues and events are
// served as they are, and every upstream event payload becomes the only
// event of an issue of its own, so each real payload can be read through the
// API routes.
func LoadFixtures(dir string) (*Dataset, error) {
	d := &Dataset{Org: "acme", Token: "3f1c9a7e5b2d4f6a8c0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e",
		Version: "5.2.0", UserName: "Jane Doe", Email: "jane.doe@example.com"}
	var projects struct {
		Body []struct {
			ID       string `json:"id"`
			Slug     string `json:"slug"`
			Name     string `json:"name"`
			Platform string `json:"platform"`
		} `json:"body"`
	}
	if err := readJSON(filepath.Join(dir, "synthetic", "org-projects__list.json"), &projects); err != nil {
		return nil, err
	}
	for _, p := range projects.Body {
		id, _ := strconv.Atoi(p.ID)
		d.Projects = append(d.Projects, Project{ID: id, Slug: p.Slug, Name: p.Name, Platform: p.Platform})
	}
	var issues struct {
		Body []struct {
			ID, Title, Culprit, Level, Status, Count string
			FirstSeen, LastSeen                      time.Time
			Project                                  struct{ Slug string }
		} `json:"body"`
	}
	if err := readJSON(filepath.Join(dir, "synthetic", "project-issues__list.json"), &issues); err != nil {
		return nil, err
	}
	var latest struct {
		Body json.RawMessage `json:"body"`
	}
	if err := readJSON(filepath.Join(dir, "synthetic", "issue-event__latest_detail.json"), &latest); err != nil {
		return nil, err
	}
	for _, is := range issues.Body {
		id, _ := strconv.Atoi(is.ID)
		n, _ := strconv.Atoi(is.Count)
		it := &Issue{ID: id, Project: is.Project.Slug, Title: is.Title, Culprit: is.Culprit, Level: is.Level,
			Status: is.Status, Count: n, FirstSeen: is.FirstSeen, LastSeen: is.LastSeen,
			Environment: "production", Release: "1.4.2"}
		if id == 1234 {
			it.Release = "shop@1.4.2"
			it.Events = []json.RawMessage{latest.Body}
		}
		d.Issues = append(d.Issues, it)
	}
	files, err := filepath.Glob(filepath.Join(dir, "upstream", "*.json"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	base := time.Date(2025, 12, 1, 12, 0, 0, 0, time.UTC)
	for i, f := range files {
		if strings.Contains(filepath.Base(f), "sentry-api-issue__") {
			continue // an issue body, not an event
		}
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var head struct {
			Title   string `json:"title"`
			Culprit string `json:"culprit"`
			Level   string `json:"level"`
		}
		json.Unmarshal(b, &head)
		if head.Title == "" {
			head.Title = strings.TrimSuffix(filepath.Base(f), ".json")
		}
		if head.Level == "" {
			head.Level = "error"
		}
		d.Issues = append(d.Issues, &Issue{ID: 2000 + i, Project: "backend", Title: head.Title, Culprit: head.Culprit,
			Level: head.Level, Status: "unresolved", Count: 3 + i, FirstSeen: base.Add(time.Duration(i) * time.Hour),
			LastSeen: base.Add(time.Duration(i)*time.Hour + 30*time.Minute), Environment: "production",
			Events: []json.RawMessage{b}})
	}
	return d, nil
}

// FixtureFiles returns every JSON fixture file under dir.
func FixtureFiles(dir string) ([]string, error) {
	var out []string
	for _, sub := range []string{"synthetic", "upstream"} {
		m, err := filepath.Glob(filepath.Join(dir, sub, "*.json"))
		if err != nil {
			return nil, err
		}
		out = append(out, m...)
	}
	sort.Strings(out)
	if len(out) == 0 {
		return nil, fmt.Errorf("no fixtures under %s", dir)
	}
	return out, nil
}

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}

package digest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"glitchtip-mcp/shared/digest"
	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
)

// TestFloodListsABoundedFew: thousands of new issues (anyone with a
// project's DSN can make them) are all counted, exactly, but only
// MaxListed are listed, the most important first, and only those are
// looked up: the upstream requests are the pages, the trends of the
// organisation at once, and the listed issues' facets, never a call per
// active issue.
func TestFloodListsABoundedFew(t *testing.T) {
	const flood, ordinary = 3000, 20
	d := dataset()
	d.Issues = nil
	for i := 0; i < flood; i++ {
		d.Issues = append(d.Issues, issue(10000+i, "web", 1, 2*time.Hour, time.Duration(i)*time.Second))
	}
	for i := 0; i < ordinary; i++ {
		d.Issues = append(d.Issues, issue(100+i, "api", 1000+i, 10*24*time.Hour, time.Duration(i)*time.Minute))
	}
	fake, c, p := setup(t, d)
	dg, err := digest.Build(context.Background(), c, p, digest.Options{Now: now})
	if err != nil {
		t.Fatal(err)
	}
	listed, _ := dg.Facts()
	if dg.Totals.NewIssues != flood || dg.Totals.ActiveIssues != flood+ordinary || listed != digest.MaxListed || dg.Totals.TrendsUnread != 0 {
		t.Fatalf("totals %+v, listed %d", dg.Totals, listed)
	}
	omitted := 0
	for _, pr := range dg.Projects {
		omitted += pr.Omitted
		for _, is := range pr.Issues {
			if !is.New {
				t.Errorf("issue %s listed before new ones", is.IssueID)
			}
			if is.Environment != "production" {
				t.Errorf("issue %s without its environment", is.IssueID)
			}
		}
	}
	if listed+omitted != flood+ordinary {
		t.Fatalf("listed %d + omitted %d != %d", listed, omitted, flood+ordinary)
	}
	counts := map[string]int{}
	for _, path := range fake.Paths() {
		counts[path[strings.LastIndex(strings.TrimSuffix(path, "/"), "/")+1:]]++
	}
	// 31 pages of web, 1 of api; 16 hourly + 1 daily calls; 2 facets
	// (environment and release, GlitchTip 5.x) per listed issue; the
	// project list and monitors
	want := map[string]int{"issues/": 32, "issues-stats/": 17, "tags/": 2 * digest.MaxListed, "projects/": 1, "monitors/": 1}
	for k, n := range want {
		if counts[k] != n {
			t.Errorf("%d requests to %s, want %d (all: %v)", counts[k], k, n, counts)
		}
	}
	if total := fake.Requests(); total != 32+17+2*digest.MaxListed+2 {
		t.Errorf("%d upstream requests: %v", total, counts)
	}
}

// handMade is a digest of n listed new issues across three projects, as
// a digest decoded from elsewhere could hold: the renderings and Shrink
// must not depend on Build's cap to stay linear.
func handMade(n int) *digest.Digest {
	p := &projection.Projector{Redactor: redact.New("t0ken"), BaseURL: "https://gt.example", Org: "demo"}
	d := &digest.Digest{Org: "demo", Window: "24h", WindowStart: "2026-11-20T08:00:00Z", WindowEnd: "2026-11-21T08:00:00Z", Missing: []string{}, MonitorsDown: []digest.MonitorDown{}}
	for pi := 0; pi < 3; pi++ {
		pr := digest.Project{Project: fmt.Sprintf("svc-%d", pi), Available: true}
		for i := pi; i < n; i += 3 {
			cnt := int64(n - i)
			is := projection.Issue{IssueID: fmt.Sprint(1000 + i), Project: pr.Project, Level: "error", Status: "unresolved",
				Title: p.Text(fmt.Sprintf("ValueError: bad input in step %d of the checkout", i), projection.MaxTitle), EventCount: &cnt,
				FirstSeen: "2026-11-21T07:00:00Z", LastSeen: "2026-11-21T07:30:00Z", Permalink: p.Permalink(fmt.Sprint(1000 + i))}
			pr.Issues = append(pr.Issues, digest.Issue{Issue: is, New: true, Spiking: i%7 == 0})
			pr.ActiveIssues++
			pr.NewIssues++
		}
		d.Projects = append(d.Projects, pr)
		d.Totals.ActiveIssues += pr.ActiveIssues
		d.Totals.NewIssues += pr.NewIssues
		d.Totals.Projects++
	}
	return d
}

// TestCutToSizeIsLinear: cutting a digest of thousands of listed issues to
// a message's size renders it a handful of times, not once per issue left
// out (which was quadratic: 950 listed took 17 s), and what is kept is the
// most important, whole, with what was left out said.
func TestCutToSizeIsLinear(t *testing.T) {
	for _, n := range []int{300, 3000} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			d := handMade(n)
			checks := []struct {
				name   string
				limit  int
				render func() string
				kept   func(string) int
			}{
				{"shrink", 20 << 10, func() string { return d.Shrink(20 << 10).Markdown() }, func(s string) int { return strings.Count(s, "\n- #") }},
				{"slack", digest.SlackMaxBytes, func() string { return string(d.Slack()) }, func(s string) int { return strings.Count(s, `"Open"`) }},
				{"teams", digest.TeamsMaxBytes, func() string { return string(d.Teams()) }, func(s string) int { return strings.Count(s, "Open in GlitchTip") }},
			}
			for _, c := range checks {
				before := digest.Renders()
				out := c.render()
				renders := digest.Renders() - before
				// a measure of the empty digest, a first render of the
				// full one, the check, and a few retries at most
				if renders > 12 {
					t.Errorf("%s: %d renderings for %d issues", c.name, renders, n)
				}
				if len(out) > c.limit {
					t.Errorf("%s: %d bytes over %d", c.name, len(out), c.limit)
				}
				kept := c.kept(out)
				if kept == 0 || kept >= n {
					t.Errorf("%s: kept %d of %d", c.name, kept, n)
				}
				// the busiest new issue (the first) is always kept
				if !strings.Contains(out, "#1000 ") {
					t.Errorf("%s: the most important issue was left out", c.name)
				}
				if !strings.Contains(out, fmt.Sprintf("%d more active issues not shown", n-kept)) &&
					!strings.Contains(out, fmt.Sprintf("%d issues left out", n-kept)) {
					t.Errorf("%s: what was left out is not said (kept %d of %d)", c.name, kept, n)
				}
			}
			if b, _ := json.Marshal(d.Shrink(20 << 10)); len(b) > 64<<10 {
				t.Errorf("shrunk JSON %d bytes", len(b))
			}
		})
	}
}

// TestScheduledLogLineIsBounded: the run's log line holds the totals and
// what is missing, not the issues: its size does not grow with them.
func TestScheduledLogLineIsBounded(t *testing.T) {
	d := dataset()
	d.Issues = nil
	for i := 0; i < 2500; i++ {
		d.Issues = append(d.Issues, issue(10000+i, "web", 1, 2*time.Hour, time.Duration(i)*time.Second))
	}
	_, c, p := setup(t, d)
	var log strings.Builder
	s := &digest.Schedule{Options: digest.Options{Now: now}, Log: newJSONLogger(&log)}
	dg, err := s.Run(context.Background(), c, p)
	if err != nil {
		t.Fatal(err)
	}
	if dg.Totals.NewIssues != 2500 || log.Len() > 4<<10 || !strings.Contains(log.String(), `"new_issues":2500`) || strings.Contains(log.String(), "Error 10001") {
		t.Fatalf("log line %d bytes: %.600s", log.Len(), log.String())
	}
}

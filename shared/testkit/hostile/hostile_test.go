package hostile

import (
	"sort"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"glitchtip-mcp/shared/standin"
)

// TestDatasetIsHostile: the crafted values are what the reports say (under
// the cap at 250 KB, one title over it, ten events of 100 KB, a chain of
// 100 exceptions), carry the planted values, and the stand-in serves them
// to the product: a cheap call answers.
func TestDatasetIsHostile(t *testing.T) {
	d := Dataset()
	byID := map[int]int{}
	for i, is := range d.Issues {
		byID[is.ID] = i
	}
	for i, f := range Fillers {
		is := d.Issues[byID[FirstCrafted+i]]
		if n := len(is.Title); n > Size || n < Size-len(f.Unit)-200 || !utf8.ValidString(is.Title) {
			t.Errorf("%s: title of %d bytes", f.Name, n)
		}
		if strings.Count(is.Title, f.Unit) < 1000 {
			t.Errorf("%s: the trigger is not repeated", f.Name)
		}
		for _, p := range Planted {
			if !strings.Contains(string(is.Events[0]), p) {
				t.Errorf("%s: %s not planted", f.Name, p)
			}
		}
	}
	if n := len(d.Issues[byID[OverCap]].Title); n <= 256<<10 {
		t.Errorf("over-cap title of %d bytes", n)
	}
	ten := d.Issues[byID[TenEvents]]
	if len(ten.Events) != 10 || len(ten.Events[9]) < 100<<10 {
		t.Errorf("%d events", len(ten.Events))
	}
	if n := strings.Count(string(d.Issues[byID[Chain]].Events[0]), `"stacktrace"`); n != 100 {
		t.Errorf("chain of %d", n)
	}
	bulk := 0
	for _, is := range d.Issues {
		if is.Project == BulkProject && len(is.Title) > Size-200 {
			bulk++
		}
	}
	if bulk != BulkIssues {
		t.Errorf("%d bulk issues of 250 KB", bulk)
	}
	h, err := Start(d)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	for _, c := range Calls() {
		if c.Tool != "glitchtip_whoami" && c.Tool != "glitchtip_list_projects" {
			continue
		}
		r := h.Do(c, 30e9, 0)
		if p := r.Problems(); len(p) > 0 || r.IsError {
			t.Errorf("%s: %v %s", c.Name, p, r.Text)
		}
	}
}

// TestFloodDataset: the flood is what FloodCalls assume: a thousand
// crafted issues carrying 60 KB culprits, twenty ordinary ones, and a
// listing (most recently seen first) with FloodBefore crafted issues
// before the ordinary ones, all of them new within a day.
func TestFloodDataset(t *testing.T) {
	d := FloodDataset()
	if d.Major != 6 {
		t.Fatalf("major %d: GlitchTip 5.x would empty the culprits", d.Major)
	}
	byAge := append([]*standin.Issue(nil), d.Issues...)
	sort.SliceStable(byAge, func(i, j int) bool { return byAge[i].LastSeen.After(byAge[j].LastSeen) })
	crafted, ordinary := 0, 0
	for rank, is := range byAge {
		isOrdinary := is.ID >= FirstFloodOrdinary
		if isOrdinary != (rank >= FloodBefore && rank < FloodBefore+FloodOrdinary) {
			t.Fatalf("issue %d at place %d", is.ID, rank)
		}
		if time.Since(is.FirstSeen) > 24*time.Hour {
			t.Errorf("issue %d is not new within a day", is.ID)
		}
		if isOrdinary {
			ordinary++
			continue
		}
		crafted++
		if len(is.Culprit) < FloodSize-200 || !strings.Contains(is.Culprit, Planted[0]) {
			t.Errorf("issue %d: culprit of %d bytes", is.ID, len(is.Culprit))
		}
	}
	if crafted != FloodIssues || ordinary != FloodOrdinary {
		t.Errorf("%d crafted, %d ordinary", crafted, ordinary)
	}
}

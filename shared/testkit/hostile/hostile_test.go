package hostile

import (
	"strings"
	"testing"
	"unicode/utf8"
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

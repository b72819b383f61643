package digest_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"glitchtip-mcp/shared/digest"
)

// TestDigestCountsPastOnePage: a project with more active issues than one
// GlitchTip page (100) is counted in full, up to MaxScan; past the cap the
// digest says at its top that its counts are lower bounds, and says so in
// the counts themselves.
func TestDigestCountsPastOnePage(t *testing.T) {
	tests := []struct {
		name       string
		active     int
		old        int
		wantActive int
		truncated  bool
	}{
		{"one page", 40, 5, 40, false},
		{"exactly one page", 100, 5, 100, false},
		{"three pages", 250, 30, 250, false},
		{"past the cap", digest.MaxScan + 20, 0, digest.MaxScan, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := dataset()
			d.Issues = nil
			for i := 0; i < tc.active; i++ {
				d.Issues = append(d.Issues, issue(1000+i, "api", i+1, 48*time.Hour, time.Duration(i)*time.Second))
			}
			for i := 0; i < tc.old; i++ {
				d.Issues = append(d.Issues, issue(9000+i, "api", 1, 96*time.Hour, 30*time.Hour))
			}
			fake, c, p := setup(t, d)
			dg, err := digest.Build(context.Background(), c, p, digest.Options{Now: now, TopN: 3, Projects: []string{"api"}})
			if err != nil {
				t.Fatal(err)
			}
			api := dg.Projects[0]
			if api.ActiveIssues != tc.wantActive || dg.Totals.ActiveIssues != tc.wantActive || api.Truncated != tc.truncated {
				t.Fatalf("active %d (totals %d), truncated %v; want %d, %v", api.ActiveIssues, dg.Totals.ActiveIssues, api.Truncated, tc.wantActive, tc.truncated)
			}
			if len(api.Issues)+api.Omitted != tc.wantActive {
				t.Fatalf("listed %d + omitted %d != %d", len(api.Issues), api.Omitted, tc.wantActive)
			}
			md := dg.Markdown()
			head := strings.SplitN(md, "Issue titles come", 2)[0]
			if tc.truncated {
				if !strings.Contains(head, "**at least ") || !strings.Contains(md, "counts are lower bounds") {
					t.Fatalf("cap not stated at the top:\n%s", md)
				}
			} else if strings.Contains(md, "at least") || strings.Contains(md, "lower bounds") {
				t.Fatalf("exact counts labelled as bounds:\n%s", md)
			}
			// paging reads each issue once: pages of 100, plus the stats
			pages := 0
			for _, path := range fake.Paths() {
				if strings.HasSuffix(path, "/issues/") {
					pages++
				}
			}
			if want := min(tc.wantActive/100+1, digest.MaxScan/100); pages != want {
				t.Errorf("%d issue pages read, want %d", pages, want)
			}
		})
	}
}

// TestDigestProjectNamedTwice: a project named twice is read and listed
// once, at the cost of one project.
func TestDigestProjectNamedTwice(t *testing.T) {
	fake, c, p := setup(t, dataset())
	dg, err := digest.Build(context.Background(), c, p, digest.Options{Now: now, Projects: []string{"api", "web", "api"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(dg.Projects) != 2 || dg.Totals.Projects != 2 || dg.Totals.ActiveIssues != 4 {
		t.Fatalf("projects %d, totals %+v", len(dg.Projects), dg.Totals)
	}
	issues := 0
	for _, path := range fake.Paths() {
		if strings.HasSuffix(path, "/issues/") {
			issues++
		}
	}
	if issues != 2 {
		t.Fatalf("%d issue listings for two projects", issues)
	}
}

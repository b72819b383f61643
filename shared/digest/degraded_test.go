package digest_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"glitchtip-mcp/shared/digest"
	"glitchtip-mcp/shared/standin"
)

// TestDegradedDigestNamesWhatIsMissing: when the issues' counts per hour
// and day cannot be read (a GlitchTip too slow for the time budget, or
// failing), the digest still goes out, names what is missing in every
// rendering and in its JSON, and its totals do not pretend: no "0
// spiking", no quiet-day message, each issue says its trend was not read.
// The stand-in never answers issues-stats within the budget, so the test
// does not depend on the machine's speed.
func TestDegradedDigestNamesWhatIsMissing(t *testing.T) {
	tests := []struct {
		name   string
		break_ func(*standin.Server)
		why    string
	}{
		{"trend reads time out", func(s *standin.Server) { s.StatsLatency = time.Hour }, "the time budget ran out"},
		{"trend reads fail", func(s *standin.Server) {
			s.SetIntercept(func(w http.ResponseWriter, r *http.Request) bool {
				if strings.HasSuffix(r.URL.Path, "/issues-stats/") {
					w.WriteHeader(500)
					return true
				}
				return false
			})
		}, "GlitchTip upstream"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fake, c, p := setup(t, dataset())
			tc.break_(fake)
			dg, err := digest.Build(context.Background(), c, p, digest.Options{Now: now, TrendTimeout: 300 * time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			// what does not need the trends is exact; what does is unknown
			if dg.Totals.ActiveIssues != 4 || dg.Totals.NewIssues != 2 || dg.Totals.TrendsUnread != 4 || !dg.Totals.EventsAtLeast {
				t.Fatalf("totals %+v", dg.Totals)
			}
			if len(dg.Missing) != 1 || !strings.Contains(dg.Missing[0], "4 of 4 active issues could not be read ("+tc.why) {
				t.Fatalf("missing: %q", dg.Missing)
			}
			js, _ := json.Marshal(dg)
			md, txt, slack, teams := dg.Markdown(), dg.Text(), string(dg.Slack()), string(dg.Teams())
			for name, out := range map[string]string{"json": string(js), "markdown": md, "text": txt, "slack": slack, "teams": teams} {
				if !strings.Contains(out, "whether they regressed or are spiking is unknown") {
					t.Errorf("%s does not name what is missing:\n%s", name, out)
				}
				if strings.Contains(out, "0 spiking") || strings.Contains(out, "0 regressed") || strings.Contains(out, "Nothing new") {
					t.Errorf("%s pretends:\n%s", name, out)
				}
			}
			for name, out := range map[string]string{"markdown": md, "text": txt, "slack": slack, "teams": teams} {
				if !strings.Contains(out, "spiking unknown") || !strings.Contains(out, "regressed unknown") || !strings.Contains(out, "trend not read") {
					t.Errorf("%s: marks not shown as unknown:\n%s", name, out)
				}
			}
			if dg.Sections().Quiet() {
				t.Error("a digest that could not look reads as quiet")
			}
		})
	}
}

// TestEnvironmentAndReleasePerIssue: each listed issue carries its
// environment and release, in the JSON and in every rendering (5.x: the
// most frequent release tag; 6.x: the issue's last release).
func TestEnvironmentAndReleasePerIssue(t *testing.T) {
	for name, d := range standin.Versions() {
		t.Run(name, func(t *testing.T) {
			_, c, p := setupLive(t, d)
			dg, err := digest.Build(context.Background(), c, p, digest.Options{Window: 7 * 24 * time.Hour, Projects: []string{"backend"}})
			if err != nil {
				t.Fatal(err)
			}
			var is *digest.Issue
			for i := range dg.Projects[0].Issues {
				if dg.Projects[0].Issues[i].IssueID == "101" {
					is = &dg.Projects[0].Issues[i]
				}
			}
			if is == nil {
				t.Fatalf("issue 101 not listed: %+v", dg.Projects[0])
			}
			rel := string(is.Release)
			if name == "6.x" {
				rel = string(is.LastRelease)
			}
			if is.Environment != "production" || rel == "" {
				t.Fatalf("environment %q release %q", is.Environment, rel)
			}
			for kind, out := range map[string]string{"markdown": dg.Markdown(), "text": dg.Text(), "slack": string(dg.Slack()), "teams": string(dg.Teams())} {
				if !strings.Contains(out, "production") || !strings.Contains(out, rel) {
					t.Errorf("%s lacks the environment or release of 101", kind)
				}
			}
		})
	}
}

// TestDigestStopsAtTheCallsEnd: a project whose issues GlitchTip does not
// list before the call's deadline is reported as not read for that reason,
// the rest of the digest still comes back, and what the deadline cut is
// named. The stand-in holds that project's listing until the client gives
// up; the deadline is generous, so the other projects are read in time on
// any machine.
func TestDigestStopsAtTheCallsEnd(t *testing.T) {
	fake, c, p := setup(t, dataset())
	fake.SetIntercept(func(w http.ResponseWriter, r *http.Request) bool {
		if strings.HasSuffix(r.URL.Path, "/organizations/demo/issues/") && r.URL.Query().Get("project") == "2" {
			<-r.Context().Done()
			return true
		}
		return false
	})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	dg, err := digest.Build(ctx, c, p, digest.Options{Now: now})
	if err != nil {
		t.Fatal(err)
	}
	var web digest.Project
	for _, pr := range dg.Projects {
		if pr.Project == "web" {
			web = pr
		}
	}
	if web.Available || web.Error != "the time budget ran out" || dg.Totals.ProjectsUnavailable != 1 || dg.Totals.ActiveIssues != 3 {
		t.Fatalf("web %+v, totals %+v", web, dg.Totals)
	}
	if !strings.Contains(dg.Text(), "web: the time budget ran out") {
		t.Fatalf("not said:\n%s", dg.Text())
	}
}

package digest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"glitchtip-mcp/shared/digest"
	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/leakcheck"
)

var now = time.Date(2026, 11, 21, 8, 0, 0, 0, time.UTC)

// setup serves d, whose times are relative to the fixed now, on a
// stand-in whose clock stands at now: what the digest reads does not depend
// on the time of day.
func setup(t testing.TB, d *standin.Dataset) (*standin.Server, *glitchtip.Client, *projection.Projector) {
	t.Helper()
	fake, c, p := setupLive(t, d)
	fake.Now = func() time.Time { return now }
	return fake, c, p
}

// setupLive serves d, whose times are relative to the real clock (the
// demo data), on a stand-in keeping the real clock. The client's time
// limits are generous: a busy machine under the race detector is slow,
// and no test may depend on speed.
func setupLive(t testing.TB, d *standin.Dataset) (*standin.Server, *glitchtip.Client, *projection.Projector) {
	t.Helper()
	fake := &standin.Server{Data: d}
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	c, err := glitchtip.New(glitchtip.Config{BaseURL: strings.Replace(srv.URL, "127.0.0.1", "localhost", 1), Org: d.Org, Token: d.Token, Timeout: 5 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	return fake, c, &projection.Projector{Redactor: redact.New(d.Token), BaseURL: c.BaseURL(), Org: d.Org}
}

func issue(id int, project string, count int, first, last time.Duration) *standin.Issue {
	return &standin.Issue{ID: id, Project: project, Title: fmt.Sprintf("Error %d", id), Level: "error", Status: "unresolved",
		Count: count, FirstSeen: now.Add(-first), LastSeen: now.Add(-last), Environment: "production"}
}

func dataset() *standin.Dataset {
	d := standin.Demo()
	d.Projects = []standin.Project{{ID: 1, Slug: "api", Name: "API"}, {ID: 2, Slug: "web", Name: "Web"}, {ID: 3, Slug: "quiet", Name: "Quiet"}}
	d.Issues = []*standin.Issue{
		issue(1, "api", 5, 2*time.Hour, time.Hour),          // new, active
		issue(2, "api", 500, 10*24*time.Hour, 3*time.Hour),  // old, active
		issue(3, "api", 50, 30*24*time.Hour, 23*time.Hour),  // old, active (edge of window)
		issue(4, "api", 900, 40*24*time.Hour, 25*time.Hour), // outside the window
		issue(5, "web", 7, 30*time.Minute, 10*time.Minute),  // new
		issue(6, "quiet", 70, 90*24*time.Hour, 48*time.Hour),
	}
	resolved := issue(7, "api", 10000, time.Hour, time.Minute)
	resolved.Status = "resolved"
	d.Issues = append(d.Issues, resolved)
	return d
}

func TestWindowOrderingAndTotals(t *testing.T) {
	_, c, p := setup(t, dataset())
	d, err := digest.Build(context.Background(), c, p, digest.Options{Now: now})
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]digest.Project{}
	for _, pr := range d.Projects {
		byName[pr.Project] = pr
	}
	api := byName["api"]
	// events of the window, not since first seen (555): the new issue's 5,
	// and of the old ones what their hourly counts hold in the window (the
	// stand-in counts one event an hour between first and last seen): 21
	// hours of issue 2, one of issue 3
	if api.ActiveIssues != 3 || api.NewIssues != 1 || api.Events != 5+21+1 || api.EventsAtLeast {
		t.Fatalf("api: %+v", api)
	}
	var order []string
	for _, is := range api.Issues {
		order = append(order, is.IssueID+fmt.Sprint(is.New))
	}
	if strings.Join(order, ",") != "2false,3false,1true" {
		t.Fatalf("order by event count with new marks: %v", order)
	}
	if q := byName["quiet"]; q.ActiveIssues != 0 || len(q.Issues) != 0 || !q.Available {
		t.Fatalf("quiet: %+v", q)
	}
	if d.Totals.Projects != 3 || d.Totals.ActiveIssues != 4 || d.Totals.NewIssues != 2 || d.Totals.Events != 27+7 || d.Totals.EventsAtLeast || d.Truncated {
		t.Fatalf("totals %+v truncated %v", d.Totals, d.Truncated)
	}
	if d.Window != "24h" || d.WindowEnd != "2026-11-21T08:00:00Z" || d.WindowStart != "2026-11-20T08:00:00Z" {
		t.Fatalf("window %s %s %s", d.Window, d.WindowStart, d.WindowEnd)
	}
	md := d.Markdown()
	for _, want := range []string{"# GlitchTip digest: demo", "**4 active unresolved issues**", "**2 new**", "## New issues (2)", "- #1 `error` api: Error 1 (**NEW**)",
		"- #5 `error` web: Error 5 (**NEW**)", "## Most events among the rest (2)", "- #2 `error` api: Error 2\n", "/demo/issues/2>",
		"Last 24h (2026-11-20 08:00 to 2026-11-21 08:00 UTC)", "in 3 projects"} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
}

func TestTopNCapAndScanTruncation(t *testing.T) {
	d := dataset()
	d.Issues = nil
	for i := 0; i < 130; i++ {
		d.Issues = append(d.Issues, issue(100+i, "api", i, 48*time.Hour, time.Duration(i)*time.Minute))
	}
	_, c, p := setup(t, d)
	dg, err := digest.Build(context.Background(), c, p, digest.Options{Now: now, TopN: 3, Projects: []string{"api"}})
	if err != nil {
		t.Fatal(err)
	}
	api := dg.Projects[0]
	// every active issue is counted, past GlitchTip's page of 100
	if len(api.Issues) != 3 || api.Omitted != 127 || api.ActiveIssues != 130 || api.Truncated || !dg.Truncated {
		t.Fatalf("caps: %d issues, omitted %d, truncated %v/%v", len(api.Issues), api.Omitted, api.Truncated, dg.Truncated)
	}
	if *api.Issues[0].EventCount != 129 {
		t.Fatalf("top issue count %d", *api.Issues[0].EventCount)
	}
	// nothing new, regressed or spiking and no monitor down: a quiet day lists none of the rest
	if md := dg.Markdown(); !strings.Contains(md, "130 more active issues not shown") || strings.Contains(md, "lower bounds") || !strings.Contains(md, "**130 active unresolved issues**") || !strings.Contains(md, "Nothing new") {
		t.Fatal("caps not explicit in Markdown")
	}
}

func TestProjectFailingMidRun(t *testing.T) {
	fake, c, p := setup(t, dataset())
	fake.SetIntercept(func(w http.ResponseWriter, r *http.Request) bool {
		// web (project 2) fails; the other projects' issues still come through
		if strings.HasSuffix(r.URL.Path, "/organizations/demo/issues/") && r.URL.Query().Get("project") == "2" {
			w.WriteHeader(503)
			w.Write([]byte("upstream SECRET-BODY"))
			return true
		}
		return false
	})
	d, err := digest.Build(context.Background(), c, p, digest.Options{Now: now})
	if err != nil {
		t.Fatal(err)
	}
	var web digest.Project
	for _, pr := range d.Projects {
		if pr.Project == "web" {
			web = pr
		}
	}
	if web.Available || web.Error != "GlitchTip upstream unavailable" || d.Totals.ProjectsUnavailable != 1 || d.Totals.ActiveIssues != 3 {
		t.Fatalf("web %+v totals %+v", web, d.Totals)
	}
	b, _ := json.Marshal(d)
	if strings.Contains(string(b)+d.Markdown(), "SECRET-BODY") || !strings.Contains(d.Markdown(), "## Projects not read (1)") || !strings.Contains(d.Text(), ": GlitchTip upstream unavailable") {
		t.Fatal("failure not reported as trusted text")
	}
}

func TestEmptyOrganisation(t *testing.T) {
	d := dataset()
	d.Projects, d.Issues, d.Monitors = nil, nil, nil
	_, c, p := setup(t, d)
	dg, err := digest.Build(context.Background(), c, p, digest.Options{Now: now})
	if err != nil {
		t.Fatal(err)
	}
	if dg.Totals != (digest.Totals{}) || len(dg.Projects) != 0 || !strings.Contains(dg.Markdown(), "**0 active unresolved issues**") || !strings.Contains(dg.Text(), "in 0 projects") {
		t.Fatalf("%+v\n%s", dg, dg.Markdown())
	}
}

func TestNoPIIInEitherRendering(t *testing.T) {
	d := standin.Demo()
	_, c, p := setupLive(t, d)
	dg, err := digest.Build(context.Background(), c, p, digest.Options{Window: 30 * 24 * time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	js, _ := json.Marshal(dg)
	md, txt := dg.Markdown(), dg.Text()
	for _, out := range []string{string(js), md, txt} {
		for _, leak := range leakcheck.Planted(out, d.Token) {
			t.Errorf("leaked %q", leak)
		}
		if dg.Totals.ActiveIssues < 5 || !strings.Contains(out, "OperationalError") || !strings.Contains(out, "PermissionError") {
			t.Fatalf("facts lost:\n%s", out)
		}
	}
}

// TestMarkdownEscapesOnlyWhatActs: an event title cannot become a link, an
// image, HTML or emphasis in the Markdown rendering, and ordinary text
// (calls, redaction marks, snake_case) reads without escaping noise; the
// plain-text rendering shows the title as it is.
func TestMarkdownEscapesOnlyWhatActs(t *testing.T) {
	tests := []struct {
		title string
		want  []string
		never []string
	}{
		{"Evil [click me](https://evil.example/x) here", []string{"[click me]\\(`https://evil.example/x`) here"}, []string{"](https", "(https"}},
		{"![img](https://evil.example/i.png)", []string{"![img]\\(`https://evil.example/i.png`)"}, []string{"](http"}},
		{"<script>alert(1)</script> <https://evil.example>", []string{"\\<script>alert(1)\\</script>"}, []string{" <script", " <https://evil", " <`"}},
		{"**bold** _under_ ~~strike~~ `code`", []string{"\\*\\*bold\\*\\*", "\\_under\\_", "\\~\\~strike\\~\\~", "\\`code\\`"}, []string{" **bold"}},
		{"KeyError in load_user_profile() for [email] (retry #3)", []string{"KeyError in load_user_profile() for [email] (retry #3)"}, []string{"\\(", "\\[", "\\_", "\\#"}},
		{"see www.evil.example/about today.", []string{"see `www.evil.example/about` today."}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.title, func(t *testing.T) {
			d := standin.Demo()
			d.Issues[0].Title = tc.title
			_, c, p := setupLive(t, d)
			dg, err := digest.Build(context.Background(), c, p, digest.Options{Window: 30 * 24 * time.Hour, Projects: []string{"backend"}})
			if err != nil {
				t.Fatal(err)
			}
			md := dg.Markdown()
			line := ""
			for _, l := range strings.Split(md, "\n") {
				if strings.Contains(l, "#101 ") {
					line = l
				}
			}
			for _, w := range tc.want {
				if !strings.Contains(line, w) {
					t.Errorf("Markdown line lacks %s:\n%s", w, line)
				}
			}
			for _, n := range tc.never {
				if strings.Contains(line, n) {
					t.Errorf("Markdown line holds %s:\n%s", n, line)
				}
			}
			if !strings.Contains(dg.Text(), tc.title) {
				t.Errorf("plain text does not show the title as it is:\n%s", dg.Text())
			}
		})
	}
}

func TestShrinkDropsWholeIssues(t *testing.T) {
	d := dataset()
	for i := 0; i < 60; i++ {
		d.Issues = append(d.Issues, issue(1000+i, "web", i, time.Hour, time.Minute))
	}
	_, c, p := setup(t, d)
	dg, _ := digest.Build(context.Background(), c, p, digest.Options{Now: now, TopN: 50})
	full := dg.Markdown()
	short := dg.Shrink(2000)
	md := short.Markdown()
	if len(md) > 2000 || !short.Truncated || !strings.Contains(md, "shortened to fit the message size limit") {
		t.Fatalf("shrink: %d bytes\n%s", len(md), md)
	}
	for _, line := range strings.Split(md, "\n") {
		if strings.HasPrefix(line, "- ") && !strings.Contains(line, "more active issues") && !strings.Contains(full, line) {
			t.Errorf("line cut or changed: %q", line)
		}
	}
	if len(dg.Markdown()) != len(full) {
		t.Fatal("Shrink changed the original")
	}
}

// TestDeliveryThroughMotoSNS publishes through moto_server's SNS and reads
// the message back from an SQS queue subscribed to the topic.
// TestDeliverFailureFailsTheRun: a delivery error fails the run and is
// logged, so the scheduler's retries and dead-letter queue see it.
func TestDeliverFailureFailsTheRun(t *testing.T) {
	_, c, p := setupLive(t, standin.Demo())
	var log strings.Builder
	s := &digest.Schedule{Log: slog.New(slog.NewJSONHandler(&log, nil)), Deliver: func(context.Context, *digest.Digest) error {
		return &gterr.Error{Kind: gterr.KindConfig, Msg: "delivery failed"}
	}}
	if _, err := s.Run(context.Background(), c, p); err == nil || err.Error() != "delivery failed" {
		t.Fatalf("got %v", err)
	}
	if !strings.Contains(log.String(), `"delivered":false`) || !strings.Contains(log.String(), `"error":"delivery failed"`) {
		t.Fatalf("log: %s", log.String())
	}
}

// BenchmarkDigest50x100 builds the digest of 50 projects × 100 unresolved
// issues against the stand-in on loopback; it reports the peak heap in use
// during a run besides time and allocations.
func BenchmarkDigest50x100(b *testing.B) {
	d := standin.Demo()
	d.Projects, d.Issues = nil, nil
	for p := 0; p < 50; p++ {
		slug := fmt.Sprintf("svc-%02d", p)
		d.Projects = append(d.Projects, standin.Project{ID: p + 1, Slug: slug, Name: slug})
		for i := 0; i < 100; i++ {
			is := issue(p*1000+i+1, slug, i*3, time.Duration(i)*time.Hour, time.Duration(i)*time.Minute)
			is.Title = "ValueError: bad input from olivia.martin@example.org at 203.0.113.77 in request " + fmt.Sprint(i)
			d.Issues = append(d.Issues, is)
		}
	}
	_, c, p := setup(b, d)
	var peak atomic.Uint64
	stop := make(chan struct{})
	go func() {
		var ms runtime.MemStats
		for {
			select {
			case <-stop:
				return
			case <-time.After(2 * time.Millisecond):
				runtime.ReadMemStats(&ms)
				if ms.HeapInuse > peak.Load() {
					peak.Store(ms.HeapInuse)
				}
			}
		}
	}()
	b.ReportAllocs()
	for b.Loop() {
		dg, err := digest.Build(context.Background(), c, p, digest.Options{Now: now})
		if err != nil || dg.Totals.Projects != 50 || dg.Totals.ActiveIssues != 5000 {
			b.Fatalf("%v %+v", err, dg.Totals)
		}
	}
	close(stop)
	b.ReportMetric(float64(peak.Load())/(1<<20), "peak-heap-MB")
}

// TestDigestMarksWhatChanged: on both GlitchTip majors, the demo's spiking
// issue (105), its regression after a quiet week (107) and its monitor that
// is down are marked; the issue pending deletion (109) never shows; the
// monitor's URL (with credentials) is not part of the digest.
func TestDigestMarksWhatChanged(t *testing.T) {
	for name, d := range standin.Versions() {
		t.Run(name, func(t *testing.T) {
			_, c, p := setupLive(t, d)
			dg, err := digest.Build(context.Background(), c, p, digest.Options{Window: 24 * time.Hour})
			if err != nil {
				t.Fatal(err)
			}
			marks := map[string]digest.Issue{}
			for _, pr := range dg.Projects {
				for _, is := range pr.Issues {
					marks[is.IssueID] = is
				}
			}
			if !marks["105"].Spiking || marks["101"].Spiking {
				t.Errorf("spiking marks: 105=%v 101=%v", marks["105"].Spiking, marks["101"].Spiking)
			}
			if !marks["107"].Regressed || marks["101"].Regressed || marks["107"].New {
				t.Errorf("regressed marks: 107=%+v 101=%v", marks["107"], marks["101"].Regressed)
			}
			if _, ok := marks["109"]; ok {
				t.Error("issue pending deletion listed in the digest")
			}
			if marks["105"].Trend == "" || dg.Totals.SpikingIssues != 1 || dg.Totals.RegressedIssues != 1 {
				t.Errorf("trend/totals: %q %+v", marks["105"].Trend, dg.Totals)
			}
			if len(dg.MonitorsDown) != 1 || dg.MonitorsDown[0].MonitorID != "2" || dg.MonitorsDown[0].Since == "" || dg.Totals.MonitorsDown != 1 {
				t.Errorf("monitors down: %+v", dg.MonitorsDown)
			}
			m := dg.Markdown()
			for _, want := range []string{"**SPIKING**", "**REGRESSED**", "## Uptime monitors down (1)", "Checkout (monitor 2)"} {
				if !strings.Contains(m, want) {
					t.Errorf("markdown lacks %q:\n%s", want, m)
				}
			}
			b, _ := json.Marshal(dg)
			for _, leak := range []string{"hunter2", "abc123secret", "pending deletion"} {
				if strings.Contains(string(b)+m, leak) {
					t.Errorf("digest holds %q", leak)
				}
			}
		})
	}
}

func newJSONLogger(w *strings.Builder) *slog.Logger { return slog.New(slog.NewJSONHandler(w, nil)) }

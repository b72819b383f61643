package glitchtip_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
	"glitchtip-mcp/shared/testkit/live"
)

// serve answers every request with the recording's status, headers and
// body, and remembers what was asked.
func serve(t *testing.T, rec live.Recording) (*glitchtip.Client, *[]string) {
	t.Helper()
	var asked []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		asked = append(asked, r.URL.Path+"?"+r.URL.RawQuery)
		for k, vs := range rec.Response.Headers {
			if k == "Content-Length" {
				continue
			}
			for _, v := range vs {
				w.Header().Add(k, v)
			}
		}
		w.WriteHeader(rec.Response.Status)
		w.Write(rec.Response.Body)
	}))
	t.Cleanup(srv.Close)
	c, err := glitchtip.New(glitchtip.Config{BaseURL: srv.URL, Org: "halcyon-freight", Token: "tok-value"})
	if err != nil {
		t.Fatal(err)
	}
	return c, &asked
}

// TestClientReadsLiveAnswers: the client decodes every answer GlitchTip 5.2
// was recorded giving, and the projection shows what a triager needs of it
// (the chain's root cause, every field the tools read), redacted.
func TestClientReadsLiveAnswers(t *testing.T) {
	ctx := context.Background()
	p := &projection.Projector{Redactor: redact.New("tok-value"), BaseURL: "https://gt.example", Org: "halcyon-freight"}
	checks := map[string]func(t *testing.T, c *glitchtip.Client){
		"GET_api_0__200": func(t *testing.T, c *glitchtip.Client) {
			w, err := c.Whoami(ctx)
			if err != nil || string(w.User.ID) != "1" || w.Auth == nil || len(w.Auth.Scopes) == 0 {
				t.Fatalf("%+v %v", w, err)
			}
		},
		"GET_api_settings__200": func(t *testing.T, c *glitchtip.Client) {
			s, err := c.Settings(ctx)
			if err != nil || s.Version != "5.2.0" {
				t.Fatalf("%+v %v", s, err)
			}
		},
		"GET_api_0_issues_issue_id__200": func(t *testing.T, c *glitchtip.Client) {
			is, err := c.Issue(ctx, "1")
			if err != nil || is.Title == "" || is.Project.Slug != "checkout-api" || !is.Count.Valid || is.LastSeen.T.Nanosecond() == 0 || is.HasReleaseFields() {
				t.Fatalf("%+v %v", is, err)
			}
			pi := p.Issue(is)
			if pi.Culprit != "" || strings.Contains(string(pi.Title), "margaret.thornbury@") || pi.EventCount == nil || *pi.EventCount != 32 {
				t.Fatalf("projected %+v", pi)
			}
		},
		"GET_api_0_issues_issue_id__404": notFound(func(c *glitchtip.Client) error { _, err := c.Issue(ctx, "999999"); return err }),
		"GET_api_0_issues_issue_id_events__200": func(t *testing.T, c *glitchtip.Client) {
			evs, err := c.IssueEvents(ctx, "1", 10)
			if err != nil || len(evs) != 10 || evs[0].EventID() == "" || evs[0].GroupID() != "1" {
				t.Fatalf("%d events, %v", len(evs), err)
			}
			for i := range evs {
				if _, ok := evs[i].Time(); !ok {
					t.Fatalf("event %d: no time", i)
				}
				checkRootCause(t, p, &evs[i])
			}
		},
		"GET_api_0_issues_issue_id_events_event_id__200": func(t *testing.T, c *glitchtip.Client) {
			ev, err := c.IssueEvent(ctx, "1", "97dcd6cd38194624a2000d9e1410af0d")
			if err != nil {
				t.Fatal(err)
			}
			checkRootCause(t, p, ev)
		},
		"GET_api_0_issues_issue_id_events_latest__200": func(t *testing.T, c *glitchtip.Client) {
			ev, err := c.LatestEvent(ctx, "1")
			if err != nil {
				t.Fatal(err)
			}
			pe := checkRootCause(t, p, ev)
			if pe.Environment != "staging" || pe.Release != "checkout@2.5.0" || pe.Timestamp == "" {
				t.Fatalf("environment %q release %q time %q", pe.Environment, pe.Release, pe.Timestamp)
			}
		},
		"GET_api_0_issues_issue_id_events_latest__404": notFound(func(c *glitchtip.Client) error { _, err := c.LatestEvent(ctx, "999999"); return err }),
		"GET_api_0_issues_issue_id_tags__200": func(t *testing.T, c *glitchtip.Client) {
			f, err := c.IssueTag(ctx, "1", "release")
			if err != nil || f == nil || len(f.TopValues) == 0 || !f.TotalValues.Valid {
				t.Fatalf("%+v %v", f, err)
			}
		},
		"GET_api_0_issues_issue_id_tags__404": notFound(func(c *glitchtip.Client) error { _, err := c.IssueTag(ctx, "999999", "environment"); return err }),
		"GET_api_0_organizations_org_issues-stats__200": func(t *testing.T, c *glitchtip.Client) {
			st, err := c.IssueStats(ctx, []string{"1"}, "24h")
			if err != nil || st["1"] == nil || len(st["1"].Series("24h")) != 1 {
				t.Fatalf("%+v %v", st, err)
			}
			// sparse: one bucket comes back; the series shows all 24
			filled := st["1"].Filled("24h", time.Unix(1795500000+1800, 0))
			var sum int64
			for _, b := range filled {
				sum += b[1]
			}
			if len(filled) != 24 || sum != 32 || filled[23][1] != 32 {
				t.Fatalf("filled %v", filled)
			}
		},
		"GET_api_0_organizations_org_issues__200": func(t *testing.T, c *glitchtip.Client) {
			pg, err := c.Issues(ctx, glitchtip.IssueQuery{Unresolved: true}, glitchtip.ListOptions{Limit: 50})
			if err != nil || len(pg.Items) != 50 || pg.Total != 130 || pg.TotalCapped || !pg.Truncated || pg.NextCursor == "" {
				t.Fatalf("%d items, total %d, cursor %q, %v", len(pg.Items), pg.Total, pg.NextCursor, err)
			}
			// a cursor after any item resumes right after it
			if cur := pg.CursorAfter(37); !strings.HasPrefix(cur, "s37_") {
				t.Fatalf("cursor after 37: %q", cur)
			}
		},
		"GET_api_0_organizations_org_issues__422": func(t *testing.T, c *glitchtip.Client) {
			_, err := c.Issues(ctx, glitchtip.IssueQuery{}, glitchtip.ListOptions{Cursor: "bm90LWEtY3Vyc29y"})
			if gterr.KindOf(err) != gterr.KindValidation || strings.Contains(err.Error(), "Invalid cursor") {
				t.Fatalf("%v", err)
			}
		},
		"GET_api_0_organizations_org_issues_issue_id_hashes__200": func(t *testing.T, c *glitchtip.Client) {
			h, err := c.IssueHashes(ctx, "1")
			if err != nil || len(h) != 1 || len(h[0]) != 32 {
				t.Fatalf("%v %v", h, err)
			}
		},
		"GET_api_0_organizations_org_monitors__200": func(t *testing.T, c *glitchtip.Client) {
			pg, err := c.Monitors(ctx, glitchtip.ListOptions{})
			if err != nil || len(pg.Items) != 2 || pg.Items[0].ID == "" || pg.Items[0].ProjectID == "" || pg.Items[0].IsUp == nil {
				t.Fatalf("%+v %v", pg.Items, err)
			}
		},
		"GET_api_0_organizations_org_monitors_monitor_id__200": func(t *testing.T, c *glitchtip.Client) {
			m, err := c.Monitor(ctx, "1")
			if err != nil || m.ID != "1" || m.LastChange.T.IsZero() {
				t.Fatalf("%+v %v", m, err)
			}
		},
		"GET_api_0_organizations_org_monitors_monitor_id__404": notFound(func(c *glitchtip.Client) error { _, err := c.Monitor(ctx, "999"); return err }),
		"GET_api_0_organizations_org_monitors_monitor_id_checks__200": func(t *testing.T, c *glitchtip.Client) {
			cs, err := c.MonitorChecks(ctx, "1", true, 10)
			if err != nil || len(cs) != 1 || cs[0].StartCheck.T.IsZero() {
				t.Fatalf("%+v %v", cs, err)
			}
		},
		"GET_api_0_organizations_org_projects__200": func(t *testing.T, c *glitchtip.Client) {
			pg, err := c.Projects(ctx, glitchtip.ListOptions{Limit: 1})
			if err != nil || len(pg.Items) != 1 || pg.Items[0].Slug != "checkout-api" {
				t.Fatalf("%+v %v", pg, err)
			}
		},
		"GET_api_0_projects_org_project__200": func(t *testing.T, c *glitchtip.Client) {
			id, err := c.ProjectID(ctx, "checkout-api")
			if err != nil || id != "1" {
				t.Fatalf("%q %v", id, err)
			}
		},
		"GET_api_0_projects_org_project__404": notFound(func(c *glitchtip.Client) error { _, err := c.Project(ctx, "no-such-project"); return err }),
		"GET_api_0_projects_org_project_environments__200": func(t *testing.T, c *glitchtip.Client) {
			pg, err := c.Environments(ctx, "checkout-api")
			if err != nil || len(pg.Items) != 2 || pg.Items[0].Name == "" {
				t.Fatalf("%+v %v", pg, err)
			}
		},
		"GET_api_0_projects_org_project_releases__200": func(t *testing.T, c *glitchtip.Client) {
			pg, err := c.Releases(ctx, "route-planner", glitchtip.ListOptions{Limit: 2})
			if err != nil || len(pg.Items) != 2 || pg.Items[0].Name() == "" || pg.Items[0].DateCreated.T.IsZero() {
				t.Fatalf("%+v %v", pg, err)
			}
		},
	}
	recs := live.Load(t)
	for _, rec := range recs {
		t.Run(rec.Name, func(t *testing.T) {
			check := checks[rec.Name]
			if check == nil {
				t.Fatalf("no check for the recorded route %s: add one", rec.Name)
			}
			c, asked := serve(t, rec)
			check(t, c)
			if len(*asked) == 0 {
				t.Fatal("nothing was asked")
			}
		})
	}
	if len(recs) != len(checks) {
		t.Errorf("%d recordings, %d checks: a check's recording is gone", len(recs), len(checks))
	}
}

func notFound(f func(c *glitchtip.Client) error) func(t *testing.T, c *glitchtip.Client) {
	return func(t *testing.T, c *glitchtip.Client) {
		t.Helper()
		if err := f(c); gterr.KindOf(err) != gterr.KindNotFound {
			t.Fatalf("%v", err)
		}
	}
}

// checkRootCause projects a recorded event of the chained WSGI error: the
// root cause KeyError at lookup_card_token:19, raised as the gateway
// error, with nothing personal left.
func checkRootCause(t *testing.T, p *projection.Projector, ev *glitchtip.Event) projection.Event {
	t.Helper()
	pe := p.Event(ev)
	if pe.Exception == nil || pe.Exception.Type != "PaymentGatewayError" || len(pe.Chain) != 2 {
		t.Fatalf("exception %+v chain %+v", pe.Exception, pe.Chain)
	}
	root := pe.Chain[1]
	if !root.RootCause || root.Type != "KeyError" || root.Value != "'card_token'" || root.Frame != "halcyon_checkout.py:lookup_card_token:19" {
		t.Fatalf("root cause %+v", root)
	}
	for _, bad := range []string{"margaret.thornbury@", "7946 0958", "Margaret Thornbury"} {
		for _, s := range []string{string(pe.Exception.Value), string(pe.Message), string(pe.Title)} {
			if strings.Contains(s, bad) {
				t.Fatalf("%q shown: %q", bad, s)
			}
		}
	}
	return pe
}

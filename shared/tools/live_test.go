package tools_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
	"glitchtip-mcp/shared/testkit/live"
	"glitchtip-mcp/shared/tools"
)

// TestToolsOnLiveAnswers: the tools run over GlitchTip 5.2's recorded
// answers (each path answered as recorded, a 200 where one was recorded)
// and show what a triager needs of them, with none of the recorded PII.
func TestToolsOnLiveAnswers(t *testing.T) {
	r := liveRig(t)
	var all strings.Builder
	for _, tc := range []struct {
		tool string
		args map[string]any
		want []string
	}{
		{"glitchtip_get_issue", map[string]any{"issue_id": "1"}, []string{"issue 1 found", "events 32",
			"releases (events): checkout@2.4.1 11, checkout@2.5.0 11, 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b 10"}},
		{"glitchtip_recent_events", map[string]any{"issue_id": "1", "limit": float64(10)}, []string{"10 recent events of issue 1",
			"root cause: KeyError: 'card_token' (at halcyon_checkout.py:lookup_card_token:19)", "raised as: PaymentGatewayError:",
			"tags: tenant=acme-logistics; feature_flag=new-router"}},
		{"glitchtip_read_raw_event", map[string]any{"issue_id": "1"}, []string{"root cause: KeyError: 'card_token'", "tag os.name=Linux"}},
		// (the trend's buckets end at the clock's now, so the recorded day's
		// counts are checked with a fixed now in shared/glitchtip's live test)
		{"glitchtip_list_environments", map[string]any{"project": "checkout-api"}, []string{"2 environments of project checkout-api", "- staging", "- production"}},
		{"glitchtip_list_releases", map[string]any{"project": "route-planner", "limit": float64(2)}, []string{"2 releases of project route-planner"}},
		{"glitchtip_uptime_monitors", nil, []string{"2 uptime monitors, 1 down"}},
	} {
		text := r.call(t, tc.tool, tc.args, nil)
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s lacks %q:\n%s", tc.tool, w, text)
			}
		}
		all.WriteString(text)
	}
	out := all.String()
	for _, pii := range []string{"margaret.thornbury", "Margaret Thornbury", "7946 0958", "j.okafor", "user-48151623", "jokafor",
		"apikey-live", "qs-tok-99887766", "GB82WEST12345698765432", "203.0.113.77", "uptime-secret-qs", "REDACTED-TOKEN"} {
		if strings.Contains(out, pii) {
			t.Errorf("recorded PII %q shown", pii)
		}
	}
}

// liveRig serves GlitchTip 5.2's recorded answers (each path answered as
// recorded, a 200 where one was recorded) to the tools.
func liveRig(t *testing.T) *rig {
	t.Helper()
	byPath := map[string]live.Recording{}
	for _, rec := range live.Load(t) {
		if old, ok := byPath[rec.Request.Path]; !ok || old.Response.Status != 200 {
			byPath[rec.Request.Path] = rec
		}
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec, ok := byPath[r.URL.Path]
		if !ok {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(404)
			w.Write([]byte(`{"detail":"Not Found"}`))
			return
		}
		for k, vs := range rec.Response.Headers {
			if k != "Content-Length" {
				w.Header()[k] = vs
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
	deps := &tools.Deps{Client: c, Projector: &projection.Projector{Redactor: redact.New("tok-value"), BaseURL: c.BaseURL(), Org: "halcyon-freight"},
		Profile: tools.Profiles[tools.DefaultProfile], TagKeys: []string{"tenant", "feature_flag"}}
	return rigWith(t, &rig{deps: deps})
}

// TestLiveNamesUnmasked: the projects, environments and releases of the
// recordings are names an organisation set: every tool that shows them
// shows them as they are, none masked as a person's name.
func TestLiveNamesUnmasked(t *testing.T) {
	r := liveRig(t)
	var names []string
	for _, rec := range live.Load(t) {
		if rec.Response.Status != 200 {
			continue
		}
		var items []map[string]any
		if json.Unmarshal(rec.Response.Body, &items) != nil {
			continue
		}
		for _, it := range items {
			switch {
			case strings.HasSuffix(rec.Request.Path, "/projects/"):
				names = append(names, fmt.Sprint(it["name"]), fmt.Sprint(it["slug"]))
			case strings.HasSuffix(rec.Request.Path, "/environments/"):
				names = append(names, fmt.Sprint(it["name"]))
			case strings.HasSuffix(rec.Request.Path, "/releases/"):
				names = append(names, fmt.Sprint(it["version"]))
			}
		}
	}
	if len(names) < 5 {
		t.Fatalf("only %d names in the recordings", len(names))
	}
	var out strings.Builder
	for _, c := range []struct {
		tool  string
		args  map[string]any
		names bool // the answer holds names of things only, no event text
	}{
		{"glitchtip_list_projects", nil, true},
		{"glitchtip_list_environments", map[string]any{"project": "checkout-api"}, true},
		{"glitchtip_list_releases", map[string]any{"project": "route-planner"}, true},
		{"glitchtip_get_issue", map[string]any{"issue_id": "1"}, false},
		{"glitchtip_list_unresolved", map[string]any{"project": "checkout-api"}, false},
	} {
		text := r.call(t, c.tool, c.args, nil)
		if c.names && (strings.Contains(text, "[name]") || strings.Contains(text, "[value]")) {
			t.Errorf("%s masked a name of a thing:\n%s", c.tool, text)
		}
		out.WriteString(text)
	}
	for _, n := range names {
		if !strings.Contains(out.String(), n) {
			t.Errorf("recorded name %q is not shown as it is", n)
		}
	}
}

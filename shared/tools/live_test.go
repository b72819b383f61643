package tools_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/glitchtip"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/projection"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/redact"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/testkit/live"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/tools"
)

// TestToolsOnLiveAnswers: the tools run over GlitchTip 5.2's recorded
// answers (each path answered as recorded, a 200 where one was recorded)
// and show what a triager needs of them, with none of the recorded PII.
func TestToolsOnLiveAnswers(t *testing.T) {
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
	defer srv.Close()
	c, err := glitchtip.New(glitchtip.Config{BaseURL: srv.URL, Org: "halcyon-freight", Token: "tok-value"})
	if err != nil {
		t.Fatal(err)
	}
	deps := &tools.Deps{Client: c, Projector: &projection.Projector{Redactor: redact.New("tok-value"), BaseURL: c.BaseURL(), Org: "halcyon-freight"},
		Profile: tools.Profiles[tools.DefaultProfile], TagKeys: []string{"tenant", "feature_flag"}}
	r := rigWith(t, &rig{deps: deps})
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

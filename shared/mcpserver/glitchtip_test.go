package mcpserver_test

import (
	"encoding/json"
	"fmt"
	"net/url"
	"sort"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/leakcheck"
)

// structured decodes a result's structuredContent into v.
func structured(t *testing.T, res *mcp.CallToolResult, v any) {
	t.Helper()
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("structuredContent: %v: %s", err, b)
	}
}

// demoEventID is the SDK id of the demo's n-th event of an issue.
func demoEventID(issue, n int) string { return fmt.Sprintf("%08x%024x", issue, n+1) }

// TestRealGlitchTipSemantics holds each behaviour of real GlitchTip the
// tools once got wrong, on the 5.x and the 6.x shapes.
func TestRealGlitchTipSemantics(t *testing.T) {
	for version, d := range standin.Versions() {
		t.Run(version, func(t *testing.T) {
			v6 := d.Major >= 6
			h := start(t, d, "")
			c, _ := connect(t, h.url, false)

			// Environment and release of an issue: one tags call per key,
			// never a repeated key, never none (it would answer user.*).
			h.fake.Reset()
			res, out := call(t, c, "glitchtip_get_issue", map[string]any{"issue_id": "101"})
			var gi struct {
				Found bool
				Issue map[string]any
			}
			structured(t, res, &gi)
			if !gi.Found || gi.Issue["environment"] != "production" {
				t.Fatalf("environment not shown: %s", out)
			}
			if v6 {
				if gi.Issue["first_release"] != "shop@2.2.0" || gi.Issue["last_release"] != "shop@2.3.2" || gi.Issue["release"] != nil {
					t.Errorf("6.x releases: %s", out)
				}
			} else if gi.Issue["release"] != "shop@2.3.1" || gi.Issue["release_source"] != "most_frequent_release_tag" || gi.Issue["last_release"] != nil {
				t.Errorf("5.x release facet: %s", out)
			}
			if v6 && !strings.Contains(text(res), "last release shop@2.3.2") || !v6 && !strings.Contains(text(res), "most frequent release shop@2.3.1") {
				t.Errorf("release rendering: %s", text(res))
			}
			for i, p := range h.fake.Paths() {
				if strings.HasSuffix(p, "/tags/") {
					q, _ := url.ParseQuery(h.fake.Queries()[i])
					if len(q["key"]) != 1 {
						t.Errorf("tags called with keys %v", q["key"])
					}
				}
			}
			if strings.Contains(out, "user_count") || strings.Contains(out, "fingerprint") {
				t.Errorf("never-filled fields shown: %s", out)
			}

			// Issues pending deletion are not listed (the project route
			// would list them).
			for _, tc := range []struct{ tool, query string }{{"glitchtip_list_unresolved", ""}, {"glitchtip_search", "is:unresolved"}} {
				args := map[string]any{"project": "backend", "limit": 100}
				if tc.query != "" {
					args["query"] = tc.query
				}
				_, out := call(t, c, tc.tool, args)
				if strings.Contains(out, `"issue_id":"109"`) || !strings.Contains(out, `"issue_id":"101"`) {
					t.Errorf("%s lists the issue pending deletion or lost others: %s", tc.tool, out)
				}
			}

			// Fingerprint: the issue whose hashes hold it; an unknown one
			// matches nothing, and the note says what was checked.
			fp := fmt.Sprintf("%016x%016x", 101*7919+1, 101*104729+1)
			res, out = call(t, c, "glitchtip_search", map[string]any{"project": "backend", "query": "is:unresolved", "fingerprint": fp})
			var sr struct {
				Issues []struct {
					IssueID string `json:"issue_id"`
				}
				Note string
			}
			structured(t, res, &sr)
			if len(sr.Issues) != 1 || sr.Issues[0].IssueID != "101" {
				t.Errorf("fingerprint filter: %s", out)
			}
			res, _ = call(t, c, "glitchtip_search", map[string]any{"project": "backend", "query": "is:unresolved", "fingerprint": strings.Repeat("ab", 16)})
			sr.Issues = nil
			structured(t, res, &sr)
			if len(sr.Issues) != 0 || !strings.Contains(sr.Note, "grouping hashes") {
				t.Errorf("unknown fingerprint: %+v", sr)
			}

			// Events carry no level: it is the issue's.
			res, out = call(t, c, "glitchtip_recent_events", map[string]any{"issue_id": "102", "limit": 2})
			if !strings.Contains(out, `"level":"fatal"`) || !strings.Contains(text(res), "| fatal |") {
				t.Errorf("event level not the issue's: %s", out)
			}

			// Issue ids above bigint are not found, without asking.
			h.fake.Reset()
			for _, tool := range []string{"glitchtip_get_issue", "glitchtip_recent_events", "glitchtip_issue_trend"} {
				res, out = call(t, c, tool, map[string]any{"issue_id": "9223372036854775808"})
				if res.IsError || !strings.Contains(out, `"found":false`) {
					t.Errorf("%s: bigint overflow id: %s", tool, out)
				}
			}
			if n := h.fake.Requests(); n != 0 {
				t.Errorf("%d upstream requests for an id beyond bigint", n)
			}

			// 6.x: an empty events list is not an empty issue.
			res, out = call(t, c, "glitchtip_recent_events", map[string]any{"issue_id": "103"})
			var er struct {
				Events []map[string]any
				Note   string
			}
			structured(t, res, &er)
			if len(er.Events) == 0 {
				t.Errorf("issue 103 shows no event: %s", out)
			}
			if v6 != strings.Contains(er.Note, "no recent events listed; latest event follows") {
				t.Errorf("hot/cold note on %s: %q", version, er.Note)
			}
		})
	}
}

// TestTriageToolsOnBothVersions exercises every triage tool and resource on
// both fixture sets, with negative (nothing planted leaks) and positive
// (what a triager needs survives) assertions.
func TestTriageToolsOnBothVersions(t *testing.T) {
	for version, d := range standin.Versions() {
		t.Run(version, func(t *testing.T) {
			h := start(t, d, "")
			c, _ := connect(t, h.url, false)
			check := func(label, out string, want ...string) {
				t.Helper()
				for _, leak := range leakcheck.Leaks(nil, out, d.Token, d.Email) {
					t.Errorf("%s leaked %q", label, leak)
				}
				for _, p := range append(leakcheck.DemoValues, "hunter2", "abc123secret", "heartbeat_check", "5b0c7a2e") {
					if strings.Contains(out, p) {
						t.Errorf("%s leaked %q", label, p)
					}
				}
				for _, w := range want {
					if !strings.Contains(out, w) {
						t.Errorf("%s lacks %q: %s", label, w, out)
					}
				}
			}
			ev := demoEventID(101, 0)
			dashed := ev[:8] + "-" + ev[8:12] + "-" + ev[12:16] + "-" + ev[16:20] + "-" + ev[20:]
			res, out := call(t, c, "glitchtip_get_event", map[string]any{"event_id": dashed})
			check("get_event", out, `"found":true`, `"issue_id":"101"`, `"event_id":"`+ev+`"`, `"level":"error"`, "shop/views.py:login:41")
			if res.IsError {
				t.Fatal(out)
			}
			_, out = call(t, c, "glitchtip_get_event", map[string]any{"event_id": strings.Repeat("0", 31) + "1"})
			check("get_event unknown", out, `"found":false`)

			res, out = call(t, c, "glitchtip_issue_trend", map[string]any{"issue_id": "105"})
			check("trend 105", out, `"spiking":true`, `"bucket":"hour"`)
			var tr struct{ Points []any }
			structured(t, res, &tr)
			if len(tr.Points) != 24 || !strings.Contains(text(res), "█") {
				t.Errorf("trend points %d: %s", len(tr.Points), text(res))
			}
			_, out = call(t, c, "glitchtip_issue_trend", map[string]any{"issue_id": "107", "period": "14d"})
			check("trend 107", out, `"regressed":true`, `"quiet_days":10`, `"bucket":"day"`)
			_, out = call(t, c, "glitchtip_issue_trend", map[string]any{"issue_id": "101"})
			check("trend 101", out, `"spiking":false`)

			h.fake.Reset()
			_, out = call(t, c, "glitchtip_tag_distribution", map[string]any{"issue_id": "101", "keys": []any{"environment", "url", "server_name", "browser.name"}})
			check("tags", out, `"key":"url"`, `"value":"/api/login"`, `"value":"Chrome"`, `"value":"production"`)
			for _, q := range h.fake.Queries() {
				if strings.Contains(q, "user.") {
					t.Errorf("asked GlitchTip for user tags: %s", q)
				}
			}
			res, _ = call(t, c, "glitchtip_tag_distribution", map[string]any{"issue_id": "101", "keys": []any{"user.email"}})
			if !res.IsError {
				t.Error("user.email accepted as a tag key")
			}

			_, out = call(t, c, "glitchtip_uptime_monitors", map[string]any{"down_only": true})
			check("monitors down", out, `"monitor_id":"2"`, `"up":false`, `"reason":"timeout"`, `"down":1`, "https://checkout.example/ping", `"project":"storefront"`)
			if strings.Contains(out, `"monitor_id":"1"`) {
				t.Errorf("down_only lists an up monitor: %s", out)
			}
			_, out = call(t, c, "glitchtip_uptime_monitors", nil)
			check("monitors", out, `"count":3`, "?[query]")
			_, out = call(t, c, "glitchtip_uptime_monitors", map[string]any{"monitor_id": "2"})
			check("monitor 2", out, `"state_changes"`, `"response_time_ms":20000`)
			_, out = call(t, c, "glitchtip_uptime_monitors", map[string]any{"monitor_id": "99"})
			check("monitor 99", out, `"found":false`)

			_, out = call(t, c, "glitchtip_list_releases", map[string]any{"project": "backend", "issue_id": "101"})
			if d.Major >= 6 {
				check("releases", out, `"version":"shop@2.3.2"`, `"first_release":"shop@2.2.0"`, `"last_release":"shop@2.3.2"`, `"source":"issue"`)
			} else {
				// 5.x records no first release; the last is the latest event's
				check("releases", out, `"version":"shop@2.3.2"`, `"last_release":"shop@2.3.1"`, `"source":"latest_event"`, "records no first release")
			}
			_, out = call(t, c, "glitchtip_list_releases", map[string]any{"project": "backend", "issue_id": "105"})
			check("releases, issue of another project", out, `"found":false`)

			_, out = call(t, c, "glitchtip_list_environments", map[string]any{"project": "backend"})
			check("environments", out, `"environments":["production","staging"]`, `"count":2`)

			for _, p := range d.Projects {
				_, out = call(t, c, "glitchtip_list_unresolved", map[string]any{"project": p.Slug})
				check("list "+p.Slug, out)
			}
			rr, err := c.ReadResource(t.Context(), mcp.ReadResourceRequest{Params: mcp.ReadResourceParams{URI: "glitchtip://issues/103/events/latest"}})
			if err != nil {
				t.Fatalf("resource: %v", err)
			}
			b, _ := json.Marshal(rr)
			check("latest event resource", string(b), "PermissionError")
			if h.fake.NonGET() != 0 {
				t.Fatalf("%d non-GET requests reached GlitchTip", h.fake.NonGET())
			}
		})
	}
}

// TestWhoamiNamesMissingScopes: a token without the scopes the tools need
// is told which, by name.
func TestWhoamiNamesMissingScopes(t *testing.T) {
	d := standin.Demo()
	d.Scopes = []string{"event:admin", "org:read"}
	h := start(t, d, "")
	c, _ := connect(t, h.url, false)
	res, out := call(t, c, "glitchtip_whoami", nil)
	var w struct {
		MissingScopes []string `json:"missing_scopes"`
	}
	structured(t, res, &w)
	if strings.Join(w.MissingScopes, ",") != "project:read,project:releases" || !strings.Contains(text(res), "the token lacks: project:read, project:releases") {
		t.Fatalf("missing scopes: %s", out)
	}
	if line := h.app.SelfCheck(t.Context()); !strings.Contains(line, "lacks project:read, project:releases") {
		t.Fatalf("self-check: %s", line)
	}
	d.Scopes = []string{"project:read", "event:read", "project:releases"}
	if line := h.app.SelfCheck(t.Context()); !strings.Contains(line, "has the scopes") {
		t.Fatalf("self-check: %s", line)
	}
}

// TestUpstreamCallsPerToolCall prints how many GlitchTip requests each tool
// call costs (warm: the project id cache filled) and holds get_issue at the
// floor the API allows: the issue plus one call per needed facet.
func TestUpstreamCallsPerToolCall(t *testing.T) {
	calls := []struct {
		tool string
		args map[string]any
	}{
		{"glitchtip_whoami", nil},
		{"glitchtip_list_projects", nil},
		{"glitchtip_list_unresolved", map[string]any{"project": "backend"}},
		{"glitchtip_search", map[string]any{"project": "backend", "query": "is:unresolved"}},
		{"glitchtip_get_issue", map[string]any{"issue_id": "101"}},
		{"glitchtip_recent_events", map[string]any{"issue_id": "101"}},
		{"glitchtip_get_event", map[string]any{"event_id": demoEventID(101, 0)}},
		{"glitchtip_issue_trend", map[string]any{"issue_id": "101"}},
		{"glitchtip_tag_distribution", map[string]any{"issue_id": "101"}},
		{"glitchtip_uptime_monitors", nil},
		{"glitchtip_list_releases", map[string]any{"project": "backend"}},
		{"glitchtip_list_releases issue_id", map[string]any{"project": "backend", "issue_id": "101"}},
		{"glitchtip_list_environments", map[string]any{"project": "backend"}},
		{"glitchtip_unresolved_digest", nil},
	}
	floor := map[string]int64{"5.x": 3, "6.x": 2}
	versions := []string{"5.x", "6.x"}
	sets := standin.Versions()
	report := map[string][]string{}
	for _, version := range versions {
		h := start(t, sets[version], "")
		c, _ := connect(t, h.url, false)
		call(t, c, "glitchtip_list_unresolved", map[string]any{"project": "backend"}) // warm the slug → id cache
		call(t, c, "glitchtip_get_issue", map[string]any{"issue_id": "102"})          // lets the client see the major's issue shape
		for _, tc := range calls {
			h.fake.Reset()
			res, out := call(t, c, strings.Fields(tc.tool)[0], tc.args)
			if res.IsError {
				t.Fatalf("%s %s: %s", version, tc.tool, out)
			}
			n := h.fake.Requests()
			report[tc.tool] = append(report[tc.tool], fmt.Sprintf("%s %d", version, n))
			if tc.tool == "glitchtip_get_issue" && n != floor[version] {
				t.Errorf("%s get_issue made %d upstream calls, want %d (issue + one per needed facet)", version, n, floor[version])
			}
		}
	}
	var lines []string
	for tool, v := range report {
		lines = append(lines, fmt.Sprintf("  %-28s %s", tool, strings.Join(v, ", ")))
	}
	sort.Strings(lines)
	t.Logf("upstream GETs per tool call (demo data):\n%s", strings.Join(lines, "\n"))
}

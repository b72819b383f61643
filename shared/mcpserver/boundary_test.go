package mcpserver_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"glitchtip-mcp/shared/app"
	"glitchtip-mcp/shared/secret"
)

// Keys of the boundary tests: one for every project, one limited to the
// storefront project.
const (
	allKey  = "all-projects-key-0123456789"
	teamKey = "storefront-team-key-0123456789"
)

var boundaryKeys = `[{"name":"all","key":"` + allKey + `"},{"name":"storefront-team","key":"` + teamKey + `","projects":["storefront"]}]`

// rpcCall posts one JSON-RPC request with key and returns the status and
// the body.
func rpcCall(t *testing.T, url, key, method string, params any) (int, string) {
	t.Helper()
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
	resp, body := post(t, url, map[string]string{"Authorization": "Bearer " + key, "Accept": "application/json, text/event-stream"}, string(b))
	return resp.StatusCode, body
}

func toolParams(name string, args map[string]any) map[string]any {
	return map[string]any{"name": name, "arguments": args}
}

var (
	reTimes     = regexp.MustCompile(`\d{4}-\d\d-\d\dT[0-9:.]+Z`)
	reRequestID = regexp.MustCompile(`request id [0-9a-f]+`)
	reRule      = regexp.MustCompile(`-{3,}|={3,}`)
)

// TestProjectBoundary: a key limited to one project gets, for anything of
// another project, exactly the answer it gets for something that does not
// exist, and GlitchTip is never asked for the other project's data. The
// unlimited key still reads everything.
func TestProjectBoundary(t *testing.T) {
	s := serveWith(t, map[string]string{"MCP_API_KEYS_SOURCE_NAME": "env:KEYS", "KEYS": boundaryKeys})
	mcp := s.url + "/mcp"
	// backend is project id 1; issue 101 and monitor 1 are backend's
	// event 00000065…01 is an event of issue 101.
	tests := []struct {
		name          string
		method        string
		other, absent any
		otherID       string
		absentID      string
	}{
		{"get_issue", "tools/call", toolParams("glitchtip_get_issue", map[string]any{"issue_id": "101"}), toolParams("glitchtip_get_issue", map[string]any{"issue_id": "999"}), "101", "999"},
		{"recent_events", "tools/call", toolParams("glitchtip_recent_events", map[string]any{"issue_id": "101"}), toolParams("glitchtip_recent_events", map[string]any{"issue_id": "999"}), "101", "999"},
		{"issue_trend", "tools/call", toolParams("glitchtip_issue_trend", map[string]any{"issue_id": "101"}), toolParams("glitchtip_issue_trend", map[string]any{"issue_id": "999"}), "101", "999"},
		{"tag_distribution", "tools/call", toolParams("glitchtip_tag_distribution", map[string]any{"issue_id": "101"}), toolParams("glitchtip_tag_distribution", map[string]any{"issue_id": "999"}), "101", "999"},
		{"get_event", "tools/call", toolParams("glitchtip_get_event", map[string]any{"event_id": "00000065000000000000000000000001"}), toolParams("glitchtip_get_event", map[string]any{"event_id": "0000ffff000000000000000000000001"}), "00000065000000000000000000000001", "0000ffff000000000000000000000001"},
		{"list_unresolved", "tools/call", toolParams("glitchtip_list_unresolved", map[string]any{"project": "backend"}), toolParams("glitchtip_list_unresolved", map[string]any{"project": "ghost"}), "backend", "ghost"},
		{"search", "tools/call", toolParams("glitchtip_search", map[string]any{"project": "backend", "query": "is:unresolved"}), toolParams("glitchtip_search", map[string]any{"project": "ghost", "query": "is:unresolved"}), "backend", "ghost"},
		{"list_releases", "tools/call", toolParams("glitchtip_list_releases", map[string]any{"project": "backend"}), toolParams("glitchtip_list_releases", map[string]any{"project": "ghost"}), "backend", "ghost"},
		{"list_environments", "tools/call", toolParams("glitchtip_list_environments", map[string]any{"project": "backend"}), toolParams("glitchtip_list_environments", map[string]any{"project": "ghost"}), "backend", "ghost"},
		{"monitor", "tools/call", toolParams("glitchtip_uptime_monitors", map[string]any{"monitor_id": "1"}), toolParams("glitchtip_uptime_monitors", map[string]any{"monitor_id": "999"}), "monitor 1 ", "monitor 999 "},
		{"digest", "tools/call", toolParams("glitchtip_unresolved_digest", map[string]any{"projects": []string{"backend"}}), toolParams("glitchtip_unresolved_digest", map[string]any{"projects": []string{"ghost"}}), "backend", "ghost"},
		{"issue resource", "resources/read", map[string]any{"uri": "glitchtip://issues/101"}, map[string]any{"uri": "glitchtip://issues/999"}, "101", "999"},
		{"latest event resource", "resources/read", map[string]any{"uri": "glitchtip://issues/101/events/latest"}, map[string]any{"uri": "glitchtip://issues/999/events/latest"}, "101", "999"},
	}
	normalise := func(body, id string) string {
		body = strings.ReplaceAll(body, id, "ID")
		body = reRequestID.ReplaceAllString(body, "request id R")
		body = reRule.ReplaceAllString(body, "---") // a plain-text heading's underline is as long as the name
		return reTimes.ReplaceAllString(body, "T")
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s.fake.Reset()
			st1, other := rpcCall(t, mcp, teamKey, tc.method, tc.other)
			paths, queries := s.fake.Paths(), s.fake.Queries()
			st2, absent := rpcCall(t, mcp, teamKey, tc.method, tc.absent)
			if st1 != st2 || normalise(other, tc.otherID) != normalise(absent, tc.absentID) {
				t.Errorf("another project's answer differs from a missing one's:\nother:  %d %s\nabsent: %d %s", st1, other, st2, absent)
			}
			for _, p := range paths {
				// the issue (or monitor) itself may be read, to learn its
				// project; nothing under it, and nothing named for backend
				if strings.Contains(p, "/backend/") || strings.Contains(p, "/issues/101/") && !strings.HasSuffix(p, "/issues/101/") ||
					strings.Contains(p, "/monitors/1/checks") {
					t.Errorf("GlitchTip was asked for another project's data: %s", p)
				}
			}
			for _, q := range queries {
				if strings.Contains(q, "project=1") {
					t.Errorf("GlitchTip was asked for another project's issues: %s", q)
				}
			}
			for _, leak := range []string{"olivia", "OperationalError", "ValueError", "Shop API health", "shop@2.3.1"} {
				if strings.Contains(other, leak) {
					t.Errorf("another project's data %q in %s", leak, other)
				}
			}
		})
	}

	// what the limited key may read, it reads; the unlimited key reads all
	for _, tc := range []struct {
		name, key, tool string
		args            map[string]any
		want            []string
		not             []string
	}{
		{"team reads its issue", teamKey, "glitchtip_get_issue", map[string]any{"issue_id": "105"}, []string{`"found":true`, "Cannot read properties"}, nil},
		{"team lists its projects only", teamKey, "glitchtip_list_projects", nil, []string{`"storefront"`, `"count":1`}, []string{`"backend"`, `"worker"`}},
		{"team digest covers its project only", teamKey, "glitchtip_unresolved_digest", nil, []string{`"project":"storefront"`}, []string{`"project":"backend"`, `"project":"worker"`}},
		{"team monitors are its own", teamKey, "glitchtip_uptime_monitors", nil, []string{"Checkout"}, []string{"Shop API health", "Nightly billing"}},
		{"unlimited key reads backend", allKey, "glitchtip_get_issue", map[string]any{"issue_id": "101"}, []string{`"found":true`, "ValueError"}, nil},
		{"unlimited key lists backend", allKey, "glitchtip_list_unresolved", map[string]any{"project": "backend"}, []string{"OperationalError"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, body := rpcCall(t, mcp, tc.key, "tools/call", toolParams(tc.tool, tc.args))
			if st != 200 {
				t.Fatalf("status %d: %s", st, body)
			}
			for _, w := range tc.want {
				if !strings.Contains(body, w) {
					t.Errorf("lacks %s: %s", w, body)
				}
			}
			for _, n := range tc.not {
				if strings.Contains(body, n) {
					t.Errorf("holds %s: %s", n, body)
				}
			}
		})
	}

	// scoped URLs: outside the key's projects is 403 whether or not the
	// project exists, and GlitchTip is not asked
	list := map[string]any{"name": "glitchtip_list_unresolved", "arguments": map[string]any{}}
	for _, tc := range []struct {
		path, key string
		status    int
	}{
		{"/mcp/backend", teamKey, 403},
		{"/mcp/ghost", teamKey, 403},
		{"/mcp/storefront", teamKey, 200},
		{"/mcp/backend", allKey, 200},
	} {
		s.fake.Reset()
		st, body := rpcCall(t, s.url+tc.path, tc.key, "tools/call", list)
		if st != tc.status {
			t.Errorf("%s: status %d, want %d: %s", tc.path, st, tc.status, body)
		}
		if tc.status == 403 {
			if !strings.Contains(body, "limited to other projects") {
				t.Errorf("%s: 403 without a clear description: %s", tc.path, body)
			}
			if s.fake.Requests() != 0 {
				t.Errorf("%s: a refused scoped URL reached GlitchTip", tc.path)
			}
		}
	}

	// the audit line names the boundary that applied, and never a key
	log := s.audit.String()
	if !strings.Contains(log, `"caller":"storefront-team"`) || !strings.Contains(log, `"projects":["storefront"]`) {
		t.Errorf("audit log lacks the caller's boundary:\n%s", log)
	}
	for _, k := range []string{allKey, teamKey} {
		if strings.Contains(log, k) {
			t.Error("audit log holds an API key")
		}
	}
}

// TestKeyProjectsValidation: a projects list must name project slugs, and
// an empty one is refused rather than read as "all" or "none".
func TestKeyProjectsValidation(t *testing.T) {
	for _, tc := range []struct{ keys, want string }{
		{`[{"name":"a","key":"a-key-0123456789abcdef","projects":[]}]`, "empty projects list"},
		{`[{"name":"a","key":"a-key-0123456789abcdef","projects":["Not A Slug"]}]`, "not a project slug"},
		{`[{"name":"a","key":"a-key-0123456789abcdef","projects":"backend"}]`, "neither a string nor"},
	} {
		err := buildErr(t, map[string]string{"MCP_API_KEYS_SOURCE_NAME": "env:KEYS", "KEYS": tc.keys})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %q", tc.keys, err, tc.want)
		}
		if err != nil && strings.Contains(err.Error(), "a-key-0123456789abcdef") {
			t.Error("the error repeats a key")
		}
	}
}

// buildErr builds the app on a stand-in GlitchTip URL with vars and
// returns the configuration error.
func buildErr(t *testing.T, vars map[string]string) error {
	t.Helper()
	all := map[string]string{"GLITCHTIP_URL": "https://gt.example", "GLITCHTIP_ORG": "demo", "GLITCHTIP_TOKEN_SOURCE_NAME": "env:T", "T": "tok-0123456789"}
	for k, v := range vars {
		all[k] = v
	}
	_, err := app.Build(context.Background(), env(all), app.Options{Resolver: &secret.Resolver{Getenv: env(all)}, AuditLog: io.Discard})
	return err
}

// TestOAuthProjectsClaim: a configured claim maps a token to the same
// project boundary as a key's projects list; a token naming no project
// reads nothing.
func TestOAuthProjectsClaim(t *testing.T) {
	f := newOAuth(t)
	const iss, aud = "https://auth.example", "https://mcp.example/mcp"
	s := serveWith(t, map[string]string{"MCP_AUTH_MODE": "oauth", "MCP_OAUTH_ISSUER": iss, "MCP_OAUTH_JWKS_URL": f.jwks.URL,
		"MCP_OAUTH_AUDIENCE": aud, "MCP_OAUTH_PROJECTS_CLAIM": "groups", "MCP_OAUTH_PROJECTS_PREFIX": "glitchtip:"})
	now := time.Now()
	token := func(groups any) string {
		c := jwt.MapClaims{"iss": iss, "aud": aud, "sub": "user-7", "scope": "glitchtip.read", "exp": now.Add(time.Hour).Unix(), "iat": now.Unix()}
		if groups != nil {
			c["groups"] = groups
		}
		return f.token(t, c, "k1")
	}
	get := func(tok, id string) (int, string) {
		return rpcCall(t, s.url+"/mcp", tok, "tools/call", toolParams("glitchtip_get_issue", map[string]any{"issue_id": id}))
	}
	for _, tc := range []struct {
		name         string
		groups       any
		id           string
		status       int
		want         string
		upstreamNone bool
	}{
		{"own project", []string{"glitchtip:storefront", "admins"}, "105", 200, `"found":true`, false},
		{"other project", []string{"glitchtip:storefront", "admins"}, "101", 200, `"found":false`, false},
		{"space-separated claim", "glitchtip:backend glitchtip:worker", "101", 200, `"found":true`, false},
		{"wildcard", []string{"glitchtip:*"}, "101", 200, `"found":true`, false},
		{"no matching value", []string{"admins", "storefront"}, "105", 403, "grants no GlitchTip project", true},
		{"no claim", nil, "105", 403, "grants no GlitchTip project", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s.fake.Reset()
			st, body := get(token(tc.groups), tc.id)
			if st != tc.status || !strings.Contains(body, tc.want) {
				t.Errorf("status %d (want %d), body %s (want %s)", st, tc.status, body, tc.want)
			}
			if tc.upstreamNone && s.fake.Requests() != 0 {
				t.Error("a token with no project reached GlitchTip")
			}
		})
	}
	if !strings.Contains(s.audit.String(), `"projects":["storefront"]`) {
		t.Error("audit log lacks the token's boundary")
	}
}

// TestEventSearchNarrowedToCallerProjects: glitchtip_get_event for a key
// limited to some projects asks GlitchTip's event-id search about those
// projects only, and still finds the caller's own events.
func TestEventSearchNarrowedToCallerProjects(t *testing.T) {
	s := serveWith(t, map[string]string{"MCP_API_KEYS_SOURCE_NAME": "env:KEYS", "KEYS": boundaryKeys})
	mcp := s.url + "/mcp"
	own := fmt.Sprintf("%08x%024x", 105, 1) // an event of storefront's issue 105
	for _, tc := range []struct {
		key, event string
		found      bool
		project    string // the project= the search must carry ("" none)
	}{
		{teamKey, own, true, "project=2"},
		{teamKey, "00000065000000000000000000000001", false, "project=2"},
		{allKey, "00000065000000000000000000000001", true, ""},
	} {
		s.fake.Reset()
		_, body := rpcCall(t, mcp, tc.key, "tools/call", toolParams("glitchtip_get_event", map[string]any{"event_id": tc.event}))
		if found := strings.Contains(body, `\"found\":true`) || strings.Contains(body, `"found":true`); found != tc.found {
			t.Errorf("%s: found %v: %s", tc.event, found, body)
		}
		for i, p := range s.fake.Paths() {
			if !strings.HasSuffix(p, "/organizations/demo/issues/") {
				continue
			}
			q := s.fake.Queries()[i]
			if tc.project == "" && strings.Contains(q, "project=") || tc.project != "" && (!strings.Contains(q, tc.project) || strings.Count(q, "project=") != 1) {
				t.Errorf("%s: event search asked %q", tc.event, q)
			}
		}
	}
}

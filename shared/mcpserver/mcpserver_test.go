package mcpserver_test

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"glitchtip-mcp/shared/digest"
	"glitchtip-mcp/shared/lazyre"
	"glitchtip-mcp/shared/testkit/fixtures"
	"glitchtip-mcp/shared/tools"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"glitchtip-mcp/shared/app"
	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/secret"
	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/leakcheck"
	"glitchtip-mcp/shared/testkit/workclock"
)

// testKey is the API key the harness accepts.
const testKey = "test-key-0123456789abcdef"

var update = flag.Bool("update", false, "rewrite the tool schema snapshot")

// env builds a getenv over a map.
func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

type harness struct {
	fake *standin.Server
	url  string
	app  *app.App
}

// launch serves the app over httptest against a stand-in with data d,
// configured by vars (added to the GlitchTip settings), auditing to log.
func launch(t testing.TB, d *standin.Dataset, vars map[string]string, log io.Writer) (*standin.Server, *app.App, string) {
	t.Helper()
	fake := &standin.Server{Data: d}
	gt := httptest.NewServer(fake)
	t.Cleanup(gt.Close)
	// a host name, not an IP: permalinks must not trip the IP detector
	all := map[string]string{"GLITCHTIP_URL": strings.Replace(gt.URL, "127.0.0.1", "localhost", 1), "GLITCHTIP_ORG": d.Org,
		"GLITCHTIP_TOKEN_SOURCE_NAME": "env:TOKEN", "TOKEN": d.Token}
	// the stand-in answers on a machine that may be busy (every package's
	// tests beside these): the longest bound an operator may set, unless a
	// test sets its own
	all["GLITCHTIP_TIMEOUT"] = "25s"
	for k, v := range vars {
		all[k] = v
	}
	// the redaction budget counts work, not wall time: what a call shows
	// does not depend on the machine's speed (shared/testkit/hostile tests
	// the budget itself)
	a, err := app.Build(context.Background(), env(all), app.Options{Resolver: &secret.Resolver{Getenv: env(all)}, AuditLog: log, BudgetClock: workclock.New(time.Microsecond)})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(a.Handler)
	t.Cleanup(srv.Close)
	return fake, a, srv.URL
}

// keyVars accept testKey.
var keyVars = map[string]string{"MCP_API_KEYS_SOURCE_NAME": "env:KEYS", "KEYS": `[{"name":"test","key":"` + testKey + `"}]`}

// start serves the app with testKey accepted and the given profile.
func start(t testing.TB, d *standin.Dataset, profile string) *harness {
	t.Helper()
	vars := map[string]string{"MCP_PROFILE": profile}
	for k, v := range keyVars {
		vars[k] = v
	}
	fake, a, base := launch(t, d, vars, io.Discard)
	return &harness{fake: fake, url: base + "/mcp", app: a}
}

func connect(t testing.TB, url string, legacy bool) (*client.Client, *mcp.InitializeResult) {
	t.Helper()
	var opts []client.ClientOption
	if legacy {
		//lint:ignore SA1019 the 2025-11-25 handshake is what the legacy cases exercise
		opts = append(opts, client.WithLegacyProtocolOnly())
	}
	c, err := client.NewStreamableHttpClient(url, transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer " + testKey}))
	if err != nil {
		t.Fatal(err)
	}
	c = client.NewClient(c.GetTransport(), opts...)
	ctx := context.Background()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	req := mcp.InitializeRequest{}
	req.Params.ClientInfo = mcp.Implementation{Name: "test", Version: "1"}
	if legacy {
		req.Params.ProtocolVersion = "2025-11-25"
	}
	res, err := c.Initialize(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	return c, res
}

func call(t testing.TB, c *client.Client, name string, args map[string]any) (*mcp.CallToolResult, string) {
	t.Helper()
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	req.Params.Arguments = args
	res, err := c.CallTool(context.Background(), req)
	if err != nil {
		t.Fatalf("%s: protocol error %v", name, err)
	}
	b, _ := json.Marshal(res)
	return res, string(b)
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// defaultTools are the tools of the default profile: the six read tools
// and the digest.
var defaultTools = []string{"glitchtip_whoami", "glitchtip_list_projects", "glitchtip_list_unresolved",
	"glitchtip_get_issue", "glitchtip_recent_events", "glitchtip_search", "glitchtip_unresolved_digest",
	"glitchtip_get_event", "glitchtip_issue_trend", "glitchtip_tag_distribution", "glitchtip_uptime_monitors",
	"glitchtip_list_releases", "glitchtip_list_environments"}

func TestProtocolErasAndToolList(t *testing.T) {
	h := start(t, standin.Demo(), "")
	for _, tc := range []struct {
		name    string
		legacy  bool
		version string
	}{{"initialize 2025-11-25", true, "2025-11-25"}, {"stateless 2026-07-28", false, "2026-07-28"}} {
		t.Run(tc.name, func(t *testing.T) {
			c, res := connect(t, h.url, tc.legacy)
			if res.ProtocolVersion != tc.version {
				t.Fatalf("negotiated %q, want %q", res.ProtocolVersion, tc.version)
			}
			list, err := c.ListTools(context.Background(), mcp.ListToolsRequest{})
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, tool := range list.Tools {
				names = append(names, tool.Name)
				a := tool.Annotations
				if a.ReadOnlyHint == nil || !*a.ReadOnlyHint || a.DestructiveHint == nil || *a.DestructiveHint ||
					a.IdempotentHint == nil || !*a.IdempotentHint || a.OpenWorldHint == nil || !*a.OpenWorldHint || a.Title == "" || tool.Title == "" {
					t.Errorf("%s: annotations %+v title %q", tool.Name, a, tool.Title)
				}
				if tool.OutputSchema.Type != "object" || len(tool.OutputSchema.Properties) == 0 {
					t.Errorf("%s: no output schema", tool.Name)
				}
			}
			want := append([]string{}, defaultTools...)
			sort.Strings(want) // mcp-go lists tools by name, deterministically
			if strings.Join(names, ",") != strings.Join(want, ",") {
				t.Fatalf("tools %v, want %v", names, defaultTools)
			}
			res2, _ := call(t, c, "glitchtip_whoami", nil)
			if res2.IsError || !strings.Contains(text(res2), "organisation demo") {
				t.Fatalf("whoami: %s", text(res2))
			}
		})
	}
}

// TestEveryToolLeaksNothing calls every tool on every issue of the demo
// data and, where they exist, of the team's fixtures, and checks results
// for secrets and personal data (negative) and for the facts (positive).
func TestEveryToolLeaksNothing(t *testing.T) {
	sets := standin.Versions() // the demo in 5.x and 6.x shapes
	if dir := fixtures.Optional(t); dir != "" {
		d, err := fixtures.Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		sets["fixtures"] = d
	}
	for name, d := range sets {
		t.Run(name, func(t *testing.T) {
			h := start(t, d, "glitchtip-readonly-raw")
			c, _ := connect(t, h.url, false)
			check := func(raw []byte, label, out string) {
				for _, leak := range leakcheck.Leaks(raw, out, d.Token, d.Email) {
					t.Errorf("%s leaked %q", label, leak)
				}
			}
			_, out := call(t, c, "glitchtip_whoami", nil)
			check(nil, "whoami", out)
			_, out = call(t, c, "glitchtip_list_projects", nil)
			check(nil, "list_projects", out)
			res, out := call(t, c, "glitchtip_unresolved_digest", map[string]any{"window": "30d"})
			check(nil, "digest", out)
			if res.IsError || !strings.Contains(text(res), "GlitchTip digest: "+d.Org) {
				t.Errorf("digest: %s", out)
			}
			for _, p := range d.Projects {
				_, out = call(t, c, "glitchtip_list_unresolved", map[string]any{"project": p.Slug})
				check(nil, "list_unresolved "+p.Slug, out)
				_, out = call(t, c, "glitchtip_search", map[string]any{"project": p.Slug, "query": "is:unresolved level:error"})
				check(nil, "search "+p.Slug, out)
			}
			for _, is := range d.Issues {
				id := fmt.Sprint(is.ID)
				var raw []byte
				if len(is.Events) > 0 {
					raw = is.Events[0]
				}
				res, out := call(t, c, "glitchtip_get_issue", map[string]any{"issue_id": id})
				check(raw, "get_issue "+id, out)
				if res.IsError || !strings.Contains(out, `"found":true`) {
					t.Errorf("get_issue %s: %s", id, out)
				}
				if len(is.Events) == 0 {
					continue
				}
				res, out = call(t, c, "glitchtip_recent_events", map[string]any{"issue_id": id, "limit": 10})
				check(raw, "recent_events "+id, out)
				if res.IsError || !strings.Contains(text(res), "<untrusted-event-data>") {
					t.Errorf("recent_events %s: not fenced or failed: %s", id, text(res))
				}
				res, out = call(t, c, "glitchtip_read_raw_event", map[string]any{"issue_id": id})
				check(raw, "read_raw_event "+id, out)
				if res.IsError {
					t.Errorf("read_raw_event %s: %s", id, text(res))
				}
			}
			if h.fake.NonGET() != 0 {
				t.Fatalf("%d non-GET requests reached GlitchTip", h.fake.NonGET())
			}
		})
	}
}

func TestUsefulFactsSurvive(t *testing.T) {
	h := start(t, standin.Demo(), "")
	c, _ := connect(t, h.url, false)
	res, _ := call(t, c, "glitchtip_recent_events", map[string]any{"issue_id": "101", "limit": 1})
	txt := text(res)
	for _, want := range []string{"ValueError", "shop/views.py:login:41 (in app)", "shop/auth.py:authenticate:88", "production", "shop@2.3.1", "[email]"} {
		if !strings.Contains(txt, want) {
			t.Errorf("recent_events lost %q:\n%s", want, txt)
		}
	}
	res, _ = call(t, c, "glitchtip_get_issue", map[string]any{"issue_id": "101"})
	var got struct {
		Found bool `json:"found"`
		Issue struct {
			EventCount  int    `json:"event_count"`
			Permalink   string `json:"permalink"`
			Environment string `json:"environment"`
			Release     string `json:"release"`
			Project     string `json:"project"`
		} `json:"issue"`
	}
	b, _ := json.Marshal(res.StructuredContent)
	json.Unmarshal(b, &got)
	if !got.Found || got.Issue.EventCount != 52 || !strings.HasSuffix(got.Issue.Permalink, "/demo/issues/101") ||
		got.Issue.Environment != "production" || got.Issue.Release != "shop@2.3.1" || got.Issue.Project != "backend" {
		t.Fatalf("get_issue: %s", b)
	}
	res, out := call(t, c, "glitchtip_get_issue", map[string]any{"issue_id": "999999"})
	if res.IsError || !strings.Contains(out, `"found":false`) {
		t.Fatalf("unknown issue: %s", out)
	}
	res, out = call(t, c, "glitchtip_list_unresolved", map[string]any{"project": "backend", "limit": 1})
	if !strings.Contains(out, `"truncated":true`) || !strings.Contains(text(res), "truncated: more results exist") {
		t.Fatalf("truncation not explicit: %s", out)
	}
	// an unknown project is an error, not an empty list
	res, _ = call(t, c, "glitchtip_list_unresolved", map[string]any{"project": "nope"})
	if !res.IsError || !strings.Contains(text(res), "verify the organization, project or issue id") {
		t.Fatalf("unknown project: %s", text(res))
	}
}

func TestBadInputIsAToolErrorWithoutEcho(t *testing.T) {
	h := start(t, standin.Demo(), "")
	c, _ := connect(t, h.url, false)
	const evil = "EVIL<script>"
	cases := []struct {
		tool string
		args map[string]any
		want string
	}{
		{"glitchtip_get_issue", map[string]any{}, "issue_id is required"},
		{"glitchtip_get_issue", map[string]any{"issue_id": "BACKEND-16" + evil}, "issue_id must be a positive integer"},
		{"glitchtip_get_issue", map[string]any{"issue_id": -3}, "issue_id must be a positive integer"},
		{"glitchtip_get_issue", map[string]any{"issue_id": "1", "x" + evil: 1}, "unknown argument"},
		{"glitchtip_list_unresolved", map[string]any{"project": "../" + evil}, "project must be a slug"},
		{"glitchtip_list_unresolved", map[string]any{"project": "backend", "limit": 1000}, "limit must be an integer from 1 to 100"},
		{"glitchtip_list_unresolved", map[string]any{"project": "backend", "limit": "5"}, "limit must be an integer"},
		{"glitchtip_list_unresolved", map[string]any{"project": "backend", "cursor": "a b" + evil}, "cursor must be"},
		{"glitchtip_list_unresolved", map[string]any{"project": "backend", "release": `x" OR "` + evil}, "release must be"},
		{"glitchtip_search", map[string]any{"project": "backend", "query": "can't connect " + evil}, "unbalanced quote"},
		{"glitchtip_search", map[string]any{"project": "backend", "query": strings.Repeat("a", 600)}, "at most 512"},
		{"glitchtip_search", map[string]any{"project": "backend", "query": "x", "fingerprint": "zz" + evil}, "fingerprint must be"},
		{"glitchtip_recent_events", map[string]any{"issue_id": "101", "limit": 11}, "limit must be an integer from 1 to 10"},
	}
	for _, tc := range cases {
		res, out := call(t, c, tc.tool, tc.args)
		if !res.IsError || !strings.Contains(text(res), tc.want) {
			t.Errorf("%s %v: want isError with %q, got %s", tc.tool, tc.args, tc.want, out)
		}
		if strings.Contains(out, "EVIL") || strings.Contains(out, "BACKEND-16") || strings.Contains(out, "can't connect") {
			t.Errorf("%s: raw input echoed: %s", tc.tool, out)
		}
	}
	if n := h.fake.Requests(); n != 0 {
		t.Fatalf("invalid input reached GlitchTip %d times", n)
	}
}

func TestProfilesGateTools(t *testing.T) {
	for _, tc := range []struct {
		profile string
		has     []string
		hasNot  []string
	}{
		{"glitchtip-readonly", defaultTools, []string{"glitchtip_read_raw_event"}},
		{"glitchtip-readonly-raw", append(append([]string{}, defaultTools...), "glitchtip_read_raw_event"), nil},
		{"glitchtip-metadata", []string{"glitchtip_whoami", "glitchtip_get_issue"}, []string{"glitchtip_recent_events", "glitchtip_read_raw_event"}},
	} {
		t.Run(tc.profile, func(t *testing.T) {
			h := start(t, standin.Demo(), tc.profile)
			c, _ := connect(t, h.url, false)
			list, _ := c.ListTools(context.Background(), mcp.ListToolsRequest{})
			got := map[string]bool{}
			for _, tool := range list.Tools {
				got[tool.Name] = true
			}
			for _, n := range tc.has {
				if !got[n] {
					t.Errorf("missing %s", n)
				}
			}
			for _, n := range tc.hasNot {
				if got[n] {
					t.Errorf("%s listed under %s", n, tc.profile)
				}
				req := mcp.CallToolRequest{}
				req.Params.Name = n
				req.Params.Arguments = map[string]any{"issue_id": "101"}
				if res, err := c.CallTool(context.Background(), req); err == nil && !res.IsError {
					t.Errorf("%s callable under %s", n, tc.profile)
				}
			}
		})
	}
}

// TestToolSchemaSnapshot fails when a tool's name, title, description,
// annotations or schemas change, on the plain and the project-scoped URL;
// run with -update to accept a change.
func TestToolSchemaSnapshot(t *testing.T) {
	h := start(t, standin.Demo(), "glitchtip-readonly-raw")
	for _, tc := range []struct{ suffix, file string }{
		{"", "tools.golden.json"},
		{"/backend", "tools-scoped.golden.json"},
	} {
		c, _ := connect(t, h.url+tc.suffix, false)
		list, err := c.ListTools(context.Background(), mcp.ListToolsRequest{})
		if err != nil {
			t.Fatal(err)
		}
		got, _ := json.MarshalIndent(list.Tools, "", "  ")
		got = append(got, '\n')
		path := filepath.Join("testdata", tc.file)
		if *update {
			if err := os.WriteFile(path, got, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("no snapshot %s (run go test ./shared/mcpserver -run Snapshot -update): %v", path, err)
		}
		if string(got) != string(want) {
			t.Fatalf("tool schemas drifted from %s; review and run with -update if intended", path)
		}
	}
}

func TestConfigFailsClosedBeforeAnyNetworkCall(t *testing.T) {
	fake := &standin.Server{Data: standin.Demo()}
	gt := httptest.NewServer(fake)
	defer gt.Close()
	full := map[string]string{"GLITCHTIP_URL": gt.URL, "GLITCHTIP_ORG": "demo", "GLITCHTIP_TOKEN_SOURCE_NAME": "env:TOKEN", "TOKEN": standin.DemoToken}
	for _, tc := range []struct {
		drop, set, val, want string
	}{
		{drop: "GLITCHTIP_URL", want: "GLITCHTIP_URL is not set"},
		{drop: "GLITCHTIP_ORG", want: "GLITCHTIP_ORG is not set"},
		{drop: "GLITCHTIP_TOKEN_SOURCE_NAME", want: "GLITCHTIP_TOKEN_SOURCE_NAME is not set"},
		{drop: "TOKEN", want: "is empty"},
		{set: "MCP_PROFILE", val: "admin", want: "MCP_PROFILE names no known profile"},
		{set: "GLITCHTIP_URL", val: "https://user:pw@gt.example", want: "without credentials"},
		{set: "GLITCHTIP_ORG", val: "Not A Slug", want: "organisation slug"},
	} {
		vars := map[string]string{}
		for k, v := range full {
			vars[k] = v
		}
		delete(vars, tc.drop)
		if tc.set != "" {
			vars[tc.set] = tc.val
		}
		_, err := app.Build(context.Background(), env(vars), app.Options{Resolver: &secret.Resolver{Getenv: env(vars)}})
		if gterr.KindOf(err) != gterr.KindConfig || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: got %v", tc, err)
		}
		if strings.Contains(fmt.Sprint(err), "pw") {
			t.Errorf("config error echoes a credential: %v", err)
		}
	}
	// env: sources are refused unless explicitly enabled (never on Lambda)
	if _, err := app.Build(context.Background(), env(full), app.Options{Resolver: &secret.Resolver{}}); err == nil || !strings.Contains(err.Error(), "development only") {
		t.Errorf("env: source accepted without opt-in: %v", err)
	}
	if n := fake.Requests(); n != 0 {
		t.Fatalf("GlitchTip saw %d requests from a refused start", n)
	}
}

func TestHTTPSurface(t *testing.T) {
	h := start(t, standin.Demo(), "")
	base := strings.TrimSuffix(h.url, "/mcp")
	for _, tc := range []struct {
		method, path, body string
		status             int
		contains           string
	}{
		{"GET", "/mcp", "", 405, "POST only"},
		{"DELETE", "/mcp", "", 405, "POST only"},
		{"GET", "/healthz", "", 200, `"ok"`},
		{"GET", "/nope", "", 404, "/mcp"},
		{"POST", "/mcp", `{"jsonrpc":"2.0","id":1,"method":`, 400, "-32700"},
		{"POST", "/mcp", `{"jsonrpc":"2.0","id":1,"method":"no/such"}`, 200, "-32601"},
		{"POST", "/mcp", `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"` + strings.Repeat("a", 2<<20) + `"}}`, 0, ""},
	} {
		req, _ := http.NewRequest(tc.method, base+tc.path, strings.NewReader(tc.body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+testKey)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if tc.status == 0 { // oversized body: refused, and no internals
			if resp.StatusCode == 200 && !strings.Contains(string(b), "error") || strings.Contains(string(b), "goroutine") {
				t.Errorf("oversized body accepted: %d %s", resp.StatusCode, b[:min(len(b), 200)])
			}
			continue
		}
		if resp.StatusCode != tc.status || !strings.Contains(string(b), tc.contains) {
			t.Errorf("%s %s: %d %s", tc.method, tc.path, resp.StatusCode, b)
		}
		if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
			t.Errorf("%s %s: content type %q", tc.method, tc.path, ct)
		}
	}
}

// TestAllExpressionsCompile compiles every lazily compiled expression of
// the product (redactor, validators), the rare ones too, and runs the
// start's warm-up.
func TestAllExpressionsCompile(t *testing.T) {
	if err := lazyre.Check(); err != nil {
		t.Fatal(err)
	}
	lazyre.Warm()
}

// TestResultFacts: the audit line's count and truncation come from the
// result's own Facts.
func TestResultFacts(t *testing.T) {
	for _, tc := range []struct {
		v         tools.Facts
		count     int
		truncated bool
	}{
		{tools.IssuesResult{Count: 3, Truncated: true}, 3, true},
		{&tools.IssuesResult{Count: 0}, 0, false},
		{tools.IssueResult{Found: true}, 1, false},
		{tools.IssueResult{Found: false}, 0, false},
		{tools.TrendResult{Found: true}, 1, false},
		{tools.MonitorsResult{Count: 2, Truncated: true}, 2, true},
		{tools.WhoamiResult{}, -1, false},
		{digest.Digest{Projects: []digest.Project{{Issues: make([]digest.Issue, 2)}, {Issues: make([]digest.Issue, 1), Truncated: true}}}, 3, true},
	} {
		c, tr := tc.v.Facts()
		if c != tc.count || tr != tc.truncated {
			t.Errorf("%#v: %d %v, want %d %v", tc.v, c, tr, tc.count, tc.truncated)
		}
	}
}

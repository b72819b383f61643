package mcpserver_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/leakcheck"
)

func TestResourceTemplates(t *testing.T) {
	h := start(t, standin.Demo(), "")
	for _, legacy := range []bool{true, false} {
		c, _ := connect(t, h.url, legacy)
		ctx := context.Background()
		tpl, err := c.ListResourceTemplates(ctx, mcp.ListResourceTemplatesRequest{})
		if err != nil || len(tpl.ResourceTemplates) != 2 {
			t.Fatalf("templates: %v %+v", err, tpl)
		}
		read := func(uri string) (*mcp.ReadResourceResult, error) {
			req := mcp.ReadResourceRequest{}
			req.Params.URI = uri
			return c.ReadResource(ctx, req)
		}
		res, err := read("glitchtip://issues/101")
		if err != nil {
			t.Fatal(err)
		}
		txt := res.Contents[0].(mcp.TextResourceContents).Text
		if !strings.Contains(txt, "ValueError") || !strings.Contains(txt, "<untrusted-event-data>") {
			t.Fatalf("issue resource: %s", txt)
		}
		if !legacy && (res.TTLMs == nil || res.CacheScope != mcp.CacheScopePrivate) {
			t.Errorf("2026-07-28 read lacks cache hints: %+v %q", res.TTLMs, res.CacheScope)
		}
		res, err = read("glitchtip://issues/101/events/latest")
		if err != nil {
			t.Fatal(err)
		}
		txt = res.Contents[0].(mcp.TextResourceContents).Text
		if !strings.Contains(txt, "shop/views.py:login:41") {
			t.Fatalf("latest event resource: %s", txt)
		}
		b, _ := json.Marshal(res)
		for _, leak := range leakcheck.Planted(string(b), standin.DemoToken) {
			t.Errorf("resource leaked %q", leak)
		}
		for _, uri := range []string{"glitchtip://issues/999999", "glitchtip://issues/abc", "glitchtip://issues/999999/events/latest"} {
			if _, err := read(uri); err == nil || !strings.Contains(err.Error(), "not found") {
				t.Errorf("%s: %v", uri, err)
			}
		}
	}
}

func TestTriagePrompt(t *testing.T) {
	h := start(t, standin.Demo(), "")
	c, _ := connect(t, h.url, false)
	req := mcp.GetPromptRequest{}
	req.Params.Name = "triage-issue"
	req.Params.Arguments = map[string]string{"issue_id": "101"}
	res, err := c.GetPrompt(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(res)
	for _, want := range []string{"glitchtip_get_issue", "glitchtip_recent_events", "glitchtip_search", `\"101\"`, "untrusted-event-data"} {
		if !strings.Contains(string(b), want) {
			t.Errorf("prompt lacks %s", want)
		}
	}
	if strings.Contains(string(b), "ValueError") || h.fake.Requests() != 0 {
		t.Fatal("prompt embedded fetched content")
	}
	req.Params.Arguments = map[string]string{"issue_id": "1; drop"}
	if _, err := c.GetPrompt(context.Background(), req); err == nil || strings.Contains(err.Error(), "drop") {
		t.Fatalf("bad issue_id: %v", err)
	}
}

func TestProjectScopedURL(t *testing.T) {
	h := start(t, standin.Demo(), "glitchtip-readonly-raw")
	scoped := h.url + "/backend"
	c, _ := connect(t, scoped, false)
	list, err := c.ListTools(context.Background(), mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tool := range list.Tools {
		if _, has := tool.InputSchema.Properties["project"]; has {
			t.Errorf("%s still takes project", tool.Name)
		}
		b, _ := json.Marshal(tool)
		if strings.Contains(string(b), `"project"`) && tool.Name != "glitchtip_list_projects" && !strings.Contains(string(b), `"outputSchema"`) {
			t.Errorf("%s schema mentions project", tool.Name)
		}
	}
	res, out := call(t, c, "glitchtip_list_unresolved", nil)
	if res.IsError || !strings.Contains(out, `"project":"backend"`) || strings.Contains(out, "storefront") {
		t.Fatalf("scoped list: %s", out)
	}
	res, _ = call(t, c, "glitchtip_list_unresolved", map[string]any{"project": "storefront"})
	if !res.IsError || !strings.Contains(text(res), "unknown argument") {
		t.Fatalf("project argument accepted on a scoped URL: %s", text(res))
	}
	for tool, id := range map[string]string{"glitchtip_get_issue": "105", "glitchtip_recent_events": "105", "glitchtip_read_raw_event": "106",
		"glitchtip_issue_trend": "105", "glitchtip_tag_distribution": "105"} {
		res, out := call(t, c, tool, map[string]any{"issue_id": id})
		if res.IsError || !strings.Contains(out, `"found":false`) {
			t.Errorf("%s of another project: %s", tool, out)
		}
	}
	_, out = call(t, c, "glitchtip_get_issue", map[string]any{"issue_id": "101"})
	if !strings.Contains(out, `"found":true`) {
		t.Fatalf("own issue: %s", out)
	}
	// the triage tools hold the same boundary
	_, out = call(t, c, "glitchtip_get_event", map[string]any{"event_id": demoEventID(105, 0)})
	if !strings.Contains(out, `"found":false`) {
		t.Errorf("event of another project: %s", out)
	}
	_, out = call(t, c, "glitchtip_uptime_monitors", nil)
	if !strings.Contains(out, `"monitor_id":"1"`) || strings.Contains(out, `"monitor_id":"2"`) {
		t.Errorf("scoped monitors: %s", out)
	}
	_, out = call(t, c, "glitchtip_uptime_monitors", map[string]any{"monitor_id": "2"})
	if !strings.Contains(out, `"found":false`) {
		t.Errorf("monitor of another project: %s", out)
	}
	_, out = call(t, c, "glitchtip_list_environments", nil)
	if !strings.Contains(out, `"project":"backend"`) || !strings.Contains(out, "staging") {
		t.Errorf("scoped environments: %s", out)
	}
	_, out = call(t, c, "glitchtip_list_releases", map[string]any{"issue_id": "105"})
	if !strings.Contains(out, `"project":"backend"`) || !strings.Contains(out, `"found":false`) {
		t.Errorf("scoped releases: %s", out)
	}
	_, out = call(t, c, "glitchtip_unresolved_digest", map[string]any{"window": "30d"})
	if !strings.Contains(out, `"project":"backend"`) || strings.Contains(out, `"project":"storefront"`) || !strings.Contains(out, `] backend: `) {
		t.Fatalf("scoped digest: %s", out)
	}
	_, out = call(t, c, "glitchtip_list_projects", nil)
	if strings.Contains(out, "storefront") || !strings.Contains(out, "backend") {
		t.Fatalf("scoped projects: %s", out)
	}
	for _, p := range []string{"/nope", "/Bad%20Slug"} {
		req, _ := http.NewRequest("POST", h.url+p, strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"ping"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+testKey)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 404 {
			t.Errorf("%s: %d", p, resp.StatusCode)
		}
	}
	// unauthenticated scoped requests never reach GlitchTip
	before := h.fake.Requests()
	resp, _ := http.Post(h.url+"/worker", "application/json", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"ping"}`))
	resp.Body.Close()
	if resp.StatusCode != 401 || h.fake.Requests() != before {
		t.Fatalf("unauthenticated scoped request: %d", resp.StatusCode)
	}
}

// TestSizeBudget: a result larger than the budget drops whole issues from
// the end, says so in both outputs and hands a cursor that resumes right
// after the last issue shown; the redacted titles are what counts.
func TestSizeBudget(t *testing.T) {
	d := standin.Demo()
	for i := 0; i < 100; i++ {
		is := *d.Issues[0]
		is.ID = 5000 + i
		is.Title = "ValueError: login failed for olivia.martin@example.org " + strings.Repeat("x", 280)
		d.Issues = append(d.Issues, &is)
	}
	h := start(t, d, "")
	c, _ := connect(t, h.url, false)
	res, out := call(t, c, "glitchtip_list_unresolved", map[string]any{"project": "backend", "limit": 100})
	var got struct {
		Count     int    `json:"count"`
		Truncated bool   `json:"truncated"`
		Next      string `json:"next_cursor"`
		Note      string `json:"note"`
	}
	b, _ := json.Marshal(res.StructuredContent)
	json.Unmarshal(b, &got)
	if !got.Truncated || got.Count == 0 || got.Count >= 100 || got.Next == "" || !strings.Contains(got.Note, "size budget reached") {
		t.Fatalf("budget not explicit: %+v", got)
	}
	if len(text(res)) > 24<<10 || len(b) > 24<<10 || !strings.Contains(text(res), "size budget reached") {
		t.Fatalf("text %d bytes, JSON %d bytes", len(text(res)), len(b))
	}
	if strings.Contains(out, "olivia.martin") {
		t.Fatal("budget applied before redaction")
	}
}

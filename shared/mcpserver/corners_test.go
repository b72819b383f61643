package mcpserver_test

import (
	"encoding/json"
	"strings"
	"testing"

	"glitchtip-mcp/shared/standin"
)

// modernMeta is the per-request _meta a 2026-07-28 client sends.
const modernMeta = `"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":"t","version":"1"}}`

// TestProtocolCorners: requests at the edges of JSON-RPC and of the spec
// get fixed, clear answers that repeat nothing of the request.
func TestProtocolCorners(t *testing.T) {
	h := start(t, standin.Demo(), "")
	modern := map[string]string{"Authorization": "Bearer " + testKey, "MCP-Protocol-Version": "2026-07-28", "Accept": "application/json, text/event-stream"}
	legacy := map[string]string{"Authorization": "Bearer " + testKey, "MCP-Protocol-Version": "2025-11-25", "Accept": "application/json, text/event-stream"}
	tests := []struct {
		name    string
		headers map[string]string
		body    string
		status  int
		code    int
		want    []string
		never   []string
	}{
		{"batch", legacy, `[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"method":"ping"}]`, 400, -32600,
			[]string{"batches are not supported"}, []string{"not valid json"}},
		{"not JSON", legacy, `{"jsonrpc":"2.0","id":1,`, 400, -32700, []string{"not valid JSON"}, nil},
		{"number out of range", legacy, `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"glitchtip_list_unresolved","arguments":{"project":"backend","limit":1e400}}}`, 200, -32602,
			[]string{"too large to represent", `"id":7`}, []string{"1e400", "float64", "Go value", "unmarshal"}},
		{"unknown tool", legacy, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"drop_tables_now","arguments":{}}}`, 200, -32602,
			[]string{"unknown tool"}, []string{"drop_tables_now"}},
		{"unknown method", modern, `{"jsonrpc":"2.0","id":1,"method":"evil/method_xyz","params":{` + modernMeta + `}}`, 404, -32601,
			[]string{"method not found"}, []string{"evil/method_xyz"}},
		{"missing issue resource (2026-07-28)", modern, `{"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"glitchtip://issues/999999",` + modernMeta + `}}`, 400, -32602,
			[]string{`"data":{"uri":"glitchtip://issues/999999"}`, "resource not found"}, []string{"internal"}},
		{"unmatched resource (2026-07-28)", modern, `{"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"glitchtip://nothing/here",` + modernMeta + `}}`, 400, -32602,
			[]string{`"data":{"uri":"glitchtip://nothing/here"}`, "resource not found"}, []string{"handler not found"}},
		{"missing event resource (2025-11-25)", legacy, `{"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"glitchtip://issues/999999/events/latest"}}`, 200, -32002,
			[]string{`"data":{"uri":"glitchtip://issues/999999/events/latest"}`}, nil},
		{"malformed issue id resource (2025-11-25)", legacy, `{"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"glitchtip://issues/abc"}}`, 200, -32002,
			[]string{`"data":{"uri":"glitchtip://issues/abc"}`}, nil},
		{"resource URI with a query (2025-11-25)", legacy, `{"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"glitchtip://issues/1?email=jane@example.com"}}`, 200, -32002,
			[]string{"resource not found"}, []string{"jane", `"data"`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			resp, body := post(t, h.url, withMethodHeader(tc.headers, tc.body), tc.body)
			if resp.StatusCode != tc.status {
				t.Errorf("status %d, want %d: %s", resp.StatusCode, tc.status, body)
			}
			var ans struct {
				Error struct {
					Code    int
					Message string
				}
			}
			if err := json.Unmarshal([]byte(body), &ans); err != nil || ans.Error.Code != tc.code {
				t.Errorf("code %d, want %d: %s", ans.Error.Code, tc.code, body)
			}
			for _, w := range tc.want {
				if !strings.Contains(body, w) {
					t.Errorf("answer lacks %q: %s", w, body)
				}
			}
			for _, n := range tc.never {
				if strings.Contains(body, n) {
					t.Errorf("answer holds %q: %s", n, body)
				}
			}
		})
	}
}

// TestSubscriptionsListen: on 2026-07-28 a subscriptions/listen answers
// with one complete SSE body: the acknowledgement first (nothing to
// subscribe to here), tagged with the subscription id, then the result.
func TestSubscriptionsListen(t *testing.T) {
	h := start(t, standin.Demo(), "")
	headers := map[string]string{"Authorization": "Bearer " + testKey, "MCP-Protocol-Version": "2026-07-28", "Accept": "application/json, text/event-stream"}
	body := `{"jsonrpc":"2.0","id":"sub-1","method":"subscriptions/listen","params":{"notifications":{"toolsListChanged":true},` + modernMeta + `}}`
	resp, out := post(t, h.url, withMethodHeader(headers, body), body)
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("status %d, content type %q: %s", resp.StatusCode, resp.Header.Get("Content-Type"), out)
	}
	var frames []map[string]any
	for _, line := range strings.Split(out, "\n") {
		if data, ok := strings.CutPrefix(line, "data:"); ok {
			var m map[string]any
			if err := json.Unmarshal([]byte(strings.TrimSpace(data)), &m); err != nil {
				t.Fatalf("frame is not JSON: %s", data)
			}
			frames = append(frames, m)
		}
	}
	if len(frames) != 2 {
		t.Fatalf("want 2 SSE messages (ack, result), got %d: %s", len(frames), out)
	}
	ack, res := frames[0], frames[1]
	params, _ := ack["params"].(map[string]any)
	meta, _ := params["_meta"].(map[string]any)
	if ack["method"] != "notifications/subscriptions/acknowledged" || meta["io.modelcontextprotocol/subscriptionId"] != "sub-1" {
		t.Errorf("first message is not the tagged acknowledgement: %v", ack)
	}
	if n, ok := params["notifications"].(map[string]any); !ok || len(n) != 0 {
		t.Errorf("acknowledgement must say nothing was subscribed (notifications: {}): %v", params["notifications"])
	}
	result, _ := res["result"].(map[string]any)
	rmeta, _ := result["_meta"].(map[string]any)
	if res["id"] != "sub-1" || rmeta["io.modelcontextprotocol/subscriptionId"] != "sub-1" {
		t.Errorf("last message is not the tagged result: %v", res)
	}
}

// withMethodHeader adds the Mcp-Method and Mcp-Name headers a 2026-07-28
// request carries.
func withMethodHeader(h map[string]string, body string) map[string]string {
	var m struct {
		Method string
		Params struct{ URI, Name string }
	}
	if h["MCP-Protocol-Version"] < "2026" || json.Unmarshal([]byte(body), &m) != nil {
		return h
	}
	out := map[string]string{"Mcp-Method": m.Method}
	if n := m.Params.URI + m.Params.Name; n != "" {
		out["Mcp-Name"] = n
	}
	for k, v := range h {
		out[k] = v
	}
	return out
}

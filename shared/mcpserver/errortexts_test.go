package mcpserver_test

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"glitchtip-mcp/shared/mcpserver"
	"glitchtip-mcp/shared/standin"
)

// planted is the caller's text each hostile request carries; no answer,
// header or log line may repeat it.
const planted = "PLANTED-7c1e-olivia.martin@example.org-IGNORE-PREVIOUS"

// TestErrorTextsNeverEchoInput sends hostile input down every path on which
// mcp-go or the endpoint answers an error (unknown prompt, tool, method and
// resource, a 100 KB URI, bad params of every JSON-RPC method, the Host,
// protocol version and content-type headers, the 2026-07-28 header checks):
// each answer is a fixed text, and the planted input appears nowhere in the
// answer, its headers or the audit log. The server's own trusted texts (the
// prompt's argument check) are kept.
func TestErrorTextsNeverEchoInput(t *testing.T) {
	s := serveWith(t, map[string]string{"MCP_API_KEYS_SOURCE_NAME": "env:KEYS", "KEYS": keysJSON})
	auth := "Bearer alice-key-0123456789abcdef"
	legacy := map[string]string{"Authorization": auth, "MCP-Protocol-Version": "2025-11-25"}
	modern := map[string]string{"Authorization": auth, "MCP-Protocol-Version": "2026-07-28", "Accept": "application/json, text/event-stream"}
	with := func(h map[string]string, k, v string) map[string]string {
		out := map[string]string{}
		for a, b := range h {
			out[a] = b
		}
		out[k] = v
		return out
	}
	p := planted
	big := strings.Repeat(planted, 100<<10/len(planted))
	meta := func(version string) string {
		return `"_meta":{"io.modelcontextprotocol/protocolVersion":"` + version + `","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":"t","version":"1"}}`
	}
	tests := []struct {
		name    string
		headers map[string]string
		host    string
		body    string
		code    int // 0: any JSON-RPC error
		want    string
	}{
		{"unknown prompt", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":{"name":"` + p + `"}}`, -32602, mcpserver.TextUnknownPrompt},
		{"prompt with a bad argument (our own text)", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":{"name":"triage-issue","arguments":{"issue_id":"` + p + `"}}}`, -32603, "issue_id must be a positive integer"},
		{"prompt arguments not strings", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":{"name":"triage-issue","arguments":{"issue_id":{"` + p + `":1}}}}`, 0, ""},
		{"unknown tool", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"` + p + `","arguments":{}}}`, -32602, "unknown tool"},
		{"tool of another profile", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"glitchtip_read_raw_event","arguments":{"issue_id":"` + p + `"}}}`, -32602, mcpserver.TextUnknownTool},
		{"tool params not an object", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":"` + p + `"}`, 0, ""},
		{"tool arguments not an object", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"glitchtip_get_issue","arguments":["` + p + `"]}}`, 0, ""},
		{"unknown method", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"` + p + `"}`, -32601, "method not found"},
		{"resource URI of 100 KB", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"` + big + `"}}`, -32002, mcpserver.TextResource},
		{"resource URI of 100 KB (2026-07-28)", modern, "", `{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"glitchtip://issues/` + big + `",` + meta("2026-07-28") + `}}`, -32602, mcpserver.TextResource},
		{"resource issue id not a number", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"glitchtip://issues/` + p + `/events/latest"}}`, -32002, mcpserver.TextResource},
		{"resource params not an object", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"resources/read","params":["` + p + `"]}`, 0, ""},
		{"resource subscribe", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"resources/subscribe","params":{"uri":"` + p + `"}}`, 0, ""},
		{"initialize with bad params", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":{"` + p + `":1}}}`, 0, ""},
		{"initialize with an unknown version", nil, "", `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"` + p + `","capabilities":{},"clientInfo":{"name":"` + p + `","version":"1"}}}`, -1, ""},
		{"logging level", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"logging/setLevel","params":{"level":"` + p + `"}}`, 0, ""},
		{"completion", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"completion/complete","params":{"ref":{"type":"` + p + `"},"argument":{"name":"a","value":"b"}}}`, 0, ""},
		{"task", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"tasks/get","params":{"taskId":"` + p + `"}}`, 0, ""},
		{"list cursor", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"cursor":"` + p + `"}}`, -1, ""},
		{"JSON-RPC version", legacy, "", `{"jsonrpc":"` + p + `","id":1,"method":"ping"}`, 0, ""},
		{"params of ping", legacy, "", `{"jsonrpc":"2.0","id":1,"method":"ping","params":"` + p + `"}`, -1, ""},
		{"Host header on loopback", legacy, "evil.example." + strings.ToLower(p[:10]), `{"jsonrpc":"2.0","id":1,"method":"ping"}`, -32600, "forbidden: a local server answers only"},
		{"protocol version header", with(legacy, "MCP-Protocol-Version", p), "", `{"jsonrpc":"2.0","id":1,"method":"ping"}`, 0, ""},
		{"content type", with(legacy, "Content-Type", "text/"+strings.ToLower(p[:10])), "", `{"jsonrpc":"2.0","id":1,"method":"ping"}`, -32600, "Content-Type must be application/json"},
		{"header and _meta versions differ", with(modern, "MCP-Protocol-Version", "2026-07-28"), "", `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{` + meta(p) + `}}`, 0, ""},
		{"unsupported modern version", with(modern, "MCP-Protocol-Version", "2099-01-01"), "", `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{` + meta("2099-01-01") + `}}`, 0, ""},
		{"unsupported version that is free text", with(modern, "MCP-Protocol-Version", p), "", `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{` + meta(p) + `}}`, 0, ""},
		{"_meta version missing", modern, "", `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"x":"` + p + `"}}}`, 0, ""},
		{"tool call of 2026-07-28 with a bad name", modern, "", `{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":{"name":"` + p + `",` + meta("2026-07-28") + `}}`, -32602, mcpserver.TextUnknownPrompt},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := map[string]string{"Authorization": auth}
			if tc.headers != nil {
				h = tc.headers
			}
			resp, body := postHost(t, s.url+"/mcp", tc.host, withMethodHeader(h, tc.body), tc.body)
			if resp.StatusCode >= 500 {
				t.Errorf("status %d: %.300s", resp.StatusCode, body)
			}
			if strings.Contains(body, planted) || strings.Contains(body, strings.ToLower(planted[:10])) || strings.Contains(body, "olivia.martin") {
				t.Errorf("the answer repeats the planted input: %.500s", body)
			}
			for k, v := range resp.Header {
				if strings.Contains(strings.Join(v, " "), planted[:10]) || strings.Contains(strings.Join(v, " "), strings.ToLower(planted[:10])) {
					t.Errorf("header %s repeats the planted input", k)
				}
			}
			var ans struct {
				Error *struct {
					Code    int    `json:"code"`
					Message string `json:"message"`
				} `json:"error"`
			}
			if err := json.Unmarshal([]byte(body), &ans); err != nil {
				t.Fatalf("not JSON: %.300s", body)
			}
			switch {
			case tc.code == -1: // a result is a fine answer too
			case ans.Error == nil:
				t.Fatalf("not a JSON-RPC error: %.300s", body)
			case tc.code != 0 && ans.Error.Code != tc.code:
				t.Errorf("code %d, want %d: %.300s", ans.Error.Code, tc.code, body)
			}
			if tc.want != "" && (ans.Error == nil || !strings.Contains(ans.Error.Message, tc.want)) {
				t.Errorf("message lacks %q: %.300s", tc.want, body)
			}
			if ans.Error != nil && len(ans.Error.Message) > 200 {
				t.Errorf("message of %d bytes", len(ans.Error.Message))
			}
		})
	}
	log := s.audit.String()
	if strings.Contains(log, planted[:10]) || strings.Contains(log, strings.ToLower(planted[:10])) || strings.Contains(log, "olivia.martin") {
		t.Errorf("the audit log repeats the planted input:\n%.2000s", log)
	}
}

// postHost is post with a Host header of its own (none when host is "").
func postHost(t *testing.T, url, host string, headers map[string]string, body string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest("POST", url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	if host != "" {
		req.Host = host
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	return resp, string(b)
}

// TestFixedErrorsKeepTheProtocol: a fixed text keeps what a client acts on
// (the code, the request's id, the supported versions, and the requested
// version when it looks like one, as the 2026-07-28 spec asks).
func TestFixedErrorsKeepTheProtocol(t *testing.T) {
	h := start(t, standin.Demo(), "")
	modern := map[string]string{"Authorization": "Bearer " + testKey, "MCP-Protocol-Version": "2099-01-01", "Accept": "application/json, text/event-stream"}
	body := `{"jsonrpc":"2.0","id":"req-7","method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2099-01-01","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":"t","version":"1"}}}}`
	resp, out := post(t, h.url, withMethodHeader(modern, body), body)
	var ans struct {
		ID    string `json:"id"`
		Error struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
			Data    struct {
				Supported []string `json:"supported"`
				Requested *string  `json:"requested"`
			} `json:"data"`
		} `json:"error"`
	}
	if err := json.Unmarshal([]byte(out), &ans); err != nil || resp.StatusCode >= 500 {
		t.Fatalf("%d %s", resp.StatusCode, out)
	}
	if ans.Error.Code == -32022 {
		if ans.ID != "req-7" || len(ans.Error.Data.Supported) == 0 || ans.Error.Data.Requested == nil || *ans.Error.Data.Requested != "2099-01-01" || ans.Error.Message != mcpserver.TextVersion {
			t.Errorf("unsupported version answer: %s", out)
		}
	} else {
		t.Errorf("not an unsupported-version error: %s", out)
	}
}

// TestOAuthChallengeIgnoresHost: the 401 challenge names the metadata URL
// on the configured audience's host, whatever Host header the caller sent.
func TestOAuthChallengeIgnoresHost(t *testing.T) {
	f := newOAuth(t)
	s := serveWith(t, map[string]string{"MCP_AUTH_MODE": "oauth", "MCP_OAUTH_ISSUER": "https://auth.example", "MCP_OAUTH_JWKS_URL": f.jwks.URL,
		"MCP_OAUTH_AUDIENCE": "https://mcp.example/mcp", "MCP_OAUTH_SCOPE": "glitchtip.read"})
	for _, host := range []string{"", "evil.example", "localhost:1"} {
		resp, body := postHost(t, s.url+"/mcp", host, map[string]string{"Authorization": "Bearer not.a.token"}, callBody)
		www := resp.Header.Get("WWW-Authenticate")
		if resp.StatusCode != 401 || !strings.Contains(www, `resource_metadata="https://mcp.example/.well-known/oauth-protected-resource/mcp"`) {
			t.Errorf("Host %q: %d %q", host, resp.StatusCode, www)
		}
		if host != "" && (strings.Contains(www, host) || strings.Contains(body, host)) {
			t.Errorf("Host %q repeated: %q %s", host, www, body)
		}
	}
}

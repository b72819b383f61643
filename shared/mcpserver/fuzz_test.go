package mcpserver_test

import (
	"bufio"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"glitchtip-mcp/shared/endpoint"
	"glitchtip-mcp/shared/standin"
)

// FuzzHTTPEntry posts arbitrary bodies (and a chosen protocol header) to the
// authenticated /mcp endpoint: no panic, no 500, no internals, every answer
// is JSON (a JSON-RPC result or error) or an empty 202, and no error text
// quotes the request.
func FuzzHTTPEntry(f *testing.F) {
	for _, seed := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"glitchtip_get_issue","arguments":{"issue_id":"101"}}}`,
		`{"jsonrpc":"2.0","id":99999999999999999999999999999,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"glitchtip_search","arguments":{"project":["x"],"query":{"a":1}}}}`,
		`{"jsonrpc":"2.0","id":1,"method":"no/such/method"}`,
		`[` + strings.Repeat(`[`, 5000) + strings.Repeat(`]`, 5000) + `]`,
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"glitchtip_get_issue","arguments":{"issue_id":"` + "\xff\xfe" + `"}}}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":{"x":1},"method":"tools/list"}`,
		`null`, `""`, `{`, ``,
		// caller text in the places mcp-go used to quote it back
		`{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":{"name":"ZQXJ-prompt"}}`,
		`{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":{"name":"triage-issue","arguments":{"issue_id":"ZQXJ"}}}`,
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"glitchtip_read_raw_event","arguments":{"ZQXJ":1}}}`,
		`{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"glitchtip://issues/ZQXJ?x=ZQXJ@example.org"}}`,
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":{"ZQXJ":1}}}`,
		`{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"ZQXJ","io.modelcontextprotocol/clientCapabilities":{}}}}`,
	} {
		f.Add([]byte(seed), "")
		f.Add([]byte(seed), "2026-07-28")
	}
	h := start(f, standin.Demo(), "")
	handler := h.app.Handler
	f.Fuzz(func(t *testing.T, body []byte, version string) {
		req := httptest.NewRequest("POST", "/mcp", strings.NewReader(string(body)))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+testKey)
		if version != "" && len(version) < 64 && !strings.ContainsAny(version, "\r\n\x00") {
			req.Header.Set("Mcp-Protocol-Version", version)
		}
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, req)
		out := rec.Body.String()
		if rec.Code >= 500 {
			t.Fatalf("status %d for %q: %s", rec.Code, body, out)
		}
		if strings.Contains(out, "goroutine ") || strings.Contains(out, "panic") || strings.Contains(out, ".go:") {
			t.Fatalf("internals in answer: %s", out)
		}
		if rec.Code == http.StatusAccepted && out == "" {
			return
		}
		if !json.Valid([]byte(out)) {
			t.Fatalf("status %d, answer is not JSON: %q", rec.Code, out)
		}
		// error texts are fixed: the caller's text (the seeds' ZQXJ) is
		// never quoted in one
		var ans struct {
			Error *struct {
				Message string `json:"message"`
			} `json:"error"`
		}
		if json.Unmarshal([]byte(out), &ans) == nil && ans.Error != nil && strings.Contains(ans.Error.Message, "ZQXJ") {
			t.Fatalf("the error text quotes the request: %q", ans.Error.Message)
		}
	})
}

// TestLocalServerLimits: the local server cuts off a client that sends its
// headers too slowly, and refuses oversized headers.
func TestLocalServerLimits(t *testing.T) {
	h := start(t, standin.Demo(), "")
	srv := endpoint.NewHTTPServer(h.app.Handler)
	srv.ReadHeaderTimeout = 300 * time.Millisecond // the production value is 5s; the behaviour is the same
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(ln)
	defer srv.Close()
	// slowloris: headers never finish
	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	c.Write([]byte("POST /mcp HTTP/1.1\r\nHost: x\r\n"))
	c.SetReadDeadline(time.Now().Add(3 * time.Second))
	start := time.Now()
	buf := make([]byte, 512)
	n, _ := c.Read(buf) // returns when the server gives up (EOF or a 408)
	c.Close()
	if took := time.Since(start); took > 2*time.Second {
		t.Fatalf("slow client held the connection for %v", took)
	}
	if n > 0 && !strings.Contains(string(buf[:n]), "408") && !strings.Contains(string(buf[:n]), "400") {
		t.Fatalf("unexpected answer to a slow client: %q", buf[:n])
	}
	// oversized headers
	c, err = net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.Write([]byte("POST /mcp HTTP/1.1\r\nHost: x\r\nX-Big: " + strings.Repeat("a", 64<<10) + "\r\n\r\n"))
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Fatalf("oversized headers: %d", resp.StatusCode)
	}
}

package mcpserver_test

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"
	"time"

	"glitchtip-mcp/shared/mcpserver"
	"glitchtip-mcp/shared/standin"
)

// TestStdioErrorTextsNeverEchoInput: over stdio too, mcp-go's error
// answers are fixed texts, and the server's own texts are kept.
func TestStdioErrorTextsNeverEchoInput(t *testing.T) {
	h := start(t, standin.Demo(), "")
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		mcpserver.Listen(ctx, h.app.MCP, inR, outW)
		outW.Close()
	}()
	lines := bufio.NewScanner(outR)
	lines.Buffer(make([]byte, 1<<20), 1<<20)
	send := func(msg string) string {
		t.Helper()
		if _, err := io.WriteString(inW, msg+"\n"); err != nil {
			t.Fatal(err)
		}
		done := make(chan bool, 1)
		go func() { done <- lines.Scan() }()
		select {
		case ok := <-done:
			if !ok {
				t.Fatal("stdio closed")
			}
		case <-time.After(10 * time.Second):
			t.Fatal("no answer over stdio")
		}
		return lines.Text()
	}
	send(`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`)
	io.WriteString(inW, `{"jsonrpc":"2.0","method":"notifications/initialized"}`+"\n")
	for _, tc := range []struct{ name, msg, want string }{
		{"unknown prompt", `{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":{"name":"` + planted + `"}}`, mcpserver.TextUnknownPrompt},
		{"unknown tool", `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"` + planted + `","arguments":{}}}`, mcpserver.TextUnknownTool},
		{"unknown resource", `{"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"` + strings.Repeat(planted, 2000) + `"}}`, mcpserver.TextResource},
		{"bad params", `{"jsonrpc":"2.0","id":4,"method":"tools/call","params":"` + planted + `"}`, ""},
		{"our own text", `{"jsonrpc":"2.0","id":5,"method":"prompts/get","params":{"name":"triage-issue","arguments":{"issue_id":"` + planted + `"}}}`, "issue_id must be a positive integer"},
	} {
		out := send(tc.msg)
		var ans struct {
			Error *struct{ Message string } `json:"error"`
		}
		if json.Unmarshal([]byte(out), &ans) != nil || ans.Error == nil {
			t.Errorf("%s: not a JSON-RPC error: %.300s", tc.name, out)
			continue
		}
		if strings.Contains(out, planted[:10]) || strings.Contains(out, "olivia.martin") {
			t.Errorf("%s: the answer repeats the input: %.300s", tc.name, out)
		}
		if !strings.Contains(ans.Error.Message, tc.want) {
			t.Errorf("%s: message %q lacks %q", tc.name, ans.Error.Message, tc.want)
		}
	}
	inW.Close()
}

package mcpserver_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/standin"
)

const getIssueBody = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"glitchtip_get_issue","arguments":{"issue_id":"101"}}}`

// BenchmarkToolCallGetIssue is one warm tools/call (glitchtip_get_issue)
// through the HTTP handler, with the stand-in on loopback. Subtract
// BenchmarkUpstreamGetIssue (the same two GlitchTip GETs without MCP) to get
// the handler's own overhead.
func BenchmarkToolCallGetIssue(b *testing.B) {
	h := start(b, standin.Demo(), "")
	c := &http.Client{}
	b.ReportAllocs()
	for b.Loop() {
		req, _ := http.NewRequest("POST", h.url, strings.NewReader(getIssueBody))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+testKey)
		resp, err := c.Do(req)
		if err != nil || resp.StatusCode != 200 {
			b.Fatal(err)
		}
		var buf [4096]byte
		for {
			if _, err := resp.Body.Read(buf[:]); err != nil {
				break
			}
		}
		resp.Body.Close()
	}
}

// BenchmarkUpstreamGetIssue is the upstream part of a get_issue call: the
// issue and its tag facets, fetched and decoded by the client.
func BenchmarkUpstreamGetIssue(b *testing.B) {
	h := start(b, standin.Demo(), "")
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := h.app.Client.Issue(ctx, "101"); err != nil {
			b.Fatal(err)
		}
		if _, err := h.app.Client.IssueTags(ctx, "101", "environment", "release"); err != nil {
			b.Fatal(err)
		}
	}
}

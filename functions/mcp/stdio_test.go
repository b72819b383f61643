package main

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gtfake"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/leakcheck"
)

// TestStdio launches the real binary with -stdio, as an IDE would, and
// drives it with mcp-go's stdio client.
func TestStdio(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "glitchtip-mcp")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	d := gtfake.Demo()
	gt := httptest.NewServer(&gtfake.Server{Data: d})
	defer gt.Close()
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"),
		"GLITCHTIP_URL=" + strings.Replace(gt.URL, "127.0.0.1", "localhost", 1), "GLITCHTIP_ORG=demo",
		"GLITCHTIP_TOKEN_SOURCE_NAME=env:GT_TOKEN", "GT_TOKEN=" + d.Token}
	c, err := client.NewStdioMCPClient(bin, env, "-stdio")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = "2025-11-25"
	req.Params.ClientInfo = mcp.Implementation{Name: "ide", Version: "1"}
	if _, err := c.Initialize(ctx, req); err != nil {
		t.Fatal(err)
	}
	list, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil || len(list.Tools) != 13 {
		t.Fatalf("tools: %v %d", err, len(list.Tools))
	}
	call := mcp.CallToolRequest{}
	call.Params.Name = "glitchtip_recent_events"
	call.Params.Arguments = map[string]any{"issue_id": "101", "limit": 2}
	res, err := c.CallTool(ctx, call)
	if err != nil || res.IsError {
		t.Fatalf("call: %v %+v", err, res)
	}
	b, _ := json.Marshal(res)
	if !strings.Contains(string(b), "shop/views.py:login:41") {
		t.Fatalf("result: %s", b)
	}
	for _, leak := range leakcheck.Planted(string(b), d.Token) {
		t.Errorf("leaked %q", leak)
	}
}

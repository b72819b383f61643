// Package e2e drives the real server with the official MCP TypeScript SDK
// client (npm). make test installs the npm packages and sets E2E_REQUIRED,
// so in CI a missing Node setup fails instead of skipping.
package e2e

import (
	"context"
	"encoding/json"
	"io"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"glitchtip-mcp/shared/testkit/leakcheck"
	"glitchtip-mcp/shared/testkit/skip"

	"glitchtip-mcp/shared/app"
	"glitchtip-mcp/shared/secret"
	"glitchtip-mcp/shared/standin"
)

const e2eKey = "e2e-key-0123456789abcdef"

func requireNode(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(filepath.Join("node_modules", "@modelcontextprotocol", "sdk")); err != nil {
		skip.Group(t, "official MCP TypeScript SDK client", "npm packages not installed (make test installs them: npm ci --prefix shared/testkit/e2e)", "E2E_REQUIRED")
	}
}

// Serve starts the product against the stand-in and returns its URL.
func serve(t *testing.T, d *standin.Dataset, extra map[string]string) string {
	t.Helper()
	gt := httptest.NewServer(&standin.Server{Data: d})
	t.Cleanup(gt.Close)
	vars := map[string]string{"GLITCHTIP_URL": strings.Replace(gt.URL, "127.0.0.1", "localhost", 1), "GLITCHTIP_ORG": d.Org,
		"GLITCHTIP_TOKEN_SOURCE_NAME": "env:TOKEN", "TOKEN": d.Token,
		"MCP_API_KEYS_SOURCE_NAME": "env:KEYS", "KEYS": `[{"name":"e2e","key":"` + e2eKey + `"}]`}
	for k, v := range extra {
		vars[k] = v
	}
	getenv := func(k string) string { return vars[k] }
	a, err := app.Build(context.Background(), getenv, app.Options{Resolver: &secret.Resolver{Getenv: getenv}, AuditLog: io.Discard})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(a.Handler)
	t.Cleanup(srv.Close)
	return srv.URL + "/mcp"
}

func runNode(t *testing.T, env []string, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", args...)
	planted, _ := json.Marshal(append(append([]string{}, leakcheck.DemoValues...), standin.DemoToken))
	cmd.Env = append(append(os.Environ(), "PLANTED="+string(planted)), env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node %v: %v\n%s", args, err, out)
	}
	return out
}

func TestTypeScriptSDKClient(t *testing.T) {
	requireNode(t)
	for version, d := range standin.Versions() {
		t.Run(version, func(t *testing.T) {
			url := serve(t, d, nil)
			out := runNode(t, []string{"MCP_BEARER=" + e2eKey, "EXPECT_RESOURCES=1"}, "ts-client.mjs", url)
			var sum struct {
				ProtocolVersion string   `json:"protocolVersion"`
				Tools           []string `json:"tools"`
				Failures        []string `json:"failures"`
			}
			if err := json.Unmarshal(out[strings.LastIndex(string(out[:len(out)-1]), "\n")+1:], &sum); err != nil {
				t.Fatalf("summary: %v\n%s", err, out)
			}
			if len(sum.Failures) > 0 || len(sum.Tools) != 13 {
				t.Fatalf("TS client: %s", out)
			}
			t.Logf("TS SDK client negotiated %s, tools %v", sum.ProtocolVersion, sum.Tools)
		})
	}
}

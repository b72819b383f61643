//go:build !lambda.norpc

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"glitchtip-mcp/shared/config"
	"glitchtip-mcp/shared/testkit/lambdarun"
)

const stamped = "9.8.7-test"

// stampedBinary builds the binary with a version stamped as the Makefile
// stamps it.
func stampedBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "glitchtip-mcp")
	out, err := exec.Command("go", "build", "-ldflags", "-X glitchtip-mcp/shared/version.Version="+stamped, "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestVersionShown: the stamped version is what -version prints, what the
// server says in serverInfo, what glitchtip_whoami reports (structured and
// text) and what each audit line carries.
func TestVersionShown(t *testing.T) {
	bin := stampedBinary(t)
	out, err := exec.Command(bin, "-version").Output()
	if err != nil || !strings.HasPrefix(string(out), "glitchtip-mcp "+stamped+" (go") {
		t.Fatalf("-version: %q, %v", out, err)
	}

	stderr := &lambdarun.SyncBuffer{}
	tr := transport.NewStdioWithOptions(bin, []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir()}, []string{"-stdio", "-demo"},
		transport.WithCommandFunc(func(ctx context.Context, command string, env, args []string) (*exec.Cmd, error) {
			cmd := exec.CommandContext(ctx, command, args...)
			cmd.Env, cmd.Stderr = env, stderr
			return cmd, nil
		}))
	c := client.NewClient(tr)
	if err := c.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = "2025-11-25"
	req.Params.ClientInfo = mcp.Implementation{Name: "ide", Version: "1"}
	hello, err := c.Initialize(ctx, req)
	if err != nil {
		t.Fatalf("initialize: %v\n%s", err, stderr)
	}
	if hello.ServerInfo.Version != stamped {
		t.Errorf("serverInfo.version = %q, want %q", hello.ServerInfo.Version, stamped)
	}
	call := mcp.CallToolRequest{}
	call.Params.Name = "glitchtip_whoami"
	res, err := c.CallTool(ctx, call)
	if err != nil || res.IsError {
		t.Fatalf("whoami: %v %+v", err, res)
	}
	b, _ := json.Marshal(res)
	if !strings.Contains(string(b), `"server_version":"`+stamped+`"`) || !strings.Contains(string(b), "glitchtip-mcp version "+stamped) {
		t.Errorf("whoami does not show the version: %s", b)
	}
	deadline := time.Now().Add(60 * time.Second) // a hang guard: the loop ends when the line is there
	for !strings.Contains(stderr.String(), `"msg":"audit"`) && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	for _, line := range strings.Split(stderr.String(), "\n") {
		if strings.Contains(line, `"msg":"audit"`) && !strings.Contains(line, `"version":"`+stamped+`"`) {
			t.Errorf("audit line without the version: %s", line)
		}
	}
}

// TestHelpListsSettings: -h names every flag and every setting with its
// default, and exits 0.
func TestHelpListsSettings(t *testing.T) {
	var out bytes.Buffer
	cmd := exec.Command(binary(t), "-h")
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("-h: %v\n%s", err, &out)
	}
	help := out.String()
	for _, want := range []string{"-demo", "-stdio", "-version", "docs/configuration.md"} {
		if !strings.Contains(help, want) {
			t.Errorf("-h does not mention %s", want)
		}
	}
	for _, s := range config.Settings {
		if !strings.Contains(help, "\n  "+s.Name+"\n") {
			t.Errorf("-h does not list %s", s.Name)
		}
		if s.Default != "" && !strings.Contains(help, "default "+s.Default) {
			t.Errorf("-h does not give the default of %s", s.Name)
		}
	}
}

// TestDemoLinks: the demo's stand-in serves its API as before, and every
// other path (where issue links lead) a page saying what the link opens
// with a real GlitchTip, instead of an empty page.
func TestDemoLinks(t *testing.T) {
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("api:" + r.URL.Path)) })
	srv := httptest.NewServer(demoLinks(api))
	defer srv.Close()
	for _, tc := range []struct{ path, want string }{
		{"/api/0/organizations/demo/issues/", "api:/api/0/organizations/demo/issues/"},
		{"/demo/issues/102", "opens the issue in GlitchTip"},
		{"/", "glitchtip-mcp demo"},
	} {
		resp, err := http.Get(srv.URL + tc.path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(string(body), tc.want) {
			t.Errorf("%s: %d %q, want %q", tc.path, resp.StatusCode, body, tc.want)
		}
	}
}

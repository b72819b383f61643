package main

import (
	"bufio"
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"glitchtip-mcp/shared/testkit/lambdarun"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/leakcheck"
	"glitchtip-mcp/shared/testkit/motoserver"
)

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// binary builds the real binary once for the tests of this package.
func binary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "glitchtip-mcp-bin")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "glitchtip-mcp")
		if out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput(); err != nil {
			buildErr = &buildFailure{string(out)}
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

type buildFailure struct{ out string }

func (b *buildFailure) Error() string { return "go build failed:\n" + b.out }

// launch starts bin with exactly env (nothing inherited) and args, and
// initialises an MCP session over its stdio.
func launch(t *testing.T, bin string, env, args []string) (*client.Client, *lambdarun.SyncBuffer) {
	t.Helper()
	stderr := &lambdarun.SyncBuffer{}
	tr := transport.NewStdioWithOptions(bin, env, args, transport.WithCommandFunc(
		func(ctx context.Context, command string, env, args []string) (*exec.Cmd, error) {
			cmd := exec.CommandContext(ctx, command, args...)
			cmd.Env = env
			cmd.Stderr = stderr
			return cmd, nil
		}))
	c := client.NewClient(tr)
	// the process lives as long as the context given to Start
	if err := c.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = "2025-11-25"
	req.Params.ClientInfo = mcp.Implementation{Name: "ide", Version: "1"}
	if _, err := c.Initialize(ctx, req); err != nil {
		t.Fatalf("initialize: %v\nstderr: %s", err, stderr)
	}
	return c, stderr
}

// recentEvents calls glitchtip_recent_events on issue 101 and checks the
// answer: the stack frame a triager needs, and no planted secret.
func recentEvents(t *testing.T, c *client.Client, token string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	list, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		t.Fatalf("tools/list: %v", err)
	}
	if len(list.Tools) != 13 {
		t.Fatalf("tools: %d", len(list.Tools))
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
	for _, leak := range leakcheck.Planted(string(b), token) {
		t.Errorf("leaked %q", leak)
	}
}

// TestStdio launches the real binary with -stdio, as an IDE would, and
// drives it with mcp-go's stdio client; the audit line goes to stderr.
func TestStdio(t *testing.T) {
	bin := binary(t)
	d := standin.Demo()
	gt := httptest.NewServer(&standin.Server{Data: d})
	defer gt.Close()
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir(),
		"GLITCHTIP_URL=" + strings.Replace(gt.URL, "127.0.0.1", "localhost", 1), "GLITCHTIP_ORG=demo",
		"GLITCHTIP_TOKEN_SOURCE_NAME=env:GT_TOKEN", "GT_TOKEN=" + d.Token}
	c, stderr := launch(t, bin, env, []string{"-stdio"})
	recentEvents(t, c, d.Token)
	// the line is written after the answer, and copied from the child's
	// stderr by another goroutine: wait for it (the bound is a hang guard)
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline) && !strings.Contains(stderr.String(), `"tool":"glitchtip_recent_events"`); {
		time.Sleep(20 * time.Millisecond)
	}
	auditLine(t, stderr.String(), d.Token)
}

// auditLine finds the tool call's audit line in log and checks it keeps
// the HTTP rules: arguments as allowed values or hashes, no token.
func auditLine(t *testing.T, log, token string) {
	t.Helper()
	var found bool
	sc := bufio.NewScanner(strings.NewReader(log))
	for sc.Scan() {
		var rec struct {
			UpstreamCalls int  `json:"upstream_calls"`
			ResultCount   *int `json:"result_count"`
		}
		line := sc.Text()
		if json.Unmarshal([]byte(line), &rec) != nil || !strings.Contains(line, `"tool":"glitchtip_recent_events"`) {
			continue
		}
		found = true
		for _, want := range []string{`"path":"stdio"`, `"auth_method":"stdio"`, `"rpc_method":"tools/call"`, `"issue_id":"101"`} {
			if !strings.Contains(line, want) {
				t.Errorf("stdio audit line lacks %s: %s", want, line)
			}
		}
		if rec.UpstreamCalls == 0 || rec.ResultCount == nil {
			t.Errorf("stdio audit line lacks upstream calls or result count: %s", line)
		}
	}
	if !found {
		t.Fatalf("no audit line for the tool call in:\n%s", log)
	}
	if strings.Contains(log, token) {
		t.Error("the log holds the GlitchTip token")
	}
}

// TestStdioDemo: -stdio -demo serves the built-in demo data with no
// settings at all, and MCP_AUDIT_LOG sends the audit lines to a file.
func TestStdioDemo(t *testing.T) {
	bin := binary(t)
	logFile := filepath.Join(t.TempDir(), "audit.log")
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir(), "MCP_AUDIT_LOG=" + logFile}
	c, stderr := launch(t, bin, env, []string{"-stdio", "-demo"})
	recentEvents(t, c, standin.DemoToken)
	c.Close()
	b, err := os.ReadFile(logFile)
	if err != nil {
		t.Fatal(err)
	}
	auditLine(t, string(b), standin.DemoToken)
	if strings.Contains(stderr.String(), `"tool":"glitchtip_recent_events"`) {
		t.Error("with MCP_AUDIT_LOG set, audit lines still went to stderr")
	}
}

// readmeConfigs returns the stdio client configurations of docs/deploy.md's
// "Local IDEs over stdio" section: command, args and env of each.
func readmeConfigs(t *testing.T) map[string]struct {
	command string
	args    []string
	env     map[string]string
} {
	t.Helper()
	b, err := os.ReadFile("../../docs/deploy.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	start := strings.Index(doc, "## Local IDEs over stdio")
	if start < 0 {
		t.Fatal("README has no stdio section")
	}
	section := doc[start:]
	if end := strings.Index(section[3:], "\n## "); end > 0 {
		section = section[:end+3]
	}
	type cfg = struct {
		command string
		args    []string
		env     map[string]string
	}
	out := map[string]cfg{}
	blocks := regexp.MustCompile("(?s)```(json|sh)\n(.*?)```").FindAllStringSubmatch(section, -1)
	for i, blk := range blocks {
		switch blk[1] {
		case "json":
			var doc map[string]map[string]struct {
				Command string
				Args    []string
				Env     map[string]string
			}
			if err := json.Unmarshal([]byte(blk[2]), &doc); err != nil {
				t.Fatalf("README JSON block %d does not parse: %v", i, err)
			}
			for key, servers := range doc {
				for name, s := range servers {
					out[key+"/"+name] = cfg{s.Command, s.Args, s.Env}
				}
			}
		case "sh":
			f := strings.Fields(blk[2])
			if len(f) < 4 || f[0] != "claude" || f[1] != "mcp" || f[2] != "add" {
				t.Fatalf("README sh block %d is not a claude mcp add line: %s", i, blk[2])
			}
			c := cfg{env: map[string]string{}}
			for j := 4; j < len(f); j++ {
				switch {
				case f[j] == "-e" && j+1 < len(f):
					k, v, _ := strings.Cut(f[j+1], "=")
					c.env[k] = v
					j++
				case f[j] == "--" && j+1 < len(f):
					c.command, c.args = f[j+1], f[j+2:]
					j = len(f)
				}
			}
			out["claude-code/"+f[3]] = c
		}
	}
	if len(out) != 3 {
		t.Fatalf("want the Claude Desktop/Cursor, VS Code and Claude Code configurations, found %d: %v", len(out), out)
	}
	return out
}

// TestReadmeStdioConfigs launches the binary with each configuration the
// README gives, exactly as written (command, args, env), in a home whose
// AWS profile "default" points at moto_server: the token is resolved by
// secret name from Secrets Manager, as a user's would be. Only the
// GlitchTip URL is replaced by the stand-in's.
func TestReadmeStdioConfigs(t *testing.T) {
	bin := binary(t)
	moto := motoserver.Start(t)
	d := standin.Demo()
	gt := httptest.NewServer(&standin.Server{Data: d})
	defer gt.Close()
	for name, c := range readmeConfigs(t) {
		t.Run(name, func(t *testing.T) {
			if c.command != "/path/to/glitchtip-mcp" || len(c.args) != 1 || c.args[0] != "-stdio" {
				t.Fatalf("unexpected command %q %v", c.command, c.args)
			}
			home := t.TempDir()
			os.MkdirAll(filepath.Join(home, ".aws"), 0o700)
			os.WriteFile(filepath.Join(home, ".aws", "config"), []byte("[default]\nendpoint_url = "+moto+"\n"), 0o600)
			os.WriteFile(filepath.Join(home, ".aws", "credentials"), []byte("[default]\naws_access_key_id = test\naws_secret_access_key = test\n"), 0o600)
			region := c.env["AWS_REGION"]
			if region == "" || c.env["GLITCHTIP_TOKEN_SOURCE_NAME"] == "" || c.env["GLITCHTIP_URL"] == "" {
				t.Fatalf("configuration lacks a needed setting: %v", c.env)
			}
			createSecretIn(t, moto, region, c.env["GLITCHTIP_TOKEN_SOURCE_NAME"], `{"token":"`+d.Token+`"}`)
			env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + home, "AWS_EC2_METADATA_DISABLED=true"}
			for k, v := range c.env {
				if k == "GLITCHTIP_URL" {
					v = strings.Replace(gt.URL, "127.0.0.1", "localhost", 1)
				}
				if k == "GLITCHTIP_ORG" {
					v = d.Org // the stand-in's organisation
				}
				env = append(env, k+"="+v)
			}
			cl, _ := launch(t, bin, env, c.args)
			recentEvents(t, cl, d.Token)
		})
	}
}

// createSecretIn stores a secret in moto's region, once.
func createSecretIn(t *testing.T, endpoint, region, name, value string) {
	t.Helper()
	t.Setenv("AWS_REGION", region)
	if err := motoserver.CreateSecret(context.Background(), endpoint, name, value); err != nil && !strings.Contains(err.Error(), "ResourceExists") {
		t.Fatal(err)
	}
}

// TestLocalStartMessages: the local server names the fix when its port is
// taken, and says at start that it will refuse everyone when no API keys
// are configured.
func TestLocalStartMessages(t *testing.T) {
	bin := binary(t)
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	base := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir()}
	cmd := exec.Command(bin, "-demo")
	cmd.Env = append(base, "MCP_LISTEN_ADDR="+busy.Addr().String())
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), "MCP_LISTEN_ADDR "+busy.Addr().String()+" is already in use") || !strings.Contains(string(out), "set MCP_LISTEN_ADDR to a free address") {
		t.Errorf("busy port: %v\n%s", err, out)
	}

	d := standin.Demo()
	gt := httptest.NewServer(&standin.Server{Data: d})
	defer gt.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd = exec.CommandContext(ctx, bin)
	cmd.Env = append(base, "MCP_LISTEN_ADDR=127.0.0.1:0", "GLITCHTIP_URL="+gt.URL, "GLITCHTIP_ORG=demo",
		"GLITCHTIP_TOKEN_SOURCE_NAME=env:GT_TOKEN", "GT_TOKEN="+d.Token)
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	sc := bufio.NewScanner(stderr)
	var seen []string
	for sc.Scan() {
		seen = append(seen, sc.Text())
		if strings.Contains(sc.Text(), "glitchtip-mcp serving") {
			break
		}
	}
	all := strings.Join(seen, "\n")
	if !strings.Contains(all, "no API keys are configured") || !strings.Contains(all, "MCP_API_KEYS_SOURCE_NAME") {
		t.Errorf("no warning that every request will be refused:\n%s", all)
	}
}

// TestDemoKeyKeptAcrossRestarts: with MCP_DEMO_KEY the demo prints and
// accepts that key, run after run, and says so.
func TestDemoKeyKeptAcrossRestarts(t *testing.T) {
	bin := binary(t)
	const key = "my-demo-key-0123456789"
	for run := 0; run < 2; run++ {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		cmd := exec.CommandContext(ctx, bin, "-demo")
		cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir(), "MCP_LISTEN_ADDR=127.0.0.1:0", "MCP_DEMO_KEY=" + key}
		stdout, _ := cmd.StdoutPipe()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(stdout)
		url, printed := "", ""
		for sc.Scan() && (url == "" || printed == "") {
			line := sc.Text()
			if u, ok := strings.CutPrefix(line, "glitchtip-mcp demo: serving "); ok {
				url = strings.Fields(u)[0]
			}
			if k, ok := strings.CutPrefix(line, "API key for this run (the endpoint refuses callers without one): "); ok {
				printed = k
			}
		}
		if printed != key || url == "" {
			t.Fatalf("run %d: printed key %q, url %q", run, printed, url)
		}
		req, _ := http.NewRequest("POST", url, strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"glitchtip_get_issue","arguments":{"issue_id":"101"}}}`))
		req.Header.Set("Authorization", "Bearer "+key)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		resp, err := http.DefaultClient.Do(req)
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("run %d: the kept key was refused: %v %v", run, err, resp)
		}
		resp.Body.Close()
		cmd.Process.Kill()
		cmd.Wait()
		cancel()
	}
}

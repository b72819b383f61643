// Package samtest runs the real AWS SAM CLI over the project, offline:
// sam validate --lint, sam build, sam local invoke of every sample event,
// and an official TypeScript SDK client session through sam local
// start-api, with Secrets Manager served by moto_server and GlitchTip by
// the stand-in. The one image it needs, the Lambda base image SAM runs the
// functions on (public.ecr.aws/lambda/provided:al2023-<arch>), is used when
// Docker has it, else pulled, else (no registry reachable, or
// SAM_LOCAL_IMAGE set, as in CI) built locally by .ci/sam-base-image.sh from
// busybox; SAM then runs with --skip-pull-image. Without a way to get it the
// group is skipped with one line saying how to enable it. The containers
// join a Docker network the test creates, and reach moto and the stand-in on
// its gateway address.
package samtest

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/leakcheck"
	"glitchtip-mcp/shared/testkit/motoserver"
	"glitchtip-mcp/shared/testkit/skip"
)

const (
	group = "AWS SAM CLI (validate, build, local invoke, local start-api)"
	key   = "sam-test-key-0123456789abcdef"
)

// repo is the repository root, where template.yaml is.
var repo, _ = filepath.Abs("../../..")

// setup finds what the group needs, or skips it saying what is missing.
func setup(t *testing.T) (sam, arch string) {
	t.Helper()
	sam = os.Getenv("SAM_CLI")
	if sam == "" {
		sam, _ = exec.LookPath("sam")
	}
	if sam == "" {
		skip.Group(t, group, "the sam CLI is not installed (make sam-deps installs it in .venv-sam)", "SAM_REQUIRED")
	}
	if out, err := exec.Command("docker", "info", "--format", "{{.ServerVersion}}").CombinedOutput(); err != nil {
		skip.Group(t, group, "no Docker engine is running ("+strings.TrimSpace(lastLine(string(out)))+
			"; Debian: apt-get install docker.io and start dockerd, or bash .ci/docker-up.sh, which does both)", "SAM_REQUIRED")
	}
	if motoserver.Binary() == "" {
		skip.Group(t, group, "moto_server is not installed ("+motoserver.Install+")", "SAM_REQUIRED")
	}
	switch runtime.GOARCH {
	case "amd64":
		return sam, "x86_64"
	case "arm64":
		return sam, "arm64"
	}
	skip.Group(t, group, "sam local runs x86_64 or arm64 functions, not "+runtime.GOARCH, "SAM_REQUIRED")
	return "", ""
}

// baseImage makes sure Docker has the Lambda base image that sam local
// runs arch's functions on, and says how it got it: already there, pulled
// from its registry, or built locally (.ci/sam-base-image.sh) where no
// registry answers or SAM_LOCAL_IMAGE asks not to try one. Where it can
// be neither pulled nor built, the group is skipped saying how to enable it.
func baseImage(t *testing.T, arch string) string {
	t.Helper()
	image := "public.ecr.aws/lambda/provided:al2023-" + arch
	why := "SAM_LOCAL_IMAGE is set"
	if os.Getenv("SAM_LOCAL_IMAGE") == "" {
		if exec.Command("docker", "image", "inspect", image).Run() == nil {
			return image + " (already in Docker)"
		}
		// bounded: a registry that does not answer must not hang the suite
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		out, err := exec.CommandContext(ctx, "docker", "pull", "-q", image).CombinedOutput()
		cancel()
		if err == nil {
			return image + " (pulled)"
		}
		why = "it could not be pulled (" + strings.TrimSpace(lastLine(string(out))) + ")"
	}
	if _, err := exec.LookPath("busybox"); err != nil {
		skip.Group(t, group, "the Lambda base image "+image+" is not in Docker, "+why+
			", and building it locally needs a static busybox (Debian: apt-get install busybox-static)", "SAM_REQUIRED")
	}
	run(t, nil, "bash", ".ci/sam-base-image.sh", arch)
	return image + " (built locally from busybox: " + why + ")"
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

// run runs a command in the repository and fails the test on error.
func run(t *testing.T, env []string, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = repo
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

// samEnv is the environment SAM runs with: fixed AWS credentials and
// region (the containers get them), no telemetry, no update check.
var samEnv = []string{"AWS_ACCESS_KEY_ID=test", "AWS_SECRET_ACCESS_KEY=test", "AWS_REGION=eu-west-1", "AWS_DEFAULT_REGION=eu-west-1",
	"SAM_CLI_TELEMETRY=0", "SAM_CLI_DISABLE_UPDATE_CHECK=1"}

func TestSAM(t *testing.T) {
	sam, arch := setup(t)
	ctx := context.Background()

	// validate, then build (the makefile method) for this machine's architecture
	out := run(t, samEnv, sam, "validate", "--lint", "--region", "eu-west-1")
	if !strings.Contains(out, "is a valid SAM Template") {
		t.Fatalf("sam validate --lint: %s", out)
	}
	build := t.TempDir()
	run(t, samEnv, sam, "build", "--build-dir", build, "--parameter-overrides", "Architecture="+arch)
	for _, fn := range []string{"McpFunction", "DigestFunction"} {
		entries, _ := os.ReadDir(filepath.Join(build, fn))
		if len(entries) != 1 || entries[0].Name() != "bootstrap" {
			t.Fatalf("sam build put more than the bootstrap in %s: %v", fn, entries)
		}
	}
	// the base image is there before SAM starts (present, pulled or built
	// here), so SAM never pulls: offline it would fail on the pull
	t.Logf("Lambda base image: %s", baseImage(t, arch))
	pull := []string{"--skip-pull-image"}

	// a Docker network of the test's own; moto and the stand-in listen on
	// its gateway, which the function containers reach
	network := fmt.Sprintf("glitchtip-mcp-sam-%d", time.Now().UnixNano()%1e6)
	run(t, nil, "docker", "network", "create", network)
	t.Cleanup(func() { exec.Command("docker", "network", "rm", network).Run() })
	gw := strings.TrimSpace(run(t, nil, "docker", "network", "inspect", "-f", "{{(index .IPAM.Config 0).Gateway}}", network))
	if net.ParseIP(gw) == nil {
		t.Fatalf("no gateway for the test network: %q", gw)
	}
	sm, stop, err := motoserver.LaunchOn(gw)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	d := standin.Demo()
	for name, value := range map[string]string{"glitchtip-mcp/token": `{"token":"` + d.Token + `"}`, "glitchtip-mcp/api-keys": `[{"name":"sam","key":"` + key + `"}]`} {
		if err := motoserver.CreateSecret(ctx, sm, name, value); err != nil {
			t.Fatal(err)
		}
	}
	fake := &standin.Server{Data: d}
	ln, err := net.Listen("tcp", net.JoinHostPort(gw, "0"))
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: fake}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })

	// SAM overrides only variables a function declares: the local
	// template adds the Secrets Manager endpoint override to both
	tpl := filepath.Join(build, "template.local.yaml")
	py := filepath.Join(filepath.Dir(sam), "python")
	if _, err := os.Stat(py); err != nil {
		py = "python3"
	}
	run(t, nil, py, "-c", `import sys, yaml
t = yaml.safe_load(open(sys.argv[1]))
for fn in ("McpFunction", "DigestFunction"):
    t["Resources"][fn]["Properties"].setdefault("Environment", {}).setdefault("Variables", {})["AWS_ENDPOINT_URL_SECRETS_MANAGER"] = ""
yaml.safe_dump(t, open(sys.argv[2], "w"))`, filepath.Join(build, "template.yaml"), tpl)
	// a host name for the stand-in, as a real GlitchTip has (an IP in its
	// permalinks would read as personal data)
	// the documented env.json (events/sam-local), pointed at the stand-in
	// and at moto
	env := localEnv(t)
	for _, vars := range env {
		vars["GLITCHTIP_URL"] = "http://glitchtip.test:" + fmt.Sprint(ln.Addr().(*net.TCPAddr).Port)
		vars["GLITCHTIP_ORG"] = d.Org
		vars["AWS_ENDPOINT_URL_SECRETS_MANAGER"] = sm
	}
	envFile := filepath.Join(build, "env.json")
	b, _ := json.Marshal(env)
	os.WriteFile(envFile, b, 0o600)
	common := append([]string{"-t", tpl, "--env-vars", envFile, "--docker-network", network, "--add-host", "glitchtip.test:" + gw,
		"--region", "eu-west-1", "--parameter-overrides", "Architecture=" + arch}, pull...)

	t.Run("local invoke", func(t *testing.T) { invokeEvents(t, sam, common, d.Token) })
	t.Run("local start-api with the TypeScript SDK client", func(t *testing.T) { startAPI(t, sam, common, d.Token) })
	if fake.NonGET() != 0 {
		t.Fatal("a non-GET request reached GlitchTip")
	}
}

// invokeEvents runs sam local invoke on every sample event: API Gateway
// events through McpFunction, scheduled ones through DigestFunction.
func invokeEvents(t *testing.T, sam string, common []string, token string) {
	files, _ := filepath.Glob(filepath.Join(repo, "events", "*.json"))
	want := map[string]struct {
		status int
		body   string
	}{
		"initialize.json": {200, `"protocolVersion"`},
		"tools-list.json": {200, `"glitchtip_get_issue"`},
		"tools-call.json": {200, "shop/views.py:login:41"},
		"malformed.json":  {400, `-32700`},
		"get.json":        {405, "POST only"},
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			fn := "McpFunction"
			if strings.HasPrefix(name, "schedule") {
				fn = "DigestFunction"
			}
			// the sample events carry the offline runs' key
			ev, _ := os.ReadFile(f)
			evFile := filepath.Join(t.TempDir(), name)
			os.WriteFile(evFile, []byte(strings.ReplaceAll(string(ev), "sample-key-0123456789abcdef", key)), 0o600)
			cmd := exec.Command(sam, append([]string{"local", "invoke", fn, "-e", evFile}, common...)...)
			cmd.Dir, cmd.Env = repo, append(os.Environ(), samEnv...)
			var stderr strings.Builder
			cmd.Stderr = &stderr
			stdout, err := cmd.Output()
			if err != nil {
				t.Fatalf("sam local invoke %s: %v\n%s", fn, err, stderr.String())
			}
			for _, leak := range leakcheck.Planted(string(stdout), token, key) {
				t.Errorf("the function's output leaked %q", leak)
			}
			// the log holds SAM's and the emulator's own lines (addresses
			// among them): look for the planted values themselves there
			for _, v := range append(append([]string{}, leakcheck.DemoValues...), token, key) {
				if v != "" && strings.Contains(stderr.String(), v) {
					t.Errorf("the function's log leaked %q", v)
				}
			}
			if fn == "DigestFunction" {
				var dg struct {
					Org    string
					Totals struct{ Projects int }
				}
				if json.Unmarshal(stdout, &dg) != nil || dg.Org != "demo" || dg.Totals.Projects != 3 {
					t.Fatalf("digest: %s\n%s", stdout, stderr.String())
				}
				return
			}
			var resp struct {
				StatusCode int    `json:"statusCode"`
				Body       string `json:"body"`
			}
			w, ok := want[name]
			if !ok {
				t.Fatalf("no expectation for sample event %s", name)
			}
			if err := json.Unmarshal(stdout, &resp); err != nil || resp.StatusCode != w.status || !strings.Contains(resp.Body, w.body) {
				t.Fatalf("status %d (want %d), body lacks %s: %s\n%s", resp.StatusCode, w.status, w.body, stdout, stderr.String())
			}
		})
	}
}

// startAPI serves the template's HTTP API with sam local start-api and
// drives it with the official TypeScript SDK client.
func startAPI(t *testing.T, sam string, common []string, token string) {
	if _, err := os.Stat(filepath.Join(repo, "shared", "testkit", "e2e", "node_modules", "@modelcontextprotocol", "sdk")); err != nil {
		skip.Group(t, "sam local start-api with the TypeScript SDK client", "npm packages not installed (make e2e-deps)", "E2E_REQUIRED")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := fmt.Sprint(ln.Addr().(*net.TCPAddr).Port)
	ln.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cmd := exec.CommandContext(ctx, sam, append([]string{"local", "start-api", "--host", "127.0.0.1", "-p", port}, common...)...)
	cmd.Dir, cmd.Env = repo, append(os.Environ(), samEnv...)
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { cancel(); cmd.Wait() }()
	var log strings.Builder
	ready := make(chan bool, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		sent := false
		for sc.Scan() {
			log.WriteString(sc.Text() + "\n")
			if !sent && strings.Contains(sc.Text(), "Running on http://") {
				ready <- true
				sent = true
			}
		}
		if !sent {
			ready <- false
		}
	}()
	select {
	case ok := <-ready:
		if !ok {
			t.Fatalf("sam local start-api stopped:\n%s", log.String())
		}
	case <-time.After(90 * time.Second):
		t.Fatalf("sam local start-api did not start:\n%s", log.String())
	}
	planted, _ := json.Marshal(append(append([]string{}, leakcheck.DemoValues...), token))
	node := exec.Command("node", "ts-client.mjs", "http://127.0.0.1:"+port+"/mcp")
	node.Dir = filepath.Join(repo, "shared", "testkit", "e2e")
	node.Env = append(os.Environ(), "MCP_BEARER="+key, "PLANTED="+string(planted), "EXPECT_RESOURCES=1")
	out, err := node.CombinedOutput()
	if err != nil {
		t.Fatalf("TypeScript SDK client through sam local start-api: %v\n%s\nSAM log:\n%s", err, out, log.String())
	}
}

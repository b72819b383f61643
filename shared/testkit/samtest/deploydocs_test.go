package samtest

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"glitchtip-mcp/shared/testkit/skip"
)

const docsGroup = "deploy docs against the SAM CLI (sam deploy --save-params writes samconfig.toml)"

// block is one fenced code block of a Markdown file.
type block struct{ lang, text string }

// blocks returns the fenced code blocks of the Markdown file at path,
// indentation (of a list item's block) removed.
func blocks(t *testing.T, path string) []block {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []block
	var cur *block
	indent := ""
	for _, line := range strings.Split(string(b), "\n") {
		trimmed := strings.TrimLeft(line, " ")
		switch {
		case cur == nil && strings.HasPrefix(trimmed, "```"):
			cur = &block{lang: strings.TrimPrefix(trimmed, "```")}
			indent = line[:len(line)-len(trimmed)]
		case cur != nil && trimmed == "```":
			out = append(out, *cur)
			cur = nil
		case cur != nil:
			cur.text += strings.TrimPrefix(line, indent) + "\n"
		}
	}
	return out
}

// commands returns the shell commands of a block, continuation lines
// joined and comments dropped.
func commands(text string) []string {
	var out []string
	cur := ""
	for _, line := range strings.Split(text, "\n") {
		if i := strings.Index(line, "  #"); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if c, ok := strings.CutSuffix(line, "\\"); ok {
			cur += c + " "
			continue
		}
		if cur+line != "" {
			out = append(out, strings.Join(strings.Fields(cur+line), " "))
		}
		cur = ""
	}
	return out
}

// TestDeployDocsWriteTheDocumentedSamconfig: docs/deploy.md's two deploy
// commands (API keys, then OAuth), run by the real SAM CLI, write
// samconfig.toml as the docs show it: the API-key command gives exactly
// the repository's samconfig.toml, and the OAuth command leaves AuthMode
// oauth saved beside the other parameters, so a later plain sam deploy (an
// upgrade) keeps OAuth. sam deploy saves the parameters before it calls
// AWS; here it is pointed at a closed local port and fails there.
func TestDeployDocsWriteTheDocumentedSamconfig(t *testing.T) {
	sam := os.Getenv("SAM_CLI")
	if sam == "" {
		sam, _ = exec.LookPath("sam")
	}
	if _, err := os.Stat(sam); sam == "" || err != nil {
		skip.Group(t, docsGroup, "the sam CLI is not installed (make sam-deps installs it in .venv-sam)", "SAM_REQUIRED")
	}
	var deploys []string
	var tomls []string
	bs := blocks(t, filepath.Join(repo, "docs", "deploy.md"))
	for i, b := range bs {
		for _, c := range commands(b.text) {
			if strings.HasPrefix(c, "sam deploy --save-params ") {
				deploys = append(deploys, c)
				if i+1 >= len(bs) || bs[i+1].lang != "toml" {
					t.Fatalf("docs/deploy.md: %q is not followed by the samconfig.toml it writes (a toml block)", c)
				}
				tomls = append(tomls, bs[i+1].text)
			}
		}
	}
	if len(deploys) != 2 || !strings.Contains(deploys[0], "AuthMode=api-keys") || !strings.Contains(deploys[1], "AuthMode=oauth") {
		t.Fatalf("docs/deploy.md: want an API-key and then an OAuth sam deploy --save-params command, found %q", deploys)
	}

	dir := t.TempDir()
	for _, f := range []string{"template.yaml", "samconfig.toml"} {
		b, err := os.ReadFile(filepath.Join(repo, f))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, f), b, 0o644)
	}
	// a local port nothing listens on: sam deploy fails at its first AWS call
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := fmt.Sprintf("http://%s", ln.Addr())
	ln.Close()
	env := append(append([]string{}, samEnv...), "AWS_ENDPOINT_URL="+closed, "AWS_MAX_ATTEMPTS=1", "AWS_EC2_METADATA_DISABLED=true")
	shipped, _ := os.ReadFile(filepath.Join(repo, "samconfig.toml"))
	for i, c := range deploys {
		args := strings.Fields(c)[1:]
		cmd := exec.Command(sam, args...)
		cmd.Dir, cmd.Env = dir, append(os.Environ(), env...)
		out, _ := cmd.CombinedOutput()
		if !strings.Contains(string(out), "Saved parameters to config file") {
			t.Fatalf("%s: did not save the parameters:\n%s", c, out)
		}
		got, _ := os.ReadFile(filepath.Join(dir, "samconfig.toml"))
		if !strings.Contains(string(got), tomls[i]) {
			t.Errorf("docs/deploy.md shows\n%s\nafter %q; samconfig.toml is\n%s", tomls[i], c, got)
		}
		if i == 0 && string(got) != string(shipped) {
			t.Errorf("the repository's samconfig.toml is not what docs/deploy.md's API-key command writes; it writes\n%s", got)
		}
		if i == 1 && !regexp.MustCompile(`(?m)^AuthMode = "oauth"$`).Match(got) {
			t.Errorf("after the OAuth command samconfig.toml does not keep AuthMode oauth:\n%s", got)
		}
	}
}

// TestDeployDocsRegionAndUmask: every aws command of the README and
// docs/deploy.md names the region samconfig.toml deploys to (secrets made
// elsewhere are not found by the functions), and a umask set for the
// secret files is set in a subshell, so it does not stay for sam build.
func TestDeployDocsRegionAndUmask(t *testing.T) {
	cfg, err := os.ReadFile(filepath.Join(repo, "samconfig.toml"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?ms)^\[default\.deploy\.parameters\]$.*?^region = "([a-z0-9-]+)"$`).FindSubmatch(cfg)
	if m == nil {
		t.Fatal("samconfig.toml names no deploy region")
	}
	region := string(m[1])
	awsCmd := regexp.MustCompile("aws (secretsmanager|sns|lambda|logs|cloudformation) [a-z-]+[^`\n]*")
	for _, f := range []string{"README.md", filepath.Join("docs", "deploy.md")} {
		b, err := os.ReadFile(filepath.Join(repo, f))
		if err != nil {
			t.Fatal(err)
		}
		// inline commands may wrap: join each paragraph's lines
		text := strings.ReplaceAll(string(b), "\n", " ")
		n := 0
		for _, c := range awsCmd.FindAllString(text, -1) {
			n++
			if !strings.Contains(c, "--region "+region) {
				t.Errorf("%s: %q does not name --region %s (samconfig.toml's)", f, c, region)
			}
		}
		if n == 0 {
			t.Errorf("%s: no aws command found; the test reads nothing", f)
		}
		for _, bl := range blocks(t, filepath.Join(repo, f)) {
			if !strings.Contains(bl.text, "umask") {
				continue
			}
			lines := strings.Split(strings.TrimSpace(bl.text), "\n")
			if strings.TrimSpace(lines[0]) != "(" || strings.TrimSpace(lines[len(lines)-1]) != ")" {
				t.Errorf("%s: a block sets umask outside a subshell ( ... ):\n%s", f, bl.text)
			}
		}
	}
}

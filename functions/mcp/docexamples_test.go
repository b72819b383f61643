package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

// docExample is one "Example (`tool`, `{args}`…):" of a document and the
// code block after it: the text the tool prints for those arguments on
// the demo data. A last line "..." means the rest is left out.
type docExample struct {
	file, tool, args, want string
}

var exampleLine = regexp.MustCompile("^Example \\(`(glitchtip_[a-z_]+)`, `(\\{.*\\})`[^)]*\\):$")

// docExamples reads the examples of the README and docs/tools.md.
func docExamples(t *testing.T) []docExample {
	t.Helper()
	var out []docExample
	for _, f := range []string{"README.md", filepath.Join("docs", "tools.md")} {
		b, err := os.ReadFile(filepath.Join("..", "..", f))
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(b), "\n")
		for i := 0; i < len(lines); i++ {
			m := exampleLine.FindStringSubmatch(lines[i])
			if m == nil {
				continue
			}
			j := i + 1
			for j < len(lines) && strings.TrimSpace(lines[j]) == "" {
				j++
			}
			if j >= len(lines) || !strings.HasPrefix(lines[j], "```") {
				t.Fatalf("%s:%d: an example without a code block after it", f, i+1)
			}
			var body []string
			for j++; j < len(lines) && !strings.HasPrefix(lines[j], "```"); j++ {
				body = append(body, lines[j])
			}
			out = append(out, docExample{file: f, tool: m[1], args: m[2], want: strings.Join(body, "\n")})
			i = j
		}
	}
	return out
}

// TestDocExamplesAreTheProducts: every tool example of the README and
// docs/tools.md is what the product prints for it: the real binary's demo
// (-stdio -demo) is called with the example's arguments and its text
// compared with the example's, line by line.
func TestDocExamplesAreTheProducts(t *testing.T) {
	examples := docExamples(t)
	if len(examples) < 3 {
		t.Fatalf("found %d examples; the README and docs/tools.md have more", len(examples))
	}
	bin := binary(t)
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir(), "MCP_AUDIT_LOG=" + filepath.Join(t.TempDir(), "audit.log")}
	c, _ := launch(t, bin, env, []string{"-stdio", "-demo"})
	for _, ex := range examples {
		t.Run(ex.file+"/"+ex.tool, func(t *testing.T) {
			var args map[string]any
			if err := json.Unmarshal([]byte(ex.args), &args); err != nil {
				t.Fatalf("the example's arguments %s: %v", ex.args, err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			call := mcp.CallToolRequest{}
			call.Params.Name, call.Params.Arguments = ex.tool, args
			res, err := c.CallTool(ctx, call)
			if err != nil || res.IsError || len(res.Content) == 0 {
				t.Fatalf("%s %s: %v %+v", ex.tool, ex.args, err, res)
			}
			text, ok := res.Content[0].(mcp.TextContent)
			if !ok {
				t.Fatalf("%s: the first content is not text: %+v", ex.tool, res.Content[0])
			}
			got, want := normalize(strings.TrimRight(text.Text, "\n")), normalize(ex.want)
			if prefix, cut := strings.CutSuffix(want, "\n..."); cut {
				want = prefix
				if !strings.HasPrefix(got, want+"\n") {
					t.Errorf("%s shows for %s %s:\n%s\n\nthe product prints (first lines):\n%s", ex.file, ex.tool, ex.args, want, firstLines(got, strings.Count(want, "\n")+1))
				}
				return
			}
			if got != want {
				t.Errorf("%s shows for %s %s:\n%s\n\nthe product prints:\n%s", ex.file, ex.tool, ex.args, want, got)
			}
		})
	}
}

// The demo's data is dated relative to now and served on a free port:
// times and the GlitchTip base URL are compared as placeholders, so the
// test does not depend on the clock.
var (
	timestamp = regexp.MustCompile(`\b[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z\b`)
	baseURL   = regexp.MustCompile(`https?://[a-z0-9.:-]+/demo/`)
)

func normalize(s string) string {
	return baseURL.ReplaceAllString(timestamp.ReplaceAllString(s, "<time>"), "<glitchtip>/demo/")
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}

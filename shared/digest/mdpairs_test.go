package digest

import (
	"slices"
	"strings"
	"testing"
)

// TestMdEscapePairs: the constant holds exactly the pairs the replacer was
// written with, and escapes what Markdown acts on and nothing else.
func TestMdEscapePairs(t *testing.T) {
	want := []string{`\`, `\\`, "`", "\\`", "*", `\*`, "<", `\<`, "~~", `\~\~`, "](", `]\(`, "][", `]\[`}
	if got := strings.Fields(mdEscapePairs); !slices.Equal(got, want) {
		t.Fatalf("pairs %q, want %q", got, want)
	}
	for in, out := range map[string]string{"a*b": `a\*b`, "x<y": `x\<y`, "~~s~~": `\~\~s\~\~`, "[a](b)": `[a]\(b)`,
		"c:\\d": `c:\\d`, "`x`": "\\`x\\`", "[email] int() ~x": "[email] int() ~x"} {
		if got := mdEscape.Replace(in); got != out {
			t.Errorf("%q: %q, want %q", in, got, out)
		}
	}
}

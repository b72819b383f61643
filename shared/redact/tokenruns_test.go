package redact

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestTokenRunsAsRegexp: tokenRuns finds what the expression it replaces
// found, on random texts of token characters, "=", separators and other
// scripts, and on texts built around the 16-character bound.
func TestTokenRunsAsRegexp(t *testing.T) {
	re := regexp.MustCompile(`[A-Za-z0-9+/_\-]{16,}={0,2}`)
	alphabet := []string{"a", "Z", "0", "+", "/", "_", "-", "=", "==", " ", ".", ":", "é", "車", "\xff", "\n", "aaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaa"}
	rng := rand.New(rand.NewPCG(1, 31))
	texts := []string{"", strings.Repeat("a", 15), strings.Repeat("a", 16), strings.Repeat("a", 16) + "===", "=" + strings.Repeat("b", 17) + "=x"}
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(24) {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		texts = append(texts, b.String())
	}
	for _, s := range texts {
		got, want := tokenRuns(s), re.FindAllStringIndex(s, -1)
		if !slices.EqualFunc(got, want, slices.Equal[[]int]) {
			t.Fatalf("%q: tokenRuns %v, regexp %v", s, got, want)
		}
	}
}

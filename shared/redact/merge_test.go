package redact

import (
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"
)

// mergeReference is merge as first written: each hit's stretch widened to
// whole words on its own, then merged. merge must give the same stretches
// while reading each byte a bounded number of times.
func mergeReference(s string, hits []int, back, ahead int) [][2]int {
	hits = slices.Clone(hits)
	sort.Ints(hits)
	var out [][2]int
	for _, h := range hits {
		a, b := max(0, h-back), min(len(s), h+ahead)
		for a > 0 && isWord(s[a-1]) {
			a--
		}
		for b < len(s) && (isWord(s[b]) || s[b] >= utf8.RuneSelf) {
			b++
		}
		if n := len(out); n > 0 && a <= out[n-1][1] {
			out[n-1][1] = max(out[n-1][1], b)
			continue
		}
		out = append(out, [2]int{a, b})
	}
	return out
}

// TestMergeKeepsItsStretches: merge gives the stretches of the reference
// on words, long single words ("pinäpinä…", which made it quadratic),
// spaces and punctuation, for hits anywhere.
func TestMergeKeepsItsStretches(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	units := []string{"pin", "ä", " ", "=", "key", "-", "pass", "\n", "1"}
	for i := range 2000 {
		var b strings.Builder
		for b.Len() < 50+rng.IntN(400) {
			b.WriteString(units[rng.IntN(len(units))])
		}
		s := b.String()
		var hits []int
		for range 1 + rng.IntN(20) {
			hits = append(hits, rng.IntN(len(s)))
		}
		back, ahead := rng.IntN(30), 1+rng.IntN(60)
		if got, want := merge(s, slices.Clone(hits), back, ahead), mergeReference(s, hits, back, ahead); !slices.Equal(got, want) {
			t.Fatalf("case %d, %q hits %v back %d ahead %d: %v, want %v", i, s, hits, back, ahead, got, want)
		}
	}
}

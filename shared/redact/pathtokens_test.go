package redact

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestTokenAfterSlash: a text without 16 bytes of a segment after a slash
// is one where rePathToken finds nothing, and a reset link's token is
// still read.
func TestTokenAfterSlash(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"django/urls/resolvers.py", false},
		{"django/core/handlers/base.py /template-error/", false},
		{"no slash at all in this rather long text", false},
		{"GET /reset-password/8f14e45fceea167a5a36dedd4bea2543 failed", true},
		{"see https://x.example/confirm/ab_cd-EF.gh~ij=kl9876", true},
		{"/invite/to\u212aen\u017f0123456789", true},
		{"/otp/abcdefghij012345", true},
		{"/otp/abcdefghij01234", false},
	} {
		if got := tokenAfterSlash(tc.s); got != tc.want {
			t.Errorf("tokenAfterSlash(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
	rng := rand.New(rand.NewPCG(5, 6))
	units := []string{"/", "reset", "token", "s", "1234", "abcdef", "-", ".", "~", "=", "_", " ", "\u212a", "\u017f", "?", "ä", "/confirm/", "\n"}
	skipped := 0
	for i := range 5000 {
		var b strings.Builder
		for b.Len() < 5+rng.IntN(80) {
			b.WriteString(units[rng.IntN(len(units))])
		}
		s := b.String()
		if tokenAfterSlash(s) {
			continue
		}
		skipped++
		if m := rePathToken.FindAllStringSubmatchIndex(s, -1); m != nil {
			t.Fatalf("case %d: %q skipped, where rePathToken finds %q", i, s, s[m[0][0]:m[0][1]])
		}
	}
	if skipped == 0 {
		t.Fatal("no text was skipped")
	}
}

package redact

import "testing"

// TestAbendCodes: a z/OS step's system and user completion codes after
// ABEND= are its result, in IEF450I's line and alone; the same shape
// after another key, or a code that is no such pair, is judged as before.
func TestAbendCodes(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "IEF450I PAYB027017 STEP030 - ABEND=S0C7 U0000 REASON=00000000 (2026-12-04 03:12:55.418 UTC)"},
		{in: "IEF450I PAYB08443 STEP030 - ABEND=S0C7 U0000 REASON=00000000 (20261204093000)"},
		{in: "IEF450I NIGHTLY STEP010 - ABEND=S806 U0000 REASON=00000004"},
		{in: "IEF450I NIGHTLY STEP010 - ABEND=SB37 U4038 REASON=00000004"},
	})
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"ABEND=S0C7 U0000", true},
		{"abend=S0C4 U4038", true},
		{"ABEND=S0G7 U0000", false},
		{"ABEND=S0C7 U00A0", false},
		{"PLATE=S0C7 U0000", false},
		{"ABEND=S0C7", false},
	} {
		k := indexByte(c.s, '=') + 1
		if got := abendCodes(c.s, k, c.s[k:]); got != c.want {
			t.Errorf("abendCodes(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

package redact

import (
	"strings"
	"testing"
)

// TestPairedLoginWord: the second word of a two-word login word counts
// only right after one of its first words (loginWordPairs, a constant
// string since the map literal went), both ways.
func TestPairedLoginWord(t *testing.T) {
	for _, c := range []struct {
		s, w string
		want bool
	}{
		{"người dùng", "dùng", true}, {"Tài khoản", "khoản", true}, {"учётная запись", "запись", true},
		{"учетной записи", "записи", true}, {"Обліковий запис", "запис", true},
		{"dùng", "dùng", false}, {"xtài khoản", "khoản", false}, {"учётная записи", "записи", false},
		{"tài dùng", "dùng", false}, {"người khoản", "khoản", false}, {"người dùng:người", "dùng:người", false},
		{"tài tài", "tài", false},
	} {
		i := strings.LastIndex(c.s, c.w)
		if got := pairedLoginWord(c.s, i, c.w); got != c.want {
			t.Errorf("pairedLoginWord(%q, %q) = %v, want %v", c.s, c.w, got, c.want)
		}
	}
}

// TestPairedLoginWordsBeyondASCII: pairedLoginWord answers no to a word
// of ASCII alone without searching, which holds while every second word
// of loginWordPairs is written beyond ASCII; an ASCII pair is refused.
func TestPairedLoginWordsBeyondASCII(t *testing.T) {
	for _, p := range strings.Fields(loginWordPairs) {
		second, _, _ := strings.Cut(p, ":")
		if isASCII(second) {
			t.Errorf("second word %q is ASCII: pairedLoginWord's ASCII skip would hide it", second)
		}
	}
	if pairedLoginWord("user account", 5, "account") || pairedLoginWord("nguoi dung", 6, "dung") {
		t.Error("a word of ASCII alone was read as a paired login word")
	}
}

package words

import "testing"

// TestTurkishNoun: the Turkish words that are names too and that Turkish
// inflects as common nouns are in the filter; names, which take their
// suffixes after an apostrophe, are not.
func TestTurkishNoun(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"kendi", true}, {"renk", true}, {"aday", true}, {"kalkan", true}, {"boru", true}, {"vekil", true},
		{"mehmet", false}, {"ahmet", false}, {"zeynep", false}, {"ayşe", false}, {"fatma", false}, {"mustafa", false},
	} {
		if got := TurkishNoun(c.w); got != c.want {
			t.Errorf("TurkishNoun(%q) = %v, want %v", c.w, got, c.want)
		}
	}
}

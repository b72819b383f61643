package words

import "testing"

// The later languages' filters hold their words (known2: wordfreq's, known3:
// the system catalogues', doplňování, eklentisi) and none of the names
// data's (Novák, Yılmaz). dorovnat is in neither: the one catalogue that
// writes it is dpkg's, which the localised corpus draws from and knowgen
// leaves out (sysCatDomains).
func TestLaterEntry(t *testing.T) {
	// known6.fuse's: more catalogues' words (morecats.go); erim, a
	// Turkish given name util-linux's catalogue writes, stays out
	for _, w := range []string{"doplňování", "eklentisi", "folyamat", "Folyamat", "íráshiba", "tagnév", "sınaması", "sufix"} {
		if !LaterEntry(w) {
			t.Errorf("LaterEntry(%q) = false, want a word of known2 or known3", w)
		}
	}
	for _, w := range []string{"novák", "yılmaz", "dorovnat", "erim"} {
		if LaterEntry(w) {
			t.Errorf("LaterEntry(%q) = true, want false", w)
		}
	}
}

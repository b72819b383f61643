package main

import "testing"

// compoundUses counts a word's compounds with another noun, as head or
// tail and across a linking element, once per compound; a name that
// only starts nouns by chance, or a part too short, counts nothing.
func TestCompoundUses(t *testing.T) {
	nouns := map[string]bool{}
	for _, w := range []string{
		"keller", "raum", "wein", "kellerraum", "weinkeller",
		"kellertür", "tür", // tür: a part of three letters does not count
		"lücke", "füller", "lückenfüller", "versorgung", "versorgungslücke",
		"schmidt", "schmidtke", // a name inside a longer name: no noun after it
		"anna", "annahme", "nahme", // annahme: anna|hme has no noun tail of four letters
		"kellerkellerraum", // counted once for keller
	} {
		nouns[w] = true
	}
	want := map[string]bool{"keller": true, "lücke": true, "schmidt": true, "anna": true}
	got := compoundUses(nouns, nouns, want)
	for w, n := range map[string]int{"keller": 3, "lücke": 2, "schmidt": 0, "anna": 0} {
		if got[w] != n {
			t.Errorf("%s: %d compounds, want %d", w, got[w], n)
		}
	}
}

package words

import "testing"

// TestLatinGapWords: latingap.fuse knows the ordinary words of the
// Latin-script languages the other filters lacked (a catalogue's, or
// wordfreq's with its dictionary's vote) and not the names those
// languages write.
func TestLatinGapWords(t *testing.T) {
	for _, tc := range []struct {
		w     string
		known bool
	}{
		{"datoteka", true},     // Croatian and Slovene, file
		{"súbor", true},        // Slovak, file
		{"fitxer", true},       // Catalan, file
		{"failas", true},       // Lithuanian, file
		{"datne", true},        // Latvian, file
		{"skrá", true},         // Icelandic, file
		{"fitxategia", true},   // Basque, the file
		{"aikaleima", true},    // Finnish, timestamp (five catalogue entries)
		{"ktoré", true},        // Slovak, which: twelve catalogues write it
		{"vientitaulu", false}, // Finnish, export table: binutils' alone writes it (cut for the budget)
		{"jordi", false},       // a Catalan given name
		{"ivana", false},       // a Croatian given name
		{"miroslav", false},    // a Slovak given name
		{"jurgita", false},     // a Lithuanian given name
	} {
		if got := Known(tc.w); got != tc.known {
			t.Errorf("Known(%q) = %v, want %v", tc.w, got, tc.known)
		}
	}
}

package words

import "testing"

// TestMediaWikiWords: mwwords.fuse makes known the words of MediaWiki's
// messages no other filter knows, and none the names data holds though
// the messages write it (Kinyarwanda's shakira, Oromo's armaan, Wolof's
// dara; Hausa's Allah, of "don Allah", please).
func TestMediaWikiWords(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"gbìyànjú", true},  // Yoruba, try
		{"njehie", true},    // Igbo, error
		{"cysylltu", true},  // Welsh, connect
		{"jaribu", true},    // Swahili, try
		{"qayta", true},     // Uzbek, again
		{"көріңіз", true},   // Kazakh, (please) see
		{"чадсангүй", true}, // Mongolian, could not
		{"ناکام", true},     // Urdu, failed
		{"പിന്നീട്", true},  // Malayalam, later
		{"shakira", false},
		{"armaan", false},
		{"dara", false},
		{"allah", false},
	} {
		if got := mwWord(c.w); got != c.want {
			t.Errorf("mwWord(%q) = %v", c.w, got)
		}
		if c.want && KnownBesidesMediaWiki(c.w) {
			t.Errorf("%q: known besides mwwords.fuse (knowgen leaves out what the others know)", c.w)
		}
		if c.want && !Known(c.w) {
			t.Errorf("Known(%q) = false", c.w)
		}
	}
}

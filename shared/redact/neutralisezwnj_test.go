package redact

import "testing"

// TestZWNJOfItsScripts: Persian's ZERO WIDTH NON-JOINER between two
// letters of the Arabic script, and one after a Devanagari virama, are
// letters of the word and stay; between Latin letters it only hides a
// split and is dropped, so the secret it split is still found.
func TestZWNJOfItsScripts(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"خطای غیرمنتظره\u200cای رخ داد.", "خطای غیرمنتظره\u200cای رخ داد."},
		{"क्\u200dष क्\u200cष", "क्ष क्\u200cष"},
		{"pass\u200cword", "password"},
	} {
		if got := Neutralise(c.in); got != c.want {
			t.Errorf("Neutralise(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	checkMasks(t, []maskCase{{"pass\u200cword=hunt\u200cer2", "hunt"}})
}

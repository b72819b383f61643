package redact

import "testing"

// TestUnElide: the word after an elided article is judged, a leading
// Spanish inverted mark is punctuation, and a name with an apostrophe
// keeps its shape.
func TestUnElide(t *testing.T) {
	for in, want := range map[string]string{
		"l'auteur":        "auteur",
		"dell’opzione":    "opzione",
		"dall'intervallo": "intervallo",
		"¿durante?":       "durante?",
		"¡Matar":          "Matar",
		"O'Brien":         "O'Brien",
		"l'a":             "l'a",
		"mkaraoglu":       "mkaraoglu",
	} {
		if got := unElide(in); got != want {
			t.Errorf("unElide(%q) = %q, want %q", in, got, want)
		}
	}
}

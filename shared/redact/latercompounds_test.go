package redact

import "testing"

// A compound of two known words in small letters is one; a login's parts
// joined by an underscore, or two names, are not.
func TestLaterCompound(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"könyvtárhurok", true},
		{"naamsverwijzingsvariabele", true},
		{"aanhalingsstijl", true},
		{"ludano_bacci", false},
		{"annalisa", false},
		{"index", false},
	} {
		if got := laterCompound(c.w, 2); got != c.want {
			t.Errorf("laterCompound(%q) = %v, want %v", c.w, got, c.want)
		}
	}
}

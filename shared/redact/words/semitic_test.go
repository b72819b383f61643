package words

import "testing"

// TestSemiticReach: a word behind a proclitic, and in Arabic before an
// attached pronoun (its open taa closed), is reached from the word; a
// remainder too short, or a pronoun in Hebrew, is not.
func TestSemiticReach(t *testing.T) {
	known := map[string]bool{"تثبيت": true, "ترقية": true, "يציאה": false, "יציאה": true, "يان": true}
	has := func(w string) bool { return known[w] }
	for _, c := range []struct {
		w      string
		arabic bool
		want   bool
	}{
		{"تثبيتها", true, true},    // its installation
		{"ترقيتها", true, true},    // its upgrade: ترقية, its taa closed
		{"والتثبيت", true, true},   // and the installation
		{"بالتثبيتها", true, true}, // a proclitic and a pronoun
		{"היציאה", false, true},    // the exit
		{"ليان", true, false},      // Layan: ل and three letters is a name's reading
		{"יציאהها", false, false},
	} {
		if got := SemiticReach(c.w, c.arabic, has); got != c.want {
			t.Errorf("SemiticReach(%q, %v) = %v, want %v", c.w, c.arabic, got, c.want)
		}
	}
}

package redact

import "testing"

// Greek forms reached by greekforms.go's rules, both ways: a genitive
// plural whose accent moved (ενημερώσεων of ενημέρωση) and a word with
// the ano teleia written onto it are words; a surname so declined, a
// capitalised one, and a stem no dictionary holds are not.
func TestGreekForms(t *testing.T) {
	for w, want := range map[string]bool{
		"ενημερώσεων":   true,  // of updates: ενημέρωση
		"εκδόσεων":      true,  // of versions: έκδοση
		"έκφραση·":      true,  // expression, then Greek's semicolon
		"έκφραση\u0387": true,  // the same, the ano teleia not normalised
		"κζβλώσεων":     false, // no such noun
		"παπαδοπούλεων": false, // no noun in -η
		"·":             false,
	} {
		if got := greekForm(w); got != want {
			t.Errorf("greekForm(%s) = %v, want %v", w, got, want)
		}
	}
	r := New()
	for _, c := range []struct{ in, want string }{
		{"dpkg: error: ο κατάλογος ενημερώσεων περιέχει το αρχείο", "dpkg: error: ο κατάλογος ενημερώσεων περιέχει το αρχείο"},
		{"find: μη έγκυρη έκφραση· χρησιμοποιήσατε δυαδικό τελεστή", "find: μη έγκυρη έκφραση· χρησιμοποιήσατε δυαδικό τελεστή"},
		{"owner: Παπαδοπούλεων", "owner: [value]"},
		{"πελάτης: Αλεξάνδρεων", "πελάτης: [value]"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%s\n got %s\nwant %s", c.in, got, c.want)
		}
	}
}

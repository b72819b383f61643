package redact

import "testing"

// Greek forms reached by greekforms.go's rules, both ways: a genitive
// plural whose accent moved (ενημερώσεων of ενημέρωση) and a word with
// the ano teleia written onto it are words; a surname so declined, a
// capitalised one, and a stem no dictionary holds are not.
func TestGreekForms(t *testing.T) {
	for w, want := range map[string]bool{
		"ενημερώσεων":    true,  // of updates: ενημέρωση
		"εκδόσεων":       true,  // of versions: έκδοση
		"έκφραση·":       true,  // expression, then Greek's semicolon
		"έκφραση\u0387":  true,  // the same, the ano teleia not normalised
		"κζβλώσεων":      false, // no such noun
		"διαχειριστικού": true,  // administrative's genitive: διαχειριστικό
		"παπαδοπούλεων":  false, // no noun in -η
		"·":              false,
	} {
		if got := greekForm(w); got != want {
			t.Errorf("greekForm(%s) = %v, want %v", w, got, want)
		}
	}
	r := New()
	for _, c := range []struct{ in, want string }{
		{"dpkg: error: ο κατάλογος ενημερώσεων περιέχει το αρχείο", "dpkg: error: ο κατάλογος ενημερώσεων περιέχει το αρχείο"},
		{"find: μη έγκυρη έκφραση· χρησιμοποιήσατε δυαδικό τελεστή", "find: μη έγκυρη έκφραση· χρησιμοποιήσατε δυαδικό τελεστή"},
		{"owner: Παπαδοπούλεων", "owner: [name]"},
		{"πελάτης: Αλεξάνδρεων", "πελάτης: [value]"},
		// the Latin names data holds its spelling (diacheiristikou): a
		// stranger's answer, the word a known word's form
		{"useradd: διαγραφή διαχειριστικού μέλους './dist/app.js';", "useradd: διαγραφή διαχειριστικού μέλους './dist/app.js';"},
		{"owner: παπαδοπούλου", "owner: [name]"},
		// καλέσατε, "you called": κάλεσαν with the accent moved back
		{"fatal: ΠΡΟΣΟΧΗ: Καλέσατε μία εντολή Git με όνομα 'x.pid', η οποία δεν υπάρχει.", "fatal: ΠΡΟΣΟΧΗ: Καλέσατε μία εντολή Git με όνομα 'x.pid', η οποία δεν υπάρχει."},
		{"owner: Κζβλέσατε", "owner: [name]"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%s\n got %s\nwant %s", c.in, got, c.want)
		}
	}
}

// Greek compounds of a prefix and a known word (greekPrefixed), both ways.
func TestGreekPrefixed(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"επανεγκατεστημένα", true}, // re + installed
		{"μετονομάστηκε", true},     // was renamed: μετ + ονομάστηκε
		{"ξαναγράφω", true},         // write again
		{"αντωνίου", false},         // Antoniou, a surname's case
		{"υποτζαβάρας", false},      // no known rest
		{"μηνάς", false},            // a rest under five letters
	} {
		if got := greekPrefixed(c.w); got != c.want {
			t.Errorf("%s: got %v, want %v", c.w, got, c.want)
		}
	}
	checkBothWays(t, []bothWays{
		{in: "E: 3 επανεγκατεστημένα,"},
		{in: "fatal: ο πελάτης Παπαδόπουλος δεν υπάρχει", gone: []string{"Παπαδόπουλος"}},
	})
}

// Greek passive participles of a known verb or noun of action
// (greekParticiple), both ways.
func TestGreekParticiple(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"υποβαθμισμένα", true}, // downgraded: υποβάθμιση
		{"ρυθμισμένο", true},    // set: ρύθμιση
		{"κλειδωμένο", true},    // locked: κλείδωμα
		{"παπαδωμένο", false},   // no verb nor noun
		{"μένος", false},        // no stem
	} {
		if got := greekParticiple(c.w); got != c.want {
			t.Errorf("%s: got %v, want %v", c.w, got, c.want)
		}
	}
	checkBothWays(t, []bothWays{
		{in: "E: 17 υποβαθμισμένα,"},
		{in: "Ο χρήστης Κωνσταντίνος Παπαδόπουλος δεν είναι ρυθμισμένος", gone: []string{"Παπαδόπουλος"}},
	})
}

// A passive aorist in the mood the dictionaries lack (greekAoristMood) and
// a participle of a noun in -σμός (greekParticiple), both ways: the
// subjunctive of a known indicative and the indicative of a known
// subjunctive are words; a stem neither mood of which is known, an
// accented stem and a short one are not.
func TestGreekAoristMood(t *testing.T) {
	for w, want := range map[string]bool{
		"υπογραφεί":       true,  // be signed: υπογράφηκε
		"ενημερωθεί":      true,  // be updated: ενημερώθηκε
		"συνδέθηκε":       true,  // was connected: συνδεθεί
		"κουτσογιαννεί":   false, // no such verb
		"παπαδάκηκε":      false, // nor this
		"υπογράφεί":       false, // an accent on the stem: no subjunctive
		"ζωεί":            false, // a stem under four letters
		"συνδυασμένων":    true,  // combined: συνδυασμός
		"μεταγλωττισμένο": true,  // compiled: μεταγλωττισμός
		"παπαδοσμένος":    false, // no noun in -σμός
	} {
		if got := greekForm(w); got != want {
			t.Errorf("greekForm(%s) = %v, want %v", w, got, want)
		}
	}
	checkBothWays(t, []bothWays{
		{in: `gpg: ΠΡΟΕΙΔΟΠΟΙΗΣΗ: το user ID "nobody" δεν έχει ιδιο-υπογραφεί.`},
		{in: "E: Σφάλμα: πάρα πολλά συνδυασμένα includes"},
		{in: "owner: κουτσογιαννεί", gone: []string{"κουτσογιαννεί"}},
	})
}

package words

import "testing"

// TestRecordNoun: the labels of things an ERP numbers are in the filter, in
// every language Tryton ships; a person's or an account's label is not.
func TestRecordNoun(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"invoice", true}, {"rechnung", true}, {"lieferant", true}, {"lieferung", true}, {"delivery", true},
		{"albarán", true}, {"fournisseur", true}, {"reguła", true}, {"regel", true}, {"仓库", true}, {"поставщик", true},
		{"customer", false}, {"kunde", false}, {"debitor", false}, {"account", false}, {"konto", false},
		{"employee", false}, {"mitarbeiter", false}, {"client", false}, {"cliente", false}, {"user", false}, {"phone", false},
	} {
		if got := RecordNoun(c.w); got != c.want {
			t.Errorf("RecordNoun(%q) = %v, want %v", c.w, got, c.want)
		}
	}
}

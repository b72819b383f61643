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

// TestCatalogueTermsAndSuffixes: the catalogues' words for version and
// error, and the public second levels, each under its own class.
func TestCatalogueTermsAndSuffixes(t *testing.T) {
	for _, c := range []struct {
		f    func(string) bool
		w    string
		want bool
	}{
		{VersionWord, "버전", true}, {VersionWord, "wersja", true}, {VersionWord, "версия", true}, {VersionWord, "fehler", false},
		{ErrorTranslation, "fehler", true}, {ErrorTranslation, "błąd", true}, {ErrorTranslation, "エラー", true}, {ErrorTranslation, "wersja", false},
		{PublicSecondLevel, "gov", true}, {PublicSecondLevel, "gob", true}, {PublicSecondLevel, "com", true},
		{PublicSecondLevel, "name", false}, {PublicSecondLevel, "kowalski", false}, {PublicSecondLevel, "invoice", false},
		{RecordNoun, "gov", false}, {RecordNoun, "fehler", false},
	} {
		if got := c.f(c.w); got != c.want {
			t.Errorf("%q = %v, want %v", c.w, got, c.want)
		}
	}
}

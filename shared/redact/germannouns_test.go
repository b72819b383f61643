package redact

import (
	"strings"
	"testing"
)

// German capitalises every noun, and a noun the names data also holds
// (Keller, Lücke, Winter) is known for the compounds German builds from it
// (Kellerraum, Lückenfüller, Winterzeit: knowgen's compoundUses), so in a
// message it reads as a word, not as a name. Where a name stands (after a
// title, a person noun or a given name) the same word is still masked.
func TestGermanNounsThatAreNames(t *testing.T) {
	r := New()
	for _, in := range []string{
		"grep: /var/lib/app/data/index.db: Kellerspeicher für PCRE JIT ist erschöpft",
		"Fehler: Im Index ist eine Lücke nach Eintrag 42",
		"Der Keller des Stapels ist voll",
		"Warnung: Die Sicherung im Winter ist fehlgeschlagen",
		"Die Lücke im Plan wurde nicht geschlossen",
	} {
		if out, _ := r.String(in); out != in {
			t.Errorf("%q changed: %q", in, out)
		}
	}
	for _, tc := range []struct{ in, name string }{
		{"Zugriff verweigert für Herr Keller", "Keller"},
		{"Anna Winter hat keinen Zugriff", "Winter"},
		{"user Keller not found", "Keller"},
		{"Frank Winter hat keinen Zugriff", "Winter"},
		{"Bestellung von Frau Lücke storniert", "Lücke"},
		{"Benutzer Keller wurde gesperrt", "Keller"},
		// names made of a kept noun are names (compoundnames.fuse), not
		// compounds the redactor splits: Wolf|gang, Keller|mann
		{"Zugriff verweigert für Wolfgang", "Wolfgang"},
		{"Die Datei gehört Kellermann und ist gesperrt", "Kellermann"},
		{"Bestellung von Winterberg storniert", "Winterberg"},
		// a word that builds names as often as nouns stays out (Mann: Hartmann)
		{"Die Datei gehört Hartmann und ist gesperrt", "Hartmann"},
	} {
		if out, _ := r.String(tc.in); strings.Contains(out, tc.name) {
			t.Errorf("%q: the name %s kept: %q", tc.in, tc.name, out)
		}
	}
}

// TestGermanNumberAbbreviations: German abbreviates Nummer to -nr after the
// noun it numbers (Kundennr., Bestellnr, Rechnungsnr.): a word, not a
// name; a name with -nr glued on is no known noun.
func TestGermanNumberAbbreviations(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"Bestellnr. fehlt in Zeile 42 der Rechnung", "Zahlung von Frau Schneider (Kundennr. 7) fehlgeschlagen", "Schneider"},
		{"Fehler: Kundennr fehlt", "Kunde Oliviaschmidtnr gesperrt", "Oliviaschmidtnr"},
	})
}

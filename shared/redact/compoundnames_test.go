package redact

import (
	"strings"
	"testing"
)

// German family names made of German words (Feld|mann, Sommer|feld,
// Neu|mann) are names, though the compound splitter reads them as nouns;
// compounds of nouns stay text.
func TestCompoundSurnames(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, name string }{
		{"Zugriff für Sommerfeld verweigert", "Sommerfeld"},
		{"Fehler: Benutzer Feldmann hat keinen Zugriff", "Feldmann"},
		{"Rechnung an Neumann konnte nicht gesendet werden", "Neumann"},
	} {
		out, _ := r.String(c.in)
		if strings.Contains(out, c.name) {
			t.Errorf("%q kept %q: %q", c.in, c.name, out)
		}
	}
	for _, in := range []string{
		"Datenbankverbindung fehlgeschlagen: Schlüsselwert doppelt",
		"Die Lagerliste konnte nicht geladen werden",
	} {
		if out, _ := r.String(in); out != in {
			t.Errorf("%q changed: %q", in, out)
		}
	}
}

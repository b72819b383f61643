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
		// short compounds of words stay a person's in a person's place
		{"Herr Satzart hat bestellt", "Satzart"},
		{"Die Weinberg hat bestellt", "Weinberg"},
		{"Dieses Kaufmann ist gesperrt", "Kaufmann"},
		{"Frau Lindqvist hat bestellt", "Lindqvist"},
		{"Herr Rosenberg hat bestellt", "Rosenberg"},
		{"Kontakt Kleinschmidt", "Kleinschmidt"},
		{"Herr Bluefox hat bestellt", "Bluefox"},
		{"Dieses Hausmann ist gesperrt", "Hausmann"},
		// a short compound is the word itself, never a modifier inside a
		// longer one (Schön|hau|ser is a street's name)
		{"Die Empfängeradresse Schönhauser Allee 142, 10437 Berlin konnte nicht zugeordnet werden", "Schönhauser"},
	} {
		out, _ := r.String(c.in)
		if strings.Contains(out, c.name) {
			t.Errorf("%q kept %q: %q", c.in, c.name, out)
		}
	}
	for _, in := range []string{
		"Datenbankverbindung fehlgeschlagen: Schlüsselwert doppelt",
		"Die Lagerliste konnte nicht geladen werden",
		// Satz|art, Datei|typ: short compounds of a German noun and a
		// noun or a catalogue's word of three letters
		"Das Pflichtfeld fehlt in der Schnittstellendatei (Satzart 02).",
		"Dieses Satzende ist ungültig",
		// Exit|kode: a known word before a known head, no names data
		"dpkg: error: Fehler beim Ausführen des Hooks »build/output.tar.gz«, Exitkode 1024",
		// Pfad|spezifikator: an agent noun in -ator of a known -ation
		"error: Der Pfadspezifikator 'docs/betrieb.md' stimmt mit keiner git-bekannten Datei überein",
	} {
		if out, _ := r.String(in); out != in {
			t.Errorf("%q changed: %q", in, out)
		}
	}
}

package redact

import (
	"testing"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// Danish, Norwegian and Finnish words are known from their dictionaries
// (known7.fuse), and a Finnish case form by the stem another form of the
// word gives (fistem.fuse); the names those languages' words are stay
// names, in a value's place and a person's.
func TestNordicWords(t *testing.T) {
	for _, w := range []string{
		"nægtet", "tilladelsen", // Danish
		"avvist", "tilkoblingen", // Norwegian
		"oikeuksia", "toimintoa", // Finnish, in wordfreq's list
		"toimintoon", // toiminto|on: the illative, by toiminto|a's stem
	} {
		if !knownWord(w) {
			t.Errorf("knownWord(%q) = false, want a word", w)
		}
	}
	// (lisa and sten are Portuguese and Swedish words already: a name
	// position masks them)
	for _, w := range []string{"karin", "jens", "björn", "niemi", "virtaselle", "qzvkssa"} {
		if wordlist.Known(w) {
			t.Errorf("Known(%q) = true, want no word", w)
		}
	}
	for w, key := range map[string]string{
		"toimintoon": "toiminto", "tiedostoissa": "tiedosto", "tiedostojen": "tiedosto",
		"virheestä": "virhee", "kala": "", "toiminto": "toiminto",
	} {
		if got := wordlist.FinnishKey(w); got != key {
			t.Errorf("FinnishKey(%q) = %q, want %q", w, got, key)
		}
	}
	checkBothWays(t, []bothWays{
		{in: "Virhe: käyttäjällä ei ole oikeuksia tähän toimintoon"},
		{in: "Feil: tilkoblingen ble avvist av verten"},
		{in: "mv: kan ikke flytte «a» til «b»: Tilgang nektet"},
		{in: "käyttäjä: niemi", gone: []string{"niemi"}},
		{in: "navn: Sten Lind", gone: []string{"Sten", "Lind"}},
		{in: "owner=Lisa Berg", gone: []string{"Lisa", "Berg"}},
		{in: "Error: user karin not found", gone: []string{"karin"}, kept: []string{"not found"}},
		{in: "message from björn", gone: []string{"björn"}},
		// a short inflected piece (edun, of etu) is left out of the lists,
		// so a login's parts do not read as words
		{in: "Invoice for babatunji.kolade.edun could not be generated: template missing", gone: []string{"babatunji"}},
		// a health word no cognate of the lexicon's stays unknown
		{in: `Virhe palautteen tallennuksessa: "olen raskaana enkä voi kantaa paketteja" liian pitkä`, gone: []string{"raskaana"}},
	})
}

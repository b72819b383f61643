package redact

import (
	"testing"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// TestFieldKeys: a value under a key an address book names a person's
// field with, in its language, is masked even when its words are known
// ones; the same value under a key of a thing stays, and so do keys that
// are words of code in some language (via, paket).
func TestFieldKeys(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{`{"kategorie":"Potsdamer Garten 301","retries":3}`, `{"adresse":"Potsdamer Garten 301","retries":3}`, `Garten`},
		{`{"kategorie":"Potsdamer Garten 301","retries":3}`, `{"postleitzahl":"Potsdamer Garten 301","retries":3}`, `Garten`},
		{`sync failed: tipo=Martin retries=3`, `sync failed: nom_de_famille=Martin retries=3`, `Martin`},
		{`sync failed: tipo=lobo retries=3`, `sync failed: apodo=lobo retries=3`, `lobo`},
		{`sync failed: tipo=maus retries=3`, `sync failed: Spitzname=maus retries=3`, `maus`},
		{`import row 3: {"rodzaj": "Langezand 361"}`, `import row 3: {"ulica": "Langezand 361"}`, `Langezand`},
		{`import row 3: {"rodzaj": "Langezand 361"}`, `import row 3: {"kodePos": "Langezand 361"}`, `Langezand`},
		{`Via: 1.1 varnish (Varnish/7.4)`, `Strasse: Via Roma 12`, `Roma`},
		{`Paket: nginx-common 1.22.1`, `Rua: Langezand 361`, `Langezand`},
	})
}

// TestFieldKeyClasses: the filter's classes, and what it leaves out.
func TestFieldKeyClasses(t *testing.T) {
	for _, c := range []struct{ key, want string }{
		{"nachname", "name"}, {"nomdefamille", "name"}, {"cognome", "name"}, {"vorname", "name"},
		{"geburtsdatum", "pii"}, {"datedenaissance", "pii"}, {"codigopostal", "pii"}, {"códigopostal", "pii"},
		{"telefonnummer", "pii"}, {"straße", "pii"}, {"strasse", "pii"},
		{"via", ""}, {"paket", ""}, {"post", ""}, {"peringatan", ""}, {"status", ""}, {"retries", ""},
	} {
		if got := wordlist.FieldKey(c.key); got != c.want {
			t.Errorf("FieldKey(%q) = %q, want %q", c.key, got, c.want)
		}
	}
}

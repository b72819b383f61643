package redact

import (
	"strings"
	"testing"
)

// TestMarkedWords: a part of a compound written without its letters' marks
// (facturacion, waehrung, cotacao, zamowienia) is the word with them; a
// login or a name in the same place is still masked, and a word alone is
// not asked (a login is one word). Russian's ё is asked about as е. The
// values are invented for the test.
func TestMarkedWords(t *testing.T) {
	for w, want := range map[string]bool{
		"facturacion": true, // facturación (es)
		"cotacao":     true, // cotação (pt)
		"requete":     true, // requête (fr)
		"zamowienia":  true, // zamówienia (pl)
		"ilosc":       true, // ilość (pl)
		"waehrung":    true, // Währung (de)
		"jgarcia":     false,
		"julesboulay": false,
		"ulfikigor":   false,
		"kowalczyk":   false,
		"joao":        false,
	} {
		if got := markedKnown(w); got != want {
			t.Errorf("markedKnown(%q) = %v, want %v", w, got, want)
		}
	}
	for w, want := range map[string]bool{
		"объединённого": true, // объединенного
		"Ковалёв":       false,
	} {
		if got := knownWord(w); got != want {
			t.Errorf("knownWord(%q) = %v, want %v", w, got, want)
		}
	}
	r := New()
	kept := []string{
		`java.io.FileNotFoundException: /src/Bodega.Web/Services/FacturacionService.cs (Permission denied)`,
		`error TS2307: Cannot find module './utils/waehrung_format'`,
		`fatal: невозможно записать индекс «объединённого» дерева`,
	}
	for _, k := range kept {
		if out, err := r.String(k); err != nil || out != k {
			t.Errorf("changed %q: %q", k, out)
		}
	}
	gone := []struct{ text, value string }{
		{`java.io.FileNotFoundException: /src/Bodega.Web/Services/JoseGarciaService.cs (Permission denied)`, `JoseGarcia`},
		{`error TS2307: Cannot find module './utils/jgarcia_notes'`, `jgarcia`},
		{`error TS2307: Cannot find module './utils/mkaraoglu_cv'`, `mkaraoglu`},
		{`remote: Permission to acme/app.git denied to julesboulay.`, `julesboulay`},
	}
	for _, c := range gone {
		if out, err := r.String(c.text); err != nil || strings.Contains(out, c.value) {
			t.Errorf("%q kept %q: %q", c.text, c.value, out)
		}
	}
}

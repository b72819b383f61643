package redact

import "testing"

// TestSickCompound: a German, Dutch or Hungarian compound on "ill" or
// "disease" with a known modifier is a condition; the head alone, a word
// that merely ends in its letters (muziek, Schrank) and one with no known
// modifier are not.
func TestSickCompound(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"zuckerkrank", true}, {"nierenkranke", true}, {"herzkrankheit", true},
		{"suikerziek", true}, {"cukorbeteg", true}, {"szívbetegség", true},
		{"krank", false}, {"kranke", false}, {"beteg", false}, {"ziekte", false},
		{"muziek", false}, {"achtergrondmuziek", false}, {"filmmuziek", false},
		{"kleiderschrank", false}, {"xqzvkrank", false},
	} {
		if got := sickCompound(c.w); got != c.want {
			t.Errorf("sickCompound(%q) = %v, want %v", c.w, got, c.want)
		}
	}
}

// TestSickCompoundProse: such a compound masks its clause where an error
// writes it of somebody; the program's text around it, and a sentence
// with the head alone or a look-alike, stay. Invented values.
func TestSickCompoundProse(t *testing.T) {
	checkProse(t, []proseCase{
		{"Fehler: Kind 4412 ist zuckerkrank, Menü darf nicht gewählt werden", []string{"zuckerkrank"}, []string{"Fehler", "Menü darf nicht gewählt werden"}},
		{"Hiba: a tanuló cukorbeteg, ezért jóváhagyás szükséges", []string{"cukorbeteg"}, []string{"Hiba", "ezért jóváhagyás szükséges"}},
		{"Fout: klant 4412 is suikerziek, probeer opnieuw", []string{"suikerziek"}, []string{"Fout", "probeer opnieuw"}},
		{"Fout: achtergrondmuziek kan niet worden geladen", nil, []string{"Fout: achtergrondmuziek kan niet worden geladen"}},
		{"Fehler: Kleiderschrank nicht gefunden", nil, []string{"Fehler: Kleiderschrank nicht gefunden"}},
		{"Hiba: a betegek listája üres", nil, []string{"Hiba: a betegek listája üres"}},
	})
}

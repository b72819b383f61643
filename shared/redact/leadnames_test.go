package redact

import "testing"

// TestLatinLeadNames: a whole name (a given name, then a surname or a
// stranger, a surname's particles between) after another language's word
// before a person's placeholder (aan, til, für) is masked; a German noun,
// a company's or a product's name and a given name before a word of code
// keep. Invented names and texts.
func TestLatinLeadNames(t *testing.T) {
	checkProse(t, []proseCase{
		{"Onverwachte fout bij het uitbetalen van klus #4418 aan Bram van den Berg", []string{"Bram van den Berg"}, []string{"uitbetalen van klus #4418 aan "}},
		{"Fejl: Kunne ikke udskrive kvittering til Mette Kjærgaard.", []string{"Mette Kjærgaard"}, []string{"udskrive kvittering til "}},
		{"Fehler: Zugang für Anna Schmidt gesperrt", []string{"Anna Schmidt"}, []string{"Zugang für ", " gesperrt"}},
		// the neighbours
		{"Fehler: Zugriff für Neue Benutzer gesperrt; Fehler an Bord Computer", nil, []string{"für Neue Benutzer gesperrt", "an Bord Computer"}},
		{"verbinding aan Amazon Web Services mislukt; fejl til Microsoft Azure", nil, []string{"aan Amazon Web Services mislukt", "til Microsoft Azure"}},
		{"synkronisering til Google Drive fejlede; verbinding aan Jan Server", nil, []string{"til Google Drive fejlede", "aan Jan Server"}},
	})
}

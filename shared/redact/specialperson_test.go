package redact

import "testing"

// TestSpecialPersonClause: a lexicon word that is a program's word too
// (parole, prison, asylum, pregnancy, undocumented, disability) masks its
// clause where the clause has a person in it (a person's noun, a pronoun,
// another language's catalogue noun); the same words of a
// program's own (a field, a package, a setting, an endpoint) and a
// person's noun beside a program's state (client has disabled) stay.
// Invented texts.
func TestSpecialPersonClause(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: import failed: candidate on parole for burglary, result not stored", []string{"parole for burglary"}, []string{"Error: import failed", "result not stored"}},
		{"Error: note: she was released from prison in 2019; ticket 4471 held", []string{"prison"}, []string{"ticket 4471 held"}},
		{"Error: applicant is an undocumented migrant; case 12 reopened", []string{"undocumented"}, []string{"case 12 reopened"}},
		{"Warn: form 7: employee disability noted by HR, retry later", []string{"disability"}, []string{"retry later"}},
		{"Error: record 88: his asylum claim is pending, sync skipped", []string{"asylum"}, []string{"sync skipped"}},
		{"Error: rota 12: nurse is covid-positive since monday, swap rejected", []string{"covid-positive"}, []string{"swap rejected"}},
		{"Błąd eksportu: karta pracownik aborcja 2021 odrzucona; plik 12", []string{"aborcja"}, []string{"plik 12"}},
		// a program's own word: no person in its clause
		{"KeyError: pregnancy_test not in form fields", nil, []string{"pregnancy_test"}},
		{"Error: asylum API returned 503, retry in 30s", nil, []string{"asylum API returned 503"}},
		{"settings: disability settings could not be saved", nil, []string{"disability settings could not be saved"}},
		{"npm ERR! 404 prison-architect@1.2.0 not found", nil, []string{"prison-architect@1.2.0"}},
		{"Error: covid-dashboard build failed for branch main", nil, []string{"covid-dashboard build failed"}},
		{"GET /api/covid/dashboard 500 (upstream timeout)", nil, []string{"/api/covid/dashboard"}},
		// a person beside a program's state, or another language's word
		{"Error [ERR_HTTP2_PUSH_DISABLED]: HTTP/2 client has disabled push streams", nil, []string{"client has disabled push streams"}},
		{"Errore: lo studente ha inserito parole non valide", nil, []string{"parole non valide"}},
		{"Error: patient record type Prison not supported", nil, []string{"type Prison"}},
	})
}

// TestSpecialPhraseForms: a phrase of the lexicon that a Slavic or Greek
// sentence writes in another case (związku zawodowego, ποινικού μητρώου,
// trestním rejstříku) masks its clause as the nominative does; the
// phrase's first word alone, or two words that only begin alike, do not.
// Invented texts.
func TestSpecialPhraseForms(t *testing.T) {
	checkProse(t, []proseCase{
		{"Błąd eksportu: pracownik należy do związku zawodowego; plik 12 pominięty", []string{"związku zawodowego"}, []string{"plik 12 pominięty"}},
		{"Σφάλμα: ο υποψήφιος έχει εγγραφή στο ποινικού μητρώου; αίτηση 7", []string{"ποινικού μητρώου"}, []string{"αίτηση 7"}},
		{"Chyba: uchazeč je zapsán v trestním rejstříku; formulář 4 zamítnut", []string{"trestním rejstříku"}, []string{"formulář 4 zamítnut"}},
		{"Błąd: nie znaleziono związku między tabelami orders i users", nil, []string{"związku między tabelami"}},
		{"Chyba: trestní řízení modulu selhalo", nil, []string{"modulu selhalo"}},
	})
}

package redact

import "testing"

// TestDescribeKeysInPerson: a sentence that speaks in person under a key
// for a description, a reason or a note is masked; the same keys holding
// a service's own text (no first person, no family) stay. Invented texts.
func TestDescribeKeysInPerson(t *testing.T) {
	checkProse(t, []proseCase{
		{"Fout bij opslaan klachtformulier: omschrijving=Mijn zoon heeft twee keer betaald", []string{"Mijn zoon heeft twee keer betaald"}, []string{"omschrijving="}},
		{`Error: refund rejected: reason="my husband lost his job last month" code=R12`, []string{"my husband lost his job"}, []string{"code=R12"}},
		{`Fehler: Notiz="Ich bin umgezogen, bitte neue Adresse nutzen" id=7`, []string{"Ich bin umgezogen"}, []string{"id=7"}},
		{`Error: motivo="mi esposa canceló la tarjeta" ref=991`, []string{"mi esposa canceló la tarjeta"}, []string{"ref=991"}},
		// the neighbours
		{"Error: payment failed: mensaje=Tarjeta rechazada por el banco emisor", nil, []string{"Tarjeta rechazada por el banco emisor"}},
		{"Error: description=Nightly export of the orders table failed", nil, []string{"Nightly export of the orders table failed"}},
		{`Error: reason="quota exceeded for project" code=429`, nil, []string{"quota exceeded for project"}},
		{"Errore: motivo=superati i limiti di spesa, codice=51", nil, []string{"superati i limiti di spesa"}},
		{"Fel: grund=värdet saknas i listan", nil, []string{"värdet saknas i listan"}},
		{`msg: "Detta värde måste vara i listan."`, nil, []string{"Detta värde måste vara i listan."}},
	})
}

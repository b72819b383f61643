package redact

import "testing"

// TestGivenNameWordsUnderPersonKeys: a capitalised given name after a
// person's key is the person's even when it is an English word (the keep
// passes, which see only the word, no longer give it back); a function
// word (La valeur) and words no given name (System) there stay.
func TestGivenNameWordsUnderPersonKeys(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "owner: Rose", gone: []string{"Rose"}, kept: []string{"owner: "}},
		{in: "author=Hope", gone: []string{"Hope"}, kept: []string{"author="}},
		{in: "assignee: Frank", gone: []string{"Frank"}},
		{in: "owner: System"},
		// the key's own rule masks the first word of a value; La is no
		// given name there, and the message after it stays
		{in: "beneficiary: La valeur « x » n'existe pas", gone: []string{"[name]"}, kept: []string{" valeur « x » n'existe pas"}},
	})
}

// TestMessagesUnderPersonKeys: a form's validation message under a
// person's key, a sentence of a language's catalogue words capitalised
// and ending with a full stop, is no one's value (keyMessageAt); a name
// there, with or without a full stop, is still masked.
func TestMessagesUnderPersonKeys(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "owner: Ungültiger Wert."},
		{in: "user: Valeur invalide."},
		{in: "author: Ce champ est obligatoire."},
		{in: "owner: Dieses Feld ist zwingend erforderlich."},
		{in: "contact: Waarde 'x' is ongeldig."},
		{in: "owner: Anna Keller.", gone: []string{"Anna", "Keller"}, kept: []string{"owner: "}},
		{in: "owner: Lieber Weg.", gone: []string{"Lieber", "Weg"}},
		{in: "author: Mark Weber", gone: []string{"Mark", "Weber"}},
		{in: "user: jsmith.", gone: []string{"jsmith"}},
	})
}

// TestGivenNamesAsObjectKeys: a given name no dictionary lists as a word,
// as the key of an object (JSON's, a Go map's of structs), is the person
// the object is of, even when a source knows it as a word (Hannah, Elif:
// a Python keyword); field names, a dictionary's words (Grace) and
// products stay.
func TestGivenNamesAsObjectKeys(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: `{"msg":"reward grant failed","player":{"Hannah":{"gems":1200,"tier":"gold"}}}`, gone: []string{"Hannah"}, kept: []string{`"player":{"`, `":{"gems":1200,"tier":"gold"}}}`}},
		{in: "guest map[Elif:{Room:0 Nights:3}]", gone: []string{"Elif"}, kept: []string{"guest map[", ":{Room:0 Nights:3}]"}},
		{in: "map[Olivia:{Room:0 Nights:3}]", gone: []string{"Olivia"}, kept: []string{"{Room:0 Nights:3}"}},
		{in: `{"Config":{"a":1},"Spec":{"b":2},"Status":{"c":1},"Metadata":{"x":1}}`},
		{in: `{"Ubuntu":{"v":1},"Debian":{"v":2},"Windows":{"v":1}}`},
		{in: "&{Name:x Grace:{A:1}}"},
	})
}

// TestPersonFirstLastKeys: a booking's or a manifest's column of a
// person's given name or surname written without "name" (guest_first,
// passenger_last) holds the name; a list's or a page's first and last
// item, and a flag's value under the same key, stay. Invented names.
func TestPersonFirstLastKeys(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "UPDATE bookings SET guest_first = 'Marisol', status = 'NOSHOW' WHERE id = 99012;", gone: []string{"Marisol"}, kept: []string{"UPDATE bookings SET guest_first = '", "', status = 'NOSHOW' WHERE id = 99012;"}},
		{in: "passenger_last=Okafor seat=14C", gone: []string{"Okafor"}, kept: []string{"passenger_last=", " seat=14C"}},
		{in: "page_first=1 list_last=5 guest_first=true"},
	})
}

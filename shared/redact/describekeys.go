// Text a person wrote under a key a service writes too: a description, a
// reason, a note, a message. contentKeys leaves these keys out (a service
// writes mensaje=Tarjeta rechazada); a sentence under them that speaks in
// person ("omschrijving=Mijn dochter heeft per ongeluk twee keer betaald",
// reason="my husband lost his job") is somebody's, whose words name their
// family and their life, and is masked as contentKeys' are.

package redact

import "strings"

// describeKeys are the keys for a description, a reason or a note in the
// languages of contentKeys, lower case. A message's keys (msg, mensaje)
// are left out: under them are the service's own sentences, whatever
// they say.
var describeKeys = wordMap("description desc descripcion descripción descrição descricao descrizione beschreibung omschrijving " +
	"beschrijving opis описание açıklama deskripsi reason motivo motif raison grund begründung reden toelichting powód причина " +
	"note notes notiz nota notitie notatka заметка 说明 説明 理由 备考 備考 메모 사유 설명 ")

// inPersonText reports a text that speaks in person (speaksInPerson) by
// more than a lower-case "i": the English pronoun is written in
// capitals, and "i" is "in" or "and" in Swedish, Italian and Polish
// (brak środków i limit).
func inPersonText(v string) bool {
	return speaksInPerson(strings.ReplaceAll(" "+v+" ", " i ", " "))
}

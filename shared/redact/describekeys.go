// Text a person wrote under a key a service writes too: a description, a
// reason, a note, a message. contentKeys leaves these keys out (a service
// writes mensaje=Tarjeta rechazada); a sentence under them that speaks in
// person ("omschrijving=Mijn dochter heeft per ongeluk twee keer betaald",
// reason="my husband lost his job") is somebody's, whose words name their
// family and their life, and is masked as contentKeys' are.

package redact

// describeKeys are the keys for a description, a reason, a note or a
// message in the languages of contentKeys, lower case.
var describeKeys = wordMap("description desc descripcion descripción descrição descricao descrizione beschreibung omschrijving " +
	"beschrijving opis описание açıklama deskripsi reason motivo motif raison grund begründung reden toelichting powód причина " +
	"note notes notiz nota notitie notatka заметка message msg nachricht mensaje mensagem messaggio bericht wiadomość сообщение " +
	"mesaj pesan 说明 説明 理由 备考 備考 메모 사유 설명 ")

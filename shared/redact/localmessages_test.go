package redact

import (
	"testing"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// TestLocalMessageKeys: a JSON key that is the word for a message or an
// error in another language (the system catalogues' translations:
// messagewords.txt, records.fuse's "e:") holds the service's message, as
// "message" and "error" do, and so does Django's "__all__" list of the
// errors of no one field; a name or a person's own words there are still
// masked, and a key that names a person's text is no message's.
func TestLocalMessageKeys(t *testing.T) {
	checkMasks(t, []maskCase{
		{`{"fehler":"Die Buchung für diesen Termin ist bereits storniert.","termin_id":"T-4410"}`, ""},
		{`{"kod":"E-12","wiadomość":"Termin płatności musi być późniejszy niż data wystawienia."}`, ""},
		{`ValidationError: {'__all__': ['Rezerwacja z tymi polami Sala i Termin już istnieje.']}`, ""},
		{`{"codigo":"PAG-017","mensaje":"La fecha de entrega debe ser posterior a la fecha del pedido."}`, ""},
		// still masked
		{`{"fehler":"Konto von Olivia Martin gesperrt"}`, "Olivia Martin"},
		{`{"mensaje":"Llamar a Olivia Martínez antes de las diez"}`, "Olivia Martínez"},
		{`{'__all__': ['Olivia Martin']}`, "Olivia Martin"},
		{`{"nachricht":"Ich habe meinen Job verloren, bitte rufen Sie mich an"}`, "Job verloren"},
		{`{"grund":"Ich bin seit März arbeitslos und kann nicht zahlen"}`, "arbeitslos"},
		{`{"comentario":"El pedido llegó roto y nadie me contesta"}`, "llegó roto"},
	})
}

// TestMessageWords: messagewords.txt holds the catalogues' words for a
// message, and not English's (messageWords) nor a person's text's.
func TestMessageWords(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"nachricht", true}, {"mensaje", true}, {"mensagem", true}, {"wiadomość", true}, {"сообщение", true},
		{"message", false}, {"comentario", false}, {"grund", false}, {"", false}, {"|", false},
	} {
		if got := wordlist.MessageWord(c.w); got != c.want {
			t.Errorf("MessageWord(%q) = %v, want %v", c.w, got, c.want)
		}
	}
}

// TestKeywordThenSentence: after a keyword, a word of the translation
// catalogues with only a space between is the message's next word (Le
// champ iban est obligatoire), no value; the keyword's value is masked
// still.
func TestKeywordThenSentence(t *testing.T) {
	checkMasks(t, []maskCase{
		{`{"errors":{"iban":["Le champ iban est obligatoire."]}}`, ""},
		{"IBAN ist ungültig", ""},
		{"El campo iban es obligatorio", ""},
		// still masked
		{"Le champ iban FR7630006000011234567890189 est invalide", "FR7630006000011234567890189"},
		{"iban DE89370400440532013000 rejected", "DE89370400440532013000"},
		{"security answer fluffy", "fluffy"},
		{"password: est", "est"},
	})
}

// TestFieldErrorKeysQuoted: a form field's name keyed to a framework's
// message is kept in Python's single-quoted dict as in JSON, and a message
// whose one-letter words (Hungarian's article, Armenian's copula) the
// catalogues' filter lacks is a message still; a person's handle keyed to
// somebody's words, or to a message in which somebody says I, is masked.
func TestFieldErrorKeysQuoted(t *testing.T) {
	checkMasks(t, []maskCase{
		{`ValidationError: {'songogchiin_toirog': ['Энэ талбарыг бөглөх шаардлагатай.']}`, ""},
		{`{"meroora_azonosito": ["Ez a mező nem lehet üres."]}`, ""},
		{`{'nvirabeki_tesak': ['Այս դաշտը պարտադիր է։']}`, ""},
		// still masked
		{`{'olivia_martin': ['Энэ талбарыг бөглөх шаардлагатай.']}`, "olivia_martin"},
		{`{'kowalczyk_bozena': ['dzwonić po 18, mąż śpi']}`, "kowalczyk_bozena"},
	})
	for _, c := range []struct {
		m    string
		want bool
	}{
		{"Ez a mező nem lehet üres.", true},
		{"Այս դաշտը պարտադիր է։", true},
		{"I need this field", false},
		{"a", false},
	} {
		if got := fieldMessage(c.m); got != c.want {
			t.Errorf("fieldMessage(%q) = %v, want %v", c.m, got, c.want)
		}
	}
}

// TestPixKeyWords: a Pix key after its name holds a digit or an @ (a CPF,
// a phone, an e-mail, a random key), so a word there is the message's (A
// chave Pix informada é inválida) and the keys are masked still.
func TestPixKeyWords(t *testing.T) {
	checkMasks(t, []maskCase{
		{`{"codigo":"PIX_CHAVE_INVALIDA","mensagem":"O formato da chave Pix informada é inválido."}`, ""},
		{"Erro: chave pix cadastrada anteriormente", ""},
		// still masked
		{"chave pix 123.456.789-09 recusada", "123.456.789-09"},
		{"chave aleatória 7d9f8c6b-5a2b-4c1d-9e8f-0a1b2c3d4e5f não encontrada", "7d9f8c6b-5a2b-4c1d-9e8f-0a1b2c3d4e5f"},
		{"chave pix olivia.martin@gmail.com inválida", "olivia.martin@gmail.com"},
		{"pix_key: 12345678909", "12345678909"},
	})
}

// TestTagalogArticle: in Tagalog text, "ang" is the article before a noun,
// not the given name Ang before a surname (ang crew manifest); a name in
// small letters after "kay" or "assigned to" is masked still.
func TestTagalogArticle(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Error: ang crew manifest ng barko ay hindi tugma sa bilang ng tripulante", ""},
		// still masked
		{"Hindi naipadala ang mensahe kay maria santos ng sistema", "maria"},
		{"assigned to ang li, the ticket is open", "ang li"},
	})
}

package redact

import (
	"testing"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// TestDocWordNumbers: a document's number after the document's word in
// some language (words.DocWord, Chromium's translations), with a word for
// number between them or ending a compound, inflected or as a compound's
// head, is masked; an order's, an invoice's, a ticket's, a build's, a
// request's and a trace's identifier of the same shape, a record's short
// number, a file name, a version and a document system's own key are
// kept. A number after a word for number that an unknown word labels
// goes; after a known word or an acronym it stays. Invented values.
func TestDocWordNumbers(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: MRZ check failed for document K7TQ2M84X (expiry 2030-01-02)", []string{"K7TQ2M84X"}, []string{"MRZ check failed for document", "(expiry"}},
		{"Error: seafarer identity document NL-SID-40217 not recognised", []string{"NL-SID-40217"}, []string{"not recognised"}},
		{"Fehler: Dokumentnummer T22X41K09 stimmt nicht überein", []string{"T22X41K09"}, []string{"Dokumentnummer", "stimmt nicht"}},
		{"Fehler: Personalausweis Nr. L9R3F4X27 abgelaufen", []string{"L9R3F4X27"}, []string{"Personalausweis", "abgelaufen"}},
		{"Błąd: Numer dowodu XKD402918 nie figuruje w rejestrze", []string{"XKD402918"}, []string{"Numer dowodu", "nie figuruje"}},
		{"Errore: numero patente U1-4402-88-1932 scaduto", []string{"U1-4402-88-1932"}, []string{"numero patente", "scaduto"}},
		{"Erreur : passeport 21AB40917 expiré", []string{"21AB40917"}, []string{"passeport", "expiré"}},
		{"Hiba: az útlevél RX4401927 lejárt", []string{"RX4401927"}, []string{"lejárt"}},
		{"身分證字號 Q120447391 格式錯誤", []string{"Q120447391"}, []string{"身分證字號", "格式錯誤"}},
		{"오류: 여권 번호 M40182736 만료", []string{"M40182736"}, []string{"여권 번호", "만료"}},
		{"ত্রুটি: জাতীয় পরিচয়পত্র নম্বর 4417092385561 যাচাই করা যায়নি", []string{"4417092385561"}, []string{"পরিচয়পত্র নম্বর", "যাচাই"}},
		// CLDR's passport in the languages Chromium does not write
		// (Armenian, Hausa)
		{"Անձնագիր KT7740192 ժամկետանց է", []string{"KT7740192"}, []string{"Անձնագիր", "ժամկետանց է"}},
		{"Error: Ba a sami fasfo B40918273 ba a cikin rumbun bayanai", []string{"B40918273"}, []string{"Ba a sami fasfo", "ba a cikin rumbun bayanai"}},
		// a word for number after a word no knowledge holds: a
		// person's or an account's number, named as no program names its
		// records (Urdu's account, Amharic's of the account)
		{"Error: PhilSys number PH-0123-4567-8901 rejected", []string{"PH-0123-4567-8901"}, []string{"PhilSys number", "rejected"}},
		// (Urdu's اکاؤنٹ نمبر, account number, no longer: Laravel's Urdu catalogue writes اکاؤنٹ, so fwwords.fuse knows it)
		{"ስህተት፦ የሂሳብ ቁጥር 1000184472931 ትክክል አይደለም።", []string{"1000184472931"}, []string{"የሂሳብ ቁጥር", "ትክክል"}},
		// the Wiktionary wordnets' words for number (Armenian, Belarusian)
		{"Անձնագրի համար AM0481273 գործողության ժամկետը լրացել է", []string{"AM0481273"}, []string{"Անձնագրի համար", "գործողության"}},
		{"Памылка: ідэнтыфікацыйны нумар 3120488A044PB1 не адпавядае пашпарту.", []string{"3120488A044PB1"}, []string{"нумар", "не адпавядае"}},
		// a number before its document's word, inflected, where a
		// language puts it there (Kyrgyz: by passport ID4418207); a
		// Latin word after a code is English's, which names a code's
		// own document so
		{"Ката: ID4418207 паспорту боюнча маалымат табылган жок.", []string{"ID4418207"}, []string{"паспорту боюнча"}},
		{"Error: RFC7231 document updated; ISO27001 document signed", nil, []string{"RFC7231 document", "ISO27001 document"}},
		// a word a dictionary or code knows, an acronym, a record's
		// noun before the word for number
		{"Error: order number ORD8841207 not found", nil, []string{"ORD8841207"}},
		{"Error: build number B20241107 failed; PR number PR-448127 merged", nil, []string{"B20241107", "PR-448127"}},
		// the neighbours: another word before the same shapes
		{"Error: order ORD-2024-88213 not found", nil, []string{"ORD-2024-88213"}},
		{"Error: invoice INV8841207 already paid", nil, []string{"INV8841207"}},
		{"Error: ticket TCK4471092 closed; build B20241107 failed", nil, []string{"TCK4471092", "B20241107"}},
		{"Error: request RQ77310042 trace 9F3A01C7D2 timed out", nil, []string{"RQ77310042", "9F3A01C7D2"}},
		// a document's short number, its file, its version, and a
		// document system's own key named after it
		{"Error: document 48213 not found in index", nil, []string{"document 48213"}},
		{"Error: document ABC12345.pdf missing", nil, []string{"ABC12345.pdf"}},
		{"Error: Dokument V2-0041 gesperrt", nil, []string{"V2-0041"}},
		{"Error: signature rejected, audit trail record incomplete for document DOC-0712-319", nil, []string{"DOC-0712-319"}},
		{"Fehler: Dokument 2024-11-07 nicht gefunden", nil, []string{"2024-11-07"}},
	})
}

// TestDocWordKnowledge: the words docwords.fuse holds (Chromium's, and
// CLDR's where Chromium writes no translation), and a word for number,
// and a word it must not (a catalogue's Numero, an order, the passport
// control's control and check).
func TestDocWordKnowledge(t *testing.T) {
	for _, w := range []string{"passport", "document", "dokument", "dowod", "patente", "paszport", "reisepass", "ausweis", "護照", "여권", "անձնագիր", "fasfo"} {
		if !wordlist.DocWord(w) {
			t.Errorf("DocWord(%q) = false", w)
		}
	}
	for _, w := range []string{"nummer", "numer", "numero", "번호", "համար", "нумар", "شماره", "cislo"} {
		if !wordlist.NumberWord(w) {
			t.Errorf("NumberWord(%q) = false", w)
		}
	}
	for _, w := range []string{"order", "invoice", "ticket", "build", "request", "trace", "numero", "pass", "control", "security", "檢查"} {
		if wordlist.DocWord(w) {
			t.Errorf("DocWord(%q) = true", w)
		}
	}
}

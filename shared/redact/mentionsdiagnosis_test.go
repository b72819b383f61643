package redact

import "testing"

// TestMentionAfterField: a mention that opens a field after a colon or a
// quote (a frame's location "views.py:@x …", a quoted message) is a
// person's handle as after a space; a decorator, a scope and a known
// field name in the same places stay.
func TestMentionAfterField(t *testing.T) {
	checkMasks(t, []maskCase{
		{"src/app/notify.py:@lena_v91 replied to your review:12", "lena_v91"},
		{`notification failed: "@marta.kowal assigned you an issue"`, "marta.kowal"},
		{"reply to '@bruno77' bounced", "bruno77"},
		// kept
		{"npm:@types/node not found", ""},
		{"decorator '@Override' is not applicable here", ""},
		{`field "@timestamp" is missing`, ""},
	})
}

// TestDiagnosisKeysMore: the word for a diagnosis in more languages
// (Hungarian diagnózis, Finnish diagnoosi) masks its value as a key; a
// program's diagnostics and a validation message about the field stay.
func TestDiagnosisKeysMore(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Error: diagnózis: cukorbetegség", "cukorbetegség"},
		{"Virhe: diagnoosi: keuhkoahtaumatauti", "keuhkoahtaumatauti"},
		// kept
		{"Error: diagnózis: kötelező mező", ""},
		{"Error: diagnostics: connection refused", ""},
		{"Error: diagnostic: unused variable x", ""},
	})
}

// TestBirthDateMonthWords: a day, the month's word in the keyword's
// language and a year after a date-of-birth keyword are the date, which
// month names no list here holds (juin, czerwca, junio); a number after
// the keyword that is no date stays.
func TestBirthDateMonthWords(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Error: né le 12 juin 1979", "1979"},
		{"Error: data urodzenia 12 czerwca 1979", "czerwca 1979"},
		{"Error: fecha de nacimiento: 12 de junio de 1979", "junio de 1979"},
		// kept
		{"Error: birthday 12 is not a valid 2024", ""},
	})
}

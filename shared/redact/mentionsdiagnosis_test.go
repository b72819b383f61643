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

// TestDiagnosisStemKeys: a key that is the word for a diagnosis in a
// language writing it with the international stem (Hungarian diagnózis,
// Finnish diagnoosi), listed or not, masks its value; a program's
// diagnostics and a validation message about the field stay.
func TestDiagnosisStemKeys(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Error: diagnózis: cukorbetegség", "cukorbetegség"},
		{"Virhe: diagnoosi: keuhkoahtaumatauti", "keuhkoahtaumatauti"},
		// kept
		{"Error: diagnózis: kötelező mező", ""},
		{"Error: diagnostics: connection refused", ""},
		{"Error: diagnostic: unused variable x", ""},
	})
}

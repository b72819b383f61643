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

package redact

import (
	"strings"
	"testing"
)

// Technical records keep their facts: dates in every format a server
// writes, connection and process numbers, the ids a key names as a
// technical record's, keys that are field names, messages after a key.
// Each kept class has a personal neighbour that is still masked.
func TestTechnicalRecordsSurvive(t *testing.T) {
	r := New()
	for _, in := range []string{
		// a year and the hour of an RFC 1123 date
		"Finished:     Tue, 17 Feb 2026 09:41:55 +0000",
		// nginx's connection number after pid#tid
		"2026/02/17 09:41:55 [crit] 7#7: *5512093 connect() failed (111: Connection refused)",
		// decimal sizes side by side
		"Scavenge 1012.4 (1050.9) -> 1011.7 (1051.2) MB, 3.1 / 0.0 ms",
		// a record's identifier named by its key
		"merchantReference=7741200934 shop_id: 5521907 orderNumber=66120043",
		"DETAIL:  Prozess 311 wartet auf Transaktion 77120931; blockiert von Prozess 322.",
		// a document's number: series, year, sequence
		"duplicate key (number)=(R-2026-000913) already exists",
		// a field's name in a validation error, and its messages
		`{"kvknr": ["Dit veld is verplicht."], "regon": ["To pole jest wymagane."]}`,
		`{'handle': ['Ensure this field has no more than 30 characters.']}`,
		// a service's message under its key
		`{"code":"card_declined","message":"Your card was declined by the issuing bank because the transaction looked unusual."}`,
		`status=failed errorDescription="Das Konto hat nicht genug Guthaben für diese Zahlung"`,
	} {
		out, err := r.String(in)
		if err != nil {
			t.Fatal(err)
		}
		if out != in {
			t.Errorf("changed:\n  %s\n  -> %s", in, out)
		}
	}
	for _, c := range []struct{ in, gone string }{
		{"customer_number=55120934 rejected", "55120934"},
		{"passport_no: 77120931 rejected", "77120931"},
		{"call back on 2026 512093 please", "2026 512093"},
		{"phone 0612 345 678 unreachable", "0612 345 678"},
		{"member number 77120931 unknown", "77120931"},
		// an entry keyed by a person, a person's words under a message key
		{`{"entries": {"Olivia Hartmann": {"status": "blocked"}}}`, "Hartmann"},
		{`last user message: "please help me write a letter to my landlord about the rent"`, "landlord"},
		{`{"user_message": "please help me write a letter to my landlord about the rent"}`, "landlord"},
		{`{"message": "no account for Olivia Hartmann"}`, "Hartmann"},
	} {
		out, err := r.String(c.in)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(out, c.gone) {
			t.Errorf("kept %q:\n  %s\n  -> %s", c.gone, c.in, out)
		}
	}
}

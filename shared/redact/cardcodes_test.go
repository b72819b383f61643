package redact

import (
	"strings"
	"testing"
)

// TestShapedKeyValues: a card's expiry and a blood group go under a key
// that names them; the same keys with other values, and the same values
// under other keys, stay.
func TestShapedKeyValues(t *testing.T) {
	r := New()
	for _, c := range []struct {
		in, gone string
	}{
		{"import row 4 skipped (exp_date => 04/28)", "04/28"},
		{`{"event":"sync_failed","valid_thru":"10/31","attempt":3}`, "10/31"},
		{"card rejected: card_exp=12/2029 reason=expired", "12/2029"},
		{"<Fault><CardExpiry>03/27</CardExpiry></Fault>", "03/27"},
		{"HL7 ORU rejected: patient=4711 abo=O− result=conflict", "O−"},
		{"invalid record Record { id: 3, blood_group: Some(\"AB+\") }", "AB+"},
		{"DETAIL:  Key (blood_type)=(B-) already exists.", "B-"},
	} {
		if out, _ := r.String(c.in); strings.Contains(out, c.gone) {
			t.Errorf("%q: %q kept: %s", c.in, c.gone, out)
		}
	}
	for _, in := range []string{
		"lease expires=3600 scope=read",
		"cache entry exp=1735689600 stale",
		"grade=A+ course=maths",
		"abo_status=active plan=pro",
		"ratio exp=13/27 of the batch",
		"report window valid_until=2025-03-01",
		"cvc-pattern-valid: Value 'abc' is not facet-valid with respect to pattern '[0-9]+'",
		"build: csc.exe exited with code 1",
	} {
		if out, _ := r.String(in); out != in {
			t.Errorf("%q changed: %s", in, out)
		}
	}
}

// TestCardCodeKeys: a card's verification code under the card industry's
// names for it is a credential; a card's type code and a code of another
// kind are not.
func TestCardCodeKeys(t *testing.T) {
	for key, want := range map[string]string{
		"cvn": "cred", "cvc2": "cred", "card_code": "cred", "cardCode": "cred",
		"card_type": "", "error_code": "", "status_code": "",
	} {
		if got := keyClass(key); got != want {
			t.Errorf("keyClass(%q) = %q, want %q", key, got, want)
		}
	}
}

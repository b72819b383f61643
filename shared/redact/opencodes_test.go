package redact

import (
	"strings"
	"testing"
)

// TestOpenCodes: a code that opens a door, a gate, a locker or a safe, a
// PIN or an access code, after its label in the wordnets' languages,
// goes; the sentence around it stays, and so do a code no such word
// names (an error's, an exit status, a return code) and a number after a
// door's word alone.
func TestOpenCodes(t *testing.T) {
	r := New()
	for _, tc := range []struct {
		in, gone string
		kept     []string
	}{
		// a PIN's or an access code's word (opencodes.txt)
		{"入退室エラー: 入力された暗証番号 0412 が一致しません", "0412", []string{"暗証番号", "が一致しません"}},
		{"toegangscode 4471 ongeldig", "4471", []string{"toegangscode", "ongeldig"}},
		{"Geheimzahl 8830 falsch eingegeben", "8830", []string{"Geheimzahl", "falsch eingegeben"}},
		{"código de acceso: 5521 incorrecto", "5521", []string{"código de acceso", "incorrecto"}},
		{"the access code is 4471", "4471", []string{"the access code is"}},
		// a code's word joined to or beside a door's, a locker's, a gate's
		// (openthings.txt) or a credential's qualifier
		{"Hinweis: Schließfachcode 3-19-27, Schlüssel im Fach", "3-19-27", []string{"Schließfachcode", "Schlüssel im Fach"}},
		{"la note « code d'accès 24A71, 3e étage » n'a pas pu être transmise", "24A71", []string{"code d'accès", "3e étage"}},
		{"kode pintu: 7720# jangan dibagikan", "7720#", []string{"kode pintu", "jangan dibagikan"}},
		{"Kod drzwi 1234 nie działa", "1234", []string{"Kod drzwi", "nie działa"}},
		{"gate code 9081 rejected", "9081", []string{"gate code", "rejected"}},
	} {
		out, err := r.String(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(out, tc.gone) {
			t.Errorf("%q: %q kept: %q", tc.in, tc.gone, out)
		}
		for _, k := range tc.kept {
			if !strings.Contains(out, k) {
				t.Errorf("%q: %q lost: %q", tc.in, k, out)
			}
		}
	}
	for _, in := range []string{
		"Fehlercode 4172 beim Speichern",
		"process finished with exit code 1",
		"upstream returned code=404",
		"card-switch rejected by issuer (RC 55)",
		"Statuscode 4041 returned",
		"Tor 12 geöffnet",
		"door 1234 opened",
		"código de error 5521",
		"the access code was rejected",
	} {
		if out, err := r.String(in); err != nil || out != in {
			t.Errorf("%q changed: %q (%v)", in, out, err)
		}
	}
}

package redact

import "testing"

// TestPasswordWordForms: a password's word declined or with its article,
// then a quoted value, one space between: the value is the password; a
// word that is no password's, or a quoted path or word of a message, stays.
func TestPasswordWordForms(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"Грешка: паролата 'zima-sofia-42' е невалидна", "Грешка: паролата '[secret]' е невалидна"},
		{"Ошибка: для пароля «Kp9-vesna-17» истёк срок", "Ошибка: для пароля «[secret]» истёк срок"},
		{"Greška: lozinku \"Plavi-most-8\" nije moguće provjeriti", "Greška: lozinku \"[secret]\" nije moguće provjeriti"},
		// kept
		{"Грешка: версията '2.4.1' липсва", ""},
		{"Грешка: паролата 'null' е невалидна", ""},
		{"Ошибка: пароля '/etc/shadow' нет", ""},
	} {
		want := c.want
		if want == "" {
			want = c.in
		}
		if got, _ := r.String(c.in); got != want {
			t.Errorf("%q -> %q, want %q", c.in, got, want)
		}
	}
}

// TestPasswordWordForm: the forms the stems rules and Bulgarian's article
// lead to a catalogue's password word; other words do not.
func TestPasswordWordForm(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"паролата", true}, {"пароля", true}, {"lozinku", true},
		{"файлът", false}, {"ошибка", false}, {"password", false}, {"passe", false},
	} {
		if got := passwordWordForm(c.w); got != c.want {
			t.Errorf("passwordWordForm(%q) = %v, want %v", c.w, got, c.want)
		}
	}
}

// TestPasswordWordUnquoted: a password's word with a Nordic article or
// Finnish genitive, then an unquoted value in a password's shape (letters,
// digits and a sign); the sentence's own words, numbers and versions after
// the word stay.
func TestPasswordWordUnquoted(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"Fel: lösenordet Vinter-2031# har gått ut", "Fel: lösenordet [secret] har gått ut"},
		{"Fejl: adgangskoden Hest7!blå er brugt før", "Fejl: adgangskoden [secret] er brugt før"},
		{"Feil: passordet Fjell2029? er for svakt", "Feil: passordet [secret] er for svakt"},
		// kept
		{"Fel: lösenordet är för kort", ""},
		{"Fejl: adgangskoden skal have 12 tegn", ""},
		{"Feil: passordet 2 ganger feil", ""},
		{"Fel: lösenordet /etc/shadow saknas", ""},
	} {
		want := c.want
		if want == "" {
			want = c.in
		}
		if got, _ := r.String(c.in); got != want {
			t.Errorf("%q -> %q, want %q", c.in, got, want)
		}
	}
}

// TestPassphraseWordsInProse: after the word for a password or a wireless
// network's key in prose, a passphrase of three words or more is masked
// when one of them is no word of code or of the templates, as is a PIN
// after Russian's PIN-код; the program's own state words (reset-required,
// must-be-changed) and what a key exchange or rotation is stay. Invented
// values.
func TestPassphraseWordsInProse(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: password kiwi-mango-papaya rejected by policy", []string{"kiwi-mango-papaya"}, []string{"rejected by policy"}},
		{"Error: [router] WPA2 key tulp-kaas-fiets rejected by dongle", []string{"tulp-kaas-fiets"}, []string{"rejected by dongle"}},
		{"Ошибка: PIN-код 4821 для SIM-карты неверен", []string{"4821"}, []string{"для SIM-карты неверен"}},
		{"Error: password reset-required for account", nil, []string{"password reset-required for account"}},
		{"Error: password must-be-changed at next login", nil, []string{"password must-be-changed at next login"}},
		{"Error: WPA2 key exchange failed on wlan0", nil, []string{"WPA2 key exchange failed"}},
		{"Error: wifi key rotation disabled", nil, []string{"wifi key rotation disabled"}},
	})
}

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

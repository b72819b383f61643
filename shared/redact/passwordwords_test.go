package redact

import (
	"regexp"
	"strings"
	"testing"
)

// TestPasswordWordsEverywhere: the word for password in any language that
// rePasswordWord reads in prose also names a key: as a JSON key, a flag and
// a key=value, its value (lower-case words, which secretValue's shapes
// pass) is masked. Before, the keyed reader read ASCII keys only
// ({"contraseña": …} came through) and the flag needed a value's shape.
func TestPasswordWordsEverywhere(t *testing.T) {
	r := New()
	alts := regexp.MustCompile(`\(mot de passe\|[^)]*\)`).FindString(rePasswordWord.String())
	if alts == "" {
		t.Fatal("rePasswordWord's alternation not found")
	}
	n := 0
	for _, w := range strings.Split(strings.Trim(alts, "()"), "|") {
		if strings.Contains(w, " ") || !strings.ContainsFunc(w, func(r rune) bool { return r < 0x2e80 }) {
			continue // a phrase, or a word of a caseless script: no key's spelling
		}
		n++
		for _, in := range []string{`{"` + w + `": "gatoverde"}`, "deploy --" + w + " gatoverde --force", w + "=gatoverde"} {
			got, _ := r.String(in)
			if strings.Contains(got, "gatoverde") {
				t.Errorf("%q -> %q: the password came through", in, got)
			}
			if !strings.Contains(got, w) {
				t.Errorf("%q -> %q: the key was lost", in, got)
			}
		}
	}
	if n < 20 {
		t.Fatalf("only %d words read from rePasswordWord", n)
	}
}

// TestPasswordKeyValues: values under a password's key in other alphabets,
// after its flag and in a passphrase of words are masked; a short message
// of the template's words after the key, another flag and a setting's
// number stay.
func TestPasswordKeyValues(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{`{"contraseña": "gatoverde"}`, `{"contraseña": "[redacted]"}`},
		// the value rule finds the unknown word too, and its class wins
		{`{"şifre": "yesilkedi"}`, `{"şifre": "[value]"}`},
		{`{"hasło": "zielonykot"}`, `{"hasło": "[redacted]"}`},
		{`{"nueva_contraseña": "gatoverde", "usuario": "deploy"}`, `{"nueva_contraseña": "[redacted]", "usuario": "deploy"}`},
		{"--password gatoverde", "--password [secret]"},
		{"backup --kennwort gruenekatze --dry-run", "backup --kennwort [secret] --dry-run"},
		{"password: correct horse battery staple", "password: [redacted]"},
		{"password: test", "password: [redacted]"}, // an English word alone is no message here
		{"DB_PASSWORD=correct horse battery staple", "DB_PASSWORD=[redacted]"},
		// the password's word, then what is wrong with it
		{"Contraseña incorrecta: gatoverde", "Contraseña incorrecta: [redacted]"},
		{"Şifre hatalı: yesilkedi", "Şifre hatalı: [redacted]"}, // a Turkish line: the word is the password rule's, not an unknown word's
		{"Hasło nieprawidłowe: zielonykot", "Hasło nieprawidłowe: [redacted]"},
		{"Password wrong: gatoverde", "Password wrong: [redacted]"},
		// kept
		{"Senha inválida: muito curta", "Senha inválida: muito curta"},
		{"Password changed: 2024-01-01", "Password changed: 2024-01-01"},
		{"Contraseña incorrecta para el usuario admin", "Contraseña incorrecta para el usuario admin"},
		{"password: hunter was rejected", "password: [redacted] was rejected"},
		{"Passwort: zu kurz", "Passwort: zu kurz"},
		{"пароль: слишком короткий", "пароль: слишком короткий"},
		{"contraseña: demasiado corta", "contraseña: demasiado corta"},
		{"Пароль: неверный", "Пароль: неверный"},
		{"sync --password --dry-run", "sync --password --dry-run"},
		{`{"contraseña_longitud": 8}`, `{"contraseña_longitud": 8}`},
		{"password: too short", "password: too short"},
		// MySQL's "(using password: NO)" in the server's language: the
		// answer of its message files, not a password; a real one in the
		// same aside goes, and the aside keeps its parenthesis
		{"ERROR 1045 (28000): Accès refusé pour l'utilisateur: 'root'@'localhost' (mot de passe: NON)", "ERROR 1045 (28000): Accès refusé pour l'utilisateur: 'root'@'localhost' (mot de passe: NON)"},
		{"Acceso denegado para usuario: 'root'@'localhost' (Usando contraseña: SÍ)", "Acceso denegado para usuario: 'root'@'localhost' (Usando contraseña: SÍ)"},
		{"(senha: NÃO)", "(senha: NÃO)"},
		{"(Kennwort: Nein)", "(Kennwort: Nein)"},
		{"(mot de passe: gatoverde)", "(mot de passe: [redacted])"},
		{"(mot de passe: hunter2)", "(mot de passe: [secret])"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}

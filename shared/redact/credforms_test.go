package redact

import "testing"

// A file's path or an encoding's name after the word for a password, and
// a hexadecimal number or a quoted path after the word for a user, are a
// localised template's argument, no password or login; the values those
// positions exist for are still masked.
func TestCredentialPositionsKeepTemplateArguments(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"useradd: Złe hasło: ./dist/app.js.", "useradd: Złe hasło: ./dist/app.js."},
		{"useradd: Поганий пароль: build/output.tar.gz.", "useradd: Поганий пароль: build/output.tar.gz."},
		{"Bad password: /etc/pam.d/login", "Bad password: /etc/pam.d/login"},
		{"Поточний пароль /etc/nginx/conf.d/default.conf:", "Поточний пароль /etc/nginx/conf.d/default.conf:"},
		{"Поточний пароль utf-8:", "Поточний пароль utf-8:"},
		{"Поточний пароль cp1251: zaq12wsx", "Поточний пароль cp1251: [redacted]"},
		{"Złe hasło: Xk9fQ2zz", "Złe hasło: [secret]"}, // the key names the secret (keyParts keeps hasło whole)
		{"Bad password: hunter2secret", "Bad password: [secret]"},
		{"Bad password: /Xk9fQ2zzAbc3Lm", "Bad password: [secret]"}, // a random segment is no path's
		{"password=/aK3x/rT9pQ", "password=[redacted]"},
		{"  feed:\n    intercom_credential: 3vue3iqn4/krh\n    timeout: 30", "  feed:\n    intercom_credential: [redacted]\n    timeout: 30"},
		{"credentials_file: secrets/gcp.json", "credentials_file: secrets/gcp.json"},
		{"gpg: nieznany klucz użytkownika 0x1a2b3c4d", "gpg: nieznany klucz użytkownika 0x1a2b3c4d"},
		{"user 0x1a2b3c4d", "user 0x1a2b3c4d"},
		{"użytkownika jkowalski nie znaleziono", "użytkownika [user] nie znaleziono"},
		{"пользователя jsmith нет", "пользователя [user] нет"},
		{"L'utente LDAP non esiste", "L'utente LDAP non esiste"},
		{"L'utente Mario Rossi non esiste", "L'utente [name] non esiste"},
		{"ps: »./dist/app.js« ist ein unbekannter SchlüsselDA87E80D6294BE9B", "ps: »./dist/app.js« ist ein unbekannter SchlüsselDA87E80D6294BE9B"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q:\n got %q\nwant %q", c.in, got, c.want)
		}
	}
	for _, c := range []struct {
		v    string
		path bool
	}{{"/usr/lib/foo", true}, {"./dist/app.js.", true}, {"/etc/x.conf:", true}, {"/Xk9fQ2zzAbc3Lm", false}, {"hunter2", false}, {"/a#b/cd", false},
		// base 36 no one names a directory by; a digest's hex is a cache's
		{"k7x2mq9tz4pw8r/ab", false}, {"cache/8f3a2b1c9d0e4f5a6b7c/data", true}, {"build/output2024.tar.gz", true},
		// base64's alphabet with its "/" is no relative path; a word or one
		// letter among the digits is a folder's
		{"3vue3iqn4/krh", false}, {"build/x86_64", true}, {"k8s/secrets", true}, {"charts/v1beta1", true}} {
		if filePathValue(c.v) != c.path {
			t.Errorf("filePathValue(%q) = %v", c.v, !c.path)
		}
	}
	for _, c := range []struct {
		v   string
		enc bool
	}{{"utf-8:", true}, {"ISO-8859-2", true}, {"cp1251", true}, {"windows-1250", true}, {"zaq12wsx", false}, {"cp", false}} {
		if encodingName(c.v) != c.enc {
			t.Errorf("encodingName(%q) = %v", c.v, !c.enc)
		}
	}
}

// The forms moreloans.go adds are known; names in the same shapes are not.
func TestMoreLoanForms(t *testing.T) {
	for _, c := range []struct{ w, why string }{
		{"rinominarlo", "Italian infinitive with an enclitic pronoun"},
		{"jednowątkowy", "Polish numeral prefix and an adjective of a noun in -ek (wątek)"},
		{"wątkowa", "Polish adjective of a noun in -ek"},
		{"тунелювання", "Ukrainian verbal noun of тунель: tunnel, the consonant doubled"},
		{"туннелирования", "Russian verbal noun of туннель"},
		{"formatującego", "a long participle the names filters answer yes to"},
		{"прокси", "Russian proxy: кс as x, final и as y"},
		{"dyskryminatora", "Polish case of a loan in -or"},
		{"semafoor", "Dutch spelling of semaphore"},
		{"Riesecuzione", "Italian prefix ri-"},
		{"mnożnika", "Polish genitive of a noun in -nik"},
		{"przyrostek", "Polish noun in -ek of a known noun"},
		{"Репозиторий", "a capitalised Russian loan, -ий as -y"},
		{"unário", "Portuguese -ário: -ary"},
		{"épinglage", "French -age noun of a known verb"},
		{"literału", "Polish case of a loan, ł for l"},
		{"перелічений", "Ukrainian past participle of перелічити"},
		{"zapętlenie", "Polish verbal noun of a prefixed verb of a noun (pętla)"},
		{"Diskriminatorwert", "German compound whose modifier is a loan in German letters"},
	} {
		if !knownWord(c.w) {
			t.Errorf("knownWord(%q) = false, want true (%s)", c.w, c.why)
		}
	}
	for _, w := range []string{"Nowaka", "Pasternika", "Kowalczyka", "Dudek", "Zielińskiego", "Шевченка", "Олександром", "Gualtiero", "Ermanno",
		"Григорий", "Дмитрий", "Александров", "Фандеев", "Ferrari"} {
		if knownWord(w) {
			t.Errorf("knownWord(%q) = true, want false", w)
		}
	}
	if !techAcronym("LDAP") || techAcronym("ANNA") || techAcronym("Ldap") {
		t.Error("techAcronym: LDAP is a system, ANNA and Ldap are not acronyms of one")
	}
}

package redact

import (
	"strings"
	"testing"
)

// Conjugated and derived forms of known verbs (verbforms.go) are words of
// their language; a name with the same letters at its end is still a name,
// and a glued login still a login.
func TestVerbForms(t *testing.T) {
	for _, tc := range []struct {
		w    string
		want bool
		why  string
	}{
		{"перемещаете", true, "Russian present, 2nd plural: перемещать"},
		{"Перемещаете", true, "the same at a sentence's start: a long ending"},
		{"устраните", true, "Russian imperative: устранить"},
		{"затронутый", true, "Russian participle in -т-: затронуть"},
		{"спускаємо", true, "Ukrainian present: спускати"},
		{"пересобрать", true, "a prefixed infinitive the names filters answer yes to"},
		{"sobrescrevendo", true, "Portuguese gerund: sobrescrever"},
		{"sobrescreverá", true, "Portuguese future: sobrescrever"},
		{"firmabile", true, "Italian adjective in -abile: firmare"},
		{"aanhaling", true, "Dutch noun in -ing: aanhalen"},
		{"ładująca", true, "Polish participle of a three-letter stem: ładować"},
		{"podklucz", true, "Polish prefix and a known noun: klucz"},
		{"Rekurencyjna", true, "Polish adjective of a loanword at a sentence's start"},
		{"включаемый", true, "Russian present passive participle: включать"},
		{"Wczytany", true, "Polish past participle at a sentence's start: wczytać"},
		{"discriminateur", true, "French loan in -ateur: discriminator"},
		{"generador", true, "Spanish loan in -ador: generator"},
		{"integritás", true, "Hungarian loan in -itás: integrity"},
		{"prioritas", true, "Indonesian loan in -itas: priority"},
		{"margitás", false, "no English noun in -ity behind it"},
		{"oczyszczony", true, "Polish participle, its consonant alternated: oczyścić"},
		{"відгалуженого", true, "Ukrainian participle of an imperfective's stem: відгалужувати"},
		{"Kowalczony", false, "no verb behind it"},
		{"zaszyfrowano", true, "Polish perfective prefix and a verb's form: szyfrować"},
		{"podowski", false, "a prefix before a family's adjective"},
		{"Nowakiem", false, "a Polish surname declined"},
		{"Петровой", false, "a Russian surname declined"},
		{"Fernando", false, "a given name in -ando"},
		{"Podlaska", false, "a capitalised Polish prefixed word is a place's or a family's"},
		{"Haldinga", false, "a capitalised word in -ing: no Dutch noun"},
	} {
		// knownForm: what the forms make known (a list may hold a name
		// as a word too: Orlando, a city)
		if got := knownForm(tc.w, strings.ToLower(tc.w)); got != tc.want {
			t.Errorf("known %q = %v, want %v (%s)", tc.w, got, tc.want, tc.why)
		}
	}
}

// Localised error text with those forms, in the positions that judge a
// word (after a program's prefix, a key's colon, "è"), comes out as it
// went in; a name or login in the same positions is still masked.
func TestVerbFormsInText(t *testing.T) {
	r := New()
	for in, want := range map[string]string{
		"fatal: затронутый файл находится за символической ссылкой":                            "fatal: затронутый файл находится за символической ссылкой",
		"fatal: Вы сейчас перемещаете ветку «main» над «dev».":                                 "fatal: Вы сейчас перемещаете ветку «main» над «dev».",
		"make: *** спускаємо семафор сервера завдань":                                          "make: *** спускаємо семафор сервера завдань",
		"make: *** aviso: sobrescrevendo os comandos para o alvo 'app.js'":                     "make: *** aviso: sobrescrevendo os comandos para o alvo 'app.js'",
		"gpg: L'ID utente \"postgres\" è firmabile.":                                           "gpg: L'ID utente \"postgres\" è firmabile.",
		"gpg: Jakiej długości podklucz wygenerować? (128)":                                     "gpg: Jakiej długości podklucz wygenerować? (128)",
		"make: *** Rekurencyjna zmienna 'CFLAGS' wskazuje na samą siebie":                      "make: *** Rekurencyjna zmienna 'CFLAGS' wskazuje na samą siebie",
		"ps: /var/cache/apt/archives/partial«vendor/modules.txt» не знайдено":                  "ps: /var/cache/apt/archives/partial«vendor/modules.txt» не знайдено",
		"make: *** Wczytany obiekt /tmp/x.json nie jest zadeklarowany jako kompatybilny z GPL": "make: *** Wczytany obiekt /tmp/x.json nie jest zadeklarowany jako kompatybilny z GPL",
		"callback_url: La valeur du discriminateur est non valide.":                            "callback_url: La valeur du discriminateur est non valide.",
		"Houveram 42 falhas de login desde o último login bem sucedido.":                       "Houveram 42 falhas de login desde o último login bem sucedido.",
		"ps: Schlüssel »6ED0E7B82643E131« wird gelesen":                                        "ps: Schlüssel »6ED0E7B82643E131« wird gelesen",
		"dpkg: Datei »/var/lib/a.db« enthält ungültige Syntax im Namen »b.tar.gz«":             "dpkg: Datei »/var/lib/a.db« enthält ungültige Syntax im Namen »b.tar.gz«",
		"ps: nie udało się utworzyć pliku ~/./var/lib/app/data/index.dbrc":                     "ps: nie udało się utworzyć pliku ~/./var/lib/app/data/index.dbrc",
	} {
		if got, _ := r.String(in); got != want {
			t.Errorf("String(%q)\n got %q\nwant %q", in, got, want)
		}
	}
	for in, planted := range map[string]string{
		"Le client «Olivia» est introuvable.": "Olivia",
		"login: joaosilva":                    "joaosilva",
		"useradd: მომხმარებელი 'nestanbigvava' უკვე არსებობს": "nestanbigvava",
		"o último login jsilva falhou":                                 "jsilva",
		"reset link https://x.example/reset/AbCdEfGhIjKlMnOpQr failed": "AbCdEfGhIjKlMnOpQr",
		"la clave «Xk9#mQ2$vL» es incorrecta":                          "Xk9#mQ2$vL",
		"ps: /home/olivia«cv.pdf» не знайдено":                         "olivia",
		"fatal: Вы сейчас ivanpetrov ветку":                            "ivanpetrov",
		"fatal: затронутый файл Петрова Анна":                          "Петрова",
		"make: *** aviso: mkaraoglu sobrescrevendo o alvo":             "mkaraoglu",
	} {
		if got, _ := r.String(in); strings.Contains(got, planted) {
			t.Errorf("String(%q) = %q, keeps %q", in, got, planted)
		}
	}
}

// A run-commands file of a two-letter extension (procps's "~/.%src" filled
// with a path) is a file's name; a given name's is not.
func TestShortRunCommands(t *testing.T) {
	for w, want := range map[string]bool{"dbrc": true, "gzrc": true, "jorc": false, "edrc": false} {
		if got := runCommands(w); got != want {
			t.Errorf("runCommands(%q) = %v, want %v", w, got, want)
		}
	}
}

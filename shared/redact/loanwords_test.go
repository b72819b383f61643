package redact

import "testing"

// Technical loanwords and the forms of localised error text the frequency
// lists leave out are known (each rule's words, from general knowledge of
// the languages, not from a drawn corpus); people's names in the same
// shapes are not.
func TestLoanwordsAndForms(t *testing.T) {
	for _, c := range []struct{ w, why string }{
		{"коммита", "Russian genitive of коммит: commit"},
		{"дискримінатора", "Ukrainian genitive of дискримінатор: discriminator"},
		{"індексування", "Ukrainian verbal noun of a verb made of a noun (індекс)"},
		{"індексованим", "Ukrainian participle of індекс: index (кс: x)"},
		{"конфігурації", "Ukrainian -ція: configuration"},
		{"МіБ", "a unit in Cyrillic capitals: MiB"},
		{"вказуванні", "Ukrainian locative of a verbal noun (вказування)"},
		{"индексировании", "Russian prepositional of a verbal noun"},
		{"tabulacji", "Polish -acji: tabulation"},
		{"rekurencji", "Polish -encji: recurrence, English doubling the r"},
		{"recursie", "Dutch -ie: recursion"},
		{"utracono", "Polish impersonal past of utracić"},
		{"pidu", "Polish genitive of a three-letter technical term (pid)"},
		{"préréglage", "French prefix pré- before a known word"},
		{"tunnelen", "Dutch verb of a technical term"},
		{"Dekomprimier", "German -ier stem of dekomprimieren, as a compound's part"},
		{"taakserver", "Dutch compound whose head is a role noun"},
		{"tabgrootte", "Dutch compound with a three-letter catalogue word"},
		{"rekurencyjne", "Polish adjective of a loanword in -cja"},
		{"wyliczeniowa", "Polish adjective of a verbal noun (wyliczenie)"},
		{"zakrycie", "Polish verbal noun in -cie (zakryć)"},
		{"кешировано", "Russian short participle of a verb made of a noun (кеш)"},
		{"архівується", "Ukrainian reflexive after -ть (архівувати, архів)"},
		{"unärer", "German adjective in -är, declined"},
		{"recursielus", "Dutch compound whose modifier is a loanword"},
	} {
		if !knownWord(c.w) {
			t.Errorf("knownWord(%q) = false, want true (%s)", c.w, c.why)
		}
	}
	for _, w := range []string{
		"Nowaka", "Zielińskiego", "Wiśniewskiej", "Kowalczykiem", "Gonzalezowi", // declined names
		"Шевченка", "Робертом", "Коваленком", "Олександром", "Дмитриевой", "Ивановым",
		"Jennifer", "Дженнифер", // a name spelt in Cyrillic is no English word
		"vanhouten", "Didier", "oliviaserver", // a name's particle, a name in -ier, a name before a role noun
		"Xk9fQ", "mkaraoglu",
	} {
		if knownWord(w) {
			t.Errorf("knownWord(%q) = true, want false", w)
		}
	}
}

// A known word with a hexadecimal id written onto it is kept whole, and so
// are words with a short hexadecimal suffix; a generated secret, and a name
// with digits, are not.
func TestWordGluedHex(t *testing.T) {
	r := New()
	for in, want := range map[string]string{
		"ps: « x » est une clé inconnue6ED0E7B82643E131":      "ps: « x » est une clé inconnue6ED0E7B82643E131",
		"ps: ist ein unbekannter Schlüssel0x3B4FE6ACC0B21F32": "ps: ist ein unbekannter Schlüssel0x3B4FE6ACC0B21F32",
		"key Xk9fQ2mZ8pL4nR7tB1vC":                            "key [secret]",
		"value mkaraoglu6ED0E7B82643E131":                     "value [secret]",
		"login failed for Olivia6ED0E7B82643E131":             "login failed for [user]",
		// known words with a short random suffix name a bucket or a stack;
		// a secret with one is still a secret
		"cfg: {Region:eu-central-1 Bucket:artifacts-prod-7f3a}": "cfg: {Region:eu-central-1 Bucket:artifacts-prod-7f3a}",
		"secret=Xk29fQpLm3Rt-7f3a ok":                           "secret=[secret] ok",
		// and so do known words after one or two short hex groups
		"fault in BargainFinderMaxRQ v5 (conversationId a7f2-11ef-booking-prod)": "fault in BargainFinderMaxRQ v5 (conversationId a7f2-11ef-booking-prod)",
		"api_key=a7f2-11ef-Xk9pQ2wZ7mN4vB8c":                                     "api_key=[redacted]",
	} {
		if got, _ := r.String(in); got != want {
			t.Errorf("String(%q) = %q, want %q", in, got, want)
		}
	}
}

// Localised benign text keeps its words in a value position; a name
// there is still masked.
func TestLocalisedValueWords(t *testing.T) {
	r := New()
	for in, want := range map[string]string{
		"install: pozycja tabulacji /etc/x.conf jest za duża":                                "install: pozycja tabulacji /etc/x.conf jest za duża",
		"wget: Het tunnelen door een proxy is mislukt: /tmp/x.":                              "wget: Het tunnelen door een proxy is mislukt: /tmp/x.",
		"grep: ongeldige expressiesoort './dist/app.js'":                                     "grep: ongeldige expressiesoort './dist/app.js'",
		"fatal: у коммита «/var/log/x.log» строка автора":                                    "fatal: у коммита «/var/log/x.log» строка автора",
		"install: pozycja Zielińskiego /etc/x.conf":                                          "install: pozycja [value] /etc/x.conf",
		"fatal: у Шевченка «/var/log/x.log» строка автора":                                   "fatal: у [value] «/var/log/x.log» строка автора",
		"fatal: добавление встроенного git репозитория: /opt/app/shared/tmp/pids/server.pid": "fatal: добавление встроенного git репозитория: /opt/app/shared/tmp/pids/server.pid",
		"fatal: pushed by василия: /opt/app/shared/tmp/pids/server.pid":                      "fatal: pushed by [name]: /opt/app/shared/tmp/pids/server.pid",
	} {
		if got, _ := r.String(in); got != want {
			t.Errorf("String(%q) = %q, want %q", in, got, want)
		}
	}
}

// The system an error message names before its colon: "Erreur Colissimo :",
// "Errore Entratel:", "Ошибка Яндекс Доставка:".

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// sourcePrepositions may stand between an error word and the system it
// names, as languages write "error of/in X" (Error de Rappi, Errore di
// PagoPA, Hitilafu ya M-PESA, Error sa PhilHealth, Fout bij PostNL,
// Fehler bei ELSTER, Ошибка в Госуслугах). None of them leads a person
// in that place: a person is written after a preposition of direction
// (an, für, para, для) or in the message after the colon.
const sourcePrepositions = " de di du da del des do dello della ya sa ng bij bei в при у "

// errorSourceWords is how many words at most name the system.
const errorSourceWords = 3

// errorSource reports that s[a:b], a capitalised word, is one of the one to
// three words between an error word that opens the line (Error, Erreur,
// Errore, Ошибка, Σφάλμα… as the system catalogues translate it; after a
// type's "Error: " too) and the colon that closes them: an error template
// names the system that failed there ("Erreur Colissimo : le colis…",
// "Errore Entratel: il file…"), as a log line names its component before
// its colon. The person an error is about is written after a preposition
// of direction or in the message after the colon, never in that place
// (the generated and hand-written corpora write "Erreur Colissimo :
// adresse …", "Помилка Нової Пошти: адресу …"). Read back at most a short
// line's prefix, so a long text stays linear.
func errorSource(s string, a, b int) bool {
	ls := a
	for ls > 0 && s[ls-1] != '\n' && a-ls < 96 {
		ls--
	}
	if ls > 0 && s[ls-1] != '\n' {
		return false
	}
	// the line's first words, where each starts
	var f []string
	var at []int
	for j, e := ls, min(len(s), b+64); j < e && len(f) < 8; {
		for j < e && (s[j] == ' ' || s[j] == '\t') {
			j++
		}
		k := j
		for k < e && s[k] != ' ' && s[k] != '\t' && s[k] != '\n' {
			k++
		}
		if k == j {
			break
		}
		f, at = append(f, s[j:k]), append(at, j)
		j = k
	}
	i := 0
	// Error: Erreur Colissimo : …: a type or a title's own "Error:" first
	if len(f) > 1 && strings.HasSuffix(f[0], ":") && errorWordToken(f[1]) {
		i = 1
	}
	if i >= len(f) || !errorWordToken(f[i]) {
		return false
	}
	i++
	if i < len(f) && wordIn(sourcePrepositions, f[i]) {
		i++
	}
	// the word at a must be one of the label's words, the last of which
	// ends with the colon (or, as French spaces it, stands before a lone
	// colon)
	found, first := false, i
	for n := 0; n < errorSourceWords && i < len(f); n, i = n+1, i+1 {
		t := f[i]
		// a system's name is capitalised or written as code
		// (storefront-api); words in small letters are the sentence's
		// (Грешка при подаване към НАП: "error on filing to")
		if strings.ContainsAny(strings.TrimSuffix(t, ":"), ",;:.!?\"'«»“”()") || !capitalisedOrCode(t) {
			return false
		}
		found = found || at[i] <= a && a < at[i]+len(t)
		if strings.HasSuffix(t, ":") || i+1 < len(f) && f[i+1] == ":" {
			// Erreur Marie Dupont : a given name and a surname are a
			// person's wherever they stand, and so is a given name
			// alone (Error de Olivia:)
			last := strings.TrimSuffix(t, ":")
			return found && !(i == first+1 && namePair(f[first], last)) && !(i == first && givenName(strings.ToLower(last)))
		}
	}
	return false
}

// errorWordToken reports a token that is the word for error, in English or
// in a language a system catalogue translates it into, without its colon.
func errorWordToken(t string) bool {
	w := strings.ToLower(strings.TrimSuffix(t, ":"))
	if strings.HasSuffix(t, ":") {
		// Error: opens the message itself, no system is named before it
		return false
	}
	return w == "error" || wordlist.ErrorTranslation(w)
}

// capitalisedOrCode reports a word that begins with a capital letter, in any
// cased script, or joins its parts as code does (storefront-api, e_filing).
func capitalisedOrCode(t string) bool {
	r, _ := utf8.DecodeRuneInString(t)
	return unicode.IsUpper(r) || strings.ContainsAny(t, "-_") || strings.ContainsFunc(t, unicode.IsDigit)
}

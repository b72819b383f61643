// The system an error message names before its colon: "Erreur Colissimo :",
// "Errore Entratel:", "Ошибка Яндекс Доставка:".

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// sourcePrepositions may stand between an error word and the system it
// names, as languages write "error of/in X" (Error de Rappi, Errore di
// PagoPA, Hitilafu ya M-PESA, Error sa PhilHealth, Fout bij PostNL,
// Fehler bei ELSTER, Ошибка в Госуслугах). A person is written after a
// preposition of direction (an, für, para, для) or in the message after
// the colon; Russian's у ("Ошибка у Ивана:", Ivan's error) leads a person
// and is none of these. A given name after de (Error de Olivia:) stays a
// person's (errorLabel).
const sourcePrepositions = " de di du da del des do dello della ya sa ng bij bei в при "

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
	// the line's words one by one: a type's or a title's own "Error:"
	// may come first (Error: Erreur Colissimo : …), then the error word,
	// then a preposition of origin, then the label's words, the last of
	// which ends with the colon (or, as French spaces it, stands before a
	// lone colon); the word at a must be one of them
	afterError, prefix, n, found, first, last := false, false, 0, false, "", ""
	for j, e := ls, min(len(s), b+64); j < e; {
		for j < e && (s[j] == ' ' || s[j] == '\t') {
			j++
		}
		k := j
		for k < e && s[k] != ' ' && s[k] != '\t' && s[k] != '\n' {
			k++
		}
		if k == j {
			return false
		}
		t := s[j:k]
		w := trimSuffix(t, ":")
		switch {
		case !afterError && errorWordToken(t):
			afterError = true
		case !afterError && !prefix && len(w) < len(t):
			prefix = true
		case !afterError:
			return false
		case n == 0 && first == "" && wordIn(sourcePrepositions, t):
			first = " " // a preposition, once
		case t == ":" && n > 0:
			return errorLabel(found, n, first, last)
		default:
			// a system's name is capitalised or written as code
			// (storefront-api); words in small letters are the
			// sentence's (Грешка при подаване към НАП: "error on
			// filing to")
			if n == errorSourceWords || containsChars(w, ",;:.!?\"'«»“”()") || !capitalisedOrCode(t) {
				return false
			}
			n++
			if n == 1 {
				first = w
			}
			last, found = w, found || j <= a && a < k
			if len(w) < len(t) {
				return errorLabel(found, n, first, last)
			}
		}
		j = k
	}
	return false
}

// errorLabel reports a label of n words, first to last, holding the word
// asked about, as a system's name: a given name and a surname are a
// person's wherever they stand (Erreur Marie Dupont :), and so is a given
// name alone (Error de Olivia:).
func errorLabel(found bool, n int, first, last string) bool {
	return found && !(n == 2 && namePair(first, last)) && !(n == 1 && givenName(strings.ToLower(last)))
}

// errorWordToken reports a token that is the word for error, in English or
// in a language a system catalogue translates it into, without its colon.
func errorWordToken(t string) bool {
	w := strings.ToLower(trimSuffix(t, ":"))
	if hasSuffix(t, ":") {
		// Error: opens the message itself, no system is named before it
		return false
	}
	return w == "error" || wordlist.ErrorTranslation(w)
}

// capitalisedOrCode reports a word that begins with a capital letter, in any
// cased script, or joins its parts as code does (storefront-api, e_filing,
// E-CF4).
func capitalisedOrCode(t string) bool {
	r, _ := decodeRune(t)
	return upperRune(r) || containsChars(t, "-_0123456789")
}

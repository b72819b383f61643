// A given name opening a sentence ("Olivia meldet: Zahlung fehlgeschlagen",
// "Olivia reports: …"): where a sentence starts, a capital tells nothing,
// so the name rules that read capitals pass it. What follows tells a
// person from a product named after one (Darwin kernel, Watson
// Assistant): a person is followed by a verb, written in lower case in
// every cased language, a product by its own noun, capitalised or a word
// of the technical vocabulary; and a product's name is itself a word of
// that vocabulary.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectOpeningNames)
}

// detectOpeningNames masks a given name that opens a sentence and is
// followed by a lower-case word that is no program's or technology's.
func detectOpeningNames(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); {
		if !openingAt(s, i) {
			i++
			continue
		}
		j := i
		for j < len(s) {
			r, n := utf8.DecodeRuneInString(s[j:])
			if !unicode.IsLetter(r) {
				break
			}
			j += n
		}
		if j > i && j+1 < len(s) && s[j] == ' ' && openingName(s[i:j]) && verbAfter(s, j+1) {
			sc.add(i, j, phName)
		}
		i = max(j, i+1)
	}
}

// openingAt reports s[i] at the start of the text, of a line, or after
// ". ", "! ", "? " or ": ".
func openingAt(s string, i int) bool {
	if i == 0 {
		return true
	}
	if s[i-1] == '\n' {
		return true
	}
	return i >= 2 && s[i-1] == ' ' && strings.IndexByte(".!?:", s[i-2]) >= 0 && (i < 3 || isLetter(s[i-3]) || s[i-3] == ')')
}

// openingName is a capitalised given name of the names data that no
// common English word, program or technology is named, and that no
// language's dictionary holds as a word (Kan, Não, Sie, Dina open
// sentences of Dutch, Portuguese, German, Swedish).
func openingName(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) || n == len(w) || strings.ToLower(w[n:]) != w[n:] || utf8.RuneCountInString(w) < 3 {
		return false
	}
	lw := strings.ToLower(w)
	return personPart(lw) && !knownWord(lw)
}

// verbAfter reports a lower-case word at s[i], then a colon, a space or
// the end: no technical term, which a product's name
// is followed by (Darwin kernel, Ruby gems). Code is written in verbs
// too, so its vocabulary does not tell them apart.
func verbAfter(s string, i int) bool {
	j := i
	for j < len(s) {
		r, n := utf8.DecodeRuneInString(s[j:])
		if !unicode.IsLetter(r) || unicode.IsUpper(r) {
			break
		}
		j += n
	}
	if j-i < 2 || j < len(s) && s[j] != ':' && s[j] != ' ' && s[j] != ',' {
		return false
	}
	w := s[i:j]
	return !wordlist.Tech(w)
}

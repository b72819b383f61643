package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// A password's word in the form a sentence puts it in, then its quoted
// value (паролата 'tipo-kultura-7' е изтекла, пароля «x» истёк, lozinku
// "x"): rePasswordWord knows each language's word as a dictionary writes
// it, and a key's rules want a separator; a Slavic language declines the
// noun, Bulgarian glues its article to it, and the quote alone says what
// follows is the value.

// bgArticles are the definite articles Bulgarian and Macedonian write at a
// noun's end (парола|та, ключ|ът, код|ът, пароли|те).
var bgArticles = [...]string{"та", "то", "ът", "ят", "те", "ов", "он", "от"}

// passwordWordForm reports a word (lower case) that is a catalogue's word
// for a password (words/pwkeys) with a case ending or an article on it: the
// stem with the ending the stems rules give its language's nominative
// (пароля: пароль, lozinku: lozinka), or without Bulgarian's article
// (паролата: парола). The word as a dictionary writes it is
// rePasswordWord's, or a key's.
func passwordWordForm(lw string) bool {
	if len(lw) < 6 || len(lw) > 64 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(lw)
	table := latinByLength
	if unicode.Is(unicode.Cyrillic, r) {
		table = cyrillicByLength
		for _, a := range bgArticles {
			if stem, ok := strings.CutSuffix(lw, a); ok && utf8.RuneCountInString(stem) >= 4 && wordlist.PasswordKey(stem) {
				return true
			}
		}
	}
	for _, e := range table {
		stem, ok := strings.CutSuffix(lw, e.from)
		if !ok || utf8.RuneCountInString(stem) < 4 {
			continue
		}
		for ts, more := e.to, true; more; {
			var t string
			t, ts, more = strings.Cut(ts, "|")
			if stem+t != lw && wordlist.PasswordKey(stem+t) {
				return true
			}
		}
	}
	return false
}

// closingQuote returns the quote that closes the one at s[i:], and its
// length, or "" when s[i] opens none.
func closingQuote(s string, i int) (string, int) {
	switch {
	case s[i] == '\'' || s[i] == '"':
		return s[i : i+1], 1
	case strings.HasPrefix(s[i:], "«"):
		return "»", len("«")
	case strings.HasPrefix(s[i:], "„"):
		return "“", len("„")
	case strings.HasPrefix(s[i:], "“"):
		return "”", len("“")
	}
	return "", 0
}

// detectPasswordWordForms masks the quoted value after a password's word
// in a declined or articled form, one space between.
func detectPasswordWordForms(sc *scan) {
	s := sc.s
	for i := 1; i < len(s); i++ {
		if s[i] != ' ' {
			continue
		}
		cq, n := closingQuote(s, min(i+1, len(s)-1))
		if n == 0 || i+1 >= len(s) {
			continue
		}
		// the word before the space: letters of any script, 64 bytes at most
		a := i
		for a > 0 && i-a <= 64 {
			r, w := utf8.DecodeLastRuneInString(s[:a])
			if !unicode.IsLetter(r) {
				break
			}
			a -= w
		}
		if a == i || i-a > 64 || !passwordWordForm(sc.lower[a:i]) {
			continue
		}
		va := i + 1 + n
		e := strings.Index(s[va:min(len(s), va+129)], cq)
		if e < 0 || strings.ContainsAny(s[va:va+e], "\n\t") {
			continue
		}
		if v := s[va : va+e]; secretValue(v, false) && !filePathValue(v) {
			sc.add(va, va+e, phSecret)
			i = va + e
		}
	}
}

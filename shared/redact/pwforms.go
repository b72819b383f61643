package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
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

// nordicArticles are the definite articles Swedish, Danish and Norwegian
// glue to a noun's end (lösenord|et, adgangskode|n, passord|et), and
// Finnish's genitive -n (salasana|n): the noun is the catalogue's word.
var nordicArticles = [...]string{"et", "en", "n"}

// passwordWordForm reports a word (lower case) that is a catalogue's word
// for a password (words/pwkeys) with a case ending or an article on it: the
// stem with the ending the stems rules give its language's nominative
// (пароля: пароль, lozinku: lozinka), or without Bulgarian's or a Nordic
// language's article (паролата: парола, lösenordet: lösenord). The word as a dictionary writes it is
// rePasswordWord's, or a key's.
func passwordWordForm(lw string) bool {
	if len(lw) < 6 || len(lw) > 64 {
		return false
	}
	r, _ := decodeRune(lw)
	table := latinByLength
	if r < utf8.RuneSelf || unicode.Is(unicode.Latin, r) {
		for _, a := range nordicArticles {
			if stem, ok := cutSuffix(lw, a); ok && len(stem) >= 6 && wordlist.PasswordKey(stem) {
				return true
			}
		}
	}
	if unicode.Is(unicode.Cyrillic, r) {
		table = cyrillicByLength
		for _, a := range bgArticles {
			if stem, ok := cutSuffix(lw, a); ok && runeCount(stem) >= 4 && wordlist.PasswordKey(stem) {
				return true
			}
		}
	}
	for _, e := range table {
		stem, ok := cutSuffix(lw, e.from)
		if !ok || runeCount(stem) < 4 {
			continue
		}
		for ts, more := e.to, true; more; {
			var t string
			t, ts, more = cut(ts, "|")
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
	case hasPrefix(s[i:], "«"):
		return "»", len("«")
	case hasPrefix(s[i:], "„"):
		return "“", len("„")
	case hasPrefix(s[i:], "“"):
		return "”", len("“")
	}
	return "", 0
}

// detectPasswordWordForms masks the quoted value after a password's word
// in a declined or articled form, one space between, or the unquoted one
// that only a password is shaped like (unquotedPassword).
func detectPasswordWordForms(sc *scan) {
	s := sc.s
	for i := 1; i < len(s); i++ {
		if s[i] != ' ' {
			continue
		}
		if i+1 >= len(s) {
			continue
		}
		cq, n := closingQuote(s, i+1)
		// the word before the space: letters of any script, 64 bytes at most
		a := i
		for a > 0 && i-a <= 64 {
			r, w := utf8.DecodeLastRuneInString(s[:a])
			if !letterRune(r) {
				break
			}
			a -= w
		}
		if a == i || i-a > 64 || !passwordWordForm(sc.lower[a:i]) {
			continue
		}
		if n == 0 {
			// lösenordet Sommar2024! har…: unquoted, the word after the
			// declined noun is its value only in a password's own shape
			if e := unquotedPassword(s, i+1); e > 0 {
				sc.add(i+1, e, phSecret)
				i = e
			}
			continue
		}
		va := i + 1 + n
		e := indexStr(s[va:min(len(s), va+129)], cq)
		if e < 0 || containsChars(s[va:va+e], "\n\t") {
			continue
		}
		if v := s[va : va+e]; secretValue(v, false) && !filePathValue(v) {
			sc.add(va, va+e, phSecret)
			i = va + e
		}
	}
}

// unquotedPassword returns the end of the word at s[a:] when it is shaped
// as only a password is: letters, digits and a sign mixed (Sommar2024!,
// kevät-2024), no path, number, version or word of the message (the
// sentence goes on: lösenordet är för kort, lozinku 3 puta); 0 otherwise.
func unquotedPassword(s string, a int) int {
	e := a
	for e < len(s) && e-a <= 64 && !isSpace(s[e]) {
		e++
	}
	// the sentence's own mark after the word (…2024!, is one of the word's
	// signs; a comma, semicolon or closing bracket ends it)
	for e > a && indexByte(",;:)]}", s[e-1]) >= 0 {
		e--
	}
	v := s[a:e]
	if e-a > 64 || len(v) < 6 {
		return 0
	}
	letter, digit, sign := false, false, false
	for _, r := range v {
		switch {
		case letterRune(r):
			letter = true
		case r >= '0' && r <= '9':
			digit = true
		case r == '/' || r == '\\' || r == '.' && strings.Count(v, ".") > 1:
			return 0 // a path, a version, a host
		default:
			sign = true
		}
	}
	if !letter || !digit || !secretValue(v, false) || filePathValue(v) {
		return 0
	}
	if !sign && !innerCapital(v) {
		return 0 // sommar2024: a word with a year, an id's shape
	}
	return e
}

// passphraseWords reports a passphrase made of words (appel-peer-banaan,
// correct-horse-battery): three parts or more in letters, joined by "-",
// "_" or ".", one of four letters or more no template, code or function
// word. After the word for a password in prose a program writes its
// state in its own words (reset-required, too-short, must-be-changed), a
// person their secret in the language's others (banaan, horse); each
// part alone may be code's too (peer, battery).
func passphraseWords(v string) bool {
	parts := strings.FieldsFunc(v, func(r rune) bool { return r == '-' || r == '_' || r == '.' })
	if len(parts) < 3 {
		return false
	}
	other := false
	for _, p := range parts {
		lp := strings.ToLower(p)
		if runeCount(p) < 2 || !lettersOnly(p) {
			return false
		}
		other = other || runeCount(p) >= 4 && !programWord(lp) && !wordlist.FunctionWord(lp) && !wordlist.Template(lp)
	}
	return other
}

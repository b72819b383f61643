// Passphrases made of words (rabarber-Mond-Tisch, 4417-zimowa-lawina,
// Winter-Apple-Barn-41, mot-de-passe-Chêne) that prose names as a
// password, a passphrase or a PIN: right after the word for one, in any
// language the catalogues translate Password into (mot de passe X, cụm
// mật khẩu X, PIN awaryjny X), or after the colon of the clause that names
// it (passphrase given on command line: X). Every part of such a value is
// a known word, so the allowlist keeps it; the word before it says what it
// is, as the issue asks of passphrases under keys nobody listed.

package redact

import (
	"strings"
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectWordPassphrases)
}

// loginSecretWords are English's words for a login's secret that
// words.PasswordKey (the catalogues' translations of Password,
// Passphrase, Secret key, of four letters or more) does not answer.
const loginSecretWords = " pass passphrase password passwd pwd pin passcode "

// passphraseReach is how far before a value, in bytes, the clause that
// names a passphrase may open when a colon ends it.
const passphraseReach = 60

// detectWordPassphrases masks a passphrase-shaped value (passphraseShape)
// that a password's word names (passphraseNamed).
func detectWordPassphrases(sc *scan) {
	s := sc.s
	if strings.IndexByte(s, '-') < 0 && strings.IndexByte(s, '_') < 0 {
		return
	}
	for i := 0; i < len(s); {
		for i < len(s) && (s[i] == ' ' || s[i] == '\n' || s[i] == '\t') {
			i++
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\n' && s[j] != '\t' {
			j++
		}
		a, b := i, j
		for a < b && strings.IndexByte("([{\"'«„“", s[a]) >= 0 {
			a++
		}
		for b > a && strings.IndexByte(")]}\"'»“”,;.?:", s[b-1]) >= 0 {
			b--
		}
		if k := strings.LastIndexByte(s[a:b], ':'); k > 0 && countDigits(s[a+k+1:b]) == b-a-k-1 && b-a-k-1 > 0 {
			// a frame's line number glued on (…: X):41)
			for b = a + k; b > a && strings.IndexByte(")]}\"'»“”,;.?:", s[b-1]) >= 0; {
				b--
			}
		}
		if a < b && passphraseShape(s[a:b]) && passphraseNamed(s, i, s[a:b]) {
			sc.add(a, b, phSecret)
		}
		i = j
	}
}

// passphraseShape reports a token of three to eight parts joined by
// hyphens or underscores, each of letters (with their marks) or of
// digits or of both, two of them or more of letters alone and no
// program's word (techPart), eight to 64 bytes, no path, address or
// assignment in it.
func passphraseShape(t string) bool {
	if len(t) < 8 || len(t) > 64 || strings.ContainsAny(t, "/@:=\\.") {
		return false
	}
	parts := strings.FieldsFunc(t, func(r rune) bool { return r == '-' || r == '_' })
	if len(parts) < 3 || len(parts) > 8 || strings.Contains(t, "--") || strings.Contains(t, "__") {
		return false
	}
	words := 0
	for _, p := range parts {
		letters, digits := 0, 0
		for _, r := range p {
			switch {
			case unicode.IsLetter(r), unicode.Is(unicode.Mn, r):
				letters++
			case r >= '0' && r <= '9':
				digits++
			default:
				return false
			}
		}
		if digits == 0 && letters >= 2 && (letters < 3 || !techPart(p)) {
			words++
		}
	}
	return words >= 2
}

// techPart reports a part that a program's name is made of (prod, length,
// gateway, min): acme-prod-eu and min-length-8 name things, where a
// passphrase's words are a language's own (rabarber, Mond, Tisch).
func techPart(p string) bool {
	p = strings.ToLower(p)
	return wordlist.Tech(p) || wordlist.Code(p)
}

// passphraseNamed reports a password's word right before the token that
// starts at i (one word, an adjective, may stand between them when the
// token holds a digit or a capital: PIN awaryjny 4417-zimowa-lawina), or
// before the colon that ends the text right before it, within
// passphraseReach bytes of its line.
func passphraseNamed(s string, i int, tok string) bool {
	ls := strings.LastIndexByte(s[:i], '\n') + 1
	before := s[max(ls, i-passphraseReach):i]
	ws := strings.Fields(before)
	if len(ws) == 0 {
		return false
	}
	last := ws[len(ws)-1]
	if strings.HasSuffix(last, ":") || last == ":" || last == "=" {
		// the clause before the colon names one
		for n := len(ws); n > 0; n-- {
			for k := 1; k <= 3 && k <= n; k++ {
				if passwordPhrase(ws[n-k : n]) {
					return true
				}
			}
		}
		return false
	}
	for k := 1; k <= 3 && k <= len(ws); k++ {
		if passwordPhrase(ws[len(ws)-k:]) {
			return true
		}
	}
	if len(ws) >= 2 && strings.IndexFunc(tok, func(r rune) bool { return unicode.IsDigit(r) || unicode.IsUpper(r) }) >= 0 {
		for k := 1; k <= 3 && k <= len(ws)-1; k++ {
			if passwordPhrase(ws[len(ws)-1-k : len(ws)-1]) {
				return true
			}
		}
	}
	return false
}

// passwordPhrase reports words that name a login's secret, joined as
// words.PasswordKey asks them (mot de passe, cụm mật khẩu: motdepasse,
// mậtkhẩu), or one of loginSecretWords.
func passwordPhrase(ws []string) bool {
	var b strings.Builder
	for _, w := range ws {
		b.WriteString(strings.ToLower(strings.Trim(w, "([{\"'«„“)]}»”,;:=")))
	}
	k := b.String()
	if k == "" {
		return false
	}
	return len(ws) == 1 && wordIn(loginSecretWords, k) || wordlist.PasswordKey(k)
}

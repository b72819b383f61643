package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// Where a value ends: readValue and its stops, for every position a key
// names (keyed.go).

// headerKey reports HTTP header names whose value runs to the end of the
// line (Authorization: Digest username=..., Cookie: a=b; c=d).
func headerKey(k string) bool {
	l := strings.ToLower(k)
	return l == "authorization" || l == "proxy-authorization" || l == "cookie" || l == "set-cookie" ||
		hasPrefix(l, "x-") && (contains(l, "auth") || contains(l, "token") || contains(l, "key") || contains(l, "secret"))
}

// readValue returns the bounds of the value starting at i: a quoted string,
// a header value to the end of the line, or an unquoted run up to a
// delimiter. A name may continue over capitalised words; a value in a
// ";"-separated connection string runs to the ";".
// maxValue is the longest value readValue reads.
const maxValue = 1024

func readValue(s string, i int, class string, header bool) (int, int) {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	if i < len(s) && s[i] == '\\' && i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\'') {
		i++
	}
	if i >= len(s) {
		return i, i
	}
	i = enumPayload(s, i)
	if q := s[i]; q == '"' || q == '\'' || q == '`' {
		end := i + 1
		for end < len(s) && s[end] != q && s[end] != '\n' && end-i < 2048 {
			end++
		}
		b := end
		if b > i+1 && s[b-1] == '\\' {
			b--
		}
		return i + 1, b
	}
	if header {
		// keep the scheme word (Bearer, Basic, Digest) readable
		token := false
		if sp := indexByte(s[i:min(len(s), i+24)], ' '); sp > 0 && authScheme(strings.ToLower(s[i:i+sp])) {
			sc := strings.ToLower(s[i : i+sp])
			token = sc == "bearer" || sc == "basic" || sc == "token"
			i += sp + 1
		}
		// a key's or a bearer token is one token: curl -H "X-Api-Key: …"
		// https://… goes on after its quote; a cookie's and Digest's
		// values hold spaces and quotes, to the line's end
		if token || !hasPrefix(s[i:], "\"") && tokenHeaderValue(s, i) {
			end := i
			for end < len(s) && s[end] != ' ' && s[end] != '"' && s[end] != '\'' && s[end] != '\n' && end-i < maxValue {
				end++
			}
			return i, end
		}
		end := indexByte(s[i:min(len(s), i+maxValue)], '\n')
		if end < 0 {
			return i, min(len(s), i+maxValue)
		}
		return i, i + end
	}
	// An unquoted value is read at most maxValue bytes: a run without a
	// delimiter that is longer is cut there (what follows is scanned on its
	// own), so a text of many keys is never read once per key.
	lim := min(len(s), i+maxValue)
	end := valueEnd(s, i, lim)
	// 8u:aH|I]6>Qgi>Y~, &8Z1WkUtfFYwrvMd: a password holds the marks that
	// end other values; one goes on over them up to a space, a quote or
	// the next pair (&user=, ;Host=, ,v1=), and a mark before a space or
	// the end (a closing bracket) or a closing tag (</pw>) is no password's
	for class == "cred" && end+1 < lim && indexByte("&;,)]}<>|", s[end]) >= 0 && !isSpace(s[end+1]) &&
		s[end+1] != '"' && s[end+1] != '\'' && !(s[end] == '<' && s[end+1] == '/') && !namedPart(s[end+1:]) {
		end = valueEnd(s, end+1, lim)
	}
	// t=1492774577,v1=5257…: a credential made of name=value parts
	// (Stripe-Signature, Azure SAS) is one value
	for class == "cred" && end+1 < lim && s[end] == ',' && namedPart(s[end+1:]) {
		end = valueEnd(s, end+1, lim)
	}
	// ADO.NET / ODBC: Password=my secret phrase;
	if end < len(s) && s[end] == ' ' {
		if semi := indexByte(s[end:min(len(s), end+96)], ';'); semi > 0 {
			between := s[end : end+semi]
			if !containsChars(between, "=:\n\"'") {
				end += semi
			}
		}
	}
	if class == "text" {
		// free text runs on over spaces to the next key (x=, y:) or the
		// end of the line
		for end < lim && s[end] == ' ' {
			j := end
			for j < lim && s[j] == ' ' {
				j++
			}
			k := valueEnd(s, j, lim)
			if k == j || containsChars(s[j:k], "=:") {
				break
			}
			end = k
		}
	}
	if class == "name" && lowerName(s[i:end]) {
		// titular=maria jose castellanos: a name written in small letters
		// goes on over the names data's words
		end = lowerNameRest(s, end, lim)
	}
	if class == "name" {
		// Jane Doe, Jean-Luc Picard, Ισμήνη Ξένου: more capitalised
		// words; نور الهدى ال الغرير, ผดุงชาติ ถนอมพล: a name in a script
		// without capitals goes on over that script's words, up to a key
		vs := scriptOf(firstRune(s[i:]))
		for end < lim {
			j := end
			for j < lim && s[j] == ' ' {
				j++
			}
			if j == end || j >= lim || !upperStart(s[j:]) && !nameWordOf(s[j:], vs) {
				break
			}
			k := valueEnd(s, j, lim)
			if containsChars(s[j:k], "=:") {
				break
			}
			end = k
		}
	}
	// trailing sentence punctuation is not part of the value; but a
	// password ends in "!" or "?" far more often than a sentence ends
	// right after one, so a credential keeps them
	trail := ".:!?"
	if class == "cred" {
		trail = ".:"
	} else if end == len(s) || s[end] == '\n' {
		// account: jkowal:41 at a line's end: the line number a stack
		// frame's location adds is not the value's (a credential keeps
		// every mark it holds)
		end = i + len(lineNumberCut(s[i:end]))
	}
	for end > i && indexByte(trail, s[end-1]) >= 0 {
		end--
	}
	return i, end
}

// lowerName reports a value of words in small letters whose first is a
// given name of the names data and whose others are names too (maria jose
// castellanos): lowerNameRest reads it whole.
func lowerName(v string) bool {
	f, _, _ := cut(v, " ")
	return len(f) >= 3 && passphraseWord(f) && givenNameData(f) && !stopWords[f] && !wordlist.FunctionWord(f) &&
		lowerNameRest(v, len(f), len(v)) == len(v)
}

// lowerNameRest returns where a name written in small letters that runs
// to end goes on: over one space at a time, words of small letters the
// names data holds as given names or surnames (jose castellanos), no stop
// word or language's function word among them, up to three.
func lowerNameRest(s string, end, lim int) int {
	for n := 0; n < 3 && end+1 < lim && s[end] == ' '; n++ {
		k := valueEnd(s, end+1, lim)
		w := s[end+1 : k]
		if !passphraseWord(w) || stopWords[w] || wordlist.FunctionWord(w) || !givenNameData(w) && !surnameData(w) {
			break
		}
		end = k
	}
	return end
}

// nameWordOf reports a word that goes on a name begun in script vs: a
// capital of a cased script other than Latin's (upperStart reads those),
// or a letter of vs when vs has no capitals.
func nameWordOf(w string, vs script) bool {
	r := firstRune(w)
	if r < utf8.RuneSelf || scriptOf(r) != vs {
		return false
	}
	return !vs.cased() || upperRune(r)
}

// valueEnd returns where the run from i up to a valueStop (or lim) ends.
// Not inlined: readValue reads a run in six places.
//
//go:noinline
func valueEnd(s string, i, lim int) int {
	for i < lim && !valueStop(s[i]) {
		i++
	}
	return i
}

func valueStop(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '&', ';', ',', ')', ']', '}', '<', '>', '"', '\'', '|', '`', '\\':
		return true
	}
	return false
}

func upperStart(s string) bool {
	if s == "" {
		return false
	}
	c := s[0]
	if c >= 'A' && c <= 'Z' {
		return true
	}
	return c >= 0xC0 && containsRune("ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞŁŚŻŹĆŃŠŽČŘĎŤŇ", []rune(s[:min(len(s), 4)])[0])
}

// firstWord returns v's first word, in lower case.
func firstWord(v string) string {
	f, _, _ := cut(v, " ")
	return strings.ToLower(f)
}

// tokenHeaderValue reports whether the header whose value starts at s[i:]
// is an X- header of a key, a token or a secret (headerKey's): its value is
// one token, where a cookie's holds several.
func tokenHeaderValue(s string, i int) bool {
	k := lastIndexByte(s[:i], ':')
	if k < 0 {
		return false
	}
	a := k
	for a > 0 && (isAlnum(s[a-1]) || s[a-1] == '-' || s[a-1] == '_') {
		a--
	}
	return len(s[a:k]) > 2 && strings.EqualFold(s[a:a+2], "x-")
}

// culpritFunction returns where a culprit's " in handle_request" starts
// at the end of s (a function's name after the frame's text, no value's
// word), else len(s).
func culpritFunction(s string) int {
	p := strings.LastIndex(s, " in ")
	if p < 0 || p+4 == len(s) {
		return len(s)
	}
	for i := p + 4; i < len(s); i++ {
		if c := s[i]; !isWord(c) && c != '.' && c != '<' && c != '>' && c != '$' {
			return len(s)
		}
	}
	return p
}

// lineNumberCut is v without a ":41" after it, when something is left.
func lineNumberCut(v string) string {
	k := lastIndexByte(v, ':')
	if k <= 0 || k == len(v)-1 || countDigits(v[k+1:]) != len(v)-k-1 {
		return v
	}
	return v[:k]
}

func trimValueEnd(s string, a, b int) int {
	for b > a && (s[b-1] == ' ' || s[b-1] == '.' || s[b-1] == ':') {
		b--
	}
	return b
}

// Which script a text is written in, and which of its words are names
// there. "Another script" is relative: a name in Cyrillic inside a Russian
// message is as much a value as an English name inside an English one, and
// a Japanese server message behind an English prefix is no name.

package redact

import (
	"unicode"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// script is a writing system, as far as the name rules tell them apart.
type script uint8

const (
	latin script = iota
	cyrillic
	greek
	arabic
	hebrew
	cjk // Han, Hiragana, Katakana: written without spaces
	hangul
	thai
	indic
	otherScript
)

// scriptOf is the script of letter r.
func scriptOf(r rune) script {
	switch {
	case r < utf8.RuneSelf || unicode.Is(unicode.Latin, r):
		return latin
	case unicode.Is(unicode.Cyrillic, r):
		return cyrillic
	case unicode.Is(unicode.Greek, r):
		return greek
	case unicode.Is(unicode.Arabic, r):
		return arabic
	case unicode.Is(unicode.Hebrew, r):
		return hebrew
	case unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r):
		return cjk
	case unicode.Is(unicode.Hangul, r):
		return hangul
	case unicode.Is(unicode.Thai, r):
		return thai
	case unicode.Is(unicode.Devanagari, r) || unicode.Is(unicode.Bengali, r) || unicode.Is(unicode.Tamil, r):
		return indic
	}
	return otherScript
}

// cased scripts mark names with a capital.
func (sc script) cased() bool { return sc == latin || sc == cyrillic || sc == greek }

// dominantScript is the script most of s's letters are in.
func dominantScript(s string) script {
	var n [otherScript + 1]int
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if isLetter(c) {
				n[latin]++
			}
			i++
			continue
		}
		r, k := utf8.DecodeRuneInString(s[i:])
		i += k
		if unicode.IsLetter(r) {
			n[scriptOf(r)]++
		}
	}
	best := latin
	for sc := range n {
		if n[sc] > n[best] {
			best = script(sc)
		}
	}
	return best
}

// foreignRune reports a letter of another script than dom, the text's
// own. Latin is foreign to no text: technical words are written in it
// everywhere.
func foreignRune(r rune, dom script) bool {
	if r < utf8.RuneSelf || !unicode.IsLetter(r) {
		return false
	}
	s := scriptOf(r)
	return s != dom && s != latin
}

// foreignName reports whether tok, a word of a script foreign to the text,
// reads as a name rather than as a message in that language: a short run of
// Han or Kana (names are two to four characters; a sentence is longer), or a
// word no dictionary holds.
func foreignName(tok string) bool {
	n, kana := 0, false
	for _, r := range tok {
		if unicode.IsLetter(r) {
			n++
		}
		if unicode.Is(unicode.Hiragana, r) {
			kana = true
		}
	}
	r, _ := utf8.DecodeRuneInString(tok)
	switch scriptOf(r) {
	case cjk:
		return cjkNameIn(tok) || n <= 4 && !kana
	case hangul:
		return n <= 4 && !wordlist.Known(tok) || hangulName(tok)
	}
	return !wordlist.Known(tok) || personName(tok)
}

// sameScriptName reports whether tok, a word in the text's own script
// (other than Latin, which the capital rules judge), is a person's name:
// capitalised and unknown in a cased script, known to the names data in a
// caseless one.
func sameScriptName(tok string, dom script) bool {
	r, _ := utf8.DecodeRuneInString(tok)
	switch {
	case dom.cased():
		return unicode.IsUpper(r) && (!knownWord(tok) || personName(tok))
	case dom == cjk:
		return cjkNameIn(tok)
	case dom == hangul:
		return hangulName(tok)
	}
	lw := lowerRunes(tok)
	return (wordlist.GivenName(lw) || wordlist.Surname(lw)) && !wordlist.Known(lw)
}

// cjkNameIn reports a person's name inside a run of Han: a surname the
// names data knows followed by a given name it knows, or a full name it
// knows.
func cjkNameIn(tok string) bool {
	rs := []rune(tok)
	for i := 0; i < len(rs); i++ {
		if !unicode.Is(unicode.Han, rs[i]) {
			continue
		}
		for sl := 1; sl <= 2 && i+sl <= len(rs); sl++ {
			sur := string(rs[i : i+sl])
			if !wordlist.Surname(sur) {
				continue
			}
			for gl := 1; gl <= 2 && i+sl+gl <= len(rs); gl++ {
				if wordlist.GivenName(string(rs[i+sl : i+sl+gl])) {
					return true
				}
			}
		}
		for fl := 2; fl <= 4 && i+fl <= len(rs); fl++ {
			if w := string(rs[i : i+fl]); wordlist.GivenName(w) && !wordlist.Known(w) {
				return true
			}
		}
	}
	return false
}

// hangulName reports a Korean name: a word of two to four syllables that
// starts with a surname the names data knows and is no dictionary word.
func hangulName(tok string) bool {
	rs := []rune(tok)
	if len(rs) < 2 || len(rs) > 4 {
		return false
	}
	return wordlist.Surname(string(rs[:1])) && !wordlist.Known(tok) || wordlist.GivenName(tok)
}

func lowerRunes(s string) string {
	b := make([]rune, 0, len(s))
	for _, r := range s {
		b = append(b, unicode.ToLower(r))
	}
	return string(b)
}

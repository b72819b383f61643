// Japanese names written before an honorific with their parts apart: a
// surname in Han, a space or none, a given name in Han or in kana (森
// さくら様, 林 健太くん, 佐藤ゆうこさん). reCJKName reads Han alone before
// an honorific; a given name in kana, the space between the parts and the
// honorifics for children (くん, ちゃん) it does not.

package redact

import (
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// jaHonorifics are the honorifics a name is written before, each with the
// bytes of its runes: polite (様, さん, 殿, 氏), for a boy and a child (くん,
// 君, ちゃん), for a teacher or a doctor (先生).
var jaHonorifics = []string{"様", "さん", "くん", "君", "ちゃん", "殿", "氏", "先生"}

// detectHonorificNames masks a surname of the names data and a given name
// of the names data (in Han, or read in kana) before an honorific, with
// or without a space between them and before the honorific. The surname
// must open a word (no Han right before it): inside a longer run of Han
// the same characters are part of another word (担当者様).
func detectHonorificNames(sc *scan) {
	s := sc.s
	for _, h := range jaHonorifics {
		for off := 0; ; {
			k := indexStr(s[off:], h)
			if k < 0 {
				break
			}
			at := off + k
			off = at + len(h)
			e := at
			if e > 0 && s[e-1] == ' ' {
				e--
			}
			if a, ok := jaSurnameGiven(s, e); ok {
				sc.add(a, e, phName)
			}
		}
	}
}

// jaSurnameGiven reports the start of a surname and given name that end
// at s[e], as detectHonorificNames reads them.
func jaSurnameGiven(s string, e int) (int, bool) {
	g := runBefore(s, e, isKanaRune)
	han := g == e
	if han {
		g = runBefore(s, e, isHanRune)
	}
	given := s[g:e]
	if g == e || runeCount(given) > 6 {
		return 0, false
	}
	b := g
	if b > 0 && s[b-1] == ' ' {
		b--
	} else if r, n := utf8.DecodeLastRuneInString(s[:b]); r == '\u3000' {
		b -= n
	}
	if han && b == g {
		// a Han given name glued to a Han surname is one run: split it
		// where a surname of one to three characters ends
		run := []rune(given)
		for sl := 1; sl <= 3 && sl < len(run); sl++ {
			if len(run)-sl <= 3 && wordlist.Surname(string(run[:sl])) && wordlist.GivenName(string(run[sl:])) && !wordlist.Known(given) && hanOpens(s, g) {
				return g, true
			}
		}
		return 0, false
	}
	if han && (runeCount(given) > 3 || !wordlist.GivenName(given)) {
		return 0, false
	}
	if _, gv := wordlist.KanaName(given); !han && (!gv || runeCount(given) < 2) {
		return 0, false
	}
	a := runBefore(s, b, isHanRune)
	if a == b || runeCount(s[a:b]) > 3 || !wordlist.Surname(s[a:b]) || !hanOpens(s, a) {
		return 0, false
	}
	return a, true
}

// runBefore returns the start of the run of runes ok accepts that ends at
// s[e] (e when none).
func runBefore(s string, e int, ok func(rune) bool) int {
	a := e
	for a > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:a])
		if !ok(r) {
			break
		}
		a -= n
	}
	return a
}

// hanOpens reports no Han, kana or letter right before s[a]: the run
// starting there opens a word.
func hanOpens(s string, a int) bool {
	if a == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(s[:a])
	return !unicode.IsLetter(r)
}

func isHanRune(r rune) bool  { return unicode.Is(unicode.Han, r) }
func isKanaRune(r rune) bool { return unicode.In(r, unicode.Hiragana, unicode.Katakana) || r == 'ー' }

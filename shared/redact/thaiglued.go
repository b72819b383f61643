// A Thai given name and family name one space apart, glued on either side
// to the sentence's words as Thai writes them (ให้สมชาย ใจดีได้: "to
// Somchai Jaidee could"; ผู้รับสมชาย ใจดีถูกระงับ): detectThaiPairNames
// reads the pair only when each name is a whole run.

package redact

import (
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// thaiGluedMax bounds the runes of a name part tried at a run's edge.
const thaiGluedMax = 10

// detectThaiGluedPairs masks, at each space between two runs of Thai, a
// given name of PyThaiNLP's names corpus that ends the run before it and
// a family name that starts the run after it, when what the name parts
// are glued to is a word the dictionaries or the catalogues hold (or
// nothing), at least one side glued, and neither part is a dictionary
// word.
func detectThaiGluedPairs(sc *scan) {
	s := sc.s
	if !hasScript(s, leadRTLIndic, thaiScript) {
		return
	}
	for k := indexByte(s, ' '); k >= 0; {
		if sc.stop.pulse() {
			return
		}
		if a, b := thaiGluedPair(s, k); b > a {
			sc.add(a, b, phName)
		}
		n := indexByte(s[k+1:], ' ')
		if n < 0 {
			break
		}
		k += 1 + n
	}
}

// thaiGluedPair returns the name's span around the space at s[k], or 0, 0.
func thaiGluedPair(s string, k int) (int, int) {
	l := k
	for l > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:l])
		if !thaiLetter(r) {
			break
		}
		l -= n
	}
	e := k + 1
	for e < len(s) {
		r, n := decodeRune(s[e:])
		if !thaiLetter(r) {
			break
		}
		e += n
	}
	if l == k || e == k+1 {
		return 0, 0
	}
	// the given name: a suffix of the left run, after a known word
	a := -1
	for g, n := k, 0; g > l && n < thaiGluedMax; n++ {
		_, w := utf8.DecodeLastRuneInString(s[l:g])
		g -= w
		if n < 1 || !thaiWordStart(s[g:k]) {
			continue
		}
		if _, given := wordlist.ThaiPairName(s[g:k]); given && (g == l || thaiKnownEnd(s[l:g])) {
			a = g
		}
	}
	if a < 0 {
		return 0, 0
	}
	// the family name: a prefix of the right run, before a known word
	b := -1
	for f, n := k+1, 0; f < e && n < thaiGluedMax; n++ {
		_, w := decodeRune(s[f:e])
		f += w
		if n < 1 || f < e && !thaiWordStart(s[f:e]) {
			continue
		}
		if sur, _ := wordlist.ThaiPairName(s[k+1 : f]); sur && (f == e || thaiKnownStart(s[f:e])) {
			b = f
		}
	}
	if b < 0 || a == l && b == e {
		return 0, 0 // not found, or both whole: detectThaiPairNames's
	}
	// glued, the runs are split by the names data alone: a part the
	// dictionaries hold is the sentence's word (อายุ, "age"; กรุณา,
	// "please", a surname too)
	if wordlist.Known(s[a:k]) || wordlist.Known(s[k+1:b]) {
		return 0, 0
	}
	return a, b
}

// thaiKnownEnd reports a run of Thai whose last two to six letters are a
// word the dictionaries or the catalogues hold (ของ, ให้, ผู้รับ).
func thaiKnownEnd(run string) bool {
	e := len(run)
	for b, n := e, 0; b > 0 && n < 6; n++ {
		_, w := utf8.DecodeLastRuneInString(run[:b])
		b -= w
		if n >= 1 && thaiWordStart(run[b:]) && (wordlist.Known(run[b:]) || wordlist.ThaiCatalogue(run[b:]) || wordlist.ThaiGrammar(run[b:])) {
			return true
		}
	}
	return false
}

// Names written in kana: Japanese writes a name in hiragana or katakana
// where its kanji are unknown or unwanted (a furigana field's
// 「たなか ゆうき」, a form's フリガナ column, a child's name), and there
// the names data, which holds names in kanji, cannot see it. The readings
// of mecab-ipadic's names (words.KanaName) can: a run of kana that reads
// as a surname beside one that reads as a given name, one space apart and
// standing alone between other characters than Han or kana, is a name.
// Japanese writes its words without spaces, so two kana runs a space apart
// are rare in its prose, and a pair of name readings rarer.

package redact

import (
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

var kanaScripts = []*unicode.RangeTable{unicode.Hiragana, unicode.Katakana}

// kanaLetter reports a letter of a kana word: hiragana, katakana or the
// long-vowel mark (ー, which Unicode counts as Common).
func kanaLetter(r rune) bool {
	return r == 'ー' || (r >= 0x3041 && r <= 0x30FA)
}

// detectKanaNames masks a surname's reading and a given name's, in either
// order, written as two kana runs one space apart (ASCII or ideographic).
func detectKanaNames(sc *scan) {
	if hasScript(sc.s, leadCJK, kanaScripts) {
		detectRunPairs(sc, kanaLetter, hanOrKana, kanaNamePair)
	}
}

// detectThaiPairNames masks a Thai given name and family name written
// whole, one space apart, as Thai writes a person (ถึง สมชาย ใจดี ได้):
// PyThaiNLP's names corpus (words.ThaiPairName).
func detectThaiPairNames(sc *scan) {
	if hasScript(sc.s, leadRTLIndic, thaiScript) {
		detectRunPairs(sc, thaiLetter, thaiLetter, thaiNamePair)
	}
}

var thaiScript = []*unicode.RangeTable{unicode.Thai}

// thaiLetter reports a Thai letter, vowel or mark.
func thaiLetter(r rune) bool { return r >= 0x0E01 && r <= 0x0E4E }

// thaiNamePair reports a given name then a family name of the names
// corpus, not both words the dictionaries know.
func thaiNamePair(a, b string) bool {
	if wordlist.Known(a) && wordlist.Known(b) {
		return false
	}
	_, ag := wordlist.ThaiPairName(a)
	bs, _ := wordlist.ThaiPairName(b)
	return ag && bs
}

// detectRunPairs masks two runs of letter one space apart, each whole
// (no letter of goesOn before or after it), that pair reads as a name.
// One pass: each run is looked at once, beside the run before it.
func detectRunPairs(sc *scan, letter, goesOn func(rune) bool, pair func(a, b string) bool) {
	s := sc.s
	prevStart, prevEnd := -1, -1 // the last whole run
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		if !letter(r) {
			i += n
			continue
		}
		j := i + n
		for j < len(s) {
			r2, n2 := decodeRune(s[j:])
			if !letter(r2) {
				break
			}
			j += n2
		}
		if sc.stop.pulse() {
			return
		}
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := decodeRune(s[j:])
		whole := !goesOn(before) && !goesOn(after)
		if whole && prevEnd >= 0 && kanaGap(s[prevEnd:i]) && pair(s[prevStart:prevEnd], s[i:j]) {
			sc.add(prevStart, j, phName)
		}
		prevStart, prevEnd = -1, -1
		if whole {
			prevStart, prevEnd = i, j
		}
		i = j
	}
}

// kanaGap reports the one space between the two runs of a name, ASCII or
// ideographic.
func kanaGap(g string) bool { return g == " " || g == "\u3000" }

// hanOrKana reports a letter a Japanese word goes on with.
func hanOrKana(r rune) bool { return kanaLetter(r) || unicode.Is(unicode.Han, r) }

// kanaNamePair reports a surname's reading and a given name's, in either
// order, neither a word the catalogues write and not both dictionary
// words.
func kanaNamePair(a, b string) bool {
	if runeCount(a) < 2 || runeCount(b) < 2 ||
		wordlist.Template(a) || wordlist.Template(b) || (wordlist.Known(a) && wordlist.Known(b)) {
		return false
	}
	as, ag := wordlist.KanaName(a)
	bs, bg := wordlist.KanaName(b)
	return (as && bg) || (ag && bs)
}

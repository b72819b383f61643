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

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
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
	s := sc.s
	if !hasScript(s, leadCJK, kanaScripts) {
		return
	}
	prevStart, prevEnd := -1, -1 // the last whole kana run
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !kanaLetter(r) {
			i += n
			continue
		}
		j := i + n
		for j < len(s) {
			r2, n2 := utf8.DecodeRuneInString(s[j:])
			if !kanaLetter(r2) {
				break
			}
			j += n2
		}
		if sc.stop.pulse() {
			return
		}
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[j:])
		whole := !hanOrKana(before) && !hanOrKana(after)
		if whole && prevEnd >= 0 && kanaGap(s[prevEnd:i]) && kanaNamePair(s[prevStart:prevEnd], s[i:j]) {
			sc.add(prevStart, j, phName)
		}
		prevStart, prevEnd = -1, -1
		if whole {
			prevStart, prevEnd = i, j
		}
		i = j
	}
}

// kanaGap reports the one space between the two runs of a name.
func kanaGap(g string) bool { return g == " " || g == "\u3000" }

// hanOrKana reports a letter a Japanese word goes on with.
func hanOrKana(r rune) bool { return kanaLetter(r) || unicode.Is(unicode.Han, r) }

// kanaNamePair reports a surname's reading and a given name's, in either
// order, neither a word the catalogues write and not both dictionary
// words.
func kanaNamePair(a, b string) bool {
	if utf8.RuneCountInString(a) < 2 || utf8.RuneCountInString(b) < 2 ||
		wordlist.Template(a) || wordlist.Template(b) || (wordlist.Known(a) && wordlist.Known(b)) {
		return false
	}
	as, ag := wordlist.KanaName(a)
	bs, bg := wordlist.KanaName(b)
	return (as && bg) || (ag && bs)
}

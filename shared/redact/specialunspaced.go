// Special-category words inside a run of a script written without spaces
// (Thai, Lao, Myanmar, Khmer: ผู้ป่วยตั้งครรภ์, "the patient is pregnant";
// Japanese and Chinese, 夫がアルコール依存症で, "my husband is an
// alcoholic, so"):
// a word of the lexicon is looked for where it stands in the run, not
// looked up, as the run is one token to every other rule.

package redact

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// unspacedBlocks are the scripts' blocks, first rune and the one after
// the last: Thai, Lao, Myanmar, Khmer, Japanese katakana and the CJK
// ideographs (a term of the block is one the block's letter starts).
var unspacedBlocks = [...][2]rune{{0x0e00, 0x0e80}, {0x0e80, 0x0f00}, {0x1000, 0x10a0}, {0x1780, 0x1800},
	{katakanaFirst, katakanaEnd}, {0x4e00, 0xa000}}

// katakanaFirst and katakanaEnd are the katakana block's first rune and
// the one after its last: a katakana term (マラリア) is found only where
// no katakana goes on before or after it, as a loan word is written
// whole in katakana (ヘロイン is no part of a longer one).
const katakanaFirst, katakanaEnd = 0x30a1, 0x3100

// unspacedSpecialMin is the shortest term looked for, in runes (a vowel
// sign or a tone mark is one): a shorter one is found inside other words.
const unspacedSpecialMin = 4

var (
	unspacedTermsOnce [len(unspacedBlocks)]sync.Once
	unspacedTermsList [len(unspacedBlocks)][]string
)

// unspacedTerms returns block k's terms: the lexicon's words of the block
// and the endings two of them share (คนตั้งครรภ์ and ผู้ชายตั้งครรภ์, the
// pregnant person and man of CLDR's names: ตั้งครรภ์, pregnant), each of
// unspacedSpecialMin runes at least and starting as a word can.
func unspacedTerms(k int) []string {
	unspacedTermsOnce[k].Do(func() {
		var ws []string
		for data := wordlist.SpecialBlock(string(unspacedBlocks[k][0]), string(unspacedBlocks[k][1])); data != ""; {
			line, rest, _ := strings.Cut(data, "\n")
			data = rest
			if w, _, _ := strings.Cut(line, "\t"); !contains(w, " ") && runeCount(w) >= unspacedSpecialMin {
				ws = append(ws, w)
			}
		}
		seen := map[string]bool{}
		for _, w := range ws {
			seen[w] = true
		}
		out := append([]string(nil), ws...)
		for i, a := range ws {
			for _, b := range ws[i+1:] {
				if t := sharedEnding(a, b); t != "" && !seen[t] {
					seen[t] = true
					out = append(out, t)
				}
			}
		}
		unspacedTermsList[k] = out
	})
	return unspacedTermsList[k]
}

// sharedEnding is the longest ending a and b share that starts as a word
// can (not with a mark or a vowel written after its consonant) and is
// unspacedSpecialMin runes at least, or "".
func sharedEnding(a, b string) string {
	n := 0
	for n < len(a) && n < len(b) && a[len(a)-1-n] == b[len(b)-1-n] {
		n++
	}
	for n > 0 && !utf8.RuneStart(a[len(a)-n]) {
		n--
	}
	for ; n > 0; n-- {
		t := a[len(a)-n:]
		if !utf8.RuneStart(t[0]) {
			continue
		}
		if runeCount(t) < unspacedSpecialMin {
			return ""
		}
		if unspacedWordStart(t) {
			return t
		}
	}
	return ""
}

// unspacedWordStart reports a rest of a run whose first rune can start a
// word: no combining mark, and for Thai no vowel written after its
// consonant (thaiWordStart).
func unspacedWordStart(rest string) bool {
	r, _ := decodeRune(rest)
	return !unicode.Is(unicode.M, r) && thaiWordStart(rest)
}

// detectUnspacedSpecial masks the clause around each term of the
// lexicon (unspacedTerms) found inside a run of Thai, Lao, Myanmar,
// Khmer, Japanese or Chinese: where it starts and ends as words do, and no longer word the
// dictionaries know goes on past it (คริสต์มาส, Christmas, holds
// คริสต์, Christian).
func detectUnspacedSpecial(sc *scan) {
	s := sc.s
	if isASCII(s) {
		return
	}
	// the blocks the text holds, in one pass over it
	var held [len(unspacedBlocks)]bool
	for _, r := range s {
		for k, blk := range unspacedBlocks {
			held[k] = held[k] || r >= blk[0] && r < blk[1]
		}
	}
	for k := range unspacedBlocks {
		if !held[k] {
			continue
		}
		for _, t := range unspacedTerms(k) {
			for i := 0; i < len(s); {
				j := indexStr(s[i:], t)
				if j < 0 {
					break
				}
				a, b := i+j, i+j+len(t)
				i = b
				if b < len(s) && !unspacedWordStart(s[b:]) || longerWordAt(s, a, b) || inIdentifier(s, a, b) ||
					unspacedBlocks[k][0] == katakanaFirst && (katakanaAt(s[b:]) || katakanaBefore(s[:a])) {
					continue
				}
				ca, cb := clause(s, a, b)
				sc.add(ca, cb, phValue)
				i = max(i, cb)
			}
		}
	}
}

// katakanaAt reports a katakana letter (or its long vowel mark) that
// starts rest; katakanaBefore one that ends before.
func katakanaAt(rest string) bool {
	r, _ := decodeRune(rest)
	return r >= katakanaFirst && r < katakanaEnd && r != 0x30fb // ・, the middle dot, parts words
}

func katakanaBefore(before string) bool {
	r, _ := utf8.DecodeLastRuneInString(before)
	return r >= katakanaFirst && r < katakanaEnd && r != 0x30fb
}

// longerWordAt reports a word the dictionaries know that starts at a and
// goes on past b, within a dozen runes.
func longerWordAt(s string, a, b int) bool {
	for e, n := b, 0; e < len(s) && n < 12; n++ {
		r, w := decodeRune(s[e:])
		if !letterRune(r) && !unicode.Is(unicode.M, r) {
			return false
		}
		e += w
		if wordlist.Known(s[a:e]) {
			return true
		}
	}
	return false
}

package words

import (
	_ "embed"
	"strings"
	"unicode/utf8"
)

// knowncjk.fuse holds known.fuse's Japanese and Chinese words (mecab-ipadic's
// and jieba's, their proper nouns left out, among wordfreq's most frequent),
// which were a seventh of its keys. A word is asked of it only when its
// first letter is a CJK one (knownCJK), so no Latin, Cyrillic or Greek word
// meets its false positives, and it is narrower than known.fuse: 8 bits
// (0.39%) for 11, which saved 47 KB of the 3 MB knowledge may take
// (session 26; the committed corpora's and a fresh draw's Japanese and
// Chinese texts came out as before).
// knowgen's run splits the keys by the same test (words.KnownCJK).
//
//go:embed knowncjk.fuse
var knownCJKData string

var knownCJKF = newLazyFuse(knownCJKData)

// knownCJK reports a word whose first letter is one of the CJK blocks:
// radicals, punctuation, kana, Bopomofo and the unified ideographs
// (U+2E80 to U+9FFF), compatibility ideographs (U+F900 to U+FAFF),
// half- and full-width forms (U+FF00 to U+FFEF) and the ideographs of
// the supplementary planes. Hangul's syllables (U+AC00) lie outside.
func knownCJK(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return r >= 0x2e80 && r <= 0x9fff || r >= 0xf900 && r <= 0xfaff || r >= 0xff00 && r <= 0xffef || r >= 0x20000
}

// KnownCJK exports knownCJK for knowgen, which splits known.fuse's keys by
// it.
func KnownCJK(w string) bool { return knownCJK(w) }

// dictionaryHas asks w, in lower case, of known.fuse or, for a word of a
// CJK script, of knowncjk.fuse. An English possessive (driver's) is asked
// by its word too: knowgen leaves out of known.fuse the 20,097 keys that
// are a key with 's (SCOWL's and wordfreq's possessives, Dutch plurals of
// foto's kind), 29 KB (session 26).
func dictionaryHas(w string) bool {
	if knownCJK(w) {
		return knownCJKF.get().Has(w)
	}
	kf := knownF.get()
	if kf.Has(w) {
		return true
	}
	b, ok := strings.CutSuffix(w, "'s")
	return ok && b != "" && kf.Has(b)
}

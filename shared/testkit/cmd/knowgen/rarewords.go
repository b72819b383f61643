package main

import (
	"flag"
	"strings"

	"glitchtip-mcp/shared/redact/words"
)

// noBin is the frequency bin dictionaries gives a SCOWL entry: SCOWL's
// editors made it a word however rarely wordfreq saw it (unimplemented),
// and the rare-word cut leaves it be.
const noBin = 1000

// knownRarest is the frequency bin (-bin centibels: Zipf 9 - bin/100) at
// which a dictionary word of known.fuse is rare: a word that wordfreq sees
// this rarely or rarer in every language whose dictionary accepts it is
// left out (SCOWL's entries never: noBin). A word that rare is seldom in
// the error text developers write (the catalogues' words are known anyway
// through template.fuse) and is more often somebody's name, login or place
// than a frequent word is: unknown, it is masked in a value's place.
// Only the languages whose 150,000 candidates reach that deep lose words:
// Portuguese (its 150,000th word is at bin 741), English (738), Dutch (735)
// and French (733): pt reatamento, nl aanprees, fr roulions; Spanish
// (721), Italian (724), German, Polish, Russian and Ukrainian (660-700)
// keep all theirs, the inflected forms session 30's cut by rank took
// and lost localised texts with (pl, uk, el).
//
// Session 33 (trim33): 14,751 words at 729 (Zipf 1.71), known.fuse
// 1,194,011 -> 1,177,115 bytes, for latingap.fuse and the special
// lexicon (730 writes the same bytes, but its filter's false positives
// fell on muell, so Mueller's stem read as a word). At 720 (about 50 KB)
// dev words go (outbox, Zipf 1.80); cutting SCOWL's entries too lost Go's
// `x509: ... algorithm unimplemented` (stdlib).
var knownRarest = flag.Int("knowncut", 729, "known.fuse: leave out the dictionary words whose frequency bin (centibels) in every accepting language is this or rarer (0: none; the committed filter is the default's)")

// knownKeys splits the dictionaries' words into known.fuse's keys and
// knowncjk.fuse's, and returns how many rare words it left out (bin:
// each dictionary word's most frequent bin, dictionaries).
//
// known.fuse keeps its keys with an apostrophe (can't, обов'язкове,
// пам'ять): tokens keep an apostrophe inside and stems.go asks a ’
// word again with ', so they are asked; without them seven texts of
// the committed corpora (l10n, blind3, blind5) lost a word to [value]
// (a session 15 probe that answered no for them). Its one-letter keys are
// Han, kana and Hangul, asked too; the 23 cased ones (a, x, à) are
// never asked (words.KnownBesidesLaterScripts answers a cased letter
// without asking) but weigh 34 bytes, and a filter over other keys
// draws its false positives anew.
// known.fuse's Japanese and Chinese words go to knowncjk.fuse, asked
// only of a word that begins with a CJK letter (words.KnownCJK), at
// fewer bits: no word of another script meets its false positives.
// A possessive whose word is a key too (driver's, foto's) is left
// out: words.dictionaryHas asks it by its word.
func knownKeys(known map[string]bool, bin map[string]int) (rest, cjk map[string]bool, rare int) {
	rest, cjk = map[string]bool{}, map[string]bool{}
	for w := range known {
		if b, ok := strings.CutSuffix(w, "'s"); ok && known[b] {
			continue
		}
		if words.KnownCJK(w) {
			cjk[w] = true
			continue
		}
		if b, ok := bin[w]; ok && *knownRarest > 0 && b >= *knownRarest && b != noBin {
			rare++
			continue
		}
		rest[w] = true
	}
	return rest, cjk, rare
}

// dictionaryFiles are the filters built of the dictionaries alone
// (wordfreq, hunspell, SCOWL, the names data, mecab-ipadic and jieba):
// -only writes them without the catalogues' and the other sources.
var dictionaryFiles = map[string]bool{
	"known.fuse": true, "knowncjk.fuse": true, "noun.fuse": true, "inflected.fuse": true,
	"compoundnames.fuse": true, "function.fuse": true, "sharps.fuse": true,
}

// onlyDictionaries reports whether -only names dictionaryFiles and
// nothing else.
func onlyDictionaries() bool {
	if len(onlyFiles) == 0 {
		return false
	}
	for f := range onlyFiles {
		if !dictionaryFiles[f] {
			return false
		}
	}
	return true
}

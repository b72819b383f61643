package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"unicode"
)

// nameNounsF: the words for a person's name (WordNet's "a language unit
// by which a person or thing is known", 06333653-n) that the Wiktionary
// wordnets of the Open Multilingual Wordnet hold in the scripts written
// without capitals and with spaces between words (Tamil பெயர், Sinhala
// නම, Telugu పేరు, Hindi नाम, Hebrew שם, Arabic اسم), one word each,
// each between "|". A name in those scripts bears no capital; where the
// word for name follows it with its case (கார்த்திகேயன் முருகன் பெயரில்,
// "in the name of"), the words before are the name
// (caselessnamenouns.go).
const nameNounsF = "namenouns.txt"

// nameSynset is WordNet 3.0's name of a person or thing.
const nameSynset = "06333653-n"

// nameNouns returns the lemmas of nameSynset under src's Wiktionary
// wordnets written in a caseless script (no letter of them upper or
// lower case) that spaces its words (not Han, kana, Hangul: those write
// a name straight before its word), one word each, sorted, once each.
func nameNouns(src string) ([]string, error) {
	seen := map[string]bool{}
	err := wiktLemmas(src, map[string]bool{nameSynset: true}, func(_, w string) {
		if caselessWord(w) {
			seen[w] = true
		}
	})
	return sortedSet(seen), err
}

// caselessWord reports one word of letters and marks, none of them with a
// case, none Han, kana or Hangul.
func caselessWord(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if !unicode.IsLetter(r) && !unicode.Is(unicode.M, r) || unicode.IsUpper(r) || unicode.IsLower(r) || unicode.IsTitle(r) ||
			unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) {
			return false
		}
	}
	return true
}

// writeNameNouns writes namenouns.txt (and its .flate) under outDir.
func writeNameNouns(src, outDir string) error {
	ws, err := nameNouns(src)
	if err != nil {
		return err
	}
	fmt.Printf("namenouns: %d lemmas of %s (%s)\n", len(ws), nameSynset, filepath.Join(src, omwWikt))
	return writeTextList(outDir, nameNounsF, "|"+strings.Join(ws, "|")+"|\n")
}

package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"unicode/utf8"
)

// numberWordsF: the words for the number a thing is known by (German
// Nummer, Armenian համար, Belarusian нумар, Persian شماره, Hindi नंबर,
// Georgian ნომერი, Swahili nambari) in the Wiktionary wordnets of the
// Open Multilingual Wordnet: the lemmas of WordNet's sense "a numeral or
// string of numerals that is used for identification" (06596978-n), of
// three letters or more (番号, 号 and 번 are too short to be asked apart
// from their compounds), lower case, with their Latin marks and without
// (número, numero), each between "|". They extend
// docwords.fuse's Chromium translations of Number to the languages
// Chromium's translators do not write, as words.NumberWord asks them.
const numberWordsF = "numberwords.txt"

// numberSynset is WordNet 3.0's "number: a numeral or string of numerals
// that is used for identification" (a telephone number, a room's).
const numberSynset = "06596978-n"

// numberWords returns the lemmas of numberSynset under src's Wiktionary
// wordnets, lower case, sorted, once each.
func numberWords(src string) ([]string, error) {
	seen := map[string]bool{}
	err := wiktLemmas(src, map[string]bool{numberSynset: true}, func(_, lemma string) {
		w := strings.ToLower(lemma)
		if utf8.RuneCountInString(w) >= 3 && !strings.ContainsAny(w, " |") {
			// and without its Latin marks, as the redactor asks a
			// Latin word (numero, cislo)
			seen[w], seen[latinBare(w)] = true, true
		}
	})
	return sortedSet(seen), err
}

// writeNumberWords writes numberwords.txt (and its .flate) under outDir.
func writeNumberWords(src, outDir string) error {
	ws, err := numberWords(src)
	if err != nil {
		return err
	}
	fmt.Printf("numberwords: %d lemmas of %s (%s)\n", len(ws), numberSynset, filepath.Join(src, omwWikt))
	return writeTextList(outDir, numberWordsF, "|"+strings.Join(ws, "|")+"|\n")
}

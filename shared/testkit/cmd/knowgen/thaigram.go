package main

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// thaigram.fuse: Thai's grammatical words, the closed classes of the
// part-of-speech lexicons PyThaiNLP ships (CC BY-SA / CC0, see its
// corpus_license.md): ORCHID's prepositions, conjunctions, auxiliaries,
// negators, relative, personal and demonstrative pronouns, determiners and
// ending particles (pos_orchid_unigram.json: RPRE, JSBR, JCRG, JCMP,
// XV*, NEG, PREL, PPRS, PDMN, PNTR, DD*, DI*, EITT), and Universal
// Dependencies' (pos_ud_unigram-v0.2.json, pos_tud_unigram.json: ADP,
// AUX, CCONJ, SCONJ, PART, DET, PRON), words of the dictionary
// (words_th.txt) of two letters or more. A message's clause is built of
// them (ที่|มี|รุ่น|เป็น, "that has the version"; ที่ and เป็น are parts
// of a name or two) and a name is not: a word that thaiGramMaxNames names
// of the names corpus or more are made of (thaiSplit: มา, กัน, คุณ, นะ)
// is left out, and so are a plate's two letters and the words no name is
// made of that thaiphrase.fuse and thaiweb.fuse already hold. The
// redactor reads a run that splits into known words with two of these
// among them as a phrase (redact's thaiPhraseWords).
//
// thaiGramBits: the filter is asked only about words of a run's split,
// which another filter already holds. thaiGramMaxNames was 4, which left
// out the auxiliaries and prepositions error text writes before a verb or
// a path (ควร|ใช้, "should use"; ไป|ยัง, "to"; จะ, ยัง, ตาม, เพราะ, each
// a part of 5 to 10 of the 22,058 names); at 11, as many of the names
// read as a phrase as before (334 against 338; three new: ยังตรง).
const (
	thaiGramBits     = 8
	thaiGramMaxNames = 11
)

var (
	orchidClosed = []string{"RPRE", "JSBR", "JCRG", "JCMP", "XV", "NEG", "PREL", "PPRS", "PDMN", "PNTR", "DD", "DI", "EITT"}
	udClosed     = []string{"ADP", "AUX", "CCONJ", "SCONJ", "PART", "DET", "PRON"}
)

// thaiGramWords returns thaigram.fuse's words and their figures.
func thaiGramWords(src string) (map[string]bool, string, error) {
	dict, names, err := thaiDictionaryAndNames(src)
	if err != nil {
		return nil, "", err
	}
	inNames := map[string]int{}
	for n := range names {
		seen := map[string]bool{}
		for _, p := range thaiSplit(n, dict) {
			if !seen[p] {
				seen[p] = true
				inNames[p]++
			}
		}
	}
	closed := map[string]bool{}
	for _, lex := range []struct {
		file string
		tags []string
	}{{"pos_orchid_unigram.json", orchidClosed}, {"pos_ud_unigram-v0.2.json", udClosed}, {"pos_tud_unigram.json", udClosed}} {
		tags, err := readThaiPOS(src, lex.file)
		if err != nil {
			return nil, "", err
		}
		for w, t := range tags {
			for _, c := range lex.tags {
				if t == c || len(c) == 2 && strings.HasPrefix(t, c) {
					closed[w] = true
				}
			}
		}
	}
	out := map[string]bool{}
	named := 0
	for w := range closed {
		if utf8.RuneCountInString(w) < 2 || !dict[w] || plateLetters(w) || words.ThaiPhraseWord(w) {
			continue
		}
		if inNames[w] >= thaiGramMaxNames {
			named++
			continue
		}
		out[w] = true
	}
	return out, fmt.Sprintf("thaigram: %d grammatical words of the POS lexicons (%d left out, parts of %d names or more)", len(out), named, thaiGramMaxNames), nil
}

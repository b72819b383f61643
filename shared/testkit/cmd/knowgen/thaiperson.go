package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf8"
)

// thaiperson.txt: the Thai words in which somebody speaks of themselves,
// of another person or of their family, the Thai counterpart of redact's
// firstPerson: the personal pronouns of PyThaiNLP's part-of-speech
// lexicons (those ORCHID tags PPRS and Universal Dependencies' PRON too:
// that class alone holds ใคร, "who", อัน, a classifier, ที่ไหน, "where") and the Thai
// WordNet's (PyThaiNLP's wordnet_th.db, the lemmas of the Princeton
// WordNet 3.0 synsets it translates) words for the family members and
// partners of thaiKinSynsets. A word the Thai system catalogues
// (sysCatDomains, never the localised corpus's held-out ones) write as a
// word of a split, in any entry, is no sign of a person: error text
// says คุณ, "you", มัน, "it", and ไดเรกทอรีแม่, "parent directory", too.
// Words of two letters or more, no plate's two letters; the WordNet's
// lemmas whether or not the dictionary (words_th.txt) holds them
// (แฟนสาว, "girlfriend", is two of its words). Written space-separated: few words, asked exactly.

// thaiKinSynsets are WordNet 3.0's synsets (offset-pos) of the family
// words redact's firstPerson holds (daughter, son, husband, wife, mum,
// mom, and Arabic's mother and father) and of a person's partners:
// mother.n.01, mom.n.01 (ma, mama, mum), father.n.01, dad.n.01,
// son.n.01, daughter.n.01, husband.n.01, ex-husband.n.01, wife.n.01,
// spouse.n.01, boyfriend.n.01, girlfriend.n.02, ex-boyfriend.n.01,
// lover.n.01.
var thaiKinSynsets = []string{"10332385-n", "10278128-n", "10080869-n", "09988063-n", "10624074-n",
	"09992837-n", "10193967-n", "10194231-n", "10780632-n", "10640620-n", "09871364-n", "10130686-n",
	"09871580-n", "09622745-n"}

// thaiPersonWords returns thaiperson.txt's words and their figures.
func thaiPersonWords(src, localeDir string) ([]string, string, error) {
	dict, err := thaiDictionary(src)
	if err != nil {
		return nil, "", err
	}
	// a personal pronoun is a word ORCHID tags PPRS and a Universal
	// Dependencies lexicon PRON too (that class holds ใคร, "who", อัน, a
	// classifier, and ที่ไหน, "where", as well)
	orchid, ud := map[string]bool{}, map[string]bool{}
	for _, lex := range []struct {
		file, tag string
		set       map[string]bool
	}{{"pos_orchid_unigram.json", "PPRS", orchid}, {"pos_ud_unigram-v0.2.json", "PRON", ud}, {"pos_tud_unigram.json", "PRON", ud}} {
		tags, err := readThaiPOS(src, lex.file)
		if err != nil {
			return nil, "", err
		}
		for w, t := range tags {
			if t == lex.tag {
				lex.set[w] = true
			}
		}
	}
	cand := map[string]bool{}
	for w := range orchid {
		if ud[w] {
			cand[w] = true
		}
	}
	pronouns := len(cand)
	f, err := os.Open(filepath.Join(src, "wordnet_th-synsets.tsv"))
	if err != nil {
		return nil, "", fmt.Errorf("%w (fetch.sh dumps pythainlp==5.4.0's wordnet_th.db word_synset)", err)
	}
	defer f.Close()
	kin := map[string]bool{}
	for _, s := range thaiKinSynsets {
		kin[s] = true
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if id, w, ok := strings.Cut(sc.Text(), "\t"); ok && kin[id] {
			cand[w] = true
		}
	}
	if err := sc.Err(); err != nil {
		return nil, "", err
	}
	// the catalogues are split with the dictionary and these words
	words := map[string]bool{}
	for w := range dict {
		words[w] = true
	}
	for w := range cand {
		words[w] = true
	}
	df, _, err := thaiCatalogueWords(localeDir, words)
	if err != nil {
		return nil, "", err
	}
	var out []string
	written := 0
	for w := range cand {
		if utf8.RuneCountInString(w) < 2 || plateLetters(w) {
			continue
		}
		if df[w] >= 1 {
			fmt.Fprintln(os.Stderr, "thaiperson: the catalogues write", w)
			written++
			continue
		}
		out = append(out, w)
	}
	sort.Strings(out)
	return out, fmt.Sprintf("thaiperson: %d words (%d pronouns of the POS lexicons and %d synsets' lemmas; %d the catalogues write left out)", len(out), pronouns, len(thaiKinSynsets), written), nil
}

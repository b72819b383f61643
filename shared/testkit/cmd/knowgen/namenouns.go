package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
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
	files, err := omwWiktFiles(src)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			return nil, err
		}
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			p := strings.Split(sc.Text(), "\t")
			if len(p) != 3 || p[0] != nameSynset || !strings.HasSuffix(p[1], ":lemma") {
				continue
			}
			if w := strings.TrimSpace(p[2]); caselessWord(w) {
				seen[w] = true
			}
		}
		fh.Close()
		if err := sc.Err(); err != nil {
			return nil, err
		}
	}
	out := make([]string, 0, len(seen))
	for w := range seen {
		out = append(out, w)
	}
	sort.Strings(out)
	return out, nil
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

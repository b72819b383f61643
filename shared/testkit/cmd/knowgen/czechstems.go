package main

import (
	"fmt"
	"strings"

	"glitchtip-mcp/shared/redact/words"
)

// csstem.fuse: the stems of Czech's words (words.CzechKey), which
// inflects each noun in seven cases and each verb in persons and
// participles, so that error text writes forms no frequency list reaches
// (značím, "I mark", stands at wordfreq's 482,217th; skladištní, "of the
// storage", at 187,287th; known2 reads Czech to its 17,000th). The forms
// of wordfreq's csKeyTop most frequent Czech words that hunspell-cs
// accepts, less those the names data holds (deepNamed) and the
// special-category terms, give their keys; a key two forms give is kept,
// since one form alone may be a chance cut. A key that a form the names
// data holds gives too is left out, so a surname's cases stay unknown
// (krejčí, "tailor", is Krejčí: Krejčím stays a name's; novák, dvořák).
// A key is no word, so the names filters are not asked about it: at their
// 7 bits they answer one stranger in 130 (ověř, of ověřit, "verify",
// read without its marks, is the surname Over).
//
// csStemBits: csstem.fuse is asked only about a word with a letter of
// Czech's marks (redact's czechForm), by the stem its ending leaves, never
// by Known: a random ASCII string never reaches it.
const (
	csKeyTop   = 150000
	csStemBits = 11
)

// czechStems returns csstem.fuse's keys and their figures.
func czechStems(src string) (map[string]bool, string, error) {
	list, err := wordfreqList(src, "cs")
	if err != nil {
		return nil, "", err
	}
	var cand []string
	named := map[string]bool{}
	for _, w := range list[:min(len(list), csKeyTop)] {
		if !isWord(w) || !inScript(w, false) || strings.ContainsAny(w, "'-") {
			continue
		}
		if deepNamed(w) {
			k, _ := words.CzechKey(w)
			named[k] = true
			continue
		}
		cand = append(cand, w)
	}
	ok, err := hunspellAccepts("cs_CZ", cand)
	if err != nil {
		return nil, "", err
	}
	special := specialPrefixes(ok)
	seen := map[string]int{}
	spec := 0
	for w := range ok {
		if _, sp := words.Special(w); sp || special(w) != "" {
			spec++
			continue
		}
		if k, _ := words.CzechKey(w); k != w {
			seen[k]++
		}
	}
	out := map[string]bool{}
	left := 0
	for k, n := range seen {
		if n < 2 {
			continue
		}
		if named[k] {
			left++
			continue
		}
		out[k] = true
	}
	return out, fmt.Sprintf("csstem: %d Czech stems of %d forms hunspell-cs accepts among wordfreq's %d most frequent (%d left out as names' stems, %d special-category forms)", len(out), len(ok), csKeyTop, left, spec), nil
}

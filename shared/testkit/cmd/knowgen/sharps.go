package main

import (
	"strings"
)

// sharpSWords are the German words written with ß (Straße, Größe, gemäß,
// Maßnahme) among German's most frequent words. wordfreq's lists are
// case-folded, and folding writes ß as ss, so de_DE refused them as
// wordfreq spells them (strasse, groesse): known.fuse and noun.fuse hold
// almost none. Each ss of a frequent word is tried as ß, in lower case and
// capitalised; a form hunspell accepts is kept, lower-cased, with its ß.
// A capitalised-only form the names data holds (Strauß, Voß) is a family's
// name as often as a noun and stays out, and so does a street's name.
func sharpSWords(src string, names nameSets) (map[string]bool, error) {
	words, err := wordfreqList(src, "de")
	if err != nil {
		return nil, err
	}
	var lower, caps []string
	for _, w := range words[:min(len(words), sharpSTop)] {
		if !isWord(w) || !isLatin(w) || !strings.Contains(w, "ss") {
			continue
		}
		for _, v := range sharpSVariants(w) {
			lower = append(lower, v)
			caps = append(caps, capitalise(v))
		}
	}
	lo, err := hunspellAccepts("de_DE", lower)
	if err != nil {
		return nil, err
	}
	up, err := hunspellAccepts("de_DE", caps)
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for w := range lo {
		out[w] = true
	}
	for w := range up {
		lw := strings.ToLower(w)
		// Strauß, Voß: a name as often as a noun; Hauptstraße,
		// Bahnhofstraße: a street's name, which is part of an address
		if !lo[lw] && names.has(lw) || strings.HasSuffix(lw, "straße") && lw != "straße" {
			continue
		}
		out[lw] = true
	}
	return out, nil
}

// sharpSVariants returns w with one of its first three ss written ß, and
// with all of them: Schlossstraße's forms are few.
func sharpSVariants(w string) []string {
	var out []string
	all := w
	for i, n := 0, 0; n < 3; n++ {
		k := strings.Index(w[i:], "ss")
		if k < 0 {
			break
		}
		k += i
		out = append(out, w[:k]+"ß"+w[k+2:])
		i = k + 2
	}
	if len(out) > 1 {
		all = strings.ReplaceAll(w, "ss", "ß")
		out = append(out, all)
	}
	return out
}

// sharpSTop is how deep in German's wordfreq list words with ß are looked
// for: the frequent ones are what error text writes, and each entry costs
// about two bytes of the bootstrap.
const sharpSTop = 100000

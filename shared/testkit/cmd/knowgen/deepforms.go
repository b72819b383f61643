package main

import (
	"slices"
)

// knownTop is how deep in a wordfreq list other than English's a form that
// is no entry of its language's dictionary stands and is still a key of
// known.fuse. The dictionaries judge wordfreqTop words of each language
// (the nouns, the names and the inflected words are found among all of
// them), but between the 115,000th and the 150,000th word the lists of
// the inflecting languages hold mostly forms of a word that texts use
// once in ten million words (pl letniskowego, ru отданные, uk простежили,
// it appiccarono, nl inzamelingsacties): 113,584 keys, 163 KB of
// known.fuse at 11 bits, which buy the dictionaries of the languages the
// knowledge lacks. A dictionary's entry is kept however deep (ru артикул,
// "SKU", is Russian's 135,213th word: a field's label, and labels are
// written in the entry's form), and so are English's 150,000 words (the
// tail of English's list is the software's words, keysize) and SCOWL's.
const knownTop = 115000

// deepForms returns the words of known (known.fuse's keys) that no list
// of hunspellDicts ranks above knownTop (English's above wordfreqTop),
// SCOWL lacks, and the dictionary of a language whose list ranks them
// deeper gives as no stem of theirs (hunspell -s): a form, not an entry.
func deepForms(src string, known map[string]bool) (map[string]bool, error) {
	english, err := englishWords()
	if err != nil {
		return nil, err
	}
	lists := make([][]string, len(hunspellDicts))
	frequent := map[string]bool{}
	for i, h := range hunspellDicts {
		ws, err := wordfreqList(src, h.lang)
		if err != nil {
			return nil, err
		}
		top := knownTop
		if h.lang == "en" {
			top = wordfreqTop
		}
		lists[i] = ws[:min(len(ws), wordfreqTop)]
		for _, w := range ws[:min(len(ws), top)] {
			frequent[w] = true
		}
	}
	deep := map[string]bool{}
	for w := range known {
		if !frequent[w] && !english[w] {
			deep[w] = true
		}
	}
	entries := map[string]bool{}
	for i, h := range hunspellDicts {
		var cand []string
		for _, w := range lists[i] {
			if deep[w] {
				cand = append(cand, w)
			}
		}
		if len(cand) == 0 {
			continue
		}
		stems, err := hunspellStems(h.dicts, cand)
		if err != nil {
			return nil, err
		}
		for w, ss := range stems {
			if slices.Contains(ss, w) {
				entries[w] = true
			}
		}
	}
	for w := range entries {
		delete(deep, w)
	}
	return deep, nil
}

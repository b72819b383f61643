package main

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// thaicat.fuse: the Thai words of PyThaiNLP's dictionary (words_th.txt,
// CC0) that an entry of the Thai system catalogues writes, one entry
// enough, where known4.fuse took a catalogue's word only from two entries
// and only of sysCatDomains. A word a translator writes in a message and
// the dictionary holds is the template language's, however rare in the
// Thai National Corpus (ส่วนย่อย, "subpart", in Evolution's catalogue;
// known4 reaches the corpus's 1,500 most frequent). The catalogues are
// sysCatDomains and moreCatDomains (GLib, GTK 2, PackageKit, Evolution,
// Pidgin, KContacts…), never the localised benign corpus's held-out ones
// (corpusgen's l10n.py HELD_OUT: apt, dpkg…), nor iso-codes', whose
// words are places. Names of PyThaiNLP's names corpus (CC BY-SA 4.0) are
// left out, and words the redactor knows or splits already.
//
// thaiCatBits: the redactor asks it only about a run of Thai letters, as
// a whole run and as a word of a run's split (redact's knownForm and
// thaiPhraseWords): a Latin word never meets it.
const thaiCatBits = 12

// thaiCatalogueOnce returns thaicat.fuse's words and their figures.
func thaiCatalogueOnce(src string) (map[string]bool, string, error) {
	dict, names, err := thaiDictionaryAndNames(src)
	if err != nil {
		return nil, "", err
	}
	domains := append(append([]string{}, sysCatDomains...), moreCatDomains...)
	df, files, err := catalogueEntryWordsIn("/usr/share/locale", "th", domains, func(t string) []string {
		var ws []string
		for _, run := range strings.FieldsFunc(t, func(r rune) bool { return !unicode.Is(unicode.Thai, r) }) {
			ws = append(ws, thaiSplit(run, dict)...)
		}
		return ws
	})
	if err != nil {
		return nil, "", err
	}
	out := map[string]bool{}
	nn, nk := 0, 0
	for w := range df {
		switch {
		case utf8.RuneCountInString(w) < 2 || plateLetters(w):
		case names[w] || words.ThaiName(w):
			nn++
		case words.Known(w) || words.ThaiPart(w):
			nk++
		default:
			out[w] = true
		}
	}
	return out, fmt.Sprintf("thaicat: %d Thai dictionary words of %d catalogues (%d known already, %d names left out)", len(out), files, nk, nn), nil
}

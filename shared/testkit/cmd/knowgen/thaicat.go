package main

import (
	"fmt"
	"maps"
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
// left out, and words the redactor knows or splits already. The
// dictionary lacks the catalogues' technical loans (บูลีน, "Boolean",
// GLib's): the headwords of PyThaiNLP's Volubilis word list (CC BY-SA
// 4.0) it neither holds nor splits into its words are taken too, from two
// entries and of three letters or more, split out of the catalogues with
// both (of one entry, such a split's piece was as often no word at all:
// ก่อนก, กกา).
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
	split := func(dict map[string]bool) func(string) []string {
		return func(t string) []string {
			var ws []string
			for _, run := range strings.FieldsFunc(t, func(r rune) bool { return !unicode.Is(unicode.Thai, r) }) {
				ws = append(ws, thaiSplit(run, dict)...)
			}
			return ws
		}
	}
	df, files, err := catalogueEntryWordsIn("/usr/share/locale", "th", domains, split(dict))
	if err != nil {
		return nil, "", err
	}
	// บูลีน, "Boolean"; เอนทิตี, "entity": the technical loans the
	// catalogues write are Volubilis's headwords (volubilisWords), not
	// the general dictionary's; split again with them, taken from two
	// entries, as known3 takes a catalogue's word
	vol, err := volubilisWords(src, dict)
	if err != nil {
		return nil, "", err
	}
	both := maps.Clone(dict)
	maps.Copy(both, vol)
	dfv, _, err := catalogueEntryWordsIn("/usr/share/locale", "th", domains, split(both))
	if err != nil {
		return nil, "", err
	}
	nv := 0
	for w, n := range dfv {
		if vol[w] && n >= sysCatMinEntries && utf8.RuneCountInString(w) >= 3 {
			df[w] = n
			nv++
		}
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
	return out, fmt.Sprintf("thaicat: %d Thai dictionary words of %d catalogues, %d of them Volubilis's (%d known already, %d names left out)", len(out), files, nv, nk, nn), nil
}

// volubilisWords returns the one-word Thai entries of PyThaiNLP's
// Volubilis word list (CC BY-SA 4.0), a Thai-English dictionary, that
// words_th.txt (dict) neither holds nor splits wholly into its words (a
// phrase, ไม่|สามารถ, is split so already): its technical loans among
// them (บูลีน, "Boolean"), which the general dictionary lacks.
func volubilisWords(src string, dict map[string]bool) (map[string]bool, error) {
	ls, err := pythainlp(src, "volubilis_words_th.txt")
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, l := range ls {
		if l == "" || dict[l] || strings.IndexFunc(l, func(r rune) bool { return !unicode.Is(unicode.Thai, r) }) >= 0 || strings.Join(thaiSplit(l, dict), "") == l {
			continue
		}
		out[l] = true
	}
	return out, nil
}

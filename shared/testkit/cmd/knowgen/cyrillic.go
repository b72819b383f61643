package main

import (
	"strconv"
	"strings"
	"unicode"
)

// cyrillicProperNouns returns the words of wordfreq's Russian, Ukrainian
// and Greek lists (the most frequent wordfreqTop) that the language's
// hunspell dictionary refuses in lower case and accepts capitalised: the
// proper nouns of those dictionaries (people's names, places,
// organisations), case folded.
func cyrillicProperNouns(src string) (map[string]bool, error) {
	out := map[string]bool{}
	for _, h := range []struct{ lang, dict string }{{"ru", "ru_RU"}, {"uk", "uk_UA"}, {"el", "el_GR"}} {
		words, err := wordfreqList(src, h.lang)
		if err != nil {
			return nil, err
		}
		var cand []string
		for _, w := range words[:min(len(words), wordfreqTop)] {
			if isWord(w) && (isCyrillic(w) || isGreek(w)) {
				cand = append(cand, w)
			}
		}
		lower, err := hunspellAccepts(h.dict, cand)
		if err != nil {
			return nil, err
		}
		var caps []string
		for _, w := range cand {
			if !lower[w] {
				caps = append(caps, capitalise(w))
			}
		}
		proper, err := hunspellAccepts(h.dict, caps)
		if err != nil {
			return nil, err
		}
		for w := range proper {
			out[strings.ToLower(w)] = true
		}
	}
	return out, nil
}

// cyrillicSurnameEndings are the endings of Russian and Ukrainian family
// names (with their case forms: Иванова, Іваненка): a proper noun with one
// is taken as a surname, the others (given names, patronymics, and the
// places the dictionaries list beside them) as given names.
var cyrillicSurnameEndings = []string{
	"ов", "ова", "ову", "овым", "овой", "ева", "ев", "еву", "евым", "евой", "ёв", "ёва", "єв", "єва",
	"ин", "ина", "ину", "иным", "иной", "ын", "ына", "ский", "ская", "ского", "ской", "цкий", "цкая",
	"ський", "ська", "ського", "цький", "цька", "енко", "енка", "чук", "чука", "юк", "юка", "ук", "ука",
	"ишин", "іч", "ович", "евич", "вич",
	// Greek: -όπουλος, -ίδης, -άκης, -ίου and their forms
	"πουλος", "πουλου", "πούλου", "πουλος", "όπουλος", "ίδης", "ίδη", "άκης", "άκη", "ιάδης", "ίου", "άτος",
}

func isGreek(w string) bool {
	for _, r := range w {
		if unicode.Is(unicode.Greek, r) {
			return true
		}
	}
	return false
}

func (n *nameSets) cyrillic(src string) error {
	proper, err := cyrillicProperNouns(src)
	if err != nil {
		return err
	}
	cg, cs := 0, 0
	for w := range proper {
		sur := false
		for _, e := range cyrillicSurnameEndings {
			if strings.HasSuffix(w, e) && len([]rune(w)) > len([]rune(e))+1 {
				sur = true
				break
			}
		}
		if sur {
			cs += n.add(n.surname, w)
		} else {
			cg += n.add(n.given, w)
		}
	}
	n.counts = append(n.counts, "hunspell ru_RU/uk_UA/el_GR proper nouns among wordfreq's words: "+
		itoa(cs)+" surnames (by ending), "+itoa(cg)+" given names (places among them)")
	return nil
}

func itoa(i int) string { return strconv.Itoa(i) }

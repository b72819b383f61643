package main

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The dictionaries of the languages added to the localised corpus later
// (known2.fuse): written apart so that known.fuse, and its false
// positives, stay as they were. Each language's wordfreq list is the small
// one (large for Czech and Swedish), its hunspell dictionary Debian's
// hunspell-xx, top how many of its most frequent words are candidates and
// nameTop how many of them give a name a vote (laterDictionaries):
// the filter costs about 1.65 bytes a word (known2Bits), and 119 KB buys
// about 10,000 new words a language. Romanian's and Indonesian's lists
// reach further (17,000 and 16,000): error text's words stand just past
// 14,000 there (omorâți, sclav, pengulangan), and hunspell accepts fewer
// of their frequent words.
//
// Its fingerprints are known2Bits wide, one more than known.fuse's: Known
// asks it as a fifth filter, and at 12 bits Known still answers a stranger
// yes at under 0.25% (TestKnowledgeFalsePositives).
//
// Arabic and Hebrew are left out: their scripts have no case, so hunspell
// accepting a word in lower case says nothing of names (ar accepts محمد
// and خالد, he_IL יוסף and משה), and the names data holds no names in
// those scripts to take out.
var laterDicts = []struct {
	lang, dicts  string
	top, nameTop int
}{
	{"tr", "tr_TR", 14000, 14000},
	{"cs", "cs_CZ", 15000, 14000},
	{"sv", "sv_SE", 14000, 12000},
	{"hu", "hu_HU", 15000, 14000},
	{"ro", "ro_RO", 17000, 14000},
	{"el", "el_GR", 13000, 13000},
	{"id", "id_ID", 16000, 12000},
}

// laterDictionaries returns the words of laterDicts that known (the other
// dictionaries' words) does not hold: wordfreq's top most frequent words
// of each language that its hunspell dictionary accepts as wordfreq writes
// them, in lower case, as dictionaries does. A word the names data holds
// (deniz, yıldız and aydın are Turkish words and Turkish given names; ion
// and maria are Romanian entries) is kept only when two of these
// languages' dictionaries accept it among their nameTop most frequent
// (the bands they had before top reached further: Indonesian's 15,985th
// word, sami, is no second vote for Czech's sami, a given name); a name
// is held as written, or without its accents by a source that writes
// none (heldAs: zabít, to kill, is no Turkish Zabit; 8 of 8 Czech killall
// prompts were masked), and nomquamgender alone counts for none of the
// languages whose names gender-guesser lists (heldFor); known already answers for the words of the first
// dictionaries.
const known2Bits = 12

// ggCountries are the later languages whose country's given names
// gender-guesser lists (heldFor).
const ggCountries = "tr cs sv hu ro el"

func laterDictionaries(src string, known map[string]bool, names nameSets) (map[string]bool, map[string]int, error) {
	votes := map[string]int{}
	accepted := map[string]map[string]bool{}
	for _, h := range laterDicts {
		words, err := wordfreqList(src, h.lang)
		if err != nil {
			return nil, nil, err
		}
		var cand []string
		band := map[string]bool{}
		for i, w := range words[:min(len(words), h.top)] {
			if h.lang == "el" {
				w = finalSigma(w)
			}
			// hunspell passes words of a script its dictionary does not
			// write: ask each only its own
			if isWord(w) && !known[w] && inScript(w, h.lang == "el") {
				cand = append(cand, w)
				band[w] = i < h.nameTop
			}
		}
		ok, err := hunspellAccepts(h.dicts, cand)
		if err != nil {
			return nil, nil, err
		}
		accepted[h.lang] = ok
		for w := range ok {
			if band[w] {
				votes[w]++
			}
		}
	}
	all := map[string]bool{}
	for _, ok := range accepted {
		for w := range ok {
			all[w] = true
		}
	}
	special := specialPrefixes(all)
	out, perLang := map[string]bool{}, map[string]int{}
	langs := make([]string, 0, len(accepted))
	for _, h := range laterDicts {
		langs = append(langs, h.lang)
	}
	sort.Strings(langs)
	for _, l := range langs {
		for w := range accepted[l] {
			if names.heldFor(w, strings.Contains(ggCountries, l), l == "tr") && votes[w] < 2 {
				perLang["-names"]++
				continue
			}
			if p := special(w); p != "" {
				perLang["-special"]++
				if os.Getenv("KNOWGEN_SHOW_SPECIAL") != "" {
					fmt.Println("known2: special:", l, w, p)
				}
				continue
			}
			if !out[w] {
				out[w] = true
				perLang[l]++
			}
		}
	}
	return out, perLang, nil
}

// specialMin is the shortest special-category term whose words known2
// leaves out; specialStem the shortest whose beginning alone tells one.
const (
	specialMin  = 4
	specialStem = 5
)

// specialPrefixes returns a function that reports the term of specialHand
// (of any category) that w is made of, or "": the term itself (asyl,
// roma), a word beginning with a term of specialStem letters or more, its
// inflections (muslimové, kommunister, cancerul), or a term of
// specialMin letters or more compounded with a word of the languages
// (words) of specialStem or more (asyl|sökande; not haft|anın). Such a word is no more known than it
// was, so a value position still masks it: the lexicon has none of these
// languages' own terms. A short term only begins other words (hafta,
// judecător, sidan), so it counts only where a word follows.
func specialPrefixes(words map[string]bool) func(string) string {
	terms := map[string]bool{}
	for _, list := range specialHand {
		for _, line := range strings.Split(list, "\n") {
			parts := strings.Split(line, "|")
			for _, w := range strings.Fields(parts[0]) {
				if utf8.RuneCountInString(w) >= specialMin {
					terms[w] = true
				}
			}
		}
	}
	return func(w string) string {
		if terms[w] {
			return w
		}
		for i := range w {
			p, rest := w[:i], w[i:]
			if i == 0 || !terms[p] {
				continue
			}
			if utf8.RuneCountInString(p) >= specialStem || utf8.RuneCountInString(rest) >= specialStem && words[rest] {
				return p
			}
		}
		return ""
	}
}

// finalSigma writes a Greek word's last σ as ς: wordfreq folds case as
// Python's casefold does, which writes every sigma σ (τησ, τουσ), and
// hunspell and texts write της, τους.
func finalSigma(w string) string {
	if s, ok := strings.CutSuffix(w, "σ"); ok {
		return s + "ς"
	}
	return w
}

// inScript reports a word of Greek letters (greek) or of Latin ones.
func inScript(w string, greek bool) bool {
	for _, r := range w {
		if unicode.IsLetter(r) && unicode.Is(unicode.Greek, r) != greek {
			return false
		}
		if unicode.IsLetter(r) && !greek && !unicode.Is(unicode.Latin, r) {
			return false
		}
	}
	return true
}

func printLaterDicts(perLang map[string]int) {
	for _, h := range laterDicts {
		fmt.Printf("known2: %s: %d new words of its %d most frequent\n", h.lang, perLang[h.lang], h.top)
	}
	fmt.Printf("known2: left out as people's names in one language only: %d\n", perLang["-names"])
	fmt.Printf("known2: left out as special-category terms: %d\n", perLang["-special"])
}

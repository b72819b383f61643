package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// Trade names: the companies and brands error text names as vendors,
// suppliers and partners (KeyError: 'no price list for Mapfre'). Two kept
// sources:
//
//   - the name-suggestion-index's brands of every category (npm
//     name-suggestion-index, BSD-3-Clause): the brand tag and its
//     spellings in other scripts with capitals (brand:ru Пятёрочка);
//   - the constituents of 20 stock indices (PyPI pytickersymbols, MIT,
//     Wikipedia's lists): whole and without the word that ends a
//     company's name, learnt from the same lists (Deutz AG: deutz).
//
// A name all of whose words the names data holds as given names or
// surnames (Amber, Ann Taylor, Rossmann) is left out: there it is as
// likely a person's, and a person's name must stay masked.
//
// Measured on Mimesis's 12,540 company names of all its locales (a
// measure only: nothing here comes from Mimesis) in a bare value position
// (KeyError: 'no price list for X') and after a business noun (supplier
// X), names lost at 0727d83 5,000 and 788: the tails alone 4,956 and 780
// for no byte; the indices and tails 4,844 and 769 (+5.1 KB); the brands
// 4,781 and 778 (+27.6 KB); both 4,645 and 759 (+32.8 KB). The index's
// operators (27.6 KB more) took back 36 and 1 more: left out. Of 13,603
// Mimesis persons' names in the same positions one more is kept (Hruška,
// a Czech grocer's brand the names data does not hold as a surname).
const (
	tickersVer = "1.17.10"
	tickersDir = "pytickersymbols"
	// tailMin is how many of the indices' names of two words or more must
	// end with a word for it to be read as a company's name's end.
	tailMin = 4
)

// tickerName is a constituent's name in pytickersymbols' indices_data.py
// (a Python literal: single quotes, or double ones around an apostrophe).
var tickerName = regexp.MustCompile(`\{'name': (?:'((?:[^'\\]|\\.)*)'|"([^"]*)"), 'symbol'`)

// tickerCompanies returns the stock indices' constituents, each whole and,
// when its last word ends tailMin names or more, without it; and those
// words, folded and without their dots, as brands.fuse's "tail:" keys
// (Laboratories, Materials, Inc.: tail:laboratories, tail:inc): a word
// that ends that many companies' names is a business word.
func tickerCompanies(src string) (names, tailKeys []string, err error) {
	b, err := os.ReadFile(filepath.Join(src, tickersDir, "indices_data.py"))
	if err != nil {
		return nil, nil, fmt.Errorf("%w (pip download pytickersymbols==%s, unzipped into %s)", err, tickersVer, src)
	}
	set := map[string]bool{}
	for _, m := range tickerName.FindAllSubmatch(b, -1) {
		n := string(m[1]) + string(m[2])
		set[strings.ReplaceAll(n, `\'`, "'")] = true
	}
	tails := map[string]int{}
	for n := range set {
		if f := strings.Fields(n); len(f) > 1 {
			tails[f[len(f)-1]]++
		}
	}
	for n := range set {
		names = append(names, n)
		if f := strings.Fields(n); len(f) > 1 && tails[f[len(f)-1]] >= tailMin {
			names = append(names, strings.Join(f[:len(f)-1], " "))
		}
	}
	keys := map[string]bool{}
	for t, c := range tails {
		if k := strings.ToLower(strings.ReplaceAll(t, ".", "")); c >= tailMin && k != "" {
			keys["tail:"+k] = true
		}
	}
	return names, sortedSet(keys), nil
}

// nsiTradeNames returns the name-suggestion-index's brands of every
// category, with their spellings in the scripts with capitals.
func nsiTradeNames(src string) ([]string, error) {
	cats, err := nsiBrandTags(src)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, items := range cats {
		for _, tags := range items {
			for k, n := range tags {
				if k == "brand" || strings.HasPrefix(k, "brand:") && k != "brand:wikidata" && k != "brand:wikipedia" {
					out = append(out, n)
				}
			}
		}
	}
	return out, nil
}

// tradeKey folds a trade name for brands.fuse, or returns "" for one the
// redactor would never ask about or must not keep: a name not starting
// with a capital (a caseless script's: the redactor asks only about runs
// of capitalised words), and one of names only (Amber, Ann Taylor).
func tradeKey(n string) string {
	r, _ := utf8.DecodeRuneInString(n)
	if !unicode.IsUpper(r) {
		return ""
	}
	k := brandKey(n)
	if utf8.RuneCountInString(k) < 3 {
		return ""
	}
	for _, w := range strings.Fields(k) {
		if !words.GivenName(w) && !words.Surname(w) {
			return k
		}
	}
	return ""
}

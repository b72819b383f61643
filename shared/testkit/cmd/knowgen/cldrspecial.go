package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// The special categories' words of the languages no dictionary of the
// lexicon covers (Thai, Amharic, Bengali, Korean, Azerbaijani ...), and
// those the dictionaries of the others miss (Hungarian terhes, Romanian
// însărcinată, pregnant; Czech křesťanství; deaf and blind in every
// language), are in CLDR's emoji annotations (npm cldr-annotations-full):
// each emoji's name and keywords in about 170 locales, the same emoji in
// each. An emoji aligns a locale's keyword with English's: Azerbaijani
// müsəlman stands on 🕌 ☪ 🕋 as muslim and islam do; Thai ตั้งครรภ์ on the
// pregnant ones. cldrSpecial keeps a locale's keyword of two emoji or
// more when the English keywords whose emoji are most like its own
// (Jaccard, at least cldrMinJaccard) are all lexicon words of one
// category (cldrTerm), it is no word of the picture (the locale's name of
// an emoji whose English name is no category term: Azerbaijani xaç of
// "latın xaçı", the Latin cross; a health keyword no name of its emoji
// holds where an English word of the picture stands on them alone:
// Finnish masu, tummy, on the pregnant ones), none of the cldrCommonRank
// most frequent words of its language or of any other wordfreq lists (a
// health word a name of its emoji holds: of the cldrNamedRank most
// frequent), no word the catalogues write and no name (-only
// cldrspecial); of one emoji, only its name (cldrName); one or two words
// (a longer one is a description: Punjabi ਕ੍ਰਾਸ ਦਾ ਚਿੰਨ੍ਹ, the sign of the
// cross); and the word that a locale's names of a term's emoji share
// (cldrNameWords: the pregnant woman's and the pregnant person's).

// cldrMinJaccard: a keyword aligns with an English one when they share
// three in four of the emoji either stands on (Malayalam കുരിശ്, the
// cross, stands on two of christian's three: the crosses, not the
// church).
const cldrMinJaccard = 0.75

// cldrCommonRank: a keyword among the most frequent words of its language
// is general language there (a word of the picture, or a religion's word
// a text writes in every sense); among another language's, it is that
// language's word too, and the lexicon is looked up in every language
// (Indonesian tuli, deaf, is Finnish for came and fire; Afrikaans doof,
// deaf, German for dull).
const cldrCommonRank = 5000

// cldrNamedRank: a health word that a locale's name of its emoji holds
// (terhes of terhes nő, the pregnant woman) is the person's fact in the
// locale's own words, though frequent (Hungarian terhes is its 3,411th
// word): it is left out only among the 1,000 most frequent, as
// specialdicts.go leaves out a dictionary's translations.
const cldrNamedRank = 1000

// cldrHealthTerms are the lexicon's health words that an emoji stands
// for as a fact of a person; the others English's annotations write are
// the picture's (anatomical heart, sneezing face, cancer the crab and
// the sign, sutures of a needle, the therapist of the health worker).
var cldrHealthTerms = map[string]bool{"pregnant": true, "disability": true, "handicap": true, "menstruation": true,
	"prosthetic": true}

// cldrPersonTerms are English keywords of the emoji of a person's
// disability (the deaf person, the person with a white cane, the person
// in a wheelchair) that English's lexicon leaves out (a blind carbon
// copy; the redactor's hand list holds wheelchair): a health term of the
// alignment, as cldrHealthTerms are.
var cldrPersonTerms = map[string]bool{"deaf": true, "blind": true, "wheelchair": true}

// cldrNotTerms are keywords the alignment takes that are not the
// category's, read by eye: Latin American Spanish señas (signs, of sign
// language) and Ukrainian слух (hearing) stand on the deaf person's three
// emoji alone, and so does Hindi न सुनना (not hearing, not listening);
// Hausa kurma and Basque gorra, deaf, are Turkish for setting up
// (bağlantı kurma) and Spanish for a cap; the pregnant woman's names
// write Latvian stāvoklī (in the state, a system's too) and Arabic حامل
// (the bearer too: حامل البطاقة, the cardholder).
var cldrNotTerms = map[string]bool{"señas": true, "слух": true, "न सुनना": true, "kurma": true, "gorra": true,
	"stāvoklī": true, "حامل": true}

// cldrPlaces are the lexicon's religion words of a pilgrimage or a time
// (the Kaaba's hajj and umrah, Ramadan's crescent): a text names them of
// a date or a journey more than of a person. A house of worship's
// (mosque, masjid, synagogue: the emoji's name in each locale, Thai
// มัสยิด, Hebrew בית כנסת) is taken, as the lexicon holds it in English
// and in its hand list's languages: where somebody prays says what they
// believe.
var cldrPlaces = map[string]bool{"hajj": true, "umrah": true, "ramadan": true}

// cldrSourced are the languages CLDR's words are not taken for: English,
// whose keywords the others align with; Chinese, Cantonese and Japanese,
// which write no spaces between words (the lexicon's words are looked up
// between spaces; the redactor finds those languages' terms inside a run,
// speciallang.go's lists); and Norwegian, whose words of the emoji the
// lexicon holds (gravid) or Danish's give (døv, jøde). Each other
// language a dictionary or GNU Health's translations give the lexicon
// (specialdicts.go, health.go) was checked: CLDR adds words its sources
// miss (German gehörlos, Portuguese muçulmano, Czech těhotenství,
// Swahili muislamu, Hungarian terhes).
var cldrSourced = map[string]bool{"en": true, "zh": true, "yue": true, "ja": true, "no": true, "nb": true, "nn": true,
	"und": true}

// cldrLangs are the languages CLDR's words are taken for: those of
// wide use, those a dictionary covers too (from German on, since session
// 35); a language of few speakers pays the lexicon's bytes for words
// hardly an event writes.
var cldrLangs = map[string]bool{"th": true, "km": true, "lo": true, "my": true, "am": true, "yo": true, "ha": true,
	"zu": true, "bn": true, "ta": true, "te": true, "kn": true, "ml": true, "gu": true, "mr": true, "pa": true, "si": true,
	"ne": true, "ur": true, "fa": true, "hy": true, "mn": true, "kk": true, "uz": true, "az": true, "he": true,
	"ko": true, "ms": true, "fil": true, "ca": true, "eu": true, "gl": true, "ga": true, "cy": true, "et": true, "lv": true,
	"lt": true, "sk": true, "sl": true, "sr": true, "bg": true, "ro": true, "be": true,
	"de": true, "fr": true, "es": true, "it": true, "pt": true, "nl": true, "sv": true, "da": true, "is": true, "fi": true,
	"pl": true, "cs": true, "hu": true, "hr": true, "ru": true, "uk": true, "el": true, "tr": true, "ar": true, "hi": true,
	"id": true, "sw": true, "af": true, "vi": true}

// cldrAnnotations reads a locale's annotations: emoji (without variation
// selectors) → its keywords and its names, in small letters.
func cldrAnnotations(dir, loc string) (map[string][2][]string, error) {
	b, err := os.ReadFile(filepath.Join(dir, loc, "annotations.json"))
	if err != nil {
		return nil, err
	}
	var doc struct {
		Annotations struct {
			Annotations map[string]struct {
				Default []string `json:"default"`
				TTS     []string `json:"tts"`
			} `json:"annotations"`
		} `json:"annotations"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		return nil, fmt.Errorf("%s: %w", loc, err)
	}
	out := map[string][2][]string{}
	for e, a := range doc.Annotations.Annotations {
		e = strings.ReplaceAll(e, "\ufe0f", "")
		var v [2][]string
		for i, l := range [][]string{a.Default, a.TTS} {
			for _, k := range l {
				v[i] = append(v[i], strings.ToLower(strings.TrimSpace(k)))
			}
		}
		out[e] = v
	}
	return out, nil
}

// cldrIndex is each keyword's or name's emoji.
func cldrIndex(a map[string][2][]string) map[string]map[string]bool {
	idx := map[string]map[string]bool{}
	for e, v := range a {
		for _, l := range v {
			for _, k := range l {
				if idx[k] == nil {
					idx[k] = map[string]bool{}
				}
				idx[k][e] = true
			}
		}
	}
	return idx
}

// cldrTerm is the category of an English keyword or name: a lexicon word's
// (health only for cldrHealthTerms and cldrPersonTerms), or, for a name of
// two or three words, the one category of its words (pregnant woman,
// transgender flag); "" for a word of the picture.
func cldrTerm(k string, lex map[string]string) string {
	one := func(w string) string {
		if cldrPersonTerms[w] {
			return words.CategoryHealth
		}
		c, ok := lex[w]
		if !ok || cldrPlaces[w] || c == words.CategoryBiometric || c == words.CategoryHealth && !cldrHealthTerms[w] {
			return ""
		}
		return c
	}
	if c := one(k); c != "" {
		return c
	}
	f := strings.Fields(k)
	if len(f) < 2 || len(f) > 3 {
		return ""
	}
	cat := ""
	for _, w := range f {
		if c := one(w); c != "" {
			if cat != "" && cat != c {
				return ""
			}
			cat = c
		}
	}
	return cat
}

// cldrSpecial returns, word → category, the lexicon's new words of the
// annotations in src/npm-cldr-annotations-full (fetch.sh).
func cldrSpecial(src string, lex map[string]string, langs map[string]bool) (map[string]string, error) {
	dir := filepath.Join(src, "npm-cldr-annotations-full", "package", "annotations")
	en, err := cldrAnnotations(dir, "en")
	if err != nil {
		return nil, fmt.Errorf("%w (fetch.sh: npm pack cldr-annotations-full)", err)
	}
	enIdx := cldrIndex(en)
	enTerm := map[string]string{}
	for k := range enIdx {
		enTerm[k] = cldrTerm(k, lex)
	}
	ranks, err := cldrRanks(src)
	if err != nil {
		return nil, err
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, ent := range ents {
		loc := ent.Name()
		lang, _, _ := strings.Cut(loc, "-")
		if cldrSourced[lang] || !langs[lang] {
			continue
		}
		a, err := cldrAnnotations(dir, loc)
		if err != nil {
			return nil, err
		}
		n := len(out)
		idx := cldrIndex(a)
		shared := cldrNameWords(a, en, enTerm)
		keys := make([]string, 0, len(idx)+len(shared))
		for k := range idx {
			keys = append(keys, k)
		}
		for k := range shared {
			if idx[k] == nil {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		for _, w := range keys {
			es := idx[w]
			if _, held := lex[w]; held || out[w] != "" || cldrNotTerms[w] || !specialDictTerm.MatchString(w) || strings.Count(w, " ") > 1 ||
				utf8.RuneCountInString(w) < 2 || strings.IndexFunc(w, unicode.IsLetter) < 0 {
				continue
			}
			cat, named := "", false
			switch {
			case len(es) > 1:
				cat = cldrAlign(es, en, enIdx, enTerm)
			case len(es) == 1:
				cat = cldrName(w, es, a, en, enTerm)
				named = cat == words.CategoryHealth
			}
			if cat == words.CategoryHealth && len(es) > 1 {
				var holds bool
				named, holds = cldrNamed(w, es, a, en, enTerm)
				if holds && !named && cldrHoldsPicture(es, enIdx, enTerm) {
					cat = "" // Finnish masu, the tummy, of the pregnant ones
				}
			}
			if cat == "" && shared[w] != "" {
				cat, named = shared[w], shared[w] == words.CategoryHealth
			}
			if cat == "" || cldrCommon(w, lang, named, ranks) {
				continue
			}
			if cldrPicture(w, es, a, en, enTerm) ||
				!strings.Contains(w, " ") && (words.Health(w) || words.Template(w) || words.GivenName(w) || words.Surname(w)) {
				continue
			}
			out[w] = cat
		}
		if len(out) > n {
			fmt.Printf("special: cldr %s %d words\n", loc, len(out)-n)
		}
	}
	return out, nil
}

// cldrRanks is, per wordfreq list in src, each of its cldrCommonRank most
// frequent words' rank.
func cldrRanks(src string) (map[string]map[string]int, error) {
	files, err := filepath.Glob(filepath.Join(src, "wordfreq", "data", "*_*.msgpack.gz"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("wordfreq's lists in %s: %v (fetch.sh: pip download wordfreq)", src, err)
	}
	ranks := map[string]map[string]int{}
	for _, f := range files {
		size, lang, _ := strings.Cut(strings.TrimSuffix(filepath.Base(f), ".msgpack.gz"), "_")
		if size != "large" && size != "small" || ranks[lang] != nil {
			continue
		}
		wf, err := wordfreqList(src, lang)
		if err != nil {
			return nil, err
		}
		r := map[string]int{}
		for i, w := range wf[:min(len(wf), cldrCommonRank)] {
			if _, ok := r[w]; !ok {
				r[w] = i
			}
		}
		ranks[lang] = r
	}
	return ranks, nil
}

// cldrCommon reports w among the most frequent words of lang's list
// (cldrNamedRank of them for a named health word, else cldrCommonRank)
// or of another's (cldrCommonRank).
func cldrCommon(w, lang string, named bool, ranks map[string]map[string]int) bool {
	if lang == "hr" || lang == "sr" || lang == "bs" {
		lang = "sh" // wordfreq's Serbo-Croatian
	}
	for l, r := range ranks {
		if i, ok := r[w]; ok && (l != lang || !named || i < cldrNamedRank) {
			return true
		}
	}
	return false
}

// cldrAlign is the one category of the English keywords whose emoji are
// most like es, "" when they are below cldrMinJaccard or an English
// keyword of no category is as like (the pregnant man's belly).
func cldrAlign(es map[string]bool, en map[string][2][]string, enIdx map[string]map[string]bool, enTerm map[string]string) string {
	best, other, cat := 0.0, 0.0, ""
	seen := map[string]bool{}
	for e := range es {
		for _, l := range en[e] {
			for _, k := range l {
				if seen[k] {
					continue
				}
				seen[k] = true
				inter := 0
				for x := range enIdx[k] {
					if es[x] {
						inter++
					}
				}
				j := float64(inter) / float64(len(es)+len(enIdx[k])-inter)
				switch {
				case enTerm[k] == "":
					other = max(other, j)
				case j > best:
					best, cat = j, enTerm[k]
				case j == best && cat != enTerm[k]:
					cat = "-"
				}
			}
		}
	}
	if best < cldrMinJaccard || other >= best || cat == "-" {
		return ""
	}
	return cat
}

// cldrName is the category of w as the locale's name of the one emoji
// of es whose English name is one word of the lexicon (mosque,
// synagogue), or, w one word, a name of one category (cldrTerm) but a
// sign's: a keyword of one emoji aligns with each of its English
// keywords alike (Romanian albastru deschis with the transgender flag's
// light blue as with transgender), its name with its name.
func cldrName(w string, es map[string]bool, a, en map[string][2][]string, enTerm map[string]string) string {
	for e := range es {
		if !slices.Contains(a[e][1], w) {
			continue
		}
		for _, n := range en[e][1] {
			// an English name of two or three words of one category
			// (pregnant woman, deaf man) aligns with a name of
			// one word (Croatian trudnica, Korean 임산부, Sinhala
			// ගැබිණිය: the pregnant woman): a longer one is a
			// description (the Hindu temple's, the pregnant man's)
			if enTerm[n] != "" && (!strings.Contains(n, " ") || !strings.Contains(w, " ")) && !cldrSign(n) {
				return enTerm[n]
			}
		}
	}
	return ""
}

// cldrSign reports an English name of a sign (transgender flag,
// transgender symbol, wheelchair symbol): the locale's one word for it
// is the sign's (Swedish transflagga, Dutch rolstoelsymbool).
func cldrSign(n string) bool {
	return strings.HasSuffix(n, " flag") || strings.HasSuffix(n, " symbol")
}

// cldrNamed reports whether a locale's name of one of es's emoji whose
// English name is a health term's (pregnant woman, deaf man) holds w, a
// word of its stem (cldrStemsIn), and whether es has such an emoji at
// all (the person with a white cane is named for the cane).
func cldrNamed(w string, es map[string]bool, a, en map[string][2][]string, enTerm map[string]string) (named, has bool) {
	for e := range es {
		term := false
		for _, n := range en[e][1] {
			if enTerm[n] == words.CategoryHealth && !cldrSign(n) {
				term = true
			}
		}
		if !term {
			continue
		}
		has = true
		for _, n := range a[e][1] {
			if cldrStemsIn(w, n) {
				return true, true
			}
		}
	}
	return false, has
}

// cldrHoldsPicture reports an English keyword of no category that stands
// on two of es's emoji or more and on no other (belly, bloated: of the
// pregnant ones): a keyword of es may be its word, not the term's.
func cldrHoldsPicture(es map[string]bool, enIdx map[string]map[string]bool, enTerm map[string]string) bool {
	for k, ks := range enIdx {
		if enTerm[k] != "" || len(ks) < 2 {
			continue
		}
		in := true
		for e := range ks {
			if !es[e] {
				in = false
				break
			}
		}
		if in {
			return true
		}
	}
	return false
}

// cldrStemsIn reports each word of w sharing its stem with a word of n,
// in order: the same word but for endings of up to three letters
// (sordera, deafness, of persona sorda; těhotenství of těhotná žena).
func cldrStemsIn(w, n string) bool {
	nw, ww := strings.Fields(n), strings.Fields(w)
	for i := range nw {
		ok := i+len(ww) <= len(nw)
		for j := 0; ok && j < len(ww); j++ {
			ok = cldrSameStem(ww[j], nw[i+j])
		}
		if ok {
			return true
		}
	}
	return false
}

// cldrSameStem reports two words alike but for their last three letters
// or fewer, the same three first.
func cldrSameStem(x, y string) bool {
	a, b := []rune(x), []rune(y)
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	return p == len(a) && p == len(b) || p >= 3 && p >= min(len(a), len(b))-3
}

// cldrNameWords are the words that a locale's names of two words of two
// emoji or more whose English names are one term's (pregnant woman,
// pregnant person; deaf man, deaf woman) share and no name of another
// emoji writes: the term's word, less the person's (Romanian
// însărcinată of femeie însărcinată and persoană însărcinată; femeie
// names the other women too).
func cldrNameWords(a, en map[string][2][]string, enTerm map[string]string) map[string]string {
	group := map[string]string{} // emoji → its English name's term word
	size := map[string]int{}
	for e, v := range en {
		for _, n := range v[1] {
			f := strings.Fields(n)
			if enTerm[n] == "" || len(f) != 2 || cldrSign(n) {
				continue
			}
			for _, w := range f {
				if enTerm[w] != "" && group[e] == "" {
					group[e] = w
					size[w]++
				}
			}
		}
	}
	count := map[string]map[string]int{} // word → term → names
	elsewhere := map[string]bool{}
	for e, v := range a {
		t := group[e]
		for _, n := range v[1] {
			f := strings.Fields(n)
			for _, w := range f {
				if t == "" || len(f) != 2 {
					elsewhere[w] = true
					continue
				}
				if count[w] == nil {
					count[w] = map[string]int{}
				}
				count[w][t]++
			}
		}
	}
	out := map[string]string{}
	for w, ts := range count {
		if elsewhere[w] || len(ts) != 1 {
			continue
		}
		for t, c := range ts {
			if c >= 2 && size[t] >= 2 {
				out[w] = enTerm[t]
			}
		}
	}
	return out
}

// cldrPicture reports a word of the picture: one a locale's name, or a
// longer keyword, of an emoji of es holds where English's names of it are
// no category term (Kannada ಶಿಲುಬೆ of ಲ್ಯಾಟಿನ್ ಶಿಲುಬೆ, the Latin cross;
// star and crescent; the star of David): the picture's word stands on
// the same emoji as the category's (the cross on the crosses and the
// church, as christian does).
func cldrPicture(w string, es map[string]bool, a, en map[string][2][]string, enTerm map[string]string) bool {
	for e := range es {
		term := false
		for _, n := range en[e][1] {
			if enTerm[n] != "" {
				term = true
			}
		}
		if term {
			continue
		}
		for i, l := range a[e] {
			for _, n := range l {
				if (i == 1 || n != w) && strings.Contains(n, w) {
					return true
				}
			}
		}
	}
	return false
}

// addCLDRSpecial rewrites outDir's special.txt and special.flate with
// cldrSpecial's words added (-only cldrspecial).
func addCLDRSpecial(outDir, src string) error {
	lex, err := readLexicon(outDir)
	if err != nil {
		return err
	}
	add, err := cldrSpecial(src, lex, cldrLangs)
	if err != nil {
		return err
	}
	return addToLexicon(outDir, lex, add)
}

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
// lexicon covers (Thai, Amharic, Bengali, Korean, Azerbaijani ...) are
// in CLDR's emoji annotations (npm cldr-annotations-full): each emoji's
// name and keywords in about 170 locales, the same emoji in each. An
// emoji aligns a locale's keyword with English's: Azerbaijani müsəlman
// stands on 🕌 ☪ 🕋 as muslim and islam do; Thai ตั้งครรภ์ on the
// pregnant ones. cldrSpecial keeps a locale's keyword of two emoji or
// more when the English keywords whose emoji are most like its own (Jaccard, at least
// cldrMinJaccard) are all lexicon words of one category (cldrTerm),
// it is no word of the picture (the locale's name of an emoji whose
// English name is no category term: Azerbaijani xaç of "latın xaçı", the
// Latin cross), none of its language's cldrCommonRank most frequent
// words, no word the catalogues write and no name (-only cldrspecial);
// of one emoji, only its name (cldrName); one or two words (a longer one
// is a description: Punjabi ਕ੍ਰਾਸ ਦਾ ਚਿੰਨ੍ਹ, the sign of the cross).

// cldrMinJaccard: a keyword aligns with an English one when they share
// three in four of the emoji either stands on (Malayalam കുരിശ്, the
// cross, stands on two of christian's three: the crosses, not the
// church).
const cldrMinJaccard = 0.75

// cldrCommonRank: a keyword among its language's most frequent words is
// general language there (a word of the picture, or a religion's word a
// text writes in every sense).
const cldrCommonRank = 5000

// cldrHealthTerms are the lexicon's health words that an emoji stands
// for as a fact of a person; the others English's annotations write are
// the picture's (anatomical heart, sneezing face, cancer the crab and
// the sign, sutures of a needle, the therapist of the health worker).
var cldrHealthTerms = map[string]bool{"pregnant": true, "disability": true, "handicap": true, "menstruation": true,
	"prosthetic": true}

// cldrPlaces are the lexicon's religion words of a pilgrimage or a time
// (the Kaaba's hajj and umrah, Ramadan's crescent): a text names them of
// a date or a journey more than of a person. A house of worship's
// (mosque, masjid, synagogue: the emoji's name in each locale, Thai
// มัสยิด, Hebrew בית כנסת) is taken, as the lexicon holds it in English
// and in its hand list's languages: where somebody prays says what they
// believe.
var cldrPlaces = map[string]bool{"hajj": true, "umrah": true, "ramadan": true}

// cldrSourced are the languages a dictionary or GNU Health's translations
// already give the lexicon (specialdicts.go, health.go): CLDR's words are
// taken for the others only.
var cldrSourced = map[string]bool{"en": true, "de": true, "fr": true, "es": true, "it": true, "pt": true, "sv": true,
	"tr": true, "uk": true, "vi": true, "zh": true, "yue": true, "ja": true, "ar": true, "el": true, "af": true,
	"cs": true, "fi": true, "hi": true, "hr": true, "hu": true, "id": true, "nl": true, "no": true, "nb": true,
	"nn": true, "pl": true, "ru": true, "sw": true, "is": true, "und": true}

// cldrLangs are the languages CLDR's words are taken for: those of
// wide use that no dictionary or GNU Health's translations give the
// lexicon (specialdicts.go, health.go; Georgian is GNU Health's); a language of few speakers pays
// the lexicon's bytes for words hardly an event writes.
var cldrLangs = map[string]bool{"th": true, "km": true, "lo": true, "my": true, "am": true, "yo": true, "ha": true,
	"zu": true, "bn": true, "ta": true, "te": true, "kn": true, "ml": true, "gu": true, "mr": true, "pa": true, "si": true,
	"ne": true, "ur": true, "fa": true, "hy": true, "mn": true, "kk": true, "uz": true, "az": true, "he": true,
	"ko": true, "ms": true, "fil": true, "ca": true, "eu": true, "gl": true, "ga": true, "cy": true, "et": true, "lv": true,
	"lt": true, "sk": true, "sl": true, "sr": true, "bg": true, "ro": true, "be": true}

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
// (health only for cldrHealthTerms), or, for a name of two or three words,
// the one category of its words (pregnant woman, transgender flag); ""
// for a word of the picture.
func cldrTerm(k string, lex map[string]string) string {
	one := func(w string) string {
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
func cldrSpecial(src string, lex map[string]string) (map[string]string, error) {
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
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, ent := range ents {
		loc := ent.Name()
		lang, _, _ := strings.Cut(loc, "-")
		if cldrSourced[lang] || !cldrLangs[lang] {
			continue
		}
		a, err := cldrAnnotations(dir, loc)
		if err != nil {
			return nil, err
		}
		common := map[string]bool{}
		if wf, err := wordfreqList(src, lang); err == nil {
			for _, w := range wf[:min(len(wf), cldrCommonRank)] {
				common[w] = true
			}
		}
		n := len(out)
		idx := cldrIndex(a)
		keys := make([]string, 0, len(idx))
		for k := range idx {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, w := range keys {
			es := idx[w]
			if _, held := lex[w]; held || out[w] != "" || common[w] || !specialDictTerm.MatchString(w) || strings.Count(w, " ") > 1 ||
				utf8.RuneCountInString(w) < 2 || strings.IndexFunc(w, unicode.IsLetter) < 0 {
				continue
			}
			cat := ""
			if len(es) > 1 {
				cat = cldrAlign(es, en, enIdx, enTerm)
			} else {
				cat = cldrName(w, es, a, en, enTerm)
			}
			if cat != "" && !cldrPicture(w, es, a, en, enTerm) {
				if !strings.Contains(w, " ") && (words.Health(w) || words.Template(w) || words.GivenName(w) || words.Surname(w)) {
					continue
				}
				out[w] = cat
			}
		}
		if len(out) > n {
			fmt.Printf("special: cldr %s %d words\n", loc, len(out)-n)
		}
	}
	return out, nil
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
// synagogue), or, w one word, a name of one category (cldrTerm): a keyword of one emoji aligns with each of its English
// keywords alike (Romanian albastru deschis with the transgender flag's
// light blue as with transgender), its name with its name.
func cldrName(w string, es map[string]bool, a, en map[string][2][]string, enTerm map[string]string) string {
	for e := range es {
		if !slices.Contains(a[e][1], w) {
			continue
		}
		for _, n := range en[e][1] {
			// an English name of two or three words of one category
			// (pregnant woman, transgender flag) aligns with a name of
			// one word (Croatian trudnica, Korean 임산부, Sinhala
			// ගැබිණිය: the pregnant woman): a longer one is a
			// description (the Hindu temple's, the pregnant man's)
			if enTerm[n] != "" && (!strings.Contains(n, " ") || !strings.Contains(w, " ")) {
				return enTerm[n]
			}
		}
	}
	return ""
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
	add, err := cldrSpecial(src, lex)
	if err != nil {
		return err
	}
	return addToLexicon(outDir, lex, add)
}

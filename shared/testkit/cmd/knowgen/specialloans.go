package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// The special categories' words are mostly international loans wherever
// a language has no word of its own: Russian депрессия, Greek
// ντεπρεσιόν, Tamil டயாபடீஸ், Malay and Tagalog kanser, homoseksual,
// katolik. healthLoans finds the everyday conditions' in five scripts and
// writes them into health.fuse; specialLoans finds the words of every
// category of the hand-written lexicon that has loans (health, religion,
// orientation, politics, union, immigration, ethnicity) in every list
// wordfreq ships but those of the lexicon's own languages and of the
// scripts whose words are not between spaces, and adds them to
// special.txt with their category (-only specialloans).

// loanSkipLangs are wordfreq's lists specialLoans does not read: the
// hand-written lexicon's own languages (en, de, fr, es) and Chinese and
// Japanese, whose words stand inside runs without spaces; Hebrew, whose
// transliteration writes y for a vowel and a consonant alike (דימיינתי,
// "I imagined", dymyynty, has dementia's sounds); and Tamil,
// whose transliteration drops the vowels its letters carry unwritten
// (கேன்சர், cancer, kencr): on consonants alone its native words met
// conditions' more often than its loans did.
var loanSkipLangs = map[string]bool{"en": true, "de": true, "fr": true, "es": true, "zh": true, "ja": true, "he": true, "ta": true}

// loanCategories are the categories whose hand-written words are loans
// in other languages (homosexual, catholic, communist, deportation);
// criminal records and biometrics are said with each language's own
// words (судимость, sabıka).
var loanCategories = map[string]bool{words.CategoryHealth: true, "religion": true, "sex-life": true, "politics": true,
	"union": true, "immigration": true, "ethnicity": true}

// loanAlphabets are the scripts that write every vowel and tell v from
// b (Latin, Cyrillic, Greek, Armenian): a loan there keeps its source's consonants
// and vowels (депрессия, depressiia; kanser), so a word is matched on
// loanStrictKey and loanVowelsSame, which native words meet by chance
// far less than the looser key of the scripts whose transliteration
// merges or drops vowels (Finnish kaukaisen, "distant", has caucasian's
// k-k-s-n and vowels of its classes; Russian девятых, "ninth", has
// diabetic's d-v-t-k, which the loose key reads as d-b-t-k).
var loanAlphabets = []*unicode.RangeTable{unicode.Latin, unicode.Cyrillic, unicode.Greek, unicode.Armenian}

// loanStrictSounds are loanSounds less v and w as b, and with zh, the
// Cyrillic ж, no z (жаркому, "hot", zharkomu, is no sarcoma).
var loanStrictSounds = strings.NewReplacer("zh", "Z", "j'", "z", "'", "", "sch", "sk", "ph", "f", "th", "t", "ch", "k", "x", "ks", "q", "k",
	"ce", "se", "ci", "si", "cy", "sy", "c", "k", "z", "s", "j", "s", "w", "v", "h", "")

// loanStrictKey is loanKey with v and w kept apart from b.
func loanStrictKey(w string) string { return soundSkeleton(loanStrictSounds, w) }

// loanVowelFold writes alike the vowels English spells two ways.
var loanVowelFold = strings.NewReplacer("ae", "e", "oe", "e", "y", "i")

// loanVowelsSame reports a transliteration whose runs of vowels are the
// English word's, but the last, which is the loan's ending (анорексия,
// anoreksiia: a o e iia; anorexia: a o e ia).
func loanVowelsSame(tr, en string) bool {
	a := loanVowels.FindAllString(loanVowelFold.Replace(loanStrictSounds.Replace(strings.ToLower(tr))), -1)
	b := loanVowels.FindAllString(loanVowelFold.Replace(loanStrictSounds.Replace(en)), -1)
	if len(a) != len(b) {
		return false
	}
	for i := 0; i+1 < len(a); i++ {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// loanAbjadLangs are wordfreq's lists in the Arabic script that write
// prepositions and pronouns apart (Persian, Urdu): a word of theirs is
// matched on its consonants alone (loanSkeleton), since the script
// writes few vowels, when they are loanAbjadMin or more and it writes a
// long vowel's letter (Urdu ڈپریشن, dpryshn, d-p-r-s-n, depression;
// کمونیست, kmwnyst, communist). Arabic and Hebrew glue one-letter
// prepositions and articles to a word, whose consonants then meet a
// loan's (Arabic كمنصات, "as platforms", k-m-n-s-t, communist; Hebrew
// נרכשת, "acquired", anarchist's n-r-k-s-t): their loans are left to
// healthLoans' vowel rule.
var loanAbjadLangs = map[string]bool{"fa": true, "ur": true}

// loanAbjadMin is the fewest consonants an abjad's word is matched on.
const loanAbjadMin = 5

// loanAbjadVowels are the letters an abjad's transliteration writes for
// its long vowels.
var loanAbjadVowels = strings.NewReplacer("w", "u", "y", "i")

// loanSkeleton is a word's consonants alone, as loanKey sounds them
// (kmwnyst: k-m-n-s-t); abjad writes an abjad's transliteration.
func loanSkeleton(w string, abjad bool) string {
	if abjad {
		w = loanAbjadVowels.Replace(strings.ToLower(w))
	}
	return strings.ReplaceAll(loanKey(w), "V", "")
}

// specialLoans returns, word → category, the words of wordfreq's lists
// (all but loanSkipLangs) past their cognateCommonRank most frequent
// whose transliteration (anyascii; a Latin-script word as it is written)
// sounds like a hand-written word of loanCategories (loanKey, with
// loanVowelsAgree), as healthLoans matches them, followed by up to
// loanMaxEnding letters of a case ending; less a word lex or health.fuse
// holds, a word the names data holds (as written or transliterated:
// kristian, a Christian and a man), a word the catalogues write, and a
// source word whose key starts with a common English word's of no
// category (republican: republic's республика|н; democrat: democratic's
// demokratik, democracy's демократ|ия).
func specialLoans(src string, lex map[string]string) (map[string]string, error) {
	en, english, err := loanSources(src)
	if err != nil {
		return nil, err
	}
	hand := specialHandLexicon()
	// the keys of common English words of no category: a source word
	// whose key one of them starts (republic|an, democrat|ic) has loans
	// that are the general word's forms
	var general [][2]string
	for _, w := range en[:min(len(en), healthCommonRank)] {
		if _, ok := hand[w]; !ok && isASCIIWord(w) && len(w) >= 5 {
			if _, ok := lex[w]; !ok {
				general = append(general, [2]string{w, loanKey(w)})
			}
		}
	}
	type source struct{ en, cat string }
	loose, strict, skel := map[string][]source{}, map[string][]source{}, map[string][]source{}
	// the hand-written words, and in the scripts that write every vowel
	// (strict), ICD-10-CM's words of a condition's ending too
	// (loanConditionEndings): there a loan keeps its source's sounds
	// whole (гепатит, psoriaza), elsewhere only an everyday word's are
	// told from native words; ICD-10-CM's other words are anatomy's and
	// chemistry's as much (antigen, ventilator, fructose), whose loans
	// are everyday words
	sources := map[string]string{}
	for w, c := range lex {
		if c == words.CategoryHealth && !strings.Contains(w, " ") && conditionEnding(w) {
			sources[w] = c
		}
	}
	for w, c := range hand {
		sources[w] = c
	}
	for w, c := range sources {
		_, everyday := hand[w]
		if !loanCategories[c] || !english[w] || strings.Contains(w, " ") || !isASCIIWord(w) || generalRoot[w] ||
			c == words.CategoryHealth && careWord(cognateKey(w)) || words.GivenName(w) || words.Surname(w) {
			continue
		}
		// a plural's s is no sound of the loan's (cancers: Polish
		// kanciarz, a swindler), whose own plural is its ending
		if _, ok := sources[strings.TrimSuffix(w, "s")]; ok && strings.HasSuffix(w, "s") {
			continue
		}
		k := loanKey(w)
		if len(k) < loanMinKey || loanConsonants(k) < loanMinConsonants || generalPrefix(w, k, general) {
			continue
		}
		sk := loanStrictKey(w)
		strict[sk] = append(strict[sk], source{w, c})
		if !everyday {
			continue
		}
		loose[k] = append(loose[k], source{w, c})
		if sk := loanSkeleton(w, false); len(sk) >= loanAbjadMin {
			skel[sk] = append(skel[sk], source{w, c})
		}
	}
	out := map[string]string{}
	match := func(l string, cand []string) error {
		tr, err := transliterate(src, cand)
		if err != nil {
			return err
		}
		exact := map[string]string{}
		for i, w := range cand {
			if lw := strings.ToLower(w); words.Template(lw) {
				// a word the catalogues write, and its forms, are
				// software's: Italian disabilita, "disables", has
				// disability's sounds
				continue
			}
			switch {
			case loanAbjadLangs[l]:
				if !strings.ContainsAny(tr[i], "aiuwy") {
					break
				}
				for _, s := range skel[loanSkeleton(tr[i], true)] {
					exact[w] = s.cat
				}
			case strings.ContainsFunc(w, func(r rune) bool { return unicode.In(r, loanAlphabets...) }):
				for _, s := range strict[loanStrictKey(tr[i])] {
					if loanVowelsSame(tr[i], s.en) {
						exact[w] = s.cat
					}
				}
			default:
				for _, s := range loose[loanKey(tr[i])] {
					if loanVowelsAgree(tr[i], s.en) {
						exact[w] = s.cat
					}
				}
			}
		}
		n := len(out)
		for i, w := range cand {
			rs := []rune(w)
			for e := 0; e <= loanMaxEnding && e < len(rs); e++ {
				c, ok := exact[string(rs[:len(rs)-e])]
				if !ok {
					continue
				}
				lw := strings.ToLower(w)
				if _, held := lex[lw]; held || words.Health(lw) || words.Template(lw) || words.GivenName(lw) || words.Surname(lw) ||
					words.GivenName(strings.ToLower(tr[i])) || words.Surname(strings.ToLower(tr[i])) {
					break
				}
				out[lw] = c
				break
			}
		}
		fmt.Printf("special: %s %d loans\n", l, len(out)-n)
		return nil
	}
	for _, l := range wordfreqLangs(src) {
		if loanSkipLangs[l] {
			continue
		}
		wf, err := wordfreqList(src, l)
		if err != nil {
			return nil, err
		}
		var cand []string
		for _, w := range wf[min(len(wf), cognateCommonRank):] {
			if strings.ContainsAny(w, " \t\n0123456789") || !strings.ContainsFunc(w, unicode.IsLetter) {
				continue
			}
			cand = append(cand, w)
		}
		if err := match(l, cand); err != nil {
			return nil, err
		}
	}
	// the languages wordfreq has no list of, by their hunspell
	// dictionaries' entries in small letters (a base form each: the
	// ending rule finds what other entries decline)
	for _, d := range loanDicts {
		cand, err := dicEntries("/usr/share/hunspell/" + d + ".dic")
		if err != nil {
			return nil, err
		}
		if err := match(d, cand); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// loanDicts are the hunspell dictionaries (fetch.sh's Debian packages) of
// languages wordfreq has no list of: Afrikaans, Belarusian, Bosnian,
// Estonian, Basque, Galician, Gujarati, Croatian, Armenian, Kazakh,
// Malayalam, Mongolian, Nepali, Sinhala, Serbian, Swahili, Telugu, Uzbek.
var loanDicts = []string{"af_ZA", "be_BY", "bs_BA", "et_EE", "eu", "gl_ES", "gu_IN", "hr_HR", "hy_AM", "kk_KZ", "ml_IN", "mn_MN",
	"ne_NP", "si_LK", "sr_RS", "sw_TZ", "te_IN", "uz_UZ"}

// dicEntries returns a hunspell dictionary's entries in small letters
// without their flags; an ISO 8859-1 dictionary's decoded, another 8-bit
// one's entries in ASCII only.
func dicEntries(path string) ([]string, error) {
	aff, err := os.ReadFile(strings.TrimSuffix(path, ".dic") + ".aff")
	if err != nil {
		return nil, err
	}
	set := ""
	for _, l := range strings.Split(string(aff), "\n") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(l), "SET "); ok {
			set = strings.TrimSpace(v)
			break
		}
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []string
	for i, l := range strings.Split(string(b), "\n") {
		if i == 0 {
			continue
		}
		w, _, _ := strings.Cut(strings.TrimRight(l, "\r"), "/")
		w, _, _ = strings.Cut(w, "\t")
		switch {
		case set == "ISO8859-1":
			rs := make([]rune, len(w))
			for j := 0; j < len(w); j++ {
				rs[j] = rune(w[j])
			}
			w = string(rs)
		case set != "" && set != "UTF-8" && strings.IndexFunc(w, func(r rune) bool { return r >= utf8.RuneSelf }) >= 0:
			continue
		}
		if w == "" || w != strings.ToLower(w) || !utf8.ValidString(w) || strings.ContainsAny(w, " .0123456789") ||
			!strings.ContainsFunc(w, unicode.IsLetter) {
			continue
		}
		out = append(out, w)
	}
	return out, nil
}

// loanConditionEndings are the Greek and Latin endings that name a
// condition in English and in the languages that borrow its words:
// inflammation (-itis), a disease state (-osis, -iasis), a tumour (-oma),
// the blood's (-emia), a disease (-pathy), paralysis (-plegia), pain
// (-algia), a discharge (-rrhea), a lack (-penia), the urine's (-uria).
var loanConditionEndings = []string{"itis", "osis", "iasis", "oma", "emia", "aemia", "pathy", "plegia", "algia", "rrhea", "rrhoea", "penia", "uria"}

// conditionEnding reports a word of a condition's ending.
func conditionEnding(w string) bool {
	for _, e := range loanConditionEndings {
		if strings.HasSuffix(w, e) && len(w) > len(e)+2 {
			return true
		}
	}
	return false
}

// generalPrefix reports a source word w (key k) that a common English
// word of no category starts, or whose key such a word's key starts:
// republican (republic), democrat (democratic).
func generalPrefix(w, k string, general [][2]string) bool {
	for _, g := range general {
		if g[0] == w {
			continue
		}
		if strings.HasPrefix(g[0], w) || strings.HasPrefix(w, g[0]) || len(g[1]) >= loanMinKey && strings.HasPrefix(k, g[1]) {
			return true
		}
	}
	return false
}

// wordfreqLangs are the languages of wordfreq's lists in src, sorted.
func wordfreqLangs(src string) []string {
	files, _ := filepath.Glob(filepath.Join(src, "wordfreq", "data", "*_*.msgpack.gz"))
	seen := map[string]bool{}
	var out []string
	for _, f := range files {
		b := filepath.Base(f)
		l := strings.TrimSuffix(b[strings.IndexByte(b, '_')+1:], ".msgpack.gz")
		if len(l) > 3 || seen[l] { // _chinese_mapping: no list
			continue
		}
		{
			seen[l] = true
			out = append(out, l)
		}
	}
	sort.Strings(out)
	return out
}

// addSpecialLoans rewrites outDir's special.txt and special.flate with
// specialLoans' words added, and specialcountry.txt (-only specialloans).
func addSpecialLoans(outDir, src string) error {
	p := filepath.Join(outDir, "special.txt")
	b, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	lex := lexiconOf(string(b))
	loans, err := specialLoans(src, lex)
	if err != nil {
		return err
	}
	for _, w := range sortedKeys(loans) {
		lex[w] = loans[w]
		fmt.Println("  +", w, loans[w])
	}
	// a loan a country's name writes (Catalan islàmica: República
	// Islàmica de l'Iran) names the state beside a country's word:
	// writeSpecialLexicon rewrites specialcountry.txt too
	return writeSpecialLexicon(outDir, lex, len(loans))
}

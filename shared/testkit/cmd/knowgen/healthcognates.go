package main

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// cognateLangs are the languages GNU Health translates no ICD-10 title
// into whose words for conditions are mostly the international ones of
// Greek and Latin roots, spelled their own way (anoreksja, szkizofrénia,
// schizofrenie, epilepsi, skleroosi): a word of the language's wordfreq
// list whose spelling folds (cognateKey) to a condition word's of ICD-10
// (English, or a translation GNU Health ships) is that condition's, in
// the forms the language writes it (skizofréniával, anoreksji). Italian,
// which GNU Health translates a little, is left out: its common verbs
// fold to the everyday conditions (influenzare, to influence: influenza).
var cognateLangs = []string{"pl", "cs", "sk", "hu", "tr", "fi", "nl", "sv", "da", "nb", "ro", "sl"}

// generalRoot are the hand-written health words whose root is a general
// word in the languages read: influence (influenssa, influenser),
// forecast (prognózis, prognoza), striking (Romanian pregnant).
var generalRoot = map[string]bool{"influenza": true, "prognosis": true, "pregnant": true}

// cognateDicts are the hunspell dictionaries (fetch.sh's Debian
// packages) whose entries are read beside wordfreq's list, for the
// condition names a short list lacks (Hungarian's and Turkish's are
// wordfreq's small ones): an entry is the base form (skizofrénia,
// astımlı), the list's words the forms in use.
var cognateDicts = map[string]string{"cs": "cs_CZ", "hu": "hu_HU", "tr": "tr_TR", "nl": "nl_NL", "ro": "ro_RO", "sv": "sv_SE"}

// cognateDicEnding is the longest ending after the stem of a
// dictionary's entry: an entry is a base form, and a longer tail is a
// derivation or a compound's other word (granulometric, methadonbus).
const cognateDicEnding = 3

// cognateMinStem is the shortest folded stem a cognate of an ICD-10
// title's word is matched on: shorter stems (miliar, mikrot) meet
// ordinary words of another language (miliard, mikrotubuly); an everyday
// condition's hand-written word is matched on one letter less when it
// has a condition's ending (anorexia: anorex; lithium's litium is the
// batteries' too).
const cognateMinStem = 7

// cognateEnglishRank: a word among this many most frequent of English
// is no cognate, whatever list it is in (morphing, a loan in Swedish's).
const cognateEnglishRank = 50000

// cognateCommonRank: a word among this many most frequent of its own
// language is general language there, whatever it folds to. Lower than
// healthCommonRank: the stems are conditions' already, and a condition's
// name is a common word of a language that writes it (skizofreni,
// depresyon); nor is a word left out for being common in another
// language (Italian schizofrenia is Polish's too).
const cognateCommonRank = 5000

// cognateMaxEnding is the longest case or derivational ending, in
// letters, after the stem a word is matched on (-ával, -ową, -iin).
const cognateMaxEnding = 5

// cognateFold maps the spellings languages give the same Greek and
// Latin sounds to one: sch/sz/ch, ph/f, th/t, x/ks, c/k/z/s, y/i/j,
// w/v, and doubled letters to one (sclerosis, skleroza, szklerózis,
// skleroosi all fold to sklerosis).
var cognateFold = strings.NewReplacer("sch", "sk", "ph", "f", "th", "t", "rh", "r", "ch", "k", "cz", "c", "sz", "s", "ks", "x",
	"x", "x", "c", "k", "z", "s", "y", "i", "j", "i", "w", "v", "ae", "e", "oe", "e", "ou", "u")

// cognatePlain maps the letters with marks of the Latin-script languages
// read to their plain letters (ł, ı, ő, ş, ž), ß and æ to two.
var cognatePlain = func() *strings.Replacer {
	var pairs []string
	for _, g := range strings.Fields("aáàâäãåāă cćčç dďđ eéèêëěęē gğ iíìîïī lĺľł nńňñ oóòôöõőø rŕř sśšşș tťţț uúùûüůűū yýÿ zźżž iı") {
		for _, r := range g[1:] {
			pairs = append(pairs, string(r), g[:1])
		}
	}
	return strings.NewReplacer(append(pairs, "ß", "ss", "æ", "ae", "œ", "oe")...)
}()

// cognateKey folds a lower-case word: its letters with marks made plain
// (cognatePlain), then cognateFold, then doubled letters made single. It
// returns "" for a word with a letter outside plain Latin after that.
func cognateKey(w string) string {
	p := cognatePlain.Replace(w)
	for i := 0; i < len(p); i++ {
		if p[i] < 'a' || p[i] > 'z' {
			return ""
		}
	}
	k := cognateFold.Replace(p)
	out := make([]byte, 0, len(k))
	for i := 0; i < len(k); i++ {
		if i > 0 && k[i] == k[i-1] {
			continue
		}
		out = append(out, k[i])
	}
	return string(out)
}

// conditionMorphemes end, folded, the Greek and Latin names of
// conditions (-itis, -osis, -oma, -emia, -pathy, -phobia, -plegia,
// -trophy, -algia, -mania, -phrenia, -ism, -ia): an ICD-10 title's other
// words (placenta, ventral, fructose) name anatomy and substances.
var conditionMorphemes = [...]string{"itis", "osis", "asis", "oma", "omas", "emia", "pati", "fobia", "plegia", "trofi", "algia", "mania", "frenia", "ism", "isme", "ismus", "ia"}

// conditionShaped reports a folded key ending in a conditionMorphemes.
func conditionShaped(k string) bool {
	for _, m := range conditionMorphemes {
		if strings.HasSuffix(k, m) {
			return true
		}
	}
	return false
}

// careMorphemes are in the folded names of care rather than of a
// condition: psychiatry, therapy, therapist, rehabilitation, dialysis.
// A hospital's software names its departments and services in its
// templates (moduł psychiatrii jest niedostępny), where the word says
// nothing of anyone.
var careMorphemes = [...]string{"iatr", "terap", "rehab", "dialis"}

// careWord reports a folded key holding a careMorphemes.
func careWord(k string) bool {
	for _, m := range careMorphemes {
		if strings.Contains(k, m) {
			return true
		}
	}
	return false
}

// cognateStem is a folded key less its final vowels, the ending the
// languages spell differently (schizophrenia, schizofrenie, şizofreni).
func cognateStem(k string) string {
	return strings.TrimRight(k, "aeiou")
}

// healthCognates returns, for each of cognateLangs, the words of its
// wordfreq list past its cognateCommonRank most frequent whose folded key
// is a condition word's stem (sources: ICD-10's titles' words, those with
// a condition's ending, and the hand-written everyday conditions) followed
// by at most cognateMaxEnding letters, less English's cognateEnglishRank
// most frequent words and the words the committed filters know as the
// catalogues', technical, code words or people's names. KNOWGEN_COGNATES,
// if set, names a file the list is written to for review.
func healthCognates(src string, sources []string) ([]string, error) {
	stems := map[string]bool{}
	for _, w := range sources {
		k := cognateKey(w)
		if st := cognateStem(k); len(st) >= cognateMinStem && conditionShaped(k) {
			stems[st] = true
		}
		if st := morphemeStem(k); len(st) >= cognateMinStem {
			stems[st] = true
		}
	}
	en, err := wordfreqList(src, "en")
	if err != nil {
		return nil, err
	}
	english, anyEnglish := map[string]bool{}, map[string]bool{}
	for i, w := range en[:min(len(en), cognateEnglishRank)] {
		english[w] = i < healthCommonRank
		anyEnglish[w] = true
	}
	unstem := func(w string) {
		k := cognateKey(w)
		for e := 0; e <= cognateMaxEnding && e < len(k); e++ {
			delete(stems, cognateStem(k[:len(k)-e]))
		}
	}
	// a stem a common English word folds to is general language
	// (frequent, periodic): left out
	for w, c := range english {
		if c {
			unstem(w)
		}
	}
	// the everyday conditions the lexicon's hand-written part names,
	// less generalRoot's
	// (diabetes, depression, epilepsy) are matched however common in
	// English
	for w, c := range specialHandLexicon() {
		k := cognateKey(w)
		if st := cognateStem(k); c == "health" && !careWord(k) && (len(st) >= cognateMinStem || len(st) == cognateMinStem-1 && conditionShaped(k)) && !generalRoot[w] {
			stems[st] = true
		}
	}
	for w, c := range specialHandLexicon() {
		k := cognateKey(w)
		if st := morphemeStem(k); c == "health" && len(st) >= cognateMinStem && !generalRoot[w] {
			stems[st] = true
		}
	}
	set := map[string]bool{}
	if err := cyrillicCognates(src, anyEnglish, stems, set); err != nil {
		return nil, err
	}
	for _, l := range append(append([]string{}, cognateLangs...), healthOnlyLangs...) {
		n := len(set)
		err := cognateWords(src, l, anyEnglish, func(w, k string, maxEnding int) {
			for e := 0; e <= maxEnding && e < len(k); e++ {
				if stems[cognateStem(k[:len(k)-e])] {
					set[w] = true
					return
				}
			}
		})
		if err != nil {
			return nil, err
		}
		fmt.Printf("health: %s %d cognates of condition words\n", l, len(set)-n)
	}
	out := make([]string, 0, len(set))
	for w := range set {
		out = append(out, w)
	}
	sort.Strings(out)
	if p := os.Getenv("KNOWGEN_COGNATES"); p != "" {
		_ = os.WriteFile(p, []byte(strings.Join(out, "\n")+"\n"), 0o644)
	}
	return out, nil
}

// cognateWords calls each with every word of language l that may spell an
// English word its own way: wordfreq's list past its cognateCommonRank most
// frequent, then the hunspell dictionary's entries in small letters that
// are not among those (with fewer letters of ending allowed, since a
// dictionary's entry is a stem), less English words, words shorter than a
// stem, and the words the templates, technical terms, code and names data
// hold; k is the word's folded key, maxEnding how many letters of it may be
// an ending.
func cognateWords(src, l string, anyEnglish map[string]bool, each func(w, k string, maxEnding int)) error {
	wf, err := wordfreqList(src, l)
	if err != nil {
		return err
	}
	frequent := map[string]bool{}
	for _, w := range wf[:min(len(wf), cognateCommonRank)] {
		frequent[w] = true
	}
	listed := len(wf)
	if dic := cognateDicts[l]; dic != "" {
		ls, err := lines("/usr/share/hunspell/" + dic + ".dic")
		if err != nil {
			return err
		}
		for _, e := range ls[1:] {
			w, _, _ := strings.Cut(e, "/")
			w, _, _ = strings.Cut(w, "\t")
			if w != "" && w == strings.ToLower(w) && !frequent[w] {
				wf = append(wf, w) // past the frequent ones
			}
		}
	}
	for i, w := range wf {
		if i < cognateCommonRank || anyEnglish[w] || utf8.RuneCountInString(w) < cognateMinStem {
			continue
		}
		k := cognateKey(w)
		if k == "" || words.Template(w) || words.Tech(w) || words.Code(w) || words.GivenName(w) || words.Surname(w) {
			continue
		}
		maxEnding := cognateMaxEnding
		if i >= listed {
			maxEnding = cognateDicEnding
		}
		each(w, k, maxEnding)
	}
	return nil
}

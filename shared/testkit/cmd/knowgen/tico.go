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

// The Translation Initiative for COVID-19 (TICO-19, 2020) published
// Facebook's COVID-19 glossary: 364 English terms, each translated by
// professional translators into 87 languages, one term a line in each
// language's file (neulab/covid19-datashare's
// parallel/terminologies/fb_covid-19/revised, CC0). Among its terms are
// the conditions a person has that the lexicon's most frequent English
// words name (diabetes, HIV, AIDS, measles, pneumonia, influenza,
// Ebola), in languages no wordnet or dictionary here reaches: Amharic
// የስኳር በሽታ, Sinhala දියවැඩියාව, Xhosa isifo seswekile, Hausa ciwon
// sukari, Somali cudurka macaanka, Khmer ជម្ងឺទឹកនោមផ្អែម, Tamil நீரிழிவு
// நோய். -only specialtico takes, for each English term that is a word of
// omwSynsets' source synsets, its translations, with the tests the
// wordnets' lemmas pass (omwSpecial): letters and up to three words, four
// letters at least, no frequent word of any wordfreq list (omwCommon:
// Pashto شکر, sugar, Persian's too), no catalogue's or technical word and
// no person's name, and no word another language's dictionary and
// wordfreq list hold (omwDropOthers: Afrikaans vigs, AIDS, is Swedish
// vigs, married). A note in brackets is left out (Urdu ایڈز (…)), and so
// is an acronym (Azerbaijani SPİD, AIDS, is Italy's SPID, its citizens'
// login, in small letters; Kazakh ЖҚТБ).
// Session 44.

// ticoGeneral are source terms whose translations the glossary gives
// as the languages' word for a cold (Yoruba òtútù, Kazakh тұмау,
// Mongolian томуу, Xhosa umkhuhlane, a fever): general language.
var ticoGeneral = map[string]bool{"influenza": true, "flu": true}

// ticoDir is where the glossary's files are under -src (fetch.sh).
const ticoDir = "tico/parallel/terminologies/fb_covid-19/revised"

// ticoNote is a translator's note in brackets.
var ticoNote = regexp.MustCompile(`\s*[(（][^)）]*[)）]`)

// ticoSpecial returns, word → category, the glossary's translations to
// add to lex (see the file's comment).
func ticoSpecial(src string, lex map[string]string) (map[string]string, error) {
	syn, err := omwSynsets(src, lex)
	if err != nil {
		return nil, err
	}
	wn, err := readWordNet("/usr/share/wordnet", "noun", "adj")
	if err != nil {
		return nil, err
	}
	terms := map[string]string{} // an English term → its category
	for k, s := range syn {
		if s.kind || wn[k] == nil {
			continue
		}
		for _, w := range wn[k].words {
			w = strings.ToLower(strings.ReplaceAll(w, "_", " "))
			if lex[w] == s.cat && !ticoGeneral[w] {
				terms[w] = s.cat
			}
		}
	}
	dir := filepath.Join(src, ticoDir)
	en, err := ticoLines(filepath.Join(dir, "covid-19.lex.en_XX"))
	if err != nil {
		return nil, fmt.Errorf("%w (fetch.sh: covid19-datashare)", err)
	}
	files, err := filepath.Glob(filepath.Join(dir, "covid-19.lex.*"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	ranks, err := cldrRanks(src)
	if err != nil {
		return nil, err
	}
	lists, err := omwLists(src)
	if err != nil {
		return nil, err
	}
	out, ownLang := map[string]string{}, map[string]string{}
	for _, f := range files {
		loc := strings.TrimPrefix(filepath.Ext(f), ".")
		if loc == "en_XX" || strings.HasSuffix(loc, "_rom") {
			continue // English, and Arabic or Hindi written in Latin letters
		}
		lines, err := ticoLines(f)
		if err != nil {
			return nil, err
		}
		if len(lines) != len(en) {
			fmt.Printf("special: tico %s left out: %d lines, English %d\n", loc, len(lines), len(en))
			continue // Dutch's file of an earlier list, not aligned
		}
		n := len(out)
		for i, t := range en {
			c, ok := terms[strings.ToLower(t)]
			if !ok {
				continue
			}
			orig := strings.TrimSpace(ticoNote.ReplaceAllString(lines[i], ""))
			w := strings.ToLower(orig)
			if omwAcronym(strings.ReplaceAll(orig, "İ", "I")) {
				continue // Azerbaijani SPİD, AIDS: in small letters Italy's SPID, a login
			}
			if w == strings.ToLower(t) || lex[w] != "" || out[w] != "" || !specialDictTerm.MatchString(w) ||
				utf8.RuneCountInString(w) < omwMinRunes || strings.Count(w, " ") > 2 || omwCommon(w, "", ranks) {
				continue
			}
			if !strings.Contains(w, " ") && (words.Template(w) || words.Tech(w) || words.GivenName(w) || words.Surname(w) || words.Health(w)) {
				continue
			}
			out[w] = c
			ownLang[w], _, _ = strings.Cut(loc, "_")
			if os.Getenv("KNOWGEN_TICO") != "" {
				fmt.Printf("tico\t%s\t%s\t%s\n", loc, t, w)
			}
		}
		if len(out) > n {
			fmt.Printf("special: tico %s %d words\n", loc, len(out)-n)
		}
	}
	// Afrikaans vigs, AIDS, is Swedish vigs, married
	if err := omwDropOthers(out, ownLang, lists); err != nil {
		return nil, err
	}
	return out, nil
}

// ticoLines returns a glossary file's lines.
func ticoLines(f string) ([]string, error) {
	b, err := os.ReadFile(f)
	if err != nil {
		return nil, err
	}
	return strings.Split(strings.TrimRight(string(b), "\n"), "\n"), nil
}

// addSpecialTICO rewrites outDir's special.txt and special.flate with
// ticoSpecial's words added (-only specialtico).
func addSpecialTICO(outDir, src string) error {
	return addSpecialFrom(outDir, src, ticoSpecial)
}

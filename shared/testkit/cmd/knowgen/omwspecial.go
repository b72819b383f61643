package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// Most of the special categories' misses are in languages none of the
// lexicon's sources writes (Georgian, Armenian, Swahili, Tamil, Estonian,
// Icelandic, Kyrgyz: session 40's and 41's miss audits), and FreeDict has
// no dictionary of theirs. The Open Multilingual Wordnet's Wiktionary
// wordnets (omw-data's wns/wikt, CC BY-SA: Bond and Foster 2013) file
// Wiktionary's translations of English words under WordNet 3.0's synsets,
// in some 1,000 languages: -only specialomw takes, in each, the lemmas of
// the synsets whose English word the lexicon holds as a category's
// (omwSynsets: pregnant, diabetes, refugee, convict), where every synset
// the language files the lemma under is such a one (Georgian ორსული is
// pregnant alone; a lemma filed under a general sense too, a word of
// general language, is not taken), as specialdicts.go takes a
// translation only when every English headword it stands under is a
// lexicon word. Like the dictionaries' words, a lemma is none of the
// cldrCommonRank most frequent words of any wordfreq list, no catalogue's
// or technical word and no person's name, of letters and up to three
// words (omwCommon), and none of
// specialDictGeneral's English words is a source. The languages read are
// those CLDR annotates (omwLangs). Session 41: +6 open health values and
// +2 held out for about 2,500 bytes of special.flate. Session 43: the
// synsets of the lexicon's health acronyms too, which the closures leave
// out (HIV, AIDS: Swahili VVU, UKIMWI; Armenian ՄԻԱՎ; a lemma written in
// capitals may be three letters), less a lemma another language writes
// as a word of its own (omwOtherDicts): 35 words, +6 open health values,
// 298 bytes.

// omwWikt is where omw-data's Wiktionary wordnets are under -src
// (fetch.sh: the repository at a pinned commit, wns/wikt alone).
const omwWikt = "omw-data/wns/wikt"

// omwSourceRank: a synset is a source when an English word of it the
// lexicon holds is among English's this many most frequent (wordfreq):
// the conditions and states text names of people most (pregnant,
// diabetes, refugee), whose words in the other languages pay the bytes.
const omwSourceRank = 20000

// omwSourcedRank is omwSourceRank for omwSourced's languages: their
// dictionaries and hand lists give their words for the frequent English
// ones already, and their Wiktionary lemmas of the most frequent synsets
// fill what those miss (Romanian diabet, Ukrainian самогубство, German
// Selbstmord) for few bytes (session 41: 84 words, 461 bytes; session
// 43: omwSourceRank, 214 words more, Russian туберкулёз, Ukrainian
// біженець, Japanese アルコール依存症: 195 words, 1,049 bytes).
const omwSourcedRank = omwSourceRank

// omwSourced are the languages whose words the lexicon takes from a
// dictionary, GNU Health's translations or a hand list already
// (specialdicts.go, health.go, healthcognates.go: German, French,
// Spanish, Italian, Portuguese, Russian, Polish, Czech, Turkish, Greek,
// Arabic, Hindi ...): their Wiktionary lemmas are taken of the most
// frequent synsets alone (omwSourcedRank). "eng" is English's, the
// sources', never read.
var omwSourced = map[string]bool{"eng": true, "deu": true, "fra": true, "spa": true, "ita": true, "por": true, "rus": true,
	"pol": true, "ces": true, "tur": true, "ell": true, "arb": true, "hin": true, "afr": true, "bul": true, "fin": true,
	"hbs": true, "hrv": true, "hun": true, "ind": true, "nld": true, "nob": true, "nno": true, "swe": true, "swa": true,
	"cym": true, "gle": true, "lit": true, "isl": true, "slv": true, "dan": true, "kur": true, "slk": true, "ron": true,
	"ukr": true, "jpn": true, "cmn": true}

// omwLangs returns the Wiktionary wordnets' languages (ISO 639-3) read:
// those CLDR annotates (its annotations' locales under -src, by their
// ISO 639-1 code where iso-codes gives one), the languages software is
// translated into; a classical, constructed or small language (Latin,
// Volapük, Navajo, Jèrriais) pays the lexicon's bytes for words no event
// writes. English is not read.
func omwLangs(src string) (map[string]bool, error) {
	two, err := alpha2s()
	if err != nil {
		return nil, err
	}
	ents, err := os.ReadDir(filepath.Join(src, "npm-cldr-annotations-full", "package", "annotations"))
	if err != nil {
		return nil, fmt.Errorf("%w (fetch.sh: npm pack cldr-annotations-full)", err)
	}
	cldr := map[string]bool{}
	for _, e := range ents {
		l, _, _ := strings.Cut(e.Name(), "-")
		cldr[l] = true
	}
	out := map[string]bool{}
	for a3, a2 := range two {
		if a3 != "eng" && (cldr[a3] || a2 != "" && cldr[a2]) {
			out[a3] = true
		}
	}
	return out, nil
}

// omwMinRunes is the shortest lemma taken, in letters: two-letter words
// of one language are another's (and the lexicon looks no two-letter
// word up alone).
const omwMinRunes = 4

// omwSynsets returns the WordNet 3.0 synsets (wnKey) of the lexicon's
// English words, each word's first sense, with the word's category: the
// closures' words (wordNetCategories) that lex holds and that are no
// general word (specialDictGeneral).
func omwSynsets(src string, lex map[string]string) (map[string]omwSynset, error) {
	cats, _, _, err := wordNetCategories("/usr/share/wordnet")
	if err != nil {
		return nil, err
	}
	first, _, err := readWordNetSenses("/usr/share/wordnet", "noun", "adj")
	if err != nil {
		return nil, err
	}
	en, err := wordfreqList(src, "en")
	if err != nil {
		return nil, err
	}
	rank := map[string]int{}
	for i, w := range en[:min(len(en), omwSourceRank)] {
		if _, ok := rank[w]; !ok {
			rank[w] = i
		}
	}
	out := map[string]omwSynset{}
	// the lexicon's health acronyms, which wordNetCategories leaves out
	// (most acronyms are a program's too): WordNet's noun synsets that
	// write one as a lemma (HIV, AIDS, PTSD) are conditions whatever the
	// closures hold, and their lemmas elsewhere are as sure (Swahili VVU,
	// UKIMWI; Armenian ՄԻԱՎ)
	wn, err := readWordNet("/usr/share/wordnet", "noun")
	if err != nil {
		return nil, err
	}
	for k, s := range wn {
		for _, w := range s.words {
			lw := strings.ToLower(w)
			r, common := rank[lw]
			if omwAcronym(w) && lex[lw] == words.CategoryHealth && common {
				if old, seen := out[k]; !seen || r < old.rank {
					out[k] = omwSynset{cat: lex[lw], rank: r}
				}
			}
		}
	}
	for w := range cats {
		c, ok := lex[w]
		r, common := rank[w]
		if !ok || !common || specialDictGeneral[w] || len(first[w]) == 0 {
			continue
		}
		for _, k := range first[w] {
			if omwInstance(wn[k]) {
				continue // a named one (German Jude's first English sense, St. Jude): no category's concept
			}
			if old, seen := out[k]; !seen || r < old.rank {
				out[k] = omwSynset{cat: c, rank: r}
			}
		}
	}
	// a kind of a source's condition (pulmonary tuberculosis, consumption,
	// of tuberculosis), a hyponym WordNet files under it: a lemma filed
	// there too is no word of general language for it, though the
	// hyponym's own English words are (consumption), so no source either
	for k, s := range wn {
		if _, src := out[k]; src {
			continue
		}
		for _, p := range s.ptrs {
			if sy, ok := out[p.target]; ok && !sy.kind && (p.sym == "@" || p.sym == "@i") && sy.cat == words.CategoryHealth {
				out[k] = omwSynset{kind: true}
				break
			}
		}
	}
	return out, nil
}

// omwSynset is a source synset's category and the rank of its most
// frequent English word the lexicon holds.
type omwSynset struct {
	cat  string
	rank int
	kind bool // a hyponym of a health source: its lemmas are not general, nor taken for it
}

// omwKey is a wnKey for an OMW synset id (00024996-a, 14052046-n): ""
// for a verb's or an adverb's.
func omwKey(id string) string {
	off, pos, ok := strings.Cut(id, "-")
	if !ok || pos != "n" && pos != "a" && pos != "s" {
		return ""
	}
	return wnKey(pos, off)
}

// omwWiktFiles returns the Wiktionary wordnets' files under src, sorted.
func omwWiktFiles(src string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(src, omwWikt, "wn-wikt-*.tab"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("no Wiktionary wordnets under %s: %v (fetch.sh: omw-data)", filepath.Join(src, omwWikt), err)
	}
	sort.Strings(files)
	return files, nil
}

// omwSpecial returns, lemma → category, the lemmas of the Wiktionary
// wordnets under src to add to lex (see the file's comment).
func omwSpecial(src string, lex map[string]string) (map[string]string, error) {
	syn, err := omwSynsets(src, lex)
	if err != nil {
		return nil, err
	}
	files, err := omwWiktFiles(src)
	if err != nil {
		return nil, err
	}
	full, err := omwFullFiles(src)
	if err != nil {
		return nil, err
	}
	files = append(files, full...)
	langs, err := omwLangs(src)
	if err != nil {
		return nil, err
	}
	ranks, err := cldrRanks(src)
	if err != nil {
		return nil, err
	}
	two, err := alpha2s()
	if err != nil {
		return nil, err
	}
	lists, err := omwLists(src)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	ownLang := map[string]string{} // a lemma taken → its language
	for _, f := range files {
		lang := omwFileLang(f)
		if !langs[lang] {
			continue
		}
		cats, ranks1, general, acr, err := omwLemmas(f, syn)
		if err != nil {
			return nil, err
		}
		if !strings.HasPrefix(filepath.Base(f), "wn-wikt-") {
			acr = nil // omwFullFiles': no acronym of three letters (Catalan HTA, a file's extension)
		}
		n := len(out)
		for _, w := range sortedKeys(cats) {
			c := cats[w]
			if general[w] || c == "" || omwSourced[lang] && ranks1[w] >= omwSourcedRank || lex[w] != "" || out[w] != "" || !specialDictTerm.MatchString(w) ||
				utf8.RuneCountInString(w) < omwMinRunes && !(acr[w] && utf8.RuneCountInString(w) == omwMinRunes-1) || strings.Count(w, " ") > 2 || omwCommon(w, lang, ranks) {
				continue
			}
			if !strings.Contains(w, " ") && (words.Template(w) || words.Tech(w) || words.GivenName(w) || words.Surname(w) || words.Health(w)) {
				continue
			}
			ownLang[w] = two[lang]
			out[w] = c
			if os.Getenv("KNOWGEN_OMW") != "" {
				fmt.Printf("omw\t%s\t%s\t%s\n", lang, w, c)
			}
		}
		if len(out) > n {
			fmt.Printf("special: omw %s %d words\n", lang, len(out)-n)
		}
	}
	// Russian and Belarusian write ё as е in most text (туберкулез): a
	// lemma with ё is taken in that spelling too, unless a language's
	// frequent word or the lexicon's already
	for _, w := range sortedKeys(out) {
		if e := strings.ReplaceAll(w, "ё", "е"); e != w && lex[e] == "" && out[e] == "" && !omwCommon(e, "", ranks) {
			out[e] = out[w]
			ownLang[e] = ownLang[w]
		}
	}
	addBasqueForms(out, ownLang, lex, ranks)
	if err := omwDropOthers(out, ownLang, lists); err != nil {
		return nil, err
	}
	return out, nil
}

// omwDropOthers deletes from out (and ownLang) each word another
// language's dictionary and wordfreq list hold (omwOtherDicts).
func omwDropOthers(out, ownLang map[string]string, lists map[string]map[string]bool) error {
	for _, d := range omwOtherDicts {
		// hunspellAccepts, but none accepted is this test's usual answer
		cmd := exec.Command("hunspell", "-d", d.dict, "-G", "-i", "UTF-8")
		cmd.Stdin = strings.NewReader(strings.Join(sortedKeys(ownLang), "\n") + "\n")
		res, err := cmd.Output()
		if err != nil {
			return fmt.Errorf("hunspell -d %s: %w (fetch.sh installs the dictionaries)", d.dict, err)
		}
		ok := map[string]bool{}
		for _, w := range strings.Fields(string(res)) {
			ok[w] = true
		}
		for w, own := range ownLang {
			if own != d.lang && ok[w] && lists[d.lang][w] {
				fmt.Printf("special: omw %s left out, a word of %s\n", w, d.lang)
				delete(out, w) // Bulgarian СПИН, AIDS, is Russian спин, spin
				delete(ownLang, w)
			}
		}
	}
	return nil
}

// omwOtherDicts are the hunspell dictionaries (fetch.sh installs them) of
// the languages a lemma, an acronym's above all, written small as the
// lexicon asks it, may be a word of: a lemma is left out where another
// language than its own writes it, as its wordfreq list holds it and its
// dictionary accepts it (dictionaries()' test of a language's word):
// Bulgarian СПИН, AIDS, is Russian спин, spin; Afrikaans vigs, AIDS,
// Swedish vigs, is married.
var omwOtherDicts = []struct{ lang, dict string }{
	{"en", "en_US"}, {"de", "de_DE"}, {"fr", "fr_FR"}, {"es", "es_ES"}, {"it", "it_IT"}, {"pt", "pt_PT"},
	{"nl", "nl_NL"}, {"pl", "pl_PL"}, {"ru", "ru_RU"}, {"uk", "uk_UA"}, {"bg", "bg_BG"}, {"cs", "cs_CZ"},
	{"da", "da_DK"}, {"el", "el_GR"}, {"hr", "hr_HR"}, {"hu", "hu_HU"}, {"id", "id_ID"}, {"nb", "nb_NO"},
	{"ro", "ro_RO"}, {"sv", "sv_SE"}, {"tr", "tr_TR"}, {"ar", "ar"},
}

// omwLemmas reads one Wiktionary wordnet: each lemma (lower case) of a
// synset of syn with that synset's category ("" where two categories
// meet), the lemmas filed under any other synset too, and those
// Wiktionary writes in capitals alone (omwAcronym).
func omwLemmas(file string, syn map[string]omwSynset) (cats map[string]string, rank map[string]int, general, acr map[string]bool, err error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	defer f.Close()
	cats, rank, general, acr = map[string]string{}, map[string]int{}, map[string]bool{}, map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		fs := strings.Split(sc.Text(), "\t")
		if len(fs) < 3 || strings.HasPrefix(fs[0], "#") || !strings.HasSuffix(fs[1], ":lemma") {
			continue
		}
		w := strings.ToLower(strings.TrimSpace(fs[2]))
		if omwAcronym(strings.TrimSpace(fs[2])) {
			acr[w] = true
		}
		sy, ok := syn[omwKey(fs[0])]
		if !ok {
			general[w] = true
			continue
		}
		if sy.kind {
			continue
		}
		c := sy.cat
		if old, seen := cats[w]; seen && old != c {
			c = ""
		}
		cats[w] = c
		if r, seen := rank[w]; !seen || sy.rank < r {
			rank[w] = sy.rank
		}
	}
	return cats, rank, general, acr, sc.Err()
}

// omwLists returns every word of each wordfreq list under src (its
// ISO 639-1 code → its words), for omwOtherDicts' test.
func omwLists(src string) (map[string]map[string]bool, error) {
	files, err := filepath.Glob(filepath.Join(src, "wordfreq", "data", "*_*.msgpack.gz"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("wordfreq's lists in %s: %v (fetch.sh: pip download wordfreq)", src, err)
	}
	out := map[string]map[string]bool{}
	for _, f := range files {
		size, lang, _ := strings.Cut(strings.TrimSuffix(filepath.Base(f), ".msgpack.gz"), "_")
		if size != "large" && size != "small" || out[lang] != nil {
			continue
		}
		wf, err := wordfreqList(src, lang)
		if err != nil {
			return nil, err
		}
		set := map[string]bool{}
		for _, w := range wf {
			set[w] = true
		}
		out[lang] = set
	}
	return out, nil
}

// omwAcronym reports a word written in capital letters alone, two or
// more (HIV, VVU, ВИЧ, ՄԻԱՎ): an acronym, which a language writes as
// one word however short; the lexicon takes an acronym of three
// letters, a word of one language's writing (omwMinRunes) too short
// for any other.
func omwAcronym(w string) bool {
	n := 0
	for _, r := range w {
		if !unicode.IsUpper(r) {
			return false
		}
		n++
	}
	return n >= 2
}

// omwCommon reports a lemma among the cldrCommonRank most frequent words
// of a wordfreq list: general language somewhere, whatever Wiktionary
// files it under. In omwSourced's languages a phrase is, too, when each
// of its words is (Russian в положении, "in the position", a euphemism
// of pregnant and a switch's state): their dictionaries give the
// conditions' own words, and Wiktionary adds the euphemisms; elsewhere a
// phrase is taken whole, as languages that write a syllable a word
// (Vietnamese tiểu đường, diabetes; bệnh sốt rét, malaria) write every
// condition's name of frequent syllables.
func omwCommon(w, lang string, ranks map[string]map[string]int) bool {
	common := func(x string) bool {
		for _, r := range ranks {
			if _, ok := r[x]; ok {
				return true
			}
		}
		return false
	}
	if common(w) {
		return true
	}
	if !omwSourced[lang] || !strings.Contains(w, " ") {
		return false
	}
	for _, x := range strings.Fields(w) {
		if !common(x) {
			return false
		}
	}
	return true
}

// addSpecialOMW rewrites outDir's special.txt and special.flate with
// omwSpecial's lemmas added (-only specialomw).
func addSpecialOMW(outDir, src string) error {
	lex, err := readLexicon(outDir)
	if err != nil {
		return err
	}
	add, err := omwSpecial(src, lex)
	if err != nil {
		return err
	}
	return addToLexicon(outDir, lex, add)
}

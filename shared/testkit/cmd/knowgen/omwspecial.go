package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
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
// +2 held out for about 2,500 bytes of special.flate.

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
// Selbstmord) for few bytes (session 41: 84 words, 461 bytes).
const omwSourcedRank = 6000

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
	for w := range cats {
		c, ok := lex[w]
		r, common := rank[w]
		if !ok || !common || specialDictGeneral[w] || len(first[w]) == 0 {
			continue
		}
		for _, k := range first[w] {
			if old, seen := out[k]; !seen || r < old.rank {
				out[k] = omwSynset{c, r}
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
	langs, err := omwLangs(src)
	if err != nil {
		return nil, err
	}
	ranks, err := cldrRanks(src)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, f := range files {
		lang := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "wn-wikt-"), ".tab")
		if !langs[lang] {
			continue
		}
		cats, ranks1, general, err := omwLemmas(f, syn)
		if err != nil {
			return nil, err
		}
		n := len(out)
		for _, w := range sortedKeys(cats) {
			c := cats[w]
			if general[w] || c == "" || omwSourced[lang] && ranks1[w] >= omwSourcedRank || lex[w] != "" || out[w] != "" || !specialDictTerm.MatchString(w) ||
				utf8.RuneCountInString(w) < omwMinRunes || strings.Count(w, " ") > 2 || omwCommon(w, lang, ranks) {
				continue
			}
			if !strings.Contains(w, " ") && (words.Template(w) || words.Tech(w) || words.GivenName(w) || words.Surname(w) || words.Health(w)) {
				continue
			}
			out[w] = c
			if os.Getenv("KNOWGEN_OMW") != "" {
				fmt.Printf("omw\t%s\t%s\t%s\n", lang, w, c)
			}
		}
		if len(out) > n {
			fmt.Printf("special: omw %s %d words\n", lang, len(out)-n)
		}
	}
	return out, nil
}

// omwLemmas reads one Wiktionary wordnet: each lemma (lower case) of a
// synset of syn with that synset's category ("" where two categories
// meet), and the lemmas filed under any other synset too.
func omwLemmas(file string, syn map[string]omwSynset) (cats map[string]string, rank map[string]int, general map[string]bool, err error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, nil, nil, err
	}
	defer f.Close()
	cats, rank, general = map[string]string{}, map[string]int{}, map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		fs := strings.Split(sc.Text(), "\t")
		if len(fs) < 3 || strings.HasPrefix(fs[0], "#") || !strings.HasSuffix(fs[1], ":lemma") {
			continue
		}
		w := strings.ToLower(strings.TrimSpace(fs[2]))
		sy, ok := syn[omwKey(fs[0])]
		if !ok {
			general[w] = true
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
	return cats, rank, general, sc.Err()
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

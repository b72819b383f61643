package main

import (
	"bufio"
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

// A person who writes to a service names the people around them (my
// mother is in hospital, mon ex refuse de rendre les enfants, Mamma vet
// ikke, mąż pracuje na nocki); a program's message never does. The
// redactor's hand list of such words (inperson.go's kinWords) held 26, in
// eight languages. -only kinwords.txt takes, in every language CLDR
// annotates (omwLangs), the lemmas the Open Multilingual Wordnet's
// Wiktionary wordnets (omw-data's wns/wikt, CC BY-SA) file under the
// first WordNet 3.0 sense of kinEnglish's words, where the language files
// the lemma under no other synset but people's (French père is a priest
// too: taken; German Mutter is a nut too: left out), written as one word of letters, of
// kinMinRunes or more. Left out too: a lemma among the cldrCommonRank most
// frequent words of a wordfreq list of a language that does not file it
// under these senses but under another (Finnish oma, "own", is Dutch and
// German grandmother), or among its kinCommonRank most frequent
// (Indonesian apa, "what", is Hungarian's father; Spanish ante), and a catalogue's or a technical word (Portuguese mãe
// is pasta mãe, a parent folder, too). A kin word that the names data
// holds as well (mamma, mor) is taken: where it stands, in a person's
// message, it is a person either way.

// kinWordsF is the list's file (words.KinWord).
const kinWordsF = "kinwords.txt"

// kinEnglish are the English words for the people around a writer: kin
// by blood and by marriage, a partner, a former spouse, a neighbour.
// Their first WordNet sense is the synset whose lemmas are taken.
var kinEnglish = []string{"mother", "father", "mom", "dad", "husband", "wife", "spouse", "son", "daughter",
	"brother", "sister", "sibling", "grandmother", "grandfather", "grandparent", "grandchild", "granddaughter",
	"grandson", "aunt", "uncle", "niece", "nephew", "cousin", "mother-in-law", "father-in-law", "son-in-law",
	"daughter-in-law", "stepmother", "stepfather", "stepson", "stepdaughter", "ex-husband", "ex-wife",
	"boyfriend", "girlfriend", "fiance", "fiancee", "neighbor"}

// kinSyllabic are the languages that write each syllable apart, whose
// kin words are syllables of other words (Vietnamese chú, uncle, is the
// chú of ghi chú, a note): left out.
var kinSyllabic = map[string]bool{"vie": true}

// kinCommonRank: a lemma among this many most frequent words of another
// language's wordfreq list is left out even where that language's
// wordnet does not file it (Indonesian apa, "what", Spanish ante: words
// no wordnet lists); past it, only where that wordnet files it under
// another sense (Finnish oma, "own"), as Norwegian's wordnet does not
// file mamma, which Swedish, Italian and Icelandic file as mother.
const kinCommonRank = 1000

// kinEnglishRank: a lemma among this many most frequent English words is
// left out, whatever English's wordnet says: error text is English first
// (Irish bean, a wife, is a word of English text); a given name is not
// (Turkish anne: in a person's message a name is a person too).
const kinEnglishRank = 50000

// kinMinRunes is the shortest lemma taken, in letters: Swedish mor and
// far, Hungarian apa; shorter ones are any language's syllables. Korean
// writes a syllable a letter: two (남편, 엄마) are a word.
const kinMinRunes = 3

// kinWords returns the lemmas (lower case, sorted) of kinEnglish's senses
// in the Wiktionary wordnets under src.
func kinWords(src string) ([]string, error) { return senseLemmas(src, kinEnglish) }

// senseLemmas returns the lemmas (lower case, sorted) that the Wiktionary
// wordnets under src file under the first WordNet noun sense of the
// English words given and under no other sense of their language, as the
// file's comment says (kinwords.txt).
func senseLemmas(src string, english []string) ([]string, error) {
	person, err := personSynsets("/usr/share/wordnet")
	if err != nil {
		return nil, err
	}
	return senseLemmasBeside(src, english, person, senseOpts{})
}

// englishSense reports an English word (its WordNet noun senses, keys)
// filed under one of the senses taken or beside them (hotel, hospital).
func englishSense(keys []string, syn map[string]omwSynset, also map[string]bool) bool {
	for _, k := range keys {
		if syn[k] != (omwSynset{}) || also[k] {
			return true
		}
	}
	return false
}

// senseOpts are what senseLemmasBeside takes beyond kin words' rules.
type senseOpts struct {
	// englishToo takes English's frequent words too where WordNet files
	// them under the senses or beside them (hotel, hospital: a place's
	// word is one in English text as well; grades is not), and leaves
	// another language's frequent word out only where that language's
	// wordnet files it under another sense
	englishToo bool
	// catalogueToo takes the catalogues' words too (zertifikat,
	// certificado): a document's word beside a name in a file's name
	catalogueToo bool
	// coreToo reads omwCore's wordnets beside the Wiktionary ones
	coreToo bool
	// labels takes a label's lemmas of up to three words and those of the
	// scripts written without spaces too (access code, code d'accès,
	// 暗証番号), written as a key writes them (labelForm)
	labels bool
}

// omwCore are the Open Multilingual Wordnet's own wordnets (omw-data's
// wns/NAME/wn-data-*.tab) read beside the Wiktionary ones where senseOpts
// asks, those under open licences a notice satisfies (licences.go's
// omwCoreNotice): OpenWN-PT (atestado), the Dutch, Malay and
// Indonesian, Italian (MultiWordNet), Croatian, Slovene, Icelandic and
// Greek wordnets.
var omwCore = []string{"por", "nld", "msa", "ita", "hrv", "slv", "isl", "ell"}

// senseLemmasBeside is senseLemmas where a lemma may be filed under the
// synsets of also besides the senses' (people's, for kin words), as opts
// say.
func senseLemmasBeside(src string, english []string, also map[string]bool, opts senseOpts) ([]string, error) {
	englishToo := opts.englishToo
	first, all, err := readWordNetSenses("/usr/share/wordnet", "noun")
	if err != nil {
		return nil, fmt.Errorf("%w (apt-get install wordnet-base)", err)
	}
	syn := map[string]omwSynset{}
	for _, w := range english {
		ks := first[w]
		if len(ks) == 0 {
			return nil, fmt.Errorf("WordNet has no noun %q", w)
		}
		syn[ks[0]] = omwSynset{cat: "sense"}
	}
	person := also
	files, err := omwWiktFiles(src)
	if err != nil {
		return nil, err
	}
	if opts.coreToo {
		for _, wn := range omwCore {
			core, err := filepath.Glob(filepath.Join(src, "omw-data", "wns", wn, "wn-data-*.tab"))
			if err != nil || len(core) == 0 {
				return nil, fmt.Errorf("no wordnet %s under %s: %v (fetch.sh: omw-data)", wn, src, err)
			}
			sort.Strings(core)
			files = append(files, core...)
		}
	}
	langs, err := omwLangs(src)
	if err != nil {
		return nil, err
	}
	two, err := alpha2s()
	if err != nil {
		return nil, err
	}
	ranks, err := cldrRanks(src)
	if err != nil {
		return nil, err
	}
	// kinIn: per lemma, the wordfreq codes of the languages that file it
	// under kin senses (a word frequent there is frequent as kin)
	enCommon := map[string]bool{}
	if en, err := wordfreqList(src, "en"); err == nil {
		for _, w := range en[:min(len(en), kinEnglishRank)] {
			enCommon[w] = true
		}
	} else {
		return nil, err
	}
	// otherIn: per word, the codes of the languages that file it under
	// another synset (Finnish oma, "own", beside Dutch oma)
	kinIn, otherIn := map[string]map[string]bool{}, map[string]map[string]bool{}
	for _, f := range files {
		lang := strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(filepath.Base(f), "wn-wikt-"), "wn-data-"), ".tab")
		cats, general, err := senseLemmaFile(f, syn, person)
		if err != nil {
			return nil, err
		}
		for w := range general {
			if otherIn[w] == nil {
				otherIn[w] = map[string]bool{}
			}
			otherIn[w][lang] = true
			if a := two[lang]; a != "" {
				otherIn[w][a] = true
			}
		}
		if !langs[lang] || kinSyllabic[lang] {
			continue
		}
		for w := range cats {
			if opts.labels && labelLemma(w) {
				// a label's words, joined as a key writes them
			} else if !kinLetters(w) || utf8.RuneCountInString(w) < kinMinRunes && !(utf8.RuneCountInString(w) == 2 && hangulWord(w)) {
				continue
			}
			if kinIn[w] == nil {
				kinIn[w] = map[string]bool{}
			}
			kinIn[w][lang] = true
			if a := two[lang]; a != "" {
				kinIn[w][a] = true
			}
		}
	}
	var out []string
	for w, in := range kinIn {
		common := false
		for l, r := range ranks {
			if k, ok := r[w]; ok && !in[l] && (otherIn[w][l] || k < kinCommonRank && !(englishToo && (l != "en" || englishSense(all[w], syn, person)))) {
				common = true
				break
			}
		}
		if enCommon[w] && !words.GivenName(w) && !(englishToo && englishSense(all[w], syn, person)) {
			common = true // English's own word (Irish bean, a wife, is a bean); Turkish anne, a name in English text, stays
		}
		if common || words.Template(w) && !opts.catalogueToo || words.Tech(w) {
			if os.Getenv("KNOWGEN_KIN") != "" {
				fmt.Printf("kin left out\t%s\tcommon=%v template=%v tech=%v\n", w, common, words.Template(w), words.Tech(w))
			}
			continue
		}
		if opts.labels {
			w = fieldKeyForm(w)
		}
		out = append(out, w)
	}
	sort.Strings(out)
	return slices.Compact(out), nil
}

// kinLetters reports a lemma of letters (and marks) alone, a hyphen
// between them allowed (petit-fils, svigermor): one word as a message
// writes it. The scripts written without spaces (Chinese, Japanese, Thai,
// Lao, Khmer) are left out: the redactor asks a word standing apart.
func kinLetters(w string) bool {
	for i, r := range w {
		if r == '-' && i > 0 && i < len(w)-1 {
			continue
		}
		if !unicode.IsLetter(r) && !unicode.Is(unicode.Mn, r) && !unicode.Is(unicode.Mc, r) ||
			unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Thai, unicode.Lao, unicode.Khmer) {
			return false
		}
	}
	return w != ""
}

// alpha2s maps ISO 639-3 codes to the ISO 639-1 codes wordfreq's lists
// are named by (Debian's iso-codes).
func alpha2s() (map[string]string, error) {
	b, err := os.ReadFile("/usr/share/iso-codes/json/iso_639-3.json")
	if err != nil {
		return nil, fmt.Errorf("%w (apt-get install iso-codes)", err)
	}
	var doc struct {
		Langs []struct {
			Alpha3 string `json:"alpha_3"`
			Alpha2 string `json:"alpha_2"`
		} `json:"639-3"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, l := range doc.Langs {
		out[l.Alpha3] = l.Alpha2
	}
	return out, nil
}

// kinWordsBits is kinwords.fuse's fingerprint width: a stranger is taken
// for a kin word once in some four million asks. A kin word makes a
// quoted text a person's message, and kinPossessive asks each word's
// stems too: at 16 bits two benign texts of the open corpora were masked
// (Spendenausweis, jaego).
const kinWordsBits = 22

// writeKinWords writes kinwords.txt (the list, to read) and kinwords.fuse
// (what words.KinWord asks: since session 44 a packed filter, smaller
// than the list deflated) from the sources under src.
func writeKinWords(src, outDir string) error {
	ws, err := kinWords(src)
	if err != nil {
		return err
	}
	fmt.Printf("kinwords: %d words (omw-data wns/wikt)\n", len(ws))
	if err := os.WriteFile(filepath.Join(outDir, kinWordsF), []byte("|"+strings.Join(ws, "|")+"|\n"), 0o644); err != nil {
		return err
	}
	_, err = writeFuse(outDir, kinWordsFuse, ws, kinWordsBits)
	return err
}

// kinWordsFuse is the filter words.KinWord asks.
const kinWordsFuse = "kinwords.fuse"

// senseLemmaFile reads one Wiktionary wordnet: cats holds each lemma
// (lower case) filed under a synset of syn and otherwise under people's
// synsets alone (person: French père is a priest too, Korean 어머니 a
// mother superior, still a person in a person's message); general the
// lemmas filed under any other synset (German Mutter, a nut).
func senseLemmaFile(file string, syn map[string]omwSynset, person map[string]bool) (cats map[string]string, general map[string]bool, err error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	in, other := map[string]bool{}, map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		fs := strings.Split(sc.Text(), "\t")
		if len(fs) < 3 || strings.HasPrefix(fs[0], "#") || fs[1] != "lemma" && !strings.HasSuffix(fs[1], ":lemma") {
			continue
		}
		w := strings.ToLower(strings.TrimSpace(fs[2]))
		k := omwKey(fs[0])
		switch {
		case syn[k] != (omwSynset{}):
			in[w] = true
		case !person[k]:
			other[w] = true
		}
	}
	cats = map[string]string{}
	for w := range in {
		if !other[w] {
			cats[w] = "sense"
		}
	}
	return cats, other, sc.Err()
}

// personSynsets returns the keys (wnKey) of WordNet's noun synsets of
// people (the lexicographer file noun.person, 18).
func personSynsets(dir string) (map[string]bool, error) {
	f, err := os.Open(filepath.Join(dir, "data.noun"))
	if err != nil {
		return nil, fmt.Errorf("%w (apt-get install wordnet-base)", err)
	}
	defer f.Close()
	out := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		fs := strings.SplitN(sc.Text(), " ", 4)
		if len(fs) == 4 && fs[1] == "18" && fs[2] == "n" {
			out[wnKey("n", fs[0])] = true
		}
	}
	return out, sc.Err()
}

// hangulWord reports a word of Hangul syllables alone.
func hangulWord(w string) bool {
	for _, r := range w {
		if !unicode.Is(unicode.Hangul, r) {
			return false
		}
	}
	return w != ""
}

// The special categories' lexicon (GDPR Art. 9 and 10): special.txt's
// words and phrases with their category, embedded front-coded and
// deflated, and searched in place once inflated.

package words

import (
	"bytes"
	"compress/flate"
	_ "embed"
	"errors"
	"io"
	"strings"
	"sync"
)

// Special reports whether w is a word of a GDPR Art. 9/10 special category
// (health incl. diagnoses and medications, sex life or orientation,
// religion, politics, union membership, ethnicity, biometrics, criminal
// offences, immigration status) and which: category is one of the
// Category* constants. Health words are ICD-10-CM's condition words (those
// not among the 20,000 most frequent English words) and a hand list; the
// other categories are hand lists in English, German, French and Spanish
// (see knowgen's special.go), with their loans in the other languages of
// wordfreq's lists and of 18 hunspell dictionaries (анорексия, комунист,
// insuliin: specialloans.go), and since then the translations later
// sessions aligned from FreeDict, WordNet, CLDR's emoji annotations (in
// every CLDR locale since session 41: cldrmore.go) and the Open
// Multilingual Wordnet's Wiktionary lemmas (omwspecial.go; knowgen's
// fetch.sh runs every step). Exact: no false positives.
func Special(w string) (category string, ok bool) {
	if !special().words[strings.ToLower(w)] {
		return "", false // most words: no binary search over the lexicon
	}
	c, ok := lookupSorted(special().text, strings.ToLower(w))
	return specialCategory(c), ok
}

// specialCountryT is specialcountry.txt: the lexicon's words that a
// country's name writes in some language (demokratická, islamic,
// socialista), sorted, one a line; written by knowgen -only specialmore
// from Debian's iso-codes, embedded deflated (specialcountry.flate).
var (
	//go:embed specialcountry.flate
	specialCountryFlate string
	specialCountryT     = &lazyText{data: specialCountryFlate}
)

// SpecialInCountryName reports a word of the lexicon, in lower case, that
// a country's name writes (Demokratická republika Kongo, Iran, Islamic
// Republic of): beside a country's word it names the state, nobody's
// politics or religion.
func SpecialInCountryName(w string) bool {
	_, ok := lookupSorted(specialCountryT.get(), w)
	return ok
}

// SpecialCategoryOf is specialCategory, for knowgen.
func SpecialCategoryOf(c string) string { return specialCategory(c) }

// specialCategory is the category of a line of special.txt: health, the
// category of nine lines in ten, is written as no category (25 KB less),
// each other one as its first letter (SpecialCode; 2.6 KB less).
func specialCategory(c string) string {
	if c == "" {
		return CategoryHealth
	}
	for _, cat := range specialCategories {
		if cat[:1] == c {
			return cat
		}
	}
	return c
}

// special is special.txt, which is embedded front-coded and deflated
// (special.flate, DeflateSpecial: 30,284 bytes for its 115 KB, where the
// filters' fingerprints do not compress at all) and inflated on first use
// (Warm, beside a start's secret reads): the same lines, searched
// in place as they were; with the lexicon's single words and the first
// words of its phrases, built at the same time (not at start): each word
// of a text asks them, and a map answers most of them no faster than a
// search of the lexicon. Built by buildSpecial under a sync.Once: a
// OnceValue is three closures in the bootstrap.
func special() *specialLexicon {
	specialOnce.Do(buildSpecial)
	return &specialData
}

type specialLexicon struct {
	text          string
	words, starts map[string]bool
}

var (
	specialOnce sync.Once
	specialData specialLexicon
)

func buildSpecial() {
	b, err := io.ReadAll(flate.NewReader(strings.NewReader(specialFlate)))
	if err == nil {
		b, err = unfrontCode(b)
	}
	if err != nil {
		// a build's defect (TestSpecialFlate): an empty lexicon would
		// answer "no special category" for every word and let health
		// and criminal-record text through, so fail loudly instead
		panic("words: special.flate does not inflate: " + err.Error())
	}
	sp := &specialData
	sp.text = string(b)
	sp.words, sp.starts = map[string]bool{}, map[string]bool{}
	for data := sp.text; data != ""; {
		line, rest, _ := strings.Cut(data, "\n")
		data = rest
		k, _, _ := strings.Cut(line, "\t")
		if first, _, phrase := strings.Cut(k, " "); phrase {
			sp.starts[first] = true
		} else if k != "" {
			sp.words[k] = true
		}
	}
}

// DeflateSpecial is special.flate for special.txt's text (knowgen writes
// both; a test checks that the one inflates to the other): its lines
// front-coded (frontCode), then deflated.
func DeflateSpecial(text string) ([]byte, error) {
	var b bytes.Buffer
	w, err := flate.NewWriter(&b, flate.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(frontCode(text)); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// frontCodeMax is the longest beginning a front-coded key shares with the
// key before it: special.txt's sorted lines share up to 20 bytes often
// enough (agnostycyzm, agnostycyzmem) that a longer one saves nothing.
const frontCodeMax = 20

// frontCode writes the lines of text (sorted, as special.txt is) as three
// runs, one entry a line in each: the keys (a line up to its first tab),
// each as what follows the beginning it shares with the key before it,
// with a newline; the tails (the rest of the line from the tab, often
// nothing), each with a newline; and the counts of the shared beginnings,
// one byte each ('0' + count, never a newline). Apart, each run is
// deflated with its own kind of bytes: special.flate 30,284 bytes, where
// the counts and tails written inside each line (34,055 deflated as it
// was) took 32,989.
func frontCode(text string) []byte {
	var keys, tails, counts []byte
	prev := ""
	for data := text; data != ""; {
		line, rest, _ := strings.Cut(data, "\n")
		data = rest
		key, tail := line, ""
		if i := strings.IndexByte(line, '\t'); i >= 0 {
			key, tail = line[:i], line[i:]
		}
		n := 0
		for n < len(prev) && n < len(key) && n < frontCodeMax && prev[n] == key[n] {
			n++
		}
		keys = append(append(keys, key[n:]...), '\n')
		tails = append(append(tails, tail...), '\n')
		counts = append(counts, '0'+byte(n))
		prev = key
	}
	return append(append(keys, tails...), counts...)
}

// unfrontCode is the text frontCode wrote b for; runs of unequal lengths
// or a count past the key before it are an error.
func unfrontCode(b []byte) ([]byte, error) {
	lines := bytes.Count(b, []byte{'\n'}) / 2
	counts := b[len(b)-min(lines, len(b)):]
	// the keys' and the tails' runs: as many lines each, and nothing after
	keys := b[:len(b)-len(counts)]
	mid := 0
	for k := 0; k < lines; k++ {
		mid += bytes.IndexByte(keys[mid:], '\n') + 1
	}
	tails := keys[mid:]
	keys = keys[:mid]
	if bytes.IndexByte(counts, '\n') >= 0 || bytes.Count(tails, []byte{'\n'}) != lines ||
		len(tails) > 0 && tails[len(tails)-1] != '\n' || lines == 0 && len(b) > 0 {
		return nil, errors.New("front-coded runs of unequal lengths")
	}
	out := make([]byte, 0, 2*len(b))
	var prev []byte // the key before, in out
	for _, c := range counts {
		n := int(c) - '0'
		if n < 0 || n > min(len(prev), frontCodeMax) {
			return nil, errors.New("a front-coded key's count is out of range")
		}
		i, j := bytes.IndexByte(keys, '\n'), bytes.IndexByte(tails, '\n')
		start := len(out)
		out = append(out, prev[:n]...)
		out = append(out, keys[:i]...)
		prev = out[start:len(out):len(out)]
		out = append(out, tails[:j]...)
		out = append(out, '\n')
		keys, tails = keys[i+1:], tails[j+1:]
	}
	return out, nil
}

// specialCategories are the categories special.txt writes by their first
// letter, which tells each from the others.
var specialCategories = [...]string{CategorySexLife, CategoryReligion, CategoryPolitics, CategoryUnion,
	CategoryEthnicity, CategoryBiometric, CategoryCriminal, CategoryImmigration}

// SpecialCode is how special.txt (knowgen) writes a category: health as
// nothing, the others as their first letter.
func SpecialCode(category string) string {
	if category == CategoryHealth {
		return ""
	}
	return category[:1]
}

// SpecialPhrase reports whether the words at the start of ws form a
// special-category phrase of two to four words ("sexual orientation",
// "criminal record", "titre de séjour"): its category and how many words
// it takes. A single word is Special's.
func SpecialPhrase(ws []string) (category string, n int, ok bool) {
	if len(ws) < 2 || !special().starts[strings.ToLower(ws[0])] {
		return "", 0, false
	}
	for n := min(4, len(ws)); n >= 2; n-- {
		if c, ok := lookupSorted(special().text, strings.ToLower(strings.Join(ws[:n], " "))); ok {
			return specialCategory(c), n, true
		}
	}
	return "", 0, false
}

// lookupSorted finds key in data, "key<TAB>value" lines (or "key" alone,
// with an empty value) sorted by key, by binary search in place: the line
// lowerBound finds is key's when it has one (a tab sorts before every
// letter and space of a key, so the lines' order is their keys').
func lookupSorted(data, key string) (string, bool) {
	line := data[lowerBound(data, key):]
	if e := strings.IndexByte(line, '\n'); e >= 0 {
		line = line[:e]
	}
	if k, v, _ := strings.Cut(line, "\t"); k == key {
		return v, true
	}
	return "", false
}

// SpecialBlock returns the lexicon's lines (word, a tab, its category
// code) whose words sort from lo up to hi: a script's block (Thai's
// "\u0e00" to "\u0e80"), for the scripts written without spaces, where a
// word is looked for inside a run rather than looked up.
func SpecialBlock(lo, hi string) string {
	t := special().text
	return t[lowerBound(t, lo):lowerBound(t, hi)]
}

// Special categories, as Special names them.
const (
	CategoryHealth      = "health"
	CategorySexLife     = "sex-life"
	CategoryReligion    = "religion"
	CategoryPolitics    = "politics"
	CategoryUnion       = "union"
	CategoryEthnicity   = "ethnicity"
	CategoryBiometric   = "biometric"
	CategoryCriminal    = "criminal"
	CategoryImmigration = "immigration"
)

// SpecialPhraseForms reports a phrase of the lexicon (two to four words)
// whose words the words at the start of ws write in another form, each
// word as form judges it (związku zawodowego: związek zawodowy; ποινικού
// μητρώου: ποινικό μητρώο): its category and how many words it takes.
// Only phrases whose first word starts with the first prefix runes of
// ws[0] are asked, at most 128 of them: a bounded search per word.
func SpecialPhraseForms(ws []string, prefix int, form func(lex, w string) bool) (category string, n int, ok bool) {
	if len(ws) < 2 || prefix < 1 {
		return "", 0, false
	}
	w0 := strings.ToLower(ws[0])
	p := w0
	for i := range w0 {
		if prefix == 0 {
			p = w0[:i]
			break
		}
		prefix--
	}
	data := special().text
	best, cat := 0, ""
	at := lowerBound(data, p)
	for asked := 0; at < len(data) && asked < 128 && strings.HasPrefix(data[at:], p); asked++ {
		e := strings.IndexByte(data[at:], '\n')
		if e < 0 {
			e = len(data) - at
		}
		k, v, _ := strings.Cut(data[at:at+e], "\t")
		at += e + 1
		lex := strings.Split(k, " ")
		if len(lex) < 2 || len(lex) > len(ws) || len(lex) > 4 || len(lex) <= best {
			continue
		}
		all := true
		for i, l := range lex {
			if !form(l, strings.ToLower(ws[i])) {
				all = false
				break
			}
		}
		if all {
			best, cat = len(lex), v
		}
	}
	if best == 0 {
		return "", 0, false
	}
	return specialCategory(cat), best, true
}

// lowerBound is the offset of the first line of data, sorted lines, that
// is not before key.
func lowerBound(data, key string) int {
	lo, hi := 0, len(data)
	for lo < hi {
		mid := lo + (hi-lo)/2
		s := lo + strings.LastIndexByte(data[lo:mid], '\n') + 1
		e := strings.IndexByte(data[s:], '\n')
		if e < 0 {
			e = len(data)
		} else {
			e += s
		}
		if data[s:e] < key {
			lo = e + 1
		} else {
			hi = s
		}
	}
	return lo
}

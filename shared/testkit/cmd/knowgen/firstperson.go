package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// firstPersonF: the words in which a writer speaks of themselves (I, me,
// my; not we and our, in which a service speaks of itself) in the languages the Universal Dependencies treebanks
// annotate, read off their annotation rather than typed: Tagalog ko and
// ako, Icelandic ég and mín, Norwegian jeg, Latvian es, Georgian მე,
// Uyghur مەن, Wolof sama. A program's own message never speaks so
// (inperson.go); the hand list firstPerson keeps the languages whose
// treebanks carry a non-commercial licence.
const firstPersonF = "firstperson.txt"

// udDir is where fetch.sh unpacks the treebanks under -src: one folder
// per treebank (UD_Tagalog-TRG), holding its .conllu files and LICENSE.txt.
const udDir = "ud"

// firstPersonMin is how often a treebank must write a form as a first
// person's pronoun or possessive: once may be an annotator's slip.
const firstPersonMin = 2

// englishFirstPerson finds an English source text that speaks in the
// first person singular: a catalogue's translation of it may write the
// pronoun.
var englishFirstPerson = regexp.MustCompile(`\b(I|I'm|I've|me|my|mine|myself|My|Me|Mine)\b`)

// udFirstPerson returns, per form (lower case, NFC), the language codes
// of the treebanks under src/ud that write it at least firstPersonMin
// times as a personal pronoun or possessive of the first person (UPOS
// PRON or DET with Person=1 and PronType=Prs or Poss=Yes), as a word of
// its own: a syntactic word inside a multiword token (Spanish dámelo's
// me) is no word a text writes apart.
func udFirstPerson(src string) (map[string]map[string]bool, error) {
	dirs, err := filepath.Glob(filepath.Join(src, udDir, "UD_*"))
	if err != nil || len(dirs) == 0 {
		return nil, fmt.Errorf("no treebanks under %s: %v", filepath.Join(src, udDir), err)
	}
	out := map[string]map[string]bool{}
	for _, d := range dirs {
		// the dev and test files: enough for a language's pronouns, and
		// a size every treebank's repository serves whole
		files, _ := filepath.Glob(filepath.Join(d, "*-ud-dev.conllu"))
		test, _ := filepath.Glob(filepath.Join(d, "*-ud-test.conllu"))
		files = append(files, test...)
		count := map[string]int{}
		lang := ""
		for _, f := range files {
			if lang == "" {
				lang, _, _ = strings.Cut(filepath.Base(f), "_")
			}
			if err := udForms(f, count); err != nil {
				return nil, err
			}
		}
		for w, n := range count {
			if n < firstPersonMin {
				continue
			}
			if out[w] == nil {
				out[w] = map[string]bool{}
			}
			out[w][lang] = true
		}
	}
	return out, nil
}

// udForms counts into count the first-person forms of one .conllu file.
func udForms(path string, count map[string]int) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	mwtEnd := 0 // the last word of the multiword token being read
	for sc.Scan() {
		p := strings.Split(sc.Text(), "\t")
		if len(p) != 10 {
			mwtEnd = 0
			continue
		}
		if a, b, ok := strings.Cut(p[0], "-"); ok {
			var x, y int
			if _, err := fmt.Sscanf(a+" "+b, "%d %d", &x, &y); err == nil {
				mwtEnd = y
			}
			continue
		}
		var id int
		if _, err := fmt.Sscanf(p[0], "%d", &id); err != nil {
			continue // an empty node (8.1)
		}
		if id <= mwtEnd {
			continue
		}
		feats := "|" + p[5] + "|"
		// the singular alone (I, me, my): a service speaks of itself as
		// we (Wir konnten Ihre Zahlung nicht verarbeiten), a person as I
		if !strings.Contains(feats, "|Number[psor]=Sing|") && (strings.Contains(feats, "|Number[psor]=") || !strings.Contains(feats, "|Number=Sing|")) {
			continue
		}
		if !strings.Contains(feats, "|Person=1|") || !(p[3] == "PRON" && !strings.Contains(feats, "|PronType=Rel|") && !strings.Contains(feats, "|PronType=Int|") ||
			p[3] == "DET" && strings.Contains(feats, "|Poss=Yes|")) {
			continue
		}
		w := strings.ToLower(p[1]) // the treebanks write NFC
		if utf8.RuneCountInString(w) < 2 || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.Is(unicode.M, r) }) >= 0 {
			continue // one letter (Welsh i, Yoruba a), a clitic's apostrophe
		}
		count[w]++
	}
	return sc.Err()
}

// catalogueFirstPerson counts, for each of words, the translations in the
// installed catalogues that write it whose English speaks in the first
// person (fp) and those whose English does not (other), and how many
// translations of each kind there are (nfp, nother).
func catalogueFirstPerson(words map[string]map[string]bool) (fp, other map[string]int, nfp, nother int, err error) {
	fp, other = map[string]int{}, map[string]int{}
	files, err := filepath.Glob("/usr/share/locale/*/LC_MESSAGES/*.mo")
	if err != nil {
		return nil, nil, 0, 0, err
	}
	for _, f := range files {
		_ = moEntries(f, func(id, tr string) { // a catalogue in another format is skipped
			in := englishFirstPerson.MatchString(id)
			if in {
				nfp++
			} else {
				nother++
			}
			seen := map[string]bool{}
			for _, w := range strings.FieldsFunc(strings.ToLower(tr), func(r rune) bool {
				return !unicode.IsLetter(r) && !unicode.Is(unicode.M, r)
			}) {
				if words[w] == nil || seen[w] {
					continue
				}
				seen[w] = true
				if in {
					fp[w]++
				} else {
					other[w]++
				}
			}
		})
	}
	return fp, other, nfp, nother, nil
}

// firstPersonLift is how much likelier a form must be in a translation
// whose English speaks in the first person than in one whose English
// does not: a pronoun is written where I, my or we is, another
// language's word spelt the same (Slovak ako, "as"; Tagalog sa, "at";
// Spanish es, "is"; Swedish man, "one") everywhere.
const firstPersonLift = 10

// firstPersonZipf is how frequent (wordfreq's bin, centibels: Zipf 4.5,
// once in some 30,000 words) a form must be in another language's
// wordfreq list to be that language's word too (Polish ich, "their";
// Hungarian ég, "sky"; Italian mi), unless that language's own treebank
// writes it as a first person (udWordfreq): a rare word spelt the same
// (Romanian jeg) does not stand in the way.
const firstPersonZipf = 450

// firstPersonZipfEnglish is firstPersonZipf for English, the language
// most error text is written in: a word of its once in a million words
// (Javanese awake, "self"; Lithuanian mane, "me") is English's too.
const firstPersonZipfEnglish = 600

// udWordfreq maps a treebank's language code to wordfreq's where they
// differ.
var udWordfreq = map[string]string{"hr": "sh", "sr": "sh", "no": "nb", "tl": "fil"}

// firstPersonWords returns the treebanks' first-person forms less those
// the catalogues write as another language's word (firstPersonLift, with
// one added to each count: a form no catalogue writes is kept) and those
// another language writes often (firstPersonZipf).
func firstPersonWords(src string) ([]string, error) {
	forms, err := udFirstPerson(src)
	if err != nil {
		return nil, err
	}
	fp, other, nfp, nother, err := catalogueFirstPerson(forms)
	if err != nil {
		return nil, err
	}
	foreign := map[string]bool{}
	langs, err := filepath.Glob(filepath.Join(src, "wordfreq", "data", "small_*.msgpack.gz"))
	if err != nil || len(langs) == 0 {
		return nil, fmt.Errorf("no wordfreq lists under %s: %v", filepath.Join(src, "wordfreq", "data"), err)
	}
	for _, f := range langs {
		lang := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "small_"), ".msgpack.gz")
		ws, bins, err := wordfreqBins(src, lang)
		if err != nil {
			return nil, err
		}
		limit := firstPersonZipf
		if lang == "en" {
			limit = firstPersonZipfEnglish
		}
		for i, w := range ws {
			if bins[i] > limit {
				break // most frequent first
			}
			if forms[w] == nil {
				continue
			}
			own := false
			for l := range forms[w] {
				own = own || l == lang || udWordfreq[l] == lang
			}
			if !own {
				foreign[w] = true
			}
		}
	}
	var out []string
	for w := range forms {
		lift := float64(fp[w]+1) / float64(nfp) / (float64(other[w]+1) / float64(nother))
		if lift >= firstPersonLift && !foreign[w] {
			out = append(out, w)
		}
	}
	sort.Strings(out)
	return out, nil
}

// writeFirstPerson writes firstperson.txt (and its .flate) under outDir.
func writeFirstPerson(src, outDir string) error {
	ws, err := firstPersonWords(src)
	if err != nil {
		return err
	}
	fmt.Printf("firstperson: %d forms (%s)\n", len(ws), filepath.Join(src, udDir))
	return writeTextList(outDir, firstPersonF, "|"+strings.Join(ws, "|")+"|\n")
}

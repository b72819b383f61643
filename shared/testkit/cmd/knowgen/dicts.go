package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The hunspell dictionaries (Debian's hunspell-xx packages) that judge
// wordfreq's words, by the language wordfreq files them under.
var hunspellDicts = []struct{ lang, dicts string }{
	{"en", "en_US"},
	{"de", "de_DE"},
	{"fr", "fr_FR"},
	{"es", "es_ES"},
	{"it", "it_IT"},
	{"pt", "pt_PT,pt_BR"},
	{"nl", "nl_NL"},
	{"pl", "pl_PL"},
	{"ru", "ru_RU"},
	{"uk", "uk_UA"},
}

// wordfreqTop is how many of each language's most frequent words are
// candidates: the byte budget of the filters (3 MB for all knowledge) buys
// about this many per language, and error text uses the frequent ones.
const wordfreqTop = 150000

// nounTop is how deep in German's wordfreq list nouns are looked for.
const nounTop = 400000

// dictionaries returns the dictionary words of every language (case
// folded) and, apart, the capitalised common nouns of German.
//
// A word is a language's when wordfreq lists it (its frequency lists keep
// the forms texts use, inflections included, and leave out the rare ones
// that would cost bytes) and the language's hunspell dictionary accepts it
// as wordfreq writes it, in lower case: hunspell refuses "paris" and
// "olivier" because its dictionary writes them "Paris" and "Olivier", so
// names stay out. German nouns are the words hunspell refuses in lower case
// and accepts capitalised; people's names among them are taken out (see
// germanNouns).
//
// inflected, apart, are the words of one dictionary only that the names
// data holds as surnames and that dictionary inflects (inflectedWords):
// inflected.fuse, so that known.fuse stays as it was.
//
// compoundSurnames are the German surnames hunspell accepts only as
// compounds of its entries (germanNouns).
//
// bin is each word's most frequent wordfreq bin among the languages whose
// dictionary accepts it (noBin for SCOWL's entries): knownKeys leaves the
// rare ones out of known.fuse.
func dictionaries(src string, names nameSets) (known, nouns, inflected, compoundSurnames map[string]bool, perLang, bin map[string]int, err error) {
	known, nouns, perLang, bin = map[string]bool{}, map[string]bool{}, map[string]int{}, map[string]int{}
	votes := map[string]int{} // how many languages' dictionaries accept a word
	scowl := map[string]bool{}
	var deEntries map[string]bool            // the capitalised entries of de_DE.dic
	accepted := map[string]map[string]bool{} // each language's words, by language
	for _, h := range hunspellDicts {
		words, bins, err := wordfreqBins(src, h.lang)
		if err != nil {
			return nil, nil, nil, nil, nil, nil, err
		}
		cyrillic := h.lang == "ru" || h.lang == "uk"
		var cand []string
		for _, w := range words[:min(len(words), wordfreqTop)] {
			// hunspell passes words of a script its dictionary does not
			// write (uk_UA accepts any Latin word): ask each only its own
			if isWord(w) && isCyrillic(w) == cyrillic && (cyrillic || isLatin(w)) {
				cand = append(cand, w)
			}
		}
		ok, err := hunspellAccepts(h.dicts, cand)
		if err != nil {
			return nil, nil, nil, nil, nil, nil, err
		}
		if h.lang == "en" {
			// SCOWL's list as the old common-word filter had it: every
			// lower-case entry, so nothing the redactor knew as English
			// is lost.
			en, err := lines("/usr/share/dict/american-english")
			if err != nil {
				return nil, nil, nil, nil, nil, nil, fmt.Errorf("%w (apt-get install wamerican)", err)
			}
			for _, w := range en {
				if isWord(w) && w == strings.ToLower(w) {
					ok[w] = true
					scowl[w] = true
				}
			}
		}
		var refused []string
		binOf := make(map[string]int, len(words))
		for i, w := range words {
			if _, seen := binOf[w]; !seen {
				binOf[w] = bins[i]
			}
		}
		for w := range ok {
			votes[w]++
			// the word's most frequent use among the languages that
			// accept it; a SCOWL entry's is noBin (below)
			b, listed := binOf[w]
			if !listed {
				b = noBin
			}
			if old, seen := bin[w]; !seen || b < old {
				bin[w] = b
			}
		}
		accepted[h.lang] = ok
		var stems map[string]bool
		if h.lang == "de" {
			if stems, err = capitalisedStems("/usr/share/hunspell/de_DE.dic"); err != nil {
				return nil, nil, nil, nil, nil, nil, err
			}
			deEntries = stems
		}
		nounCand, nounOK := cand, ok
		if h.lang == "de" {
			// German nouns are looked for deeper in the list than the
			// other words: capitalised nouns are what German error text
			// loses most (Feld, Schlüsselwert) and compounds go deep.
			var extra []string
			for _, w := range words[min(len(words), wordfreqTop):min(len(words), nounTop)] {
				if isWord(w) && !isCyrillic(w) && isLatin(w) {
					extra = append(extra, w)
				}
			}
			more, err := hunspellAccepts(h.dicts, extra)
			if err != nil {
				return nil, nil, nil, nil, nil, nil, err
			}
			nounCand = append(append([]string(nil), cand...), extra...)
			nounOK = map[string]bool{}
			for w := range ok {
				nounOK[w] = true
			}
			for w := range more {
				nounOK[w] = true
			}
		}
		for _, w := range nounCand {
			switch {
			case h.lang != "de":
			case !nounOK[w]:
				refused = append(refused, capitalise(w))
			case stems[w]:
				// a noun that is a word in lower case too (Wert: wert)
				nouns[w] = true
			}
		}
		perLang[h.lang] = len(ok)
		if h.lang == "de" {
			caps, err := hunspellAccepts(h.dicts, refused)
			if err != nil {
				return nil, nil, nil, nil, nil, nil, err
			}
			for w := range caps {
				nouns[strings.ToLower(w)] = true
			}
		}
	}
	// A word that is also a person's name (garcía and olivia are lower-case
	// entries of the Spanish and Italian dictionaries) is known only when
	// two languages' dictionaries have it (frank, winter, champ) or SCOWL,
	// whose lower-case entries are words by its editors' hand (white, long,
	// cook, will).
	//
	// A word of one dictionary only that the names data holds as a surname
	// stays a word where that dictionary inflects it as a common word
	// (inflectedWords): fr tuer (tue, tués, tuons), nl deel (delen); a
	// name (García) has no such forms in use.
	single := map[string][]string{}
	for w, v := range votes {
		if names.has(w) && v < 2 && !scowl[w] {
			for _, h := range hunspellDicts {
				if accepted[h.lang][w] {
					single[h.lang] = append(single[h.lang], w)
				}
			}
		}
	}
	kept := map[string]bool{}
	for _, h := range hunspellDicts {
		// English: SCOWL's lower-case entries decide (above)
		if len(single[h.lang]) == 0 || h.lang == "en" {
			continue
		}
		inf, err := inflectedWords(h.dicts, accepted[h.lang], single[h.lang], names)
		if err != nil {
			return nil, nil, nil, nil, nil, nil, err
		}
		for w := range inf {
			kept[w] = true
		}
	}
	dropped := 0
	for w, v := range votes {
		if names.has(w) && v < 2 && !scowl[w] {
			dropped++
			continue
		}
		known[w] = true
	}
	// SCOWL's lower-case entries are words by its editors' hand however
	// rarely wordfreq saw them (unimplemented, Go's x509 errors): the
	// rare-word cut (knownKeys) leaves them be
	for w := range scowl {
		bin[w] = noBin
	}
	perLang["-names"] = dropped - len(kept)
	perLang["-inflected"] = len(kept)
	nouns, compoundSurnames = germanNouns(nouns, known, names, deEntries)
	return known, nouns, kept, compoundSurnames, perLang, bin, nil
}

// minForms is how many other forms of a word among its language's
// frequent words make it a word its dictionary inflects: a verb's or an
// adjective's paradigm in use (tuer: 25 forms, deel: 18, schwer, klar),
// not a word that is also a common family's name and has a few forms
// (Kowalski: 9, Bakker: 2, Петров: 5).
const minForms = 10

// inflectedWords returns the words of cand (accepted by the dictionaries
// dicts, in lower case, and held by the names data too) that the
// dictionary inflects as common words: entries of which at least minForms
// other forms are among the language's frequent words (ok) with the word
// as their stem (tuer: tue, tuons, tué; deel: delen, deelt).
// A given name is never taken back (sofie is a form of sofa, Sofie
// somebody's name), nor a form of another entry (kasten: kast, and
// Kasten a family's): only a word whose own forms are used counts.
// hunspell -s gives the stems.
func inflectedWords(dicts string, ok map[string]bool, cand []string, names nameSets) (map[string]bool, error) {
	all := make([]string, 0, len(ok))
	for w := range ok {
		all = append(all, w)
	}
	sort.Strings(all)
	stems, err := hunspellStems(dicts, all)
	if err != nil {
		return nil, err
	}
	forms := map[string]int{}
	for w, ss := range stems {
		for _, s := range ss {
			if s != w {
				forms[s]++
			}
		}
	}
	out := map[string]bool{}
	for _, w := range cand {
		if names.given[w] || names.given[unaccent(w)] {
			continue
		}
		if forms[w] >= minForms {
			out[w] = true
			continue
		}
		// a form of another entry whose paradigm is in use as much (lendo:
		// ler, hoeft: hoeven)
		for _, s := range stems[w] {
			if s != w && forms[s] >= minForms && !names.has(s) {
				out[w] = true
				break
			}
		}
	}
	return out, nil
}

// hunspellStems runs hunspell -s (the stems of each word) over words with
// the comma-separated dictionaries (together).
func hunspellStems(dicts string, words []string) (map[string][]string, error) {
	cmd := exec.Command("hunspell", "-d", dicts, "-s", "-i", "UTF-8")
	cmd.Stdin = strings.NewReader(strings.Join(words, "\n") + "\n")
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("hunspell -d %s -s: %v: %s", dicts, err, stderr.String())
	}
	res := map[string][]string{}
	sc := bufio.NewScanner(&out)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 2 && !containsString(res[f[0]], f[1]) {
			res[f[0]] = append(res[f[0]], f[1])
		}
	}
	return res, sc.Err()
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// capitalisedStems returns the entries of a hunspell .dic file written
// with a capital (hunspell accepts any word capitalised, so only its
// dictionary tells that Wert is a noun beside the adjective wert), folded.
func capitalisedStems(path string) (map[string]bool, error) {
	ls, err := lines(path)
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, l := range ls[1:] {
		w, _, _ := strings.Cut(l, "/")
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) && w != strings.ToUpper(w) {
			out[strings.ToLower(w)] = true
		}
	}
	return out, nil
}

func isCyrillic(w string) bool {
	for _, r := range w {
		if unicode.Is(unicode.Cyrillic, r) {
			return true
		}
	}
	return false
}

func isLatin(w string) bool {
	for _, r := range w {
		if unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r) {
			return false
		}
	}
	return true
}

// germanNouns takes people's names out of the capitalised German words:
// a given name goes; a surname goes unless the dictionary inflects it as a
// noun (Feld: Felder, Feldern; Winter: Wintern), which a family name never
// is. Each noun is checked by hunspell for its plural forms, and must be an
// entry of the dictionary itself (entries): hunspell accepts Feldmann,
// Sommerfeld and their plurals as compounds of its entries (Feld|mann),
// and a family's name made of words is no noun.
//
// A name that German builds compounds from keeps its place all the same
// (compoundUses): Keller (Kellerraum, Weinkeller), Lücke (Lückenfüller,
// Versorgungslücke) and Winter are nouns whatever the names data says,
// and the redactor still masks them where a name stands (Herr Keller,
// Frank Winter).
//
// The surnames it takes out because they are no entry, only compounds
// hunspell builds, are returned apart (compoundSurnames): noun.fuse keeps
// them as it was, and compoundnames.fuse tells the redactor they are
// names.
func germanNouns(caps, known map[string]bool, names nameSets, entries map[string]bool) (out, compoundSurnames map[string]bool) {
	var forms []string
	for w := range caps {
		if names.surname[w] {
			c := capitalise(w)
			for _, suf := range []string{"e", "en", "er", "ern", "n", "nen", "es"} {
				forms = append(forms, c+suf)
			}
		}
	}
	inflected := map[string]bool{}
	if ok, err := hunspellAccepts("de_DE", forms); err == nil {
		for f := range ok {
			for _, suf := range []string{"es", "e", "en", "er", "ern", "n", "nen"} {
				if b, cut := strings.CutSuffix(strings.ToLower(f), suf); cut && caps[b] {
					inflected[b] = true
				}
			}
		}
	}
	drop := map[string]bool{}
	for w := range caps {
		if names.given[w] || names.surname[w] && !inflected[w] {
			drop[w] = true
		}
	}
	keep, names2 := nounsByCompounds(caps, drop, known, names)
	out, compoundSurnames = map[string]bool{}, map[string]bool{}
	for w := range caps {
		if drop[w] && !keep[w] {
			continue
		}
		// a noun kept for its compounds is no compound of a family's
		// name either (Kirchen, Landes: forms, not entries)
		if names.surname[w] && !entries[w] && !drop[w] {
			compoundSurnames[w] = true
		}
		out[w] = true
	}
	for w := range names2 {
		compoundSurnames[w] = true
	}
	return out, compoundSurnames
}

// hunspellAccepts runs hunspell -G (print the correctly spelled words) over
// words with each of the comma-separated dictionaries.
func hunspellAccepts(dicts string, words []string) (map[string]bool, error) {
	ok := map[string]bool{}
	in := strings.Join(words, "\n") + "\n"
	for _, d := range strings.Split(dicts, ",") {
		cmd := exec.Command("hunspell", "-d", d, "-G", "-i", "UTF-8")
		cmd.Stdin = strings.NewReader(in)
		var out, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &stderr
		if err := cmd.Run(); err != nil {
			return nil, fmt.Errorf("hunspell -d %s: %v: %s (apt-get install hunspell and the dictionary's hunspell-xx package)", d, err, stderr.String())
		}
		sc := bufio.NewScanner(&out)
		for sc.Scan() {
			ok[sc.Text()] = true
		}
	}
	if len(words) > 0 && len(ok) == 0 {
		return nil, fmt.Errorf("hunspell -d %s accepted none of %d words: dictionary missing?", dicts, len(words))
	}
	return ok, nil
}

// isWord reports whether w is letters, with apostrophes or hyphens inside
// only, of at least two letters.
func isWord(w string) bool {
	n := 0
	for i, r := range w {
		switch {
		case unicode.IsLetter(r) || unicode.Is(unicode.Mn, r):
			n++
		case (r == '\'' || r == '-') && i > 0 && i < len(w)-1:
		default:
			return false
		}
	}
	return n >= 2
}

func capitalise(w string) string {
	r, n := utf8.DecodeRuneInString(w)
	return string(unicode.ToUpper(r)) + w[n:]
}

func lines(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out, sc.Err()
}

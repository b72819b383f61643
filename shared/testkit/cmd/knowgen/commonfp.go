package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"glitchtip-mcp/shared/redact/words"
)

// commonfp.fuse: the words of the translation catalogues under
// /usr/share/locale (healthcat.go's selection: the corpora's held-out
// domains and iso-codes' names left out) that template.fuse holds and
// that words.Common takes for English only by its filter's error
// (Italian codice: common.bloom answered about one stranger in fifty yes,
// and the dictionaries know the word in Italian; the committed
// commonfp.fuse was written against that Bloom filter, and common.fuse,
// its 6-bit fuse filter since session 32, errs on one in sixty-four, other
// words: a run now writes the words of its errors). A template's word the
// common English of SCOWL's american-english list (the list common.fuse
// is built from, wamerican), by its stem, or the error vocabulary holds is
// never taken: the redactor still counts those as English's; nor is a
// word the names data holds (Turkish alan, Alan): a template's word
// passes in a value position, and a name there is a value. Read only
// where the redactor asks whether a catalogue word is English (redact's
// templateWord), never in Known's chain.
const (
	commonFPDict = "/usr/share/dict/american-english"
	commonFPBits = 16
	commonFPMin  = 4 // shorter words are every language's
)

// commonFPWords returns commonfp.fuse's words and their figures.
func commonFPWords(string) (map[string]bool, string, error) {
	english, err := englishStems(commonFPDict)
	if err != nil {
		return nil, "", err
	}
	files, err := filepath.Glob(filepath.Join(healthCatRoot, "*", "LC_MESSAGES", "*.mo"))
	if err != nil || len(files) == 0 {
		return nil, "", fmt.Errorf("no catalogues under %s", healthCatRoot)
	}
	out, seen, read := map[string]bool{}, map[string]bool{}, 0
	for _, f := range files {
		dom := strings.TrimSuffix(filepath.Base(f), ".mo")
		if healthCatHeldOut[dom] || strings.HasPrefix(dom, "iso_") {
			continue
		}
		read++
		_ = moEntries(f, func(_, tr string) {
			for _, w := range strings.FieldsFunc(strings.ToLower(tr), func(r rune) bool { return !unicode.IsLetter(r) }) {
				if seen[w] || len(w) < commonFPMin || !lettersOnlyASCII(w) {
					continue
				}
				seen[w] = true
				if words.Template(w) && words.Common(w) && !english[words.Stem(w)] && !english[w] && !words.ErrorWord(w) && !words.GivenName(w) && !words.Surname(w) {
					out[w] = true
				}
			}
		})
	}
	return out, fmt.Sprintf("commonfp.fuse: %d template words of %d catalogues that common.fuse alone takes for English", len(out), read), nil
}

// englishStems returns the stems (words.Stem) of the lower-case entries
// of the SCOWL list at path, and the entries themselves.
func englishStems(path string) (map[string]bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%w (apt-get install wamerican)", err)
	}
	defer f.Close()
	out := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		w := sc.Text()
		if w == "" || w != strings.ToLower(w) {
			continue
		}
		out[w] = true
		out[words.Stem(w)] = true
	}
	return out, sc.Err()
}

// commonFPNotice is commonfp.LICENSE's text.
func commonFPNotice() string {
	return "commonfp.fuse holds hashes of words of the translations that Debian 12's packages install under\n" +
		healthCatRoot + " (PostgreSQL, glibc, binutils, GLib, GTK and the others that hold them; GPL-2+, LGPL-2.1+,\n" +
		"PostgreSQL licence; their translators' copyright), kept where template.fuse holds one and SCOWL's\n" +
		"american-english list (wamerican) does not. No text of them is kept: a word's 16-bit fingerprint only.\n"
}

package main

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A code that opens something is a credential in any language: a PIN, an
// access code, a door's, a gate's, a locker's or a safe's code (暗証番号
// 0412, toegangscode 4471, Türcode 3719B, Schließfachcode 3-19-27, code
// d'accès 24A71). -only opencodes.txt takes the lemmas the Open
// Multilingual Wordnet's wordnets (omw-data's wns/wikt and omwCore's, CC
// BY-SA and the core wordnets' licences) file under the first WordNet 3.0
// noun sense of codeEnglish's words, and -only openthings.txt those of
// thingEnglish's, as placenouns.txt does (senseLemmasBeside: the
// languages CLDR annotates, a lemma its language files under no other
// sense but a code's or a barrier's, less other languages' frequent
// words and the technical words, and, of the codes, the catalogues'
// words: pwkeys.fuse holds their words for a password, and Greek κωδικός
// is their Code too); a label's lemma of two
// or three words, and one of a script written without spaces, is kept
// too, its words joined (accesscode, codedaccès, 暗証番号).

// openCodesF and openThingsF are the lists' files (words.OpenCodeLabel,
// words.OpenThing).
const (
	openCodesF  = "opencodes.txt"
	openThingsF = "openthings.txt"
)

// codeEnglish are the English words for a code that opens something: a
// PIN, an access code, a password (whose word a language may write for a
// PIN too: Danish kodeord, Dutch toegangscode).
var codeEnglish = []string{"personal identification number", "access code", "password"}

// codeRoots: a code's synsets (code, and its hyponyms: access code,
// back door), beside which a lemma may be filed and still be taken.
var codeRoots = []string{"n06353934", "n06674188"}

// thingEnglish are the English words for what a code opens: a door, a
// gate, a locker, a safe. A code word after one (Türcode, gate code,
// kode pintu) names the code that opens it.
var thingEnglish = []string{"door", "doorway", "gate", "locker", "safe", "strongbox"}

// thingRoots: movable barriers, doorways and boxes, beside which a lemma
// may be filed (German Tür, a door and a doorway; Spanish casillero, a
// locker and a pigeonhole).
var thingRoots = []string{"n03795580", "n03224032", "n02883344", "n03094503"}

// labelLemma reports a lemma of one to three words of letters (a hyphen
// or an apostrophe inside), or of a script written without spaces.
func labelLemma(w string) bool {
	if utf8.RuneCountInString(w) < 2 {
		return false
	}
	n := 0
	for _, f := range strings.Fields(w) {
		n++
		for _, p := range strings.FieldsFunc(f, func(r rune) bool { return r == '-' || r == '\'' || r == '’' }) {
			if !kinLetters(p) && !caselessLemma(p) {
				return false
			}
		}
	}
	return n >= 1 && n <= 3
}

// caselessLemma reports a lemma of two letters or more of the scripts
// written without spaces (Han, kana, Thai, Lao, Khmer).
func caselessLemma(w string) bool {
	if utf8.RuneCountInString(w) < 2 {
		return false
	}
	for _, r := range w {
		if !unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Thai, unicode.Lao, unicode.Khmer) && !unicode.Is(unicode.M, r) {
			return false
		}
	}
	return true
}

// writeOpenCodes writes opencodes.txt (and .flate) from the sources
// under src.
func writeOpenCodes(src, outDir string) error {
	return writeSenseList(src, outDir, openCodesF, codeEnglish, codeRoots)
}

// writeOpenThings writes openthings.txt (and .flate) from the sources
// under src.
func writeOpenThings(src, outDir string) error {
	return writeSenseList(src, outDir, openThingsF, thingEnglish, thingRoots)
}

// writeSenseList writes file, the lemmas of english's first senses beside
// roots' synsets, labels joined.
func writeSenseList(src, outDir, file string, english, roots []string) error {
	also, err := wordNetUnder("/usr/share/wordnet", roots...)
	if err != nil {
		return err
	}
	// a code's word the catalogues write for something else too (Greek
	// κωδικός: a password, and dpkg's error code) is left out of the
	// codes; a door's is asked beside a code's word alone
	ws, err := senseLemmasBeside(src, english, also, senseOpts{englishToo: true, catalogueToo: file != openCodesF, coreToo: true, labels: true})
	if err != nil {
		return err
	}
	// the English words themselves: English is the source, no
	// Wiktionary wordnet's language
	for _, w := range english {
		ws = append(ws, fieldKeyForm(w))
	}
	sort.Strings(ws)
	ws = slices.Compact(ws)
	fmt.Printf("%s: %d words (omw-data)\n", file, len(ws))
	return writeTextList(outDir, file, "|"+strings.Join(ws, "|")+"|\n")
}

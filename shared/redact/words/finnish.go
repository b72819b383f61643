package words

import (
	_ "embed"
	"strings"
	"unicode/utf8"
)

// finnishEndings are Finnish's case endings, singular and plural, longest
// first where one ends another (issa before ssa, ihin before in), so that
// FinnishKey takes the same stem off every form of a paradigm's grade:
// tiedosto|ssa, tiedosto|ista, tiedosto|jen, tiedosto|on.
var finnishEndings = []string{
	"isiin", "itten",
	"issa", "issä", "ista", "istä", "illa", "illä", "ilta", "iltä", "ille", "iksi", "ihin", "iden", "seen",
	"ssa", "ssä", "sta", "stä", "lla", "llä", "lta", "ltä", "lle", "ksi", "tta", "ttä", "ina", "inä",
	"ien", "jen", "ita", "itä", "iin",
	"na", "nä", "ia", "iä", "ja", "jä", "ta", "tä", "in",
	"a", "ä", "n", "t",
}

// finnishKeyMin is the shortest stem FinnishKey answers: a shorter one is
// a piece of too many words.
const finnishKeyMin = 4

// FinnishKey returns the stem a Finnish word's case ending leaves (w in
// lower case), or w itself when it has none: an illative's lengthened
// vowel and n (toiminto|on) go with it. knowgen's nordicdicts.go keys the
// forms of wordfreq's Finnish list so, and the redactor asks a form it
// meets by the same key (FinnishStem), so a case form no list holds is
// known when another form of the word is (toimintoon: toimintoa).
func FinnishKey(w string) string {
	n := len(w)
	if n >= 3 && w[n-1] == 'n' {
		// aa|n, ee|n, … ää|n: the illative
		r1, s1 := utf8.DecodeLastRuneInString(w[:n-1])
		r2, _ := utf8.DecodeLastRuneInString(w[:n-1-s1])
		if r1 == r2 && strings.ContainsRune("aeiouyäö", r1) {
			if k := w[:n-1-s1]; utf8.RuneCountInString(k) >= finnishKeyMin {
				return k
			}
			return ""
		}
	}
	for _, e := range finnishEndings {
		if k, ok := strings.CutSuffix(w, e); ok {
			if utf8.RuneCountInString(k) >= finnishKeyMin {
				return k
			}
			return ""
		}
	}
	return w
}

// fistem.fuse: the keys (FinnishKey) of the forms of wordfreq's Finnish
// list that voikko accepts and no names data holds, two forms a key
// (knowgen's nordicdicts.go); asked by FinnishStem alone, not by Known.
//
//go:embed fistem.fuse
var fiStemData string

var fiStemF = newLazyFuse(fiStemData)

// FinnishStem reports a key (FinnishKey) of fistem.fuse.
func FinnishStem(key string) bool { return fiStemF.get().Has(key) }

// nordicLetters reports a word of the letters Danish, Norwegian and Finnish
// write (a–z, æ ø å ä ö é, and š ž of Finnish loans): known7.fuse holds no
// other, and the redactor asks Known a word's spellings with other marks
// (alhârbi for alharbi), each a stranger known7 could answer yes for.
// Asked after known7 answers, so it costs nothing on its misses.
func nordicLetters(w string) bool {
	for _, r := range w {
		if r >= 0x80 && !strings.ContainsRune("æøåäöéšž", r) {
			return false
		}
	}
	return true
}

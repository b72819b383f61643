// Names in the scripts that have neither case nor names data here and
// write a phrase's words together: Khmer, Lao and Myanmar ("គណនីរបស់ សុខ
// ចាន់ថា ត្រូវបានបិទ", "ການຈອງຂອງ ສົມໃຈ ພົມມະວົງ", "အောင်ကျော် ၏
// ငွေလွှဲမှု"). Their messages' words are known (the catalogues'
// templates, the segmenters' dictionaries: unspaced.go), a person's name
// is not; and a name is written as its parts with spaces between, where
// Khmer, Lao and Myanmar write a phrase's words together. So two words in
// a row that no knowledge of the script holds are a given name and a
// family name, and in Myanmar one such run before the genitive particle
// (၏, ရဲ့) is a person's. One unknown word alone is a word the knowledge
// lacks, and stays. Ethiopic is left out: Amharic writes its words apart
// and the knowledge here holds too few of them (ንግድ ባንክ, commercial bank,
// read as a name).

package redact

import (
	"slices"
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// pairNameScripts are the scripts detectPairNames reads.
var pairNameScripts = []*unicode.RangeTable{unicode.Khmer, unicode.Lao, unicode.Myanmar}

// myanmarGenitives are Myanmar's particles of the genitive, written
// after the noun with a space in messages.
const myanmarGenitives = " ၏ ရဲ့ "

// detectPairNames masks two unknown words in a row, or in Myanmar one
// before a genitive particle (see above). Bounded: each word is read once.
func detectPairNames(sc *scan) {
	s := sc.s
	if !hasScript(s, 0xE0, pairNameScripts) {
		return
	}
	prevStart, prevEnd, prevOpen := -1, -1, false
	for i := 0; i < len(s); {
		if sc.stop.pulse() {
			return
		}
		r, n := decodeRune(s[i:])
		if !unicode.In(r, pairNameScripts...) || !letterRune(r) {
			i += n
			continue
		}
		j := scriptRunEnd(s, i+n, pairNameScripts)
		w := s[i:j]
		open := pairNameOpen(w)
		if open && prevOpen && prevEnd+1 == i && s[prevEnd] == ' ' {
			sc.add(prevStart, j, phName)
			open = false // a name is two words: a third starts no pair with it
		} else if unicode.Is(unicode.Myanmar, r) && j < len(s) && s[j] == ' ' && myanmarGenitiveAt(s[j+1:]) &&
			runeCount(w) >= 2 && !wordlist.Known(w) && !wordlist.Template(w) {
			// Myanmar names are made of words (အောင် success, ကျော်
			// famous), which the segmenter finds: the run as a whole is
			// what no knowledge holds
			sc.add(i, j, phName)
		}
		prevStart, prevEnd, prevOpen = i, j, open
		i = j
	}
}

// pairNameMax is the most letters and marks a part of a name takes
// (ພົມມະວົງ is 8): a longer run is a phrase written together.
const pairNameMax = 12

// pairNameOpen reports a word of two letters or more, and no longer than a
// name's part, that no knowledge of its script holds: no catalogue's, no
// dictionary's and, for a run written without spaces, none the segmenter
// finds in it; a title (unspacedTitles: ທ້າວ, Mr) is no part of one.
func pairNameOpen(w string) bool {
	n := runeCount(w)
	return n >= 2 && n <= pairNameMax && !slices.Contains(unspacedTitles, w) && !wordlist.Known(w) && !wordlist.Template(w) && !knownForm(w, w)
}

// myanmarGenitiveAt reports a genitive particle of myanmarGenitives as
// the word at the start of rest.
func myanmarGenitiveAt(rest string) bool {
	k := 0
	for k < len(rest) {
		r, n := decodeRune(rest[k:])
		if !unicode.Is(unicode.Myanmar, r) {
			break
		}
		k += n
	}
	return k > 0 && semListed(myanmarGenitives, rest[:k])
}

// scriptRunEnd returns where the run of letters and marks of scripts that
// goes on at s[j] ends: a word of a caseless script (pairnames.go,
// ethiopicnames.go).
func scriptRunEnd(s string, j int, scripts []*unicode.RangeTable) int {
	for j < len(s) {
		r, n := decodeRune(s[j:])
		if !unicode.In(r, scripts...) || !(letterRune(r) || unicode.Is(unicode.M, r)) {
			break
		}
		j += n
	}
	return j
}

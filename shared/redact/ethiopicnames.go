// Names in the Ethiopic script (Amharic, Tigrinya): "የአበበ ከበደ የብድር
// ማመልከቻ", "የተሳፋሪ ሰላም ተስፋዬ ትኬት". The script is a syllabary laid out
// in series of eight, a consonant's series in its seven vowel orders and a
// labialised one (ከ ke, ኩ ku, ኪ ki, ካ ka, ኬ ke, ክ k, ኮ ko, ኳ kwa), so a
// word is spelt in Latin letters as Ethiopian names are (Abebe, Kebede,
// Tesfaye, Selam) by one table, and the names data answers for it as it
// does for the Brahmic scripts (indicnames.go). The knowledge holds too
// few Amharic words to read two unknown ones in a row as a name
// (pairnames.go), so the names data must hold one of them.

package redact

import (
	"strings"
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// ethiopicConsonants are the Latin consonants of the Ethiopic series from
// U+1200, eight code points each, in order; "0" for the glottal and
// pharyngeal series (አ, ዐ), which write their vowel alone, and "-" for a
// series no name here is spelt with.
var ethiopicConsonants = strings.Fields("h l h m s r s sh k - - - b v t ch h - n ny 0 k - h - w 0 z zh y d - j g - - t ch p ts ts f p")

// ethiopicVowels are the seven orders' vowels and the labialised eighth's:
// the first order is e (Kebede), a after the glottal (Abebe); the sixth
// is read with none (Tesfaye's s), its plain spelling: with a short i
// added, short nouns meet names by chance (ግብር, gibir).
var ethiopicVowels = [8]string{"e", "u", "i", "a", "e", "", "o", "wa"}

// ethiopicLatin returns w's plain Latin spelling, and "" for a word with a
// letter outside the table.
func ethiopicLatin(w string) string {
	var b strings.Builder
	for _, r := range w {
		if r < 0x1200 || r > 0x1357 {
			return ""
		}
		k, order := int(r-0x1200)/8, int(r-0x1200)%8
		if k >= len(ethiopicConsonants) || ethiopicConsonants[k] == "-" {
			return ""
		}
		c, v := ethiopicConsonants[k], ethiopicVowels[order]
		if c == "0" {
			c = ""
			if order == 0 {
				v = "a"
			}
		}
		b.WriteString(c)
		b.WriteString(v)
	}
	return b.String()
}

// ethiopicPrefixes are the prepositions Amharic writes on to a noun
// (የ of, ለ to, ከ from, በ by): a name after one is read without it too.
const ethiopicPrefixes = "የለከበ"

// ethiopicName reports a word whose plain Latin spelling the names data
// holds (has); a word that opens with a preposition written on to it
// (ethiopicPrefixes: የበረራ, of the flight) is read without it, as a
// name after one is (የአበበ, Abebe's), never whole (yeberera meets a name).
func ethiopicName(w string, has func(string) bool) bool {
	if r, n := decodeRune(w); strings.ContainsRune(ethiopicPrefixes, r) && runeCount(w[n:]) >= 2 {
		w = w[n:]
	}
	l := ethiopicLatin(w)
	return l != "" && has(l)
}

// ethiopicPlainSurname reports a word whose plain spelling, six letters or
// more, the names data holds as a surname (ከበደ, Kebede): after an unknown
// word it ends a name, as a father's name does, though the data lacks the
// given name before it (አበበ, Abebe). Not a given name alone (ሰላም, Selam,
// starts a name rather) nor a spelling of five letters, which meets a
// short name by chance (መርሃ, merha).
func ethiopicPlainSurname(w string) bool {
	l := ethiopicLatin(w)
	return len(l) >= 6 && wordlist.Surname(l)
}

// ethiopicScript is the script detectEthiopicNames reads.
var ethiopicScript = []*unicode.RangeTable{unicode.Ethiopic}

// detectEthiopicNames masks two Ethiopic words in a row that no
// knowledge holds when the names data holds the first as a given name and
// the second as a given name (a father's, which Ethiopian names carry as
// the second) or a surname, or the second alone as a surname
// (ethiopicPlainSurname): the names data holds some Ethiopian names
// (Tesfaye, Selam, Kebede), and one known name is too weak a tie where
// short syllables spelt in Latin meet names by chance.
func detectEthiopicNames(sc *scan) {
	s := sc.s
	if !hasScript(s, 0xE1, ethiopicScript) {
		return
	}
	prevStart, prevEnd, prevGiven, prevOpen := -1, -1, false, false
	for i := 0; i < len(s); {
		if sc.stop.pulse() {
			return
		}
		r, n := decodeRune(s[i:])
		if !unicode.Is(unicode.Ethiopic, r) || !letterRune(r) {
			i += n
			continue
		}
		j := scriptRunEnd(s, i+n, ethiopicScript)
		w := s[i:j]
		n0 := runeCount(w)
		open := n0 >= 2 && n0 <= pairNameMax && !wordlist.Known(w) && !wordlist.Template(w)
		given := open && ethiopicName(w, wordlist.GivenName)
		if open && prevOpen && prevEnd+1 == i && s[prevEnd] == ' ' &&
			(prevGiven && (given || ethiopicName(w, wordlist.Surname)) || ethiopicPlainSurname(w)) {
			sc.add(prevStart, j, phName)
			open = false
		}
		prevStart, prevEnd, prevGiven, prevOpen = i, j, given, open
		i = j
	}
}

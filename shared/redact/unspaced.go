// Khmer, Lao and Myanmar (Burmese): scripts written without spaces
// between words, as Thai is, whose runs were all unknown words until
// ICU's dictionaries of them came (words.Unspaced). A run of them is read
// as words when it splits wholly into the frequent words of those
// dictionaries (បាន|បរាជ័យ, "failed"; ບໍ່|ສາມາດ, "cannot"); Khmer's
// catalogues write a ZERO WIDTH SPACE between most words, and each piece
// between two must split. A person's name is made of such words too
// (សុខ|ចាន់, Sok Chan: "happiness", "moon"; အောင်|မြင့်, Aung Myint), and
// no names data holds these scripts: a name is found by the title
// written before it (លោក, Mr; ທ້າວ, Mr; ဦး, U), glued or apart, which
// masks the run after it and keeps the run from being read as words.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// unspacedMaxWord bounds a word of the split, in letters and marks (ICU's
// longest frequent words are shorter); unspacedMaxPiece bounds a piece
// between two spaces or zero-width spaces that is split at all.
const (
	unspacedMaxWord  = 24
	unspacedMaxPiece = 160
)

// unspacedTitles are the titles written before a person's name: Khmer's
// Mrs, Madam, Miss, Excellency and Mr, Lao's Mrs, Mr (ທ່ານ, also the polite
// "you") and Ms, Myanmar's U, Daw, Maung and Doctor, longest first. Not
// Myanmar's Ko and Ma, which are the object's particle (ကို) and the
// negation (မ) too.
var unspacedTitles = []string{
	"លោកជំទាវ", "លោកស្រី", "អ្នកស្រី", "ឯកឧត្តម", "កញ្ញា", "លោក",
	"ທ່ານນາງ", "ທ່ານ", "ທ້າວ", "ນາງ",
	"ဒေါက်တာ", "မောင်", "ဒေါ်", "ဦး",
}

// unspacedLetter reports a letter or mark of Khmer, Lao or Myanmar: not
// their digits (but Myanmar's zero, myanmarSpelling) nor their punctuation
// (Khmer's ។ and ៖, Myanmar's ၊ and ။), which end a word.
func unspacedLetter(r rune) bool {
	return r >= 0x1780 && r <= 0x17D3 || r == 0x17D7 || r == 0x17DC || r == 0x17DD ||
		r >= 0x0E81 && r <= 0x0EDF && !(r >= 0x0ED0 && r <= 0x0ED9) ||
		r >= 0x1000 && r <= 0x109F && !(r >= 0x1041 && r <= 0x104B) && !(r >= 0x1090 && r <= 0x1099)
}

// myanmarSpelling writes a piece of Burmese as the dictionary does:
// Burmese is often typed with the digit zero ၀ for the letter wa ဝ, which
// look alike (ပတ်၀န်းကျင်, "environment"), and with the asat before the
// dot below, as GTK's translators type it (U+103A U+1037 in ခန့်ခွဲ,
// "manage"), where the dictionary keeps Unicode's order, the dot first.
// unspacedLetter counts the zero as a letter.
var myanmarSpelling = strings.NewReplacer("\u1040", "\u101d", "\u103a\u1037", "\u1037\u103a")

// unspacedWords returns how many words a word lw of Khmer, Lao or
// Myanmar letters, zero width spaces between them or not, splits into:
// the fewest words each piece between two zero width spaces splits
// into wholly (words.Unspaced), added up; 0 when a piece does not split,
// or holds a person's title with a name after it (unspacedTitleIn).
func unspacedWords(lw string) int {
	pieces := strings.FieldsFunc(lw, func(r rune) bool { return r == 0x200b })
	total := 0
	for i, p := range pieces {
		p = myanmarSpelling.Replace(p)
		if a, t := unspacedTitleIn(p); t > 0 && (a+t < len(p) || i+1 < len(pieces)) {
			return 0
		}
		n := unspacedSplits(p)
		if n == 0 {
			return 0
		}
		total += n
	}
	return total
}

// unspacedSplits returns the fewest words of words.Unspaced a piece
// splits into wholly, each starting where a letter can start a word
// (unspacedStart); 0 when it does not split.
func unspacedSplits(p string) int {
	var offs [unspacedMaxPiece + 1]int
	n := 0
	for o, r := range p {
		if n == unspacedMaxPiece || !unspacedLetter(r) {
			return 0
		}
		offs[n] = o
		n++
	}
	offs[n] = len(p)
	// fewest[i]: the fewest words the first i letters split into, 0
	// when they do not
	var fewest [unspacedMaxPiece + 1]int
	fewest[0] = 1
	for a := 0; a < n; a++ {
		if fewest[a] == 0 || !unspacedStart(p, offs[a]) {
			continue
		}
		// မ|ဖန်တီး, "not create"; တ|ခု, "one (thing)": Burmese glues
		// its negation and the numeral one, a letter each, to the verb
		// or the classifier after them (never at a piece's end)
		if c := p[offs[a]:offs[a+1]]; (c == "မ" || c == "တ") && a+1 < n && unspacedStart(p, offs[a+1]) && (fewest[a+1] == 0 || fewest[a+1] > fewest[a]) {
			fewest[a+1] = fewest[a]
		}
		for b := a + 1; b <= min(n, a+unspacedMaxWord); b++ {
			if (fewest[b] == 0 || fewest[b] > fewest[a]+1) && (b == n || unspacedStart(p, offs[b])) && wordlist.Unspaced(p[offs[a]:offs[b]]) {
				fewest[b] = fewest[a] + 1
			}
		}
	}
	return max(fewest[n]-1, 0)
}

// unspacedStart reports a letter at s[i:] that can start a word: no mark
// (a vowel sign, Myanmar's medials and asat, a tone mark), nor a
// consonant after Khmer's coeng or Myanmar's virama, which write it below
// the one before (ក្ស is one cluster).
func unspacedStart(s string, i int) bool {
	r, _ := decodeRune(s[i:])
	if unicode.Is(unicode.M, r) {
		return false
	}
	p, _ := utf8.DecodeLastRuneInString(s[:i])
	return p != 0x17D2 && p != 0x1039
}

// unspacedTitleIn returns where a person's title starts in a piece p
// and its length (0 when there is none): at p's start, or where the words
// before it end (p[:a] splits) and no frequent word runs across its start
// (ពិភព|លោក, "world", holds លោក, Mr).
func unspacedTitleIn(p string) (int, int) {
	if t := unspacedTitleAt(p); t > 0 {
		return 0, t
	}
	for _, t := range unspacedTitles {
		for k := 0; ; {
			j := indexStr(p[k:], t)
			if j < 0 {
				break
			}
			a := k + j
			k = a + len(t)
			if a == 0 || !unspacedStart(p, a) || unspacedSplits(p[:a]) == 0 || unspacedAcross(p, a) {
				continue
			}
			if n := unspacedTitleAt(p[a:]); n > 0 {
				return a, n
			}
		}
	}
	return 0, 0
}

// unspacedAcross reports a frequent word that starts before p[a:] and
// ends inside or after the letter at a.
func unspacedAcross(p string, a int) bool {
	for c, n := a, 0; c > 0 && n < unspacedMaxWord; n++ {
		_, k := utf8.DecodeLastRuneInString(p[:c])
		c -= k
		if !unspacedStart(p, c) {
			continue
		}
		for e, m := a, 0; e < len(p) && m < unspacedMaxWord; m++ {
			_, k := decodeRune(p[e:])
			e += k
			if (e == len(p) || unspacedStart(p, e)) && wordlist.Unspaced(p[c:e]) {
				return true
			}
		}
	}
	return false
}

// unspacedTitleAt returns the length of a person's title at p's start, 0
// when there is none or when a longer frequent word starts there that
// holds it (លោកអ្នក, "you"; ဦးစားပေး, "priority"): a title is read only
// where the split cannot go on through it.
func unspacedTitleAt(p string) int {
	for _, t := range unspacedTitles {
		if !hasPrefix(p, t) {
			continue
		}
		n := 0
		for o, r := range p {
			if o > len(t) && unspacedStart(p, o) && wordlist.Unspaced(p[:o]) {
				return 0
			}
			if n++; n > unspacedMaxWord || !unspacedLetter(r) {
				break
			}
		}
		if len(p) > len(t) && n <= unspacedMaxWord && wordlist.Unspaced(p) {
			return 0
		}
		return len(t)
	}
	return 0
}

// detectUnspacedTitleNames masks the name after a person's title in
// Khmer, Lao or Myanmar (unspacedTitles): glued to it, the rest of its
// piece (ផ្ញើសារទៅលោក|សុខា, "send a message to Mr Sokha"; the words after
// a name glued to it cannot be told from the name's own, which are
// words too, and go with it), or apart by a space or a zero-width space,
// the next piece (ဦး အောင်မြင့်). The title stays: it is the text's fact
// that a person stood there. A family name one space after the given name
// stays unless the value rules read it: a piece no frequent word makes up
// is as often a word the dictionary's frequent words lack (ບໍ່ສຳເລັດ,
// "failed", in Lao, whose software writes few words).
func detectUnspacedTitleNames(sc *scan) {
	s := sc.s
	// Lao's letters are written with a lead byte 0xE0, Khmer's and
	// Myanmar's with 0xE1: text with neither (most of an event's) is not
	// decoded rune by rune
	if indexByte(s, 0xE0) < 0 && indexByte(s, 0xE1) < 0 {
		return
	}
	for i := 0; i < len(s); {
		if sc.stop.pulse() {
			return
		}
		r, k := decodeRune(s[i:])
		if !unspacedLetter(r) {
			i += k
			continue
		}
		e := unspacedPieceEnd(s, i)
		// myanmarSpelling keeps every offset: it swaps letters of
		// three bytes for letters of three
		at, t := unspacedTitleIn(myanmarSpelling.Replace(s[i:e]))
		if t == 0 {
			i = e
			continue
		}
		a := i + at + t
		if a == e {
			// the title alone: the name is the next piece, one space or
			// zero-width space after it
			j := e
			for n := 0; j < len(s) && n < 2; n++ {
				c, k := decodeRune(s[j:])
				if c != ' ' && c != 0x200b {
					break
				}
				j += k
			}
			if c, _ := decodeRune(s[j:]); j == e || !unspacedLetter(c) {
				i = e
				continue
			}
			a, e = j, unspacedPieceEnd(s, j)
		}
		sc.add(a, e, phName)
		i = e
	}
}

// unspacedPieceEnd returns where the piece starting at s[i:] ends: at the
// first character that is no letter of those scripts.
func unspacedPieceEnd(s string, i int) int {
	for i < len(s) {
		r, k := decodeRune(s[i:])
		if !unspacedLetter(r) {
			break
		}
		i += k
	}
	return i
}

// unspacedPersonRun reports a run of Khmer, Lao or Myanmar in another
// script's text, of fewer than four words (a Burmese name has up to four
// syllables, each a word: ခင်|ခင်|ဝင်း), right after a word a person's
// name follows there (to, from, by, Dear; a template's, words.PersonLeadBefore;
// a role noun, personRoleWords and words.PersonNounWord; a title, Mr): `sent to အောင်မြင့်` is Aung Myint, whose name is
// two frequent words.
func unspacedPersonRun(s string, a int, run string) bool {
	r, _ := decodeRune(run)
	if !unspacedLetter(r) || unspacedWords(run) >= 4 {
		return false
	}
	if leadBefore(s, a) {
		return true
	}
	w := strings.ToLower(wordBefore(s, a))
	return w != "" && (wordIn(" to from by for dear hi hello ", w) || wordIn(personRoleWords, w) || wordIn(courtesyTitles, w) || wordlist.PersonNounWord(w))
}

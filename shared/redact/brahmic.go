// The Brahmic scripts of India are parallel: Unicode laid Bengali,
// Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada and Malayalam out in
// Devanagari's order (ISCII's), each 0x80 after the one before, a sound's
// letter at the same offset in each block (क, ক, ਕ, ક, କ, க, క, ಕ, ക are
// all ka). Read in Devanagari, a word of any of them is spelt in Latin
// letters by indicnames.go's one table, so the names data (Indian names
// are spelt in Latin there: murugan, reddy, nair) answers for all of them
// as it does for Hindi and Bengali.
//
// Tamil writes one letter for a voiced and an unvoiced stop and none for
// the aspirates (க is ka and ga, த is ta, tha and da): which one a letter
// is follows from where it stands, as Tamil's grammars teach, and names
// are spelt in Latin by the sound (முருகன் is Murugan, not Murukan;
// செந்தில் is Senthil), so each such letter is read as the sounds it has
// there (brahmicTamil).

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// brahmicToDevanagari returns the Devanagari letters of r, a letter, sign
// or mark of one of the Brahmic blocks (U+0900–U+0D7F), and false for any
// other rune. Letters a block has beyond the common order are spelt by
// their sound: Gurmukhi's tippi is a nasal (ं) and its addak, which
// doubles the next consonant, is dropped with the bearers of its vowels;
// Malayalam's chillus are a consonant without its vowel (ൻ is न्);
// Assamese writes its ra and wa with letters of its own (ৰ, ৱ).
func brahmicToDevanagari(r rune) ([]rune, bool) {
	if sinhalaRune(r) {
		return sinhalaDevanagari(r)
	}
	if r < 0x900 || r > 0xD7F {
		return nil, false
	}
	switch r {
	case 0xA70: // ੰ tippi
		return []rune{'ं'}, true
	case 0xA71, 0xA72, 0xA73, 0xD57: // ੱ addak, ੲ ੳ vowel bearers, ൗ au length mark
		return nil, true
	case 0xB71, 0xB5F, 0x9DF: // ୱ wa; ୟ, য় ya (ଯ, য are ja there)
		if r == 0xB71 {
			return []rune{'व'}, true
		}
		return []rune{'य'}, true
	case 0xB2F: // ଯ ja
		return []rune{'ज'}, true
	case 0x9F0, 0x9F1: // Assamese ৰ ra and ৱ wa, beyond Bengali's order
		if r == 0x9F0 {
			return []rune{'र'}, true
		}
		return []rune{'व'}, true
	case 0xD7A:
		return []rune{'ण', '्'}, true
	case 0xD7B:
		return []rune{'न', '्'}, true
	case 0xD7C:
		return []rune{'र', '्'}, true
	case 0xD7D:
		return []rune{'ल', '्'}, true
	case 0xD7E:
		return []rune{'ळ', '्'}, true
	case 0xD7F:
		return []rune{'क', '्'}, true
	}
	return []rune{0x900 + r&0x7F}, true
}

// brahmicRune reports a rune of the Brahmic blocks read in Devanagari
// (U+0900–U+0D7F): a range, not a table search per letter.
func brahmicRune(r rune) bool { return r >= 0x900 && r <= 0xD7F }

// sinhalaRune reports a rune of the Sinhala block (U+0D80–U+0DFF), which
// Unicode laid out in an order of its own, after Malayalam's.
func sinhalaRune(r rune) bool { return r >= 0xD80 && r <= 0xDFF }

// indicRune reports a rune the name rules read in Devanagari: the Brahmic
// blocks' and Sinhala's.
func indicRune(r rune) bool { return brahmicRune(r) || sinhalaRune(r) }

// sinhalaLetters pairs each letter and sign of Sinhala with the
// Devanagari letters of its sound, space-separated: Sinhalese names are
// spelt in Latin in the names data as India's are (Perera, Fernando,
// Kumara), so a Sinhala word read in Devanagari is asked as they are
// (නිමල් පෙරේරා, nimal perera). Its prenasalised stops are a nasal and
// the stop (ඳ, nd), its æ vowels e.
const sinhalaLetters = "ංं ඃः අअ ආआ ඇए ඈए ඉइ ඊई උउ ඌऊ ඍऋ එए ඒए ඓऐ ඔओ ඕओ ඖऔ කक ඛख ගग ඝघ ඞङ " +
	"ඟङ्ग චच ඡछ ජज ඣझ ඤञ ඥज्ञ ඦञ्ज ටट ඨठ ඩड ඪढ ණण ඬण्ड තत ථथ දद ධध නन ඳन्द පप ඵफ බब " +
	"භभ මम ඹम्ब යय රर ලल වव ශश ෂष සस හह ළळ ෆफ ්् ාा ැे ෑे ිि ීी ුु ූू ෘृ ෙे ේे ෛै ොो ෝो ෞौ ෟौ ෲृ "

// sinhalaDevanagari returns the Devanagari letters of r, a rune of the
// Sinhala block, and true; none for a rune it has no sound for (a
// punctuation mark, a digit).
func sinhalaDevanagari(r rune) ([]rune, bool) {
	i := strings.IndexRune(sinhalaLetters, r)
	if i < 0 {
		return nil, true
	}
	row := sinhalaLetters[i+len(string(r)):]
	return []rune(row[:indexByte(row, ' ')]), true
}

// tamilBlock reports a letter of the Tamil block.
func tamilBlock(r rune) bool { return r >= 0xB80 && r <= 0xBFF }

// brahmicTamil returns the Latin spellings a Tamil stop (read as its
// Devanagari letter c: क, च, ट, त, प) has where it stands: first in the
// word, doubled (the second of two alike, the first then silent), after a
// nasal, or between vowels; nil for any other consonant.
func brahmicTamil(c rune, initial, geminate, afterNasal, intervocalic bool) []string {
	if c == 'ऴ' {
		return []string{"zh", "l"}
	}
	// per stop: its sounds first in the word, doubled, after a nasal,
	// between vowels and elsewhere (a table, not literals: bootstrap
	// bytes)
	const table = "क k,g|k|g|g,k,h|k च s,ch|ch|j|s,ch|ch,s ट t,d|t|d|d,t|t त th,t,d|th,t|th,d|th,d,dh|th प p,b|p|b|b,v,p|p "
	i := strings.IndexRune(table, c)
	if i < 0 {
		return nil
	}
	row := table[i+len(string(c))+1:]
	row = row[:indexByte(row, ' ')]
	col := 4
	switch {
	case initial:
		col = 0
	case geminate:
		col = 1
	case afterNasal:
		col = 2
	case intervocalic:
		col = 3
	}
	return split(split(row, "|")[col], ",")
}

// brahmicDevanagari returns w, a word of a Brahmic script, written in
// Devanagari's letters (ગ્રાહક as ग्राहक), and whether it was in another
// script than Devanagari.
func brahmicDevanagari(w string) (string, bool) {
	var b []rune
	other := false
	for _, r := range w {
		if r >= 0x980 && r <= 0xDFF {
			other = true
		}
		if dev, ok := brahmicToDevanagari(r); ok {
			b = append(b, dev...)
			continue
		}
		b = append(b, r)
	}
	return string(b), other
}

// brahmicKnown reports a word of a Brahmic script other than Devanagari and
// Bengali that is no name part: one of two letters (તો, పై: a particle,
// as a name is rarely written), or a word Hindi's dictionaries and
// catalogues hold once it is written in Devanagari (ક્રિયા as क्रिया,
// "action"; ଫାଇଲ as फाइल, "file"): the languages share Sanskrit's and
// English's words, and Gujarati, Oriya and Kannada have no dictionary here
// of their own.
func brahmicKnown(w string) bool {
	d, other := brahmicDevanagari(w)
	if !other || w[0] == 0xE0 && w[1] == 0xA6 || w[1] == 0xA7 && w[0] == 0xE0 {
		return false // Devanagari and Bengali: their own rules
	}
	return runeCount(w) < 3 || wordlist.Known(d) || wordlist.Template(d) || hindiForm(d)
}

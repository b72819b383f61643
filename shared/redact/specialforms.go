// The special-category words of Polish, Russian and Ukrainian in the case
// a sentence puts them in: the lists write a noun in the nominative
// (cukrzyca, депрессия, беременность), a sentence in the accusative,
// genitive or instrumental (choruje na cukrzycę, страдает депрессией, на
// сроке беременности). A word is asked in its nominative forms: its case
// ending replaced by each nominative ending.

package redact

import (
	wordlist "glitchtip-mcp/shared/redact/words"
)

// slavicCaseEndings are the endings of the oblique cases of Polish,
// Russian and Ukrainian nouns and adjectives, longest first.
var slavicCaseEndings = [...]string{
	"ами", "ями", "ией", "ією", "ach", "ami", "ów",
	"ом", "ем", "ой", "ей", "ою", "ею", "ам", "ям", "ах", "ях", "ов", "ев", "ів", "ії", "ию", "ии", "ие",
	"em", "om", "ie", "ią", "ię",
	"ы", "и", "у", "ю", "е", "а", "я", "і", "ę", "ą", "y", "i", "u", "a", "e",
}

// slavicNominatives are the nominative endings a stem is asked with.
var slavicNominatives = [...]string{"", "а", "я", "ь", "ия", "ія", "a", "ia", "o"}

// slavicSpecialForm reports a Polish, Russian or Ukrainian word whose
// nominative is a special-category word of the lists; the stem left after
// its ending has four letters at least, so that a short word (рак) is not
// found inside a longer one (ракета).
func slavicSpecialForm(lw string) bool {
	if isASCII(lw) {
		return false
	}
	for _, e := range slavicCaseEndings {
		stem, ok := cutSuffix(lw, e)
		if !ok || runeCount(stem) < 4 {
			continue
		}
		for _, n := range slavicNominatives {
			w := stem + n
			if w == lw {
				continue
			}
			if _, ok := wordlist.Special(w); ok || moreSpecial(w) || handSpecial(w) {
				return !programWord(w)
			}
		}
		if c, ok := cutSuffix(stem, "ц"); ok {
			// беженца, біженцем: a noun in -ец/-ець drops its
			// vowel before a case's ending (the fleeting e)
			for _, w := range [...]string{c + "ец", c + "ець"} {
				if _, ok := wordlist.Special(w); ok && !programWord(w) {
					return true
				}
			}
		}
	}
	return false
}

// specialPhraseForm reports a phrase of the lexicon that the words at the
// start of lw write in another case (należy do związku zawodowego:
// związek zawodowy; ποινικού μητρώου: ποινικό μητρώο; odborové
// organizace): its category and how many words it takes. The lexicon
// writes a phrase in the nominative; Slavic, Baltic and Greek inflect
// each of its words by its ending. Asked only of a phrase whose first
// two words hold a letter beyond ASCII, each word matched by phraseWordForm.
func specialPhraseForm(lw []string) (string, int, bool) {
	if len(lw) < 2 || isASCII(lw[0]) && isASCII(lw[1]) || runeCount(lw[0]) < 4 {
		return "", 0, false
	}
	// the lexicon's first word keeps the text's first letters up to
	// its last three, and is four letters shorter at most
	return wordlist.SpecialPhraseForms(lw, max(4, runeCount(lw[0])-7), phraseWordForm)
}

// phraseWordForm reports w, a text's word, as a form of lex, a word of a
// lexicon's phrase: the same word, or, for a word of four letters or
// more, one that keeps all of it but its last three letters (zawodowy:
// zawodowego; związek: związku) and is at most four letters longer.
func phraseWordForm(lex, w string) bool {
	if lex == w {
		return true
	}
	nl, nw := runeCount(lex), runeCount(w)
	if nl < 4 || nw < 4 || nw > nl+4 {
		return false
	}
	same, i := 0, 0
	for _, r := range lex {
		if i >= len(w) {
			break
		}
		q, n := decodeRune(w[i:])
		if q != r {
			break
		}
		same++
		i += n
	}
	return same >= max(4, nl-3)
}

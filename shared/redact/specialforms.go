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
	}
	return false
}

package words

import (
	_ "embed"
	"unicode"
	"unicode/utf8"
)

// latingap.fuse: the ordinary words of the Latin-script languages the
// other filters lacked (Catalan, Croatian, Slovak, Slovene, Lithuanian,
// Latvian, Icelandic, Basque, Estonian, Malay, Indonesian, Albanian,
// Welsh, Xhosa...: knowgen's latingap.go), the words two entries of their
// system catalogues write as their hunspell dictionaries accept them, less
// names (as written and in ASCII) and special-category terms.
// Known asks it only about a word of Latin letters; a random Latin string
// (a login) meets its false positives, so its fingerprints are 20 bits
// wide (1 in a million): at 14 a login read as a word.
//
//go:embed latingap.fuse
var latinGapData string

var latinGapF = newLazyFuse(latinGapData)

// latinGapWord reports a word of latingap.fuse; w is in lower case. Only a
// word whose first letter is Latin is asked.
func latinGapWord(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return utf8.RuneCountInString(w) >= 2 && unicode.Is(unicode.Latin, r) && latinGapF.get().Has(w)
}

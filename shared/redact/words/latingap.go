package words

import (
	_ "embed"
	"unicode"
	"unicode/utf8"
)

// latingap.fuse: the ordinary words of the Latin-script languages the
// other filters lacked (Catalan, Croatian, Slovak, Slovene, Lithuanian,
// Latvian, Icelandic, Basque, Estonian, Finnish, Malay, Indonesian,
// Albanian, Welsh, Xhosa...: knowgen's latingap.go): the words three
// entries of their system catalogues write as their hunspell dictionaries
// accept them (six entries where there is no dictionary; voikko votes for Finnish), less names (as
// written and in ASCII) and special-category terms; of those, the 3,020
// the most catalogues (packages), then entries, write (8.1 KB): a word
// many programs write is one the programs the filter never read write too.
// Known asks it only about a word of Latin letters; a random Latin string
// (a login) meets its false positives, so its fingerprints are 18 bits
// wide (1 in 262,144; Known's strangers 0.2399% -> 0.2402%): at 14 a
// held-out login read as a word.
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

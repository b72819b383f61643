package words

import (
	_ "embed"
	"unicode/utf8"
)

// gap.fuse: the ordinary words of the languages the other filters lacked
// or held thinly, written in scripts other than Latin and Cyrillic
// (Bengali, Tamil, Hindi, Persian, the other Indic scripts, Armenian,
// Georgian, Amharic: knowgen's gapdicts.go), from their system catalogues and
// wordfreq's lists, as their dictionaries accept them, and the words the
// Indic languages' software translations write most (gapl10n.go), less
// names and special-category terms. Known asks it only about a word of those
// scripts (GapScript), which is all it holds: a Latin word never meets
// its false positives.
//
//go:embed gap.fuse
var gapData string

var gapF = newLazyFuse(gapData)

// GapScript reports whether w's first letter is of a script gap.fuse
// holds words of: Armenian, Arabic, the Indic scripts (Devanagari to
// Sinhala), Georgian, Ethiopic. knowgen keeps only such words; a word of
// another script (a Cyrillic or Greek name) never meets its false
// positives.
func GapScript(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	switch {
	case r >= 0x530 && r < 0x590, // Armenian
		r >= 0x600 && r < 0x700, r >= 0x750 && r < 0x780, // Arabic
		r >= 0x900 && r < 0xe00,   // Devanagari … Sinhala
		r >= 0x10a0 && r < 0x1100, // Georgian
		r >= 0x1200 && r < 0x1380: // Ethiopic
		return true
	}
	return false
}

// gapWord reports a word of gap.fuse; w is in lower case.
func gapWord(w string) bool { return GapScript(w) && gapF.get().Has(w) }

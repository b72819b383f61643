package words

import (
	_ "embed"
	"unicode/utf8"
)

// fwwords.fuse (knowgen's fwwords.go): the words of the web frameworks'
// own translations of their error and validation messages, which Rails,
// Laravel and Symfony applications write their localised error text
// with: rails-i18n's locales, Laravel Lang's and Symfony's Validator,
// Security Core and Form translations (MIT; notices in fwwords.LICENSE),
// in every language they ship but those written without spaces and
// Vietnamese, less what the other filters know, names (as mwwords.fuse
// reads them) and special-category terms. Known asks it as it asks
// mwwords.fuse: every word reaches it, a login's too, so its fingerprints
// are 16 bits wide, packed (PackFuse).
var (
	//go:embed fwwords.fuse
	fwWordsData string
	fwWordsF    = newLazyFuse(fwWordsData)
)

// fwWord reports a word of fwwords.fuse; w is in lower case. It holds no
// word of fewer than three letters.
func fwWord(w string) bool {
	return utf8.RuneCountInString(w) >= 3 && fwWordsF.get().Has(w)
}

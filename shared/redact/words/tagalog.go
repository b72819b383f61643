package words

import _ "embed"

// tagalog.fuse (knowgen's tagalog.go): the words of the Tagalog system
// catalogues (apt, dpkg, shadow, GLib…), 1,074 words in 1.9 KB.
var (
	//go:embed tagalog.fuse
	tagalogData string
	tagalogF    = newLazyFuse(tagalogData)
)

// Tagalog reports a word of Tagalog's catalogues, in lower case. Tagalog
// is written in ASCII letters: the redactor asks only inside a Tagalog
// text (two of its grammatical words), never in Known's chain, which every
// Latin word reaches and whose false positives are at their limit.
func Tagalog(w string) bool { return tagalogF.get().Has(w) }

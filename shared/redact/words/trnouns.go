package words

import _ "embed"

// trnouns.fuse (knowgen's turkishnouns.go): Turkish words the names
// filters hold that Turkish text inflects as common nouns, with no
// apostrophe before the suffix as a proper name takes one (kendi, renk,
// aday: kendine, renkler, adaylar), 292 words in 0.5 KB.
var (
	//go:embed trnouns.fuse
	trNounsData string
	trNounsF    = newLazyFuse(trNounsData)
)

// TurkishNoun reports a Turkish word that is a person's name too and a
// common noun by its inflections. Only a word the names filters hold is
// asked: at 10 bits the filter answers one stranger in 1,024 wrongly.
func TurkishNoun(w string) bool { return trNounsF.get().Has(w) }

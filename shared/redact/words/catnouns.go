package words

import _ "embed"

// catnouns.fuse (knowgen's catnouns.go): words the names data holds that
// the system catalogues of the later languages and Dutch write in small
// letters inside their sentences (konak, séma, amely: "host", "schema",
// "which"), 132 words in 0.25 KB.
var (
	//go:embed catnouns.fuse
	catNounsData string
	catNounsF    = newLazyFuse(catNounsData)
)

// CatalogueNoun reports a word that is a person's name too and that the
// catalogues' translators write as a common word. Only a word the names
// filters hold is asked: at 10 bits the filter answers one stranger in
// 1,024 wrongly.
func CatalogueNoun(w string) bool { return catNounsF.get().Has(w) }

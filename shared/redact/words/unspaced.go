package words

import _ "embed"

// unspaced.fuse (knowgen's unspaced.go): the words of ICU's Khmer, Lao
// and Myanmar (Burmese) break-iterator dictionaries that four entries or
// more of those languages' software translations write (Firefox's,
// LibreOffice's, GTK's; Lao's stop words of laonlp), less the names data
// (បរាជ័យ, "failed"; ບໍ່, "not"; ဖိုင်, "file"), 3.9 KB.
var (
	//go:embed unspaced.fuse
	unspacedData string
	unspacedF    = newLazyFuse(unspacedData)
)

// Unspaced reports a word of unspaced.fuse. Only a piece of a run of
// Khmer, Lao or Myanmar letters is asked (redact's unspacedWords): a run
// is read as words only when every piece of its split is held.
func Unspaced(w string) bool { return unspacedF.get().Has(w) }

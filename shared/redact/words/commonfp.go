package words

import _ "embed"

// commonfp.fuse (knowgen's commonfp.go): the words of the translation
// catalogues template.fuse holds that Common takes for English only by
// its filter's error, not by SCOWL's list (Italian codice,
// inizializzazione; Spanish agotado), names data's words left out: 462
// words in 1.2 KB since session 32, when common.fuse replaced the Bloom
// filter (681 of its errors, 1.7 KB, before).
var (
	//go:embed commonfp.fuse
	commonFPData string
	commonFPF    = newLazyFuse(commonFPData)
)

// CommonByError reports a catalogue's word, in lower case, that Common
// answers yes for by its filter's error alone: a template's word of its
// own language, not common English. Ask it only of a word Template and
// Common both said yes to; it is in no chain Latin words reach.
func CommonByError(w string) bool { return commonFPF.get().Has(w) }

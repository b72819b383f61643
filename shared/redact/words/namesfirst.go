package words

import (
	_ "embed"
	"strings"
)

// namesfirst.txt (knowgen's namesfirst.go): the given names frequent in
// the countries whose surnames take particles (nam_dict.txt's level 7 or
// more in Italy, Portugal, Spain, France, Belgium, Luxembourg, the
// Netherlands, Germany, Austria, Switzerland) that a dictionary holds as
// words too (pedro, joão, pierre, claire), separated by |, 1.4 KB (693
// bytes deflated: namesfirst.flate, inflated on first use).
var (
	//go:embed namesfirst.flate
	namesFirstData string
	namesFirstT    = &lazyText{data: namesFirstData}
)

// NameFirst reports a word of namesfirst.txt (lw in small letters): a
// given name first, though a dictionary holds it, where a surname's
// particle follows it (Pedro dos Santos, Pierre de la Fontaine).
//
//go:noinline
func NameFirst(lw string) bool {
	return len(lw) >= 2 && strings.IndexByte(lw, '|') < 0 && strings.Contains(namesFirstT.get(), "|"+lw+"|")
}

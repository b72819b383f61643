package words

import (
	_ "embed"
	"strings"
)

// ibanformats.txt (knowgen's ibanformats.go): each country's IBAN
// structure in SWIFT's IBAN registry as python-stdnum 2.2 (LGPL) ships
// it (iban.dat): the country's two letters and its BBAN's parts, a
// length and a class each (n digits, a capitals, c either), between "|"
// (|DE8n10n|), 89 countries, 846 bytes (notice in knowledge.LICENSE),
// embedded deflated (ibanformats.flate, inflated on first use).
var (
	//go:embed ibanformats.flate
	ibanFormatsData string
	ibanFormatsT    = &lazyText{data: ibanFormatsData}
)

// IBANFormat returns the BBAN structure the registry gives the country
// cc (two capitals), as parts of a length and a class ("8n10n" for DE),
// and whether it gives one.
func IBANFormat(cc string) (string, bool) {
	if len(cc) != 2 || cc[0] < 'A' || cc[0] > 'Z' || cc[1] < 'A' || cc[1] > 'Z' {
		return "", false
	}
	t := ibanFormatsT.get()
	i := strings.Index(t, "|"+cc)
	if i < 0 {
		return "", false
	}
	rest := t[i+3:]
	j := strings.IndexByte(rest, '|')
	if j < 0 {
		return "", false
	}
	return rest[:j], true
}

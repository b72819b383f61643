package words

import (
	_ "embed"
	"strings"
	"unicode/utf8"
)

// currencies.txt (knowgen's currencies.go): the ISO 4217 codes ("c:KES")
// and the symbols of two characters or more ("s:Ksh", "s:Rp", "s:zł")
// that CLDR 48's locales write amounts with, each between "|", 10,612
// bytes, embedded deflated (currencies.flate, 4,009 bytes, inflated on
// first use; notice in currencies.LICENSE).
var (
	//go:embed currencies.flate
	currenciesData string
	currenciesT    = &lazyText{data: currenciesData}
)

// CurrencyCode reports an ISO 4217 code as written, in capitals (KES,
// PHP, IDR): a currency beside a number, a word or a language elsewhere.
func CurrencyCode(w string) bool {
	return len(w) == 3 && w[0] >= 'A' && w[0] <= 'Z' && strings.Contains(currenciesT.get(), "|c:"+w+"|")
}

// CurrencySymbol reports a currency's symbol of two characters or more
// as a locale writes it beside an amount (Ksh, Rp, zł, TL, R$, ر.س.), in
// CLDR's case or, capitalised, its other letters in capitals too (KSh,
// KSH for Ksh). Small letters are asked as written: um is German, UM a
// currency.
func CurrencySymbol(w string) bool {
	if utf8.RuneCountInString(w) < 2 || len(w) > 24 || strings.IndexByte(w, '|') >= 0 {
		return false
	}
	t := currenciesT.get()
	if strings.Contains(t, "|s:"+w+"|") {
		return true
	}
	if w[0] >= 'A' && w[0] <= 'Z' {
		if l := w[:1] + strings.ToLower(w[1:]); l != w {
			return strings.Contains(t, "|s:"+l+"|")
		}
	}
	return false
}

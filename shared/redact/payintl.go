// Pay in the forms detectPayAmounts does not read: the words for it in the
// scripts written without spaces or outside its list (給与, 支給額, 연소득,
// वेतन, lương, gaji), a key made of one (salaire_annuel='…',
// monthly_salary: "…"), and amounts grouped by spaces or written with the
// currency's own word after them (48 500 €, 52,000,000원, 412 800 円)
// (amountAt reads both: spaceGroup, currencyWord).

package redact

import (
	"strings"
)

// payGlued are the words for pay, income and salary written without
// spaces around them.
var payGlued = []string{"वेतन", "तनख्वाह", "給与", "給料", "支給額", "年収", "月収", "月給", "賞与", "工资", "薪水", "薪资", "年薪",
	"月薪", "收入", "급여", "월급", "연봉", "소득", "เงินเดือน", "راتب", "משכורת", "μισθ"}

// payMore are pay words of the Latin and Cyrillic scripts beside payWords.
const payMore = " lương gaji pendapatan mzda lön løn lønn palkka fizetés jövedelem salariu zarobki retribuzione nómina доходы " +
	// Russian's debt (долг, and its genitive after a number's words)
	"долг долга "

// payIntlSet is payMore and payWords as one set (a run is one word),
// wordMap2: their join by + would store payWords again.
var payIntlSet = wordMap2(payMore, payWords)

// currencyWords are currencies written as a word after the amount.
var currencyWords = []string{"원", "円", "元", "руб", "грн", "zł", "kr", "Kč", "Ft", "lei", "TL", "đ", "VND", "Rs"}

// detectPayIntl masks an amount after a pay word in those forms.
func detectPayIntl(sc *scan) {
	s := sc.s
	if !hasDigit(s) {
		return
	}
	for _, w := range payGlued {
		for off := 0; ; {
			k := indexStr(s[off:], w)
			if k < 0 {
				break
			}
			off += k + len(w)
			payAmountAfter(sc, off)
		}
	}
	for i := 0; i < len(s); {
		a, b := nextRun(s, i, letters)
		if a == len(s) {
			break
		}
		i = b
		w := strings.ToLower(s[a:b])
		if !payIntlSet[w] && !payCompound(w) {
			continue
		}
		// the rest of a key the word begins or ends (salaire_annuel,
		// monthly_salary)
		for b < len(s) && (isWord(s[b]) || s[b] == '.') {
			b++
		}
		payAmountAfter(sc, b)
	}
}

// payAmountAfter masks an amount at s[k], after a few separators, quotes
// and the particles of Japanese and Korean.
func payAmountAfter(sc *scan, k int) {
	s := sc.s
	for n := 0; k < len(s) && n < 4; n++ {
		if indexByte(" :='\"", s[k]) >= 0 {
			k++
		} else if r, m := decodeRune(s[k:]); containsRune("：はが은는이", r) {
			k += m
		}
	}
	if a, b := amountAt(s, k); b > a {
		sc.add(a, b, phNumber)
	}
}

// spaceGroup reports a space at s[i] that groups an amount's thousands
// (48 500, 1 250 000): after a digit, before three digits and no fourth.
func spaceGroup(s string, i, digits int) bool {
	return s[i] == ' ' && digits > 0 && i+4 <= len(s) && isDigit(s[i+1]) && isDigit(s[i+2]) && isDigit(s[i+3]) && (i+4 == len(s) || !isDigit(s[i+4]))
}

// currencyWord returns the length of a currency written as a word after an
// amount at the start of s (원, 円, 元, zł, kr, Kč), or 0.
func currencyWord(s string) int {
	for _, c := range currencyWords {
		if hasPrefix(s, c) {
			if r, _ := decodeRune(s[len(c):]); len(s) == len(c) || !letterRune(r) || r >= 0x3000 {
				return len(c)
			}
		}
	}
	return 0
}

// Pay in the forms detectPayAmounts does not read: the words for it in the
// scripts written without spaces or outside its list (給与, 支給額, 연소득,
// वेतन, lương, gaji), a key made of one (salaire_annuel='…',
// monthly_salary: "…"), and amounts grouped by spaces or written with the
// currency's own word after them (48 500 €, 52,000,000원, 412 800 円).

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// payGlued are the words for pay, income and salary written without
// spaces around them.
var payGlued = []string{"वेतन", "तनख्वाह", "給与", "給料", "支給額", "年収", "月給", "賞与", "工资", "薪水", "薪资", "年薪",
	"月薪", "收入", "급여", "월급", "연봉", "소득", "เงินเดือน", "راتب", "משכורת", "μισθ"}

// payMore are pay words of the Latin and Cyrillic scripts beside payWords.
const payMore = " lương gaji pendapatan mzda lön løn lønn palkka fizetés jövedelem salariu zarobki retribuzione nómina доходы "

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
			k := strings.Index(s[off:], w)
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
		if !strings.Contains(payMore, " "+w+" ") && !strings.Contains(payWords, " "+w+" ") && !payCompound(w) {
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
		switch {
		case strings.IndexByte(" :='\"", s[k]) >= 0:
			k++
		case strings.HasPrefix(s[k:], "："), strings.HasPrefix(s[k:], "は"), strings.HasPrefix(s[k:], "が"), strings.HasPrefix(s[k:], "은"), strings.HasPrefix(s[k:], "는"), strings.HasPrefix(s[k:], "이"):
			_, m := utf8.DecodeRuneInString(s[k:])
			k += m
		}
	}
	if a, b := amountIntl(s, k); b > a {
		sc.add(a, b, phNumber)
	}
}

// amountIntl returns an amount at s[i] as amountAt does, also grouped by
// spaces (no-break or thin too) and with a currency's word after it.
func amountIntl(s string, i int) (int, int) {
	a := i
	cur := false
	if r, n := utf8.DecodeRuneInString(s[i:]); i < len(s) && unicode.Is(unicode.Sc, r) {
		i, cur = i+n, true
		for i < len(s) && s[i] == ' ' {
			i++
		}
	}
	d, digits := i, 0
	for i < len(s) {
		if isDigit(s[i]) {
			i++
			digits++
			continue
		}
		sep := 0
		switch {
		case strings.IndexByte(".,'", s[i]) >= 0:
			sep = 1
		case s[i] == ' ':
			sep = 1
		case strings.HasPrefix(s[i:], "\u00a0"):
			sep = 2
		case strings.HasPrefix(s[i:], "\u202f"):
			sep = 3
		}
		if sep == 0 || digits == 0 || i+sep >= len(s) || !isDigit(s[i+sep]) {
			break
		}
		if s[i] == ' ' || sep > 1 {
			// a space groups thousands: three digits, then no digit
			j := i + sep
			if j+3 > len(s) || !isDigit(s[j+1]) || !isDigit(s[j+2]) || j+3 < len(s) && isDigit(s[j+3]) {
				break
			}
		}
		i += sep
	}
	if digits == 0 {
		return a, a
	}
	e := i
	k := i
	if k < len(s) && s[k] == ' ' {
		k++
	}
	if r, n := utf8.DecodeRuneInString(s[k:]); k < len(s) && unicode.Is(unicode.Sc, r) {
		e, cur = k+n, true
	} else if k+3 <= len(s) && currencyCode(s[k:k+3]) && (k+3 == len(s) || !isLetter(s[k+3])) {
		e, cur = k+3, true
	} else {
		for _, c := range currencyWords {
			if strings.HasPrefix(s[k:], c) {
				if r, _ := utf8.DecodeRuneInString(s[k+len(c):]); k+len(c) == len(s) || !unicode.IsLetter(r) || r >= 0x3000 {
					e, cur = k+len(c), true
					break
				}
			}
		}
	}
	if !cur && (digits < 4 || digits == 4 && e-d == 4 && atoi(s[d:e]) >= 1900 && atoi(s[d:e]) <= 2099) {
		return a, a // a count, or a year
	}
	if !cur {
		a = d
	}
	return a, e
}

// Amounts tied to a person: a salary, an income, a wage, arrears or a debt,
// in prose ("Jahresgehalt 87.400,00 EUR", "reported arrears of €14,870.12").
// The word before the amount says whose money it is; an amount elsewhere
// (a price, a total, a limit) is a program's and stays.

package redact

import (
	"strings"
	"unicode"
)

// payWords are the words for a person's pay, income and debts (a
// garnishment, Pfändung, is one), in lower case, each between spaces; payEnds end the German compounds of them
// (Jahresgehalt, Bruttolohn, Monatseinkommen).
const (
	payWords = " salary salaries income wage wages arrears debt debts earnings paycheck payslip " +
		"gehalt lohn einkommen schulden rückstand salaire revenu revenus dette dettes arriérés " +
		"salario sueldo ingresos deuda deudas stipendio reddito debito salário renda dívida salaris inkomen schuld " +
		"wynagrodzenie pensja dochód zadłużenie зарплата заработная доход задолженность зарплата заробітна борг " +
		"maaş gelir borç pfändung "
	payEnds = "gehalt lohn einkommen schulden pfändung"
	// payStarts begin the compounds the Germanic and Finnic languages make
	// with pay as their first part, in its joining form (löneutbetalning,
	// lønudbetaling, lønnsslipp, Lohnzahlung, Gehaltszahlung, palkanmaksu,
	// salarisbetaling, Pfändungsbetrag: a garnishment's sum)
	payStarts = "löne løn lønns lohn gehalts palkan salaris pfändungs"
)

// payWordSet and payEndList are payWords and payEnds split once: a
// letter run is one word, so it is in the set where " "+w+" " is in the
// list (each run was a search of the list and a concatenation).
var (
	payWordSet   = wordMap(payWords)
	payEndList   = strings.Fields(payEnds)
	payStartList = strings.Fields(payStarts)
)

// payLinks may stand between the word and its amount.
const payLinks = " of von de du di is ist was war van od от "

// detectPayAmounts masks an amount after a word for a person's pay or
// debt.
func detectPayAmounts(sc *scan) {
	s, l := sc.s, sc.lower
	if !hasDigit(s) {
		return
	}
	for i := 0; i < len(s); {
		if sc.stop.pulse() {
			return
		}
		var j int
		i, j = nextRun(s, i, letters)
		if i == len(s) {
			break
		}
		if w := l[i:j]; payWordSet[w] || payCompound(w) {
			k := j
			for k < len(s) && (s[k] == ' ' || s[k] == ':' || s[k] == '=') && k-j < 4 {
				k++
			}
			// one link word (arrears of, Gehalt von)
			if e := indexByte(s[k:min(len(s), k+5)], ' '); e > 0 && contains(payLinks, " "+l[k:k+e]+" ") {
				k += e + 1
			}
			if a, b := amountAt(s, k); b > a {
				sc.add(a, b, phNumber)
				j = b
			} else if a, b := amountAt(s, payWordAfter(s, l, k)); b > a && withCurrency(s[a:b]) {
				// salaire annuel 52 000 €, Gehalt brutto 4.200 EUR: a word
				// that says which pay, then the amount in its currency
				sc.add(a, b, phNumber)
				j = b
			}
		}
		i = j
	}
	detectPayIntl(sc)
}

// payWordAfter returns where an amount after one word at s[k] may start:
// a word of letters (annuel, brutto, mensual) and a space; k itself when
// none is, or the word is a setting's (salary limit, income max).
func payWordAfter(s, l string, k int) int {
	if k >= len(s) {
		return k
	}
	a, e := nextRun(s, k, letters)
	if a != k || e-k < 3 || e-k > 14 || e >= len(s) || s[e] != ' ' || notSensitiveLast[l[k:e]] {
		return k
	}
	return e + 1
}

// payCompound reports a German compound ending in a word for pay, or a
// compound that begins with one (löneutbetalning, Lohnzahlung).
//
// Not inlined (strs.go's one-call helpers brought it under the budget):
// its callers' copies cost more bytes than the call saves.
//
//go:noinline
func payCompound(w string) bool {
	for _, e := range payEndList {
		if hasSuffix(w, e) && len(w) > len(e)+2 {
			return true
		}
	}
	for _, e := range payStartList {
		if hasPrefix(w, e) && len(w) > len(e)+3 {
			return true
		}
	}
	return false
}

// amountAt returns an amount at s[i]: a currency sign or code, a number
// with thousands and decimal separators, and a currency after it, with
// at least one of the two currency marks or three digits.
func amountAt(s string, i int) (int, int) {
	a := i
	cur := false
	if r, n := decodeRune(s[i:]); unicode.Is(unicode.Sc, r) {
		i += n
		cur = true
	} else if n := dollarPrefix(s[i:]); n > 0 {
		i += n // R$ 8.750,00, A$ 120: a dollar or real of a country
		cur = true
	} else if i+4 <= len(s) && currencyCode(s[i:i+3]) && s[i+3] == ' ' {
		i += 4
		cur = true
	}
	for i < len(s) && s[i] == ' ' {
		i++
	}
	d := i
	digits := 0
	for i < len(s) && (isDigit(s[i]) || (s[i] == '.' || s[i] == ',' || s[i] == '\'') && i+1 < len(s) && isDigit(s[i+1]) || spaceGroup(s, i, digits)) {
		if isDigit(s[i]) {
			digits++
		}
		i++
	}
	if digits == 0 {
		return a, a
	}
	e := i
	if n := myriadAt(s[i:]); n > 0 {
		// 45万円, 18万元, 3억 원: Chinese, Japanese and Korean count
		// amounts in tens of thousands, the unit glued to the number
		i += n
		e = i
	}
	if i < len(s) {
		k := i
		if s[k] == ' ' {
			k++
		}
		if r, n := decodeRune(s[k:]); unicode.Is(unicode.Sc, r) {
			e, cur = k+n, true
		} else if k+3 <= len(s) && currencyCode(s[k:k+3]) && (k+3 == len(s) || !isLetter(s[k+3])) {
			e, cur = k+3, true
		} else if n := currencyWord(s[k:]); n > 0 {
			e, cur = k+n, true // 52,000,000원, 1 200 zł (payintl.go)
		}
	}
	if !cur && (digits < 3 || e-d == 4 && atoi(s[d:e]) >= 1900 && atoi(s[d:e]) <= 2099) {
		return a, a // a count, or a year (income 2024)
	}
	if !cur {
		a = d
	}
	return a, e
}

// myriadAt returns the length of a unit of tens of thousands, a hundred
// millions or a thousand that Chinese, Japanese and Korean write glued to
// a number (万, 萬, 亿, 億, 千, 만, 억, 천) at the start of s, or 0.
func myriadAt(s string) int {
	for _, u := range [...]string{"万", "萬", "亿", "億", "千", "만", "억", "천"} {
		if hasPrefix(s, u) {
			return len(u)
		}
	}
	return 0
}

// currencyCode reports the ISO 4217 codes amounts are most often written
// with.
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func currencyCode(c string) bool {
	return contains(" EUR USD GBP CHF JPY CNY RUB PLN SEK NOK DKK CZK TRY BRL INR AUD CAD ", " "+c+" ")
}

// dollarPrefix returns the length of a country's capitals glued to "$"
// at the start of s (R$, A$, US$, NZ$: Brazil's real, Australia's and
// the United States' dollars), or 0.
func dollarPrefix(s string) int {
	k := 0
	for k < len(s) && k < 3 && s[k] >= 'A' && s[k] <= 'Z' {
		k++
	}
	if k > 0 && k < len(s) && s[k] == '$' {
		return k + 1
	}
	return 0
}

// An account's balance or an amount owed, with its currency: "outstanding
// balance £14,230.55", "saldo de la cuenta de … = 12.847,33 €", "solde:
// -312,40 EUR", "Kontostand 1.204,00 €". What a person has or owes is
// theirs as their pay is (pay.go); these words also name counts in
// technical text (outstanding requests 1024, load balance), so the amount
// must carry a currency sign or code, and it may stand a few words after
// the word (the account's owner, "of the account"), within the clause.
// A ledger's, a wallet contract's or a system's balance is nobody's: the
// clause must name a customer's or an account holder's account.

package redact

import (
	"strings"
	"unicode"
)

// balanceWords are the words for a balance or an amount owed, lower case,
// each between spaces.
const balanceWords = " balance balances outstanding overdraft overdrawn owed owing saldo saldos solde soldes kontostand guthaben " +
	"fehlbetrag bakiye баланс остаток saldi arrears debt deuda dette dívida divida schulden rückstand achterstand zaległość " +
	"zadłużenie borç borcu задолженность долг заборгованість "

// balanceReach is how far after the word its amount may start.
const balanceReach = 48

func init() {
	wordRules = append(wordRules, detectBalanceAmounts)
}

// detectBalanceAmounts masks the amount with a currency after each such
// word.
func detectBalanceAmounts(sc *scan) {
	s, l := sc.s, sc.lower
	if !hasDigit(s) || !sc.anyOf("balance", "outstanding", "overdra", "owed", "owing", "saldo", "solde", "kontostand", "guthaben", "fehlbetrag", "bakiye", "баланс", "остаток", "saldi",
		"arrears", "debt", "deuda", "dette", "dívida", "divida", "schulden", "rückstand", "achterstand", "zaległ", "zadłuż", "borc", "borç", "задолж", "долг", "заборг") {
		return
	}
	for i := 0; i < len(s); {
		var j int
		i, j = nextRun(s, i, letters)
		if i == len(s) {
			break
		}
		// the clause is judged after the amount too: its own commas and
		// dots (14,982.07) end no clause
		if !contains(balanceWords, " "+l[i:j]+" ") {
			i = j
			continue
		}
		for k := j; k < len(s) && k-j < balanceReach; {
			r, n := decodeRune(s[k:])
			if containsRune(".;()[]{}\n\"|!?", r) {
				break
			}
			if isDigit(s[k]) || unicode.Is(unicode.Sc, r) || s[k] == '-' && k+1 < len(s) && isDigit(s[k+1]) {
				a := k
				if s[k] == '-' {
					k++
				}
				if _, b := amountAt(s, k); b > k && withCurrency(s[k:b]) && (accountClause(l, i, j) || accountClause(l, i, b)) {
					sc.add(a, b, phNumber)
					k = b
				}
				break
			}
			if k+3 <= len(s) && currencyCode(s[k:k+3]) && k+4 < len(s) && s[k+3] == ' ' && isDigit(s[k+4]) {
				if _, b := amountAt(s, k); b > k && (accountClause(l, i, j) || accountClause(l, i, b)) {
					sc.add(k, b, phNumber)
					k = b
				}
				break
			}
			k += n
		}
		i = j
	}
}

// withCurrency reports an amount written with a currency sign, code or
// word.
func withCurrency(t string) bool {
	for _, r := range t {
		if unicode.Is(unicode.Sc, r) {
			return true
		}
	}
	f := strings.Fields(t)
	last := f[len(f)-1]
	return len(last) >= 3 && (currencyCode(last[len(last)-3:]) || currencyWord(last) > 0) || len(f[0]) == 3 && currencyCode(f[0])
}

// accountWords name a person's account or its holder, lower case.
const accountWords = "" +
	"customer client account acct member user holder debtor borrower cuenta cliente titular compte konto " +
	"kunde kunden conta rekening klant hesap müşteri счет счёт клиент dłużnik должник deudor débiteur " +
	"schuldner "

// accountClause reports one of accountWords in the clause around l[i:j]
// (clause: special.go).
func accountClause(l string, i, j int) bool {
	a, b := clause(l, i, j)
	c := l[a:b]
	for list := accountWords; list != ""; {
		w, rest, _ := cut(list, " ")
		list = rest
		if contains(c, w) {
			return true
		}
	}
	return false
}

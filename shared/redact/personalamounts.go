// Amounts said of a person: an amount with its currency in a clause that
// names a person in a role (the catalogues' words: klient, anggota,
// müşteri; English's customer, member, debtor) or their pay or debt
// (salaire brut annuel 58 400 €, zaległość 12 480,00 zł, KES 48,200
// exceeds the daily limit for customer): what somebody earns, owes,
// borrowed or won is theirs. pay.go and balances.go read the amount right
// after its word; this reads it anywhere in the clause. An amount in a
// clause that names no one (a limit, a fee, a price: 5000 USD, 49,90 €)
// is a program's and stays.

package redact

import (
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectPersonalAmounts)
}

// detectPersonalAmounts masks each amount written with a currency (a
// sign, an ISO 4217 code or a symbol CLDR's locales write: words.Currency*)
// in a clause that names a person.
func detectPersonalAmounts(sc *scan) {
	s := sc.s
	if !hasDigit(s) {
		return
	}
	for i := 0; i < len(s); {
		if !isDigit(s[i]) || i > 0 && (isDigit(s[i-1]) || isLetter(s[i-1]) && currencyBefore(s, i) == i) {
			i++
			continue
		}
		e := numberEnd(s, i)
		a, b := currencyAround(s, i, e)
		if a == i && b == e || b < len(s) && isWord(s[b]) || placeholderAt(s, a, i, e, b) {
			i = e
			continue
		}
		if personClause(sc.lower, a, b) && !settingBefore(sc.lower, a) {
			sc.add(a, b, phNumber)
		}
		i = b
	}
}

// numberEnd returns the end of the amount's number at s[i]: digits and
// the dots, commas, apostrophes and spaces that group them (48,200,
// 12 400,00, 4,85,000, 1'250.50).
func numberEnd(s string, i int) int {
	digits := 0
	for i < len(s) && (isDigit(s[i]) || (s[i] == '.' || s[i] == ',' || s[i] == '\'') && i+1 < len(s) && isDigit(s[i+1]) && digits > 0 || spaceGroup(s, i, digits)) {
		if isDigit(s[i]) {
			digits++
		}
		i++
	}
	return i
}

// currencyAround returns the amount with its currency around the number
// s[i:e]: a sign, code or symbol before it (€ 4.850,00, KES 48,200,
// Rp 3.500.000, R$ 3.280,00) or after it (58 400 €, 84.500 TL, 12 480,00
// zł), glued or after one space; (i, e) for none.
func currencyAround(s string, i, e int) (int, int) {
	a, b := i, e
	if k := currencyBefore(s, i); k < i {
		a = k
	}
	k := e
	if k < len(s) && s[k] == ' ' {
		k++
	}
	if r, n := decodeRune(s[k:]); unicode.Is(unicode.Sc, r) {
		b = k + n
	} else if t := currencyToken(s[k:]); t > 0 {
		b = k + t
	} else if n := currencyWord(s[k:]); n > 0 {
		b = k + n
	}
	return a, b
}

// currencyBefore returns where a currency before s[i] starts (a sign
// glued or after a space, a code or a symbol), or i.
func currencyBefore(s string, i int) int {
	k := i
	if k > 0 && s[k-1] == ' ' {
		k--
	}
	if k == 0 {
		return i
	}
	if r, n := utf8.DecodeLastRuneInString(s[:k]); unicode.Is(unicode.Sc, r) {
		return k - n
	}
	j := k
	for j > 0 && k-j < 12 && s[j-1] != ' ' && !isDigit(s[j-1]) && indexByte("([{\"'=:,;", s[j-1]) < 0 {
		j--
	}
	if j < k && currencyToken(s[j:k]) == k-j {
		return j
	}
	return i
}

// currencyToken returns the length of an ISO code or a symbol at the
// start of s, up to a space, a digit or a punctuation mark, or 0.
func currencyToken(s string) int {
	n := 0
	for n < len(s) && n < 12 && s[n] != ' ' && !isDigit(s[n]) && indexByte(")]},;:!?\"'", s[n]) < 0 {
		n++
	}
	// a sentence's full stop after the code (84.500 TL.)
	t := s[:n]
	for len(t) > 2 && t[len(t)-1] == '.' && !wordlist.CurrencySymbol(t) {
		t = t[:len(t)-1]
	}
	if wordlist.CurrencyCode(t) || wordlist.CurrencySymbol(t) {
		return len(t)
	}
	return 0
}

// personClause reports a word in the clause around l[a:b] that names a
// person in a role, an account's holder, or their pay or debt.
func personClause(l string, a, b int) bool {
	ca, _ := clause(l, a, a)
	_, cb := clause(l, b, b)
	// the clause alone is searched: a run looked for in the whole rest
	// would read a text of many amounts and no letters once per amount
	c := l[:cb]
	for i := ca; i < cb; {
		p, q := nextRun(c, i, letters)
		if p >= cb {
			break
		}
		i = q
		if q > cb || p >= a && q <= b {
			continue
		}
		if amountPerson(l[p:q]) {
			return true
		}
	}
	return false
}

// amountPerson reports a word, lower case, that names a person in a role
// (the catalogues' pnoun.fuse and rolenoun.fuse, English's role words and
// an account's holder) or a person's pay or debt.
func amountPerson(w string) bool {
	if len(w) < 3 {
		return false
	}
	if wordlist.PersonNounWord(w) || wordlist.RoleNounWord(w) || wordIn(personRoleWords, w) ||
		wordIn(accountWords, w) || payIntlSet[w] || payCompound(w) || wordIn(balanceWords, w) && !wordIn(ledgerWords, w) {
		return true
	}
	// the noun with a case's or a possessive's ending (klienta,
	// müşterinin, członkowi; geliri, "its income"): a stem of five bytes
	// at least that the catalogues or the pay words hold, one to three
	// letters cut
	e := len(w)
	for k := 1; k <= 3; k++ {
		_, n := utf8.DecodeLastRuneInString(w[:e])
		if e -= n; e < 5 {
			break
		}
		if st := w[:e]; wordlist.PersonNounWord(st) || payIntlSet[st] {
			return true
		}
	}
	return false
}

// placeholderAt reports a bare "$" glued to one or two digits and nothing
// after them (SET x = $1, $2 in a shell): a query's or a script's
// positional parameter, not a dollar amount.
func placeholderAt(s string, a, i, e, b int) bool {
	return b == e && i-a == 1 && s[a] == '$' && e-i <= 2
}

// ledgerWords are balanceWords that a ledger, a wallet or a system has as
// much as a person (ledger balance off by 0.02 EUR): balances.go reads
// them before an amount only with an account holder's word in the clause.
const ledgerWords = " balance balances outstanding saldo saldos solde soldes kontostand guthaben bakiye баланс остаток saldi "

// settingBefore reports a setting's word right before the amount at l[a]
// (salary limit 52 000 €, max 500 EUR: notSensitiveLast): a program's
// bound, not what somebody earns or owes.
func settingBefore(l string, a int) bool {
	k := a
	for k > 0 && (l[k-1] == ' ' || l[k-1] == ':' || l[k-1] == '=') {
		k--
	}
	p := k
	for p > 0 && isLetter(l[p-1]) {
		p--
	}
	return p < k && notSensitiveLast[l[p:k]]
}

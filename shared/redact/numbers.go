// What explains a long number besides its words: its place in a host name,
// a log sequence number, an access log's fields, a comparison with another
// number, its human-readable size beside it. An explained number is a
// technical fact (a byte count, an AWS account's registry), not somebody's.

package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// hostLabelAt reports a host name's further labels at s[b:], after a
// number that is its first label: ".dkr.ecr.eu-west-1.amazonaws.com".
// Two dots at least, the last label letters: a file's extension
// (4420013378.py) is not a host's.
func hostLabelAt(s string, b int) bool {
	if b+1 >= len(s) || s[b] != '.' || !isLetter(s[b+1]) {
		return false
	}
	e := b
	for e < len(s) && e-b < 256 && (isAlnum(s[e]) || s[e] == '.' || s[e] == '-') {
		e++
	}
	h := strings.TrimRight(s[b:e], ".")
	return strings.Count(h, ".") >= 2 && lettersOnly(h[lastIndexByte(h, '.')+1:])
}

// lettersOnly reports a non-empty run of ASCII letters.
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func lettersOnly(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isLetter(w[i]) {
			return false
		}
	}
	return w != ""
}

// hexSlash reports a number after a word of hex digits and "/", the
// whole word: PostgreSQL's log sequence numbers (LSN 0/3000148,
// 16/B374D848), two halves of one position.
func hexSlash(s string, a int) bool {
	if a < 2 || s[a-1] != '/' {
		return false
	}
	k := a - 1
	for k > 0 && a-1-k < 8 && (s[k-1] >= '0' && s[k-1] <= '9' || s[k-1] >= 'A' && s[k-1] <= 'F') {
		k--
	}
	return k < a-1 && (k == 0 || s[k-1] == ' ')
}

// loneDigitAfterSpace reports a lone 0 after a space, not the run's first
// group: a count of nothing ("412 0 3001" are an access log's status and
// byte counts); phone numbers write a trunk zero in parentheses ("+44 (0)
// 20") or first ("0 800"), and other lone digits do occur in them
// ("688 6 670").
func loneDigitAfterSpace(s string, j, k, groups int) bool {
	if groups < 1 || s[k-1] != ' ' || s[k] != '0' {
		return false
	}
	return k+1 >= len(s) || s[k+1] < '0' || s[k+1] > '9'
}

// oneArgument reports a number at i that is a command-line flag's
// argument (--id 44552 45093) or the first field of a struct Go's %v
// prints ({69806 29239 true}): a flag takes one word and %v parts its
// fields with a space, so the number after the space is the next
// operand or field, not the same number's second group (when it has
// four digits or more: 64 หมู่ …, a house's number, starts an address).
func oneArgument(s string, i int) bool {
	if i == 0 || s[i-1] == '{' {
		return i > 0
	}
	if s[i-1] != ' ' {
		return false
	}
	k := i - 1
	for k > 0 && (isWord(s[k-1]) || s[k-1] == '-') && i-k < 40 {
		k--
	}
	return k+1 < i-1 && s[k] == '-' && (k == 0 || s[k-1] == ' ' || s[k-1] == '[')
}

// humanSizeAfter reports a number followed by its human-readable form,
// "/" and a number with a unit: Elasticsearch's [8210415616/7.6gb].
func humanSizeAfter(s string, b int) bool {
	if b >= len(s) || s[b] != '/' {
		return false
	}
	j := b + 1
	for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.') {
		j++
	}
	return j > b+1 && unitAfter(s, j)
}

// comparedWith reports a number compared with the number before it ("max
// (5241880 vs. 4194304)"): both are the same quantity, so the second is
// explained when the first is a small number or one a technical word or a
// unit explains. One step back only, so a chain of comparisons stays linear.
func comparedWith(s string, a int) bool {
	j := a
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	w := strings.ToLower(s[max(0, j-6):j])
	cut := 0
	for _, c := range []string{"versus", "vs.", "vs"} {
		if hasSuffix(w, c) {
			cut = len(c)
			break
		}
	}
	if cut == 0 || j-cut < 2 || s[j-cut-1] != ' ' {
		return false
	}
	k := j - cut - 1
	for k > 0 && s[k-1] == ' ' {
		k--
	}
	e := k
	for k > 0 && s[k-1] >= '0' && s[k-1] <= '9' {
		k--
	}
	if k == e {
		return false
	}
	return e-k < 6 || techBefore(s, k) || unitAfter(s, e)
}

// yearThenHour reports a run that is a year and the hour of a time whose
// minutes follow ("… 03 Nov 2025 13:58:02 +0000", RFC 1123/2822 dates as
// HTTP headers, Kubernetes and mail servers write them): the digit rule
// reads "2025 13" as one number, but the colon after it makes the last
// group an hour, and what is left is a year.
func yearThenHour(s string, a, b int) bool {
	if b+2 >= len(s) || s[b] != ':' || !isDigit(s[b+1]) || !isDigit(s[b+2]) {
		return false
	}
	v := s[a:b]
	sp := lastIndexByte(v, ' ')
	if sp < 0 || len(v)-sp-1 > 2 || atoi(v[sp+1:]) > 23 {
		return false
	}
	y := strings.TrimSpace(v[:sp])
	return len(y) == 4 && countDigits(y) == 4 && (y[:2] == "19" || y[:2] == "20")
}

// nginxConnection reports nginx's connection number in its error log
// ("2025/11/03 14:11:02 [error] 31#31: *881234 upstream timed out"): a
// number after "*" that follows the worker's pid#tid and a colon.
func nginxConnection(s string, a int) bool {
	if a < 5 || s[a-1] != '*' || s[a-2] != ' ' || s[a-3] != ':' {
		return false
	}
	j := a - 3
	k := j
	for k > 0 && isDigit(s[k-1]) {
		k--
	}
	if k == j || k == 0 || s[k-1] != '#' {
		return false
	}
	return k >= 2 && isDigit(s[k-2])
}

// decimalFields reports a run that is decimal fractions beside each other
// ("2047.6 (2083.1)", as Node's GC trace prints heap sizes in MB): every
// field between spaces and parentheses is one number with one to three
// digits after its point. A phone number's groups carry no point between
// groups of a space.
func decimalFields(v string) bool {
	if !containsChars(v, " ()") {
		return false
	}
	n := 0
	for _, f := range strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == '(' || r == ')' }) {
		i := indexByte(f, '.')
		if i <= 0 || strings.Count(f, ".") != 1 || len(f)-i-1 < 1 || len(f)-i-1 > 3 || i > 7 || countDigits(f) != len(f)-1 {
			return false
		}
		n++
	}
	return n >= 2
}

// idWords end a key that names an identifier: order_id, pspReference,
// project_number, invoiceNo.
var idWords = wordMap("id ids ref reference number no nr num ")

// recordWords name the technical records and systems whose ids, references
// and numbers a triager follows: a project's, a shop's, an order's, a
// payment provider's, a transaction's. A person's, an account's or a
// document's number (customer_number, tax_no, passport_number) is not one
// of these, and keyClass names most of those anyway.
const recordWords = " project order shop store merchant tenant org organization organisation workspace app application " +
	"invoice payment psp transaction tx txn process job task build ticket issue shipment tracking " +
	"product sku item cart checkout refund charge intent release deploy deployment cluster instance node " +
	"queue topic batch request trace span event message pipeline commit change migration schema database " +
	"table record row entity object resource bucket region zone channel terminal pos site environment " +
	"env service worker thread connection conn lock report export import incident alert rule campaign " +
	"coupon promo catalog catalogue variant warehouse delivery parcel package purchase sale quote "

// recordCodeAfterNoun reports an id of capitals and digits, eight or more
// with three digits or more among letters, right after a technical
// record's noun (PayPal's "order 5O190127TN364715T", "invoice
// INV2024A00017", GoCardless' "payment PM00A8K2"): that record's
// identifier, as its typed form (order_…) is. A person's noun (customer, member) is none of recordWords.
func recordCodeAfterNoun(s string, a int, tok string) bool {
	if len(tok) < 8 || len(tok) > 40 || countDigits(tok) < 3 || a < 2 || s[a-1] != ' ' {
		return false
	}
	for i := 0; i < len(tok); i++ {
		if c := tok[i]; !isDigit(c) && (c < 'A' || c > 'Z') {
			return false
		}
	}
	return countDigits(tok) < len(tok) && wordIn(recordWords, strings.ToLower(wordBefore(s, a)))
}

// recordID reports a key that names a technical record's identifier: an
// id word after a record word (shopId, pspReference, project_number,
// merchantReference). The number it holds is that record's, not a
// person's.
func recordID(key string) bool {
	p := gluedIDWord(keyParts(key))
	if len(p) < 2 || !idWords[p[len(p)-1]] || keyClass(key) != "" {
		return false
	}
	for _, w := range p[:len(p)-1] {
		// Objekt-ID, Auftrags-ID: a head the catalogues translate Object,
		// Job or Task into, in German before its linking s too
		if wordIn(recordWords, w) || wordlist.RecordNoun(w) || wordlist.ThingNoun(w) || wordlist.ThingNoun(trimSuffix(w, "s")) {
			return true
		}
	}
	return false
}

// gluedIDWord parts a key's last word that glues an id word to a record
// word, as keys are written in one case without a separator (appid,
// orderid, ORDERNO, ticketnr, itemref): [order id], as order_id is read.
// Only a record word's head is parted, so a person's or an account's
// key (userid, custid, accountno) stays one word that names no record.
func gluedIDWord(p []string) []string {
	n := len(p)
	if n == 0 || idWords[p[n-1]] {
		return p
	}
	w := p[n-1]
	for _, id := range [...]string{"id", "ref", "no", "nr", "num", "number"} {
		if h, ok := cutSuffix(w, id); ok && len(h) >= 3 && wordIn(recordWords, h) {
			return append(p[:n-1:n-1], h, id)
		}
	}
	return p
}

// firstKeyColumn returns the first column of the key a value at a is
// written for, lower case, when a opens the values of PostgreSQL's
// (cols)=(values) detail: "order_id" in (order_id, line_no)=(771203, 3).
func firstKeyColumn(s string, a int) string {
	t, ok := cutSuffix(s[:a], ")=(")
	if !ok {
		return ""
	}
	o := lastIndexByte(t[max(0, len(t)-128):], '(')
	if o < 0 {
		return ""
	}
	c := t[max(0, len(t)-128)+o+1:]
	if i := indexByte(c, ','); i >= 0 {
		c = c[:i]
	}
	return strings.ToLower(strings.Trim(c, " \"`"))
}

// mysqlKeyAfter returns the key MySQL names after a duplicate value
// ("Duplicate entry '118273' for key 'itemnumber'", MySQL 8's
// 'items.item_number'), its table left off and an id word written glued
// to a record word parted (item_number), or "".
func mysqlKeyAfter(s string, b int) string {
	const m = "' for key '"
	if !hasPrefix(s[b:], m) {
		return ""
	}
	k := s[b+len(m):]
	if e := indexByte(k[:min(len(k), 64)], '\''); e > 0 {
		k = strings.ToLower(k[:e])
	} else {
		return ""
	}
	k = k[lastIndexByte(k, '.')+1:]
	for _, id := range []string{"number", "id", "no", "nr"} {
		if p, ok := cutSuffix(k, id); ok && lettersOnly(p) {
			return p + "_" + id
		}
	}
	return k
}

// recordNumber reports a number of digits alone, without a phone's
// leading zero, right after a noun an ERP labels a business record with
// in some language (Delivery 80012345, Lieferant 100412, Regel 100005,
// fournisseur: 4400123; words.RecordNoun, from Tryton's catalogues): that
// record's number. A person's or an account's noun (Kunde, Debitor,
// customer, compte) is none of them, and a key that names a person's
// field keeps its class.
func recordNumber(s string, a int, w string) bool {
	return s[a] != '0' && keyClass(w) == "" && wordlist.RecordNoun(strings.ToLower(w))
}

// yearSequence reports a document's number as ERPs count them, a year,
// a hyphen and its sequence (Factuur 2025-0412): no phone's groups.
func yearSequence(v string) bool {
	return len(v) >= 7 && v[4] == '-' && (v[:2] == "19" || v[:2] == "20") && countDigits(v) == len(v)-1
}

// yearRange reports two years joined by a hyphen, the later second
// (Visual C++ 2015-2022, © 1998-2024): a span of years, as products and
// copyrights name theirs; a phone's two groups seldom both read as years
// of this and the last century in order.
func yearRange(v string) bool {
	if len(v) != 9 || v[4] != '-' || countDigits(v) != 8 {
		return false
	}
	a, b := atoi(v[:4]), atoi(v[5:])
	return a >= 1970 && a < b && b <= 2039
}

// bindParameter reports a prepared statement's placeholder as a value:
// PostgreSQL's positional $1 to $999 (SET vat = $1), which holds none.
func bindParameter(v string) bool {
	return len(v) >= 2 && len(v) <= 4 && v[0] == '$' && countDigits(v[1:]) == len(v)-1
}

// transactionWord reports the word for a database transaction in the
// languages PostgreSQL's messages are translated into (Transaktion,
// transakcja, transacción, транзакция, 事务…): the number after it is a
// transaction id.
func transactionWord(w string) bool {
	w = strings.ToLower(w)
	for _, p := range []string{"transa", "транза", "трансакц"} {
		if hasPrefix(w, p) {
			return true
		}
	}
	// 事务 (zh_CN), 交易 (zh_TW), トランザクション, 트랜잭션: the same
	// catalogues' "transaction %u" in the scripts without spaces, where
	// the word ends the run of letters before the number (等待在事务)
	for _, p := range []string{"事务", "交易", "トランザクション", "트랜잭션"} {
		if hasSuffix(w, p) {
			return true
		}
	}
	return false
}

// wordBefore returns the word (letters of any script, digits, "_", "-",
// ".") that ends right before s[a], across up to two separators of a key
// (": ", "=", a quote or a parenthesis).
func wordBefore(s string, a int) string {
	j := a
	for j > 0 && indexByte(" :=#'\"(", s[j-1]) >= 0 && a-j < 3 {
		j--
	}
	// `order_id` = 771203: MySQL quotes a column's name in backticks
	if j > 1 && s[j-1] == '`' {
		j--
	}
	k := j
	for k > 0 && j-k < 64 {
		r, n := utf8.DecodeLastRuneInString(s[:k])
		if !(letterRune(r) || digitRune(r) || r == '_' || r == '-' || r == '.') {
			break
		}
		k -= n
	}
	return s[k:j]
}

// datedLine reports a line that starts with a date (2025-11-03T14:22:07Z,
// 2025/11/03 14:11:02), as log records do.
func datedLine(l string) bool {
	l = strings.TrimLeft(l, " \t")
	return len(l) >= 10 && countDigits(l[:4]) == 4 && (l[4] == '-' || l[4] == '/') && countDigits(l[5:7]) == 2 && l[7] == l[4] && countDigits(l[8:10]) == 2
}

// Long digit runs: masked unless a timestamp, version, unit, technical
// word or key explains them (phone numbers, account and national numbers
// of any country are not explained).

package redact

import (
	"strconv"
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// detectDigitRuns masks runs of six or more digits (spaces, dashes, dots
// and parentheses allowed between groups) that no identifier, timestamp,
// version, line number, port, count or code explains: phone numbers,
// account, customer, order and national numbers of any country.
func detectDigitRuns(sc *scan) {
	s := sc.s
	// whether the text is about barcodes is asked of the whole text: once
	// for all its runs, as a text of many runs would cost its length times
	// its runs
	var ean textOnce
	for i := 0; i < len(s); i++ {
		if sc.stop.pulse() {
			return
		}
		c := s[i]
		if c < '0' || c > '9' {
			continue
		}
		start := i
		if start > 0 && s[start-1] == '(' {
			start--
		}
		if start > 0 && s[start-1] == '+' {
			start--
		}
		// a number that ends a path (/v1/uploads/4411) ends with it: the
		// next number after a space is another field (a status, a size)
		// so does an ordinal after "#" (BuildKit's "#12 4.812", a step and
		// its seconds; an issue's "#4471")
		inPath := i > 0 && (s[i-1] == '/' || s[i-1] == '#')
		end, digits, groups, dots, others := i, 0, 0, 0, 0
		closed, opened := false, false
		for j := i; j < len(s); {
			if sc.stop.pulse() {
				return
			}
			if s[j] >= '0' && s[j] <= '9' {
				k := j
				for k < len(s) && s[k] >= '0' && s[k] <= '9' {
					k++
				}
				digits += k - j
				groups++
				end = k
				j = k
				continue
			}
			// one separator (or ") " / " (") between digit groups
			k := j
			for k < len(s) && k-j < 2 && indexByte(" -.()", s[k]) >= 0 {
				k++
			}
			if k == j || k >= len(s) || s[k] < '0' || s[k] > '9' {
				break
			}
			// two spaces align a table's columns (Go's tabwriter, ps,
			// docker ps): the number after them is the next column's;
			// a flag's argument and a Go %v's first field are one word,
			// and a version after it is the next operand or field
			// (--id 37657 58.45.41, {65051 11.38.26 false})
			if inPath && indexByte(s[j:k], ' ') >= 0 || s[j] == ' ' && s[j+1] == ' ' || loneDigitAfterSpace(s, j, k, groups) || groups == 1 && k == j+1 && s[j] == ' ' && (digitsAt(s, k) >= 4 || versionAt(s, k)) && oneArgument(s, i) {
				break
			}
			// a parenthesis after a dotted group ends a version, not a
			// phone's area code: "ubuntu-24.04 (20261124.1.0)"
			if dots > 0 && containsChars(s[j:k], "()") {
				break
			}
			for _, c := range []byte(s[j:k]) {
				if c == ')' {
					closed = true
				}
				opened = opened || c == '('
				if c == '.' {
					dots++
				} else {
					others++
				}
			}
			j = k
		}
		// the parentheses belong to the number only when they are its own
		// ("(555) 123-4567"); around it, or opening a file name
		// ("(20240411093012_add_…)"), they are the text's
		if start < i && s[start] == '(' && !closed {
			start++
		}
		i = end
		// ID 17(1024のはず): a bracket opened between two numbers, not
		// closed in the run and with words written on after it, is the
		// text's aside, two numbers; a phone's area code closes its own,
		// +1 (555) 123-4567
		// postgresql-15 (8080): after a name's own number, a bracket the
		// run opens and the text closes right after it is the text's
		// aside: the run ends before it, and the number inside is read
		// next (Telefon 555 (12345) stays one number)
		if p := lastIndexByte(s[start:end], '('); opened && !closed && end < len(s) && s[end] == ')' && p > 0 && start > 0 && (isLetter(s[start-1]) || indexByte("-._", s[start-1]) >= 0) {
			i = start + p
			end = start + len(strings.TrimRight(s[start:start+p], " -."))
			digits, groups = countDigits(s[start:end]), 1+strings.Count(strings.TrimSpace(s[start:end]), " ")
		}
		// REASON=00000000 (20261204093000): a bracket the run opens and
		// the text closes right after a timestamp is the text's aside:
		// the run ends before it, and the stamp is read next
		if p := lastIndexByte(s[start:end], '('); opened && !closed && end < len(s) && s[end] == ')' && p > 0 && compactTimestamp(s[start+p+1:end]) {
			i = start + p
			end = start + len(strings.TrimRight(s[start:start+p], " -."))
			digits, groups = countDigits(s[start:end]), 1+strings.Count(strings.TrimSpace(s[start:end]), " ")
			dots = strings.Count(s[start:end], ".")
			others = end - start - digits - dots
		}
		if digits < 6 || opened && !closed && end < len(s) && (isLetter(s[end]) || s[end] >= utf8.RuneSelf) {
			continue
		}
		// ERREUR 1062 (23000): a code and, in brackets closed right after
		// it, its SQLSTATE (five characters) as MySQL's client writes
		// them: two codes; a phone's brackets hold its area code, before
		// the rest, and its trunk prefix is a 0
		if p := lastIndexByte(s[start:end], '('); opened && !closed && end < len(s) && s[end] == ')' && p > 0 && p < 7 &&
			s[start] != '0' && end-start-p == 6 && keyClass(wordBefore(s, start)) == "" {
			continue
		}
		a, b := start, end
		if explainedNumber(s, a, b, dots, others, digits, groups, &ean) || listingSize(s, a) || debianVersionAt(s, a, b) {
			continue
		}
		sc.addWeak(a, b, phNumber)
	}
}

// textOnce is a question asked of a whole text, answered on first use
// and remembered: a question per run of a long text is asked once.
type textOnce struct {
	done, yes bool
}

// is answers q for s, asking it on the first call only: every call must
// pass the same s and q.
func (o *textOnce) is(s string, q func(string) bool) bool {
	if !o.done {
		o.done, o.yes = true, q(s)
	}
	return o.yes
}

// explainedNumber reports digit runs that are not personal: glued to a
// word (an identifier), a decimal or version, a date or time, an epoch
// timestamp, a number after a technical word (line, port, pid, build,
// status, code, trace id…) or before a unit (ms, bytes, rows…).
// ean answers whether s is about barcodes (eanWord), asked once for s.
func explainedNumber(s string, a, b, dots, others, digits, groups int, ean *textOnce) bool {
	v := s[a:b]
	if s[a] == '+' {
		return false
	}
	// glued to letters or digits it is part of an identifier (abc1234567,
	// 1234567abc); after "_" or "-" (customer_48213977) it is still a number.
	// Before a dot and a letter it is a label of a host name (an AWS
	// account's registry, 123456789012.dkr.ecr.eu-west-1.amazonaws.com)
	// so is the first segment of a path on an AWS host, the queue's
	// account in an SQS URL (sqs.eu-central-1.amazonaws.com/123456789012/q)
	if digits == 12 && hasSuffix(s[:a], ".amazonaws.com/") {
		return true
	}
	glued := a > 0 && (isAlnum(s[a-1]) || (s[a-1] == '.' || s[a-1] == '@' || s[a-1] == '$') && a > 1 && isAlnum(s[a-2])) || hexSlash(s, a) ||
		b < len(s) && isAlnum(s[b]) || hostLabelAt(s, b)
	if glued {
		return true
	}
	if humanSizeAfter(s, b) || comparedWith(s, a) || imageTag(s, a, b) || buildAfterVersion(s, a) {
		return true
	}
	if compactTimestamp(v) {
		return true
	}
	// daily-ledger-000017.parquet, part 000017: zeros that pad a number
	// below 1,000 to a fixed width count files, parts and rows; so few
	// digits name no one, unless a person's noun stands before them
	// (all zeros, 00000000, is a zeroed field's)
	if z := strings.TrimLeft(v, "0"); dots+others == 0 && (z == "" || len(z) <= 3 && !nameNouns.has(strings.ToLower(wordBefore(s, a)))) {
		return true
	}
	// 16777216 free bytes, 4294967295: a power of two or one less from
	// 2^17 on is a size or a limit, no one's number
	if n, err := strconv.ParseUint(v, 10, 64); err == nil && n > 1<<16 && (n&(n-1) == 0 || n&(n+1) == 0) {
		return true
	}
	// '5901234123457' for key 'uk_ean': a product's barcode, in a text
	// about barcodes
	if digits == 13 && dots+others == 0 && ean13([]byte(v)) && ean.is(s, func(s string) bool { return eanWord(strings.ToLower(s)) }) {
		return true
	}
	// (00)340434161094042557: a Serial Shipping Container Code after GS1's
	// application identifier 00, eighteen digits and its check, the
	// parcel's number carriers print on the label
	if digits == 20 && dots+others == 0 && v[0] == '0' && v[1] == '0' && gs1Check([]byte(v[2:])) {
		return true
	}
	// 0042_auto_20240101_093000: the time after a date in a migration's
	// or a file's name is that timestamp's
	if digits == 6 && a >= 10 && (s[a-1] == '_' || s[a-1] == '-') && countDigits(s[a-9:a-1]) == 8 && validYMD(s[a-9:a-1]) && validHMS(v) {
		return true
	}
	// 2024_01_01_093000_create_users_table: Laravel's migrations write the
	// date's parts apart
	if digits == 6 && laravelDateBefore(s, a) && validHMS(v) {
		return true
	}
	// 1234567.89, 10.15.7, 2026.11.21; a date then its build's numbers is
	// a calendar version (20261124.1.0, a CI runner's image), and a major
	// and minor then a long build a product's (14.38.33135, buildVersion)
	if others == 0 && dots >= 1 && (groups <= 2 || !phoneDots(v) || buildVersion(v) || len(v) > 8 && v[8] == '.' && validYMD(v)) {
		return true
	}
	if isDateLike(v) || yearMonth(v) || yearRange(v) || groups >= 3 && dots == 0 && longThenShort(v) {
		return true
	}
	if dots+others == 0 {
		// epoch seconds, milliseconds, micro- and nanoseconds 2001–2038
		// (not after an account's word: account 1454218400 is its number).
		// Ten digits from 20 on are seconds after 2033 or a North
		// American number of area code 20x (2038934113), which events
		// hold more often: they are kept only as a date's digits and more
		// (2025110314, an order's number)
		if (digits == 10 || digits == 13 || digits == 16 || digits == 19) && (v[0] == '1' || v[0] == '2' && v[1] == '0' && (digits > 10 || validYMD(v[:8]))) && keyClass(wordBefore(s, a)) == "" {
			return true
		}
	}
	// value=096283904, error: "78050963954": a word that names no kind
	// of quantity (value, error, result) explains a number only as a
	// count, written without a leading zero nor quotes; a phone's digits
	// or a national number's, or a string's, are no count (a size, an
	// offset or an id keeps its number however written, and a code
	// joined by colons its zeros: OpenSSL's error:03000086:)
	tech := !(dots+others == 0 && (v[0] == '0' && v[1] != '0' && digits >= 8 && (a == 0 || s[a-1] != ':') || digits >= 9 && digits <= 12 && a > 0 && b < len(s) && (s[a-1] == '"' || s[a-1] == '\'') && s[b] == s[a-1]) && genericKey(wordBefore(s, a)) && keySepBefore(s, a)) &&
		!((digits > 6 || others > 0 || v[0] == '0') && repeatCountBefore(s, a))
	if unitAfter(s, b) || tech && (techBefore(s, a) || techPairBefore(s, a)) || timeFraction(v, s, a) || httpStatusSize(s, a) ||
		dots+others == 0 && countAfter(s, b) && !nameNouns.has(strings.ToLower(wordBefore(s, a))) {
		return true
	}
	// 03 Nov 2025 13:58:02, *881234 of nginx, 2047.6 (2083.1) MB
	if yearThenHour(s, a, b) || nginxConnection(s, a) || others > 0 && dots >= 2 && decimalFields(v) {
		return true
	}
	// JNE-0123456789, VNP-20240311-000912, CJ-640012345678: digits after
	// a code of capitals and a hyphen are a carrier's, a gateway's or a
	// booking system's reference, an identifier a triager follows; a
	// person's document keeps its number, named by a key before the code
	// (Driving licence DL-0420110012345)
	if codePrefixBefore(s, a, v) || yearSequence(v) && scriptCapitalsBefore(s, a) || slashReference(s, a, b) || apiPathNumber(s, a, b) || idPhraseBefore(s, a, b) {
		return true
	}
	// shopId=418223, pspReference=…, project_number:…, Transaktion 99812345,
	// Leika-Schlüssel 99050012104000: a technical record's identifier or a
	// code, named by its key
	if w := wordBefore(s, a); w != "" && (recordID(w) || transactionWord(w) || codedCompound(w) || (dots+others == 0 || dots == 0 && yearSequence(v)) && recordNumber(s, a, w)) {
		return true
	}
	// Boeing 737-400: a series' variant after its maker (productnames.go)
	if groups == 2 && modelVariant(s, a, a+3) {
		if _, words := makerRun(s, a); words > 0 {
			return true
		}
	}
	// Klíč (id)=(771203), (order_id, line_no)=(771203, 3): a row's key
	// as PostgreSQL's detail names it, the first column's the first value;
	// Duplicate entry '118273' for key 'itemnumber': MySQL names the key
	// after the value
	if c := firstKeyColumn(s, a); c == "id" || c != "" && recordID(c) || recordID(mysqlKeyAfter(s, b)) {
		return true
	}
	// (ean)=(4260417830125): an article's barcode, named by its key
	if dots+others == 0 && gtinLength(v) && gtinKeyBefore(s, a) {
		return true
	}
	return false
}

// scriptCapitalsBefore reports one to six capitals of a cased script
// other than Latin's ASCII glued by a hyphen before a (ΚΡΑΤ-, ЗАК-): with
// a year and its sequence after them the document number accounting
// systems print (ΚΡΑΤ-2025-0412), the shape identifiers.go keeps for
// ASCII capitals (F-2025-004812) written in Greek, Cyrillic or Armenian.
func scriptCapitalsBefore(s string, a int) bool {
	if a < 3 || s[a-1] != '-' {
		return false
	}
	k, n, wide := a-1, 0, false
	for k > 0 && n <= 6 {
		r, size := utf8.DecodeLastRuneInString(s[:k])
		if !upperRune(r) {
			break
		}
		wide = wide || r >= utf8.RuneSelf
		k -= size
		n++
	}
	if n == 0 || n > 6 || !wide {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:k])
	return k == 0 || !letterRune(r) && !digitRune(r)
}

// buildAfterVersion reports a number in parentheses right after a dotted
// version: an app's build ("5.12.0 (5120041)", Android's versionCode, an
// iOS build number), which the version's run no longer carries since a
// parenthesis after a dot ends it.
func buildAfterVersion(s string, a int) bool {
	j := a
	if j > 0 && s[j-1] == '(' {
		j--
	}
	if j == a || j == 0 || s[j-1] != ' ' {
		return false
	}
	j--
	k, dots := j, 0
	for k > 0 && (isDigit(s[k-1]) || s[k-1] == '.') {
		if s[k-1] == '.' {
			dots++
		}
		k--
	}
	return dots > 0 && k < j && isDigit(s[j-1]) && isDigit(s[k])
}

// techPairBefore reports a number after another and a colon that a
// technical word explains: gRPC's "exceeds maximum size 4194304: 6291552"
// writes the limit, then what was sent.
func techPairBefore(s string, a int) bool {
	j := a
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	if j == a || j == 0 || s[j-1] != ':' {
		return false
	}
	k := j - 1
	for k > 0 && isDigit(s[k-1]) {
		k--
	}
	return k < j-1 && techBefore(s, k)
}

// gtinKeyBefore reports a key naming a barcode before a (ean)=(…),
// ean: …, "gtin": "…" or isbn …: the key's last part is ean, gtin, upc,
// isbn or barcode (with its length: ean13, gtin14).
func gtinKeyBefore(s string, a int) bool {
	w := keyBefore(s, a)
	if i := strings.LastIndexAny(w, "_-"); i >= 0 {
		w = w[i+1:]
	}
	w = strings.TrimRight(w, "0123456789")
	// barcode, barkod (Turkish, Polish, Czech…)
	return w == "ean" || w == "gtin" || w == "upc" || w == "isbn" || hasPrefix(w, "bar") && (hasSuffix(w, "code") || hasSuffix(w, "kod"))
}

// keyBefore is the key, lower case, before a value at a: (ean)=(…), ean:
// …, "sku": "…".
func keyBefore(s string, a int) string {
	k, j := keySpan(s, a, 32)
	return strings.ToLower(s[k:j])
}

// keySpan returns the bounds of the key before a value at a: back over
// at most four separators (" :=#'\"()»«"), then at most n bytes of
// letters, digits, "_" and "-".
func keySpan(s string, a, n int) (k, j int) {
	j = a
	for j > 0 && a-j < 4 && indexByte(" :=#'\"()»«", s[j-1]) >= 0 {
		j--
	}
	k = j
	for k > 0 && j-k < n && (isAlnum(s[k-1]) || s[k-1] == '_' || s[k-1] == '-') {
		k--
	}
	return k, j
}

// unitAfter reports a unit word right after the number.
func unitAfter(s string, b int) bool {
	j := b
	for j < len(s) && s[j] == ' ' {
		j++
	}
	k := j
	for k < len(s) && (s[k] >= 'a' && s[k] <= 'z' || s[k] >= 'A' && s[k] <= 'Z' || s[k] == '%') {
		k++
	}
	// with 25165824 free bytes (Android's ART: "Failed to allocate a %zu
	// byte allocation with %zu free bytes"): a word of how much of it is
	// left or taken stands between a count and its unit
	// (one such word: the unit must come right after it)
	if k > j && k+1 < len(s) && s[k] == ' ' && wordIn(" free used available total remaining allocated reserved ", strings.ToLower(s[j:k])) {
		j, k = k+1, k+1
		for k < len(s) && isLetter(s[k]) {
			k++
		}
	}
	return k > j && unitWord(strings.ToLower(s[j:k]))
}

func unitWord(w string) bool {
	return wordIn(unitWordWords, w)
}

// unitWordWords are unitWord's words, each between spaces (wordIn).
const unitWordWords = " ms us µs ns s sec secs second seconds " + "min mins minute minutes h hr hrs hour " + "hours day days b byte bytes kb mb gb tb " +
	"kib mib gib tib bits rows row items " + "item records record events event times " + "attempts retries requests req ops chars " +
	"characters tokens lines px % files " + "entries objects keys messages msgs " + "points nodes pages errors iterations " +
	"calls connections queries transactions " + "tx blocks frames samples units elements " + "bytes/s rps qps hz khz mhz ghz " +
	"kbps mbps gbps fps dpi rpm kwh mah "

// countAfter reports a count: a number written without separators before
// a plural of a common English word in small letters (wrote 123456
// buffers, 1048576 tuples): what a program counts. A person's number is
// not followed by one; after a person's noun (customer 48213977 orders)
// the number is the person's, which the caller asks.
func countAfter(s string, b int) bool {
	if b+2 >= len(s) || s[b] != ' ' {
		return false
	}
	k := b + 1
	for k < len(s) && s[k] >= 'a' && s[k] <= 'z' {
		k++
	}
	w := s[b+1 : k]
	if len(w) < 4 || w[len(w)-1] != 's' || k < len(s) && (isWord(s[k]) || s[k] == '@') {
		return false
	}
	sing := w[:len(w)-1]
	return wordlist.Common(sing) || hasSuffix(sing, "e") && wordlist.Common(sing[:len(sing)-1])
}

// techBefore reports a technical word (or key) just before the number.
func techBefore(s string, a int) bool {
	// code_douane : « 8471300000 »: French sets its quote apart
	if t := trimSuffix(s[:a], " "); hasSuffix(t, "«") {
		a = len(t) - len("«")
	}
	j := a
	for j > 0 && indexByte(" :=#'\"_-(", s[j-1]) >= 0 && a-j < 3 {
		j--
	}
	k := j
	for k > 0 && (isWord(s[k-1]) || s[k-1] == '-' || s[k-1] == '.') {
		k--
	}
	if k == j {
		return errorWordBefore(s, a)
	}
	w := strings.ToLower(s[k:j])
	// crc32=, adler32=: a checksum's name with its width
	if t := strings.TrimRight(w, "0123456789"); len(t) >= 3 && t != w && techWord(t) {
		return true
	}
	// a camelCase key whose last word names no kind of quantity (Python's
	// KeyError: '3628369518', resultValue) holds anything: it is judged
	// whole, as before
	if i := strings.LastIndexAny(w, "_-."); i >= 0 && i < len(w)-1 || camelKey(s[k:j]) && !genericKey(strings.Join(keyParts(s[k:j]), "_")) {
		// trace_id, request-id, x.span_id, Slurm's StepId: judge by the
		// words in it; a code a person's or a field's word heads
		// (Kunden-Code) is theirs, and a credential's (PIN-Code 48213977,
		// Auth-Code: its key's class) is a secret wherever the number
		// stands, not only after the key's own = or :
		parts := keyParts(s[k:j])
		if n, kc := len(parts), keyClass(s[k:j]); n > 1 && parts[n-1] == "code" && (kc != "" && !containsChars(s[j:a], ":=") || kc == "" && !thingHead(parts[n-2])) {
			return false
		}
		for _, p := range parts {
			if techWord(p) {
				return true
			}
		}
		return errorWordBefore(s, a)
	}
	// Fehlercode, Statuscode, Antwortcode: German writes the code's kind
	// into the word (a postcode, PIN or zip code is where somebody lives,
	// a Kundencode a customer's)
	if len(w) > 6 && hasSuffix(w, "code") && w[0] != 'p' && w[0] != 'z' && keyClass(w) == "" && thingHead(w[:len(w)-4]) {
		return true
	}
	if w == "to" && (hasSuffix(s[:k], "equal ") || hasSuffix(s[:k], "up ")) {
		return true // less than or equal to 500000, up to 120000: a bound
	}
	return techWord(w) || errorWordBefore(s, a)
}

// camelKey reports a key written in camelCase (StepId, jobKey): a lower-
// case letter, then a capital, as programs join a key's words.
func camelKey(w string) bool {
	for i := 1; i < len(w); i++ {
		if w[i] >= 'A' && w[i] <= 'Z' && w[i-1] >= 'a' && w[i-1] <= 'z' {
			return true
		}
	}
	return false
}

// errorWordBefore reports the word for error in a system catalogue's
// language right before a number of digits alone, one space between,
// alone or ending a name (ERiC-Fehler 610301200, błąd 1045;
// words.ErrorTranslation): the number is the error's code. After a
// colon the value the error is about follows (주민등록번호 형식 오류:
// 870521-2384617, an identity number's), and a number of groups is no
// code.
func errorWordBefore(s string, a int) bool {
	if a < 2 || s[a-1] != ' ' || indexByte(" :=#'\"(", s[a-2]) >= 0 {
		return false
	}
	e := a
	for e < len(s) && isDigit(s[e]) {
		e++
	}
	if e+1 < len(s) && indexByte(" -./", s[e]) >= 0 && isDigit(s[e+1]) {
		return false
	}
	w := strings.ToLower(wordBefore(s, a))
	if i := strings.LastIndexAny(w, "-_."); i >= 0 {
		w = w[i+1:]
	}
	return w != "" && wordlist.ErrorTranslation(w)
}

// timeFraction reports the seconds of a time with their fraction
// (10:15:44.120412, and the year Apache's error log writes after it).
func timeFraction(v, s string, a int) bool {
	return a >= 6 && len(v) > 3 && v[2] == '.' && s[a-1] == ':' && s[a-4] == ':' && isDigit(s[a-2]) && isDigit(s[a-5])
}

// httpStatusSize reports the status and size after the request of an
// access log line ("GET / HTTP/1.1" 403 162): a number, not a value.
func httpStatusSize(s string, a int) bool {
	return hasSuffix(s[:a], "\" ") && contains(s[max(0, a-12):a], "HTTP/")
}

// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func techWord(w string) bool {
	return wordIn(techWordWords, w)
}

// techWordWords are techWord's words, each between spaces (wordIn).
const techWordWords = " line lineno lines port pid tid thread " + "errno code status exit offset size " + "length len timeout limit capacity " +
	"version ver build pipeline job run " + "attempt retry issue event span trace " + "traceid spanid commit pr revision rev " +
	"seq sequence batch shard partition " + "epoch nanos millis duration count total " + "bytes memory heap max min request " +
	"requestid correlation txn transaction " + "block height slot frame col column row " + "index idx step iteration generation gen " +
	"ts timestamp time elapsed allocated " + "exhausted of checksum crc inode fd " + "sqlstate errorcode hresult ora " +
	"number_of took after within every page " + "chunk segment snowflake msgid " + "message_id object lsn xid oid error err " +
	"than vs received sent expected got want " + "wanted allowed maximum minimum quota " + "usage buffered nanoseconds milliseconds " +
	"process rss vsz adler exceeds exceeded exceed exceeding baudrate baud threshold " +
	"microseconds seconds ms us ns parsing " + "value "

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// keySepBefore reports a key's "=" or ":" right before a (a quote and a
// space between them allowed): value=…, error: "…"; not prose's "the
// value '…' is not valid".
func keySepBefore(s string, a int) bool {
	if a > 0 && (s[a-1] == '"' || s[a-1] == '\'') {
		a--
	}
	if a > 0 && s[a-1] == ' ' {
		a--
	}
	return a > 0 && (s[a-1] == '=' || s[a-1] == ':')
}

// repeatCountBefore reports a word that counts repetitions before a
// number (--retry 3, attempt 2): such a count is small, so seven digits
// or more, a leading zero or a separator are somebody's number standing
// in its place ([sync --retry 483429536], --retry 370510-1154022).
func repeatCountBefore(s string, a int) bool {
	p := keyParts(strings.ToLower(wordBefore(s, a)))
	return len(p) > 0 && wordIn(" retry retries attempt attempts ", p[len(p)-1])
}

// genericKey reports a key whose last part names no kind of quantity:
// what stands under it may be anything.
func genericKey(w string) bool {
	p := keyParts(strings.ToLower(w))
	if len(p) == 0 {
		return false
	}
	return contains(" value val error err result data input output payload detail param arg entry item text reason cause ", " "+p[len(p)-1]+" ")
}

// codePrefixBefore reports a run of digits and hyphens (v, at a) glued by
// a hyphen to two to five capitals (JNE-, VNP-, CJ-) that open a bracket
// or a quote, or follow a code's key (vnp_TxnRef=), with no key before
// them that names what the number is (a key's class, a person's noun):
// the code names the system that issued the number. After a word of
// prose the code may be a document's (αριθμός ταυτότητας AK-4471829, an
// identity card's number), which no key list of every language names.
func codePrefixBefore(s string, a int, v string) bool {
	if a < 4 || s[a-1] != '-' || strings.Trim(v, "0123456789-") != "" {
		return false
	}
	k := a - 1
	for k > 0 && s[k-1] >= 'A' && s[k-1] <= 'Z' {
		k--
	}
	if n := a - 1 - k; n < 2 || n > 5 || k == 0 {
		return false
	}
	w := wordBefore(s, k)
	switch s[k-1] {
	case '(', '[', '\'', '"':
		// ident=(ID-12345678): a bracket that holds a key's value
		if k > 1 && (s[k-2] == '=' || s[k-2] == ':') {
			return false
		}
	case '=':
		if !contains(w, "_") && !recordID(w) {
			return false
		}
	default:
		return false
	}
	return keyClass(w) == "" && !nameNouns.has(strings.ToLower(w))
}

package redact

import (
	"math"
	"strings"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"
	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// Identifiers a triager needs, and the two default-deny rules they are
// protected from. A value no identifier format explains is masked when it
// is a long digit run (phone numbers, account and national numbers of any
// country) or a random-looking run (keys and session ids of any vendor).

// reIdent recognises identifier formats: UUIDs, sha/sha256 digests, hex
// runs (git SHAs, trace and span ids, hashes), ULIDs, Kubernetes pod and
// replica-set names, content-hashed asset names, semver with build
// metadata, ISO timestamps and dates, error codes (ORA-00942, SQLSTATE
// 23505, E1234), X-Ray trace ids, request ids in the req_ form, and
// Stripe's ids of payment objects, and AWS resource names with their account.
var reIdent = lazyre.New(`(?i:\b(?:sha1|sha256|sha384|sha512|md5|blake2b|git|commit)[:@-][0-9a-f]{7,}\b)` +
	`|\b[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\b` +
	`|\b[0-9a-fA-F]{7,}\b` +
	`|\b[0-7][0-9A-HJKMNP-TV-Z]{25}\b|\b[a-z]{2,8}_[0-7][0-9A-HJKMNP-TV-Z]{25}\b` +
	`|\b[a-z0-9]+(?:-[a-z0-9]+)*-[a-f0-9]{6,10}-[a-z0-9]{5}\b` +
	`|\b[a-z0-9]+(?:-[a-z0-9]+)*-[bcdfghjklmnpqrstvwxz2-9]{5}\b` +
	`|[\w\-]+[.\-][0-9a-fA-F]{6,}(?:\.chunk|\.bundle|\.min)?\.(?:js|mjs|cjs|css|map|wasm|png|jpe?g|gif|svg|webp|woff2?|ttf|html|json)\b` +
	`|[\w\-]+-[A-Za-z0-9_]{8}\.(?:js|mjs|css)\b` +
	`|\bv?\d+\.\d+\.\d+(?:-[0-9A-Za-z.\-]+)?(?:\+[0-9A-Za-z.\-]+)?` +
	`|\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+\-]\d{2}:?\d{2})?)?` +
	`|\b[A-Z]{2,6}-\d{3,6}\b|\b\d-[0-9a-f]{8}-[0-9a-f]{24}\b` +
	// a document's number as accounting systems print it: a series
	// letter, the year, a sequence (F-2025-004812, INV-2024-00017)
	`|\b[A-Z]{1,6}-(?:19|20)\d{2}-\d{3,8}\b` +
	// a subresource integrity digest (W3C SRI: sha384-<base64>) and a
	// GitHub security advisory (GHSA-xxxx-xxxx-xxxx)
	`|\bsha(?:256|384|512)-[A-Za-z0-9+/]{43,86}={0,2}` +
	`|\bGHSA(?:-[23456789cfghjmpqrvwx]{4}){3}\b` +
	`|\breq_[A-Za-z0-9]{8,40}\b` +
	// Stripe's ids of payment objects (charges, payment intents and
	// methods, invoices, subscriptions, events, refunds, products…): what a
	// triager looks up; customer and connected-account ids are people's
	`|\b(?:ch|py|pi|pm|seti|si|in|ii|il|sub|sub_sched|evt|txn|re|pyr|prod|price|cs|dp|du|tr|po|ipi|cbtxn|plink|qt|sr|rcpt)_[A-Za-z0-9]{14,40}\b` +
	// the account of an AWS resource name (arn:aws:lambda:eu-west-1:123456789012:…)
	`|\barn:aws[\w-]*:[\w-]+:[\w-]*:\d{12}\b`)

// reKeyedID finds values named by a technical identifier's key (request_id,
// X-Request-Id, traceId, job id, correlation-id…): whatever they look like,
// they are identifiers a triager follows, not secrets. Session, user and
// account ids are not among these keys. AWS's extended request id
// (x-amz-id-2) is base64: "+", "/" and "=" are part of a value.
var reKeyedID = lazyre.New(`(?i)\b(?:x-amz-id-2|x-amz-cf-id|(?:x-)?(?:amzn-|amz-)?(?:request|req|trace|span|parent|correlation|causation|transaction|txn|tx|end-?to-?end|job|task|build|run|deploy|deployment|commit|event|message|msg|operation|op|batch|execution|workflow|pipeline|incident|alert|ticket|invocation|cf-ray|host)[ _\-.]?id)["']?\s*[:=]?\s*["']?([A-Za-z0-9][A-Za-z0-9_\-.:+/]{3,79}=*)`)

// reMediaType finds a media type of a top-level type IANA registers.
var reMediaType = lazyre.New(`\b(?:application|audio|font|image|message|model|multipart|text|video|chemical)/[A-Za-z0-9][\w.+\-]{0,126}`)

func protectIdentifiers(sc *scan) {
	for _, m := range reIdent.FindAllStringIndex(sc.s, -1) {
		if sc.stop.pulse() {
			return
		}
		v := sc.s[m[0]:m[1]]
		// a hex-looking run of only digits is a number, not an identifier
		if countDigits(v) == len(v) {
			continue
		}
		sc.protect(m[0], m[1])
	}
	// a registered media type (application/vnd.ms-xpsdocument) is an
	// identifier, whatever its parts
	if strings.IndexByte(sc.s, '/') >= 0 {
		for _, m := range reMediaType.FindAllStringIndex(sc.s, -1) {
			if wordlist.MediaType(sc.s[m[0]:m[1]]) {
				sc.protect(m[0], m[1])
			}
		}
	}
	if strings.Contains(sc.lower, "id") {
		for _, m := range reKeyedID.FindAllStringSubmatchIndex(sc.s, -1) {
			sc.protect(m[2], m[3])
		}
	}
	protectSchemaNames(sc)
	protectSQLNames(sc)
}

// detectEntropy masks runs that could be generated secrets.
func detectEntropy(sc *scan) {
	done := sc.marked()
	for _, m := range sc.tokenRuns() { // runs that could be generated secrets
		if sc.stop.pulse() {
			return
		}
		if done.hit(m[0], m[1]) {
			continue
		}
		// 0x000074e1c2b5a8f0: a memory address (Ruby's #<Class:0x…>, Go's
		// and Python's object reprs), not a secret
		if pointer(sc.s[m[0]:m[1]]) {
			continue
		}
		if !pathLike(sc.s[m[0]:m[1]]) && !kebabPath(sc.s[m[0]:m[1]]) && looksRandom(sc.s[m[0]:m[1]]) {
			sc.addWeak(m[0], m[1], phSecret)
			continue
		}
		// a secret glued to words by - or _ (prefix-token, slug-key):
		// judge each part on its own
		s := sc.s
		start := m[0]
		for i := m[0]; i <= m[1]; i++ {
			if sc.stop.pulse() {
				return
			}
			if i == m[1] || s[i] == '-' || s[i] == '_' || s[i] == '/' {
				if i-start >= 16 && looksRandom(s[start:i]) {
					sc.addWeak(start, i, phSecret)
				}
				start = i + 1
			}
		}
	}
}

// kebabPath reports a run of lower-case names joined by "/" and "-"
// (assumed-role/ci-deployer/gha-run-11842: a role and its session in an
// ARN), each part short: names in a path, judged part by part. A
// generated token has capitals, or a part longer than a word.
func kebabPath(m string) bool {
	if strings.IndexByte(m, '/') < 0 {
		return false
	}
	n := 0
	for i := 0; i <= len(m); i++ {
		if i == len(m) || m[i] == '/' || m[i] == '-' {
			if n > 12 {
				return false
			}
			n = 0
			continue
		}
		if c := m[i]; !(c >= 'a' && c <= 'z' || isDigit(c)) {
			return false
		}
		n++
	}
	return true
}

// looksRandom tells a generated string from code, words and identifiers:
// it needs a mix of character classes that changes often (random strings
// switch between upper, lower and digit about every other character; code
// like getUserById2 rarely does) and a high Shannon entropy. Pure hex is
// left to the identifier rules (SHAs, trace ids); a secret in hex is caught
// by its key or prefix.
func looksRandom(m string) bool {
	m = strings.TrimRight(m, "=")
	n := len(m)
	if n < 16 {
		return false
	}
	var upper, lower, digits, other, trans int
	var counts [256]int
	prev := byte(0)
	hex := true
	for i := 0; i < n; i++ {
		c := m[i]
		counts[c]++
		var cls byte
		switch {
		case c >= '0' && c <= '9':
			digits++
			cls = 1
		case c >= 'a' && c <= 'z':
			lower++
			cls = 2
			if c > 'f' {
				hex = false
			}
		case c >= 'A' && c <= 'Z':
			upper++
			cls = 3
			if c > 'F' {
				hex = false
			}
		default:
			other++
			cls = 4
			hex = false
		}
		if i > 0 && cls != prev {
			trans++
		}
		prev = cls
	}
	if hex && (upper == 0 || lower == 0) {
		return false
	}
	letters := upper + lower
	if letters == 0 {
		return false // digits: the digit-run rule decides
	}
	h := 0.0
	for _, c := range counts {
		if c > 0 {
			p := float64(c) / float64(n)
			h -= p * math.Log2(p)
		}
	}
	switch {
	case digits == 0 && (upper == 0 || lower == 0):
		return false // one-case words
	case digits == 0:
		// mixed-case letters only: random base64 switches case about every
		// other character, CamelCase identifiers every few
		return n >= 20 && trans*100 >= n*45 && h >= 3.8
	}
	// letters and digits
	return trans*100 >= n*30 && h >= 3.3 && digits*100 >= n*8
}

// detectDigitRuns masks runs of six or more digits (spaces, dashes, dots
// and parentheses allowed between groups) that no identifier, timestamp,
// version, line number, port, count or code explains: phone numbers,
// account, customer, order and national numbers of any country.
func detectDigitRuns(sc *scan) {
	s := sc.s
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
		inPath := i > 0 && s[i-1] == '/'
		end, digits, groups, dots, others := i, 0, 0, 0, 0
		closed := false
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
			for k < len(s) && k-j < 2 && strings.IndexByte(" -.()", s[k]) >= 0 {
				k++
			}
			if k == j || k >= len(s) || s[k] < '0' || s[k] > '9' {
				break
			}
			if inPath && strings.IndexByte(s[j:k], ' ') >= 0 || loneDigitAfterSpace(s, j, k, groups) {
				break
			}
			for _, c := range []byte(s[j:k]) {
				if c == ')' {
					closed = true
				}
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
		if digits < 6 {
			continue
		}
		a, b := start, end
		if explainedNumber(s, a, b, dots, others, digits, groups) {
			continue
		}
		sc.addWeak(a, b, phNumber)
	}
}

// explainedNumber reports digit runs that are not personal: glued to a
// word (an identifier), a decimal or version, a date or time, an epoch
// timestamp, a number after a technical word (line, port, pid, build,
// status, code, trace id…) or before a unit (ms, bytes, rows…).
func explainedNumber(s string, a, b, dots, others, digits, groups int) bool {
	v := s[a:b]
	if s[a] == '+' {
		return false
	}
	// glued to letters or digits it is part of an identifier (abc1234567,
	// 1234567abc); after "_" or "-" (customer_48213977) it is still a number.
	// Before a dot and a letter it is a label of a host name (an AWS
	// account's registry, 123456789012.dkr.ecr.eu-west-1.amazonaws.com)
	glued := a > 0 && (isAlnum(s[a-1]) || (s[a-1] == '.' || s[a-1] == '@' || s[a-1] == '$') && a > 1 && isAlnum(s[a-2])) || hexSlash(s, a) ||
		b < len(s) && isAlnum(s[b]) || hostLabelAt(s, b)
	if glued {
		return true
	}
	if humanSizeAfter(s, b) || comparedWith(s, a) {
		return true
	}
	if compactTimestamp(v) {
		return true
	}
	// 0042_auto_20240101_093000: the time after a date in a migration's
	// or a file's name is that timestamp's
	if digits == 6 && a >= 10 && (s[a-1] == '_' || s[a-1] == '-') && countDigits(s[a-9:a-1]) == 8 && validYMD(s[a-9:a-1]) && validHMS(v) {
		return true
	}
	if others == 0 && dots >= 1 && (groups <= 2 || !phoneDots(v)) {
		return true // 1234567.89, 10.15.7, 2026.11.21
	}
	if isDateLike(v) || yearMonth(v) {
		return true
	}
	if dots+others == 0 {
		// epoch seconds, milliseconds, micro- and nanoseconds 2001–2038
		if (digits == 10 || digits == 13 || digits == 16 || digits == 19) && (v[0] == '1' || v[0] == '2' && v[1] == '0') {
			return true
		}
	}
	if unitAfter(s, b) || techBefore(s, a) {
		return true
	}
	// 03 Nov 2025 13:58:02, *881234 of nginx, 2047.6 (2083.1) MB
	if yearThenHour(s, a, b) || nginxConnection(s, a) || others > 0 && dots >= 2 && decimalFields(v) {
		return true
	}
	// shopId=418223, pspReference=…, project_number:…, Transaktion 99812345:
	// a technical record's identifier, named by its key
	if w := wordBefore(s, a); w != "" && (recordID(w) || transactionWord(w)) {
		return true
	}
	return false
}

func phoneDots(v string) bool { return strings.Count(v, ".") >= 2 && countDigits(v) >= 9 }

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
	return k > j && unitWord(strings.ToLower(s[j:k]))
}

func unitWord(w string) bool {
	return wordIn(unitWordWords, w)
}

// unitWordWords are unitWord's words, each between spaces (wordIn).
const unitWordWords = " ms us µs ns s sec secs second seconds " + "min mins minute minutes h hr hrs hour " + "hours day days b byte bytes kb mb gb tb " +
	"kib mib gib tib bits rows row items " + "item records record events event times " + "attempts retries requests req ops chars " +
	"characters tokens lines px % files " + "entries objects keys messages msgs " + "points nodes pages errors iterations " +
	"calls connections queries transactions " + "tx blocks frames samples units elements " + "bytes/s rps qps khz mhz ghz "

// techBefore reports a technical word (or key) just before the number.
func techBefore(s string, a int) bool {
	j := a
	for j > 0 && strings.IndexByte(" :=#'\"_-(", s[j-1]) >= 0 && a-j < 3 {
		j--
	}
	k := j
	for k > 0 && (isWord(s[k-1]) || s[k-1] == '-' || s[k-1] == '.') {
		k--
	}
	if k == j {
		return false
	}
	w := strings.ToLower(s[k:j])
	if i := strings.LastIndexAny(w, "_-."); i >= 0 && i < len(w)-1 {
		// trace_id, request-id, x.span_id: judge by the words in it
		for _, p := range keyParts(w) {
			if techWord(p) {
				return true
			}
		}
		return false
	}
	return techWord(w)
}

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
	"microseconds seconds ms us ns parsing " + "value "

// detectCards masks Luhn-valid card numbers: within each run of digits
// (spaces and dashes allowed between them) every window of 13–19 digits
// that starts and ends on a group boundary is checked, longest first.
func detectCards(sc *scan) {
	if !hasDigitRun(sc.s) {
		return
	}
	s := sc.s
	// the value of a technical id's key (message_id 1183940213947215872: a
	// Discord snowflake) is an id, though a tenth of all numbers pass Luhn
	var keyedIDs map[int]bool
	if strings.Contains(sc.lower, "id") {
		for _, m := range reKeyedID.FindAllStringSubmatchIndex(s, -1) {
			if keyedIDs == nil {
				keyedIDs = map[int]bool{}
			}
			keyedIDs[m[2]] = true
		}
	}
	for _, rn := range digitRun.FindAllStringIndex(s, -1) {
		if sc.stop.pulse() {
			return
		}
		if keyedIDs[rn[0]] && (rn[1] == len(s) || !isWord(s[rn[1]])) && countDigits(s[rn[0]:rn[1]]) == rn[1]-rn[0] {
			continue
		}
		run := s[rn[0]:rn[1]]
		gluedStart := rn[0] > 0 && isWord(s[rn[0]-1])
		gluedEnd := rn[1] < len(s) && isWord(s[rn[1]])
		var groups [][2]int
		gs := 0
		for i := 0; i <= len(run); i++ {
			if i == len(run) || run[i] == ' ' || run[i] == '-' {
				groups = append(groups, [2]int{gs, i})
				gs = i + 1
			}
		}
		pos := 0
		for gi := 0; gi < len(groups); gi++ {
			st := groups[gi][0]
			if st < pos || st == 0 && gluedStart {
				continue
			}
			best, digits := -1, 0
			for gj := gi; gj < len(groups); gj++ {
				digits += groups[gj][1] - groups[gj][0]
				if digits > 19 {
					break
				}
				en := groups[gj][1]
				if digits >= 13 && !(en == len(run) && gluedEnd) && luhn(run[st:en]) {
					best = en
				}
			}
			if best > 0 {
				sc.add(rn[0]+st, rn[0]+best, phCard)
				pos = best
			}
		}
	}
}

var digitRun = lazyre.New(`\d(?:[ \-]?\d)*`)

func hasDigitRun(s string) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			run++
			if run >= 13 {
				return true
			}
		case c == ' ' || c == '-':
		default:
			run = 0
		}
	}
	return false
}

// luhn reports whether the digits of m pass the Luhn check, which separates
// card numbers from order ids and timestamps.
func luhn(m string) bool {
	sum, n, double := 0, 0, false
	for i := len(m) - 1; i >= 0; i-- {
		c := m[i]
		if c < '0' || c > '9' {
			continue
		}
		d := int(c - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		n++
		double = !double
	}
	return n >= 13 && n <= 19 && sum%10 == 0
}

// pathLike reports runs with a slash and a plain word segment
// (cdn.example.com/assets/index): paths, judged segment by segment.
func pathLike(m string) bool {
	if strings.IndexByte(m, '/') < 0 {
		return false
	}
	for _, seg := range strings.Split(m, "/") {
		if len(seg) >= 2 && strings.Trim(seg, "abcdefghijklmnopqrstuvwxyz") == "" {
			return true
		}
	}
	return false
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// compactTimestamp reports yyyymmdd[hh[mm[ss]]] runs (migration and build
// stamps such as 20231121093000_create_users.rb).
func compactTimestamp(v string) bool {
	n := len(v)
	if n != 8 && n != 10 && n != 12 && n != 14 || countDigits(v) != n || v[:2] != "19" && v[:2] != "20" {
		return false
	}
	mm := (v[4]-'0')*10 + v[5] - '0'
	dd := (v[6]-'0')*10 + v[7] - '0'
	return mm >= 1 && mm <= 12 && dd >= 1 && dd <= 31
}

// yearMonth reports a year and month (2026-10): a period, no one's number.
func yearMonth(v string) bool {
	return len(v) == 7 && v[4] == '-' && countDigits(v) == 6 && (v[:2] == "19" || v[:2] == "20") &&
		(v[5] == '0' && v[6] >= '1' || v[5] == '1' && v[6] <= '2')
}

// validHMS reports a six-digit time of day (093000).
func validHMS(v string) bool {
	return len(v) == 6 && atoi(v[:2]) < 24 && atoi(v[2:4]) < 60 && atoi(v[4:]) < 60
}

// skuCode reports an article's code as shops write them (TSH-2041-BLK,
// MUG-0330-XL): three or more segments in capitals and digits joined by
// "-", a family of three letters or more first, a number of three digits
// or more, a variant in letters last. Licence plates with hyphens start
// with a district of one or two letters (AB-123-CD) or end in digits
// (WTM-L-625).
func skuCode(tok string) bool {
	p := strings.Split(tok, "-")
	if len(p) < 3 || len(p) > 5 || len(p[0]) < 3 || len(p[0]) > 6 || !upperLetters(p[0]) || !upperLetters(p[len(p)-1]) {
		return false
	}
	number := false
	for _, x := range p[1 : len(p)-1] {
		switch {
		case len(x) >= 3 && len(x) <= 8 && countDigits(x) == len(x):
			number = true
		case !upperLetters(x) && countDigits(x) != len(x):
			return false
		}
	}
	return number
}

// upperLetters reports one to six ASCII capitals.
func upperLetters(w string) bool {
	if w == "" || len(w) > 6 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return true
}

// poolWords are the nouns a program names its pools, threads and workers
// with.
var poolWords = map[string]bool{
	"pool": true, "thread": true, "worker": true, "executor": true, "scheduler": true, "dispatcher": true,
	"consumer": true, "producer": true, "listener": true, "handler": true, "timer": true, "loop": true,
}

// poolInstance reports the name of a program's pool or thread with its
// sequence number (HikariPool-1, ForkJoinPool-3, KafkaConsumer-12):
// PascalCase ending in a pool's noun, "-" and a small number. A person's
// handle does not end in such a noun.
func poolInstance(tok string) bool {
	dash := strings.LastIndexByte(tok, '-')
	if dash < 3 || len(tok)-dash-1 < 1 || len(tok)-dash-1 > 4 || countDigits(tok[dash+1:]) != len(tok)-dash-1 {
		return false
	}
	name := tok[:dash]
	if !isUpperASCII(name[0]) || !lettersOnly(name) {
		return false
	}
	p := keyParts(name)
	return len(p) >= 2 && poolWords[p[len(p)-1]]
}

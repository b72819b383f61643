// Identifiers told from tokens by what their format proves, or by the
// standard that names them: KSUIDs (their first four bytes are a
// timestamp), idempotency keys (IETF's Idempotency-Key header: a client's
// unique request key, no credential), AWS account ids where the text
// names AWS, and the ids logfmtids.go reads from the formats that write
// them. A random string of the same length and alphabet proves
// none of these and stays masked.

package redact

import (
	"strings"

	"glitchtip-mcp/shared/lazyre"
)

// protectIDFormats protects the identifiers of this file.
func protectIDFormats(sc *scan) {
	protectKSUIDs(sc)
	if contains(sc.lower, "idempoten") {
		for _, m := range reIdempotencyKey.FindAllStringSubmatchIndex(sc.s, -1) {
			sc.protect(m[2], m[3])
		}
	}
	protectAWSAccounts(sc)
	protectLicences(sc)
	protectLogFormatIDs(sc)
	protectStandardNumbers(sc)
	protectMoments(sc)
	if hasDigitRun(sc.s) {
		for _, rn := range digitRun.FindAllStringIndex(sc.s, -1) {
			if snowflake(sc.s, rn[0], rn[1]) {
				sc.protect(rn[0], rn[1])
			}
		}
	}
}

// Snowflakes (Twitter's, Discord's, and the ids made after them) are 64-bit
// numbers whose high bits are milliseconds since the service's epoch
// (2010-11-04, 2015-01-01): from 2011 to 2035 they have 17 to 19 digits
// below 3.2e18, longer than any phone number (E.164: 15). Such a number
// after a platform object's noun (message, channel, guild, tweet…; not
// user or member, whose ids are a person's) is an id a triager follows,
// though a tenth of all numbers pass Luhn.
const snowflakeNouns = " message msg channel guild server thread tweet status snowflake interaction webhook application" +
	" emoji sticker invite post reply "

func snowflake(s string, a, b int) bool {
	if b-a < 17 || b-a > 19 || b < len(s) && isWord(s[b]) || a > 0 && isWord(s[a-1]) {
		return false
	}
	v := uint64(0)
	for i := a; i < b; i++ {
		if !isDigit(s[i]) {
			return false
		}
		v = v*10 + uint64(s[i]-'0')
	}
	w := strings.ToLower(wordBefore(s, a))
	return v < 3_200_000_000_000_000_000 && w != "" && (wordIn(snowflakeNouns, w) || wordIn(snowflakeNouns, lastKeyPart(w)))
}

// KSUIDs (Segment's K-Sortable Unique IDentifier) are 27 base62
// characters encoding 20 bytes: a big-endian uint32 of seconds since
// 1400000000 (2014-05-13), then 16 random bytes. A value must decode
// below 2^160 and its timestamp fall between 2017-01-01 (KSUID was
// published in 2017) and 2035-01-01; about 8% of random 27-character
// base62 strings do, so the value must also stand after an object's noun
// (event, message, request, job…, or "ksuid"), where a credential does
// not stand.
const (
	ksuidLen      = 27
	ksuidEpoch    = 1400000000
	ksuidEarliest = 1483228800 - ksuidEpoch // 2017-01-01
	ksuidLatest   = 2051222400 - ksuidEpoch // 2035-01-01
)

// ksuidNouns are the words a time-ordered id stands after: the objects
// whose ids reKeyedID names, and the formats' own names.
const ksuidNouns = " ksuid cuid xid id request req trace span parent correlation causation transaction txn tx job task" +
	" build run deploy deployment commit event message msg operation op batch execution workflow pipeline incident" +
	" alert ticket invocation object record entity document item "

// Other ids whose first characters are their creation time, each told by
// decoding that time (2017-01-01 to 2035-01-01) and, as KSUIDs, by the
// noun before them:
//   - cuid (v1; Prisma's cuid()): "c", 8 base36 characters of
//     milliseconds, 16 more of [0-9a-z]; 25 in all. About 20% of random
//     such strings that start with "c" pass (0.6% of all);
//   - Firebase push ids: 20 characters of "-0-9A-Z_a-z" (sorted base64),
//     the first 8 milliseconds; about 0.2% pass;
//   - xid: 20 characters of base32hex ([0-9a-v]) encoding 12 bytes, the
//     first 4 seconds; about 13% pass.
const (
	b36      = "0123456789abcdefghijklmnopqrstuvwxyz"
	pushB64  = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
	msFirst  = 1483228800000 // 2017-01-01
	msLatest = 2051222400000 // 2035-01-01
)

// timeIDAt reports a time-ordered id of one of the formats above (v is a
// run of [A-Za-z0-9_-], all of pushB64).
func timeIDAt(v string) bool {
	t, ok := uint64(0), false
	switch {
	case len(v) == ksuidLen:
		return ksuid(v)
	case len(v) == 25 && v[0] == 'c':
		_, ok = prefixNumber(v[9:], b36, 16)
		if ok {
			t, ok = prefixNumber(v[1:], b36, 8)
		}
	case len(v) == 20:
		if t, _ = prefixNumber(v, pushB64, 8); t >= msFirst && t < msLatest {
			return true
		}
		if _, ok = prefixNumber(v, b36[:32], 20); ok {
			t, ok = prefixNumber(v, b36[:32], 7)
			t = t >> 3 * 1000
		}
	}
	return ok && t >= msFirst && t < msLatest
}

// prefixNumber reads the first n characters of v as a number written in
// the digits of alphabet.
func prefixNumber(v, alphabet string, n int) (uint64, bool) {
	t := uint64(0)
	for i := 0; i < n && i < len(v); i++ {
		d := indexByte(alphabet, v[i])
		if d < 0 {
			return 0, false
		}
		t = t*uint64(len(alphabet)) + uint64(d)
	}
	return t, true
}

func protectKSUIDs(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); i++ {
		if !tokenByte(s[i]) || i > 0 && (tokenByte(s[i-1]) || s[i-1] == '+' || s[i-1] == '/') {
			continue
		}
		j := i
		for j < len(s) && tokenByte(s[j]) {
			j++
		}
		// a piece of a base64 run (…/…+…=) is no id
		if n := j - i; (n == 20 || n == 25 || n == ksuidLen) && (j == len(s) || indexByte("+/=", s[j]) < 0) && timeIDAt(s[i:j]) {
			if w := strings.ToLower(wordBefore(s, i)); w != "" && (wordIn(ksuidNouns, w) || wordIn(ksuidNouns, lastKeyPart(w))) {
				sc.protect(i, j)
			}
		}
		i = j
	}
}

// lastKeyPart is the last word of a key (event_id: id).
func lastKeyPart(k string) string {
	p := keyParts(k)
	if len(p) == 0 {
		return ""
	}
	return p[len(p)-1]
}

// tokenByte reports a character that continues a token (a longer run is
// no KSUID).
func tokenByte(c byte) bool { return isAlnum(c) || c == '_' || c == '-' }

// ksuid reports whether v, 27 base62 characters, decodes to a KSUID
// whose timestamp lies in its plausible range.
func ksuid(v string) bool {
	// 160 bits as five big-endian 32-bit words, multiplied by 62 and added
	// to per character
	var n [5]uint64
	for i := 0; i < len(v); i++ {
		c := v[i]
		var d uint64
		switch {
		case c >= '0' && c <= '9':
			d = uint64(c - '0')
		case c >= 'A' && c <= 'Z':
			d = uint64(c-'A') + 10
		default:
			d = uint64(c-'a') + 36
		}
		carry := d
		for k := 4; k >= 0; k-- {
			x := n[k]*62 + carry
			n[k] = x & 0xffffffff
			carry = x >> 32
		}
		if carry != 0 {
			return false // 2^160 or more: no KSUID
		}
	}
	return n[0] >= ksuidEarliest && n[0] < ksuidLatest
}

// reIdempotencyKey finds the value of an idempotency key (the
// Idempotency-Key header of IETF's draft and of Stripe, PayPal, Adyen;
// "idempotency conflict for key …"): a unique key the client chose for a
// request so that a retry is not done twice, which a triager follows
// like a request id.
var reIdempotencyKey = lazyre.New(`(?i)\bidempoten(?:cy|t)\b(?:[ _\-]?key\b|[^\n.;!?]{0,40}?\bkey\b)["']?\s*[:=]?\s*["']?([A-Za-z0-9][A-Za-z0-9_\-.:]{7,79})`)

// reAWSAccount finds twelve digits after a word for an AWS account
// (account, account id, AccountId, aws_account_id, owner, principal):
// AWS account ids are exactly twelve digits. Group 1 is "aws" when the
// key names AWS itself (aws_account_id, AWS account).
var reAWSAccount = lazyre.New(`(?i)\b(aws[ _\-]?)?(?:account|acct|owner|principal)(?:[ _\-]?(?:id|number|no))?\b["']?\s*[:=]?\s*["']?(\d{12})\b`)

// reAWSContext finds what names AWS in a text without naming the
// account: a resource name, an endpoint, an AWS Organizations id (o-…,
// ou-…-…).
var reAWSContext = lazyre.New(`(?i)\barn:aws|amazonaws\.com|\bo-[a-z0-9]{10,32}\b|\bou-[a-z0-9]{4,32}-[a-z0-9]{8,32}\b`)

// protectAWSAccounts protects a twelve-digit account id under a key that
// names AWS, or in a text that names AWS's resources; elsewhere an
// account's twelve digits are a bank's.
func protectAWSAccounts(sc *scan) {
	if !contains(sc.lower, "acc") && !contains(sc.lower, "owner") && !contains(sc.lower, "principal") || !hasDigit(sc.s) {
		return
	}
	ctx := -1 // unknown yet
	for _, m := range reAWSAccount.FindAllStringSubmatchIndex(sc.s, -1) {
		if m[2] < 0 {
			if ctx < 0 {
				ctx = 0
				if reAWSContext.MatchString(sc.s) {
					ctx = 1
				}
			}
			if ctx == 0 {
				continue
			}
		}
		sc.protect(m[4], m[5])
	}
}

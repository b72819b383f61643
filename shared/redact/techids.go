// Technical values a triager needs that the value rules read as a
// person's or a secret, each told by the definition of the format that
// writes it, not by its look:
//
// Kept from the default-deny rules and the value judge (a credential
// detector still wins):
//   - a ULID named as one (its spec: 26 characters of Crockford's base 32,
//     which a decoder reads with I and L as 1 and O as 0; the first ten a
//     millisecond time, here one from 2016 to 2050);
//   - an MD5 digest in base64 (RFC 1864's Content-MD5: 22 characters and
//     "==", sixteen bytes) after the word md5 on its line;
//   - a SAML message's id after InResponseTo (SAML core 3.2.2: the id of
//     the request the response answers, sent in clear);
//   - a Clojure keyword's dotted namespace (the reader's :ns/name);
//   - debuggerd's tombstone files (tombstone_NN);
//   - a stock keeping unit's code of capitals in parts under a sku key,
//     no part a name;
//   - an Oracle connect descriptor's service, SID and instance names;
//   - the type a message names in quotes after "of type" (AMQP's
//     longstr): a word of lower-case letters, digits and "_";
//   - Doctrine's generated index names (UNIQ_, IDX_, FK_ and the
//     columns' CRC32s in upper-case hex).
//
// Kept whatever a rule that is no credential detector found in them:
//   - an object id whose type prefix abbreviates the noun or key right
//     before it (order order_…, payment=pay_…, customer: 'cus_…'): the
//     vendor's public id of that object; a credential's prefix (sk_live_)
//     abbreviates no such noun, and a noun that names a credential (token,
//     session, key) keeps nothing;
//   - an Android build fingerprint (BRAND/PRODUCT/DEVICE:RELEASE/ID/
//     INCREMENTAL:TYPE/TAGS);
//   - an Akka actor path's actor named in words under /user and its uid
//     (#-412…);
//   - a hex uid with an optional type letter (Grafana's P + 16 digits):
//     a Unix uid is decimal and an LDAP uid a login, neither hex;
//   - the kernel's OOM-killer record's UID (mm/oom_kill.c prints it beside
//     the pid and the sizes);
//   - an envoy access log's byte counts and durations (its default
//     format: %BYTES_RECEIVED% %BYTES_SENT% %DURATION% and the upstream
//     time after the status and the response flags).
//
// Kept whatever found them, the format fixing every character: an
// installed Android app's directories (/data/app/~~…==/package-…==/, the
// random names its package manager gives them), a
// Kubernetes object's name in the API's status message (secret "…" not
// found: the secret object's name, DNS-1123, not its data) and an entity
// tag (RFC 7232: W/"…", or after ETag and If-Match).

package redact

import (
	"strings"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"
)

// techSpan is a technical value: soft ones are protected from the
// default-deny rules and the value judge only; hard ones also drop what
// other rules marked inside them, all of it when all is set, else all
// but a credential's, a contact's or a number with a check.
type techSpan struct {
	a, b int
	hard bool
	all  bool
}

// techExprs are the formats' regular expressions, compiled on first use
// (behind their gates, which most texts fail).
var techExprs = [...]string{
	`(?i)\bulids?\W{1,3}([0-7][0-9a-tv-z]{25})\b`,                                       // 0 NamedULID
	`(?i)md5\b[^\n]{0,48}?(?:^|[^\w+/=])([A-Za-z0-9+/]{22}==)(?:[^\w+/=]|$)`,            // 1 MD5B64
	`(?i)\bInResponseTo\W{1,4}([A-Za-z_][\w.-]{7,79})`,                                  // 2 SAMLID
	`\b([a-z]{2,8})_([A-Za-z0-9]{10,40})\b`,                                             // 3 TypedID
	`(?:^|[\s{(\[,#^]):([A-Za-z][\w*+!?-]*(?:\.[A-Za-z][\w*+!?-]*)+)/[A-Za-z*+!?<>=_-]`, // 4 CljNS
	`\btombstone_\d\d\b`, // 5 Tombstone
	`(?i)\bskus?["']?\s*[:=]\s*["']?([A-Z0-9]+(?:-[A-Z0-9]+)+)\b`,                                                                  // 6 SKU
	`(?i)\((?:SERVICE_NAME|SID|INSTANCE_NAME)\s*=\s*([\w.$#-]+)\)`,                                                                 // 7 TNS
	`(?i)\bof type\s+['"‘]([a-z][a-z0-9_]{1,23})['"’]`,                                                                             // 8 OfType
	`\b(?:UNIQ|IDX|FK)_[0-9A-F]{8,}\b`,                                                                                             // 9 Doctrine
	`\b[\w.-]+/[\w.-]+/[\w.-]+:\d+(?:\.\d+)*/[A-Z0-9][\w.]{3,24}/[\w.]+:(?:user|userdebug|eng)/[\w.,-]+`,                           // 10 BuildFP
	`\b(?:akka|pekko)(?:\.tcp)?://[\w-]+(?:@[\w.-]+:\d+)?/user/([\w$%.+~:-]+)(?:/[\w$%.+~:-]+)*(#-?\d+)?`,                          // 11 AkkaPath
	`(?i)\buid["']?\s*[:=]\s*["']?([a-z]?[0-9a-f]{12,40})\b`,                                                                       // 12 HexUID
	`Killed process \d+ \([^)\n]*\) total-vm:[^\n]*?\bUID:(\d+)`,                                                                   // 13 OOMUID
	`HTTP/[\d.]+" (?:\d{3}|-) (?:-|[A-Z]{1,5}(?:,[A-Z]{1,5})*)(?: \S+ \S+ "[^"\n]*")? ((?:\d+|-) (?:\d+|-) (?:\d+|-) (?:\d+|-)) "`, // 14 Envoy
	`\b(?:secrets?|configmaps?|serviceaccounts?|pods?|services?|namespaces?|persistentvolume(?:claim)?s?|nodes?|(?:deployment|statefulset|daemonset|replicaset)s?(?:\.apps)?|(?:cron)?jobs?(?:\.batch)?|ingress(?:es)?|(?:cluster)?role(?:binding)?s?|storageclass(?:es)?) "([a-z0-9](?:[-a-z0-9.]{0,251}[a-z0-9])?)" (?:not found|already exists|is forbidden|is invalid)`, // 15 K8sName
	`/data/app/(~~[\w-]{8,22}==)/(?:[\w.]+-([\w-]{8,22}==)/)?`,                                                // 16 APKDir
	`W/\\?"[\x21\x23-\x5b\x5d-\x7e]*\\?"`,                                                                     // 17 WeakEtag
	`(?i)\b(?:etag|if-match|if-none-match)["']?\s*[:=]?\s*"?((?:W/)?\\?"[\x21\x23-\x5b\x5d-\x7e]{1,128}\\?")`, // 18 Etag
}

var techRes = func() (r [len(techExprs)]*lazyre.Regexp) {
	for i, e := range techExprs {
		r[i] = lazyre.NewRare(e)
	}
	return r
}()

// techRule is one format: where the text holds gate (in lower case), the
// group g (0: the match) of expression re, when ok agrees.
type techRule struct {
	gate      string
	re, g     uint8
	hard, all bool
	ok        func(s string, a, b int) bool
}

var techRules = [...]techRule{
	{"ulid", 0, 1, false, false, namedULID},
	{"md5", 1, 1, false, false, nil},
	{"inresponseto", 2, 1, false, false, nil},
	{"_", 3, 0, true, false, typedObjectID},
	{"tombstone_", 5, 0, false, false, nil},
	{"uniq_", 9, 0, false, false, nil},
	{"idx_", 9, 0, false, false, nil},
	{"fk_", 9, 0, false, false, nil},
	{"connect_data", 7, 1, false, false, nil},
	{":", 4, 1, false, false, nil},
	{":user", 10, 0, true, false, nil},
	{":eng/", 10, 0, true, false, nil},
	{"/user/", 11, 1, true, false, akkaName},
	{"/user/", 11, 2, true, false, nil},
	{"/data/app/~~", 16, 1, true, true, nil},
	{"/data/app/~~", 16, 2, true, true, nil},
	{"http/", 14, 1, true, false, nil},
	{"sku", 6, 1, false, false, skuNoName},
	{"of type", 8, 1, false, false, nil},
	{"uid", 12, 1, true, false, hexUID},
	{"killed process", 13, 1, true, false, nil},
	{"\" not found", 15, 1, true, true, nil},
	{"\" already exists", 15, 1, true, true, nil},
	{"\" is ", 15, 1, true, true, nil},
	{"w/", 17, 0, true, true, nil},
	{"etag", 18, 1, true, true, nil},
	{"-match", 18, 1, true, true, nil},
}

// techIDSpans finds the technical values of this file in s (lower is s
// in lower case).
//
//go:noinline
func techIDSpans(s, lower string) []techSpan {
	var out []techSpan
	for i := range techRules {
		if r := &techRules[i]; strings.Contains(lower, r.gate) {
			out = r.find(s, out)
		}
	}
	return out
}

//go:noinline
func (r *techRule) find(s string, out []techSpan) []techSpan {
	for _, m := range techRes[r.re].FindAllStringSubmatchIndex(s, -1) {
		if a, b := m[2*r.g], m[2*r.g+1]; a >= 0 && a < b && (r.ok == nil || r.ok(s, a, b)) {
			out = append(out, techSpan{a, b, r.hard, r.all})
		}
	}
	return out
}

func namedULID(s string, a, _ int) bool { return ulidTime(s[a : a+10]) }

// akkaName reports an actor named in words (payment-gateway, orders).
func akkaName(s string, a, b int) bool { return wordParts(s[a:b]) || commonWords(s[a:b]) }

// skuNoName reports a code with no part the names data holds.
func skuNoName(s string, a, b int) bool {
	for _, p := range strings.Split(strings.ToLower(s[a:b]), "-") {
		if len(p) > 2 && (givenNameData(p) || surnameData(p)) {
			return false
		}
	}
	return true
}

// hexUID reports hex digits, digits and letters among them, after an
// optional type letter.
func hexUID(s string, a, b int) bool {
	h := strings.ToLower(s[a:b])
	if len(h)%2 == 1 || h[0] > 'f' {
		h = h[1:] // the type letter
	}
	return countDigits(h) > 0 && strings.ContainsAny(h, "abcdef") && strings.Trim(h, "0123456789abcdef") == ""
}

// ulidTime reports a ULID's first ten characters (48 bits of Unix
// milliseconds in Crockford's base 32) that read as a time from 2016 to
// 2050.
func ulidTime(t string) bool {
	var ms uint64
	for i := 0; i < len(t); i++ {
		c := t[i] | 0x20
		var d byte
		switch {
		case c >= '0' && c <= '9':
			d = c - '0'
		case c == 'i' || c == 'l':
			d = 1
		case c == 'o':
			d = 0
		default:
			d = c - 'a' + 10
			for _, skip := range "ilo" { // Crockford's alphabet leaves i, l, o and u out
				if c > byte(skip) {
					d--
				}
			}
		}
		ms = ms<<5 | uint64(d)
	}
	return ms >= 1_451_606_400_000 && ms < 2_524_608_000_000
}

// typedObjectID reports an object id whose lower-case type prefix
// abbreviates the noun or key right before it (order order_Q7…,
// payment=pay_…, customer: 'cus_…'), the rest random letters and digits
// with both in it. A noun that names a credential keeps nothing.
func typedObjectID(s string, a, b int) bool {
	i := strings.IndexByte(s[a:b], '_')
	p, rest := s[a:a+i], s[a+i+1:b]
	if countDigits(rest) == 0 || countDigits(rest) == len(rest) {
		return false
	}
	k := keyParts(wordBefore(s, a))
	if len(k) == 0 {
		return false
	}
	noun := k[len(k)-1]
	if !strings.HasPrefix(noun, p) || keyClass(noun) != "" && keyClass(noun) != "pii" && keyClass(noun) != "name" {
		return false
	}
	if _, ok := secretKey(noun); ok || wordIn(credNouns, noun) {
		return false
	}
	return true
}

// credNouns are nouns whose typed ids are credentials: a session's, a
// token's, a key's, a secret's, a grant's.
const credNouns = " session sess token key secret auth code grant nonce otp pass password cookie sid "

// protectTechIDs protects the technical values of this file.
func protectTechIDs(sc *scan) {
	for _, t := range techIDSpans(sc.s, sc.lower) {
		sc.protect(t.a, t.b)
	}
}

// keepTechIDs drops the spans other rules marked inside a hard technical
// value: all of them in a format that fixes every character, else all
// but a credential's, a contact's or a checked number's.
func keepTechIDs(s string, list []span) []span {
	var hard []techSpan
	for _, t := range techIDSpans(s, strings.ToLower(s)) {
		if t.hard {
			hard = append(hard, t)
		}
	}
	if len(hard) == 0 {
		return list
	}
	out := list[:0]
	for _, sp := range list {
		drop := false
		for _, t := range hard {
			if sp.start >= t.a && sp.end <= t.b && (t.all || !strongPlaceholder(sp.ph)) {
				drop = true
				break
			}
		}
		if !drop {
			out = append(out, sp)
		}
	}
	return out
}

// strongPlaceholder reports the placeholders of the credential, contact
// and checked-number detectors.
func strongPlaceholder(ph string) bool {
	return strings.Contains(phSecret+phCred+phJWT+phKey+phToken+phUser+phWebhook+phEncoded+phEmail+phCard+phIBAN+phNatID, ph)
}

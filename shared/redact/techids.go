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
//     columns' CRC32s in upper-case hex);
//   - the iOS build a WebKit user agent names after Mobile/ (Apple's build
//     numbers: a major version, a letter for the minor, a build number and
//     a letter for a beta: Mobile/15E148, Mobile/16A5288q), Gecko's build
//     date after Gecko/ (every desktop Firefox sends Gecko/20100101), and
//     the browser's locale in the comment of a Mozilla/ or Opera/ agent
//     (Opera/8.87 (X11; Linux i686; niu-NZ), an old Firefox's en-US; rv:…):
//     a language code and a country's, in the case BCP 47 writes them.
//
// Kept whatever a rule that is no credential detector found in them:
//   - a Maven coordinate's artifact and version after its reverse-domain
//     group (io.acme.lib:acme-core-1.2.0, g:a:1.2.0): words and a version,
//     not a random run;
//   - a shell's command substitution of a command and its words in small
//     letters ($(gcloud auth print-access-token)): the text holds the
//     command, not its output;
//   - a Google Cloud project's number in its API's URL
//     (….googleapis.com/v1/projects/<number>/…), the resource's id;
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
//   - Redis's name for the script EVAL runs and its line (user_script:1,
//     which Redis writes in a script's errors);
//   - the kernel's OOM-killer record's UID (mm/oom_kill.c prints it beside
//     the pid and the sizes);
//   - an envoy access log's byte counts and durations (its default
//     format: %BYTES_RECEIVED% %BYTES_SENT% %DURATION% and the upstream
//     time after the status and the response flags);
//   - an HL7 v2 message type and trigger event (MSH-9: ORM^O01,
//     ADT^A08^ADT_A01, tables 0076 and 0003) and the acknowledgment code
//     after MSA (table 0008: AA, AE, AR, CA, CE, CR), a Snort or Suricata
//     rule's [gid:sid:rev], a standard's number with its parts after IEC,
//     ISO, DIN or IEEE (IEC 60870-5-104), and a build's moment as C's
//     __DATE__ and __TIME__ write it (Jul 29 2019 12:21:46, firmware boot
//     banners; a year before lastProseBirthYear is judged as before).
//
// Kept whatever rule found it: a HotSpot option's name (java(1):
// -XX:+UseG1GC, -XX:-UseContainerSupport), whose humps the password
// rules read as a passphrase.
//
// Kept whatever found them, the format fixing every character: an
// installed Android app's directories (/data/app/~~…==/package-…==/, the
// random names its package manager gives them), a
// Kubernetes object's name in the API's status message (secret "…" not
// found: the secret object's name, DNS-1123, not its data; a generated
// name's prefix ends in "-") and an entity
// tag (RFC 7232: W/"…", or after ETag and If-Match).

package redact

import (
	"net/http"
	"strings"

	"glitchtip-mcp/shared/lazyre"
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

// techExprs are the formats' regular expressions, one a line, compiled
// on first use (behind their gates, which most texts fail): a named ULID,
// a base64 MD5, SAML's InResponseTo, a typed object id, a Clojure
// keyword, a tombstone, a sku, an Oracle descriptor, "of type", a
// Doctrine index, a build fingerprint, an Akka path, a hex uid, the OOM
// record, envoy's counts, a Kubernetes object, Android's app directories,
// a weak etag, an etag after its header, a Maven coordinate's artifact
// and version, a shell's command substitution, a Google Cloud project's
// number in its API's URL, Redis's name for an EVAL script, an iOS
// build's number in a user agent, Gecko's build date in one, the locale
// in a user agent's comment, an NSError's domain as Foundation prints it
// (Error Domain=NSPOSIXErrorDomain Code=61: a constant or a reverse-DNS
// name of the framework's, before its code), a document's number as
// ERPs write it, its series in capitals and its year and sequence after
// slashes, no path (ZAM/2024/0412, FV/2024/03/0412), a HotSpot option,
// an HL7 message type, MSA's acknowledgment code, a rule's
// [gid:sid:rev], a standard's number, a __DATE__ __TIME__ moment, and
// the trade formats of traderefs.go: an EDIFACT header, a BAPLIE
// stowage cell, a BSM's tag number or flight, a Type B origin line's
// time, an AHM flight line, a NOTAM's Q) line, an IEC 61850 reference,
// a dated reference, SQL Server's table and key names, an NF-e's
// receipt number after nRec (a state's IBGE code and 13 digits; the first seven
// fix every character, so they drop all that other rules marked in
// them; a dated reference's and a table's letters drop all but a strong
// mask).
const techExprs = `(?i)\bulids?\W{1,3}([0-7][0-9a-tv-z]{25})\b
(?i)md5\b[^\n]{0,48}?(?:^|[^\w+/=])([A-Za-z0-9+/]{22}==)(?:[^\w+/=]|$)
(?i)\bInResponseTo\W{1,4}([A-Za-z_][\w.-]{7,79})
\b([a-z]{2,8})_(?:test_)?([A-Za-z0-9]{10,40})\b
(?:^|[\s{(\[,#^]):([A-Za-z][\w*+!?-]*(?:\.[A-Za-z][\w*+!?-]*)+)/[A-Za-z*+!?<>=_-]
\btombstone_\d\d\b
(?i)\bskus?["']?\s*[:=]\s*["']?([A-Z0-9]+(?:-[A-Z0-9]+)+)\b
(?i)\((?:SERVICE_NAME|SID|INSTANCE_NAME)\s*=\s*([\w.$#-]+)\)
\b[Oo]f type\s+['"‘]([a-z][a-z0-9_]{1,23})['"’]
\b(?:UNIQ|IDX|FK)_[0-9A-F]{8,}\b
\b[\w.-]+/[\w.-]+/[\w.-]+:\d+(?:\.\d+)*/[A-Z0-9][\w.]{3,24}/[\w.]+:(?:user|userdebug|eng)/[\w.,-]+
\b(?:akka|pekko)(?:\.tcp)?://[\w-]+(?:@[\w.-]+:\d+)?/user/([\w$%.+~:-]+)(?:/[\w$%.+~:-]+)*(#-?\d+)?
(?i)\buid["']?\s*[:=]\s*["']?([a-z]?[0-9a-f]{12,40})\b
Killed process \d+ \([^)\n]*\) total-vm:[^\n]*?\bUID:(\d+)
HTTP/[\d.]+" (?:\d{3}|-) (?:-|[A-Z]{1,5}(?:,[A-Z]{1,5})*)(?: \S+ \S+ "[^"\n]*")? ((?:\d+|-) (?:\d+|-) (?:\d+|-) (?:\d+|-)) "
\b(?:secrets?|configmaps?|serviceaccounts?|pods?|services?|namespaces?|persistentvolume(?:claim)?s?|nodes?|(?:deployment|statefulset|daemonset|replicaset)s?(?:\.apps)?|(?:cron)?jobs?(?:\.batch)?|ingress(?:es)?|(?:cluster)?role(?:binding)?s?|storageclass(?:es)?) "([a-z0-9](?:[-a-z0-9.]{0,251}[a-z0-9-])?)" (?:not found|already exists|is forbidden|is invalid)
/data/app/(~~[\w-]{8,22}==)/(?:[\w.]+-([\w-]{8,22}==)/)?
W/\\?"[\x21\x23-\x5b\x5d-\x7e]*\\?"
(?i)\b(?:etag|if-match|if-none-match)["']?\s*[:=]?\s*"?((?:W/)?\\?"[\x21\x23-\x5b\x5d-\x7e]{1,128}\\?")
\b[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+:([a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*[-:]\d+(?:\.\d+)+(?:[-.][\w.]+)?)\b
\$\([a-z][\w.-]*(?: -{0,2}[a-z][\w-]*)*\)
\.googleapis\.com/v\d\w*/projects/(\d{6,19})/
\buser_script:\d+\b
\bMobile/(\d{1,2}[A-Z]\d{1,5}[a-z]?)\b
\bGecko/(\d{8})\b
[(;] ?([a-z]{2,3}[-_][A-Z]{2})[;)]
\bError Domain=([A-Za-z_][\w.-]{2,80}) Code=
(?:^|[\s(«"'„:,])([A-Z]{2,5}(?:/\d{1,6}){2,3})(?:$|[^/\w])
(?:^|[\s"'(=])-XX:([+-]?[A-Z][A-Za-z0-9]{2,80})\b
(?:^|[|\s'"(])([A-Z]{3}\^[A-Z0-9]\d{2}(?:\^[A-Z]{3}_[A-Z0-9]\d{2})?)(?:$|[|\s'")])
\bMSA\|(A[AER]|C[AER])\|
\[(\d{1,3}:\d{1,10}:\d{1,4})\]
\b(?:IEC|ISO|DIN|IEEE|ISO/IEC|DIN EN|EN IEC) ?(\d{3,5}(?:-\d{1,3}){1,3}(?::\d{4})?)\b
\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d (\d{4}) \d{2}:\d{2}:\d{2}\b
\b(UNH\+[A-Za-z0-9]{1,14}\+[A-Z]{6}:[DS]:\d{2}[A-Z]?:UN(?::[A-Za-z0-9.]{1,6})?)
\b(LOC\+147\+\d{7})\b
(?:^|\s)\.(N/\d{13}|F/[A-Z0-9]{2}[A-Z]?\d{1,4}[A-Z]?/\d{2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)/[A-Z]{3}(?:/[A-Z])?)\b
\b(?:Q[A-Z]|SS)(?: [A-Z0-9]{7})+\s+\.[A-Z0-9]{7} ((?:0[1-9]|[12]\d|3[01])(?:[01]\d|2[0-3])[0-5]\d)\b
\b(?:LDM|CPM|UCM|MVT|SLS|PSM|PTM|TPM)\s+([A-Z0-9]{2}[A-Z]?\d{1,4}[A-Z]?/(?:0[1-9]|[12]\d|3[01])(?:\.[A-Z0-9]{2,10}){1,3})\b
\bQ\) ?([A-Z]{4}/Q[A-Z]{4}/(?:IV|I|V|K)/[NBOMK]{1,3}/[AEWK]{1,2}/\d{3}/\d{3}/[0-8]\d[0-5]\d[NS](?:0\d\d|1[0-7]\d)[0-5]\d[EW]\d{3})\b
\b([A-Za-z0-9_]{1,64}/[A-Za-z0-9_]{0,11}[A-Z]{3}[A-Z0-9]\d{0,4}\$(?:ST|MX|CO|SP|SG|SE|SV|CF|DC|EX|BL|OR|GO|GS|MS|US|RP|BR|LG|SR)\$[A-Za-z0-9_]{1,32}(?:\$[A-Za-z0-9_]{1,32}){0,6})
\b([A-Z]{2,6}-(?:\d{8}|\d{4}-\d{4})-\d{1,8})\b
'((?:dbo\.|(?:PK|FK|IX|UQ|AK|CK|DF)_)[A-Za-z_][A-Za-z0-9_]{0,127})'
(?i)\bnRec\W{1,3}((?:1[1-7]|2[1-9]|3[1235]|4[1-3]|5[0-3])\d{13})\b`

var techRes = func() (r []lazyre.Regexp) {
	for _, e := range split(techExprs, "\n") {
		r = append(r, lazyre.NewRare(e))
	}
	return r
}()

// techGates are the rules' gates, in lower case: a rule runs where the
// text holds one of its gates (split at "|"), one element a gate, a rule's
// second and later gates marked by their leading "|". The Maven
// coordinate's is a ":" before a small letter (:a to :z): a ":" alone is
// in every "key: value", and the expression ran on them all.
var techGates = split(strings.ReplaceAll("ulid,md5,inresponseto,_,tombstone_,uniq_|idx_|fk_,connect_data, :|{:|(:|[:,:user|:eng/,/user/,/user/,/data/app/~~,http/,sku,of type,uid,killed process,\" not found|\" already exists|\" is ,w/,etag|-match,:a|:b|:c|:d|:e|:f|:g|:h|:i|:j|:k|:l|:m|:n|:o|:p|:q|:r|:s|:t|:u|:v|:w|:x|:y|:z,$(,.googleapis.com/,user_script:,mobile/,gecko/,mozilla/|opera/,error domain=,/20,-xx:,^,msa,[1:|[priority:,iec|iso|din ,jan |feb |mar |apr |may |jun |jul |aug |sep |oct |nov |dec ,unh+,loc+147+,.n/|.f/,qu |qk |qd |qx |qs |qc |ss ,ldm|cpm|ucm|mvt|sls|psm|ptm|tpm,q),$st$|$mx$|$co$|$sp$|$sg$|$se$|$sv$|$cf$|$dc$|$ex$|$bl$|$or$|$go$|$gs$|$ms$|$us$|$rp$|$br$|$lg$|$sr$,-20,'dbo.,nrec", "|", ",|"), ",")

// techRule is one format: the group g (0: the match) of expression re,
// hard and all (techSpan), next: group g+1 too, when the check ok agrees
// (techRule.accept).
type techRule struct{ re, g, flags, ok uint8 }

const (
	techHard = 1 << iota
	techAll
	techNext
)

var techRules = [...]techRule{{0, 1, 0, 1}, {1, 1, 0, 0}, {2, 1, 0, 0}, {3, 0, 1, 2}, {5, 0, 0, 0}, {9, 0, 0, 0}, {7, 1, 0, 0}, {4, 1, 0, 0}, {10, 0, 1, 0}, {11, 1, 1, 3}, {11, 2, 1, 0}, {16, 1, 7, 0}, {14, 1, 1, 0}, {6, 1, 0, 4}, {8, 1, 0, 6}, {12, 1, 1, 5}, {13, 1, 1, 0}, {15, 1, 3, 0}, {17, 0, 3, 0}, {18, 1, 3, 0}, {19, 1, 1, 0}, {20, 0, 1, 0}, {21, 1, 1, 0}, {22, 0, 1, 0}, {23, 1, 0, 0}, {24, 1, 1, 0}, {25, 1, 0, 0}, {26, 1, 0, 0}, {27, 1, 0, 0},
	{28, 1, 3, 0}, {29, 1, 1, 0}, {30, 1, 1, 0}, {31, 1, 1, 0}, {32, 1, 1, 0}, {33, 0, 1, 7},
	{34, 1, 3, 0}, {35, 1, 3, 0}, {36, 1, 3, 9}, {37, 1, 3, 0}, {38, 1, 3, 0}, {39, 1, 3, 0}, {40, 1, 3, 0}, {41, 1, 1, 8}, {42, 1, 1, 0}, {43, 1, 1, 0}}

// techIDSpans finds the technical values of this file in s (lower is s
// in lower case).
func techIDSpans(s, lower string) []techSpan { return techIDSpansIf(s, lower, nil) }

// techIDs is techIDSpans of the scan's text, found once: the identifiers
// protect them during the scan and keepTechIDs reads them after it. A gate
// the text's pairs of bytes cannot hold is not searched for.
func (sc *scan) techIDs() []techSpan {
	if !sc.techDone {
		sc.tech, sc.techDone = techIDSpansIf(sc.s, sc.lower, sc.mayContain), true
	}
	return sc.tech
}

// techIDSpansIf is techIDSpans where may (when not nil) says first
// whether a gate can be in lower at all. The trade formats of
// traderefs.go are found after this file's.
func techIDSpansIf(s, lower string, may func(string) bool) []techSpan {
	var out []techSpan
	i, ran := -1, false
	for _, g := range techGates {
		if g[0] != '|' {
			i, ran = i+1, false
		} else {
			g = g[1:]
		}
		// rule 3, the typed object id, is gated on "_" and then its shape
		if !ran && (may == nil || may(g)) && contains(lower, g) && (i != 3 || typedIDShape(s)) {
			out, ran = techRules[i].find(s, out), true
		}
	}
	return tradeRefs(s, lower, clockDates(s, httpReasons(s, out)))
}

// reClockDate is a moment as C's asctime and date(1) print it, and so
// Apache's error log, Python's time.ctime() and JavaScript's
// Date.toString(): weekday, month, day, time, zone, year (Mon Mar 11
// 09:14:02.118824 2024, Thu Mar  7 12:00:01 UTC 2024, Wed Dec 04 2024
// 10:00:00), its year a group.
var reClockDate = lazyre.NewRare(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d(?: \d{2}:\d{2}:\d{2}(?:\.\d{1,9})?)?(?: [A-Z]{2,5})? (\d{4})\b(?: \d{2}:\d{2}:\d{2}\b)?`)

// clockDates adds the moments reClockDate reads as hard spans: the
// weekday and month in capitals are no one's name (Mon Mar read as a
// person's), the time and year no number. The expression runs only where
// a weekday's and a month's abbreviation stand apart by one space.
//
//go:noinline
func clockDates(s string, out []techSpan) []techSpan {
	for i := 3; i+4 < len(s); i++ {
		if s[i] != ' ' || s[i+4] != ' ' || i > 3 && isWord(s[i-4]) {
			continue
		}
		if d := indexStr("MonTueWedThuFriSatSun", s[i-3:i]); d < 0 || d%3 != 0 {
			continue
		}
		if m := indexStr("JanFebMarAprMayJunJulAugSepOctNovDec", s[i+1:i+4]); m < 0 || m%3 != 0 {
			continue
		}
		// a year before lastProseBirthYear may be somebody's birthday
		// (JavaScript prints a date of birth so), not a log's moment
		if m := reClockDate.Compiled().FindStringSubmatchIndex(s[i-3:]); m != nil && atoi(s[i-3+m[2]:i-3+m[3]]) >= lastProseBirthYear {
			out = append(out, techSpan{i - 3, i - 3 + m[1], true, false})
			i += m[1] - 4
		}
	}
	return out
}

// httpReasons adds the reason phrase HTTP gives a status code after the
// code (RFC 9110's, as net/http writes them: 431 Request Header Fields
// Too Large, 511 Network Authentication Required): the protocol's words,
// whose capitals the name rules read as a person's. The phrase must
// follow the code whole, up to a word's end.
//
//go:noinline
func httpReasons(s string, out []techSpan) []techSpan {
	for i := 3; i < len(s); i++ {
		if s[i] != ' ' || !isDigit(s[i-1]) || !isDigit(s[i-2]) || !isDigit(s[i-3]) || i > 3 && isWord(s[i-4]) {
			continue
		}
		t := http.StatusText(int(s[i-3])*100 + int(s[i-2])*10 + int(s[i-1]) - '0'*111)
		if e := i + 1 + len(t); t != "" && hasPrefix(s[i+1:], t) && (e == len(s) || !isWord(s[e])) {
			out = append(out, techSpan{i + 1, e, true, false})
		}
	}
	return out
}

// typedIDShape reports what the typed object id's expression needs
// first (its gate is "_", which every snake_case name passes): an
// underscore after two small letters and before ten letters or digits.
func typedIDShape(s string) bool {
	for i := 2; i < len(s)-10; i++ {
		if s[i] != '_' || s[i-1]-'a' >= 26 || s[i-2]-'a' >= 26 {
			continue
		}
		n := 0
		for n < 10 && isAlnum(s[i+1+n]) {
			n++
		}
		if n == 10 {
			return true
		}
	}
	return false
}

//go:noinline
func (r techRule) find(s string, out []techSpan) []techSpan {
	for _, m := range techRes[r.re].FindAllStringSubmatchIndex(s, -1) {
		for g := int(r.g); g == int(r.g) || g == int(r.g)+1 && r.flags&techNext != 0; g++ {
			if a, b := m[2*g], m[2*g+1]; a >= 0 && a < b && (g > int(r.g) || r.accept(s, a, b)) {
				out = append(out, techSpan{a, b, r.flags&techHard != 0, r.flags&techAll != 0})
			}
		}
	}
	return out
}

// accept runs the rule's check on s[a:b]: a ULID's time (1), a typed
// object id (2), an actor named in words (3, payment-gateway), a sku with
// no part the names data holds (4), hex with two letters or more, a type
// letter and a hex digit (5: a Unix uid is decimal, and so is a
// platform's numeric user id), a type's name that is no person's (6), a
// build's moment (7), a dated reference (8), a baggage message's
// element (9).
func (r techRule) accept(s string, a, b int) bool {
	v := s[a:b]
	switch r.ok {
	case 1:
		return ulidTime(v[:10])
	case 2:
		return typedObjectID(s, a, b)
	case 3:
		return wordParts(v) || commonWords(v)
	case 4:
		for _, p := range split(strings.ToLower(v), "-") {
			if len(p) > 2 && (givenNameData(p) || surnameData(p)) {
				return false
			}
		}
	case 5:
		return countDigits(v) < len(v)-1
	case 6:
		return !gluedName(v) && !namedAfterPerson(v) && !personCompound(v) && !givenName(v) && !surnameData(v)
	case 7:
		// a build's moment; a date of birth is no build's
		return atoi(v[len(v)-13:len(v)-9]) >= lastProseBirthYear
	case 8:
		return datedRef(v)
	case 9:
		// a bag's tag number travels in a baggage message
		return bsmMessage(s)
	}
	return true
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
// payment=pay_…, customer: 'cus_…', charge=chrg_test_…, a test mode's
// id), or is a record's whole noun (order_…), the rest random letters
// and digits with both in it. A noun that names a credential keeps
// nothing.
func typedObjectID(s string, a, b int) bool {
	i := indexByte(s[a:b], '_')
	p, rest := s[a:a+i], s[a+i+1:b]
	if countDigits(rest) == 0 || countDigits(rest) == len(rest) {
		return false
	}
	// the noun may stand up to three words before, as a template names
	// the object and then its id (Invoice dengan id inv_65ef…, "invoice
	// with id"); the nearest noun that the prefix begins decides
	for w, at := 0, a; w < 3; w++ {
		word := wordBefore(s, at)
		k := keyParts(word)
		if len(k) == 0 {
			break
		}
		if noun := k[len(k)-1]; abbreviates(p, noun) {
			if _, ok := secretKey(noun); ok || keyClass(noun) == "cred" || wordIn(credNouns, noun) {
				return false
			}
			return true
		}
		// a key's or a path's part: only its own noun counts; a word
		// between that may be a person's (customer olivia cus_…) ends it
		at = strings.LastIndex(s[:at], word)
		if at < 1 || s[at-1] != ' ' || personNameData(strings.ToLower(word)) {
			break
		}
	}
	// (order_NqK2LmXp4QvT7n): a prefix that is a record's whole noun of
	// four letters or more names its type itself, as Razorpay's order_
	// and Stripe's invoice ids do; a credential's noun keeps nothing
	return len(p) >= 4 && wordIn(recordWords, p) && !wordIn(credNouns, p)
}

// abbreviates reports a type prefix that begins noun (cus of customer) or,
// four letters or more, is the letters in order from its first of a
// technical record's noun (chrg of charge, as Omise's ids write it; an
// account's acct_ is judged as before).
func abbreviates(p, noun string) bool {
	if hasPrefix(noun, p) {
		return true
	}
	if len(p) < 4 || noun == "" || p[0] != noun[0] || !wordIn(recordWords, noun) {
		return false
	}
	j := 0
	for i := 0; i < len(noun) && j < len(p); i++ {
		if noun[i] == p[j] {
			j++
		}
	}
	return j == len(p)
}

// credNouns are nouns whose typed ids are credentials: a session's, a
// token's, a key's, a secret's, a grant's.
const credNouns = " session sess token key secret auth code grant nonce otp pass password cookie sid "

// protectTechIDs protects the technical values of this file.
func protectTechIDs(sc *scan) {
	for _, t := range sc.techIDs() {
		sc.protect(t.a, t.b)
	}
}

// keepTechIDs drops the spans other rules marked inside a hard technical
// value: all of them in a format that fixes every character, else all
// but a credential's, a contact's or a checked number's.
func keepTechIDs(sc *scan) []span {
	ts := sc.techIDs()
	out := sc.out[:0]
next:
	for _, sp := range sc.out {
		for _, t := range ts {
			if !sp.sure && t.hard && sp.start >= t.a && sp.end <= t.b && (t.all || !contains(strongPHs, sp.ph)) {
				continue next
			}
		}
		out = append(out, sp)
	}
	return out
}

// strongPHs are the placeholders of the credential, contact and
// checked-number detectors.
const strongPHs = phSecret + phCred + phJWT + phKey + phToken + phUser + phWebhook + phEncoded + phEmail + phCard + phIBAN + phNatID

// hl7TableText reports a match of the person-field pattern that is a coded
// element's text before its coding system, an HL7 table
// (ERR|||207^Application internal error^HL70357: the pattern's error^HL
// stops before HL7's table number, 0357): the table's own wording of a
// code, no one's name.
func hl7TableText(s string, a, b int) bool {
	if b-a <= 3 || s[b-3:b] != "^HL" || b+5 > len(s) || s[b] != '7' {
		return false
	}
	for _, c := range []byte(s[b+1 : b+5]) {
		if !isDigit(c) {
			return false
		}
	}
	return b+5 == len(s) || !isWord(s[b+5])
}

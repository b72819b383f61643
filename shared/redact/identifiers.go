package redact

import (
	"math"
	"strings"

	"glitchtip-mcp/shared/lazyre"
	wordlist "glitchtip-mcp/shared/redact/words"
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
	// a Go module's hash (go.sum's h1:<base64 SHA-256>) and a W3C trace
	// context (traceparent: version, trace id, parent id, flags). A hash
	// quoted short by hand is still the module's hash
	`|\bh1:[A-Za-z0-9+/]{38,43}=|\b00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]\b` +
	`|\bGHSA(?:-[23456789cfghjmpqrvwx]{4}){3}\b` +
	// a Cloud Run revision: its service, a five-digit generation and
	// three random letters (lager-api-00042-qiz)
	`|\b[a-z][a-z0-9-]*-\d{5}-[a-z]{3}\b` +
	// an Oracle undo segment, named by the system (_SYSSMU9_2231847115$)
	`|\b_SYSSMU\d+_\d+\$` +
	`|\breq_[A-Za-z0-9]{8,40}\b` +
	// Stripe's ids of payment objects (charges, payment intents and
	// methods, invoices, subscriptions, events, refunds, products…): what a
	// triager looks up; customer and connected-account ids are people's
	`|\b(?:ch|py|pi|pm|seti|si|in|ii|il|sub|sub_sched|evt|txn|re|pyr|prod|price|cs|dp|du|tr|po|ipi|cbtxn|plink|qt|sr|rcpt)_[A-Za-z0-9]{14,40}\b` +
	// Twilio's resource ids (SIDs): two capitals naming the kind and 32
	// lower-case hex (SM… a message, CA… a call, AC… the account): what
	// Twilio's errors name; its auth token is bare hex, which this does not
	// hold, nor an API key's SID (SK…), a key's id (detectAWS)
	`|\b(?:[A-RT-Z][A-Z]|S[A-JL-Z])[0-9a-f]{32}\b` +
	// a GitLab runner's build directory name: the runner's short token,
	// the project's id and the job's slot (runner-x8sy2-project-412-concurrent-0)
	`|\brunner-[A-Za-z0-9]{3,12}-project-\d+-concurrent-\d+\b` +
	// a Microsoft knowledge-base article (KB5031356), which Windows
	// Update's errors name
	`|\bKB\d{6,7}\b` +
	// the account of an AWS resource name (arn:aws:lambda:eu-west-1:123456789012:…)
	`|\barn:aws[\w-]*:[\w-]+:[\w-]*:\d{12}\b`)

// reKeyedID finds values named by a technical identifier's key (request_id,
// X-Request-Id, traceId, job id, correlation-id…, a parcel's tracking_no,
// which carriers write in a passport's shape): whatever they look like,
// they are identifiers a triager follows, not secrets. Session, user and
// account ids are not among these keys. AWS's extended request id
// (x-amz-id-2) is base64: "+", "/" and "=" are part of a value.
var reKeyedID = lazyre.New(`(?i)\b(?:x-amz-id-2|x-amz-cf-id|(?:x-)?(?:amzn-|amz-)?(?:request|req|trace|span|parent|correlation|causation|transaction|txn|tx|end-?to-?end|job|task|build|run|deploy|deployment|commit|event|message|msg|operation|op|batch|execution|workflow|pipeline|incident|alert|ticket|invocation|cf-ray|host)[ _\-.]?id|(?:tracking|parcel|waybill)[ _\-.]?(?:no|nr|number|num))["']?\s*[:=]?\s*["']?([A-Za-z0-9][A-Za-z0-9_\-.:+/]{3,79}=*)`)

// reMediaType finds a media type of a top-level type IANA registers.
var reMediaType = lazyre.New(`\b(?:application|audio|font|image|message|model|multipart|text|video|chemical)/[A-Za-z0-9][\w.+\-]{0,126}`)

func protectIdentifiers(sc *scan) {
	for _, m := range identMatches(sc.s) {
		if sc.stop.pulse() {
			return
		}
		v := sc.s[m[0]:m[1]]
		// a hex-looking run of only digits is a number, not an identifier,
		// and a check letter before them a bank account's (accountShape)
		if countDigits(v) == len(v) || accountShape(v) && !kbArticle(sc, v) {
			continue
		}
		sc.protect(m[0], m[1])
	}
	// a registered media type (application/vnd.ms-xpsdocument) is an
	// identifier, whatever its parts
	if indexByte(sc.s, '/') >= 0 {
		for _, m := range reMediaType.FindAllStringIndex(sc.s, -1) {
			if wordlist.MediaType(sc.s[m[0]:m[1]]) {
				sc.protect(m[0], m[1])
			}
		}
	}
	if contains(sc.lower, "id") || contains(sc.lower, "tracking") {
		for _, m := range reKeyedID.FindAllStringSubmatchIndex(sc.s, -1) {
			sc.protect(m[2], m[3])
		}
	}
	protectIDFormats(sc)
	protectTechIDs(sc)
	protectSchemaNames(sc)
	protectSQLNames(sc)
	protectSQLiteNames(sc)
}

// kbArticle reports a Microsoft knowledge-base article (KB5031356) in a
// text about Windows' updates (the word Windows or update, or an HRESULT
// 0x80…): a passport's and a plate's shape too, whose two capitals may be
// KB; elsewhere those rules judge it.
func kbArticle(sc *scan, v string) bool {
	return len(v) >= 8 && len(v) <= 9 && v[:2] == "KB" && countDigits(v) == len(v)-2 && (contains(sc.lower, "windows") || contains(sc.lower, "update") || contains(sc.lower, "0x80"))
}

// detectEntropy masks runs that could be generated secrets.
func detectEntropy(sc *scan) {
	done := sc.marked()
	drive := contains(sc.s, ":\\")     // inProgramPath is asked only then
	var prev []int                     // the run before m, when it was not masked
	for _, m := range sc.tokenRuns() { // runs that could be generated secrets
		if sc.stop.pulse() {
			return
		}
		before := prev
		prev = m
		if done.hit(m[0], m[1]) {
			continue
		}
		// 0x000074e1c2b5a8f0: a memory address (Ruby's #<Class:0x…>, Go's
		// and Python's object reprs), not a secret; sku_1_warehouse_1: a
		// MongoDB index's default name; c/OpenBlob/2924: ImageMagick's
		// source location (magicklocations.go)
		v := sc.s[m[0]:m[1]]
		if pointer(v) || mongoIndexName(v) || constantName(v) || collationName(v) || inDistroPath(sc.s, m[0]) || drive && inProgramPath(sc.s, m[0]) || debianPackage(v) || magickLocation(sc.s, m[0], v) {
			continue
		}
		if k := indexByte(v, '-'); k > 2 && pointer(v[:k]) && lettersOnly(v[k+1:]) {
			// 0x3B4FE6ACC0B21F32-Schlüssel: a hexadecimal literal (a key's
			// id) that a compound joins to its noun by a hyphen, as German
			// writes it; the run stops at the noun's first non-ASCII letter
			continue
		}
		if !pathLike(v) && !kebabPath(v) && !wordKebab(v, sc) && (randomRun(v, !sc.joined) || randomRun(padHeadOff(v), !sc.joined)) && !pascalDotted(v) {
			// CLOJARS_m7np…: a vendor's name in capitals before an
			// underscore names the token's class, as ghp_ does; only a
			// random body after it is masked (capitals with digits,
			// GR13489417_…, are the token's own)
			a := m[0]
			if i := indexByte(v, '_'); i >= 4 && upperOrDigits(v[:i]) && !hasDigit(v[:i]) && randomRun(v[i+1:], !sc.joined) {
				a += i + 1
			}
			// …SJSI=EUif…: a token whose alphabet holds "=" (a Twitter
			// bearer token, once its %3D is decoded) reads as two runs;
			// the first is no key when no key could be written so
			if a == m[0] && before != nil && before[1] == m[0] && sc.s[m[0]-1] == '=' && gluedTokenHead(sc.s[before[0]:m[0]]) {
				a = before[0]
			}
			// …g2g%wiNyg…: a "%" no escape follows (decode undid the
			// valid ones) is the token's own character, and so is the run
			// after it
			b := m[1]
			for b+1 < len(sc.s) && sc.s[b] == '%' && isRunChar(sc.s[b+1]) {
				for b++; b < len(sc.s) && isRunChar(sc.s[b]); b++ {
				}
			}
			for a == m[0] && a >= 2 && sc.s[a-1] == '%' && isWord(sc.s[a-2]) {
				for a--; a > 0 && isWord(sc.s[a-1]); a-- {
				}
			}
			sc.addWeak(a, b, phSecret)
			prev = nil
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
				if i-start >= 16 && randomRun(s[start:i], !sc.joined) {
					sc.addWeak(start, i, phSecret)
				}
				start = i + 1
			}
		}
	}
	// not on lines joined back: a value's last part and the next line's
	// key would read as one part
	if !sc.joined && indexByte(sc.s, '.') >= 0 {
		detectDottedRandom(sc)
	}
}

// padHeadOff returns t without a head of eight or more of one character
// (AAAAAAAAAAAAAAAAAAAAAApmte…: a Twitter bearer token opens with the
// base64 of zero bytes), whose one class and low entropy hide the random
// body from randomRun; "" when t has no such head or no body after it.
func padHeadOff(t string) string {
	k := 1
	for k < len(t) && t[k] == t[0] {
		k++
	}
	if k < 8 || len(t)-k < 24 {
		return ""
	}
	return t[k:]
}

// gluedTokenHead reports whether h, a run of token characters ending in
// "=" right before a random run, is the head of that token rather than its
// key: a key holds no "+" or "/" (base64's), and one written with capitals,
// small letters and digits is made of words (oauth2ClientSecret), where a
// token's head has parts no knowledge holds (uSeidULvsea4JtiGRiSDSJSI).
func gluedTokenHead(h string) bool {
	h = strings.TrimRight(h, "=")
	if containsChars(h, "+/") {
		return true
	}
	if !hasDigit(h) || strings.ToLower(h) == h || strings.ToUpper(h) == h {
		return false
	}
	for _, p := range keyParts(h) {
		if w := strings.TrimRight(p, "0123456789"); len(w) >= 3 && !knownWord(w) && !codeWord(w) {
			return true
		}
	}
	return false
}

// constantName reports a constant's name in upper-case snake case
// (TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256, ERR_HTTP2_PROTOCOL_ERROR): three
// parts or more of capitals and digits, none longer than a word, one of
// them a word the knowledge holds. A generated secret has lower case
// letters, or runs longer than a word between its underscores.
func constantName(t string) bool { return snakeConstant(t, 3, 10) }

// snakeConstant reports minParts parts or more of capitals and digits
// joined by underscores, none longer than maxPart, one of them a word of
// three letters or more the knowledge holds (HW_UNAVAILABLE with two).
func snakeConstant(t string, minParts, maxPart int) bool {
	parts, word := 0, false
	for p := range strings.SplitSeq(t, "_") {
		if p == "" || len(p) > maxPart {
			return false
		}
		letters := true
		for i := 0; i < len(p); i++ {
			switch c := p[i]; {
			case c >= '0' && c <= '9':
				letters = false
			case c < 'A' || c > 'Z':
				return false
			}
		}
		word = word || letters && len(p) >= 3 && knownWord(strings.ToLower(p))
		parts++
	}
	return parts >= minParts && word
}

// kebabPath reports a run of lower-case names joined by "/" and "-"
// (assumed-role/ci-deployer/gha-run-11842: a role and its session in an
// ARN), each part short: names in a path, judged part by part. A
// generated token has capitals, or a part longer than a word.
func kebabPath(m string) bool {
	if indexByte(m, '/') < 0 {
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

// wordKebab reports a name in kebab case with a word in it
// (snapp-dispatch-7f9c, node-pool-b-7x2k, orders-sync-eu: a service's, a
// node's or a pod's name, often with the short suffix an orchestrator
// adds): lower-case parts of twelve characters or fewer, one of them a
// word of four letters or more the knowledge holds. Its hyphens switch
// the character class at every part and read as a random run's switches;
// judged part by part, as kebabPath's are, no part is long enough to be a
// secret. A generated token has capitals or a part longer than a word,
// and a recovery code's groups (k3j9-x8q2-m4n7) hold no word. A password
// may be made of words (gato-azul-runs-42): in a text that names a
// password, a secret or a token, only a name whose last part mixes
// letters and digits, an orchestrator's suffix, is one.
func wordKebab(m string, sc *scan) bool {
	k := lastIndexByte(m, '-')
	if k < 0 {
		return false
	}
	word := false
	for p := range strings.SplitSeq(m, "-") {
		if p == "" || len(p) > 12 {
			return false
		}
		letters := true
		for i := 0; i < len(p); i++ {
			if c := p[i]; !(c >= 'a' && c <= 'z') {
				if !isDigit(c) {
					return false
				}
				letters = false
			}
		}
		word = word || letters && len(p) >= 4 && knownWord(p)
	}
	if d := countDigits(m[k+1:]); !word || d > 0 && d < len(m)-k-1 {
		return word
	}
	return !sc.anyOf(credentialMarks...)
}

// credentialMarks are pieces of the words that name a password, a secret
// or a token, in lower case (secretKeyWords, passwordKeyWords).
var credentialMarks = append([]string{"pass", "pwd", "secret", "token", "psk"}, strings.Fields(passwordKeyWords)...)

// looksRandom tells a generated string from code, words and identifiers:
// it needs a mix of character classes that changes often (random strings
// switch between upper, lower and digit about every other character; code
// like getUserById2 rarely does) and a high Shannon entropy. Pure hex is
// left to the identifier rules (SHAs, trace ids); a secret in hex is caught
// by its key or prefix.
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func looksRandom(m string) bool { return randomRun(m, false) }

// randomRun is looksRandom; base36 also takes a long run of letters and
// digits whose letters are mostly no words (7lvsi01xo6vqvssfegz3…) with fewer
// changes of class: a quarter of base 36's characters are digits, which
// change class less often. Not for lines joined back (a value and the next
// line's word, RFFNGC34H18A697Pgoroutine, read as one run).
func randomRun(m string, base36 bool) bool {
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
	// letters and digits; a digit or two among mixed-case letters
	// (sk_VqJk8…) is judged as the letters are, unless it is base64 of
	// text (cGxlYXNl…, "please")
	if digits*100 < n*8 && upper > 0 && lower > 0 {
		if _, text := decodeBase64(m); text {
			return false
		}
		return n >= 20 && trans*100 >= n*45 && h >= 3.8
	}
	if digits*100 < n*8 || h < 3.3 {
		return false
	}
	if trans*100 >= n*30 {
		return true
	}
	if !base36 || n < 24 || trans*100 < n*20 {
		return false
	}
	known, all := wordLetters(m, false)
	return known*2 < all
}

// pathLike reports runs with a slash and a plain word segment
// (cdn.example.com/assets/index): paths, judged segment by segment.
func pathLike(m string) bool {
	if indexByte(m, '/') < 0 {
		return false
	}
	// each segment in turn, with no slice of them (every token run asks)
	for rest := m; ; {
		seg, after, more := cut(rest, "/")
		if len(seg) >= 2 && strings.Trim(seg, "abcdefghijklmnopqrstuvwxyz") == "" {
			return true
		}
		if !more {
			return false
		}
		rest = after
	}
}

// skuCode reports an article's code as shops write them (TSH-2041-BLK,
// MUG-0330-XL): three or more segments in capitals and digits joined by
// "-", a family of three letters or more first, a number of three digits
// or more, a variant in letters last. Licence plates with hyphens start
// with a district of one or two letters (AB-123-CD) or end in digits
// (WTM-L-625).
func skuCode(tok string) bool {
	// three to five parts, the first of capitals: counted before they are
	// split out
	if n := strings.Count(tok, "-"); n < 2 || n > 4 || tok[0] < 'A' || tok[0] > 'Z' {
		return false
	}
	p := split(tok, "-")
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
var poolWords = wordMap(poolWordsList)

// poolWordsList are poolWords's words, one space before each.
const poolWordsList = " pool thread worker executor scheduler dispatcher consumer producer listener handler timer loop "

// poolInstance reports the name of a program's pool or thread with its
// sequence number (HikariPool-1, ForkJoinPool-3, KafkaConsumer-12):
// PascalCase ending in a pool's noun, "-" and a small number. A person's
// handle does not end in such a noun.
func poolInstance(tok string) bool {
	dash := lastIndexByte(tok, '-')
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

// pascalDotted reports a type's or namespace's qualified member written
// in PascalCase, each part capitalised words and numbers, its words of four
// letters or more known and most of its letters in known words
// (Iso20022Parser.SendAsync, a .NET frame's method): its case changes at
// each word, which reads as random to randomRun; a generated token's
// parts are no words (Xk9Qa7Lm2Pz8).
func pascalDotted(v string) bool {
	if indexByte(v, '.') < 0 {
		return false
	}
	for _, part := range split(v, ".") {
		if part == "" || part[0] < 'A' || part[0] > 'Z' {
			return false
		}
		letters, known := 0, 0
		for i := 0; i < len(part); {
			j := i + 1
			switch c := part[i]; {
			case c >= 'A' && c <= 'Z':
				for j < len(part) && part[j] >= 'a' && part[j] <= 'z' {
					j++
				}
				w := j - i
				if w < 2 {
					return false
				}
				letters += w
				if w >= 3 && knownWord(part[i:j]) {
					known += w
				} else if w >= 4 {
					return false
				}
			case isDigit(c):
				for j < len(part) && isDigit(part[j]) {
					j++
				}
			default:
				return false
			}
			i = j
		}
		if known*2 <= letters {
			return false
		}
	}
	return true
}

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/ident"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"
	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// Values named by their key. Whatever a value looks like (a low-entropy
// password, a name, a postcode), the key next to it says what it is. This
// covers key=value, key: value, "key": "value", key=>value, key := value,
// form bodies, XML attributes and elements, header lines, connection
// strings (ADO.NET, JDBC, libpq, Kafka JAAS) and YAML/ENV lines, for any key
// whose words name a credential, a person, an account, an address, a
// document or a location.

// stopValue reports values that say something about a credential without
// being one ("token: expired", "password: null").
func stopValue(v string) bool {
	switch v {
	case "", "null", "nil", "none", "undefined", "true", "false", "empty", "missing", "invalid", "expired", "required",
		"redacted", "filtered", "hidden", "masked", "unset", "disabled", "enabled", "not", "is", "was", "has", "must", "should", "and", "or",
		"the", "a", "an", "for", "of", "to", "in", "on", "with", "yes", "no", "n/a", "na", "unknown", "incorrect",
		"wrong", "mismatch", "revoked", "got", "received", "rejected", "denied", "refused", "malformed", "present", "absent", "ok",
		"default", "changed", "reset", "expected", "provided", "given", "blank", "too", "cannot", "could", "failed":
		return true
	}
	return strings.Trim(v, "*xX•·.") == "" || isPlaceholder(v)
}

// reKeySep finds a key (up to three words) followed by a separator:
// = : => := -> or "is". The value is read in code.
var reKeySep = lazyre.New(`([A-Za-z][A-Za-z0-9_.\-]*(?: [A-Za-z][A-Za-z0-9_\-]*){0,2})(\\?["'\]]?) ?(=>|:=|==|=|:|\s+(?:is|was|of)\s+)`)

func detectKeyed(sc *scan) {
	s := sc.s
	if !containsAny(s, "=", ":", " is ", " was ", " of ") {
		return
	}
	// maskedTo is the end of the last value masked: a key inside it is
	// part of that value (adid=adid=adid=…), and reading each one's value
	// again would make the detector quadratic.
	maskedTo := 0
	for _, m := range keySeps(sc) {
		if sc.stop.pulse() {
			return
		}
		if m[6] < maskedTo {
			continue
		}
		sep := strings.TrimSpace(s[m[6]:m[7]])
		key := s[m[2]:m[3]]
		valStart := m[1]
		// ":" of a URL scheme, drive letter, Windows path, IPv6, time or
		// C++ scope is not a key separator.
		if sep == ":" && valStart < len(s) && (s[valStart] == '/' || s[valStart] == ':' || s[valStart] == '\\') {
			continue
		}
		// …/api/token": dial tcp: a URL's last segment before its closing
		// quote is no key
		if sep == "==" || sourceFile(key) || m[2] > 0 && s[m[2]-1] == '/' && m[5] > m[4] && !strings.Contains(key, " ") {
			continue
		}
		// try the longest multi-word key first, then its last words
		class := keyOfWords(strings.Fields(key))
		if sc.label && class == "name" {
			continue
		}
		if class == "" {
			// name='Olivia', %{name: "Olivia"}: a bare "name" key is
			// anything's name, but a value starting with a given name is
			// a person's
			f := strings.Fields(key)
			switch p := keyParts(f[len(f)-1]); {
			case len(p) > 0 && len(p) <= 2 && p[len(p)-1] == "name":
				if a, b := readValue(s, valStart, "name", false); a < b {
					// the first word, or its first part (Olivia-Mae)
					first, _, _ := strings.Cut(s[a:a+firstWordLen(s[a:b])], "-")
					if givenName(strings.ToLower(first)) {
						sc.add(a, b, phName)
					}
				}
			case len(p) >= 2 && p[len(p)-1] == "key":
				// idempotency_key: "evt_01JC…": a typed, time-ordered id
				// (a ULID) is a record's, no key to anything
				if a, b := readValue(s, valStart, "", false); a < b && generatedValue(s[a:b]) && !typedULID(s[a:b]) {
					sc.add(a, b, phSecret)
				}
			}
			continue
		}
		if sep == "is" || sep == "was" || sep == "of" {
			if class != "cred" && class != "name" {
				if sep == "of" || !strings.Contains(key, "birth") && !strings.Contains(key, "number") {
					continue
				}
			}
		}
		a, b := readValue(s, valStart, class, sep == ":" && headerKey(key))
		if a >= b {
			continue
		}
		v := s[a:b]
		// billing.vat_number: El número debe ser…: the key's message
		if sep == ":" && !quotedAt(s, a) && messageAt(s, a) {
			continue
		}
		// arn:aws:secretsmanager:…:secret:prod/ledger/db-Xy12Ab: a resource
		// name's type and id, not a key and its value
		if sep == ":" && m[2] > 0 && s[m[2]-1] == ':' && inARN(s, m[2]) {
			continue
		}
		// file:function:line — a line number after a function named login;
		// mail-relay.internal:587 — a host's port, the colon glued to both
		if sep == ":" && countDigits(v) == len(v) && (m[2] > 0 && s[m[2]-1] == ':' ||
			class != "cred" && a == m[7] && len(v) <= 5 && strings.ContainsAny(key, ".-") && !strings.Contains(key, " ")) {
			continue
		}
		if stopValue(strings.ToLower(v)) || class == "name" && !strings.ContainsAny(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && !quotedAt(s, a) && !isPersonHandle(v) {
			continue
		}
		// "a member of organization o-…", "owner of team": what follows
		// "of" is the group a person belongs to, a word, not a login
		if sep == "of" && isLowerWord(v) && knownWord(v) && !personName(v) {
			continue
		}
		// vat_number: El número debe…: a key that names a number, and
		// after it a word of a message in any language, not its value
		if w, ok := messageWord(v); ok && sep == ":" && numberKey(key) && knownWord(w) && !personName(w) {
			continue
		}
		// addr=0x0 in a Go panic, address: 0x7ffd…: a memory address
		if class == "pii" && pointer(v) {
			continue
		}
		// user=payments_svc, User: arn:aws:sts::…, host "10.0.6.21"'s user
		// "reporting": service accounts, bots and infrastructure are
		// things a triager needs, not people
		if (class == "pii" || class == "name") && userKey(key) && (serviceValue(v) || systemUID(key, v)) {
			continue
		}
		// address: 10.0.3.9:443, remote_addr=payments.svc/10.96.14.3: an
		// address or host is judged by the host and address rules (a
		// private one is kept); UserInfo={…}: a structure, not a value;
		// "to address: Name or service not known": an error's own word
		if class == "pii" && (hostOrAddress(v) || ifaceName(v) || v[0] == '{' || v[0] == '[') ||
			class != "cred" && !strings.Contains(v, " ") && wordlist.ErrorWord(strings.ToLower(v)) && !givenName(strings.ToLower(v)) {
			continue
		}
		// text/html;q=0.9: a media type's quality, not a search; a search
		// term has a letter
		if class == "text" && (m[2] > 0 && s[m[2]-1] == ';' || !strings.ContainsAny(strings.ToLower(v), "abcdefghijklmnopqrstuvwxyz") || sep == ":" && isUpperASCII(key[0])) {
			continue
		}
		// SENTRY_DSN=https://key@host/1: the key is the userinfo; the
		// host is kept like any host
		if ua, ub, ok := urlUserinfo(v); ok && class == "cred" {
			sc.add(a+ua, a+ub, phCred)
			maskedTo = b
			continue
		}
		sc.add(a, b, phRedacted)
		maskedTo = b
	}
}

// messageWord returns the word of a message a value may start with: a
// word without digits (its optional plural mark off), or a run of Han and
// kana after a count written into it (64文字より短い…: Japanese and
// Chinese write the count before its counter word).
func messageWord(v string) (string, bool) {
	if !hasDigit(v) {
		return pluralMark(v), true
	}
	i := 0
	for i < len(v) && isDigit(v[i]) {
		i++
	}
	if r, _ := utf8.DecodeRuneInString(v[i:]); i > 0 && scriptOf(r) == cjk && !hasDigit(v[i:]) {
		return v[i:], true
	}
	return "", false
}

// pluralMark returns w without the optional plural a message writes after
// it (Chave(s), elemento(s), file(s)).
func pluralMark(w string) string {
	if k := strings.IndexByte(w, '('); k > 0 && len(w)-k <= 4 && isLowerWord(strings.TrimRight(w[k+1:], ")")) {
		return w[:k]
	}
	return w
}

// numberKey reports a key whose value is a number (vat_number, iban,
// card_no): its last part says so or names a document's number.
func numberKey(key string) bool {
	p := keyParts(strings.ToLower(key))
	if len(p) == 0 {
		return false
	}
	switch p[len(p)-1] {
	case "number", "no", "nr", "num", "iban", "ssn", "vat", "pesel", "cpf", "nif", "bsn", "tin", "taxid", "passport":
		return true
	}
	return false
}

// serviceKey reports a key named after a service and "key" (stripeKey,
// SENDGRID_KEY, mapsKey) whose value looks generated: a cache, sort or
// partition key holds a readable value, a service's key does not.
func serviceKey(p []string, v string) bool {
	return len(p) >= 2 && p[len(p)-1] == "key" && generatedValue(v)
}

// generatedValue reports a value that looks machine-made: 12 to 256
// characters of letters, digits and "_-+/=", with digits and mixed case
// (or long). ':', '#', '.' or a space make it a composite key instead.
func generatedValue(v string) bool {
	if len(v) < 12 || len(v) > 256 {
		return false
	}
	upper, lower, digit := false, false, false
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c >= 'A' && c <= 'Z':
			upper = true
		case c >= 'a' && c <= 'z':
			lower = true
		case c >= '0' && c <= '9':
			digit = true
		case strings.IndexByte("_-+/=", c) >= 0:
		default:
			return false // ':', '#', '.', spaces: a composite key, not a secret
		}
	}
	return digit && (upper && lower || len(v) >= 24)
}

// isPersonHandle reports a user-name-like token (jsmith, j.doe, alice_99).
func isPersonHandle(v string) bool {
	if len(v) < 2 || len(v) > 64 {
		return false
	}
	for i := 0; i < len(v); i++ {
		if !isWord(v[i]) && v[i] != '.' && v[i] != '-' {
			return false
		}
	}
	return true
}

// ifaceName reports a network interface's name under an address key
// (bridge addr: "cni0", eth0, wlan1, docker0): letters a dictionary or the
// technical vocabulary knows, or three at most, then a small number.
func ifaceName(v string) bool {
	v = strings.Trim(v, "\"'")
	k := 0
	for k < len(v) && v[k] >= 'a' && v[k] <= 'z' {
		k++
	}
	if k < 2 || k > 8 || len(v)-k < 1 || len(v)-k > 3 || countDigits(v[k:]) != len(v)-k {
		return false
	}
	return k <= 3 && !givenName(v[:k]) || knownWord(v[:k]) && !personName(v[:k])
}

// inARN reports an offset inside an Amazon resource name: the run of
// non-space characters it stands in starts with "arn:".
func inARN(s string, a int) bool {
	k := a
	for k > 0 && a-k < 256 && !isSpace(s[k-1]) && s[k-1] != '"' && s[k-1] != '\'' {
		k--
	}
	return strings.HasPrefix(s[k:a], "arn:")
}

func quotedAt(s string, a int) bool {
	return a > 0 && (s[a-1] == '"' || s[a-1] == '\'' || s[a-1] == '`')
}

// headerKey reports HTTP header names whose value runs to the end of the
// line (Authorization: Digest username=..., Cookie: a=b; c=d).
func headerKey(k string) bool {
	l := strings.ToLower(k)
	return l == "authorization" || l == "proxy-authorization" || l == "cookie" || l == "set-cookie" ||
		strings.HasPrefix(l, "x-") && (strings.Contains(l, "auth") || strings.Contains(l, "token") || strings.Contains(l, "key") || strings.Contains(l, "secret"))
}

// readValue returns the bounds of the value starting at i: a quoted string,
// a header value to the end of the line, or an unquoted run up to a
// delimiter. A name may continue over capitalised words; a value in a
// ";"-separated connection string runs to the ";".
// maxValue is the longest value readValue reads.
const maxValue = 1024

func readValue(s string, i int, class string, header bool) (int, int) {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	if i < len(s) && s[i] == '\\' && i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\'') {
		i++
	}
	if i >= len(s) {
		return i, i
	}
	i = enumPayload(s, i)
	if q := s[i]; q == '"' || q == '\'' || q == '`' {
		end := i + 1
		for end < len(s) && s[end] != q && s[end] != '\n' && end-i < 2048 {
			end++
		}
		b := end
		if b > i+1 && s[b-1] == '\\' {
			b--
		}
		return i + 1, b
	}
	if header {
		// keep the scheme word (Bearer, Basic, Digest) readable
		if sp := strings.IndexByte(s[i:min(len(s), i+24)], ' '); sp > 0 && authScheme(strings.ToLower(s[i:i+sp])) {
			i += sp + 1
		}
		end := strings.IndexByte(s[i:min(len(s), i+maxValue)], '\n')
		if end < 0 {
			return i, min(len(s), i+maxValue)
		}
		return i, i + end
	}
	// An unquoted value is read at most maxValue bytes: a run without a
	// delimiter that is longer is cut there (what follows is scanned on its
	// own), so a text of many keys is never read once per key.
	lim := min(len(s), i+maxValue)
	end := i
	for end < lim && !valueStop(s[end]) {
		end++
	}
	// t=1492774577,v1=5257…: a credential made of name=value parts
	// (Stripe-Signature, Azure SAS) is one value
	for class == "cred" && end+1 < lim && s[end] == ',' && namedPart(s[end+1:]) {
		end++
		for end < lim && !valueStop(s[end]) {
			end++
		}
	}
	// ADO.NET / ODBC: Password=my secret phrase;
	if end < len(s) && s[end] == ' ' {
		if semi := strings.IndexByte(s[end:min(len(s), end+96)], ';'); semi > 0 {
			between := s[end : end+semi]
			if !strings.ContainsAny(between, "=:\n\"'") {
				end += semi
			}
		}
	}
	if class == "text" {
		// free text runs on over spaces to the next key (x=, y:) or the
		// end of the line
		for end < lim && s[end] == ' ' {
			j := end
			for j < lim && s[j] == ' ' {
				j++
			}
			k := j
			for k < lim && !valueStop(s[k]) {
				k++
			}
			if k == j || strings.ContainsAny(s[j:k], "=:") {
				break
			}
			end = k
		}
	}
	if class == "name" {
		// Jane Doe, Jean-Luc Picard: more capitalised words
		for end < lim {
			j := end
			for j < lim && s[j] == ' ' {
				j++
			}
			if j == end || j >= lim || !upperStart(s[j:]) {
				break
			}
			k := j
			for k < lim && !valueStop(s[k]) {
				k++
			}
			end = k
		}
	}
	// trailing sentence punctuation is not part of the value; but a
	// password ends in "!" or "?" far more often than a sentence ends
	// right after one, so a credential keeps them
	trail := ".:!?"
	if class == "cred" {
		trail = ".:"
	}
	for end > i && strings.IndexByte(trail, s[end-1]) >= 0 {
		end--
	}
	return i, end
}

func valueStop(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '&', ';', ',', ')', ']', '}', '<', '>', '"', '\'', '|', '`', '\\':
		return true
	}
	return false
}

func upperStart(s string) bool {
	if s == "" {
		return false
	}
	c := s[0]
	if c >= 'A' && c <= 'Z' {
		return true
	}
	return c >= 0xC0 && strings.ContainsRune("ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞŁŚŻŹĆŃŠŽČŘĎŤŇ", []rune(s[:min(len(s), 4)])[0])
}

// reXMLElem finds <key ...>value</ of XML and SOAP bodies.
var reXMLElem = lazyre.New(`<([A-Za-z_][\w:.\-]*)(?:\s[^<>]*)?>([^<]*)</`)

func detectXMLElements(sc *scan) {
	// <add key="SmtpPassword" value="…"/>, <property name="password" value="…"/>
	if strings.Contains(sc.lower, "value") && strings.IndexByte(sc.s, '<') >= 0 {
		for _, m := range reXMLKeyValue.FindAllStringSubmatchIndex(sc.s, -1) {
			if keyClass(sc.s[m[2]:m[3]]) != "" && !stopValue(strings.ToLower(sc.s[m[4]:m[5]])) {
				sc.add(m[4], m[5], phRedacted)
			}
		}
	}
	if !strings.Contains(sc.s, "</") {
		return
	}
	for _, m := range reXMLElem.FindAllStringSubmatchIndex(sc.s, -1) {
		tag := sc.s[m[2]:m[3]]
		if i := strings.LastIndexByte(tag, ':'); i >= 0 {
			tag = tag[i+1:]
		}
		// <entry key="password">…</entry>: the key is an attribute
		if keyClass(tag) == "" {
			if k := xmlNameAttr(sc.s[m[0]:m[4]]); k != "" {
				tag = k
			}
		}
		v := strings.TrimSpace(sc.s[m[4]:m[5]])
		if keyClass(tag) != "" && m[5] > m[4] && !stopValue(strings.ToLower(v)) || serviceKey(keyParts(tag), v) {
			sc.add(m[4], m[5], phRedacted)
		}
	}
}

// reXMLNameAttr is a name or key attribute of an element's start tag.
var reXMLNameAttr = lazyre.New(`\s(?:name|key)\s*=\s*["']([^"']{1,80})["']`)

// reXMLKeyValue is an element whose name or key attribute says what its
// value attribute holds (app.config, Spring and Hibernate XML).
var reXMLKeyValue = lazyre.NewRare(`(?i)<[\w:.\-]+\s[^<>]*?\b(?:name|key)\s*=\s*["']([^"']{1,80})["'][^<>]*?\bvalue\s*=\s*["']([^"']{1,400})["']`)

// xmlNameAttr returns the name or key attribute of a start tag, or "".
func xmlNameAttr(tag string) string {
	if m := reXMLNameAttr.FindStringSubmatch(tag); m != nil {
		return m[1]
	}
	return ""
}

func countDigits(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			n++
		}
	}
	return n
}

func authScheme(w string) bool {
	switch w {
	case "bearer", "basic", "digest", "negotiate", "ntlm", "token", "bot", "hmac", "aws4-hmac-sha256", "sharedaccesssignature", "ssws", "apikey":
		return true
	}
	return false
}

// sourceFile reports keys that are file names (views.py:41, user.rb:120).
func sourceFile(k string) bool {
	i := strings.LastIndexByte(k, '.')
	if i < 0 {
		return false
	}
	switch strings.ToLower(k[i+1:]) {
	case "py", "rb", "js", "mjs", "cjs", "ts", "tsx", "jsx", "go", "java", "kt", "php", "cs", "c", "h", "cc", "cpp",
		"rs", "swift", "m", "scala", "ex", "exs", "erl", "clj", "dart", "lua", "pl", "sh", "vue", "svelte", "html",
		"erb", "haml", "twig", "jinja", "j2", "yml", "yaml", "json", "xml", "toml", "ini", "cfg", "conf", "sql", "class", "jar", "dll", "so":
		return true
	}
	return false
}

// pointer reports a hexadecimal literal (0x0, 0xc0001a2000): a memory
// address or a register, which names no one.
func pointer(v string) bool {
	return len(v) > 2 && v[0] == '0' && (v[1] == 'x' || v[1] == 'X') && ident.Chars(v[2:], 1, 16, hexDigit)
}

// namedPart reports whether s starts with a short name and "=" (v1=,
// sig=), the next part of a composite credential.
func namedPart(s string) bool {
	for i := 0; i < len(s) && i <= 16; i++ {
		switch c := s[i]; {
		case c == '=':
			return i > 0
		case !isWord(c):
			return false
		}
	}
	return false
}

// keyBack bounds how far before its separator a key is looked for: three
// words of a key and a quote.
const keyBack = 96

// keySeps returns reKeySep's matches in sc.s that detectKeyed can use.
// The expression runs only around separators whose key (up to three words
// before them) names something (keyOfWords) or ends in "name" or "key",
// which detectKeyed also reads: on most texts that is a small part of
// them, or none.
func keySeps(sc *scan) [][]int {
	s := sc.s
	var hits []int
	for _, t := range []string{"=", ":", " is ", " was ", " of "} {
		for off := 0; off < len(s); {
			k := strings.Index(sc.lower[off:], t)
			if k < 0 {
				break
			}
			if sc.stop.pulse() {
				return nil
			}
			if keyCandidate(s, off+k) {
				hits = append(hits, off+k)
			}
			off += k + len(t)
		}
	}
	var out [][]int
	for _, w := range merge(s, hits, keyBack, 8) {
		if sc.stop.over() {
			return nil
		}
		for _, m := range reKeySep.FindAllStringSubmatchIndex(s[w[0]:w[1]], -1) {
			for i := range m {
				if m[i] >= 0 {
					m[i] += w[0]
				}
			}
			out = append(out, m)
		}
	}
	return out
}

// keyCandidate reports whether the words right before the separator at
// s[sep] could make detectKeyed mask what follows: a key whose words name
// something, or one ending in "name" or "key".
func keyCandidate(s string, sep int) bool {
	j := sep
	for n := 0; j > 0 && n < 3 && (s[j-1] == ' ' || s[j-1] == '"' || s[j-1] == '\'' || s[j-1] == ']' || s[j-1] == '\\'); n++ {
		j--
	}
	var words []string
	for len(words) < 3 {
		e := j
		for j > 0 && (isWord(s[j-1]) || s[j-1] == '.' || s[j-1] == '-') && e-j < keyBack {
			j--
		}
		if j == e {
			break
		}
		words = append([]string{s[j:e]}, words...)
		if j == 0 || s[j-1] != ' ' {
			break
		}
		j--
	}
	if len(words) == 0 {
		return false
	}
	if keyOfWords(words) != "" {
		return true
	}
	p := keyParts(words[len(words)-1])
	return len(p) > 0 && (p[len(p)-1] == "name" || p[len(p)-1] == "key")
}

// messageAt reports a message that starts at s[a]: the first word and
// the ones after it on the line read as a sentence of one language —
// four words or more, each but one a known word, two of them words
// messages are made of (function words, the error vocabulary, the
// translation catalogues' words) — and the first word is no person's
// name. "billing.vat_number: El número debe ser menor o igual a 64" and
// "InvalidAuthenticityToken: Can't verify CSRF token authenticity" are a
// key's message, not its value; a password of random words has no
// message words, a login no known word.
func messageAt(s string, a int) bool {
	end := strings.IndexByte(s[a:min(len(s), a+200)], '\n')
	if end < 0 {
		end = min(len(s), a+200) - a
	}
	words, known, glue := 0, 0, 0
	for i, f := range strings.Fields(s[a : a+end]) {
		if words == 8 {
			break
		}
		w := strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) })
		if i == 0 && (w == "" || personName(w) || givenName(strings.ToLower(w))) {
			return false
		}
		if w == "" || countDigits(w) > 0 {
			continue
		}
		words++
		lw := strings.ToLower(w)
		if c, ok := contraction(lw); ok {
			lw = c
		}
		isGlue := stopWords[lw] || errWord(lw) || templateWord(lw)
		if isGlue || knownWord(lw) {
			known++
		} else if i == 0 {
			return false
		}
		if isGlue {
			glue++
		}
	}
	return words >= 4 && known >= words-1 && glue >= 2
}

// sentenceOpener reports a capitalised word at s[a:b] that opens a
// sentence after a key's ": " ("A validação falhou: Subdomínio já está
// em uso"): the words after it on the line are three or more known words
// of a language, each but one, with a word messages are made of among
// them. A person's name there is still a value (personName decides
// before this is asked); a word in lower case is a login's shape, and is
// judged alone.
func sentenceOpener(s string, a, b int) bool {
	if a < 2 || s[a-2:a] != ": " {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(s[a:b]); !unicode.IsUpper(r) {
		return false
	}
	w := s[a:b]
	if personName(w) || givenName(strings.ToLower(w)) || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
		return false
	}
	end := strings.IndexByte(s[b:min(len(s), b+200)], '\n')
	if end < 0 {
		end = min(len(s), b+200) - b
	}
	words, known, glue := 0, 0, 0
	for _, f := range strings.Fields(s[b : b+end]) {
		if words == 6 {
			break
		}
		x := strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) })
		if x == "" || strings.IndexFunc(x, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
			continue
		}
		words++
		lx := strings.ToLower(x)
		isGlue := stopWords[lx] || errWord(lx) || templateWord(lx)
		if isGlue || knownWord(lx) && !personName(x) {
			known++
		}
		if isGlue {
			glue++
		}
	}
	return known >= 3 && known >= words-1 && glue >= 1
}

// ownKey reports a word the text itself writes as a key ({ idempotency_key:
// "…" }, retry_token=…): a field's name, wherever else it stands. The keys
// are collected once per text, in one pass.
func (sc *scan) ownKey(w string) bool {
	if sc.keys == nil {
		sc.keys = map[string]bool{}
		s := sc.s
		for i := 0; i < len(s); i++ {
			if s[i] != ':' && s[i] != '=' || i+1 >= len(s) || s[i+1] == ':' || s[i+1] == '=' || s[i+1] == '/' ||
				s[i] == ':' && isLetter(s[i+1]) {
				continue // profile:olivia-martin:prefs joins names, no key
			}
			j, k := i, i
			for k > 0 && j-k < 64 && (isWord(s[k-1]) || s[k-1] == '-') {
				k--
			}
			// a field's name in code's shape (snake or kebab case),
			// unquoted: a quoted key can be an entry's person
			if w := s[k:j]; j-k >= 3 && strings.ContainsAny(w, "_-") && isLetter(s[k]) && (k == 0 || !isWord(s[k-1]) && s[k-1] != '.' && s[k-1] != '"' && s[k-1] != '\'') &&
				!namedAfterPerson(strings.ReplaceAll(strings.ToLower(w), "-", "_")) && !personCompound(w) {
				sc.keys[w] = true
			}
		}
	}
	return sc.keys[w]
}

// ownIndex reports a MongoDB index's name made of the text's own keys and
// their sort directions (idempotency_key_1, tenant_id_1_created_at_-1).
func (sc *scan) ownIndex(tok string) bool {
	if !strings.HasSuffix(tok, "_1") && !strings.HasSuffix(tok, "_-1") || len(tok) > 128 {
		return sc.ownKey(tok)
	}
	rest := tok
	for rest != "" {
		k := strings.Index(rest, "_1")
		d := strings.Index(rest, "_-1")
		if k < 0 || d >= 0 && d < k {
			k = d
		}
		if k <= 0 || !sc.ownKey(rest[:k]) {
			return false
		}
		rest = rest[k:]
		rest = strings.TrimPrefix(strings.TrimPrefix(rest, "_-1"), "_1")
		rest = strings.TrimPrefix(rest, "_")
	}
	return true
}

// typedULID reports a ULID (26 characters of Crockford's base 32, its
// first the high bits of a millisecond time) with an optional type prefix
// in lower case (evt_, ord_): ids that sort by their creation time.
func typedULID(v string) bool {
	if i := strings.IndexByte(v, '_'); i > 0 && i <= 8 && isLowerWord(v[:i]) {
		v = v[i+1:]
	}
	if len(v) != 26 || v[0] < '0' || v[0] > '7' {
		return false
	}
	for i := 0; i < len(v); i++ {
		c := v[i]
		if !(isDigit(c) || c >= 'A' && c <= 'Z' && c != 'I' && c != 'L' && c != 'O' && c != 'U') {
			return false
		}
	}
	return true
}

// enumKeys end keys whose values are a program's enumerations: an error's
// code or reason, a state, a type.
var enumKeys = map[string]bool{"code": true, "reason": true, "status": true, "state": true, "type": true, "kind": true, "errcode": true}

// enumValue reports a snake_case value (idempotency_key_in_use,
// card_declined) right after an enumeration's key and ":" or "=" ("(code:
// …)", reason=…): a constant of the program that wrote the message. A
// person's name in snake case is still a name.
func enumValue(s string, a int, tok string) bool {
	if !strings.Contains(tok, "_") || len(tok) > 64 || namedAfterPerson(tok) || personCompound(tok) {
		return false
	}
	for i := 0; i < len(tok); i++ {
		if c := tok[i]; !(c >= 'a' && c <= 'z' || c == '_' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	if strings.ToLower(tok) != tok && strings.ToUpper(tok) != tok {
		return false
	}
	j := a
	for j > 0 && s[j-1] == ' ' && a-j < 2 {
		j--
	}
	if j == 0 || s[j-1] != ':' && s[j-1] != '=' {
		return false
	}
	j--
	if j > 0 && (s[j-1] == '"' || s[j-1] == '\'') {
		j--
	}
	k := j
	for k > 0 && j-k < 48 && (isWord(s[k-1]) || s[k-1] == '-') {
		k--
	}
	p := keyParts(s[k:j])
	return len(p) > 0 && enumKeys[p[len(p)-1]] && keyClass(s[k:j]) == ""
}

// comparedKey reports a token of v ending at b that is followed by " = "
// (not "=="): the left side of a comparison or an assignment, a column's
// or a variable's name.
func comparedKey(v string, b int) bool {
	j := b
	for j < len(v) && v[j] == ' ' && j-b < 2 {
		j++
	}
	return j > b && j+1 < len(v) && v[j] == '=' && v[j+1] == ' '
}

// systemUID reports a numeric user id below 1000 under a uid key (UID:998,
// uid=0): Unix gives those to root and the system's service accounts
// (SYS_UID_MAX is 999); a person's account starts at 1000.
func systemUID(key, v string) bool {
	p := keyParts(key)
	return len(p) > 0 && p[len(p)-1] == "uid" && len(v) <= 3 && countDigits(v) == len(v)
}

// enumPayload returns where the quoted payload of an enum variant or a
// wrapper at s[i] starts (Rust's Debug: holder: Some("…"), Ok('…'),
// Box::new("…")): the payload is the value. Elsewhere it returns i.
func enumPayload(s string, i int) int {
	j := i
	for j < len(s) && j-i < 32 && (isWord(s[j]) || s[j] == ':') {
		j++
	}
	if j > i && isLetter(s[i]) && j+1 < len(s) && s[j] == '(' && (s[j+1] == '"' || s[j+1] == '\'') {
		return j + 1
	}
	return i
}

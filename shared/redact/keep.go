// What the heuristic rules must leave: code-shaped names, service
// accounts and bots, names made of words, and infrastructure (service
// hosts, private and well-known addresses) unless it is masked on purpose.

package redact

import (
	"net"
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// serviceParts are the words of service accounts, bots and system users.
var serviceParts = wordMap("svc service bot system app api worker job ci cd deploy deployer admin root postgres mysql readonly " +
	"ro rw reporting replication replica backup monitor monitoring prometheus grafana runner sa robot " +
	"automation cron scheduler etl ingest sync migrator migration task lambda default anonymous nobody " +
	"daemon www nginx serviceaccount dependabot renovate github gitlab jenkins k8s kube node operator " +
	"controller agent proxy gateway writer reader consumer producer publisher subscriber healthcheck ")

// serviceValue reports a user value that names a service account, a bot,
// a role or a system user (payments_svc, system:serviceaccount:ci:argo,
// arn:aws:sts::…:assumed-role/…, dependabot[bot], "reporting"), not a
// person: a resource name whose last segment names no one, a service word,
// or common words without a given name or a digit.
func serviceValue(v string) bool {
	v = strings.Trim(v, "\"'` ")
	if v == "" || containsChars(v, " @") {
		return false
	}
	// www-data, nobody, _apt: an account Debian's base system or its
	// packages create (base-passwd, sysusers.d) is nobody's
	if hasSuffix(v, "[bot]") || wordlist.SystemAccount(v) {
		return true
	}
	if k := strings.LastIndexAny(v, ":/"); k >= 0 {
		// arn:…:user/olivia.martin is a person; …:assumed-role/x/8f2d… is not
		last := v[k+1:]
		for _, p := range splitParts(last) {
			if len(p) >= 3 && givenName(strings.ToLower(p)) {
				return false
			}
		}
		return !contains(strings.ToLower(v), ":user/") || serviceValue(last)
	}
	// lager_app: a service's word anywhere makes the account a service's,
	// whatever the words before it
	// (split before lower case: splitParts cuts camelCase at its humps)
	parts := splitParts(v)
	for i, p := range parts {
		parts[i] = strings.ToLower(p)
	}
	for _, lp := range parts {
		if serviceParts[lp] {
			return true
		}
	}
	// common words alone name a service only when code, error text or
	// the technical vocabulary uses them (reporting, planner, ledger): an
	// English word nobody's software names is a login (sunflower,
	// nightingale), as issue 31 found
	words := 0
	for _, lp := range parts {
		if lp == "" {
			continue
		}
		if givenName(lp) || !asciiWord(lp) || len(lp) < 3 || !wordlist.Common(lp) || !wordlist.Code(lp) && !wordlist.ErrorWord(lp) && !wordlist.Tech(lp) || personWord(lp) {
			return false
		}
		words++
	}
	return words > 0 && countDigits(v) == 0
}

// personWord reports a given name of the names data that is a common
// English word too but no word of code or of error messages (martin, grace,
// robin): under a person's key it is the person's (owner=martin), where
// the words of code name a service account (owner=scheduler).
func personWord(lw string) bool {
	return givenNameData(lw) && !wordlist.ErrorWord(lw) && !wordlist.Code(lw) && !wordlist.FunctionWord(lw)
}

// userKey reports the keys whose value is an account: user, login,
// owner, principal.
func userKey(key string) bool {
	p := keyParts(key)
	if len(p) == 0 {
		return false
	}
	switch p[len(p)-1] {
	case "user", "username", "login", "owner", "author", "principal", "role", "account", "uid", "sender":
		return true
	}
	return false
}

// relax drops what the heuristic rules marked on text that is code or
// infrastructure: names that are code-shaped or made of common words,
// secrets that are snake_case words, internal host names and private
// addresses (unless the Redactor masks infrastructure), well-known
// addresses always.
func relax(s string, list []span, infra bool) []span {
	// infrastructure kept: what other rules saw inside it stays too; and
	// Livraison à Hồ Chí Minh: a province's or a city's name of several
	// words (ISO 3166-2) is a place, though the names data holds each word
	// as a person's: no rule's name mark inside it stands, a sure one
	// neither
	var kept []span
	for _, sp := range list {
		t := s[sp.start:sp.end]
		if sp.ph == phHost && !infra && !personalHost(t) || sp.ph == phIP && (wellKnownIP(t) || !infra && privateIP(t)) ||
			sp.ph == phName && indexByte(t, ' ') > 0 && wordlist.Subdivision(t) {
			kept = append(kept, sp)
		}
	}
	// a software licence's name (GNU General Public License, Apache-2.0)
	// is no one's name or number, whatever rule marked its words
	licences := licenceSpans(s)
	out := list[:0]
	for _, sp := range list {
		if sp.sure && !(sp.ph == phName && len(kept) > 0 && inside(kept, sp)) {
			out = append(out, sp)
			continue
		}
		if len(licences) > 0 && (sp.ph == phName || sp.ph == phValue || sp.ph == phRedacted) && inside(licences, sp) {
			continue
		}
		if len(kept) > 0 && (sp.ph == phPhone || sp.ph == phNumber || sp.ph == phRedacted || sp.ph == phGeo || sp.ph == phName) && inside(kept, sp) {
			continue
		}
		t := s[sp.start:sp.end]
		drop := false
		switch sp.ph {
		case phName:
			mention := sp.start > 0 && s[sp.start-1] == '@'
			drop = !hasForeign(t, latin) && (!mention && (codeName(t) && !initialLoginSpan(s, sp.start, sp.end) || inCodePath(s, sp.start, sp.end)) || commonWords(t) && !namePairText(t) && !greetedName(s, sp) && !capsName(s, sp) && !(mention && (personHandle(strings.ToLower(t)) || socialBefore(strings.ToLower(s[max(0, sp.start-33):sp.start]), min(sp.start, 33)-1))))
		case phHost:
			drop = !infra && !personalHost(t)
		case phIP:
			drop = wellKnownIP(t) || !infra && privateIP(t)
		}
		if !drop {
			out = append(out, sp)
		}
	}
	return out
}

// codeName reports a code-shaped text without a person in it
// (com.fasterxml.jackson, enable_classiclink, psycopg2, manifest.json):
// one dot joins a handle (k.nakamura, olivia.m) unless it ends in a file
// extension or joins common words.
func codeName(t string) bool {
	if hasPrefix(t, "@") {
		return false // a mention is somebody's handle
	}
	if !containsChars(t, "._:/0123456789") {
		return false
	}
	for i := 0; i < len(t); i++ {
		if c := t[i]; !isWord(c) && c != '.' && c != ':' && c != '/' && c != '-' {
			return false // a handle's "+", a record's "|", a name's "^"
		}
	}
	parts := splitParts(t)
	for _, p := range parts {
		if len(p) >= 3 && givenName(strings.ToLower(p)) {
			return strings.Count(t, ".") >= 2 || contains(t, ":")
		}
	}
	if strings.Count(t, ".") == 1 && !containsChars(t, "_:/") {
		k := indexByte(t, '.')
		ext := strings.ToLower(t[k+1:])
		base := strings.ToLower(t[:k])
		if len(ext) >= 2 && len(ext) <= 5 && countDigits(ext) == 0 && (wordlist.ErrorWord(ext) || fileExts[ext]) &&
			(containsChars(base, "_-0123456789") || wordlist.Common(base) || wordlist.ErrorWord(base)) {
			return true
		}
		for _, p := range parts {
			if lp := strings.ToLower(p); lp != "" && (len(lp) < 3 || !wordlist.Common(lp)) {
				return false
			}
		}
	}
	return true
}

// fileExts are extensions of code and data files.
var fileExts = wordMap("json yaml yml toml xml csv txt py go js ts mjs cjs jsx tsx rb php java kt cs rs sql sh conf ini env " +
	"lock html css md log so dll jar zip gz tar proto tf parquet db bak pem crt ")

// greetedName reports a given name that a greeting addresses (Dear Grace,
// Hi Amber!): one word of the names data between a greeting and a comma or
// "!", which no product or common word stands in.
func greetedName(s string, sp span) bool {
	t := s[sp.start:sp.end]
	if contains(t, " ") || !givenNameData(strings.ToLower(t)) || sp.end >= len(s) || s[sp.end] != ',' && s[sp.end] != '!' {
		return false
	}
	before := strings.TrimRight(s[:sp.start], " ")
	k := strings.LastIndexAny(before, " ,.:;\n")
	return greeting(strings.ToLower(before[k+1:]))
}

// capsName reports a name written in capitals as records write people
// (card holder J SMITH, passenger BAKER): a word of three letters or more
// of the names data, all in capitals, that is no command-line metavar
// (--tenant TENANT) nor the text's own capitals word elsewhere.
func capsName(s string, sp span) bool {
	t := s[sp.start:sp.end]
	w := t
	if k := lastIndexByte(t, ' '); k >= 0 {
		w = t[k+1:]
	}
	lw := strings.ToLower(w)
	if len(w) < 3 || strings.ToUpper(w) != w || !isUpperASCII(w[0]) || !(surnameData(lw) || givenNameData(lw)) {
		return false
	}
	return !hasSuffix(strings.ToLower(s[:sp.start]), "-"+lw+" ") && !hasSuffix(strings.ToLower(s[:sp.start]), "-"+lw+"=")
}

// commonWords reports a text of common words or products' names, none a
// given name that is no product ("App Backend", "Portal", "hourly",
// "Julia Language").
func commonWords(t string) bool {
	n := 0
	for _, w := range strings.FieldsFunc(trimPrefix(t, "@"), func(r rune) bool { return r == ' ' || r == '-' || r == ',' }) {
		lw, _ := contraction(strings.ToLower(strings.Trim(w, ".'\"")))
		if lw == "" {
			continue
		}
		n++
		if givenName(lw) && !productName(lw) || !asciiWord(lw) || !wordlist.Common(lw) && !productName(lw) {
			return false
		}
	}
	return n > 0
}

// snakeWords reports SCREAMING_SNAKE or snake_case made of words and
// numbers (TLS_AES_256_GCM_SHA384, V17__add_refunds, audit_log_2026_11):
// a name, where a generated secret has random parts.
func snakeWords(t string) bool {
	if !contains(t, "_") {
		return false
	}
	wordsN := 0
	for _, p := range split(t, "_") {
		if p == "" {
			continue
		}
		if countDigits(p) == len(p) {
			continue
		}
		lp := strings.ToLower(p)
		if len(lp) <= 4 && allUpper(p) || wordlist.Common(lp) || wordlist.ErrorWord(lp) {
			wordsN++
			continue
		}
		if len(lp) <= 3 && (lp[0] == 'v' || allUpper(p)) {
			continue
		}
		return false
	}
	return wordsN >= 2
}

// personalHost reports a host name that carries a person's name: a
// device named after its owner (olivias-macbook.local, liam-laptop).
func personalHost(h string) bool {
	device, owner := false, false
	for _, p := range splitParts(h) {
		lp := strings.ToLower(p)
		if len(lp) >= 3 && (givenName(lp) || hasSuffix(lp, "s") && givenName(lp[:len(lp)-1])) {
			return true
		}
		// Marisol-MacBook-Air.local: a name of the names data beside a
		// device word
		device = device || wordIn(deviceWords, lp)
		owner = owner || len(lp) >= 3 && (deviceOwner(lp) || hasSuffix(lp, "s") && deviceOwner(lp[:len(lp)-1]))
	}
	return device && owner
}

// wellKnownIP reports loopback, unspecified and the link-local metadata
// address (169.254.169.254, fd00:ec2::254): they name no one.
func wellKnownIP(t string) bool {
	ip := net.ParseIP(strings.Trim(t, "[]"))
	if ip == nil {
		return false
	}
	return ip.IsLoopback() || ip.IsUnspecified() || ip.Equal(net.ParseIP("169.254.169.254")) || ip.Equal(net.ParseIP("fd00:ec2::254"))
}

// privateIP reports private and link-local addresses: a network's inside,
// not a user's address. The shared space of RFC 6598 (100.64/10) is not
// one: a carrier gives it to a subscriber's router behind its NAT, and
// Tailscale and other mesh VPNs to each person's device, so it is one
// home's or one device's address as a public one is.
func privateIP(t string) bool {
	ip := net.ParseIP(strings.NewReplacer("-", ".", "_", ".").Replace(strings.Trim(t, "[]")))
	if ip == nil {
		return false
	}
	// fe80::/10 is link-local, but RFC 4291 (2.5.6) writes its 54 bits
	// after the prefix as zeros: fe92:cbe4:77ed:… is no link's address
	if ip.IsPrivate() || ip.IsLinkLocalUnicast() && (ip.To4() != nil || ip[1] == 0x80 && string(ip[2:8]) == "\x00\x00\x00\x00\x00\x00") || ip.IsLoopback() {
		return true
	}
	return false
}

// inside reports whether sp lies within one of list.
func inside(list []span, sp span) bool {
	for _, k := range list {
		if k.start <= sp.start && sp.end <= k.end {
			return true
		}
	}
	return false
}

// ipText reports whether s is made only of what net.ParseIP reads (hex
// digits, dots and colons; it takes no zone): anything else is no address,
// and ParseIP's error for it costs an allocation.
func ipText(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !isHexByte(c) && c != '.' && c != ':' {
			return false
		}
	}
	return s != ""
}

// hostOrAddress reports a value that is a host name or an IP address,
// with a port or a path after it.
func hostOrAddress(v string) bool {
	h := v
	path := false
	if k := strings.IndexAny(h, "/"); k > 0 {
		h, path = h[:k], true
	}
	if k := lastIndexByte(h, ':'); k > 0 && countDigits(h[k+1:]) == len(h)-k-1 && strings.Count(h, ":") == 1 {
		h = h[:k]
	}
	if t := strings.Trim(h, "[]"); ipText(t) && net.ParseIP(t) != nil {
		return true
	}
	tld := strings.ToLower(h[lastIndexByte(h, '.')+1:])
	switch tld {
	case "internal", "local", "lan", "corp", "svc", "consul", "intra", "home":
		return strings.Count(h, ".") >= 1
	}
	// a name of two labels is a host when a path follows it (an image's
	// registry, ghcr.io/acme/worker) and it names no one (olivia.dev/blog)
	return hostLike(strings.ToLower(h)) || path && strings.Count(h, ".") == 1 && hostLike("x."+strings.ToLower(h)) && !personalHost(h)
}

// inCodePath reports a span that is one segment of a dotted module path
// (com.fasterxml.jackson.databind) or of a colon-joined resource name
// (arn:aws:sts::…): code, whatever the segment's word. The path's
// capitalised tail (a class and its method: .BeanSerializer.serialize) is
// not part of the package path the span must lie in.
func inCodePath(s string, a, b int) bool {
	i, j := a, b
	for i > 0 && (isWord(s[i-1]) || s[i-1] == '.') {
		i--
	}
	for j < len(s) && (isWord(s[j]) || s[j] == '.' && !(j+1 < len(s) && s[j+1] >= 'A' && s[j+1] <= 'Z')) {
		j++
	}
	tok := s[i:j]
	if strings.Count(tok, ".") >= 2 && strings.ToLower(tok) == tok {
		return true
	}
	// arn:aws:…, urn:…: a scheme of lower-case letters joined by colons
	return b+1 < len(s) && s[b] == ':' && s[b+1] >= 'a' && s[b+1] <= 'z' && strings.ToLower(s[a:b]) == s[a:b] && b-a <= 5 &&
		strings.Count(s[b:min(len(s), b+40)], ":") >= 2
}

// qualifiedClass reports a class named with its package, as Java, Kotlin
// and Scala write it (cz.acme.sklad.PolozkaObjednavky): two package
// segments at least, in lower case, then one identifier that starts with
// a capital. Whatever the class's words, a name so qualified is code;
// nobody's login or name is written under a package (a dotted
// given.surname has no package before it).
func qualifiedClass(tok string) bool {
	k := lastIndexByte(tok, '.')
	if k < 0 || k+1 >= len(tok) || tok[k+1] < 'A' || tok[k+1] > 'Z' || strings.Count(tok[:k], ".") < 1 {
		return false
	}
	for _, p := range split(tok[:k], ".") {
		if p == "" || p[0] < 'a' || p[0] > 'z' {
			return false
		}
		for i := 0; i < len(p); i++ {
			if c := p[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
				return false
			}
		}
	}
	lower := false
	for i := k + 1; i < len(tok); i++ {
		c := tok[i]
		if !(isAlnum(c) || c == '_' || c == '$') {
			return false
		}
		lower = lower || c >= 'a' && c <= 'z'
	}
	return lower
}

// wordParts reports a name made of words (X-RateLimit-Remaining,
// reporting-replica-2): every part of three letters or more a common word,
// at least two of them. A generated secret's parts are not words.
func wordParts(t string) bool {
	if containsChars(t, " \t\n") {
		return false // words apart are prose or a mnemonic, not a name
	}
	n, short := 0, 0
	for _, p := range splitParts(t) {
		if p == "" {
			continue
		}
		if len(p) < 3 {
			short++ // a random token splits into many short fragments
			continue
		}
		lp := strings.ToLower(p)
		if !wordlist.Common(lp) && !wordlist.ErrorWord(lp) {
			return false
		}
		n++
	}
	return n >= 2 && short <= 1
}

// namePairText reports a text of two words that read as a given name and a
// surname (Frank Winter): made of common words, still a person. A rule
// found the span where a person is meant (customer Grace Baker), so a
// given name that also names a product (Grace, Julia, Victoria) counts
// here, as namePair, which looks for names in any text, cannot let it.
func namePairText(t string) bool {
	f := strings.Fields(t)
	if len(f) != 2 {
		return false
	}
	if lf := strings.ToLower(f[0]); (productName(lf) || stopWords[lf]) && len(f[1]) >= 2 {
		ls := strings.ToLower(f[1])
		return givenNameData(lf) && surnameData(ls) && !stopWords[ls] && !wordIn(thingNouns, ls) && !wordlist.Tech(ls)
	}
	return namePair(f[0], f[1])
}

// syslogHost reports s[a:b] as the host column of a syslog or journal
// line: after the line's time (09:12:55, 09:12:55.123+02:00) and before
// the program and its pid (systemd[1]:, kernel:). A host named after a
// city (sofia-edge-1) is the host's name there; a device named after its
// owner (anna-laptop) is the device rules'.
func syslogHost(s string, a, b int) bool {
	t := strings.TrimRight(s[:a], " ")
	if len(t) == a || len(t) < 8 {
		return false
	}
	// the time's end: its seconds, a fraction, a zone
	k := len(t)
	for k > 0 && (isDigit(t[k-1]) || indexByte(".:+-Z", t[k-1]) >= 0) {
		k--
	}
	if !contains(t[k:], ":") || len(t)-k < 8 || t[k+2] != ':' && !contains(t[k:], "T") {
		return false
	}
	if b+2 >= len(s) || s[b] != ' ' {
		return false
	}
	e := b + 1
	for e < len(s) && (isWord(s[e]) || indexByte(".-/", s[e]) >= 0) {
		e++
	}
	if e == b+1 || e >= len(s) {
		return false
	}
	if s[e] == '[' {
		c := indexByte(s[e:min(len(s), e+12)], ']')
		if c < 0 {
			return false
		}
		e += c + 1
	}
	return e < len(s) && s[e] == ':'
}

// hostNouns name the value after them a host (ssh's "connect to host %s
// port %s", curl's "Could not resolve host: %s", a server: line).
const hostNouns = " host hostname server "

// hostAfterNoun marks sc.s[a:b], a value's token tok with its quotes, as
// a host when a host's noun stands before it and it has a host's shape
// (dottedHost): kept as hosts are, unless the organisation masks its
// topology. The dot is the cheap gate before the look-back.
func hostAfterNoun(sc *scan, a, b int, tok string) bool {
	if indexByte(tok, '.') <= 0 || !wordIn(hostNouns, strings.ToLower(wordBefore(sc.s, a))) || !dottedHost(tok) {
		return false
	}
	sc.add(a, b, phHost)
	return true
}

// dottedHost reports a host name's shape: two labels or more of lower-case
// letters, digits and hyphens joined by dots, the last of letters, none a
// name of the names data. After a host's noun it is a host whatever its
// labels are (sklad.vnutr, a private zone no list holds: host names are
// kept by policy); olivia.martin, a login's shape, stays a value there.
func dottedHost(t string) bool {
	k := lastIndexByte(t, '.')
	if k <= 0 || k == len(t)-1 || !lettersOnly(t[k+1:]) || strings.ToLower(t) != t {
		return false
	}
	for _, l := range split(t, ".") {
		if l == "" || l[0] == '-' || strings.Trim(l, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" || givenNameData(l) || surnameData(l) {
			return false
		}
	}
	return !personalHost(t)
}

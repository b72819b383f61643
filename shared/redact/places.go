// Places: coordinates, plus codes, street addresses, user names in
// paths and person URLs, internal host names.

package redact

import (
	"strings"

	"glitchtip-mcp/shared/ident"
	"glitchtip-mcp/shared/lazyre"
	wordlist "glitchtip-mcp/shared/redact/words"
)

func detectGeo(sc *scan) {
	if decimals3(sc.s) >= 2 {
		for _, m := range reGeo.FindAllStringIndex(sc.s, -1) {
			sc.add(m[0], m[1], phGeo)
		}
	}
	if contains(sc.lower, "lat") && indexByte(sc.s, '.') >= 0 {
		for _, m := range reGeoWords.FindAllStringSubmatchIndex(sc.s, -1) {
			// each in its own tuple or quoted ({lat, 41.01}, {lng, 28.97}): the two
			// numbers, so the brackets and quotes stay as they were
			if containsChars(sc.s[m[0]:m[1]], "(){}[]\"'") {
				sc.add(m[2], m[3], phGeo)
				sc.add(m[4], m[5], phGeo)
				continue
			}
			sc.add(m[0], m[1], phGeo)
		}
	}
	if hasDigit(sc.s) && sc.anyOf(seatWords...) {
		for _, m := range reSeatFlight.FindAllStringSubmatchIndex(sc.s, -1) {
			sc.add(m[2], m[3], phGeo)
		}
	}
	// Open Location Codes (plus codes) and what3words addresses name a
	// spot of a few metres
	if indexByte(sc.s, '+') >= 0 || contains(sc.s, "///") {
		for _, m := range rePlaceCode.FindAllStringIndex(sc.s, -1) {
			// dns:///rating.billing.svc, file:///srv/x: a URL's empty
			// authority after its scheme, no what3words address
			if m[0] > 0 && sc.s[m[0]-1] == ':' && sc.s[m[0]] == '/' {
				continue
			}
			sc.add(m[0], m[1], phGeo)
		}
	}
}

// reSeatFlight is a seat on a flight said of someone (is on seat 14A on
// TK1795, sitzt auf Platz 14A in LH 401, est au siège 14A du vol AF1234):
// where a person is, to the row, on a known flight; a seat without its
// flight, or without a person's verb, is a booking's (seat 14A not
// available) and stays.
var reSeatFlight = lazyre.NewRare(`(?i)\b(?:is|are|was|were|sits|sitting|seated|ist|sitzt|est|está|estão|è|zit|oturuyor)\s+(?:(?:on|in|at|auf|au|na|no|in|op|sur|en)\s+)?(?:the\s+)?((?:seat|platz|sitz|sitzplatz|siège|place|asiento|posto|assento|poltrona|stoel|plaats|koltuk)\s+\d{1,2}[A-K]\s*(?:,\s*)?(?:on|in|of|auf|im|du|del|dello|do|da|van|op)?\s*(?:(?:the\s+)?(?:flight|flug|vol|vuelo|volo|voo|vlucht|uçuş)\s+)?[A-Z0-9]{2}\s?\d{1,4})\b`)

// seatWords are reSeatFlight's words for a seat, as the lower-cased text
// holds them.
var seatWords = []string{"seat ", "platz ", "sitz", "siège ", "place ", "asiento ", "posto ", "assento ", "poltrona ", "stoel ", "plaats ", "koltuk "}

// rePlaceCode is a full plus code (8 characters of its alphabet, "+", 2–3
// more), a short one (2, 4 or 6 characters before "+") with the town it is
// read from after it, as the Open Location Code specification writes it
// (7JFJ+XF Bengaluru), or a what3words address (///word.word.word).
var rePlaceCode = lazyre.NewRare(`\b[23456789CFGHJMPQRVWX]{8}\+[23456789CFGHJMPQRVWX]{2,3}\b|` +
	`\b(?:[23456789CFGHJMPQRVWX]{2}){1,3}\+[23456789CFGHJMPQRVWX]{2,3},? \p{Lu}\p{Ll}+|///\p{Ll}+\.\p{Ll}+\.\p{Ll}+`)

func detectAddresses(sc *scan) {
	s := sc.s
	digit := hasDigit(s)
	// reStreet backtracks over every capitalised word: run it only where
	// one of its forms can start (a number before a capitalised word, a
	// street word or suffix, a unit word).
	if digit && (numberThenCapital(s) || sc.anyOf("stra", "str.", "weg", "gasse", "platz", "allee", "laan", "gracht",
		"vej", "gatan", "gate", "veien", "apt", "apartment", "suite", "unit", "flat", "floor", "box")) ||
		sc.anyOf("rue ", "avenue", "boulevard", "chemin", "allée", "via ", "viale", "piazza", "calle", "avenida", "rua ", "carrer", "plaza", "jl. ", "jalan ") {
		for _, m := range reStreet.FindAllStringIndex(s, -1) {
			// le chemin 'docs/api/v3.md': the word for a path before
			// one, no street; a street word in the sentence's own words
			// with no house number before it
			// runner-…-concurrent-0 via gitlab-runner: a number glued to a
			// token by a hyphen is the token's, no house number
			if m[0] > 0 && isDigit(s[m[0]]) && (s[m[0]-1] == '-' || s[m[0]-1] == '_') ||
				m[1] < len(s) && s[m[1]] == '/' && !hasDigit(s[m[0]:m[1]]) ||
				// (apt 2.7.14, Quelle: …): a number that goes on with a
				// dot and digits is a version, no unit's number
				m[1]+1 < len(s) && isDigit(s[m[1]-1]) && s[m[1]] == '.' && isDigit(s[m[1]+1]) || (proseStreetWord(s[m[0]:m[1]]) || streetInProse(s[m[0]:m[1]])) && !numberBefore(s, m[0]) {
				continue
			}
			if deviceUnit(s, m[0], m[1]) {
				continue
			}
			sc.add(m[0], m[1], phAddress)
		}
	}
	// every postcode form has a capital right before a digit (UK,
	// Canada) or a run of four digits or more (scanfacts.go)
	if df := sc.digits(); !digit || !df.upperDigit && df.run < 4 {
		return
	}
	for _, m := range rePostcode.FindAllStringIndex(s, -1) {
		v := s[m[0]:m[1]]
		// "2026 UTC", "5432 ms": a year or port before a unit is no postcode
		if sp := indexByte(v, ' '); sp > 0 {
			rest := strings.ToLower(strings.TrimSpace(v[sp+1:]))
			if unitWord(rest) || stopName(rest) || rest == "utc" {
				continue
			}
		}
		if len(v) == 6 && v[4] != ' ' && countDigits(v) == 4 {
			continue // 1234AB without a space is too often an identifier
		}
		if !postcodeShaped(s, m[0], v) {
			continue
		}
		sc.add(m[0], m[1], phAddress)
	}
}

// deviceUnit reports "unit" in small letters and its number alone (reading
// register 40021 from unit 17, on unit 3 (pump station)): Modbus' and a
// fleet's word for a device's address on its bus, no flat's. A flat's
// unit goes on to its street (Unit 5/22 Marine Parade, unit 4, 22 Mill
// Lane) and is masked.
func deviceUnit(s string, a, b int) bool {
	if !hasPrefix(s[a:], "unit ") {
		return false
	}
	for i := a + 5; i < b; i++ {
		if !isDigit(s[i]) && s[i] != ' ' {
			return false
		}
	}
	return b == len(s) || s[b] != '/' && s[b] != ','
}

// streetInProse reports a street word and the words after it with no
// number and no capital among them ("le chemin de mon propre exécutable",
// "la via più breve"): prose, where a street's name is capitalised
// (chemin de la Croix, via Roma) or numbered.
func streetInProse(m string) bool {
	if hasDigit(m) {
		return false
	}
	f := strings.Fields(m)
	for _, w := range f[1:] {
		if r, _ := decodeRune(w); upperRune(r) {
			return false
		}
	}
	return len(f) > 1
}

// numberBefore reports a house number just before s[i:] ("4 chemin…").
func numberBefore(s string, i int) bool {
	j := i
	for j > 0 && (s[j-1] == ' ' || s[j-1] == ',') {
		j--
	}
	return j > 0 && j < i && isDigit(s[j-1])
}

// numberThenCapital reports whether s has a number followed by a space and
// a capital letter ("221B Baker", "12, Main"), where an English street
// address starts.
func numberThenCapital(s string) bool {
	for i := 0; i+2 < len(s); i++ {
		if !isDigit(s[i]) {
			continue
		}
		j := i + 1
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		if j < len(s) && isLetter(s[j]) {
			j++
		}
		if j < len(s) && s[j] == ',' {
			j++
		}
		if j+1 < len(s) && s[j] == ' ' && (s[j+1] >= 'A' && s[j+1] <= 'Z' || s[j+1] >= 0xC0) {
			return true
		}
		i = j - 1
	}
	return false
}

func detectPaths(sc *scan) {
	s := sc.s
	if !containsChars(s, "/\\~") {
		return
	}
	// the homes rePathUser knows, in any case (a cheap test first)
	homes := afterSlash(sc.lower, "home/", "users/", "u/", "var/mail/", "var/spool/", "export/home/") || sc.anyOf("\\users\\", "~", ":\\users", ":/users", ":\\documents and settings", ":/documents and settings")
	// the test comes before the expression (a range over its matches
	// ran it whatever the test said, on every text with a slash)
	for _, m := range pathUsers(s, homes) {
		user := strings.ToLower(s[m[4]:m[5]])
		if m[4] == m[5] || user == "shared" || user == "public" || user == "default" || user == "all users" || serviceHome(user) || routeHome(s, m[2], user) {
			continue
		}
		// "~" is a home only at a word start (~alice/, not file~2), and
		// "~~" none (Android's /data/app/~~…/: the shell expands no ~~)
		if s[m[2]:m[3]] == "~" && (m[2] > 0 && (isWord(s[m[2]-1]) || s[m[2]-1] == '~') || s[m[4]] == '~' || m[5] >= len(s) || s[m[5]] != '/') {
			continue
		}
		sc.add(m[4], m[5], phPathUser)
	}
	if contains(s, `\\`) {
		for _, m := range reUNC.FindAllStringIndex(s, -1) {
			sc.add(m[0], m[1], phHost)
		}
	}
	if afterSlash(sc.lower, "customer", "member", "people", "person", "user", "profile", "author", "employee",
		"patient", "student", "contact", "subscriber", "u/", "@/") || contains(s, " u/") {
		for _, m := range rePersonPath.FindAllStringSubmatchIndex(s, -1) {
			if seg := s[m[2]:m[3]]; personSegment(seg) && !filesystemPath(s, m[0]) {
				sc.add(m[2], m[3], phPathUser)
			}
		}
	}
}

// serviceHome reports a home folder's owner that a real source names as
// a system, service or default account (system.fuse: base-passwd,
// sysusers.d, packages' postinst, cloud-init's default users): no
// person's (/home/ubuntu/, /home/ec2-user/, /home/postgres/,
// /home/www-data/, /home/deploy/: systemAccount). One the names data
// also holds (rocky, fedora: cloud images' users, but people's names too)
// stays masked, unless it is a service word the login rules keep whole
// (serviceParts: /home/ci/, /home/app/, short words the names data holds
// too).
func serviceHome(user string) bool {
	return (wordlist.SystemAccount(user) || systemAccount(user)) && !personNameData(user) || serviceParts[user]
}

// routeHome reports /home/<word> in a web address's path, not a file's:
// a query's value (redirect=%2Fhome%2Fdashboard, decoded) or a URL's
// (after "://"): there /home is a route and the word after it a page,
// when a dictionary knows it and the names data does not (/home/olivia
// stays a person's).
func routeHome(s string, i int, user string) bool {
	a := i
	for a > 0 && !isSpace(s[a-1]) && i-a < 256 {
		a--
	}
	return i > 0 && (s[i-1] == '=' || contains(s[a:i], "://")) && knownWord(user) && !personNameData(user)
}

// pathUsers is rePathUser's matches in s, none unless homes.
func pathUsers(s string, homes bool) [][]int {
	if !homes {
		return nil
	}
	return rePathUser.FindAllStringSubmatchIndex(s, -1)
}

// rePersonPath is a URL path segment under a resource that names people:
// /customers/olivia-martin/, /profile/jsmith, /members/j.doe, /@alice;
// and Reddit's u/ before a user's name at a word's start (user
// u/el_gato_loco), which its messages and links write without the host.
var rePersonPath = lazyre.New(`(?i)(?:/(?:customers?|members?|people|persons?|users?|profiles?|authors?|employees?|patients?|students?|contacts?|subscribers?|u|@)|\s(?-i:u))/([A-Za-z][A-Za-z0-9._%+\-]{1,60})(?:[/?#\s"')\]]|$)`)

// filesystemPath reports whether the path around s[i] is a file's
// (/home/user/Android/…, /var/lib/…), where a directory follows "user",
// rather than a URL's.
func filesystemPath(s string, i int) bool {
	start := i
	for start > 0 && !isSpace(s[start-1]) && s[start-1] != '"' && s[start-1] != '\'' && s[start-1] != '(' && s[start-1] != '=' {
		start--
	}
	tok := s[start:i]
	if contains(tok, "://") {
		return false
	}
	for _, root := range []string{"/home", "/Users", "/var", "/usr", "/opt", "/tmp", "/etc", "/srv", "/root", "/mnt", "/data",
		"/app", "/lib", "/private", "/Volumes", "/System", "/Library", "/sdcard", "/storage", "~"} {
		if hasPrefix(tok, root) {
			return true
		}
	}
	return false
}

// personSegment reports whether a path segment under a person resource is
// a person's handle rather than a route (settings, search, me) or an
// identifier (a hex id, a UUID).
func personSegment(seg string) bool {
	l := strings.ToLower(seg)
	if wordIn(pathWords, l) {
		return false
	}
	if ident.UUID(seg) || ident.Chars(seg, 8, 64, func(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' || c == '-' }) {
		return false
	}
	return len(seg) >= 3
}

// pathWords are the path segments that name no one (personSegment), each
// between spaces (wordIn): a switch over them cost 2.9 KB of code.
const pathWords = " me self current new edit create update delete search list all settings profile profiles login " +
	"logout signup register api index show details info stats export import bulk batch count active " +
	"inactive admin anonymous guest default public private invite invites verify confirm password reset " +
	"avatar avatars photo preferences notifications orders addresses payments sessions tokens keys roles " +
	"groups permissions view views history activity feed followers following favorites lookup by-email " +
	"by-id exists available unknown null undefined none id ids sign_in sign_up sign_out signin signout " +
	"sign-in sign-up sign-out auth oauth sso saml callback passwords confirmation unlock invitation " +
	"bulk_create me.json "

func detectHosts(sc *scan) {
	l := sc.lower
	if !sc.anyOf(".internal", ".local", ".lan", ".corp", ".home", ".intra", ".priv", ".prv", ".svc", ".consul", ".int", ".ad", ".office", ".dmz", ".mgmt", ".infra", ".vpn", ".test", ".invalid", ".onion") {
		return
	}
	for _, m := range reHost.FindAllStringIndex(sc.s, -1) {
		// a file name like "config.local" or "app.test.js" is no host; a
		// name with more labels is one, whatever follows it
		if m[1] < len(sc.s) && sc.s[m[1]] == '.' && m[1]+1 < len(sc.s) && isWord(sc.s[m[1]+1]) && strings.Count(sc.s[m[0]:m[1]], ".") < 2 {
			continue
		}
		if strings.Count(sc.s[m[0]:m[1]], ".") < 2 && (hasSuffix(l[m[0]:m[1]], ".int") || hasSuffix(l[m[0]:m[1]], ".ad") || hasSuffix(l[m[0]:m[1]], ".home") || hasSuffix(l[m[0]:m[1]], ".test") || hasSuffix(l[m[0]:m[1]], ".office")) {
			continue // "value.int", "self.home": code, not hosts
		}
		sc.add(m[0], m[1], phHost)
	}
}

// hostLike reports a dotted name ending in a common top-level domain
// (registry.example.com), which names a machine, not a person.
func hostLike(w string) bool {
	dot := lastIndexByte(w, '.')
	if dot < 0 || strings.Count(w, ".") < 2 {
		return false
	}
	if wordIn(hostLikeWords, w[dot+1:]) {
		return true
	}
	// ksef.mf.gov.pl, nfe.fazenda.gov.br: a country's domain and the
	// public second level it registers names under, whatever the other
	// labels (words.PublicSecondLevel, from the Public Suffix List); a
	// host of a person's name stays theirs
	prev := lastIndexByte(w[:dot], '.')
	return len(w)-dot == 3 && lettersOnly(w[dot+1:]) && wordlist.PublicSecondLevel(w[prev+1:dot]) && !personalHost(w)
}

// specialUseHost reports a name of three labels or more in one of RFC
// 2606's and 6761's special-use domains (ocs-01.billing.telco.example): a
// host of a sample or a test setup, registered to no one. Only where a
// login or a host's short name is asked about (bylogins.go, owncode.go):
// a path after such a host is still judged segment by segment.
func specialUseHost(w string) bool {
	dot := lastIndexByte(w, '.')
	return dot > 0 && strings.Count(w, ".") >= 2 && wordIn(" example test invalid localhost ", strings.ToLower(w[dot+1:]))
}

// hostLikeWords are hostLike's words, each between spaces (wordIn).
const hostLikeWords = " com org net io dev app cloud co uk de " + "fr eu local internal svc "

// decimals3 counts the numbers with three or more decimals in s (up to
// two): a coordinate pair has two.
func decimals3(s string) int {
	n := 0
	for i := indexByte(s, '.'); i > 0 && i+3 < len(s); {
		if isDigit(s[i-1]) && isDigit(s[i+1]) && isDigit(s[i+2]) && isDigit(s[i+3]) {
			if n++; n == 2 {
				return n
			}
		}
		k := indexByte(s[i+1:], '.')
		if k < 0 {
			break
		}
		i += k + 1
	}
	return n
}

// afterSlash reports whether one of words follows a "/" in s: one pass over
// the slashes instead of one search per word.
func afterSlash(s string, words ...string) bool {
	for i := indexByte(s, '/'); i >= 0; {
		rest := s[i+1:]
		for _, w := range words {
			if hasPrefix(rest, w) {
				return true
			}
		}
		k := indexByte(rest, '/')
		if k < 0 {
			return false
		}
		i += k + 1
	}
	return false
}

// proseStreetWord reports a street word in a sentence's own words (le
// chemin de mon propre exécutable, via the proxy): in lower case, with no
// number and no capitalised name after it, it is the word for a path or a
// way, not a street's name.
func proseStreetWord(m string) bool {
	if hasDigit(m) || m == "" || !lowerRune([]rune(m)[0]) {
		return false
	}
	for _, r := range m {
		if upperRune(r) {
			return false
		}
	}
	return true
}

// postcodeShaped tells a postcode rePostcode found from the counts and
// codes that share its shape. A US state and ZIP (CA 94105) must agree on
// the ZIP's first digit, which USPS gives each state's region: "ID 65536"
// and "PR 12345" are an id and a pull request, not Idaho and Puerto Rico.
// Five digits and a capitalised word (10115 Berlin) are a postcode and its
// town unless the word is one of the translation catalogues' templates
// (65536 Minuten, 10000 Zeilen) and no street stands before it (Hauptstraße
// 12, 10115 Berlin); a dictionary word is not enough: Paris is one.
func postcodeShaped(s string, a int, v string) bool {
	if modelNumberAt(s, a) {
		return false // Radeon RX 6500 XT: a model's number, no postcode
	}
	if len(v) >= 8 && v[0] >= 'A' && v[0] <= 'Z' && v[1] >= 'A' && v[1] <= 'Z' {
		st := v[:2]
		rest := strings.TrimLeft(v[2:], ", ")
		if rest != "" && rest[0] >= '0' && rest[0] <= '9' && countDigits(rest) >= 5 && !containsChars(rest, " ") {
			// two capitals that are no US state's or territory's code
			// (USPS) and five digits are still masked: no ZIP, but a
			// licence plate writes them so too (IK 31877)
			if region, ok := zipRegion[st]; ok {
				return indexByte(region, rest[0]) >= 0
			}
			// FD 28709: a word the digit rules read as naming a
			// technical count before its number (a file descriptor's,
			// techWord), in capitals, names that number; a plate's
			// letters name nothing
			if techWord(strings.ToLower(st)) && countDigits(rest) == len(rest) {
				return false
			}
		}
	}
	if sp := indexByte(v, ' '); sp == 5 && countDigits(v[:5]) == 5 {
		town := v[sp+1:]
		if e := strings.IndexAny(town, " -"); e > 0 {
			town = town[:e]
		}
		before := strings.TrimRight(s[:a], " ")
		if wordlist.Template(strings.ToLower(town)) && !hasSuffix(before, ",") {
			return false
		}
	}
	return true
}

// zipRegion holds, per US state and territory code, the first digits its
// ZIP codes start with (USPS's national areas: 0 New England, 9 the West
// Coast, ...).
var zipRegion = pairMap(
	"CT:0 MA:0 ME:0 NH:0 NJ:0 PR:0 RI:0 VT:0 VI:0 AE:0 " +
		"DE:1 NY:01 PA:1 " +
		"DC:2 MD:2 NC:2 SC:2 VA:2 WV:2 " +
		"AL:3 FL:3 GA:3 MS:3 TN:3 AA:3 " +
		"IN:4 KY:4 MI:4 OH:4 " +
		"IA:5 MN:5 MT:5 ND:5 SD:5 WI:5 " +
		"IL:6 KS:6 MO:6 NE:6 " +
		"AR:7 LA:7 OK:7 TX:78 " +
		"AZ:8 CO:8 ID:8 NM:8 NV:8 UT:8 WY:8 " +
		"AK:9 CA:9 HI:9 OR:9 WA:9 AP:9 GU:9 AS:9 MP:9 PW:9 FM:9 MH:9 ")

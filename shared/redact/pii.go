package redact

import (
	"net"
	"strconv"
	"strings"
	"sync"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/ident"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"
)

// Personal data and infrastructure: emails, IP and MAC addresses,
// coordinates, IBANs, national identifiers, phone numbers, names in
// context, HL7 person fields, postal addresses and postcodes, user names in
// file paths, internal host names and UNC paths.

var (
	// emails, including internationalised local parts and domains and the
	// "[at]"/"(at)" spellings people use to dodge scrapers
	reEmail   = lazyre.New(`[\p{L}\p{N}_%+\-!#$*^{|}~][\p{L}\p{N}._%+\-!#$&'*^{|}~]*@[\p{L}\p{N}\-]+(?:\.[\p{L}\p{N}\-]+)*\.\p{L}{2,}`)
	reEmailAt = lazyre.NewRare(`(?i)[\p{L}\p{N}._%+\-]+\s*[\[\(\{<]\s*at\s*[\]\)\}>]\s*[\p{L}\p{N}\-]+(?:\s*(?:[\[\(\{<]\s*dot\s*[\]\)\}>]|\.)\s*[\p{L}\p{N}\-]+)+`)
	reIPv4    = lazyre.New(`\b(?:\d{1,3}[.\-_]){3}\d{1,3}\b`)
	reMAC     = lazyre.New(`\b[0-9A-Fa-f]{2}(?:[:\-][0-9A-Fa-f]{2}){5}\b|\b[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\b`)
	reGeo     = lazyre.New(`[-+]?\b\d{1,2}\.\d{3,}°?\s*[NS]?\s*[,;/ ]\s*[-+]?\d{1,3}\.\d{3,}°?\s*[EW]?\b`)
	// lat 51.5074 lon -0.1278, latitude 48.85 longitude 2.29: the pair
	// named in prose, without a key separator
	reGeoWords = lazyre.NewRare(`(?i)\blat(?:itude)?\s*[:=]?\s*[-+]?\d{1,2}\.\d{3,}\s*[,;]?\s*\b(?:lon|lng|long|longitude)\s*[:=]?\s*[-+]?\d{1,3}\.\d{3,}`)
	// a Mexican RFC (tax id) of a person: four letters, a birth date
	// (YYMMDD) and a three-character homoclave
	reRFC  = lazyre.New(`\b[A-ZÑ&]{4}\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[A-Z\d]{2}[A\d]\b`)
	reIBAN = lazyre.New(`\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b`)
	reNINO = lazyre.New(`\b(?:[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]|QQ) ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b`)
	// Spanish DNI and NIE (checked by their letter), Indian PAN (its fourth
	// letter is the holder type), vehicle identification numbers (checked
	// by their check digit)
	reDNI = lazyre.New(`\b[XYZ]?\d{7,8}-?[A-HJ-NP-TV-Z]\b`)
	rePAN = lazyre.New(`\b[A-Z]{3}[PCHABGJLFT][A-Z]\d{4}[A-Z]\b`)
	reVIN = lazyre.New(`\b[A-HJ-NPR-Z0-9]{17}\b`)
	reSSN = lazyre.New(`\b\d{3}[- ]\d{2}[- ]\d{4}\b`)
	// checked by their check character: Chinese resident identity numbers,
	// Finnish personal identity codes, Singapore NRIC/FIN, Hong Kong
	// identity cards; Mexican CURP by its structure (birth date, sex,
	// state code)
	reCNID  = lazyre.New(`\b\d{17}[\dXx]\b`)
	reHETU  = lazyre.New(`\b\d{6}[-+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y]\b`)
	reNRIC  = lazyre.New(`\b[STFG]\d{7}[A-Z]\b`)
	reHKID  = lazyre.New(`\b[A-Z]{1,2}\d{6}(?:\([0-9A]\)|[0-9A]\b)`)
	reCURP  = lazyre.New(`\b[A-Z][AEIOUX][A-Z]{2}\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[HMX](?:AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE)[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d\b`)
	rePhone = lazyre.New(`(?:\+|\b00)\d[\d ().\-/]{5,}\d|\(\d{2,5}\)[ \-]?\d[\d .\-]{3,}\d|\b\d{2,5}[ .\-]\d{2,4}[ .\-]\d{2,5}(?:[ .\-]\d{2,4})?\b`)
	// street addresses: a number, words, a street type (and the European
	// "Street-word number" order)
	reStreet = lazyre.New(`\b\d{1,5}[A-Za-z]?,? (?:[\p{Lu}][\p{L}'.\-]*\s+){1,4}(?i:street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd|court|ct|way|place|pl|terrace|close|crescent|square|sq|parkway|pkwy|highway|hwy|circle|cir|trail|row|mews|gardens|grove|hill|walk|alley)\b\.?|\b(?:(?i:avenue|boulevard|chemin|allée|viale|piazza|calle|avenida|carrer|ulica|aleja|ul\.|al\.)|Rue|Via|Rua|Plaza|RUE|VIA|RUA|PLAZA|\d{1,5}(?:bis|ter)?,?\s+(?i:rue|via|rua|plaza))(?i:\s+(?:d[eu']\s*|de la\s+|del\s+|des\s+|dos\s+|da\s+)?[\p{L}'\-]+(?:\s+[\p{L}'\-]+){0,3}),?\s*\d{0,5}|\b[\p{Lu}][\p{L}\-]*(?i:stra(?:ss|ß)e|str\.|weg|gasse|platz|allee|laan|straat|gracht|vej|gatan|gate|veien)\s+\d{1,5}[a-z]?\b|(?i:\b(?:apt|apartment|suite|unit|flat|floor)\.?\s*#?\s*\d+[A-Za-z]?\b)|(?i:\bP\.?O\.? Box\s+\d+)`)
	// postcodes: UK, Canada, US ZIP after a state, Europe's "12345 City"
	rePostcode = lazyre.New(`\b(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2}|[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d)\b|\b[A-Z]{2},? \d{5}(?:-\d{4})?\b|\b(?:[A-Z]{1,2}-\d{4,5}|\d{5}) [\p{Lu}][\p{Ll}]+(?:[ \-][\p{Lu}][\p{Ll}]+)?\b|\b\d{4} [A-Z]{2}\b`)
	// dates of birth after their keyword, in any common spelling
	reDOB = lazyre.NewRare(`(?i)\b(?:dob|d\.o\.b\.?|date of birth|birth ?date|birthday|born(?: on)?|geboren(?: am)?|geb\.|geburtsdatum|geburtstag|data de nascimento|doğum tarihi|дата рождения|né(?:e)? le|date de naissance|fecha de nacimiento|f\. ?nac\.|data di nascita|geboortedatum|fødselsdato|födelsedatum|syntymäaika|data urodzenia)(?:\b|\B)[\s:="'\-]*(\d{1,4}[-/. ]\d{1,2}[-/. ]\d{1,4}|(?:\d{1,2}(?:st|nd|rd|th)?\.?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-zä]*\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?\d{2,4}|\d{8})`)
	// a capitalised pair before a possessive: "Aiko Tanaka's order"
	rePossessive = lazyre.New(`\b\p{Lu}[\p{Ll}'\-]+(?: \p{Lu}[\p{Ll}'\-]+){1,3}['’]s\b`)
	// user names inside home-directory paths
	rePathUser = lazyre.New(`(?i)(/home/|(?-i:/Users/)|/u/|/export/home/|[A-Z]:[\\/]+(?:Users|Documents and Settings)[\\/]+|\\\\Users\\\\|/var/mail/|/var/spool/mail/|~)([^/\\\s:'"<>|]+)`)
	reUNC      = lazyre.New(`\\\\[A-Za-z0-9][A-Za-z0-9.\-_$]*\\[^\\\s'"<>|]*`)
	// hosts under suffixes that never resolve publicly
	reHost = lazyre.New(`(?i)\b[a-z0-9](?:[a-z0-9\-_]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9\-_]*[a-z0-9])?)*\.(?:internal|local|localdomain|lan|corp|home|intranet|intra|private|priv|prv|cluster\.local|svc|consul|int|ad|office|dmz|mgmt|infra|vpn|test|invalid|home\.arpa|onion)\b`)
	// HL7 v2 person fields FAMILY^GIVEN^MIDDLE and person segments
	reHL7 = lazyre.NewRare(`\b[\p{L}'\-]+\^[\p{L}'\-]+(?:\^[\p{L}\p{N}'.\-]*)*|(?m)(?:^|\r|\n|\|)(?:PID|NK1|GT1|IN1|IN2|PV1|MRG|PD1)\|[^\n\r]*`)
)

func detectEmail(sc *scan) {
	s := sc.s
	if strings.IndexByte(s, '@') >= 0 {
		for _, m := range reEmail.FindAllStringIndex(s, -1) {
			// logo@2x.png, icon@3x.webp: an asset at a screen density
			if fileExtension(s[strings.LastIndexByte(s[:m[1]], '.')+1 : m[1]]) {
				continue
			}
			sc.add(m[0], m[1], phEmail)
		}
		detectLocalAccounts(sc)
	}
	if strings.Contains(sc.lower, "at") && (strings.Contains(sc.lower, "[at") || strings.Contains(sc.lower, "(at") || strings.Contains(sc.lower, "{at") || strings.Contains(sc.lower, "<at") || strings.Contains(sc.lower, "( at") || strings.Contains(sc.lower, "[ at")) {
		for _, m := range reEmailAt.FindAllStringIndex(s, -1) {
			sc.add(m[0], m[1], phEmail)
		}
	}
}

// userAgentish reports whether s reads like a user agent: product/version
// tokens such as Mozilla/5.0 or AppleWebKit/537.36.
func userAgentish(s string) bool {
	return containsAny(s, "Mozilla/", "AppleWebKit/", "Chrome/", "Safari/", "Firefox/", "Edg/", "Gecko/", "OPR/", "Version/", "okhttp/", "Dalvik/", "CFNetwork/", "Darwin/", "python-requests/", "curl/", "Go-http-client/")
}

func detectIPs(sc *scan) {
	s := sc.s
	if hasDigit(s) {
		for _, m := range reIPv4.FindAllStringIndex(s, -1) {
			ip := strings.NewReplacer("-", ".", "_", ".").Replace(s[m[0]:m[1]])
			sep := s[m[0]+strings.IndexAny(s[m[0]:m[1]], ".-_")]
			parsed := net.ParseIP(ip)
			if parsed == nil || sep != '.' && !ipHostContext(s, m[0]) {
				continue
			}
			// loopback and "any" addresses name no one, and a triager needs
			// them ("connect ECONNREFUSED 127.0.0.1:6379")
			if parsed.IsLoopback() || parsed.IsUnspecified() {
				continue
			}
			// a version like 1.2.3.4 after "v" or "version" is not an address,
			// nor a product version in a user agent ("Chrome/120.0.0.0"); an
			// address after "//" or a path's "/" still is
			if m[0] > 0 && (s[m[0]-1] == 'v' || s[m[0]-1] == 'V') {
				continue
			}
			if m[0] > 1 && s[m[0]-1] == '/' && isLetter(s[m[0]-2]) && userAgentish(s) {
				continue
			}
			sc.add(m[0], m[1], phIP)
		}
	}
	if strings.Contains(s, "::") || strings.Count(s, ":") >= 7 {
		// runs of hex digits, colons and dots, each parsed once: linear,
		// where a pattern with a "::" in the middle rescans long runs
		for i := 0; i < len(s); {
			if !ipv6Char(s[i]) {
				i++
				continue
			}
			j := i
			for j < len(s) && ipv6Char(s[j]) {
				j++
			}
			a, b := i, j
			i = j
			for b > a && s[b-1] == '.' {
				b-- // "::1." ends a sentence or starts an extension
			}
			if b-a < 3 || b-a > 45 || a > 0 && isWord(s[a-1]) || b < len(s) && isWord(s[b]) {
				continue
			}
			cand := strings.TrimRight(s[a:b], ".")
			if strings.Count(cand, ":") < 2 || net.ParseIP(cand) == nil {
				continue
			}
			sc.add(a, a+len(cand), phIP)
		}
	}
}

func ipv6Char(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' || c == ':' || c == '.'
}

// ipHostContext accepts dashed addresses in host names (ip-10-0-3-12,
// 10-0-3-12.nip.io), not dates or version strings.
func ipHostContext(s string, a int) bool {
	return a >= 3 && strings.EqualFold(s[a-3:a], "ip-") || strings.Contains(s[a:min(len(s), a+24)], ".")
}

func detectMAC(sc *scan) {
	if !strings.ContainsAny(sc.s, ":-.") {
		return
	}
	for _, m := range reMAC.FindAllStringIndex(sc.s, -1) {
		sc.add(m[0], m[1], phMAC)
	}
}

func detectGeo(sc *scan) {
	if strings.IndexByte(sc.s, '.') >= 0 {
		for _, m := range reGeo.FindAllStringIndex(sc.s, -1) {
			sc.add(m[0], m[1], phGeo)
		}
	}
	if strings.Contains(sc.lower, "lat") && strings.IndexByte(sc.s, '.') >= 0 {
		for _, m := range reGeoWords.FindAllStringIndex(sc.s, -1) {
			sc.add(m[0], m[1], phGeo)
		}
	}
	// Open Location Codes (plus codes) and what3words addresses name a
	// spot of a few metres
	if strings.IndexByte(sc.s, '+') >= 0 || strings.Contains(sc.s, "///") {
		for _, m := range rePlaceCode.FindAllStringIndex(sc.s, -1) {
			sc.add(m[0], m[1], phGeo)
		}
	}
}

// rePlaceCode is a full plus code (8 characters of its alphabet, "+", 2–3
// more) or a what3words address (///word.word.word).
var rePlaceCode = lazyre.NewRare(`\b[23456789CFGHJMPQRVWX]{8}\+[23456789CFGHJMPQRVWX]{2,3}\b|///\p{Ll}+\.\p{Ll}+\.\p{Ll}+`)

// detectIBAN masks IBANs whose ISO 13616 check digits are right.
func detectIBAN(sc *scan) {
	for _, m := range reIBAN.FindAllStringIndex(sc.s, -1) {
		if ibanValid(strings.ReplaceAll(sc.s[m[0]:m[1]], " ", "")) {
			sc.add(m[0], m[1], phIBAN)
		}
	}
}

func ibanValid(s string) bool {
	if len(s) < 15 || len(s) > 34 {
		return false
	}
	r := s[4:] + s[:4]
	mod := 0
	for i := 0; i < len(r); i++ {
		c := r[i]
		switch {
		case c >= '0' && c <= '9':
			mod = (mod*10 + int(c-'0')) % 97
		case c >= 'A' && c <= 'Z':
			mod = (mod*100 + int(c-'A'+10)) % 97
		default:
			return false
		}
	}
	return mod == 1
}

func detectNationalIDs(sc *scan) {
	s := sc.s
	if !hasDigit(s) {
		return
	}
	for _, m := range reNINO.FindAllStringIndex(s, -1) {
		sc.add(m[0], m[1], phNatID)
	}
	for _, m := range reSSN.FindAllStringIndex(s, -1) {
		if m[0] > 0 && (s[m[0]-1] == '-' || s[m[0]-1] == '.') {
			continue
		}
		sc.add(m[0], m[1], phNatID)
	}
	for _, m := range reDNI.FindAllStringIndex(s, -1) {
		if validDNI(s[m[0]:m[1]]) {
			sc.add(m[0], m[1], phNatID)
		}
	}
	for _, m := range rePAN.FindAllStringIndex(s, -1) {
		sc.add(m[0], m[1], phNatID)
	}
	for _, m := range reVIN.FindAllStringIndex(s, -1) {
		if validVIN(s[m[0]:m[1]]) {
			sc.add(m[0], m[1], phNatID)
		}
	}
	for _, c := range []struct {
		re    *lazyre.Regexp
		valid func(string) bool
	}{{reCNID, validCNID}, {reHETU, validHETU}, {reNRIC, validNRIC}, {reHKID, validHKID}, {reCURP, nil}, {reRFC, nil}} {
		for _, m := range c.re.FindAllStringIndex(s, -1) {
			if c.valid == nil || c.valid(s[m[0]:m[1]]) {
				sc.add(m[0], m[1], phNatID)
			}
		}
	}
}

// validCNID checks a Chinese resident identity number: a birth date at
// 7–14 and the ISO 7064 MOD 11-2 check character.
func validCNID(v string) bool {
	if !validYMD(v[6:14]) {
		return false
	}
	weights := [17]int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}
	sum := 0
	for i, w := range weights {
		sum += int(v[i]-'0') * w
	}
	return "10X98765432"[sum%11] == upper(v[17])
}

func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 32
	}
	return c
}

// validYMD reports whether an 8-digit YYYYMMDD is a date of 1900–2099.
func validYMD(d string) bool {
	y, m, day := atoi(d[:4]), atoi(d[4:6]), atoi(d[6:8])
	return y >= 1900 && y <= 2099 && m >= 1 && m <= 12 && day >= 1 && day <= 31
}

// atoi reads digits the caller's expression has already checked.
func atoi(d string) int {
	n, _ := strconv.Atoi(d)
	return n
}

// validHETU checks a Finnish personal identity code (DDMMYY, century
// sign, individual number, check character).
func validHETU(v string) bool {
	day, month := atoi(v[0:2]), atoi(v[2:4])
	if day < 1 || day > 31 || month < 1 || month > 12 {
		return false
	}
	return "0123456789ABCDEFHJKLMNPRSTUVWXY"[atoi(v[0:6]+v[7:10])%31] == v[10]
}

// validNRIC checks a Singapore NRIC or FIN by its check letter.
func validNRIC(v string) bool {
	weights := [7]int{2, 7, 6, 5, 4, 3, 2}
	sum := 0
	for i, w := range weights {
		sum += int(v[i+1]-'0') * w
	}
	if v[0] == 'T' || v[0] == 'G' {
		sum += 4
	}
	table := "JZIHGFEDCBA"
	if v[0] == 'F' || v[0] == 'G' {
		table = "XWUTRQPNMLK"
	}
	return table[sum%11] == v[8]
}

// validHKID checks a Hong Kong identity card number by its check digit.
func validHKID(v string) bool {
	v = strings.NewReplacer("(", "", ")", "").Replace(v)
	body, check := v[:len(v)-1], v[len(v)-1]
	if len(body) == 7 {
		body = " " + body
	}
	sum := 0
	for i := 0; i < 8; i++ {
		c := body[i]
		val := int(c - '0')
		switch {
		case c == ' ':
			val = 36
		case c >= 'A' && c <= 'Z':
			val = int(c-'A') + 10
		}
		sum += val * (9 - i)
	}
	want := (11 - sum%11) % 11
	if want == 10 {
		return check == 'A'
	}
	return int(check-'0') == want
}

// validDNI checks a Spanish DNI or NIE by its control letter.
func validDNI(v string) bool {
	v = strings.ReplaceAll(v, "-", "")
	letter := v[len(v)-1]
	digits := v[:len(v)-1]
	switch digits[0] {
	case 'X':
		digits = "0" + digits[1:]
	case 'Y':
		digits = "1" + digits[1:]
	case 'Z':
		digits = "2" + digits[1:]
	}
	if len(digits) != 8 {
		return false
	}
	n := 0
	for i := 0; i < len(digits); i++ {
		n = n*10 + int(digits[i]-'0')
	}
	return "TRWAGMYFPDXBNJZSQVHLCKE"[n%23] == letter
}

// validVIN checks a vehicle identification number's check digit (ninth
// character) and that it holds both letters and digits.
func validVIN(v string) bool {
	if !hasDigit(v) || strings.IndexFunc(v, func(r rune) bool { return r >= 'A' && r <= 'Z' }) < 0 {
		return false
	}
	const weights = "8765432X098765432"
	sum := 0
	for i := 0; i < 17; i++ {
		c := v[i]
		var val int
		switch {
		case c >= '0' && c <= '9':
			val = int(c - '0')
		default:
			val = int("12345678 12345 7 923456789"[c-'A'] - '0') // transliteration; I, O, Q excluded
		}
		w := 10
		if weights[i] != 'X' {
			w = int(weights[i] - '0')
		}
		sum += val * w
	}
	check := "0123456789X"[sum%11]
	return v[8] == check
}

// detectPhones marks numbers written the way phone numbers are: with a
// country prefix, an area code in parentheses, or digit groups. A number
// inside a date, time or version is not one.
func detectPhones(sc *scan) {
	s := sc.s
	if countDigits(s) < 7 {
		return
	}
	for _, m := range rePhone.FindAllStringIndex(s, -1) {
		a := m[0]
		if a > 0 && (isWord(s[a-1]) || s[a-1] == '.' || s[a-1] == ':' || s[a-1] == '-') {
			continue
		}
		// The pattern is greedy: a phone number followed by another digit
		// group ("+44 7700 900461 000000A") matches as one run that is too
		// long or glued to a word. Try the run cut back at each group end,
		// longest first, so the number inside is still found.
		for b := m[1]; b > a; b = lastGroupEnd(s, a, b) {
			if phoneAt(s, a, b) {
				sc.add(a, b, phPhone)
				break
			}
		}
	}
}

// phoneAt reports whether s[a:b] reads as a whole phone number.
func phoneAt(s string, a, b int) bool {
	v := s[a:b]
	if n := countDigits(v); n < 7 || n > 15 {
		return false
	}
	if b < len(s) && (isWord(s[b]) || s[b] == ':') {
		return false
	}
	return !isDateLike(v) && !(strings.Count(v, ".") == 1 && !strings.ContainsAny(v, " -()+"))
}

// lastGroupEnd returns the end of the last digit group of s[a:b] that is
// followed by a separator, or a when there is none.
func lastGroupEnd(s string, a, b int) int {
	for j := b - 1; j > a; j-- {
		if isDigit(s[j-1]) && !isDigit(s[j]) {
			return j
		}
	}
	return a
}

var reDate = lazyre.New(`^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}$`)

func isDateLike(v string) bool { return reDate.MatchString(v) }

// detectNames masks person names where the context says a person is meant:
// after a person noun ("customer Jane Doe", "user jsmith not found", "for
// Olivia Martin", "Dr. Smith"), in quotes after such a noun, and where a
// well-known first name starts a capitalised pair.
func detectNames(sc *scan) {
	s := sc.s
	for _, m := range nameContexts(s) {
		noun, i := m.noun, m.end
		if i >= len(s) {
			continue
		}
		// a quoted name or handle
		if q := s[i-1]; q == '\'' || q == '"' {
			end := strings.IndexByte(s[i:min(len(s), i+120)], q)
			if end > 0 && (personNoun(noun) || handleNoun(noun)) {
				sc.add(i, i+end, phName)
			}
			continue
		}
		n := capitalisedRun(s, i)
		switch {
		case n > 0 && (personNoun(noun) || handleNoun(noun)) && !stopName(s[i:i+firstWordLen(s[i:])]):
			sc.add(i, i+n, phName)
		case n > 0 && weakNoun(noun) && words(s[i:i+n]) >= 2 && !stopName(s[i:i+firstWordLen(s[i:])]):
			sc.add(i, i+n, phName)
		case n > 0 && weakNoun(noun) && givenName(strings.ToLower(s[i:i+firstWordLen(s[i:])])) && !productName(strings.ToLower(s[i:i+firstWordLen(s[i:])])):
			// "reminder sent to Olivia", "assigned to Hannah": after a
			// preposition one capitalised word is a name only if it is a
			// known given name (Paris, Redis and Monday stay)
			sc.add(i, i+n, phName)
		case n == 0 && handleNoun(noun) && nickNoun(noun) && !nickValue(s[i:]):
			// "file handle 3", "handle 0x1f": a handle of a thing
		case n == 0 && handleNoun(noun):
			// user jsmith, login j.doe, customer 48213
			w := 0
			for i+w < len(s) && (isWord(s[i+w]) || s[i+w] == '.' || s[i+w] == '-' || s[i+w] == '@' || s[i+w] == '+') {
				w++
			}
			for w > 0 && (s[i+w-1] == '.' || s[i+w-1] == '-') {
				w--
			}
			word := strings.ToLower(s[i : i+w])
			// "-u", "--password-stdin": a command-line option, not a handle;
			// "registry.example.com": a host
			if w >= 2 && word[0] != '-' && !commonWord(word) && !stopHandle(word) && !hostLike(word) && !(foreignUserNoun(noun) && foreignStop(word)) {
				sc.add(i, i+w, phName)
			}
		}
	}
	detectFirstNames(sc)
	detectDottedNames(sc)
	detectMentions(sc)
	if strings.Contains(s, "'s") || strings.Contains(s, "’s") {
		for _, m := range rePossessive.FindAllStringIndex(s, -1) {
			first := s[m[0] : m[0]+firstWordLen(s[m[0]:])]
			if !stopName(first) {
				sc.add(m[0], m[1]-2, phName)
			}
		}
	}
	if containsAny(sc.lower, "dob", "d.o.b", "birth", "born", "geb", "né", "naissance", "nacimiento", "nac.", "nascita", "geboorte", "fødsel", "födelse", "syntymä", "urodzenia") {
		for _, m := range reDOB.FindAllStringSubmatchIndex(s, -1) {
			sc.add(m[2], m[3], phRedacted)
		}
	}
}

func personNoun(n string) bool {
	switch strings.TrimSuffix(strings.TrimSuffix(n, ":"), "s") {
	case "for", "by", "from", "to", "with", "of", "cc", "bcc", "hi", "hello", "dear":
		return n == "dear" || n == "hi" || n == "hello"
	case "thank", "thanks", "cheer":
		return true
	}
	return true
}

func weakNoun(n string) bool {
	switch n {
	case "for", "by", "from", "to", "with", "of", "cc", "bcc":
		return true
	}
	return false
}

// nickNoun: nouns that name a person's chosen handle, but also (handle)
// a thing's: their value must read as a handle (nickValue).
func nickNoun(n string) bool {
	switch n {
	case "handle", "nick", "nickname", "gamertag", "screenname":
		return true
	}
	return false
}

// nickValue reports a word with a letter that is not a hexadecimal
// literal: olivia1990, not 3 or 0x1f.
func nickValue(s string) bool {
	w := 0
	letter := false
	for w < len(s) && (isWord(s[w]) || s[w] == '.' || s[w] == '-') {
		letter = letter || isLetter(s[w])
		w++
	}
	return letter && !strings.HasPrefix(strings.ToLower(s[:w]), "0x")
}

// handleNoun: nouns after which a lower-case word is a user handle.
func handleNoun(n string) bool {
	switch strings.ReplaceAll(n, " ", "") {
	case "user", "users", "username", "usernames", "login", "logins", "customer", "customers", "member", "members",
		"accountholder", "patient", "patients", "employee", "subscriber", "recipient", "sender", "owner", "named", "called",
		"handle", "nick", "nickname", "gamertag", "screenname":
		return true
	}
	return foreignUserNoun(n)
}

// foreignUserNoun: "user", "customer" and "patient" in the languages of
// the name nouns, after which a lower-case word is a handle unless it is
// one of foreignStop's function words (Usuario jgarcia no encontrado,
// Utente mario.rossi non trovato, Gebruiker jansen niet gevonden).
func foreignUserNoun(n string) bool {
	switch n {
	case "benutzer", "benutzerin", "nutzer", "nutzerin", "kunde", "kundin", "utilisateur", "utilisatrice", "usuario",
		"usuaria", "utente", "gebruiker", "cliente", "klant", "kund", "användare", "bruger", "käyttäjä", "asiakas",
		"użytkownik", "klient", "paciente", "paziente", "patiënt", "pacjent", "patientin":
		return true
	}
	return false
}

// foreignStop are the function words and verbs that follow a user noun in
// those languages' messages.
func foreignStop(w string) bool {
	switch w {
	case "nicht", "nie", "niet", "non", "no", "não", "nao", "pas", "ne", "n'a", "n'est", "sin", "con", "sans", "avec",
		"mit", "ohne", "für", "pour", "por", "para", "per", "de", "del", "della", "di", "da", "van", "von", "der",
		"die", "das", "den", "le", "la", "les", "el", "los", "las", "il", "lo", "gli", "un", "une", "uno", "una", "ein",
		"eine", "ist", "est", "es", "è", "e", "et", "y", "und", "en", "och", "og", "ja", "i", "w", "z", "na", "ha", "hat",
		"a", "ei", "inte", "ikke", "existe", "existiert", "bestaat", "esiste", "gesperrt", "bloqueado", "bloccato",
		"bloqué", "geblokkeerd", "gefunden", "trovato", "encontrado", "encontrada", "gevonden", "introuvable",
		"inconnu", "desconocido", "sconosciuto", "onbekend", "unbekannt", "ya", "già", "bereits", "déjà", "al":
		return true
	}
	return false
}

// stopHandle: words after "user" that are not a user ("user not found",
// "user id", "user agent").
func stopHandle(w string) bool {
	switch w {
	case "id", "ids", "agent", "agents", "session", "sessions", "account", "accounts", "profile", "profiles", "data",
		"object", "model", "record", "records", "service", "services", "list", "lookup", "query", "input", "interface",
		"name", "names", "role", "roles", "group", "groups", "permission", "permissions", "settings", "preferences",
		"table", "tables", "entity", "type", "types", "cache", "store", "manager", "request", "requests", "response",
		"error", "errors", "exists", "already", "unknown", "anonymous", "admin", "root", "guest", "null", "none",
		"undefined", "nil", "system", "default", "api", "endpoint", "context", "token", "tokens", "credentials",
		"creation", "deletion", "update", "sync", "import", "export", "migration", "event", "events", "support",
		"portal", "code", "email", "emails", "phone", "address", "details", "info", "specified", "provided", "denied",
		"disabled", "deleted", "locked", "inactive", "active", "count", "limit", "state", "status", "key", "keys",
		"number", "numbers", "facing", "visible", "defined", "supplied", "mismatch", "invalid", "specific", "level",
		"matching", "match", "matches", "matched", "queries", "logged", "signed", "where", "set", "values", "join", "mrn", "pk",
		"inner", "left", "right", "outer", "offset", "order", "having", "union", "returning", "as", "on",
		"must", "may", "can", "cannot", "could", "would", "should", "will", "does", "did", "has", "had", "is", "was",
		"are", "were", "be", "been", "being", "and", "or", "but", "if", "then", "else", "while", "which", "who", "whose",
		"that", "this", "these", "those", "not", "no", "yes", "all", "any", "some", "each", "every", "other", "same",
		"first", "last", "new", "old", "current", "previous", "next", "own", "missing", "found", "lookup_failed", "auth",
		"now", "user", "users", "failed", "failure", "attempt", "attempts", "page", "form", "required", "successful",
		"success", "succeeded", "again", "button", "flow", "redirect", "timeout", "expired", "via", "using", "with",
		"without", "when", "because", "after", "before", "screen", "provider", "method", "here", "there", "link", "url",
		"attempted", "blocked", "rejected", "allowed", "throttled", "succeeds", "fails", "works", "page_view",
		"function", "functions", "index", "indexes", "variable", "class", "field", "fields", "property", "attribute",
		"module", "column", "collection", "document", "constraint", "schema", "instance", "interfaces", "quota", "limits",
		"since", "reference", "references", "ref", "refs", "registry", "server", "host", "database", "db", "repo",
		"repository", "package", "image", "container", "cluster", "namespace", "bucket", "queue", "topic":
		return true
	}
	return false
}

// capitalisedRun returns the length of the capitalised words at s[i:]
// (with name particles between them), or 0.
func capitalisedRun(s string, i int) int {
	end, n := i, 0
	for j := i; j < len(s); {
		if !upperStart(s[j:]) {
			w := firstWordLen(s[j:])
			if n > 0 && w > 0 && particle(s[j:j+w]) && j+w+1 < len(s) && s[j+w] == ' ' && upperStart(s[j+w+1:]) {
				j += w + 1
				continue
			}
			break
		}
		w := firstWordLen(s[j:])
		if w < 2 || n >= 4 {
			break
		}
		word := s[j : j+w]
		if stopName(word) {
			break
		}
		end = j + w
		n++
		j += w
		if j < len(s) && s[j] == ' ' {
			j++
		} else {
			break
		}
	}
	if n == 0 {
		return 0
	}
	return end - i
}

// firstWordLen returns the byte length of the name word at the start of s
// (letters, apostrophes, hyphens, dots of initials).
func firstWordLen(s string) int {
	i := 0
	for i < len(s) {
		c := s[i]
		if c >= 0x80 {
			// a non-ASCII letter: keep going over its bytes
			i++
			for i < len(s) && s[i]&0xC0 == 0x80 {
				i++
			}
			continue
		}
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '\'' || c == '-' {
			i++
			continue
		}
		if c == '.' && i == 1 {
			i++
			continue
		}
		break
	}
	// a closing quote or a dash after the word is not part of it
	// ('Olivia Martin', Martin-)
	for i > 1 && (s[i-1] == '\'' || s[i-1] == '-') {
		i--
	}
	return i
}

func words(s string) int { return len(strings.Fields(s)) }

func particle(w string) bool {
	switch w {
	case "van", "de", "der", "den", "von", "da", "di", "del", "della", "le", "la", "du", "dos", "das", "al", "el", "bin", "ibn", "ter", "ten", "zu", "y":
		return true
	}
	return false
}

// stopName: capitalised words that start sentences, name code or products,
// not people.
func stopName(w string) bool {
	switch strings.ToLower(strings.TrimRight(w, ".")) {
	case "not", "is", "was", "the", "a", "an", "and", "or", "in", "on", "at", "to", "of", "with", "for", "from", "by",
		"has", "had", "does", "did", "can", "cannot", "could", "should", "would", "will", "failed", "error", "exception",
		"found", "missing", "invalid", "unknown", "null", "none", "true", "false", "id", "object", "service", "account",
		"data", "profile", "session", "request", "response", "user", "users", "customer", "admin", "root", "guest",
		"anonymous", "system", "default", "api", "http", "https", "get", "post", "put", "delete", "patch", "json", "xml",
		"sql", "url", "uri", "type", "value", "key", "name", "none.", "ok", "no", "yes", "this", "that", "these", "those",
		"it", "its", "if", "then", "else", "when", "while", "after", "before", "during", "all", "any", "some", "each",
		"new", "old", "current", "unable", "could't", "couldn't", "can't", "cant", "timeout", "timed", "connection",
		"database", "server", "client", "internal", "external", "bad", "forbidden", "unauthorized", "unauthorised",
		"permission", "denied", "access", "token", "authentication", "authorization", "validation", "exists", "already",
		"locked", "disabled", "deleted", "inactive", "active", "pending", "processing", "payment", "order", "invoice",
		"cart", "checkout", "email", "phone", "address", "django", "rails", "react", "node", "python", "java", "go",
		"ruby", "php", "postgres", "postgresql", "mysql", "redis", "kafka", "s3", "aws", "azure", "gcp", "google",
		"microsoft", "apple", "amazon", "stripe", "slack", "github", "gitlab", "sentry", "glitchtip", "docker",
		"kubernetes", "linux", "windows", "macos", "ios", "android", "chrome", "firefox", "safari", "edge", "utc", "gmt",
		"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march",
		"april", "june", "july", "august", "september", "october", "november", "december", "jan", "feb", "mar", "apr",
		"jun", "jul", "aug", "sep", "oct", "nov", "dec", "record", "records", "field", "table", "model", "class",
		"module", "function", "method", "handler", "worker", "job", "task", "queue", "cache", "index", "list", "map",
		"set", "string", "int", "integer", "number", "float", "boolean", "array", "dict", "none,", "main",
		"index.js", "undefined", "nan", "infinity", "each.", "production", "staging", "development", "test", "retry",
		"retrying", "warning", "info", "debug", "fatal", "critical", "notice", "id:", "ids", "uuid", "guid",
		// SQL keywords after a table named users or customers
		"where", "select", "update", "insert", "into", "values", "join", "inner", "left", "right", "outer", "limit",
		"offset", "group", "having", "union", "returning", "like", "between", "as", "matching", "mrn", "pk":
		return true
	}
	return false
}

// detectFirstNames marks "Firstname Surname" pairs whose first word is a
// common given name, wherever they stand.
func detectFirstNames(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); i++ {
		if !(s[i] >= 'A' && s[i] <= 'Z') || i > 0 && (isWord(s[i-1]) || s[i-1] == '.') {
			continue
		}
		w := firstWordLen(s[i:])
		// Olivia's: the name before a possessive (’ is no word byte, so
		// Olivia’s already ends before it)
		if k := strings.Index(s[i:i+w], "'s"); k > 0 && k+2 == w {
			w = k
		}
		if w < 3 || !givenName(strings.ToLower(s[i:i+w])) {
			i += w
			continue
		}
		j := i + w
		// Martin, Olivia; van der Berg, Anna; CN=Martin\, Olivia: the
		// surname first, as directories and spreadsheets write it
		if a := surnameBefore(s, i); a >= 0 && !productName(strings.ToLower(s[i:j])) {
			sc.add(a, j, phName)
		}
		if j+1 < len(s) && s[j] == ' ' && upperStart(s[j+1:]) {
			n := capitalisedRun(s, j+1)
			if n > 0 {
				sc.add(i, j+1+n, phName)
				i = j + n
				continue
			}
		}
		// Mohammed bin Salman, Anna van der Berg: particles before the
		// surname
		if k := j + 1; k < len(s) && s[j] == ' ' {
			for p := firstWordLen(s[k:]); p > 0 && particle(s[k:k+p]) && k+p+1 < len(s) && s[k+p] == ' '; p = firstWordLen(s[k:]) {
				k += p + 1
			}
			if k > j+1 && upperStart(s[k:]) {
				if n := capitalisedRun(s, k); n > 0 {
					sc.add(i, k+n, phName)
					i = k + n - 1
					continue
				}
			}
		}
		// Olivia's iPhone, Olivia’s account: a lone given name before a
		// possessive (after a greeting or preposition, the context rule
		// sees it); any other lone given name stays.
		if strings.HasPrefix(s[j:], "'s") || strings.HasPrefix(s[j:], "’s") {
			sc.add(i, j, phName)
		}
		i += w
	}
}

func detectHL7(sc *scan) {
	if strings.IndexByte(sc.s, '^') < 0 && strings.IndexByte(sc.s, '|') < 0 {
		return
	}
	for _, m := range reHL7.FindAllStringIndex(sc.s, -1) {
		a := m[0]
		for a < m[1] && (sc.s[a] == '|' || sc.s[a] == '\n' || sc.s[a] == '\r') {
			a++
		}
		if bar := strings.IndexByte(sc.s[a:m[1]], '|'); bar == 3 {
			a += 4 // keep the segment id
		}
		sc.add(a, m[1], phName)
	}
}

func detectAddresses(sc *scan) {
	s := sc.s
	digit := hasDigit(s)
	// reStreet backtracks over every capitalised word: run it only where
	// one of its forms can start (a number before a capitalised word, a
	// street word or suffix, a unit word).
	if digit && (numberThenCapital(s) || containsAny(sc.lower, "stra", "str.", "weg", "gasse", "platz", "allee", "laan", "gracht",
		"vej", "gatan", "gate", "veien", "apt", "apartment", "suite", "unit", "flat", "floor", "box")) ||
		containsAny(sc.lower, "rue ", "avenue", "boulevard", "chemin", "allée", "via ", "viale", "piazza", "calle", "avenida", "rua ", "carrer", "plaza") {
		for _, m := range reStreet.FindAllStringIndex(s, -1) {
			sc.add(m[0], m[1], phAddress)
		}
	}
	if !digit {
		return
	}
	for _, m := range rePostcode.FindAllStringIndex(s, -1) {
		v := s[m[0]:m[1]]
		// "2026 UTC", "5432 ms": a year or port before a unit is no postcode
		if sp := strings.IndexByte(v, ' '); sp > 0 {
			rest := strings.ToLower(strings.TrimSpace(v[sp+1:]))
			if unitWord(rest) || stopName(rest) || rest == "utc" {
				continue
			}
		}
		if len(v) == 6 && v[4] != ' ' && countDigits(v) == 4 {
			continue // 1234AB without a space is too often an identifier
		}
		sc.add(m[0], m[1], phAddress)
	}
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
	if !strings.ContainsAny(s, "/\\~") {
		return
	}
	for _, m := range rePathUser.FindAllStringSubmatchIndex(s, -1) {
		user := strings.ToLower(s[m[4]:m[5]])
		if m[4] == m[5] || user == "shared" || user == "public" || user == "default" || user == "all users" {
			continue
		}
		// "~" is a home only at a word start (~alice/, not file~2)
		if s[m[2]:m[3]] == "~" && (m[2] > 0 && isWord(s[m[2]-1]) || m[5] >= len(s) || s[m[5]] != '/') {
			continue
		}
		sc.add(m[4], m[5], phPathUser)
	}
	if strings.Contains(s, `\\`) {
		for _, m := range reUNC.FindAllStringIndex(s, -1) {
			sc.add(m[0], m[1], phHost)
		}
	}
	if containsAny(sc.lower, "/customer", "/member", "/people", "/person", "/user", "/profile", "/author", "/employee",
		"/patient", "/student", "/contact", "/subscriber", "/u/", "/@/") {
		for _, m := range rePersonPath.FindAllStringSubmatchIndex(s, -1) {
			if seg := s[m[2]:m[3]]; personSegment(seg) && !filesystemPath(s, m[0]) {
				sc.add(m[2], m[3], phPathUser)
			}
		}
	}
}

// rePersonPath is a URL path segment under a resource that names people:
// /customers/olivia-martin/, /profile/jsmith, /members/j.doe, /@alice.
var rePersonPath = lazyre.New(`(?i)/(?:customers?|members?|people|persons?|users?|profiles?|authors?|employees?|patients?|students?|contacts?|subscribers?|u|@)/([A-Za-z][A-Za-z0-9._%+\-]{1,60})(?:[/?#\s"')\]]|$)`)

// filesystemPath reports whether the path around s[i] is a file's
// (/home/user/Android/…, /var/lib/…), where a directory follows "user",
// rather than a URL's.
func filesystemPath(s string, i int) bool {
	start := i
	for start > 0 && !isSpace(s[start-1]) && s[start-1] != '"' && s[start-1] != '\'' && s[start-1] != '(' && s[start-1] != '=' {
		start--
	}
	tok := s[start:i]
	if strings.Contains(tok, "://") {
		return false
	}
	for _, root := range []string{"/home", "/Users", "/var", "/usr", "/opt", "/tmp", "/etc", "/srv", "/root", "/mnt", "/data",
		"/app", "/lib", "/private", "/Volumes", "/System", "/Library", "/sdcard", "/storage", "~"} {
		if strings.HasPrefix(tok, root) {
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
	switch l {
	case "me", "self", "current", "new", "edit", "create", "update", "delete", "search", "list", "all", "settings", "profile",
		"profiles", "login", "logout", "signup", "register", "api", "index", "show", "details", "info", "stats", "export",
		"import", "bulk", "batch", "count", "active", "inactive", "admin", "anonymous", "guest", "default", "public",
		"private", "invite", "invites", "verify", "confirm", "password", "reset", "avatar", "avatars", "photo",
		"preferences", "notifications", "orders", "addresses", "payments", "sessions", "tokens", "keys", "roles", "groups",
		"permissions", "view", "views", "history", "activity", "feed", "followers", "following", "favorites", "lookup",
		"by-email", "by-id", "exists", "available", "unknown", "null", "undefined", "none", "id", "ids", "sign_in", "sign_up",
		"sign_out", "signin", "signout", "sign-in", "sign-up", "sign-out", "auth", "oauth", "sso", "saml", "callback",
		"passwords", "confirmation", "unlock", "invitation", "bulk_create", "me.json":
		return false
	}
	if ident.UUID(seg) || ident.Chars(seg, 8, 64, func(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' || c == '-' }) {
		return false
	}
	return len(seg) >= 3
}

func detectHosts(sc *scan) {
	l := sc.lower
	if !containsAny(l, ".internal", ".local", ".lan", ".corp", ".home", ".intra", ".priv", ".prv", ".svc", ".consul", ".int", ".ad", ".office", ".dmz", ".mgmt", ".infra", ".vpn", ".test", ".invalid", ".onion") {
		return
	}
	for _, m := range reHost.FindAllStringIndex(sc.s, -1) {
		// a file name like "config.local" or "app.test.js" is no host; a
		// name with more labels is one, whatever follows it
		if m[1] < len(sc.s) && sc.s[m[1]] == '.' && m[1]+1 < len(sc.s) && isWord(sc.s[m[1]+1]) && strings.Count(sc.s[m[0]:m[1]], ".") < 2 {
			continue
		}
		if strings.Count(sc.s[m[0]:m[1]], ".") < 2 && (strings.HasSuffix(l[m[0]:m[1]], ".int") || strings.HasSuffix(l[m[0]:m[1]], ".ad") || strings.HasSuffix(l[m[0]:m[1]], ".home") || strings.HasSuffix(l[m[0]:m[1]], ".test") || strings.HasSuffix(l[m[0]:m[1]], ".office")) {
			continue // "value.int", "self.home": code, not hosts
		}
		sc.add(m[0], m[1], phHost)
	}
}

// reDottedName finds first.last handles (anna.kowalska, marco_rossi).
var reDottedName = lazyre.New(`\b([a-z]{3,})[._]([a-z][a-z'\-]{1,})\b`)

// detectDottedNames marks lower-case "first.last" handles whose first part
// is a common given name; "e.user" or "self.name" are not.
func detectDottedNames(sc *scan) {
	if !strings.ContainsAny(sc.s, "._") {
		return
	}
	for _, m := range reDottedName.FindAllStringSubmatchIndex(sc.s, -1) {
		if givenName(sc.s[m[2]:m[3]]) && !stopHandle(sc.s[m[4]:m[5]]) && !(m[1] < len(sc.s) && sc.s[m[1]] == '(') {
			sc.add(m[0], m[1], phName)
		}
	}
}

// nameNouns are the words after which a person's name or handle follows
// ("customer Jane Doe", "Dr. Smith", "for Olivia Martin"); two-word nouns
// are joined without their space.
var nameNouns = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`user users username usernames login logins customer customers patient patients
client clients member members employee employees accountholder accountholders holder holders cardholder
cardholders recipient recipients sender senders owner owners contact contacts driver drivers passenger passengers
guest guests subscriber subscribers student students applicant applicants person persons named called dr doctor
nurse mr mrs ms miss mx sir madam dear hi hello attn signed authored author assignee reporter requester buyer
seller payee payer tenant beneficiary visitor caller candidate parent child spouse for by from to with of cc bcc
frau herr herrn mme madame monsieur mlle señor señora sr sra signor signora sig dott dhr mevr pan pani
kunde kundin kunden benutzer benutzerin nutzer nutzerin patientin mitarbeiter mitarbeiterin inhaber inhaberin
empfänger absender käufer mieter cliente clientes usuario usuaria usuarios paciente utilisateur utilisatrice
destinataire expéditeur titulaire locataire klant klanten gebruiker patiënt utente paziente destinatario
titolare kund användare kunde bruger asiakas käyttäjä klient użytkownik pacjent thanks cheers hallo hola estimada
estimado querida querido bonjour cher chère ciao caro cara gentile beste liebe lieber geehrte geehrter olá prezada prezado
hej moi witaj handle nick nickname gamertag screenname`) {
		m[w] = true
	}
	return m
})

// detectMentions masks @handles as chat tools, issue trackers and social
// networks write them ("assigned to @olivia.m", "cc @jsmith"). What looks
// the same in code is left: annotations and decorators (@param,
// @Override, @app.route(...)), CSS at-rules, npm scopes (@types/node),
// versions (react@18) and e-mail addresses, which have text before "@".
func detectMentions(sc *scan) {
	s := sc.s
	for i := strings.IndexByte(s, '@'); i >= 0 && i+2 < len(s); {
		next := strings.IndexByte(s[i+1:], '@')
		if i == 0 || isSpace(s[i-1]) || s[i-1] == '(' || s[i-1] == ',' {
			j := i + 1
			for j < len(s) && (isWord(s[j]) || s[j] == '.' || s[j] == '-') {
				j++
			}
			for j > i+1 && (s[j-1] == '.' || s[j-1] == '-') {
				j--
			}
			h := s[i+1 : j]
			if len(h) >= 2 && !(fileName(h) && afterOption(s, i)) && s[i+1] >= 'a' && s[i+1] <= 'z' && !(j < len(s) && (s[j] == '(' || s[j] == '/' || s[j] == '@' || s[j] == '=')) &&
				!codeAnnotation(strings.ToLower(h)) {
				sc.add(i+1, j, phName)
			}
		}
		if next < 0 {
			break
		}
		i += 1 + next
	}
}

// hostLike reports a dotted name ending in a common top-level domain
// (registry.example.com), which names a machine, not a person.
func hostLike(w string) bool {
	dot := strings.LastIndexByte(w, '.')
	if dot < 0 || strings.Count(w, ".") < 2 {
		return false
	}
	switch w[dot+1:] {
	case "com", "org", "net", "io", "dev", "app", "cloud", "co", "uk", "de", "fr", "eu", "local", "internal", "svc":
		return true
	}
	return false
}

// afterOption reports whether the word before s[i] is a command-line
// option: curl -d @payload.json reads a file, it mentions no one.
func afterOption(s string, i int) bool {
	j := i
	for j > 0 && isSpace(s[j-1]) {
		j--
	}
	k := j
	for k > 0 && !isSpace(s[k-1]) {
		k--
	}
	return j > k && s[k] == '-'
}

// fileName reports a name with a file extension.
func fileName(h string) bool {
	dot := strings.LastIndexByte(h, '.')
	if dot < 0 {
		return false
	}
	switch strings.ToLower(h[dot+1:]) {
	case "json", "txt", "csv", "xml", "yaml", "yml", "bin", "sql", "sh", "py", "js", "ts", "html", "pdf", "png", "jpg",
		"jpeg", "gif", "zip", "gz", "tar", "log", "conf", "cfg", "ini", "toml", "env", "pem", "key", "crt", "mp4", "md", "dat":
		return true
	}
	return false
}

// codeAnnotation reports @words that are code, not people.
func codeAnnotation(h string) bool {
	if i := strings.IndexByte(h, '.'); i > 0 {
		h = h[:i] // @app.route, @pytest.mark
	}
	switch h {
	case "param", "return", "returns", "throws", "throw", "see", "since", "author", "version", "deprecated", "override",
		"media", "import", "keyframes", "supports", "font-face", "charset", "namespace", "page", "layer", "container",
		"property", "staticmethod", "classmethod", "dataclass", "abstractmethod", "cached_property", "pytest", "mock",
		"patch", "fixture", "app", "router", "api", "bp", "blueprint", "login_required", "csrf_exempt", "transaction",
		"shared_task", "task", "celery", "lru_cache", "cache", "wraps", "contextmanager", "overload", "final", "ts-ignore",
		"ts-expect-error", "ts-nocheck", "flow", "jsx", "types", "example", "internal", "todo", "fixme", "latest", "next",
		"beta", "canary", "alpha", "rc", "stable", "scope", "tag", "type", "typedef", "template", "const", "var", "let",
		"apply", "include", "mixin", "extend", "use", "forward", "each", "if", "else", "for", "while", "function", "at",
		"here", "channel", "everyone", "all", "localhost", "sha256", "sha1", "md5", "v", "id", "root", "none", "null":
		return true
	}
	return false
}

// greeting reports the words that open or close a message to a person.
func greeting(w string) bool {
	switch w {
	case "hi", "hello", "dear", "thanks", "thank", "cheers", "hallo", "hola", "estimada", "estimado", "querida", "querido",
		"bonjour", "cher", "chère", "ciao", "caro", "cara", "gentile", "beste", "liebe", "lieber", "olá", "prezada",
		"prezado", "hej", "moi", "witaj":
		return true
	}
	return false
}

type nameCtx struct {
	noun string
	end  int
}

// nameContexts finds each name noun followed by separators (space, ":",
// "=", "#", a quote) and returns the noun and where the name would start.
func nameContexts(s string) []nameCtx {
	var out []nameCtx
	prevWord := ""
	for i, j := nextWord(s, 0); i >= 0; i, j = nextWord(s, j) {
		w := strings.ToLower(s[i:j])
		k := j
		if k < len(s) && s[k] == '.' {
			k++ // Dr. Mr.
		}
		sep := k
		if sep < len(s) && s[sep] == ',' && greeting(w) {
			sep++ // "Thanks, Liam", "Hallo, Jürgen"
		}
		for sep < len(s) && strings.IndexByte(" \t:=#'\"", s[sep]) >= 0 {
			sep++
		}
		if sep > k && i > 0 && isWord(s[i-1]) {
			sep = k // glued to a word: no noun
		}
		if sep > k && i > 0 && s[i-1] == '/' && httpStatusAt(s, sep) {
			sep = k // POST /api/login 401: a path, then its status
		}
		if sep > k {
			noun := ""
			switch {
			case nameNouns()[prevWord+w] && (w == "holder" || w == "holders" || w == "name" || w == "names"):
				noun = prevWord + " " + w
			case nameNouns()[w]:
				noun = w
			case w == "name" && prevWord == "user":
				noun = "username"
			}
			if noun != "" {
				out = append(out, nameCtx{noun, sep})
			}
		}
		prevWord = w
	}
	return out
}

// nextWord returns the span of the first word at or after i: a letter,
// then letters and non-ASCII bytes; -1, -1 when there is none.
func nextWord(s string, i int) (int, int) {
	for i < len(s) && !isLetter(s[i]) {
		i++
	}
	if i >= len(s) {
		return -1, -1
	}
	j := i
	for j < len(s) && (isLetter(s[j]) || s[j] >= 0x80) {
		j++
	}
	return i, j
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// bloodWords introduce a blood group in prose.
var bloodWords = []string{"blood type", "blood group", "bloodtype", "blutgruppe", "groupe sanguin", "grupo sanguíneo", "grupo sanguineo", "gruppo sanguigno"}

// detectBloodType masks an ABO group and Rh factor after a blood-group
// word: "blood type A+", "blood group O negative", "Blutgruppe AB Rh-".
func detectBloodType(sc *scan) {
	if !containsAny(sc.lower, "blood", "blut", "sangu") {
		return
	}
	s, l := sc.s, sc.lower
	for _, w := range bloodWords {
		eachAfter(l, w, func(i int) int {
			for i < len(s) && strings.IndexByte(" :=\"'", s[i]) >= 0 {
				i++
			}
			if strings.HasPrefix(l[i:], "is ") {
				i += 3
			}
			a := i
			switch {
			case strings.HasPrefix(s[i:], "AB"):
				i += 2
			case i < len(s) && (s[i] == 'A' || s[i] == 'B' || s[i] == 'O' || s[i] == '0'):
				i++
			default:
				return i
			}
			if i < len(s) && isWord(s[i]) && s[i] != 'R' {
				return i // a word, not a group
			}
			for _, rh := range []string{"+", "-", "−", " rh+", " rh-", " positive", " negative", " pos", " neg", " rhd+", " rhd-"} {
				if strings.HasPrefix(l[i:], rh) {
					i += len(rh)
					break
				}
			}
			sc.add(a, i, phRedacted)
			return i
		})
	}
}

// productName reports given names that are also the names of languages,
// services and products an error message names after a preposition
// ("migrating to Julia", "triggered by Travis", "sent to Alexa").
func productName(w string) bool {
	switch w {
	case "julia", "travis", "ada", "pascal", "alexa", "siri", "cortana", "cassandra", "victoria", "jenkins", "grace",
		"jasper", "mercedes", "tesla", "heroku", "django", "rails", "ruby", "crystal", "elixir", "clojure", "kotlin",
		"swift", "dart", "flask", "sage", "hadoop", "hudson", "jarvis", "luigi", "celery", "nova", "stella", "aurora", "hugo", "felix":
		return true
	}
	return false
}

// surnameBefore returns where a surname written before a given name at i
// starts ("Martin, Olivia", "van der Berg, Anna", "Martin\, Olivia" in an
// LDAP name), or -1.
func surnameBefore(s string, i int) int {
	e := i
	switch {
	case e >= 3 && s[e-3:e] == "\\, ":
		e -= 3
	case e >= 2 && s[e-2:e] == ", ":
		e -= 2
	default:
		return -1
	}
	a := e
	for a > 0 && (isLetter(s[a-1]) || s[a-1] >= 0x80 || s[a-1] == '\'' || s[a-1] == '-') {
		a--
	}
	if a == e || !upperStart(s[a:]) || stopName(s[a:e]) || a > 0 && (isWord(s[a-1]) || s[a-1] == '.') {
		return -1
	}
	// particles before it: van der Berg
	for a >= 2 && s[a-1] == ' ' {
		b := a - 1
		for b > 0 && isLetter(s[b-1]) {
			b--
		}
		if b == a-1 || !particle(s[b:a-1]) {
			break
		}
		a = b
	}
	return a
}

// sshKeyTypes start an OpenSSH public key line, whose comment is the
// user@host that made the key.
var sshKeyTypes = []string{"ssh-rsa ", "ssh-ed25519 ", "ssh-dss ", "ecdsa-sha2-", "sk-ssh-ed25519"}

// detectLocalAccounts masks the user of a user@host with no domain
// ("olivia@laptop", "olivia.martin@build-01", an SSH key's comment): an
// address of one machine, which the email rule (it needs a domain) does
// not see. The user must read as a person (a given name, first.last) or
// stand in an SSH key's comment; pkg@latest, root@db1 and git@ stay.
func detectLocalAccounts(sc *scan) {
	s := sc.s
	sshKey := containsAny(sc.lower, sshKeyTypes...)
	for at := strings.IndexByte(s, '@'); at >= 0; {
		a := at
		for a > 0 && (isWord(s[a-1]) || s[a-1] == '.' || s[a-1] == '-') {
			a--
		}
		b := at + 1
		for b < len(s) && (isWord(s[b]) || s[b] == '-') {
			b++
		}
		next := strings.IndexByte(s[at+1:], '@')
		// a domain follows (the email rule's), or no host, or a version
		domain := b < len(s) && s[b] == '.' && b+1 < len(s) && isLetter(s[b+1])
		if a < at && b > at+1 && isLetter(s[at+1]) && !domain && (a == 0 || !strings.ContainsRune("@/:", rune(s[a-1]))) {
			user := strings.ToLower(s[a:at])
			first, _, _ := strings.Cut(user, ".")
			first = strings.TrimRight(first, "0123456789_-")
			if givenName(first) && !productName(first) || sshKey && !systemAccount(user) {
				sc.add(a, at, phName)
			}
		}
		if next < 0 {
			break
		}
		at += 1 + next
	}
}

// systemAccount reports accounts that belong to no person.
func systemAccount(u string) bool {
	switch u {
	case "root", "admin", "administrator", "git", "deploy", "deployer", "ubuntu", "ec2-user", "centos", "debian", "www-data",
		"nobody", "postgres", "mysql", "jenkins", "runner", "ci", "build", "builder", "github-actions", "gitlab-runner", "docker":
		return true
	}
	return false
}

// fileExtension reports the extensions of web assets, which no top-level
// domain shares.
func fileExtension(ext string) bool {
	switch strings.ToLower(ext) {
	case "png", "jpg", "jpeg", "gif", "svg", "webp", "avif", "ico", "bmp", "js", "mjs", "cjs", "css", "map", "json",
		"html", "htm", "txt", "pdf", "woff", "woff2", "ttf", "otf", "eot", "wasm", "mp3", "mp4", "webm":
		return true
	}
	return false
}

// httpStatusAt reports a three-digit HTTP status (100–599) standing alone
// at i.
func httpStatusAt(s string, i int) bool {
	if i+3 > len(s) || i+3 < len(s) && isWord(s[i+3]) {
		return false
	}
	return s[i] >= '1' && s[i] <= '5' && s[i+1] >= '0' && s[i+1] <= '9' && s[i+2] >= '0' && s[i+2] <= '9'
}

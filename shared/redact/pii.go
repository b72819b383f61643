package redact

import (
	"strings"

	"glitchtip-mcp/shared/lazyre"
	wordlist "glitchtip-mcp/shared/redact/words"
)

// Personal data and infrastructure: emails, IP and MAC addresses (their
// rules in netaddrs.go), coordinates, IBANs, national identifiers, phone
// numbers, names in context, HL7 person fields, postal addresses and
// postcodes, user names in file paths, internal host names and UNC paths.

var (
	// emails, including internationalised local parts and domains and the
	// "[at]"/"(at)" spellings people use to dodge scrapers
	reEmail   = lazyre.New(`[\p{L}\p{N}_%+\-!#$*^{|}~][\p{L}\p{N}._%+\-!#$&'*^{|}~]*@[\p{L}\p{N}\-]+(?:\.[\p{L}\p{N}\-]+)*\.\p{L}{2,}`)
	reEmailAt = lazyre.NewRare(`(?i)[\p{L}\p{N}._%+\-]+\s*[\[\(\{<]\s*at\s*[\]\)\}>]\s*[\p{L}\p{N}\-]+(?:\s*(?:[\[\(\{<]\s*dot\s*[\]\)\}>]|\.)\s*[\p{L}\p{N}\-]+)+`)
	reIPv4    = lazyre.New(`\b(?:\d{1,3}[.\-_]){3}\d{1,3}\b`)
	reMAC     = lazyre.New(`\b[0-9A-Fa-f]{2}(?:[:\-][0-9A-Fa-f]{2}){5}\b|\b[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\b`)
	reGeo     = lazyre.New(`[-+]?\b\d{1,2}\.\d{3,}°?\s*[NS]?\s*[,;/ ]\s*[-+]?\d{1,3}\.\d{3,}°?\s*[EW]?\b`)
	// lat 51.5074 lon -0.1278, latitude 48.85 longitude 2.29: the pair
	// named in prose, without a key separator, or each in its own tuple
	// or pair as Erlang, Elixir, Python and Ruby write them ({lat,
	// 41.0151}, {lng, 28.9795}; ('lat', 41.01), ('lng', 28.97); "lat" =>
	// 41.01, "lng" => 28.97)
	reGeoWords = lazyre.NewRare(`(?i)\blat(?:itude)?["']?\s*(?:[:=,]|=>)?\s*([-+]?\d{1,2}\.\d{3,})\s*[)}\]]?\s*[,;]?\s*[({\[]?\s*["']?\b(?:lon|lng|long|longitude)["']?\s*(?:[:=,]|=>)?\s*([-+]?\d{1,3}\.\d{3,})`)
	// a Mexican RFC (tax id) of a person: four letters, a birth date
	// (YYMMDD) and a three-character homoclave
	reRFC  = lazyre.New(`\b[A-ZÑ&]{4}\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[A-Z\d]{2}[A\d]\b`)
	reIBAN = lazyre.New(`\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b`)
	// (its prefix by HMRC's rules, any last letter: temporary numbers end
	// in M or F, TN 01 02 90 M, and payroll and test records write others)
	reNINO = lazyre.New(`\b(?:[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]|QQ) ?\d{2} ?\d{2} ?\d{2} ?[A-Z]\b`)
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
	reCNID = lazyre.New(`\b\d{17}[\dXx]\b`)
	reHETU = lazyre.New(`\b\d{6}[-+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y]\b`)
	reNRIC = lazyre.New(`\b[STFG]\d{7}[A-Z]\b`)
	// KB5046617 is a Windows update's knowledge-base article: KB takes
	// the check digit in brackets only
	reHKID = lazyre.New(`\b(?:[A-Z]|[A-JL-Z][A-Z]|K[AC-Z])\d{6}(?:\([0-9A]\)|[0-9A]\b)|\bKB\d{6}\([0-9A]\)`)
	// a Taiwanese national identity card (a region's letter, 1 or 2 for
	// the holder's sex, eight digits) by its check digit
	reTWID  = lazyre.New(`\b[A-Z][12]\d{8}\b`)
	reCURP  = lazyre.New(`\b[A-Z][AEIOUX][A-Z]{2}\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[HMX](?:AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE)[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d\b`)
	rePhone = lazyre.New(`\b0(?:[1-9]\d{8,9}|\d{1,3}-\d{6,8}|[1-9]\d{2,3}/\d{6,8}|[1-9]\d{2,3} \d{6,8})\b|(?:\+\d|\b00[1-9])[\d ().\-/]{5,}\d|\(\d{2,5}\)[ \-]?\d[\d .\-]{3,}\d|\b\d{2,5}[ .\-]\d{2,4}[ .\-]\d{2,5}(?:[ .\-]\d{2,4}){0,2}(?:[xX]\d{1,6})?\b`) // first: a national number after its trunk 0 (0612345678, 052-6934604); the international prefix 00 is followed by a country code, which never begins with 0 ("12 000 / 12 000" is two counts)
	// street addresses: a number, words, a street type (and the European
	// "Street-word number" order)
	reStreet = lazyre.New(`\b\d{1,5}[A-Za-z]?,? (?:[\p{Lu}][\p{L}'.\-]*\s+){1,4}(?i:street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd|court|ct|way|place|pl|terrace|close|crescent|square|sq|parkway|pkwy|highway|hwy|expressway|freeway|causeway|turnpike|extension|heights|circle|cir|trail|row|mews|gardens|grove|hill|walk|alley)\b\.?|\b(?:(?i:avenue|boulevard|chemin|allée|viale|piazza|calle|avenida|carrer|ulica|aleja|ul\.|al\.|jl\.|jalan)|Rue|Via|Rua|Plaza|RUE|VIA|RUA|PLAZA|\d{1,5}(?:bis|ter)?,?\s+(?i:rue|via|rua|plaza))(?i:\s+(?:de la\s+|des\s+|del\s+|dos\s+|da\s+|d[eu]\s+|d'\s*)?)[\p{L}'\-]+(?:\s+(?:(?i:de la|d[eu']|del|dell[ao]|de[ig]|degli|delle|di|des|d[ao]s?)\s+)?\p{Lu}[\p{L}'\-]*){0,3}(?:,?\s*\d{1,5})?|\b\d{1,5},?\s+Route\s+(?i:de la\s+|du\s+|des\s+|de\s+|d')\p{Lu}[\p{L}'\-]*(?:\s+(?:(?i:de|du|des|la|le)\s+)?\p{Lu}[\p{L}'\-]*){0,3}|\b[\p{Lu}][\p{L}\-]*(?i:stra(?:ss|ß)e|str\.|weg|gasse|platz|allee|laan|straat|gracht|vej|gatan|gate|veien)\s+\d{1,5}[a-z]?\b|(?i:\b(?:apt|apartment|suite|unit|flat|floor)\.?\s*#?\s*\d+[A-Za-z]?\b)|(?i:\bP\.?O\.? Box\s+\d+)`)
	// postcodes: UK, Canada, US ZIP after a state, Europe's "12345 City"
	rePostcode = lazyre.New(`\b(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2}|[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d)\b|\b[A-Z]{2},? \d{5}(?:-\d{4})?\b|\b(?:[A-Z]{1,2}-\d{4,5}|\d{5}) [\p{Lu}][\p{Ll}]+(?:[ \-][\p{Lu}][\p{Ll}]+)?\b|\b\d{4} [A-Z]{2}\b`)
	// dates of birth after their keyword, in any common spelling
	// (the words for it in Chinese, Japanese, Korean, Arabic and Hebrew
	// stand without \b, which is ASCII's; their dates are 1979年11月2日,
	// 1979년 11월 2일); a day, a word and a year after the keyword is
	// the date with its month in the keyword's language, whichever
	// (né le 12 juin 1979, 12 de junio de 1979); the word for "born"
	// alone (nacido, née, urodzony, född) and a compact date after it
	// (880314, 19880314), read as one by compactBirthDate
	reDOB = lazyre.NewRare(`(?i)(?:生年月日|出生日期|出生年月日|誕生日|생년월일|تاريخ الميلاد|תאריך לידה|дата рождения|\b(?:dob|d\.o\.b\.?|date of birth|birth ?date|birthday|born(?: on)?|geboren(?: am)?|nacid[oa](?: el)?|née?|nat[oa](?: il)?|urodzon[ya]|född|født|syntynyt|narozen[aý]?|rođen[a]?|született|geb\.|geburtsdatum|geburtstag|data de nascimento|doğum tarihi|né(?:e)? le|date de naissance|fecha de nacimiento|f\. ?nac\.|data di nascita|geboortedatum|fødselsdato|födelsedatum|syntymäaika|data urodzenia))(?:\b|\B)[\s:="'\-：「]*(\d{4}\s?[年년]\s?\d{1,2}\s?[月월]\s?\d{1,2}\s?[日일]|(?:明治|大正|昭和|平成|令和)\s?(?:元|\d{1,2})\s?年\s?\d{1,2}\s?月\s?\d{1,2}\s?日|\d{1,4}[-/. ]\d{1,2}[-/. ]\d{1,4}|(?:\d{1,2}(?:st|nd|rd|th)?\.?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|январ|феврал|март|апрел|ма[яй]|июн|июл|август|сентябр|октябр|ноябр|декабр)[a-zäа-я]*\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?\d{2,4}|\d{1,2}\.?\s+(?:de\s+)?\p{L}{3,12}\.?\s+(?:de\s+)?\d{4}|\d{8}|\d{6})`)
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

// systemMailbox reports an address whose user is the system's, no
// person's: the account every forge serves SSH as (git@github.com,
// git@git.internal:team/repo.git) and the accounts Debian's packages
// create (root@, mail@, www-data@), not a program's name (info@ is a
// mailbox people read): the host after it stays a host.
func systemMailbox(addr string) bool {
	at := indexByte(addr, '@')
	if at <= 0 {
		return false
	}
	local := strings.ToLower(addr[:at])
	return local == "git" || wordlist.SystemAccount(local) || serviceHome(local) || wordIn(roleMailboxes, local)
}

// roleMailboxes are the mailboxes the mail and DNS standards require of
// every domain, a role's and nobody's own: postmaster (RFC 5321 4.5.1),
// hostmaster and abuse (RFC 2142) and the sender of bounces
// (MAILER-DAEMON, as sendmail and Postfix write it). info@, sales@ and
// noreply@ are no standard's and stay masked.
const roleMailboxes = " postmaster hostmaster abuse mailer-daemon "

func detectEmail(sc *scan) {
	s := sc.s
	if indexByte(s, '@') >= 0 {
		for _, m := range reEmail.FindAllStringIndex(s, -1) {
			// logo@2x.png, icon@3x.webp: an asset at a screen density
			if fileExtension(s[lastIndexByte(s[:m[1]], '.')+1 : m[1]]) {
				continue
			}
			// https://key@host/1, postgres://app:pw@db: the part before
			// "@" is a URL's userinfo, the host after it is kept
			if inAuthority(s, m[0]) {
				if systemMailbox(s[m[0]:m[1]]) {
					continue
				}
				sc.add(m[0], m[0]+indexByte(s[m[0]:m[1]], '@'), phUser)
				continue
			}
			if clusterNode(s[m[0]:m[1]]) || systemMailbox(s[m[0]:m[1]]) || messageID(s, m[0], m[1]) {
				continue
			}
			if ia, ib, ok := systemdInstance(s[m[0]:m[1]]); ok {
				// hermes-worker@3.service: a template unit's instance;
				// one that is no number nor code (sync@olivia.service)
				// is somebody's
				if inst := s[m[0]+ia : m[0]+ib]; countDigits(inst) != len(inst) && !(knownCompound(inst) && !personName(inst)) {
					sc.add(m[0]+ia, m[0]+ib, phValue)
				}
				continue
			}
			sc.add(m[0], m[1], phEmail)
		}
		detectLocalAccounts(sc)
	}
	if contains(sc.lower, "at") && (contains(sc.lower, "[at") || contains(sc.lower, "(at") || contains(sc.lower, "{at") || contains(sc.lower, "<at") || contains(sc.lower, "( at") || contains(sc.lower, "[ at")) {
		for _, m := range reEmailAt.FindAllStringIndex(s, -1) {
			sc.add(m[0], m[1], phEmail)
		}
	}
}

// clusterNode reports a program's address: a node name at a Kubernetes
// service's host (Erlang's rabbit@rabbitmq-1.rabbitmq.svc.cluster.local),
// where no mail is delivered, or a Google Cloud service account
// (ledger-writer@acme-prod.iam.gserviceaccount.com), an identity of a
// program. Named after its program, not a person: a name there is still
// masked.
func clusterNode(addr string) bool {
	local, host, _ := cut(addr, "@")
	host = strings.ToLower(host)
	if !hasSuffix(host, ".svc.cluster.local") && !hasSuffix(host, ".svc") && !hasSuffix(host, ".gserviceaccount.com") {
		return false
	}
	return !personCompound(local) && !givenName(strings.ToLower(local)) && !personName(local) && knownCompound(local)
}

// systemdInstance reports a systemd template unit's name
// (worker@3.service, getty@tty1.service) and the bounds of its instance:
// the "domain" after "@" is one label and a unit type, which is no
// top-level domain.
func systemdInstance(addr string) (int, int, bool) {
	at := indexByte(addr, '@')
	dot := lastIndexByte(addr, '.')
	if at < 1 || dot < at+2 || indexByte(addr[at+1:dot], '.') >= 0 || personName(addr[:at]) || givenName(strings.ToLower(addr[:at])) {
		return 0, 0, false
	}
	switch strings.ToLower(addr[dot+1:]) {
	case "service", "socket", "timer", "mount", "automount", "target", "path", "slice", "scope", "swap", "device":
		return at + 1, dot, true
	}
	return 0, 0, false
}

// inAuthority reports an offset inside a URL's authority: "://" before it
// in the same run of non-space characters, with no "/" between.
func inAuthority(s string, i int) bool {
	j := i
	for j > 0 && !isSpace(s[j-1]) && s[j-1] != '"' && s[j-1] != '\'' && i-j < 512 {
		j--
		if hasPrefix(s[j:], "://") {
			return true
		}
	}
	return false
}

// hexDigits reports whether every byte of s is a hex digit. Not inlined:
// four copies in macCandidate cost the bootstrap more than the calls cost.
//
//go:noinline
func hexDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
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
		if sc.stop.pulse() {
			return
		}
		a := m[0]
		if a > 0 && (isWord(s[a-1]) || s[a-1] == '.' || s[a-1] == ':' || s[a-1] == '-') || uuidAt(s, a) {
			continue
		}
		// --id 37657 58.45.41, {65051 11.38.26 false}: a flag's number or
		// a Go %v's first field, then a version, are two words
		if k := a + digitsAt(s, a); k+1 < m[1] && s[k] == ' ' && versionAt(s, k+1) && oneArgument(s, a) {
			continue
		}
		// 878.444.5658x87692: an extension after an x
		x := m[1]
		if k := strings.IndexAny(s[a:m[1]], "xX"); k > 0 {
			x = a + k // the expression took the extension in
		}
		if labelledStandardNumber(s, a, m[1]) || momentAt(s, a, m[1]) {
			continue // ISBN 0-306-40615-2: a book's, its check digit holds; 01-03-2026 09.30: a moment
		}
		if e := phoneExtEnd(s, x); e > x && phoneAt(s[:x], a, x) {
			sc.add(a, e, phPhone)
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

// phoneExtEnd returns the end of an extension ("x87692", "x12") at s[b],
// or b.
func phoneExtEnd(s string, b int) int {
	if b >= len(s) || s[b] != 'x' && s[b] != 'X' {
		return b
	}
	e := b + 1
	for e < len(s) && isDigit(s[e]) {
		e++
	}
	if e-b-1 < 1 || e-b-1 > 6 || e < len(s) && isWord(s[e]) {
		return b
	}
	return e
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
	// REASON=00000000 (2026-12-04 …): zeros are a zeroed field, no one's
	// number, and a group that opens a date is the date's year; a run
	// holding a whole ISO date (MySQL's "Duplicate entry '314-2026-12-24'",
	// a composite key's parts joined by "-") is a key with its date in it
	if strings.Trim(v, "0 -.()+") == "" || dateGroupEnds(s, b) || holdsISODate(v) {
		return false
	}
	// a run cut inside an IPv4 address (MOVED 12182 10.20|.1.7:6379) is
	// a number and the address's first octets
	if b+1 < len(s) && s[b] == '.' && isDigit(s[b+1]) && cutsIPv4(s, b) {
		return false
	}
	return !isDateLike(v) && !(strings.Count(v, ".") == 1 && !containsChars(v, " -()+")) && !buildVersion(v)
}

// dateGroupEnds reports a digit group ending at s[b] that begins an ISO
// date going on past b (2026|-12-04, 2026-12|-04): the text's date, not a
// phone's last group. Only a year written first is read so: a phone's
// groups can look like a day, a month and a year (+82-21-2309-2238).
func dateGroupEnds(s string, b int) bool {
	if b+1 >= len(s) || s[b] != '-' || !isDigit(s[b+1]) {
		return false
	}
	g := b
	for g > 0 && isDigit(s[g-1]) {
		g--
	}
	if isoDateAt(s, g) {
		return true
	}
	// 2026-12|: the year is the group before
	return b-g <= 2 && g >= 5 && s[g-1] == '-' && isoDateAt(s, g-5)
}

// holdsISODate reports a yyyy-mm-dd among v's dash-separated groups,
// whole (not cut from a longer group): no phone's groups spell a year,
// its month and a day of it.
func holdsISODate(v string) bool {
	for g := 0; g+10 <= len(v); g++ {
		if (g == 0 || v[g-1] == '-') && (g+10 == len(v) || !isDigit(v[g+10])) && isoDateAt(v, g) {
			return true
		}
	}
	return false
}

// isoDateAt reports yyyy-mm-dd at s[g:].
func isoDateAt(s string, g int) bool {
	return g >= 0 && g+10 <= len(s) && (g == 0 || !isDigit(s[g-1])) && s[g+4] == '-' && s[g+7] == '-' && countDigits(s[g:g+10]) == 8 && validYMD(s[g:g+4]+s[g+5:g+7]+s[g+8:g+10])
}

// uuidAt reports a UUID's 8-4-4-4-12 hex groups at s[a:]: its digits can
// read as grouped phone digits when it has few letters, and the nil UUID
// (Azure's and .NET's 00000000-0000-…, Guid.Empty) has none.
func uuidAt(s string, a int) bool {
	if len(s)-a < 36 || len(s)-a > 36 && isWord(s[a+36]) {
		return false
	}
	for i, c := range []byte(s[a : a+36]) {
		if dash := i == 8 || i == 13 || i == 18 || i == 23; dash != (c == '-') || !dash && !hexDigits(s[a+i:a+i+1]) {
			return false
		}
	}
	return true
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

// (Hungarian and Korean write the year first with a dot and a space after
// each part, CLDR's "y. MM. dd.": 2026. 03. 12.)
var reDate = lazyre.New(`^\d{4}(?:[-/.]|\. )\d{1,2}(?:[-/.]|\. )\d{1,2}|^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}$`)

// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func isDateLike(v string) bool { return reDate.MatchString(v) }

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
	dot := lastIndexByte(h, '.')
	if dot < 0 {
		return false
	}
	return wordIn(fileNameWords, strings.ToLower(h[dot+1:]))
}

// fileNameWords are fileName's words, each between spaces (wordIn).
const fileNameWords = " json txt csv xml yaml yml bin sql sh " + "py js ts html pdf png jpg jpeg gif zip " + "gz tar log conf cfg ini toml env pem " +
	"key crt mp4 md dat "

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// bloodWords introduce a blood group in prose.
var bloodWords = []string{"blood type", "blood group", "bloodtype", "bloodgroup", "blood_type", "blood_group", "blutgruppe", "groupe sanguin", "grupo sanguíneo", "grupo sanguineo", "gruppo sanguigno"}

// detectBloodType masks an ABO group and Rh factor after a blood-group
// word: "blood type A+", "blood group O negative", "Blutgruppe AB Rh-".
func detectBloodType(sc *scan) {
	if !sc.anyOf("blood", "blut", "sangu") {
		return
	}
	s, l := sc.s, sc.lower
	for _, w := range bloodWords {
		eachAfter(l, w, func(i int) int {
			for i < len(s) && indexByte(" :=\"'", s[i]) >= 0 {
				i++
			}
			if hasPrefix(l[i:], "is ") {
				i += 3
			}
			a := i
			switch {
			case hasPrefix(s[i:], "AB"):
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
				if hasPrefix(l[i:], rh) {
					i += len(rh)
					break
				}
			}
			sc.add(a, i, phRedacted)
			return i
		})
	}
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
	sshKey := sc.anyOf(sshKeyTypes...)
	for at := indexByte(s, '@'); at >= 0; {
		if sc.stop.pulse() {
			return
		}
		a := at
		for a > 0 && (isWord(s[a-1]) || s[a-1] == '.' || s[a-1] == '-') {
			a--
		}
		b := at + 1
		for b < len(s) && (isWord(s[b]) || s[b] == '-') {
			b++
		}
		next := indexByte(s[at+1:], '@')
		// a domain follows (the email rule's), or no host, or a version
		domain := b < len(s) && s[b] == '.' && b+1 < len(s) && isLetter(s[b+1])
		// or an IPv4 address: ssh reza.k@10.5.0.2
		ip := b > at+1 && isDigit(s[at+1]) && ipv4At(s, at+1)
		if a < at && b > at+1 && (isLetter(s[at+1]) && !domain || ip) && (a == 0 || !containsRune("@/:", rune(s[a-1]))) {
			for a < at && (s[a] == '.' || s[a] == '-') {
				a++ // a sentence's full stop before it (a line break taken out)
			}
			user := strings.ToLower(s[a:at])
			first, _, _ := cut(user, ".")
			first = strings.TrimRight(first, "0123456789_-")
			// a login of a name's parts (rkumar@ci-runner-03, a shell's
			// prompt; reza.k@10.5.0.2): the user part of an address of
			// one machine is an account, judged as one after "by"
			// a login written of an initial and a surname (lkowalski@backup01),
			// which a language's word forms may read as a word (Polish
			// adjectives end in -ski), is a name's too
			if a < at && (givenName(first) && !productName(first) || sshKey && !systemAccount(user) || byLogin(user) || !domain && !loginKept(user) && nameSegments(user) ||
				shellPrompt(s, a, b) && !loginKept(user) && !systemAccount(user) && !codeWord(user) && !wordlist.Tech(user)) ||
				len(first) >= 3 && first != user && givenNameData(first) && !codeWord(first) && !loginKept(user) {
				// (first is user's, so a non-empty first says a < at)
				sc.add(a, at, phName)
			}
		}
		if next < 0 {
			break
		}
		at += 1 + next
	}
}

// shellPrompt reports a user@host at s[a:b] that opens a shell's prompt,
// bash's "[user@host dir]$" or "user@host:~$" (and "#" for root's): the
// user logged in there, whatever word the login is (bisonte, a bison),
// unless it is a system's or a tool's account (root, deploy, ansible).
func shellPrompt(s string, a, b int) bool {
	if a > 0 && s[a-1] == '[' {
		e := indexByte(s[b:min(len(s), b+64)], ']')
		return e >= 0 && b+e+1 < len(s) && (s[b+e+1] == '$' || s[b+e+1] == '#') && !containsChars(s[b:b+e], "\n[")
	}
	if b+1 < len(s) && s[b] == ':' && (s[b+1] == '~' || s[b+1] == '/') {
		for k := b + 1; k < len(s) && k < b+64 && s[k] != ' ' && s[k] != '\n'; k++ {
			if (s[k] == '$' || s[k] == '#') && (k+1 == len(s) || s[k+1] == ' ') {
				return true
			}
		}
	}
	return false
}

// fileExtension reports the extensions of web assets, which no top-level
// domain shares.
func fileExtension(ext string) bool {
	return wordIn(fileExtensionWords, strings.ToLower(ext))
}

// fileExtensionWords are fileExtension's words, each between spaces (wordIn).
const fileExtensionWords = " png jpg jpeg gif svg webp avif ico bmp " + "js mjs cjs css map json html htm txt " + "pdf woff woff2 ttf otf eot wasm mp3 mp4 " +
	"webm "

// httpStatusAt reports a three-digit HTTP status (100–599) standing alone
// at i.
func httpStatusAt(s string, i int) bool {
	if i+3 > len(s) || i+3 < len(s) && isWord(s[i+3]) {
		return false
	}
	return s[i] >= '1' && s[i] <= '5' && s[i+1] >= '0' && s[i+1] <= '9' && s[i+2] >= '0' && s[i+2] <= '9'
}

// compactBirthDate reports whether reDOB's value s[a:b] may stand as a
// date of birth: any of its spellings but a run of digits, which must end
// the number (born 123456789 is a count or an id) and, six long, be one
// date written without separators (YYMMDD 880314 or DDMMYY 140388).
func compactBirthDate(s string, a, b int) bool {
	if countDigits(s[a:b]) != b-a {
		return true
	}
	if b < len(s) && s[b] >= '0' && s[b] <= '9' {
		return false
	}
	if b-a != 6 {
		return true
	}
	n := func(i int) int { return int(s[a+i]-'0')*10 + int(s[a+i+1]-'0') }
	day := func(d, m int) bool { return m >= 1 && m <= 12 && d >= 1 && d <= 31 }
	return day(n(4), n(2)) || day(n(0), n(2))
}

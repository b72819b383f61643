package redact

import (
	"strings"

	"glitchtip-mcp/shared/ident"
	"glitchtip-mcp/shared/lazyre"
	wordlist "glitchtip-mcp/shared/redact/words"
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
	return wordIn(stopValues, v) || strings.Trim(v, "*xX•·.") == "" || isPlaceholder(v)
}

const stopValues = " null nil none undefined true false empty missing invalid expired required redacted filtered hidden " +
	"masked unset disabled enabled not is was has must should and or the a an for of to in on with yes no n/a na unknown " +
	"incorrect wrong mismatch revoked got received rejected denied refused malformed present absent ok default changed " +
	"reset expected provided given blank too cannot could failed "

// stateWord reports one word that says what state a credential is in, the
// positives of stopValue's (gpg's "Signature is valid"; a number's
// "is zero", no secret's value): after "is" it is
// what is said of the key, not its value. Alone only: "correct horse
// battery staple" is a passphrase (sentenceGoesOn). So is the -ed form
// of a code word (Node's "Session was closed", "is terminated").
func stateWord(v string) bool {
	return wordIn(" valid correct verified accepted active inactive locked weak set supported unsupported zero ", v) ||
		hasSuffix(v, "ed") && codeVerbForm(v)
}

// sentenceGoesOn reports that s ends at b, or goes on with punctuation or
// a stop word ("is valid for", "is valid."), not with the next word of
// a passphrase ("is correct horse battery staple").
func sentenceGoesOn(s string, b int) bool {
	rest := strings.TrimLeft(s[b:], " ")
	if rest == "" || !isLetter(rest[0]) {
		return true
	}
	e := 0
	for e < len(rest) && isLetter(rest[e]) {
		e++
	}
	return stopWords[strings.ToLower(rest[:e])]
}

// reKeySep finds a key (up to three words) followed by a separator:
// = : => := -> or "is". The value is read in code. A key's words are
// written in any alphabet (contraseña, şifre, hasło, пароль): an ASCII-only
// key lost the letters before its first non-ASCII one and with them the
// password's key.
var reKeySep = lazyre.New(`(\pL[\pL\pM0-9_.\-]*(?: \pL[\pL\pM0-9_\-]*){0,2})(\\?["'\]]?) ?(=>|:=|==|=|:|\s+(?:is|was|of)\s+)`)

func detectKeyed(sc *scan) {
	s := sc.s
	if !containsAny(s, "=", ":", " is ", " was ", " of ") {
		return
	}
	// the text's script, read once: per value it would make a text of
	// many keys quadratic
	dom, domDone := script(0), false
	// maskedTo is the end of the last value masked: a key inside it is
	// part of that value (adid=adid=adid=…), and reading each one's value
	// again would make the detector quadratic.
	maskedTo := 0
	// humanName: the text writes a given and a family key (read once)
	humanName, humanNameDone := false, false
	// nameSib: the text writes a key of a person's given or family name
	// (read once, when a bare name's key asks)
	nameSib, nameSibDone := false, false
	ms := keySeps(sc)
	for _, m := range ms {
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
		if sep == "==" || sourceFile(key) || m[2] > 0 && s[m[2]-1] == '/' && m[5] > m[4] && !contains(key, " ") {
			continue
		}
		// try the longest multi-word key first, then its last words
		class, siblingName := keyOfWords(strings.Fields(key)), false
		if f := strings.Fields(key); class == "" && len(f) > 0 && (f[len(f)-1] == "family" || f[len(f)-1] == "given") {
			// <name given="…" family="…"/>: FHIR's and vCard's parts of a
			// person's name, when the text writes both keys (alone,
			// family=inet and given= are a protocol's or a sentence's)
			if !humanNameDone {
				humanName, humanNameDone = humanNameKeys(s), true
			}
			if humanName {
				class = "name"
			}
		}
		if class == "" && bareNameKey(key) {
			// #<Guest nombre: "Hunter", apellido: "Lis">, Name: Bach,
			// Vorname: Martina: a bare name's key in a record that
			// also holds a given or a family name's key is the
			// person's name, whatever its words
			if !nameSibDone {
				nameSib, nameSibDone = nameFieldSibling(s, ms), true
			}
			if nameSib {
				class, siblingName = "name", true
			}
		}
		if sc.label && class == "name" {
			continue
		}
		if class == "" {
			// name='Olivia', %{name: "Olivia"}: a bare "name" key is
			// anything's name, but a value starting with a given name is
			// a person's
			f := strings.Fields(key)
			switch p := keyParts(f[len(f)-1]); {
			case bareNameKey(key):
				if a, b := readValue(s, valStart, "name", false); a < b {
					// the first word, or its first part (Olivia-Mae)
					first, _, _ := cut(s[a:a+firstWordLen(s[a:b])], "-")
					if givenName(strings.ToLower(first)) {
						sc.add(a, b, phName)
					}
				}
			case vehicleKey(f[len(f)-1]):
				// vrn=DYK3574: a vehicle's key holds its plate, in
				// whatever country's format
				if a, b := readValue(s, valStart, "", false); a < b && vehicleValue(s[a:b]) {
					sc.add(a, b, phValue)
				}
			case shapedKey(f[len(f)-1]) != 0:
				// exp_date=04/28, abo=O−: a card's expiry, a blood group
				if a, b := readValue(s, valStart, "", false); a < b && shapedKeyValue(f[len(f)-1], s[a:b]) {
					sc.add(a, b, phValue)
				} else if v := lineNumberCut(s[a:b]); len(v) < b-a && (b == len(s) || s[b] == '\n') && shapedKeyValue(f[len(f)-1], v) {
					// exp_date: 02/30:41, abo: B−:41 at a line's end: the
					// line number a stack frame's location adds
					sc.add(a, a+len(v), phValue)
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
				if sep == "of" || !contains(key, "birth") && !contains(key, "number") {
					continue
				}
			}
		}
		a, b := readValue(s, valStart, class, sep == ":" && headerKey(key))
		if a >= b {
			continue
		}
		v := s[a:b]
		// SET vat = $1: a prepared statement's bind parameter stands
		// where the value will go, and holds none; {"name":
		// "orders-worker", "first_name": …}: a service's or code's name
		// under a bare name's key is a thing's, whatever keys are beside
		if bindParameter(v) || siblingName && (serviceValue(v) || codeName(v)) {
			continue
		}
		// billing.vat_number: El número debe ser…: the key's message;
		// zip: FileHeader.Extra too long: a Go package's (goprefix.go)
		// Name: Bach, Vorname: Martina: a capitalised value that the
		// record's next key ends is that field's, however many known
		// words the line after it holds (the message rules read on)
		if sep == ":" && !quotedAt(s, a) && !(class == "name" && startsUpper(v) && nextKeyAfter(s, ms, b)) && (messageAt(s, a) || goPackageMessage(s, a) || class == "cred" && credMessageAt(s, a) || (class == "pii" || class == "name") && (!startsUpper(v) && !hasDigit(v) && !givenName(firstWord(v)) && credMessageAt(s, a) || keyMessageAt(s, a))) {
			continue
		}
		// sudo's "TTY=pts/0 ; PWD=/ ; USER=root": PWD in capitals is the
		// shell's working directory, a path, no password (the path's own
		// rules judge its folders)
		if t := strings.TrimSpace(v); key == "PWD" && sep == "=" && (t == "/" || filePathValue(t)) {
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
			class != "cred" && a == m[7] && len(v) <= 5 && containsChars(key, ".-") && !contains(key, " ")) {
			continue
		}
		// http://swift-gw01.corebank.lan:9200/v2/health: after "://" a
		// host (swift…) and its port, no key and value (userinfo has @)
		if sep == ":" && a == m[7] && m[2] >= 3 && s[m[2]-3:m[2]] == "://" && portThenPath(v) {
			continue
		}
		// auth for localhost:8080: a port glued to the owner's host, no
		// credential's value
		if sep == ":" && a == m[7] && credOfOwner(strings.Fields(key)) {
			continue
		}
		// motdepasse_longueur=12, contraseña_mínima: 8: a word after the
		// password's in a key is mostly a setting about it, in whatever
		// language (English's are notSensitiveLast's), and a number of one
		// to three digits is that setting's value, no one's password
		// dsn=4.4.1: a mail log's delivery status (RFC 3463), the
		// only value of that key made of digits and dots; a data
		// source's name has a scheme or a host
		if class == "cred" && (len(v) <= 3 && countDigits(v) == len(v) && credSetting(key) || versionLike(v) && strings.EqualFold(key[max(0, len(key)-3):], "dsn")) {
			continue
		}
		// GITHUB_TOKEN is not set; …: after "is" a value that opens
		// with a stop word is a sentence about the key; signature: r is
		// zero: one character is no credential's value, it hides nothing
		// seller: 4412: a party's number is its record's id (partyKeyOf)
		if stopValue(strings.ToLower(v)) || class == "name" && countDigits(v) == len(v) && partyKeyOf(key) || class == "cred" && (len(v) == 1 || serverAnswer(v)) || (sep == "is" || sep == "was") && saidOfKey(s, v, b) || class == "name" && !containsChars(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && !quotedAt(s, a) && !isPersonHandle(v) && !lowerName(v) {
			continue
		}
		// EncodeToken of Comment, the token of ProcInst: after "of" a
		// credential's noun names what it belongs to; code or a word is
		// that thing (a person there is still masked: codeValue)
		if class == "cred" && sep == "of" {
			// the password of alice is hunter2: the owner, then the value
			if a2, b2 := credAfterOwner(s, b); a2 < b2 {
				sc.add(a2, b2, phRedacted)
				maskedTo = b2
				continue
			}
			if codeValue(v) {
				continue
			}
		}
		// "a member of organization o-…", "owner of team": what follows
		// "of" is the group a person belongs to, a word, not a login
		if sep == "of" && (isLowerWord(v) && knownWord(v) && !personName(v) || groupOfThing(s, v, b)) {
			continue
		}
		// vat_number: El número debe…: a key that names a number, and
		// after it a word of a message in any language, not its value
		// (64개 보다…: Korean writes the count and its counter first)
		if w, ok := messageWord(v); sep == ":" && numberKey(key) && (ok && knownWord(w) && !personName(w) || hangulCount(v)) {
			continue
		}
		// vat_number is ongeldig, passport_no: emailの形式で…: a key that
		// names a number, and a value with no digit in it, is no number
		// but words: each is judged (a name there is still masked)
		if numberKey(key) && class != "cred" && !hasDigit(v) {
			if !domDone {
				dom, domDone = dominantScript(s), true
			}
			maskValue(sc, a, b, dom, false, quotedAt(s, a))
			maskedTo = b
			continue
		}
		// addr=0x0 in a Go panic, address: 0x7ffd…: a memory address;
		// Bad password: /etc/pam.d/login: a file, no password
		if class == "pii" && pointer(v) || class == "cred" && filePathValue(v) {
			continue
		}
		// user=payments_svc, User: arn:aws:sts::…, host "10.0.6.21"'s user
		// "reporting": service accounts, bots and infrastructure are
		// things a triager needs, not people
		// (Benutzer: www-data: the word for a user in another language)
		// (author: GitHub Actions, owner: Backup Service: a run of
		// words a service's word opens names the service; assignee:
		// unassigned: the key's own verb undone says no one holds it)
		// (Acceso denegado para usuario: 'svc_reservas'@…, MySQL's 1045 in
		// Spanish: a key of words ending in the word for a user is its)
		if (class == "pii" || class == "name") && (userKey(key) || doerKey(key) || loginWord(strings.ToLower(key)) || loginWord(strings.ToLower(key[strings.LastIndexByte(key, ' ')+1:]))) && (serviceValue(v) || serviceRun(v) || systemUID(key, v)) || class == "name" && undoneRole(key, strings.ToLower(v)) {
			continue
		}
		// customer: Acme GmbH, müşteri: Arçelik A.Ş., destinatario:
		// Transportes López S.L.: a value that ends in a legal form
		// (cleanco's, in every country's) is a company, no person
		if class == "name" && companyValue(s, a, b) {
			continue
		}
		// address: 10.0.3.9:443, remote_addr=payments.svc/10.96.14.3: an
		// address or host is judged by the host and address rules (a
		// private one is kept); UserInfo={…}: a structure, not a value;
		// "to address: Name or service not known": an error's own word
		// ADDRESS=(PROTOCOL=TCP)(HOST=…) in an Oracle descriptor: a
		// bracket that opens more keys is a structure, whose keys are
		// judged each on its own
		if class != "cred" && v[0] == '(' && contains(v, "=") {
			continue
		}
		// (brukernavn: "vz72": a key in the words of a person's field is
		// no address's, its value no interface's)
		if class == "pii" && (hostOrAddress(v) || ifaceName(v) && fieldKeyClass(keyParts(key)) == "" || v[0] == '{' || v[0] == '[') ||
			class != "cred" && !contains(v, " ") && (wordlist.ErrorWord(strings.ToLower(v)) && !givenName(strings.ToLower(v)) ||
				// Feld Postleitzahl: erwartet 5 Ziffern: a small word of
				// the catalogues' templates, in any language, is the
				// message going on
				v[0] >= 'a' && v[0] <= 'z' && catalogueVerb(v) || accountState(key, v)) {
			continue
		}
		// grep: dri.hostname_dec: Warnung: rekursive Verzeichnisschleife:
		// a word the dictionaries hold and the names data does not, that
		// the line's next colon closes, is the message's own prefix (its
		// severity: Warnung, Fehler), no value of the key before it
		if class != "cred" && sep == ":" && b < len(s) && s[b] == ':' && b+1 < len(s) && s[b+1] == ' ' && knownWord(v) && !personNameData(strings.ToLower(v)) {
			continue
		}
		// text/html;q=0.9: a media type's quality, not a search; a search
		// term has a letter
		if class == "text" && (m[2] > 0 && s[m[2]-1] == ';' || !containsChars(strings.ToLower(v), "abcdefghijklmnopqrstuvwxyz") || sep == ":" && isUpperASCII(key[0]) || queryKey(key) && (sep != "=" || codeQuery(v))) {
			continue
		}
		// sinistre SIN-2024-44120 : la franchise du contrat…: a small
		// word of the catalogues' templates in small letters, then
		// another known word, is the message going on after a record's
		// code, no value (a name there is capitalised, or no word)
		if class != "cred" && !quotedAt(s, a) && clauseGoesOn(s, v, b) {
			continue
		}
		// cat: /data/hr/salary_2024.csv: 权限不够: a path's file is what
		// the tool could not read, and after it comes the error (strerror,
		// in the locale's words), no value of a field
		if class != "cred" && m[2] > 0 && s[m[2]-1] == '/' && contains(key, ".") {
			continue
		}
		// ConnectionString: Data Source=db-01;Password=…: a connection
		// string, whose pairs are judged each by its own key
		if class == "cred" && conninfoAt(s[a:]) {
			continue
		}
		// SENTRY_DSN=https://key@host/1: the key is the userinfo; the
		// host is kept like any host
		if ua, ub, ok := urlUserinfo(v); ok && class == "cred" {
			sc.add(a+ua, a+ub, phCred)
			maskedTo = b
			continue
		}
		if class == "cred" && !quotedAt(s, a) {
			b = passphraseEnd(s, a, b)
		}
		if class != "cred" && givenNameData(strings.ToLower(v)) {
			b = surnamesAfter(s, b) // contact person: anna kowalska
		}
		if keptAccountUID(s, a, b) {
			continue // deploy(uid=1001): a kept account's number
		}
		sc.add(a, b, phRedacted)
		maskedTo = b
	}
}

// saidOfKey reports a value read after "is" or "was" (ending at b) that
// is a sentence about the key, not its value: it opens with a stop word
// (is not set), is a state word the sentence goes on after (is valid for,
// is zero).
func saidOfKey(s, v string, b int) bool {
	return contains(v, " ") && stopValue(firstWord(v)) || stateWord(strings.ToLower(v)) && sentenceGoesOn(s, b)
}

// credAfterOwner returns the value a credential's owner is said to have
// (… of alice is hunter2, … of svc-ci was Xy7…) from s[b:], the owner
// ending at b: after " is " or " was ", unless what follows is a sentence
// about the credential (is not set, was reset, is valid for).
func credAfterOwner(s string, b int) (int, int) {
	rest := s[b:]
	n := 0
	switch {
	case hasPrefix(rest, " is "):
		n = 4
	case hasPrefix(rest, " was "):
		n = 5
	default:
		return 0, 0
	}
	a2, b2 := readValue(s, b+n, "cred", false)
	if a2 >= b2 {
		return 0, 0
	}
	if v := s[a2:b2]; stopValue(strings.ToLower(v)) || saidOfKey(s, v, b2) {
		return 0, 0
	}
	return a2, passphraseEnd(s, a2, b2)
}

// queryKey reports a key ending in "query", whose value is what somebody
// searched for only after "=" (query=cheap flights to lagos): "query:"
// labels a program's query or a message about it (slow query: …).
func queryKey(key string) bool {
	p := keyParts(key)
	return len(p) > 0 && p[len(p)-1] == "query"
}

// codeQueryWords are the words a statement of SQL or GraphQL opens with.
const codeQueryWords = " select insert update delete refresh alter create drop truncate merge with query mutation " +
	"subscription fragment show explain call exec set begin "

// codeQuery reports a query= value that is a program's, not what somebody
// typed: a statement of SQL or GraphQL, or a run with code's punctuation
// (a filter expression: status:open AND id>3) in its first word.
func codeQuery(v string) bool {
	f, _, _ := cut(strings.TrimLeft(v, "\"'( "), " ")
	f = strings.ToLower(f)
	if wordIn(codeQueryWords, f) {
		return true
	}
	// the punctuation of code in its first word (status:open, {viewer},
	// id>3); a remark after the query ("… (while saving)") is no code
	return containsChars(f, "{}()<>=:*%$\\")
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
	if r, _ := decodeRune(v[i:]); i > 0 && scriptOf(r) == cjk && !hasDigit(v[i:]) {
		return v[i:], true
	}
	return "", false
}

// pluralMark returns w without the optional plural a message writes after
// it (Chave(s), elemento(s), file(s)).
func pluralMark(w string) string {
	if k := indexByte(w, '('); k > 0 && len(w)-k <= 4 && isLowerWord(strings.TrimRight(w[k+1:], ")")) {
		return w[:k]
	}
	return w
}

// numberKey reports a key whose value is a number (vat_number, iban,
// card_no, nie): its last part says so or names a document's number.
func numberKey(key string) bool {
	p := keyParts(strings.ToLower(key))
	if len(p) == 0 {
		return false
	}
	switch p[len(p)-1] {
	case "number", "no", "nr", "num", "iban", "ssn", "vat", "pesel", "cpf", "nif", "bsn", "tin", "taxid", "passport",
		// the other documents' numbers the keys name (keys.go), some
		// also a language's word (Afrikaans' and Polish "nie", "not":
		// kon nie verwerk word nie: betaal-diens…)
		"nie", "dni", "curp", "rfc", "aadhaar", "sin", "nino", "nhs", "personnummer", "steuerid", "sofi", "nationalid", "mrn":
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
		case indexByte("_-+/=", c) >= 0:
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
// non-space characters it stands in starts with "arn:", after a quote or
// a bracket ((arn:aws:…) in a botocore message).
func inARN(s string, a int) bool {
	k := a
	for k > 0 && a-k < 256 && !isSpace(s[k-1]) && s[k-1] != '"' && s[k-1] != '\'' && s[k-1] != '(' {
		k--
	}
	return hasPrefix(s[k:a], "arn:")
}

func quotedAt(s string, a int) bool {
	return a > 0 && (s[a-1] == '"' || s[a-1] == '\'' || s[a-1] == '`')
}

// countDigits counts the ASCII digits of s. Not inlined: it is called at
// some 60 sites, and each copy of its loop cost the bootstrap bytes.
//
//go:noinline
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
	i := lastIndexByte(k, '.')
	if i < 0 {
		return false
	}
	return wordIn(sourceFileWords, strings.ToLower(k[i+1:]))
}

// sourceFileWords are sourceFile's words, each between spaces (wordIn).
const sourceFileWords = " py rb js mjs cjs ts tsx jsx go java kt " + "php cs c h cc cpp rs swift m scala ex " + "exs erl clj dart lua pl sh vue svelte " +
	"html erb haml twig jinja j2 yml yaml " + "json xml toml ini cfg conf sql class " + "jar dll so "

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

// clauseGoesOn reports a value v, ending at b, that is a lower-case word
// of up to three letters of the catalogues' templates (la, do, des; a
// given name, anna, is longer) followed by a space and a known lower-case
// word that is no name: prose in the key's language.
func clauseGoesOn(s, v string, b int) bool {
	if len(v) > 3 || !lettersOnly(v) || !isLowerWord(v) || !wordlist.Template(v) || b+1 >= len(s) || s[b] != ' ' {
		return false
	}
	i, j := nextWord(s, b)
	return i == b+1 && j > i+2 && strings.ToLower(s[i:j]) == s[i:j] && knownWord(s[i:j]) && !givenNameData(s[i:j]) && !surnameData(s[i:j])
}

// humanNameKeys reports a text that writes both a "given" and a "family"
// key, as FHIR's HumanName and vCard's N write a person's name:
// given="Anna" family="Lis", {"family": "Lis", "given": ["Anna"]}.
func humanNameKeys(s string) bool {
	has := func(k string) bool {
		return contains(s, k+"=") || contains(s, k+`":`) || contains(s, k+`" :`) || contains(s, k+`\":`)
	}
	return has("given") && has("family")
}

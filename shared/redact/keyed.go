package redact

import (
	"sort"
	"strings"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/ident"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"
)

// Values named by their key. Whatever a value looks like (a low-entropy
// password, a name, a postcode), the key next to it says what it is. This
// covers key=value, key: value, "key": "value", key=>value, key := value,
// form bodies, XML attributes and elements, header lines, connection
// strings (ADO.NET, JDBC, libpq, Kafka JAAS) and YAML/ENV lines, for any key
// whose words name a credential, a person, an account, an address, a
// document or a location.

// credWords are key words that name a credential wherever they occur in a
// key (db_password, PGPASSWORD, X-Auth-Token, userPassword, SharedAccessKey).
var credStems = []string{
	"password", "passwd", "passwort", "passphrase", "secret", "token", "apikey", "accesskey", "secretkey",
	"privatekey", "credential", "cookie", "signature", "sessionid", "sessid", "sessionkey", "authkey",
	"authtoken", "csrf", "xsrf", "connectionstring", "connstr", "masterkey", "encryptionkey", "signingkey",
	"clientkey", "accountkey", "sharedaccess", "licensekey", "passcode", "hmac", "salt", "mnemonic", "seedphrase",
	"recoveryphrase", "recoverycode", "backupcode", "securityanswer", "secretanswer", "productkey", "activationkey",
	"activationcode", "serialkey", "cdkey", "registrationkey", "passkey", "codeverifier", "pkce", "recoverykey",
	"backupkey",
}

// sensitiveParts are whole key words (after splitting on _ - . space and
// camelCase) that name a person, account, address, document, device or
// location; credParts, those that name a credential.
var sensitiveParts = map[string]bool{
	// people
	"email": true, "mail": true, "emailaddress": true, "phone": true, "mobile": true, "tel": true, "telephone": true,
	"fax": true, "msisdn": true, "cell": true, "cellphone": true, "user": true, "username": true, "login": true, "userid": true,
	"uid": true, "firstname": true, "lastname": true, "surname": true, "fullname": true, "forename": true, "givenname": true,
	"familyname": true, "displayname": true, "maidenname": true, "nickname": true, "customer": true, "patient": true,
	"member": true, "employee": true, "recipient": true, "sender": true, "holder": true, "cardholder": true, "contact": true,
	"beneficiary": true, "guardian": true, "payee": true, "payer": true, "owner": true, "author": true, "person": true,
	"dob": true, "birth": true, "birthday": true, "birthdate": true, "born": true, "gender": true, "ethnicity": true,
	// accounts and documents
	"account": true, "acct": true, "iban": true, "bic": true, "swift": true, "routing": true, "sortcode": true, "card": true,
	"cardnumber": true, "ccnum": true, "pan": true, "ssn": true, "sin": true, "nino": true, "nhs": true, "passport": true,
	"license": true, "licence": true, "taxid": true, "tin": true, "vat": true, "nationalid": true, "idcard": true,
	"insurance": true, "policy_number": true, "mrn": true, "medicare": true, "medicaid": true, "aadhaar": true, "cpf": true,
	"nif": true, "nie": true, "dni": true, "curp": true, "rfc": true, "bsn": true, "pesel": true, "steuerid": true,
	// addresses, devices, locations
	"address": true, "addr": true, "street": true, "postcode": true, "postal": true, "postalcode": true, "zip": true,
	"zipcode": true, "city": true, "town": true, "ip": true, "ipaddress": true, "remoteaddr": true, "forwarded": true, "clientip": true,
	"lat": true, "lon": true, "lng": true, "latitude": true, "longitude": true, "geo": true, "gps": true, "coords": true,
	"coordinates": true, "mac": true, "macaddress": true, "imei": true, "imsi": true, "iccid": true, "deviceid": true,
	"serial": true, "hostname": true,
	// advertising and device identifiers, which track one person's device
	"idfa": true, "idfv": true, "gaid": true, "aaid": true, "adid": true, "advertisingid": true, "androidid": true,
	"oaid": true, "pushtoken": true, "devicetoken": true, "fcmtoken": true, "apnstoken": true, "geohash": true,
	// health and other special categories of personal data
	"diagnosis": true, "diagnoses": true, "medication": true, "medications": true, "allergy": true, "allergies": true,
	"prescription": true, "symptoms": true, "disability": true, "religion": true, "bloodtype": true, "bloodgroup": true,
	"pregnancy": true, "sexuality": true, "hivstatus": true, "nationality": true, "citizenship": true,
	// pay
	"salary": true, "income": true, "wage": true, "wages": true,
}

// searchKeys name what someone typed into a search box (q=olivia+martin,
// search_term=olivia martin): free text, read to the next key.
var searchKeys = map[string]bool{"q": true, "search": true, "searchterm": true, "searchquery": true, "keywords": true, "searchtext": true}

// specialCategory are keys of two words (joined) that name special
// categories of personal data, whose last word alone names nothing
// (orientation, type, status).
var specialCategory = map[string]bool{
	"sexualorientation": true, "sexualpreference": true, "genderidentity": true, "bloodtype": true, "bloodgroup": true,
	"politicalaffiliation": true, "politicalopinion": true, "politicalopinions": true, "politicalparty": true,
	"politicalviews": true, "tradeunion": true, "unionmembership": true, "criminalrecord": true, "criminalhistory": true,
	"religiousbelief": true, "religiousbeliefs": true, "maritalstatus": true, "immigrationstatus": true,
	"hivstatus": true, "pregnancystatus": true, "disabilitystatus": true, "healthcondition": true,
	"medicalcondition": true, "mentalhealth": true,
}

// trackingKeys are the keys (parts joined) of analytics and advertising
// cookies and ids, which follow one person across visits: Google
// Analytics (_ga, _gid), Meta (_fbp, _fbc), Hotjar, Segment, Amplitude,
// Mixpanel, and the generic anonymous and visitor ids.
var trackingKeys = map[string]bool{
	"ga": true, "gid": true, "fbp": true, "fbc": true, "hjid": true, "hjsessionuser": true, "ajsanonymousid": true,
	"ajsuserid": true, "amplitudeid": true, "deviceid": true, "mpdistinctid": true, "distinctid": true, "anonymousid": true,
	"anonid": true, "visitorid": true, "uniquevisitorid": true, "gclid": true, "fbclid": true, "msclkid": true,
}

// credParts are the key words that name a credential.
var credParts = map[string]bool{
	"pass": true, "pwd": true, "pw": true, "pword": true, "auth": true, "authorization": true, "session": true, "sid": true,
	"sig": true, "otp": true, "totp": true, "mfa": true, "pin": true, "cvv": true, "cvc": true, "cvv2": true, "cred": true,
	"creds": true, "jwt": true, "bearer": true, "sas": true, "nonce": true, "dsn": true, "jaas": true,
}

// notSensitiveLast are last key words that turn a sensitive key into a
// setting about it (password_length, token_type, session_timeout).
var notSensitiveLast = map[string]bool{
	"count": true, "length": true, "len": true, "size": true, "type": true, "types": true, "timeout": true, "ttl": true,
	"expiry": true, "expires": true, "expired": true, "enabled": true, "required": true, "policy": true, "format": true,
	"mode": true, "version": true, "kind": true, "field": true, "fields": true, "provider": true, "method": true,
	"methods": true, "scheme": true, "algorithm": true, "alg": true, "strength": true, "min": true, "max": true,
	"limit": true, "hint": true, "label": true, "placeholder": true, "status": true, "state": true, "store": true,
	"backend": true, "engine": true, "url": true, "uri": true, "endpoint": true, "path": true, "file": true,
	"header": true, "param": true, "scope": true, "scopes": true, "audience": true, "issuer": true, "lifetime": true,
	"age": true, "duration": true, "index": true, "table": true, "column": true, "class": true, "handler": true,
	"agent": true, "error": true, "errors": true, "exception": true, "reason": true, "code": true, "level": true,
	"name": true, "key": true, "prefix": true, "suffix": true, "pattern": true, "regex": true, "validator": true,
	"changed": true, "reset": true, "updated": true, "created": true, "at": true, "on": true, "count_total": true,
}

// codeQualifiers make a "code" key a credential.
var codeQualifiers = map[string]bool{
	"auth": true, "authorization": true, "pin": true, "otp": true, "totp": true, "mfa": true, "verification": true,
	"verify": true, "recovery": true, "backup": true, "access": true, "activation": true, "security": true, "one": true,
	"confirmation": true, "login": true, "sms": true, "invite": true, "invitation": true, "reset": true, "oauth": true,
}

// thingQualifiers name what a key belongs to when it is a thing's: "api
// key", "service key" are credentials, while "service name", "host name"
// name no one.
var thingQualifiers = map[string]bool{
	"api": true, "access": true, "secret": true, "private": true, "master": true, "shared": true, "signing": true,
	"encryption": true, "license": true, "licence": true, "app": true, "service": true, "storage": true,
	"subscription": true, "host": true, "deploy": true, "ssh": true, "gpg": true, "pgp": true, "write": true, "read": true,
}

// personQualifiers name whose a key is when it is a person's or an
// account's: "first name", "customer key", "account name".
var personQualifiers = map[string]bool{
	"account": true, "client": true, "auth": true, "admin": true, "root": true, "consumer": true, "partner": true,
	"first": true, "last": true, "full": true, "given": true, "family": true, "middle": true, "sur": true, "real": true,
	"customer": true, "patient": true, "user": true, "contact": true, "holder": true, "member": true, "employee": true,
	"display": true, "person": true, "maiden": true, "legal": true, "billing": true, "shipping": true, "mother": true,
	"father": true, "recipient": true, "sender": true, "owner": true,
}

// keyParts splits a key into lowercase words on _ - . space and camelCase.
func keyParts(key string) []string {
	var parts []string
	var cur []byte
	flush := func() {
		if len(cur) > 0 {
			parts = append(parts, string(cur))
			cur = cur[:0]
		}
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		switch {
		case c >= 'A' && c <= 'Z':
			// a new word starts at an upper-case letter after a lower-case one
			if i > 0 && key[i-1] >= 'a' && key[i-1] <= 'z' {
				flush()
			}
			cur = append(cur, c+'a'-'A')
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			cur = append(cur, c)
		default:
			flush()
		}
	}
	flush()
	return parts
}

// keyClass tells whether a key names something sensitive: "cred" for
// credentials, "name" for person names (whose unquoted value may hold
// spaces), "pii" for other personal data, "" for neither.
func keyClass(key string) string {
	parts := keyParts(key)
	if len(parts) == 0 || len(parts) > 6 {
		return ""
	}
	last := parts[len(parts)-1]
	joined := strings.Join(parts, "")
	if specialCategory[joined] || trackingKeys[joined] {
		return "pii"
	}
	if searchKeys[joined] {
		return "text"
	}
	// authCode, pinCode, otp_code, verificationCode: a code that proves
	// who someone is (an error_code or status_code proves nothing)
	if last == "code" && len(parts) > 1 && codeQualifiers[parts[len(parts)-2]] {
		return "cred"
	}
	if notSensitiveLast[last] && !(last == "key" || last == "name") {
		return ""
	}
	// a message broker's routing key is no bank routing number
	if last == "key" && len(parts) > 1 && parts[len(parts)-2] == "routing" {
		return ""
	}
	// "id", "no", "number" after a sensitive word keep it sensitive
	// (user_id, passport_no, card number); strip them for the checks below.
	core := parts
	for len(core) > 1 && (core[len(core)-1] == "id" || core[len(core)-1] == "no" || core[len(core)-1] == "number" || core[len(core)-1] == "num" || core[len(core)-1] == "nr" || core[len(core)-1] == "value" || core[len(core)-1] == "hash" || core[len(core)-1] == "data") {
		core = core[:len(core)-1]
	}
	last = core[len(core)-1]
	if last == "name" && len(core) > 1 && personQualifiers[core[len(core)-2]] {
		return "name"
	}
	switch last {
	case "firstname", "lastname", "surname", "fullname", "forename", "givenname", "familyname", "displayname", "maidenname", "author", "customer", "patient", "recipient", "holder", "cardholder", "contact", "person", "owner", "payee", "payer", "beneficiary", "guardian", "employee", "member", "sender", "nickname":
		return "name"
	}
	if last == "key" && len(core) > 1 && (thingQualifiers[core[len(core)-2]] || personQualifiers[core[len(core)-2]]) {
		return "cred"
	}
	for _, st := range credStems {
		if strings.Contains(joined, st) {
			return "cred"
		}
	}
	// device_id, ip_address, postal_code: a sensitive word written in
	// parts ("device" alone or "address" alone names nothing)
	if len(parts) > 1 {
		if c := partClass(joined); c != "" {
			return c
		}
	}
	for _, p := range core {
		if c := partClass(p); c != "" {
			return c
		}
	}
	return ""
}

// partClass is keyClass's answer for one key word.
func partClass(p string) string {
	switch {
	case credParts[p]:
		return "cred"
	case sensitiveParts[p]:
		return "pii"
	}
	return ""
}

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
	for _, m := range reKeySep.FindAllStringSubmatchIndex(s, -1) {
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
		if sc.credOnly && class != "cred" || sc.label && class == "name" {
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
				if a, b := readValue(s, valStart, "", false); a < b && generatedValue(s[a:b]) {
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
		// file:function:line — a line number after a function named login
		if sep == ":" && m[2] > 0 && s[m[2]-1] == ':' && countDigits(v) == len(v) {
			continue
		}
		if stopValue(strings.ToLower(v)) || class == "name" && !strings.ContainsAny(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && !quotedAt(s, a) && !isPersonHandle(v) {
			continue
		}
		// addr=0x0 in a Go panic, address: 0x7ffd…: a memory address
		if class == "pii" && pointer(v) {
			continue
		}
		// user=payments_svc, User: arn:aws:sts::…, host "10.0.6.21"'s user
		// "reporting": service accounts, bots and infrastructure are
		// things a triager needs, not people
		if (class == "pii" || class == "name") && userKey(key) && serviceValue(v) {
			continue
		}
		// address: 10.0.3.9:443, remote_addr=payments.svc/10.96.14.3: an
		// address or host is judged by the host and address rules (a
		// private one is kept); UserInfo={…}: a structure, not a value;
		// "to address: Name or service not known": an error's own word
		if class == "pii" && (hostOrAddress(v) || v[0] == '{' || v[0] == '[') ||
			class != "cred" && !strings.Contains(v, " ") && wordlist.ErrorWord(strings.ToLower(v)) && !givenName(strings.ToLower(v)) {
			continue
		}
		// text/html;q=0.9: a media type's quality, not a search; a search
		// term has a letter
		if class == "text" && (m[2] > 0 && s[m[2]-1] == ';' || !strings.ContainsAny(strings.ToLower(v), "abcdefghijklmnopqrstuvwxyz") || sep == ":" && isUpperASCII(key[0])) {
			continue
		}
		sc.add(a, b, phRedacted)
		maskedTo = b
	}
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

// reKeywordValue finds documents and credentials named in prose: "passport
// number X123", "date of birth 1990-01-02", "with password 'x'", "NHS no.
// 943 476 5919", "SSN 123-45-6789".
var reKeywordValue = lazyre.New(`(?i)\b(licen[cs]e plate|number plate|plate|kennzeichen|matr[íi]cula|immatriculation|ni number|ni no\.?|passport|pasaporte|passeport|reisepass|passaporto|paspoort|passaporte|paszport|date of birth|birth ?date|born on|dob|social security|ssn|national insurance|nino|nhs|driver'?s? licen[cs]e|licen[cs]e number|licen[cs]e|tax id|iban|account number|routing number|sort code|card number|password|passwd|pwd|passphrase|passcode|pin|otp|one-time code|verification code|api key|secret key|access key|product key|activation key|activation code|serial key|cd key|registration key|security answer|secret answer|phone|mobile|tel|cell)\b(?:\s+(?:number|no\.?|num|nr|#|code|id))?(?:\s*(?:is|was|=|:|of|for)?\s*)(['"]?)([A-Za-z0-9][A-Za-z0-9./\-+ ]*[A-Za-z0-9]|[A-Za-z0-9])`)

// reRecordValue is reKeywordValue's pattern for numbers that need digits
// (card security codes, VAT ids, pay, the ids of a person's records): a
// second, smaller expression, run only on texts with digits.
var reRecordValue = lazyre.NewRare(`(?i)\b(android id|idfa|idfv|gaid|aaid|advertising id|device id|geohash|steuernummer|steuer-?id|sozialversicherungsnummer|rentenversicherungsnummer|personalausweis(?:nummer)?|ausweisnummer|reisepassnummer|num[ée]ro fiscal|cvv2?|cvc2?|csc|card security code|security code|vat(?: reg(?:istration)?)?|ust-?id(?:nr)?|salary|annual salary|income|medicaid|medicare|health insurance|insurance|krankenversicherungsnummer|versichertennummer|member|membership|policy|claim|employee|student|patient|mrn|medical record)\b(?:\s+(?:number|no\.?|num|nr|#|code|id))?(?:\s*(?:is|was|=|:|of|for)?\s*)(['"]?)([A-Za-z0-9][A-Za-z0-9./\-+ ]*[A-Za-z0-9]|[A-Za-z0-9])`)

func detectKeywordValues(sc *scan) {
	keywordValues(sc, reKeywordValue, []string{"plate", "kennzeichen", "matr", "immatric", "ni n", "passport", "pasaporte", "passeport", "reisepass", "passaporto", "paspoort", "paszport", "birth", "born", "dob", "social", "ssn", "insurance", "nino", "nhs", "licen", "tax", "iban", "account", "routing", "sort", "card", "pass", "pin", "otp", "code", "api", "key", "phone", "mobile", "tel", "cell", "answer"})
	if hasDigit(sc.s) {
		keywordValues(sc, reRecordValue, []string{"cvv", "cvc", "csc", "security code", "vat", "ust", "salary", "income", "insurance", "medic", "idfa", "idfv", "gaid", "aaid", "android id", "advertising id", "device id", "geohash", "steuer", "versicherungsnummer", "ausweis", "reisepass", "fiscal", "versicher", "member", "policy", "claim", "employee", "student", "patient", "mrn", "record"})
	}
}

// keywordWindow bounds the text around a trigger word that its expression
// reads: the keyword may start up to keywordBack bytes before the trigger
// ("date of birth" before "birth"), and its value ends well within
// keywordAhead bytes after it.
const keywordBack, keywordAhead = 24, 320

// windows returns the stretches of s, cut at word boundaries and merged,
// that hold an occurrence of a trigger with back bytes before it and ahead
// after it: an expression that needs a trigger is run on these instead of
// the whole text, which costs what the triggers cost, not what the text
// does.
func windows(s, lower string, triggers []string, back, ahead int) [][2]int {
	var hits []int
	for _, t := range triggers {
		for off := 0; off < len(lower); {
			k := strings.Index(lower[off:], t)
			if k < 0 {
				break
			}
			hits = append(hits, off+k)
			off += k + len(t)
		}
	}
	if len(hits) == 0 {
		return nil
	}
	sort.Ints(hits)
	var out [][2]int
	for _, h := range hits {
		a, b := max(0, h-back), min(len(s), h+ahead)
		for a > 0 && isWord(s[a-1]) {
			a--
		}
		for b < len(s) && (isWord(s[b]) || s[b] >= utf8.RuneSelf) {
			b++
		}
		if n := len(out); n > 0 && a <= out[n-1][1] {
			out[n-1][1] = max(out[n-1][1], b)
			continue
		}
		out = append(out, [2]int{a, b})
	}
	return out
}

// keywordValues masks the values re finds after its keywords.
func keywordValues(sc *scan, re *lazyre.Regexp, triggers []string) {
	for _, w := range windows(sc.s, sc.lower, triggers, keywordBack, keywordAhead) {
		for _, m := range re.FindAllStringSubmatchIndex(sc.s[w[0]:w[1]], -1) {
			for i := range m {
				if m[i] >= 0 {
					m[i] += w[0]
				}
			}
			keywordValue(sc, m)
		}
	}
}

// keywordValue masks the value of one keyword match m.
func keywordValue(sc *scan, m []int) {
	kw := strings.ToLower(sc.s[m[2]:m[3]])
	a, b := m[6], m[7]
	v := sc.s[a:b]
	// numbers may be written with spaces (943 476 5919, QQ 12 34 56 C):
	// keep the words that hold digits or are single letters; a word
	// stops at the first space
	plate := strings.Contains(kw, "plate") || kw == "kennzeichen" || strings.HasPrefix(kw, "matr") || kw == "immatriculation"
	n := 0
	for i, w := range strings.SplitAfter(v, " ") {
		t := strings.TrimSpace(w)
		// a plate's letter group (AB12 CDE, B MW 1234) is part of it
		if plate && i < 3 && n > 0 && len(t) <= 4 && upperOrDigits(t) {
			n += len(w)
			continue
		}
		if n > 0 && !hasDigit(t) && len(t) > 1 || n > 0 && !hasDigit(v[:n]) {
			break
		}
		n += len(w)
	}
	v = strings.TrimSpace(v[:n])
	b = a + len(v)
	if len(v) < 2 || stopValue(strings.ToLower(v)) || commonWord(strings.ToLower(v)) {
		return
	}
	switch kw {
	case "password", "passwd", "pwd", "passphrase", "passcode", "pin", "otp", "api key", "secret key", "access key":
		// prose credential: needs a quote, a digit or a separator-like
		// gap; "password reset failed" is no password
		if m[4] == m[5] && !hasDigit(v) {
			return
		}
	case "phone", "mobile", "tel", "cell":
		if countDigits(v) < 6 {
			return
		}
	case "cvv", "cvv2", "cvc", "cvc2", "csc", "card security code", "security code":
		if len(v) < 3 || len(v) > 4 || countDigits(v) != len(v) {
			return
		}
	case "android id", "idfa", "idfv", "gaid", "aaid", "advertising id", "device id", "geohash", "steuernummer", "steuerid",
		"steuer-id", "sozialversicherungsnummer", "rentenversicherungsnummer", "personalausweis", "personalausweisnummer",
		"ausweisnummer", "reisepassnummer", "numéro fiscal", "numero fiscal":
		// one device's (or place's) id: long enough not to be a count
		if len(v) < 6 {
			return
		}
	case "salary", "annual salary", "income":
		if !hasDigit(v) {
			return
		}
	case "medicaid", "medicare", "health insurance", "insurance", "krankenversicherungsnummer", "versichertennummer",
		"member", "membership", "policy", "claim", "employee", "student", "patient", "mrn", "medical record":
		// an id or number of a person's record: these words also
		// name things ("policy v2", "member 3 of 5"), so only after
		// "id", "number" or "no" (or for a word that is one) and with
		// enough digits
		if m[4] == m[5] && kw != "mrn" && !strings.HasSuffix(kw, "nummer") && !idSuffix(sc.s[m[3]:m[4]]) || countDigits(v) < 4 {
			return
		}
	case "license", "licence", "plate", "license plate", "licence plate", "number plate", "kennzeichen", "matricula", "matrícula", "immatriculation":
		// "license expired", "plate not found" name no number
		if !hasDigit(v) {
			return
		}
	default:
		// a VAT or USt-IdNr number (DE123456789), not a rate ("VAT 20")
		if strings.HasPrefix(kw, "vat") || strings.HasPrefix(kw, "ust") {
			if len(v) < 8 || countDigits(v) < 7 {
				return
			}
		}
	}
	sc.add(a, b, phRedacted)
}

// idSuffix reports whether the text between a keyword and its value
// names an id or number ("number", " no.", " ID", " #").
func idSuffix(between string) bool {
	b := strings.ToLower(strings.TrimSpace(between))
	for _, p := range []string{"number", "no", "num", "nr", "#", "id", "code"} {
		if strings.HasPrefix(b, p) {
			return true
		}
	}
	return false
}

// upperOrDigits reports a non-empty word of capital letters and digits.
func upperOrDigits(w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !(w[i] >= 'A' && w[i] <= 'Z' || w[i] >= '0' && w[i] <= '9') {
			return false
		}
	}
	return true
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

// commonWord reports English words that follow a keyword in an error
// message without being its value.
func commonWord(w string) bool {
	switch w {
	case "reset", "update", "updated", "change", "changed", "policy", "field", "check", "validation", "verification",
		"length", "format", "service", "lookup", "number", "not", "is", "was", "has", "have", "had", "does", "did",
		"the", "a", "an", "for", "from", "with", "without", "and", "or", "in", "on", "at", "to", "of", "by", "be", "been",
		"expired", "required", "mismatch", "invalid", "missing", "provided", "given", "too", "must", "should", "cannot",
		"could", "will", "would", "may", "might", "can", "failed", "error", "errors", "type", "types", "entry", "input",
		"holder", "details", "info", "information", "data", "value", "values", "verify", "verified", "match", "matches",
		"login", "auth", "hash", "hashing", "manager", "store", "provider", "request", "response", "code", "codes",
		"id", "no", "nr", "num", "set", "get", "new", "old", "current", "confirm", "confirmation", "strength", "rules",
		"number's", "fields", "screen", "page", "form", "flow", "step", "token", "tokens", "key", "keys", "this", "that",
		"it", "its", "if", "but", "as", "so", "all", "any", "none", "only", "while", "when", "during", "after", "before":
		return true
	}
	return false
}

// keyOfWords classifies the key ending a run of words: the last word alone,
// or two or three words when the last is a generic noun that needs its
// qualifier ("User ID", "api key", "account number").
func keyOfWords(words []string) string {
	if len(words) == 0 {
		return ""
	}
	last := words[len(words)-1]
	if len(words) >= 2 && specialCategory[strings.ToLower(words[len(words)-2]+last)] {
		return "pii" // sexual orientation, blood type
	}
	if c := keyClass(last); c != "" {
		return c
	}
	switch strings.ToLower(last) {
	case "id", "key", "name", "number", "no", "nr", "num", "code", "address", "token", "secret", "string", "answer":
	default:
		return ""
	}
	for n := 2; n <= len(words); n++ {
		if c := keyClass(strings.Join(words[len(words)-n:], " ")); c != "" {
			return c
		}
	}
	return ""
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

// reNameValue is a variable in list form: {name: DB_PASSWORD, value: x}
// (Kubernetes, ECS task definitions), Name=DB_PASSWORD,Value=x (AWS CLI),
// ParameterKey=DbPassword,ParameterValue=x (CloudFormation). The value's
// key says nothing; the name next to it does.
var reNameValue = lazyre.New(`(?i)["']?(?:name|key|parameterkey|variable)["']?\s*[:=]\s*["']?([A-Za-z][A-Za-z0-9_.\-]{1,80})["']?\s*,\s*["']?(?:value|parametervalue)["']?\s*[:=]\s*(["']?)([^"',}\]\s]+)`)

func detectNameValuePairs(sc *scan) {
	if !strings.Contains(sc.lower, "value") {
		return
	}
	for _, m := range reNameValue.FindAllStringSubmatchIndex(sc.s, -1) {
		v := sc.s[m[6]:m[7]]
		if keyClass(sc.s[m[2]:m[3]]) != "" && !stopValue(strings.ToLower(v)) {
			sc.add(m[6], m[7], phRedacted)
		}
	}
}

func authLogStop(v string) bool {
	switch v {
	case "from", "user", "reason", "host", "client", "unknown", "invalid", "request", "service", "database", "the", "this":
		return true
	}
	return false
}

// reAuthLogUser is the account name in the lines authentication logs
// write (sshd, PAM, databases, directory servers) when a login fails or
// succeeds.
var reAuthLogUser = lazyre.NewRare(`(?i)\b(?:failed password for(?: invalid user)?|accepted (?:password|publickey) for|invalid user|authentication failure for|logon denied for|login failed for|failed login for|authentication failed for|session opened for user|logname=|ruser=|authenticationfailed:)\s*['"]?([A-Za-z0-9._@\-]{2,64})`)

func detectAuthLogUsers(sc *scan) {
	if !containsAny(sc.lower, "password for", "publickey for", "invalid user", "failure for", "denied for", "failed for",
		"login for", "opened for user", "logname=", "ruser=", "authenticationfailed") {
		return
	}
	for _, m := range reAuthLogUser.FindAllStringSubmatchIndex(sc.s, -1) {
		// "failed for user X" is found at X; "failed for reason: …" names
		// no one, nor does a URL's scheme ("failed for 'https://…'")
		if strings.HasPrefix(sc.s[m[3]:], "://") {
			continue
		}
		if v := strings.ToLower(sc.s[m[2]:m[3]]); !stopHandle(v) && !commonWord(v) && !authLogStop(v) {
			sc.add(m[2], m[3], phName)
		}
	}
}

// credWords are the words that make "got X" in the same text a credential
// someone typed: validation messages quote the rejected value. "token" is
// not one: parsers say "unexpected token, got EOF".
var credWords = []string{"password", "passwd", "passphrase", "passcode", "pwd", "secret", "api key", "apikey", "pin code", "otp"}

// detectGotValues masks the value a validation message quotes after
// "got", "received" or "given" in a text about a credential: "password
// too short (got hunter2x)", "Invalid password: got 'Summer2024'". A
// count ("got 5", "got 7 characters") is not a credential.
func detectGotValues(sc *scan) {
	if !containsAny(sc.lower, "got", "received", "given") || !containsAny(sc.lower, credWords...) {
		return
	}
	s, l := sc.s, sc.lower
	for _, w := range []string{"got", "received", "given"} {
		eachAfter(l, w, func(off int) int {
			i := off - len(w)
			if i > 0 && isWord(l[i-1]) || off >= len(s) || !(s[off] == ' ' || s[off] == ':') {
				return off
			}
			j := off
			for j < len(s) && (s[j] == ' ' || s[j] == ':') {
				j++
			}
			a, b := readValue(s, j, "cred", false)
			if a >= b || stopValue(strings.ToLower(s[a:b])) {
				return off
			}
			if v := s[a:b]; countDigits(v) == len(v) && len(v) <= 3 {
				return off // a count
			}
			if rest := strings.TrimLeft(l[b:min(len(l), b+16)], " \"'"); strings.HasPrefix(rest, "char") ||
				strings.HasPrefix(rest, "digit") || strings.HasPrefix(rest, "byte") || strings.HasPrefix(rest, "letter") {
				return off
			}
			sc.add(a, b, phRedacted)
			return off
		})
	}
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

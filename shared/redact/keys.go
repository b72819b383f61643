// What a key says its value is: the words of credential, personal-data,
// tracking and search keys, and how a key in any case and syntax is split
// into them (keyClass).

package redact

import "strings"

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
	// "password" in the languages the dictionaries cover, as keys are written
	"passe": true, "kennwort": true, "passwort": true, "contrasena": true, "contraseña": true, "senha": true,
	"parola": true, "wachtwoord": true, "haslo": true, "hasło": true, "пароль": true, "sifre": true, "şifre": true,
	"passord": true, "losenord": true, "salasana": true, "heslo": true, "jelszo": true, "jelszó": true,
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
	// PublicKeyToken, public_key, publishable_key: published by design (an
	// assembly's strong name, a key pair's public half), no credential
	if parts[0] == "public" || parts[0] == "publishable" {
		return ""
	}
	// an idempotency key (IETF's Idempotency-Key header) is the unique key
	// a client chose for one request, and an AWS account id (12 digits,
	// aws_account_id, AwsAccountId) a tenant's number: identifiers a
	// triager follows, no credential and no one's account
	if last == "key" && len(parts) > 1 && parts[len(parts)-2] == "idempotency" || strings.HasPrefix(joined, "awsaccount") {
		return ""
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

// What a key says its value is: the words of credential, personal-data,
// tracking and search keys, and how a key in any case and syntax is split
// into them (keyClass).

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// credStemList are the key words that name a credential wherever they
// occur in a key (db_password, PGPASSWORD, X-Auth-Token, userPassword,
// SharedAccessKey), one space after each.
const credStemList = "password passwd passwort passphrase secret token apikey accesskey secretkey " +
	"privatekey credential cookie signature sessionid sessid sessionkey authkey " +
	"authtoken csrf xsrf connectionstring connstr masterkey encryptionkey signingkey " +
	"clientkey accountkey sharedaccess licensekey passcode hmac salt mnemonic seedphrase " +
	"recoveryphrase recoverycode backupcode securityanswer secretanswer productkey activationkey " +
	"activationcode serialkey cdkey registrationkey passkey codeverifier pkce recoverykey " +
	"backupkey "

// credStems is credStemList's words, split once: cutting the list at each
// key cost more than the search (most keys are shorter than most stems).
var credStems = strings.Fields(credStemList)

// sensitiveParts are whole key words (after splitting on _ - . space and
// camelCase) that name a person, account, address, document, device or
// location; credParts, those that name a credential.
var sensitiveParts = wordMap(sensitivePartsList)

// sensitivePartsList are sensitiveParts's words, one space before each.
const sensitivePartsList = "" +
	// people
	" email mail emailaddress phone mobile tel telephone fax msisdn cell cellphone user username login" +
	" userid uid firstname lastname surname fullname forename givenname familyname displayname maidenname" +
	" nickname customer patient member employee recipient sender holder cardholder contact beneficiary" +
	" guardian payee payer owner author person dob birth birthday birthdate born gender ethnicity" +
	// accounts and documents
	" account acct iban bic swift routing sortcode card cardnumber ccnum pan ssn sin nino nhs passport" +
	" license licence taxid tin vat nationalid idcard insurance policy_number mrn medicare medicaid" +
	" aadhaar cpf nif nie dni curp rfc bsn pesel steuerid personnummer sofi" +
	// addresses, devices, locations
	" address addr street postcode postal postalcode zip zipcode city town ip ipaddress remoteaddr" +
	" forwarded clientip lat lon lng latitude longitude geo gps coords coordinates mac macaddress imei" +
	" imsi iccid deviceid serial hostname" +
	// the phone in the languages keys are written in
	" telefon telefono teléfono téléphone telefoon telefone fone telemovel telemóvel celular movil móvil cellulare телефон" +
	// advertising and device identifiers, which track one person's device
	" idfa idfv gaid aaid adid advertisingid androidid oaid pushtoken devicetoken fcmtoken apnstoken geohash" +
	// health and other special categories of personal data
	" diagnosis diagnoses medication medications allergy allergies prescription symptoms disability" +
	" religion bloodtype bloodgroup pregnancy sexuality hivstatus nationality citizenship" +
	// pay
	" salary income wage wages creditscore ficoscore creditrating "

// searchKeys name what someone typed into a search box (q=olivia+martin,
// search_term=olivia martin): free text, read to the next key.
var searchKeys = wordMap("q query search searchterm searchquery keywords searchtext ")

// specialCategory are keys of two words (joined) that name special
// categories of personal data, whose last word alone names nothing
// (orientation, type, status).
var specialCategory = wordMap(specialCategoryList)

// specialCategoryList are specialCategory's words, one space before each.
const specialCategoryList = " sexualorientation sexualpreference genderidentity bloodtype bloodgroup politicalaffiliation " +
	"politicalopinion politicalopinions politicalparty politicalviews tradeunion unionmembership " +
	"criminalrecord criminalhistory religiousbelief religiousbeliefs maritalstatus immigrationstatus " +
	"hivstatus pregnancystatus disabilitystatus healthcondition medicalcondition mentalhealth "

// trackingKeys are the keys (parts joined) of analytics and advertising
// cookies and ids, which follow one person across visits: Google
// Analytics (_ga, _gid), Meta (_fbp, _fbc), Hotjar, Segment, Amplitude,
// Mixpanel, and the generic anonymous and visitor ids.
var trackingKeys = wordMap(trackingKeysList)

// trackingKeysList are trackingKeys's words, one space before each.
const trackingKeysList = " ga gid fbp fbc hjid hjsessionuser ajsanonymousid ajsuserid amplitudeid deviceid mpdistinctid " +
	"distinctid anonymousid anonid visitorid uniquevisitorid gclid fbclid msclkid " +
	// Apple's UIDevice.identifierForVendor and ASIdentifierManager's
	// advertisingIdentifier, as code and crash reports print them
	"identifierforvendor advertisingidentifier "

// credParts are the key words that name a credential.
var credParts = wordMap2(credPartsList, passwordKeyWords)

// credPartsList are credParts's words, one space before each.
const credPartsList = " pass pwd pw pword auth authorization session sid sig otp totp mfa pin cvv cvc cvv2 cvc2 cvn cred creds jwt" +
	" bearer sas nonce dsn jaas "

// notSensitiveLast are last key words that turn a sensitive key into a
// setting about it (password_length, token_type, session_timeout), or into
// a named group of such things (SendGrid's ip_pool, Cognito's user_pool:
// the pool's name, no address's or person's).
var notSensitiveLast = wordMap(notSensitiveLastList)

// notSensitiveLastList are notSensitiveLast's words, one space before each.
const notSensitiveLastList = " count length len size type types timeout ttl expiry expires expired enabled required policy format " +
	"mode version kind field fields provider method methods scheme algorithm alg strength min max limit " +
	"hint label placeholder status state store backend engine url uri endpoint path file header param " +
	"scope scopes audience issuer lifetime age duration index table column class handler agent error " +
	"errors exception reason code level name key prefix suffix pattern regex validator changed reset " +
	"updated created at on count_total manager sanitizer pool "

// codeQualifiers make a "code" key a credential.
var codeQualifiers = wordMap(codeQualifiersList)

// codeQualifiersList are codeQualifiers's words, one space before each.
const codeQualifiersList = " auth authorization pin otp totp mfa verification verify recovery backup access activation security " +
	"one confirmation login sms invite invitation reset oauth card "

// thingQualifiers name what a key belongs to when it is a thing's: "api
// key", "service key" are credentials, while "service name", "host name"
// name no one.
var thingQualifiers = wordMap(thingQualifiersList)

// thingQualifiersList are thingQualifiers's words, one space before each.
const thingQualifiersList = " api access secret private master shared signing encryption license licence app service storage " +
	"subscription host deploy ssh gpg pgp write read "

// personQualifiers name whose a key is when it is a person's or an
// account's: "first name", "customer key", "account name".
var personQualifiers = wordMap("account client auth admin root consumer partner first last full given family middle sur real " +
	"customer patient user contact holder member employee display person maiden legal billing shipping " +
	"mother father recipient sender owner ")

// wordMap is the set of the words of list, separated by spaces: a map
// built at start, as a map literal is, without the literal's code and a
// string header per entry in the bootstrap.
func wordMap(list string) map[string]bool {
	m := make(map[string]bool, strings.Count(list, " "))
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}

// wordMap2 is wordMap of two lists: a shared list (passwordKeyWords)
// joined to another by + would be stored again in the binary.
func wordMap2(a, b string) map[string]bool {
	m := wordMap(a)
	for _, w := range strings.Fields(b) {
		m[w] = true
	}
	return m
}

// pairMap is wordMap's kin for a map of strings: "key:value" pairs (the
// key without a colon, the value maybe empty), a space after each.
func pairMap(list string) map[string]string {
	m := make(map[string]string, strings.Count(list, " "))
	for _, p := range strings.Fields(list) {
		k, v, _ := cut(p, ":")
		m[k] = v
	}
	return m
}

// runePairMap is pairMap keyed by each key's one letter.
func runePairMap(list string) map[rune]string {
	m := make(map[rune]string, strings.Count(list, " "))
	for _, p := range strings.Fields(list) {
		r, n := decodeRune(p)
		m[r] = p[n+1:]
	}
	return m
}

// keyParts splits a key into lowercase words on _ - . space and camelCase;
// letters of other alphabets stay in their word.
func keyParts(key string) []string {
	// room for most keys' words at once, rather than a slice per word
	parts := make([]string, 0, 4)
	// the word being read, on the stack; a word written in lower case
	// already is taken from key as it stands (no copy)
	var buf [64]byte
	cur, from, i := buf[:0], 0, 0
	flush := func() {
		if len(cur) > 0 {
			if w := key[from:i]; string(cur) == w {
				parts = append(parts, w)
			} else {
				parts = append(parts, string(cur))
			}
			cur, from = cur[:0], i
		}
	}
	for ; i < len(key); i++ {
		c := key[i]
		if len(cur) == 0 {
			from = i
		}
		switch {
		case c >= 'A' && c <= 'Z':
			// a new word starts at an upper-case letter after a lower-case one
			if i > 0 && key[i-1] >= 'a' && key[i-1] <= 'z' {
				flush()
			}
			cur = append(cur, c+'a'-'A')
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			cur = append(cur, c)
		case c >= utf8.RuneSelf:
			// a letter of another alphabet is part of its word (hasło,
			// contraseña, şifre, пароль_бд), lower-cased
			r, n := decodeRune(key[i:])
			if !letterRune(r) && !unicode.Is(unicode.M, r) {
				flush()
			} else {
				cur = utf8.AppendRune(cur, unicode.ToLower(r))
			}
			i += n - 1
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
	if last == "key" && len(parts) > 1 && parts[len(parts)-2] == "idempotency" || hasPrefix(joined, "awsaccount") {
		return ""
	}
	// authCode, pinCode, otp_code, verificationCode: a code that proves
	// who someone is (an error_code or status_code proves nothing)
	if last == "code" && len(parts) > 1 && codeQualifiers[parts[len(parts)-2]] {
		return "cred"
	}
	// auth_header, AuthorizationHeader: the header's value is the credential
	if last == "header" && len(parts) > 1 && (parts[len(parts)-2] == "auth" || parts[len(parts)-2] == "authorization") {
		return "cred"
	}
	// sensitive_url, confidential_value: the key says its value is one
	// (case_sensitive says how a match is made, sensitive_fields which
	// fields are: a plural names things, holds none)
	if len(parts) > 1 && (parts[len(parts)-2] == "sensitive" || parts[len(parts)-2] == "confidential") && !hasSuffix(last, "s") {
		return "cred"
	}
	if notSensitiveLast[last] && !(last == "key" || last == "name") {
		return ""
	}
	// keyVaultToStoreSecrets, pathToTokenFile, bucket_for_passwords: an
	// English key names the thing before its "to" or "for"; a credential's
	// word after it says what the thing is for (passwordForUser still
	// names a password)
	for i := 1; i < len(parts)-1; i++ {
		if parts[i] == "to" || parts[i] == "for" {
			if c := keyClass(strings.Join(parts[:i], "_")); c != "cred" {
				return c
			}
			break
		}
	}
	// a message broker's routing key is no bank routing number
	if last == "key" && len(parts) > 1 && parts[len(parts)-2] == "routing" {
		return ""
	}
	// buyer, counterparty_trader, policyholder: a party to a sale, a
	// lease, a policy or a trade (partyNoun's) names a person; its id
	// (buyer_id=4471) is an identifier the triager needs, so only the
	// key that ends in the party's noun is a name's
	if partyKey(last) || personNounKey(last) {
		return "name"
	}
	// "id", "no", "number" after a sensitive word keep it sensitive
	// (user_id, passport_no, card number); strip them for the checks below.
	core := parts
	for len(core) > 1 && (core[len(core)-1] == "id" || core[len(core)-1] == "no" || core[len(core)-1] == "number" || core[len(core)-1] == "num" || core[len(core)-1] == "nr" || core[len(core)-1] == "value" || core[len(core)-1] == "hash" || core[len(core)-1] == "data") {
		core = core[:len(core)-1]
	}
	last = core[len(core)-1]
	// credentialsId, UserSecretsId: the id of a store of credentials
	// (Jenkins', .NET's user secrets) names it and holds none
	if len(core) < len(parts) && parts[len(parts)-1] == "id" && (last == "credentials" || last == "credential" || last == "secrets") {
		return ""
	}
	if len(core) > 1 && (last == "name" || wordlist.NameLabel(last)) && (personQualifiers[core[len(core)-2]] || personNounKey(core[len(core)-2]) || foreignUserNoun(core[len(core)-2])) {
		return "name"
	}
	// guest_first, passenger_last: a booking's columns of a person's
	// given name and surname, "name" left out (no list's first or last
	// item after a person's noun)
	if len(parts) == 2 && (last == "first" || last == "last") && (personNounKey(parts[0]) || wordIn(stayPersons, parts[0])) {
		return "name"
	}
	switch last {
	case "firstname", "lastname", "surname", "fullname", "forename", "givenname", "familyname", "displayname", "maidenname", "author", "customer", "patient", "recipient", "holder", "cardholder", "contact", "person", "owner", "payee", "payer", "beneficiary", "guardian", "employee", "member", "sender", "nickname",
		// the holder of an account or a contract in the languages keys are
		// written in, and the person who signs or is assigned
		"kunde", "klant", "cliente", "titulaire", "titular", "titolare", "inhaber", "signer", "signatory", "assignee",
		// who did it, as an audit log or a record names them (personKey's):
		// reviewer: Grace Church is a whole name, not its first word
		"actor", "creator", "requester", "requestor", "reviewer", "approver", "uploader", "submitter", "initiator", "invitee", "inviter",
		// the surname and the given name as other languages' keys write them
		"apellido", "apellidos", "sobrenome", "cognome", "nachname", "vorname", "prenom", "prénom", "achternaam", "voornaam",
		"nazwisko", "imię", "imie", "фамилия", "прізвище", "отчество", "soyad", "soyadi", "soyadı", "příjmení", "prijmeni",
		"jméno", "vezetéknév", "keresztnév", "prenume", "επώνυμο":
		return "name"
	}
	if last == "key" && len(core) > 1 && (thingQualifiers[core[len(core)-2]] || personQualifiers[core[len(core)-2]]) {
		return "cred"
	}
	// secretsmanager:GetSecretValue, PasswordManager: a program that keeps
	// secrets, written as one word, is no secret's key
	if hasSuffix(joined, "manager") {
		return ""
	}
	for _, st := range credStems {
		if len(st) <= len(joined) && contains(joined, st) {
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
	if passwordKeyTail(core) {
		return "cred"
	}
	return fieldKeyClass(core)
}

// personNounKey reports a key word that names a person in a role in the
// words the catalogues write for one (Empfänger, destinatario,
// kontaktperson, propietario, mitglied: pnoun.fuse), or a party of a sale
// or a lease (partyKey: no tenant), or English's attendee and passenger (the
// catalogues' own source words the switch of keyClass does not hold):
// as a key's last word its value is that person (destinatario: Rosa
// Blanco), and before a name's word the name is the person's
// (kunde_name, cliente_nombre, passenger_name, X-Payee-Name).
func personNounKey(w string) bool {
	return w == "attendee" || w == "passenger" || partyKey(w) || len(w) >= 4 && wordlist.PersonNounWord(w)
}

// passwordKeyTail reports a key whose last word, or last two or three
// words joined, is a catalogue's word for a password or a passphrase
// (smtp_contrasinal, DB_LYKILORD, dbPasahitza, mot_de_passe): the
// translations of GTK's, PAM's and GnuPG's prompts, in some hundred
// languages, where the typed lists hold twenty.
// A tail longer than any such word (64 bytes) is not hashed: an option
// made of one word repeated for 255 KB, asked at each of its places,
// would be read whole each time.
func passwordKeyTail(core []string) bool {
	joined := core[len(core)-1]
	for n := 1; n <= 3 && n <= len(core); n++ {
		if n > 1 {
			if len(core[len(core)-n])+len(joined) > 64 {
				return false
			}
			joined = core[len(core)-n] + joined
		}
		if len(joined) <= 64 && wordlist.PasswordKey(joined) {
			return true
		}
	}
	return caselessPasswordTail(core[len(core)-1])
}

// caselessPasswordTail reports a key word whose end, from a letter of a
// script written without spaces (Han, kana, Hangul, Thai) on, is a
// catalogue's word for a password (資料庫密碼, db密碼, 登入密碼,
// 데이터베이스비밀번호): those scripts join a compound's words with nothing
// between, so the password's word is the key's tail, not a part keyParts
// can split off. Up to 64 bytes of the tail are read.
func caselessPasswordTail(w string) bool {
	if len(w) < 4 || w[len(w)-1] < utf8.RuneSelf {
		return false
	}
	for i := max(0, len(w)-64); i <= len(w)-4; i++ {
		if !utf8.RuneStart(w[i]) {
			continue
		}
		r, _ := decodeRune(w[i:])
		if i > 0 && unicode.In(r, unicode.Han, unicode.Hangul, unicode.Hiragana, unicode.Katakana, unicode.Thai) && wordlist.PasswordKey(w[i:]) {
			return true
		}
	}
	return false
}

// fieldKeyClass is keyClass's answer for a key written in the words an
// address book names a person's field with in its language (Geburtsdatum,
// date_de_naissance, codigoPostal, nom_de_famille, telefonnummer_privat):
// the key's words joined, or one of them.
func fieldKeyClass(core []string) string {
	if len(core) > 1 {
		if c := wordlist.FieldKey(strings.Join(core, "")); c != "" {
			return c
		}
	}
	for _, p := range core {
		if c := wordlist.FieldKey(p); c != "" {
			return c
		}
	}
	return ""
}

// credSetting reports a key whose last word follows a password's word and
// names no credential itself (motdepasse_longueur, hasło_min): a setting
// about the password, in a language notSensitiveLast does not list.
func credSetting(key string) bool {
	p := keyParts(key)
	if len(p) < 2 || partClass(p[len(p)-1]) != "" {
		return false
	}
	return secretKeyWord(p[len(p)-2])
}

// verdictOnPassword reports a key of words that name the password and
// then say what is wrong with it, as languages that put the adjective
// after the noun write it (Contraseña incorrecta:, Şifre hatalı:, Hasło
// nieprawidłowe:, Password wrong:): the value after it is the password
// that was wrong. The words after the password's must all be words
// messages are made of, and none a setting (Password reset:, Passwort
// Länge:).
func verdictOnPassword(words []string) bool {
	for i := len(words) - 2; i >= 0; i-- {
		if !secretKeyWord(strings.ToLower(words[i])) {
			continue
		}
		for _, w := range words[i+1:] {
			lw := strings.ToLower(w)
			if notSensitiveLast[lw] || credParts[lw] || !(stopWords[lw] || errWord(lw) || templateWord(lw)) {
				return false
			}
		}
		return true
	}
	return false
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
// credOfOwner reports a credential's noun, then "for" or "of" and its
// owner, as the key (the password for alice is …, token of svc-ci was …):
// what follows is the credential's value, whatever the owner's word.
func credOfOwner(words []string) bool {
	if len(words) != 3 {
		return false
	}
	p := strings.ToLower(words[1])
	return (p == "for" || p == "of") && keyClass(words[0]) == "cred"
}

func keyOfWords(words []string) string {
	if len(words) == 0 {
		return ""
	}
	last := words[len(words)-1]
	if len(words) >= 2 && specialCategory[strings.ToLower(words[len(words)-2]+last)] {
		return "pii" // sexual orientation, blood type
	}
	if len(words) == 3 && trackingKeys[strings.ToLower(strings.Join(words, ""))] {
		return "pii" // Identifier for vendor: as a crash report titles it
	}
	if c := keyClass(last); c != "" {
		return c
	}
	// Benutzer: jens, bruger: jens, käyttäjä: virtaselle: the word for a
	// user or an account in the languages error text comes in (loginWords)
	// is a key as English's user is (personKey judges its value)
	if len(words) == 1 && loginWord(strings.ToLower(last)) {
		return "pii"
	}
	// Settings.Secure.ANDROID_ID=…, ctx.device_id: the namespace before a
	// dotted key's last part is where the field lives; the part names it
	if k := lastIndexByte(last, '.'); k > 0 && k < len(last)-1 {
		if c := keyClass(last[k+1:]); c != "" {
			return c
		}
	}
	if verdictOnPassword(words) || credOfOwner(words) {
		return "cred"
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

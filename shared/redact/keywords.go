// Documents and credentials named in prose ("passport number X123",
// "date of birth 1990-01-02"), found around their trigger words.

package redact

import (
	"sort"
	"strings"
	"unicode/utf8"

	"glitchtip-mcp/shared/lazyre"
	wordlist "glitchtip-mcp/shared/redact/words"
)

// reKeywordValue finds documents and credentials named in prose: "passport
// number X123", "date of birth 1990-01-02", "with password 'x'", "NHS no.
// 943 476 5919", "SSN 123-45-6789". Turkish writes its case endings after an
// apostrophe on an abbreviation (Kart PIN'i 8812, IBAN'ı TR…, CVV'si 123):
// the ending and one space belong to the keyword.
var reKeywordValue = lazyre.New(`(?i)\b(licen[cs]e plate|number plate|plate|kennzeichen|matr[íi]cula|immatriculation|ni number|ni no\.?|passport|travel document|post ?code|postal code|zip code|pasaporte|passeport|reisepass|passaporto|paspoort|passaporte|paszport|date of birth|birth ?date|born on|dob|social security|ssn|national insurance|nino|nhs|driver'?s? licen[cs]e|licen[cs]e number|licen[cs]e|tax id|iban|account number|routing number|sort code|card number|password|passwd|pwd|passphrase|passcode|wpa[23]? key|wi-?fi key|pin-\pL{2,10}|pin|otp|one-time code|verification code|api key|secret key|access key|signing key|hmac key|hmac secret|encryption key|decryption key|master key|shared key|webhook key|aes key|product key|activation key|activation code|serial key|cd key|registration key|security answer|secret answer|phone|mobile|tel|cell)\b(?:['’][a-zçğıöşü]{1,5}\s)?(?:\s+(?:number|no\.?|num|nr|#|code|id))?(?:\s*(?:is|was|=|:|of|for)?\s*)(['"]?)([A-Za-z0-9][A-Za-z0-9./\-+_ ]*[A-Za-z0-9]|[A-Za-z0-9])`)

// reRecordValue is reKeywordValue's pattern for numbers that need digits
// (card security codes, VAT ids, pay, the ids of a person's records): a
// second, smaller expression, run only on texts with digits.
var reRecordValue = lazyre.NewRare(`(?i)\b(android id|idfa|idfv|gaid|aaid|adid|advertising id|advertisingidentifier|identifierforvendor|duid|meid|device id|geohash|steuernummer|steuer-?id|sozialversicherungsnummer|rentenversicherungsnummer|personalausweis(?:nummer)?|ausweisnummer|reisepassnummer|führerschein(?:nummer)?|fahrerlaubnis(?:nummer)?|permis de conduire|carnet de conducir|rijbewijs(?:nummer)?|prawo jazdy|ehliyet(?: no)?|num[ée]ro fiscal|cvv2?|cvc2?|csc|card security code|security code|vat(?: reg(?:istration)?)?|ust-?id(?:nr)?|tva(?: intracommunautaire)?|nip|salary|annual salary|income|credit[ _]?score|tax[ _]?refund|medicaid|medicare|health insurance|insurance|krankenversicherungsnummer|versichertennummer|member|membership|policy|claim|employee|student|patient|citizen|national|identity|document|kimlik|mrn|medical record|nin|ppsn?|cpr|nric|uinfin|bsn|pesel|aadhaar|amka|tckn|cnp|cpf|rut|cuit|nif)\b(?:['’][a-zçğıöşü]{1,5}\s)?(?:\s+(?:number|no\.?|num|nr|#|code|id))?(?:\s*(?:is|was|=|:|of|for)?\s*)(['"]?)([A-Za-z0-9][A-Za-z0-9./\-+_ ]*[A-Za-z0-9]|[A-Za-z0-9])`)

// reExpiryValue is a card's expiry in prose (exp 04/28, Expires 09/28,
// expiry date: 04/2028): its own expression, whose value is the month and
// year alone, so a code after it (exp 04/28 cvv 123) is read as its own.
var reExpiryValue = lazyre.NewRare(`(?i)\b(expiration date|expiry date|expiration|expiry|expires|exp|valid thru|valid until)\b(?:\s*(?:is|was|=|:|on)?\s*)(['"]?)(\d\d/\d\d(?:\d\d)?)\b`)

func detectKeywordValues(sc *scan) {
	if kw := []string{"plate", "kennzeichen", "matr", "immatric", "ni n", "passport", "travel", "postcode", "post code", "postal", "zip code", "pasaporte", "passeport", "reisepass", "passaporto", "paspoort", "paszport", "birth", "born", "dob", "social", "ssn", "insurance", "nino", "nhs", "licen", "tax", "iban", "account", "routing", "sort", "card", "pass", "pin", "otp", "code", "api", "key", "hmac", "phone", "mobile", "tel", "cell", "answer"}; keywordStarts(sc, kw, "pwd") {
		keywordValues(sc, reKeywordValue, kw)
	}
	if hasDigit(sc.s) {
		keywordValues(sc, reExpiryValue, []string{"exp", "valid"})
		keywordValues(sc, reRecordValue, []string{"cvv", "cvc", "csc", "security code", "vat", "ust", "salary", "income", "credit score", "credit_score", "creditscore", "tax refund", "tax_refund", "taxrefund", "insurance", "medic", "citizen", "national", "identity", "document", "idfa", "idfv", "gaid", "aaid", "adid", "android id", "advertising id", "advertisingidentifier", "identifierforvendor", "duid", "meid", "device id", "geohash", "steuer", "versicherungsnummer", "ausweis", "reisepass", "führerschein", "fahrerlaubnis", "permis de", "conducir", "rijbewijs", "prawo jazdy", "ehliyet", "fiscal", "versicher", "member", "policy", "claim", "employee", "student", "patient", "mrn", "record", "nin", "pps", "cpr", "nric", "uinfin", "bsn", "pesel", "aadhaar", "amka", "tckn", "cnp", "cpf", "rut", "cuit", "nif", "tva", "nip", "kimlik"})
	}
}

// keywordStarts reports a trigger at the start of a word of the text, the
// keyword untriggered (pwd), or a rune (?i) reads as k or s (the Kelvin
// sign, the long s). Each keyword of reKeywordValue starts at \b and holds
// a trigger at the start of one of its words, but pwd: on a text where
// this is false ("plate" only in "template", "pin" in "mapping") it finds
// nothing.
func keywordStarts(sc *scan, triggers []string, untriggered string) bool {
	s, lower := sc.s, sc.lower
	for _, t := range triggers {
		if !sc.mayContain(t) {
			continue
		}
		for off := 0; ; {
			k := indexStr(lower[off:], t)
			if k < 0 {
				break
			}
			k += off
			if k == 0 || !isWord(s[k-1]) {
				return true
			}
			off = k + 1
		}
	}
	// (two searches: ContainsAny with a set outside ASCII asks the set for
	// every rune of s, a tenth of the word rules' time)
	return contains(lower, untriggered) || contains(s, "\u212a") || contains(s, "\u017f")
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
func windows(sc *scan, triggers []string, back, ahead int) [][2]int {
	s, lower := sc.s, sc.lower
	var hits []int
	for _, t := range triggers {
		if !sc.mayContain(t) {
			continue // a pair of its bytes is not in the text
		}
		for off := 0; off < len(lower); {
			k := indexStr(lower[off:], t)
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
	return merge(s, hits, back, ahead)
}

// merge turns trigger offsets into merged stretches of s, cut at word
// boundaries, from back bytes before each to ahead bytes after it.
func merge(s string, hits []int, back, ahead int) [][2]int {
	sort.Ints(hits)
	var out [][2]int
	for _, h := range hits {
		a, b := max(0, h-back), min(len(s), h+ahead)
		if n := len(out); n > 0 && a <= out[n-1][1] {
			// inside the last stretch: only what lies past its end is read
			// (reading the word around each hit again made a value of one
			// long word, "pinäpinä…", quadratic: 7 s at 100 KB)
			if b > out[n-1][1] {
				for b < len(s) && (isWord(s[b]) || s[b] >= utf8.RuneSelf) {
					b++
				}
				out[n-1][1] = b
			}
			continue
		}
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
func keywordValues(sc *scan, re lazyre.Regexp, triggers []string) {
	for _, w := range windows(sc, triggers, keywordBack, keywordAhead) {
		for _, m := range re.FindAllStringSubmatchIndex(sc.s[w[0]:w[1]], -1) {
			if sc.stop.pulse() {
				return
			}
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
	if inProgramPath(sc.s, m[2]) {
		return // C:\Program Files\IBAN BSD\x.so: a vendor's folder, no keyword
	}
	kw := strings.ToLower(sc.s[m[2]:m[3]])
	if hasPrefix(kw, "pin-") {
		kw = "pin" // PIN-koodi, PIN-Code, PIN-код: the PIN's code in any language
	}
	a, b := m[6], m[7]
	v := sc.s[a:b]
	// numbers may be written with spaces (943 476 5919, QQ 12 34 56 C):
	// keep the words that hold digits or are single letters; a word
	// stops at the first space
	plate := contains(kw, "plate") || kw == "kennzeichen" || hasPrefix(kw, "matr") || kw == "immatriculation"
	n := 0
	for i, w := range strings.SplitAfter(v, " ") {
		t := strings.TrimSpace(w)
		// a plate's letter group (AB12 CDE, B MW 1234) is part of it, and
		// a German number with the E or H an electric or a historic
		// vehicle's plate adds (B-KL 4412E)
		if plate && i < 3 && n > 0 && (len(t) <= 4 || len(t) == 5 && (t[4] == 'E' || t[4] == 'H')) && upperOrDigits(t) {
			n += len(w)
			continue
		}
		if n > 0 && !hasDigit(t) && len(t) > 1 || n > 0 && !hasDigit(v[:n]) {
			break
		}
		n += len(w)
	}
	v = strings.TrimSpace(v[:n])
	// the expression reads ASCII: a word it cut before a letter beyond
	// ASCII (CPF inv|álido, IBAN … — R|ücklastschrift) is the text's, not
	// the value's
	v = cutWordTail(sc.s, a, v)
	b = a + len(v)
	if len(v) < 2 || stopValue(strings.ToLower(v)) || commonWord(strings.ToLower(v)) {
		return
	}
	if m[4] == m[5] && strings.TrimSpace(sc.s[m[3]:a]) == "" && keywordSentenceWord(v) {
		// Le champ iban est obligatoire, IBAN ist ungültig: a word of a
		// translation catalogue one space after the keyword, no quote,
		// colon or "is" between, goes on the message's sentence
		return
	}
	// a card's expiry (reExpiryValue: exp 04/28, Expires 09/28): a
	// month and a year, not a ratio (valid 12/13)
	if (hasPrefix(kw, "exp") || hasPrefix(kw, "valid ")) && !shapedKeyValue("exp", v) {
		return
	}
	switch {
	case kwIn("|hmac key|hmac secret|encryption key|decryption key|master key|shared key|webhook key|aes key|", kw):
		// a cipher's or a MAC's key (invalid HMAC key 7f3c9a1e…): these
		// nouns also name a key's version or slot (encryption key v2,
		// master key 3), so only a key's own shape, long and mixed
		if len(v) < 16 || !hasDigit(v) || countDigits(v) == len(v) {
			return
		}
	case kwIn("|password|passwd|pwd|passphrase|passcode|pin|otp|api key|secret key|access key|signing key|wpa key|wpa2 key|wpa3 key|wifi key|wi-fi key|", kw):
		// prose credential: needs a quote, a digit, a separator-like gap
		// or capitals inside that split it into no words (with password
		// OUttbYSoWb); "password reset failed", "password ResetToken"
		// name no password
		if q, _, _ := promptWord(sc.s, a, b); m[4] == m[5] && (!hasDigit(v) && !(len(v) >= 8 && innerCapital(v) && !wordParts(v)) && !passphraseWords(v) || q) {
			return
		}
	case kwIn("|phone|mobile|tel|cell|", kw):
		if countDigits(v) < 6 {
			return
		}
	case kwIn("|cvv|cvv2|cvc|cvc2|csc|card security code|security code|", kw):
		if len(v) < 3 || len(v) > 4 || countDigits(v) != len(v) {
			return
		}
	case kwIn("|android id|idfa|idfv|gaid|aaid|adid|advertising id|advertisingidentifier|identifierforvendor|duid|meid|device id|geohash|steuernummer|steuerid|steuer-id|sozialversicherungsnummer|rentenversicherungsnummer|personalausweis|personalausweisnummer|ausweisnummer|reisepassnummer|numéro fiscal|numero fiscal|", kw):
		// one device's (or place's) id: long enough not to be a count
		if len(v) < 6 {
			return
		}
	case kwIn("|salary|annual salary|income|credit score|creditscore|tax refund|taxrefund|", strings.ReplaceAll(kw, "_", " ")):
		if !hasDigit(v) {
			return
		}
		// tax_refund: 3 812,40 zł: the whole amount, its decimals and
		// currency (the expression stops at the comma)
		if _, e := amountAt(sc.s, a); e > b {
			b = e
		}
	case kwIn("|medicaid|medicare|health insurance|insurance|krankenversicherungsnummer|versichertennummer|member|membership|policy|claim|employee|student|patient|citizen|national|identity|document|kimlik|mrn|medical record|", kw):
		// an id or number of a person's record: these words also
		// name things ("policy v2", "member 3 of 5"), so only after
		// "id", "number" or "no" (or for a word that is one) and with
		// enough digits
		if m[4] == m[5] && kw != "mrn" && !hasSuffix(kw, "nummer") && !idSuffix(sc.s[m[3]:m[4]]) || countDigits(v) < 4 {
			return
		}
	case kwIn("|postcode|post code|postal code|zip code|", kw):
		// a postcode has digits (93843, B40 7ZR); "postal code invalid"
		// names none
		if !hasDigit(v) {
			return
		}
	case kwIn("|license|licence|plate|license plate|licence plate|number plate|kennzeichen|matricula|matrícula|immatriculation|", kw):
		// "license expired", "plate not found" name no number
		if !hasDigit(v) {
			return
		}
	case kwIn("|nin|pps|ppsn|cpr|nric|uinfin|bsn|pesel|aadhaar|amka|tckn|cnp|cpf|rut|cuit|nif|kimlik|", kw):
		// a national id is a number (NIF do emitente: Portuguese's "of
		// the", no value)
		if !hasDigit(v) {
			return
		}
	default:
		// a VAT or USt-IdNr number (DE123456789; France's numéro de TVA
		// intracommunautaire, Poland's NIP), not a rate ("VAT 20")
		if hasPrefix(kw, "vat") || hasPrefix(kw, "ust") || hasPrefix(kw, "tva") || kw == "nip" {
			if len(v) < 8 || countDigits(v) < 7 {
				return
			}
		}
	}
	sc.add(a, b, phRedacted)
}

// kwIn reports kw among list's keywords, each between two '|': one
// search, where a switch's cases cost code per string.
func kwIn(list, kw string) bool {
	for i := 0; kw != ""; {
		k := indexStr(list[i:], kw)
		if k < 0 {
			return false
		}
		if k += i; list[k-1] == '|' && list[k+len(kw)] == '|' {
			return true
		}
		i = k + 1
	}
	return false
}

// idSuffix reports whether the text between a keyword and its value
// names an id or number ("number", " no.", " ID", " #").
func idSuffix(between string) bool {
	b := strings.ToLower(strings.TrimSpace(between))
	for _, p := range []string{"number", "no", "num", "nr", "#", "id", "code"} {
		if hasPrefix(b, p) {
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

// commonWord reports English words that follow a keyword in an error
// message without being its value.
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func commonWord(w string) bool {
	return wordIn(commonWordList, w)
}

// commonWordList are commonWord's words, one space before and after each.
const commonWordList = " " +
	"reset update updated change changed policy field check validation verification length format " +
	"service lookup number not is was has have had does did the a an for from with without and or in on " +
	"at to of by be been expired required mismatch invalid missing provided given too must should cannot " +
	"could will would may might can failed error errors type types entry input holder details info " +
	"information data value values verify verified match matches login auth hash hashing manager store " +
	"provider request response code codes id no nr num set get new old current confirm confirmation " +
	"strength rules number's fields screen page form flow step token tokens key keys this that it its if " +
	"but as so all any none only while when during after before "

// keywordSentenceWord reports a word of letters that the translation
// catalogues hold and the names data does not (est, ist, jest, è): the
// sentence's own word in another language than English, which commonWord
// does not know.
func keywordSentenceWord(v string) bool {
	lv := strings.ToLower(v)
	return !containsChars(v, " -_./+0123456789") && wordlist.Template(lv) && !givenNameData(lv) && !surnameData(lv)
}

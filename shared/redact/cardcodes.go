// A card's expiry, its security code and a blood group under a key that
// names them (exp_date=04/28, "valid_thru": "10/31", [csc] => 645, abo=O−,
// <bloodType>AB+</…>):
// short values a key alone makes personal. Each is told by its shape too,
// a month and a year, an ABO group and its Rh sign, so the key's word
// (exp is also an exponent, Abo a German subscription) masks nothing else.

package redact

import "strings"

// expiryKeyWords name a card's expiry; bloodKeyWords a blood group (ABO,
// Rh), as key words, joined when the key writes them apart.
const (
	expiryKeyWords = " exp expiry expiration expires expdate expirydate expirationdate validthru validuntil valid cardexp ccexp "
	// bloodKeyWords: and the "Blood Type" field's label as GNU Health
	// 5.0.6 translates it (trytond/modules/health/locale, the Latin
	// scripts; accents dropped and words joined as keys write them)
	bloodKeyWords = " abo blood bloodtype bloodgroup rh rhesus blutgruppe gruposanguineo groupesanguin grupposanguigno tiposanguineo blodtyp kangrubu nhommau "
	cscKeyWords   = " csc cvv cvv2 cvc cvc2 cvn securitycode cardcode "
	// postKeyWords: a postcode, and as keys abbreviate the address
	// book's label (Postleitzahl: PLZ; code postal, código postal: CP;
	// postal_code and zip_code end in a setting's word, error_code);
	// travelKeyWords: a travel document's number, and the passport in the
	// languages keys are written in (prose's words, keywords.go)
	postKeyWords   = " plz cp zip postal postalcode zipcode postcode "
	travelKeyWords = " passport reisepass pasaporte passeport passaporto paspoort passaporte paszport traveldoc traveldocument docno docnumber docnum documentno documentnumber "
)

// shapedKey is what a key names of these: 'e' a card's expiry, 'b' a
// blood group, 'c' a card's security code, 0 none.
func shapedKey(key string) byte {
	p := keyParts(key)
	for i, w := range p {
		two := "" // the word joined to the next (none after the last)
		if i+1 < len(p) {
			two = w + p[i+1]
		}
		for k, l := range [...]string{expiryKeyWords, bloodKeyWords, cscKeyWords, postKeyWords, travelKeyWords} {
			if wordIn(l, w) || wordIn(l, two) {
				return "ebcpd"[k]
			}
		}
	}
	return 0
}

// shapedKeyValue reports a value its key names and its shape confirms: a
// card's expiry (MM/YY or MM/YYYY, the month 01 to 12) under an expiry
// key, a blood group (A, B, AB, O or 0 with + or −) under a blood key,
// three or four digits under a card security code's (csc=047; CSC : error
// CS1002 is the C# compiler's).
func shapedKeyValue(key, v string) bool {
	switch shapedKey(key) {
	case 'e':
		return (len(v) == 5 || len(v) == 7) && v[2] == '/' && countDigits(v) == len(v)-1 &&
			(v[0] == '0' && v[1] != '0' || v[0] == '1' && v[1] <= '2')
	case 'c':
		return (len(v) == 3 || len(v) == 4) && countDigits(v) == len(v)
	case 'p':
		return postcodeShape(v)
	case 'd':
		// one or two capitals, then six to nine digits (no country's
		// passport number has a check a value can be told by)
		l := 0
		for l < len(v) && l < 3 && isUpperASCII(v[l]) {
			l++
		}
		return l <= 2 && len(v)-l >= 6 && len(v)-l <= 9 && countDigits(v) == len(v)-l
	case 'b':
		// the group, then its Rh sign: + - − pos neg
		g := trimSuffix(v, "−")
		if g == v {
			g = v[:max(0, len(v)-1)]
			if len(v) > 3 && (v[len(v)-3:] == "pos" || v[len(v)-3:] == "neg") {
				g = v[:len(v)-3]
			} else if !hasSuffix(v, "+") && !hasSuffix(v, "-") {
				return false
			}
		}
		return wordIn(" A B AB O 0 ", g)
	}
	return false
}

// postcodeShape reports a postcode's shape: four to nine digits, in one
// group or two joined by a hyphen or a space (60311, 06-618, 123 45,
// 12345-6789), or two groups of capitals and digits, two to four each,
// one space apart, with a digit (B40 7ZR, K1A 0B1, 1234 AB).
func postcodeShape(v string) bool {
	d, sep := countDigits(v), strings.IndexAny(v, " -")
	if sep < 0 {
		return d == len(v) && d >= 4 && d <= 9
	}
	a, b := v[:sep], v[sep+1:]
	if d == len(v)-1 {
		return d <= 9 && len(a) >= 2 && len(b) >= 2
	}
	return v[sep] == ' ' && d > 0 && len(a) >= 2 && len(a) <= 4 && len(b) >= 2 && len(b) <= 4 && upperOrDigits(a) && upperOrDigits(b)
}

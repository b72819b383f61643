// A card's expiry, its security code and a blood group under a key that
// names them (exp_date=04/28, "valid_thru": "10/31", [csc] => 645, abo=O−,
// <bloodType>AB+</…>):
// short values a key alone makes personal. Each is told by its shape too,
// a month and a year, an ABO group and its Rh sign, so the key's word
// (exp is also an exponent, Abo a German subscription) masks nothing else.

package redact

// expiryKeyWords name a card's expiry; bloodKeyWords a blood group (ABO,
// Rh), as key words, joined when the key writes them apart.
const (
	expiryKeyWords = " exp expiry expiration expires expdate expirydate expirationdate validthru validuntil valid cardexp ccexp "
	bloodKeyWords  = " abo blood bloodtype bloodgroup rh rhesus "
	cscKeyWords    = " csc cvv cvv2 cvc cvc2 cvn securitycode cardcode "
)

// shapedKey is what a key names of these: 'e' a card's expiry, 'b' a
// blood group, 'c' a card's security code, 0 none.
func shapedKey(key string) byte {
	p := keyParts(key)
	for i, w := range p {
		two := w
		if i+1 < len(p) {
			two += p[i+1]
		}
		if wordIn(expiryKeyWords, w) || wordIn(expiryKeyWords, two) {
			return 'e'
		}
		if wordIn(bloodKeyWords, w) || wordIn(bloodKeyWords, two) {
			return 'b'
		}
		if wordIn(cscKeyWords, w) || wordIn(cscKeyWords, two) {
			return 'c'
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
	case 'b':
		for _, s := range []string{"+", "-", "−", "pos", "neg"} {
			if len(v) > len(s) && v[len(v)-len(s):] == s {
				return wordIn(" A B AB O 0 ", v[:len(v)-len(s)])
			}
		}
	}
	return false
}

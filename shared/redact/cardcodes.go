// A card's expiry and a blood group under a key that names them
// (exp_date=04/28, "valid_thru": "10/31", abo=O−, <bloodType>AB+</…>):
// short values a key alone makes personal. Each is told by its shape too,
// a month and a year, an ABO group and its Rh sign, so the key's word
// (exp is also an exponent, Abo a German subscription) masks nothing else.

package redact

// expiryKeyWords name a card's expiry; bloodKeyWords a blood group (ABO,
// Rh), as key words, joined when the key writes them apart.
const (
	expiryKeyWords = " exp expiry expiration expires expdate expirydate expirationdate validthru validuntil valid cardexp ccexp "
	bloodKeyWords  = " abo blood bloodtype bloodgroup rh rhesus "
)

// shapedKey is what a key names of these: 'e' a card's expiry, 'b' a
// blood group, 0 neither.
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
	}
	return 0
}

// shapedKeyValue reports a value its key names and its shape confirms: a
// card's expiry (MM/YY or MM/YYYY, the month 01 to 12) under an expiry
// key, a blood group (A, B, AB, O or 0 with + or −) under a blood key.
func shapedKeyValue(key, v string) bool {
	switch shapedKey(key) {
	case 'e':
		return (len(v) == 5 || len(v) == 7) && v[2] == '/' && countDigits(v) == len(v)-1 &&
			(v[0] == '0' && v[1] != '0' || v[0] == '1' && v[1] <= '2')
	case 'b':
		for _, s := range []string{"+", "-", "−", "pos", "neg"} {
			if len(v) > len(s) && v[len(v)-len(s):] == s {
				return wordIn(" A B AB O 0 ", v[:len(v)-len(s)])
			}
		}
	}
	return false
}

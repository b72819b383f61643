// Identity documents and accounts: IBANs and national ids, each checked
// by its check digits or letters where it has them.

package redact

import (
	"strconv"
	"strings"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"
)

// detectIBAN masks IBANs whose ISO 13616 check digits are right.
func detectIBAN(sc *scan) {
	// an IBAN opens with [A-Z]{2}\d{2}: a text without that is not read
	// (scanfacts.go)
	if !sc.digits().ibanHead {
		return
	}
	for _, m := range reIBAN.FindAllStringIndex(sc.s, -1) {
		if ibanValid(strings.ReplaceAll(sc.s[m[0]:m[1]], " ", "")) {
			sc.add(m[0], m[1], phIBAN)
		}
	}
}

// ibanValid checks the ISO 13616 check digits. The shortest national
// format is 15 characters, but generators and banks outside the registry
// write shorter ones (TH537847648371); a right check over 13 characters or
// more is an account all the same.
func ibanValid(s string) bool {
	if len(s) < 13 || len(s) > 34 {
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
	// two capitals and a digit, with a space between or none, start it
	if df := sc.digits(); df.run >= 2 && df.pairDigit {
		for _, m := range reNINO.FindAllStringIndex(s, -1) {
			sc.add(m[0], m[1], phNatID)
		}
	}
	detectCodiceFiscale(sc)
	// each expression is one pass over a value: the budget is checked
	// between them
	if sc.stop.over() {
		return
	}
	// each expression below needs a run of digits (its \d{n}), or of
	// capitals and digits (VIN): one that the text has none so long of
	// cannot match, and is not run (scanfacts.go)
	df := sc.digits()
	if df.run >= 4 {
		for _, m := range reSSN.FindAllStringIndex(s, -1) {
			if m[0] > 0 && (s[m[0]-1] == '-' || s[m[0]-1] == '.') {
				continue
			}
			sc.add(m[0], m[1], phNatID)
		}
	}
	if sc.stop.over() {
		return
	}
	if df.run >= 7 {
		for _, m := range reDNI.FindAllStringIndex(s, -1) {
			if validDNI(s[m[0]:m[1]]) {
				sc.add(m[0], m[1], phNatID)
			}
		}
	}
	if sc.stop.over() {
		return
	}
	if df.run >= 4 {
		for _, m := range rePAN.FindAllStringIndex(s, -1) {
			sc.add(m[0], m[1], phNatID)
		}
	}
	if sc.stop.over() {
		return
	}
	if df.upperRun >= 17 {
		for _, m := range reVIN.FindAllStringIndex(s, -1) {
			if validVIN(s[m[0]:m[1]]) {
				sc.add(m[0], m[1], phNatID)
			}
		}
	}
	for _, c := range []struct {
		re    *lazyre.Regexp
		valid func(string) bool
		run   int // the digit run the expression needs
	}{{reCNID, validCNID, 17}, {reHETU, validHETU, 6}, {reNRIC, validNRIC, 7}, {reHKID, validHKID, 6}, {reCURP, nil, 6}, {reRFC, nil, 6}} {
		if sc.stop.over() {
			return
		}
		if df.run < c.run {
			continue
		}
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

// atoi reads digits the caller's expression has already checked. Not
// inlined: some 30 sites call it, and their copies cost the bootstrap.
//
//go:noinline
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

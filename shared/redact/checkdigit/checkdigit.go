// Package checkdigit holds the check-digit and check-letter algorithms of
// the identifiers the redactor treats as strong evidence: card numbers,
// IBANs, national identity numbers and vehicle numbers; and those of the
// things a format names that no person is (ships' IMO numbers, GS1's
// GTINs, Brazil's fiscal document keys), which the redactor keeps. A value whose
// check holds is that identifier, whatever words stand around it, so the
// redactor can name the class it masks; one whose check fails is some
// other number (an order id, a timestamp) and is left to the other rules.
//
// Every function is pure and reads only its argument. The shape a caller's
// expression has already matched is assumed: HETU, NRIC, CNID, HKID, DNI
// and VIN index into the value's fixed positions.
package checkdigit

import (
	"strconv"
	"strings"
)

// Luhn reports whether the digits of s, skipping every other byte (the
// spaces and dashes a card is written with), pass the Luhn check and count
// 13–19, a card number's length: it separates card numbers from order ids
// and timestamps.
func Luhn(s string) bool {
	sum, n, double := 0, 0, false
	for i := len(s) - 1; i >= 0; i-- {
		c := s[i]
		if !isDigit(c) {
			continue
		}
		d := int(c - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		n++
		double = !double
	}
	return n >= 13 && n <= 19 && sum%10 == 0
}

// IBAN checks the ISO 13616 check digits of an IBAN written without
// spaces. The shortest national format is 15 characters, but generators
// and banks outside the registry write shorter ones (TH537847648371): a
// right check over 13 characters or more is an account all the same.
func IBAN(s string) bool {
	if len(s) < 13 || len(s) > 34 {
		return false
	}
	return mod97(s[4:]+s[:4]) == 1
}

// mod97 returns the ISO 7064 MOD 97-10 remainder of s, its capital
// letters read as 10 to 35 (IBAN, LEI), or -1 when s holds anything else.
func mod97(s string) int {
	mod := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case isDigit(c):
			mod = (mod*10 + int(c-'0')) % 97
		case c >= 'A' && c <= 'Z':
			mod = (mod*100 + int(c-'A'+10)) % 97
		default:
			return -1
		}
	}
	return mod
}

// CNID checks a Chinese resident identity number (17 digits and a check
// character): a birth date at 7–14 and the ISO 7064 MOD 11-2 check.
func CNID(v string) bool {
	if !ymd(v[6:14]) {
		return false
	}
	weights := [17]int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}
	sum := 0
	for i, w := range weights {
		sum += int(v[i]-'0') * w
	}
	return "10X98765432"[sum%11] == upper(v[17])
}

// HETU checks a Finnish personal identity code (DDMMYY, century sign,
// individual number, check character).
func HETU(v string) bool {
	day, month := atoi(v[0:2]), atoi(v[2:4])
	if day < 1 || day > 31 || month < 1 || month > 12 {
		return false
	}
	return "0123456789ABCDEFHJKLMNPRSTUVWXY"[atoi(v[0:6]+v[7:10])%31] == v[10]
}

// NRIC checks a Singapore NRIC or FIN (a letter, seven digits, a letter)
// by its check letter.
func NRIC(v string) bool {
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

// TWID checks a Taiwanese national identity number (a letter, then nine
// digits): the letter's two-digit code (A=10 … with I, O, W, X, Y, Z out
// of order), weighted 1 and 9, and the digits weighted 8 down to 1 and 1,
// sum to a multiple of 10.
func TWID(v string) bool {
	code := 10 + strings.IndexByte("ABCDEFGHJKLMNPQRSTUVXYWZIO", v[0])
	sum := code/10 + code%10*9 + int(v[9]-'0')
	for i := 1; i < 9; i++ {
		sum += int(v[i]-'0') * (9 - i)
	}
	return sum%10 == 0
}

// HKID checks a Hong Kong identity card number (one or two letters, six
// digits, the check digit, in brackets or not).
func HKID(v string) bool {
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

// DNI checks a Spanish DNI or NIE (X, Y or Z for a foreigner's) by its
// control letter; a dash before the letter is allowed.
func DNI(v string) bool {
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

// VIN checks a 17-character vehicle identification number: its check
// digit (the ninth character), and that it holds both letters and digits.
func VIN(v string) bool {
	if strings.IndexFunc(v, func(r rune) bool { return r >= '0' && r <= '9' }) < 0 ||
		strings.IndexFunc(v, func(r rune) bool { return r >= 'A' && r <= 'Z' }) < 0 {
		return false
	}
	const weights = "8765432X098765432"
	sum := 0
	for i := 0; i < 17; i++ {
		c := v[i]
		var val int
		switch {
		case isDigit(c):
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
	return v[8] == "0123456789X"[sum%11]
}

// NIR checks a French social security number written in one run: sex 1 or
// 2 (7 or 8 for a temporary one), year, a month 01-12 (or 20-42 and 50-99,
// which INSEE gives when the month is unknown), the department (2A and 2B
// for Corsica, read as 19 and 18 for the key), and a key of 97 minus the
// first thirteen digits modulo 97.
func NIR(v string) bool {
	if len(v) != 15 {
		return false
	}
	if mo := atoi(v[3:5]); !(mo >= 1 && mo <= 12 || mo >= 20 && mo <= 42 || mo >= 50) {
		return false
	}
	head := v[:13]
	switch v[5:7] {
	case "2A":
		head = v[:5] + "19" + v[7:13]
	case "2B":
		head = v[:5] + "18" + v[7:13]
	}
	mod := 0
	for i := 0; i < len(head); i++ {
		if !isDigit(head[i]) {
			return false
		}
		mod = (mod*10 + int(head[i]-'0')) % 97
	}
	return 97-mod == atoi(v[13:])
}

// ThaiID checks the Thai citizen id (13 digits, separators skipped): 11
// minus the sum of the first twelve digits weighted 13 down to 2, modulo
// 11, modulo 10, is the last.
func ThaiID(v string) bool {
	var d [13]int
	n := 0
	for i := 0; i < len(v); i++ {
		if isDigit(v[i]) {
			if n == len(d) {
				return false
			}
			d[n] = int(v[i] - '0')
			n++
		}
	}
	if n != 13 || d[0] == 0 {
		return false
	}
	sum := 0
	for i := 0; i < 12; i++ {
		sum += d[i] * (13 - i)
	}
	return (11-sum%11)%10 == d[12]
}

// cfOdd is the value of a character in an odd place (first, third, …) of
// a codice fiscale, for 0-9 and A-Z alike (0 and A count the same).
var cfOdd = [26]byte{1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23}

// CodiceFiscale reports sixteen characters shaped as Italy's codice
// fiscale (LLLLLLDDMDDLDDDL: surname and given name, year, a month letter,
// day, town, then a check letter) whose last letter is the check letter of
// the fifteen before it.
func CodiceFiscale(t string) bool {
	const shape = "LLLLLLDDMDDLDDDL"
	if len(t) != len(shape) {
		return false
	}
	sum := 0
	for k := 0; k < 16; k++ {
		c := t[k]
		switch shape[k] {
		case 'L':
			if c < 'A' || c > 'Z' {
				return false
			}
		case 'D':
			if !isDigit(c) {
				return false
			}
		case 'M':
			if c < 'A' || c > 'T' || (0xE989F>>(c-'A'))&1 == 0 {
				return false
			}
		}
		if k == 15 {
			break
		}
		v := c - 'A'
		if isDigit(c) {
			v = c - '0'
		}
		if k%2 == 0 {
			sum += int(cfOdd[v])
		} else {
			sum += int(v)
		}
	}
	return t[15] == byte('A'+sum%26)
}

// ymd reports whether an 8-digit YYYYMMDD is a date of 1900–2099.
func ymd(d string) bool {
	y, m, day := atoi(d[:4]), atoi(d[4:6]), atoi(d[6:8])
	return y >= 1900 && y <= 2099 && m >= 1 && m <= 12 && day >= 1 && day <= 31
}

// atoi reads digits the caller's expression has already checked; what
// strconv cannot read is 0, which no range above accepts.
func atoi(d string) int {
	n, _ := strconv.Atoi(d)
	return n
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 32
	}
	return c
}

// IMO checks a ship's seven-digit IMO number (IMO Resolution A.1117(30)
// and SOLAS XI-1/3): the first six digits weighted 7 down to 2, the sum's
// last digit the seventh.
func IMO(v string) bool {
	if len(v) != 7 || !allDigits(v) {
		return false
	}
	sum := 0
	for i := 0; i < 6; i++ {
		sum += int(v[i]-'0') * (7 - i)
	}
	return sum%10 == int(v[6]-'0')
}

// GS1 checks the mod-10 check digit GS1's General Specifications
// (7.9.1) give every GTIN, GLN and SSCC: from the right, the digits
// before the check weighted 3, 1, 3…, the check the sum's complement to
// a multiple of ten.
func GS1(v string) bool {
	if len(v) < 8 || !allDigits(v) {
		return false
	}
	sum := 0
	for i, w := len(v)-2, 3; i >= 0; i, w = i-1, 4-w {
		sum += int(v[i]-'0') * w
	}
	return (10-sum%10)%10 == int(v[len(v)-1]-'0')
}

// NFeKey checks a Brazilian electronic fiscal document's 44-digit access
// key (chave de acesso, NF-e's Manual de Orientação do Contribuinte
// 5.3.2, CT-e's and MDF-e's alike): a state's IBGE code, the year and a
// month 01-12, the issuer's CNPJ or CPF, the model, and a mod-11 check
// digit over the first 43 (weights 2 to 9 from the right; a remainder of
// 0 or 1 gives 0).
func NFeKey(v string) bool {
	if len(v) != 44 || !allDigits(v) || !strings.Contains(ibgeStates, " "+v[:2]+" ") {
		return false
	}
	if m := v[4:6]; m < "01" || m > "12" {
		return false
	}
	sum, w := 0, 2
	for i := 42; i >= 0; i-- {
		sum += int(v[i]-'0') * w
		if w++; w > 9 {
			w = 2
		}
	}
	dv := 11 - sum%11
	if dv >= 10 {
		dv = 0
	}
	return dv == int(v[43]-'0')
}

// ibgeStates are the IBGE codes of Brazil's 27 federative units, which
// begin an NF-e's access key.
const ibgeStates = " 11 12 13 14 15 16 17 21 22 23 24 25 26 27 28 29 31 32 33 35 41 42 43 50 51 52 53 "

func allDigits(v string) bool {
	for i := 0; i < len(v); i++ {
		if !isDigit(v[i]) {
			return false
		}
	}
	return v != ""
}

// ISBN10 checks a ten-character ISBN written without its hyphens (ISO
// 2108). ISBN-13 is a GTIN (GS1) that begins 978 or 979.
func ISBN10(v string) bool { return len(v) == 10 && mod11X(v) }

// ISSN checks an eight-character ISSN written without its hyphen (ISO
// 3297).
func ISSN(v string) bool { return len(v) == 8 && mod11X(v) }

// mod11X checks the MOD 11 check ISBN-10 and ISSN share: the digits
// before the check weighted from the length down to 2, the check (X for
// ten) making the sum a multiple of eleven.
func mod11X(v string) bool {
	n := len(v)
	if !allDigits(v[:n-1]) || !isDigit(v[n-1]) && v[n-1] != 'X' {
		return false
	}
	sum := 0
	for i := 0; i < n-1; i++ {
		sum += int(v[i]-'0') * (n - i)
	}
	c := 10
	if v[n-1] != 'X' {
		c = int(v[n-1] - '0')
	}
	return (sum+c)%11 == 0
}

// LEI checks a Legal Entity Identifier (ISO 17442): 18 digits and capital
// letters and two check digits, ISO 7064 MOD 97-10 over the whole as an
// IBAN's (letters read as 10 to 35, the remainder 1).
func LEI(v string) bool {
	return len(v) == 20 && allDigits(v[18:]) && mod97(v) == 1
}

// ABA checks a US bank's routing transit number (the ABA number a
// transfer names the bank by): nine digits weighted 3, 7, 1 repeating,
// their sum a multiple of ten (python-stdnum's us.rtn reads it so).
func ABA(v string) bool {
	if len(v) != 9 || !allDigits(v) {
		return false
	}
	sum := 0
	for i := 0; i < 9; i++ {
		sum += int(v[i]-'0') * [3]int{3, 7, 1}[i%3]
	}
	return sum%10 == 0
}

// National ids written as one run of digits, known by their check digits
// and the date of birth some carry: a number of eleven or twelve digits
// that passes one of these checks names a person wherever it stands
// (kyc_ref=12047444349, The value '93060749695' is not valid…).
//
//	PESEL (Poland)       11 digits: YYMMDD (the month carries the century),
//	                     a serial and a weighted check digit
//	CPF (Brazil)         11 digits: two mod-11 check digits
//	AMKA (Greece)        11 digits: DDMMYY, a serial and a Luhn check
//	INN (Russia)         12 digits: two weighted mod-11 check digits
//	RRN (South Korea)    YYMMDD-GNNNNNN: a date, then a digit for sex and
//	                     century (1-8)
//	codice fiscale       16 signs: surname, name, year, month letter, day,
//	(Italy)              place, check letter

package redact

import "github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"

var (
	reDigitRun = lazyre.NewRare(`\b\d{11,12}\b`)
	reRRN      = lazyre.NewRare(`\b\d{6}-[1-8]\d{6}\b`)
	reCodFisc  = lazyre.NewRare(`\b[A-Z]{6}\d\d[A-EHLMPRST]\d\d[A-Z]\d{3}[A-Z]\b`)
)

// detectCheckedIDs masks the ids above.
func detectCheckedIDs(sc *scan) {
	s := sc.s
	for _, m := range reDigitRun.FindAllStringIndex(s, -1) {
		v := s[m[0]:m[1]]
		if glued(s, m[0], m[1]) || datedSerial(v) {
			continue
		}
		if len(v) == 11 && (validPESEL(v) || validCPF(v) || validAMKA(v)) || len(v) == 12 && validINN(v) {
			sc.add(m[0], m[1], phNatID)
		}
	}
	for _, m := range reRRN.FindAllStringIndex(s, -1) {
		if v := s[m[0]:m[1]]; validDay(atoi(v[4:6]), atoi(v[2:4])) && !glued(s, m[0], m[1]) {
			sc.add(m[0], m[1], phNatID)
		}
	}
	for _, m := range reCodFisc.FindAllStringIndex(s, -1) {
		if validCodiceFiscale(s[m[0]:m[1]]) {
			sc.add(m[0], m[1], phNatID)
		}
	}
}

// datedSerial reports a number that starts with a date written YYYYMMDD
// (20240301123): a batch's or a build's serial, stamped with its day.
func datedSerial(v string) bool {
	y := atoi(v[:4])
	return y >= 1970 && y <= 2099 && validDay(atoi(v[6:8]), atoi(v[4:6]))
}

// validDay reports a day and month that a calendar has.
func validDay(d, mo int) bool {
	return d >= 1 && d <= 31 && mo >= 1 && mo <= 12
}

// weighted returns the sum of v's digits times w's.
func weighted(v string, w ...int) int {
	sum := 0
	for i, x := range w {
		sum += int(v[i]-'0') * x
	}
	return sum
}

func validPESEL(v string) bool {
	mo := atoi(v[2:4]) % 20
	if v[2] == '9' || !validDay(atoi(v[4:6]), mo) {
		return false
	}
	return (10-weighted(v, 1, 3, 7, 9, 1, 3, 7, 9, 1, 3)%10)%10 == int(v[10]-'0')
}

func validCPF(v string) bool {
	same := true
	for i := 1; i < len(v); i++ {
		same = same && v[i] == v[0]
	}
	if same {
		return false
	}
	d1 := weighted(v, 10, 9, 8, 7, 6, 5, 4, 3, 2) * 10 % 11 % 10
	d2 := weighted(v, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2) * 10 % 11 % 10
	return d1 == int(v[9]-'0') && d2 == int(v[10]-'0')
}

func validAMKA(v string) bool {
	return validDay(atoi(v[:2]), atoi(v[2:4])) && luhnAny(v)
}

func validINN(v string) bool {
	n11 := weighted(v, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8) % 11 % 10
	n12 := weighted(v, 3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8) % 11 % 10
	return v[:2] != "00" && n11 == int(v[10]-'0') && n12 == int(v[11]-'0')
}

// luhnAny reports digits (of any count) whose Luhn sum is a multiple of
// ten.
func luhnAny(v string) bool {
	sum := 0
	for i := 0; i < len(v); i++ {
		d := int(v[len(v)-1-i] - '0')
		if i%2 == 1 {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}

// cfOdd is the value of a sign in an odd place of a codice fiscale (0-9
// read as A-J).
var cfOdd = [26]byte{1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23}

func validCodiceFiscale(v string) bool {
	sum := 0
	for i := 0; i < 15; i++ {
		c := int(v[i] - 'A')
		if isDigit(v[i]) {
			c = int(v[i] - '0')
		}
		if i%2 == 0 {
			sum += int(cfOdd[c])
		} else {
			sum += c
		}
	}
	return byte('A'+sum%26) == v[15] && validDay(atoi(v[9:11])%40, 1)
}

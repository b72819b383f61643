// Italy's codice fiscale: a person's tax code, written wherever Italian
// records are (LookupError: no taxpayer record for GGLLGN07A20B860Z). Its
// shape is six letters of the surname and given name, the year, a letter
// for the month, the day (plus 40 for a woman), the town's code and a check
// letter over the fifteen before it: with the check, sixteen capitals and
// digits in that order are nobody's identifier by chance.

package redact

// detectCodiceFiscale masks each codice fiscale whose check letter holds.
func detectCodiceFiscale(sc *scan) {
	s := sc.s
	for i := 0; i+16 <= len(s); i++ {
		if i > 0 && isWord(s[i-1]) || !isUpperASCII(s[i]) {
			continue
		}
		if (i+16 == len(s) || !isWord(s[i+16])) && codiceFiscale(s[i:i+16]) {
			sc.add(i, i+16, phNatID)
			i += 15
		}
	}
}

// cfOdd is the value of a character in an odd place (first, third, …) of
// a codice fiscale, for 0-9 and A-Z alike (0 and A count the same).
var cfOdd = [26]byte{1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23}

// codiceFiscale reports sixteen characters shaped as a codice fiscale
// (LLLLLLDDMDDLDDDL, M one of the month letters) whose last letter is the
// check letter of the others.
func codiceFiscale(t string) bool {
	const shape = "LLLLLLDDMDDLDDDL"
	sum := 0
	for k := 0; k < 16; k++ {
		c := t[k]
		switch shape[k] {
		case 'L':
			if !isUpperASCII(c) {
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

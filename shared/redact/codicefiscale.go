// Italy's codice fiscale: a person's tax code, written wherever Italian
// records are (LookupError: no taxpayer record for GGLLGN07A20B860Z). Its
// shape is six letters of the surname and given name, the year, a letter
// for the month, the day (plus 40 for a woman), the town's code and a check
// letter over the fifteen before it: with the check, sixteen capitals and
// digits in that order are nobody's identifier by chance.

package redact

import "glitchtip-mcp/shared/redact/checkdigit"

// detectCodiceFiscale masks each codice fiscale whose check letter holds.
func detectCodiceFiscale(sc *scan) {
	s := sc.s
	for i := 0; i+16 <= len(s); i++ {
		if i > 0 && isWord(s[i-1]) || !isUpperASCII(s[i]) {
			continue
		}
		if (i+16 == len(s) || !isWord(s[i+16])) && checkdigit.CodiceFiscale(s[i:i+16]) {
			sc.add(i, i+16, phNatID)
			i += 15
		}
	}
}

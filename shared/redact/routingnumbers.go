// A US bank's routing number after its name: nine digits whose ABA check
// holds (checkdigit.ABA, weights 3, 7, 1 as python-stdnum's us.rtn reads
// them) right after "routing", "ABA" or "RTN", with a word for number,
// "#", ":" or "=" between them (NACHA return R03: account at routing
// 021000021; ABA no. 026009593). It names the bank an account is held
// at, as an IBAN's bank code does. The check alone would take one nine
// digits in ten; the label alone a port list or a route's count
// ("routing 123456789 packets"): both are asked.

package redact

import (
	"strings"

	"glitchtip-mcp/shared/redact/checkdigit"
)

// detectRoutingNumbers masks each run of nine digits, standing alone,
// that passes the ABA check after the routing number's name.
func detectRoutingNumbers(sc *scan) {
	if !sc.anyOf("routing", "aba", "rtn") {
		return
	}
	s := sc.s
	for i := 0; i < len(s); {
		if !isDigit(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		if j-i == 9 && (i == 0 || !isWord(s[i-1])) && (j == len(s) || !isWord(s[j])) && checkdigit.ABA(s[i:j]) && routingLabelBefore(s, i) {
			sc.add(i, j, phNumber)
		}
		i = j
	}
}

// routingLabelBefore reports "routing" (in any case), "ABA" or "RTN" (in
// capitals, as a label writes an acronym) ending before s[a], across a
// colon, "#", "=" and spaces, and a word for number after it (number,
// no., nr, #).
func routingLabelBefore(s string, a int) bool {
	j := a
	for j > 0 && a-j < 3 && indexByte(" :#=", s[j-1]) >= 0 {
		j--
	}
	if j == a {
		return false
	}
	if k := numberWordBefore(s, j); k > 0 {
		j = k
	} else if k := lettersBefore(s, j); j-k == 6 && strings.EqualFold(s[k:j], "number") && k > 1 && s[k-1] == ' ' {
		j = k - 1
	}
	k := lettersBefore(s, j)
	if k > 0 && isAlnum(s[k-1]) {
		return false
	}
	w := s[k:j]
	return strings.EqualFold(w, "routing") || w == "ABA" || w == "RTN"
}

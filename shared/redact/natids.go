// National ids whose shape and check say what they are wherever they
// stand: the Thai citizen id written in its groups (1-7119-77893-01-7, a
// mod-11 check digit) and the Danish CPR number (110779-3125, a date of
// birth and a serial).

package redact

import "github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"

var (
	reThaiID = lazyre.NewRare(`\b\d-\d{4}-\d{5}-\d{2}-\d\b`)
	reCPR    = lazyre.NewRare(`\b\d{6}-\d{4}\b`)
)

// detectDatedIDs masks Thai citizen ids with a right check digit and CPR
// numbers whose first six digits are a date (DDMMYY).
func detectDatedIDs(sc *scan) {
	s := sc.s
	if !hasDigit(s) {
		return
	}
	for _, m := range reThaiID.FindAllStringIndex(s, -1) {
		if validThaiID(s[m[0]:m[1]]) && !glued(s, m[0], m[1]) {
			sc.add(m[0], m[1], phNatID)
		}
	}
	for _, m := range reCPR.FindAllStringIndex(s, -1) {
		v := s[m[0]:m[1]]
		d, mo := atoi(v[:2]), atoi(v[2:4])
		if d >= 1 && d <= 31 && mo >= 1 && mo <= 12 && !glued(s, m[0], m[1]) {
			sc.add(m[0], m[1], phNatID)
		}
	}
}

// glued reports s[a:b] inside a longer token of digits and dashes (a
// date, a version, a range).
func glued(s string, a, b int) bool {
	return a > 0 && (s[a-1] == '-' || s[a-1] == '.' || s[a-1] == '/') || b < len(s) && (s[b] == '-' || s[b] == '.' && b+1 < len(s) && isDigit(s[b+1]) || s[b] == '/')
}

// validThaiID checks the Thai citizen id's check digit: 11 minus the sum
// of the first twelve digits weighted 13 down to 2, modulo 11, modulo 10.
func validThaiID(v string) bool {
	var d []int
	for i := 0; i < len(v); i++ {
		if isDigit(v[i]) {
			d = append(d, int(v[i]-'0'))
		}
	}
	if len(d) != 13 || d[0] == 0 {
		return false
	}
	sum := 0
	for i := 0; i < 12; i++ {
		sum += d[i] * (13 - i)
	}
	return (11-sum%11)%10 == d[12]
}

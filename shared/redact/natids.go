// National ids whose shape and check say what they are wherever they
// stand: the Thai citizen id written in its groups (1-7119-77893-01-7, a
// mod-11 check digit) and the Danish CPR number (110779-3125, a date of
// birth and a serial).

package redact

import "github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"

var (
	reThaiID = lazyre.NewRare(`\b\d-\d{4}-\d{5}-\d{2}-\d\b`)
	reCPR    = lazyre.NewRare(`\b\d{6}-\d{4}\b`)
	reNIR    = lazyre.NewRare(`\b[1278]\d{4}(?:\d\d|2[AB])\d{8}\b`)
)

// detectDatedIDs masks Thai citizen ids with a right check digit and CPR
// numbers whose first six digits are a date (DDMMYY).
func detectDatedIDs(sc *scan) {
	s := sc.s
	// the expressions need runs of 5, 6 and 8 digits (scanfacts.go)
	run := sc.digits().run
	if run < 5 {
		return
	}
	for _, m := range reThaiID.FindAllStringIndex(s, -1) {
		if validThaiID(s[m[0]:m[1]]) && !glued(s, m[0], m[1]) {
			sc.add(m[0], m[1], phNatID)
		}
	}
	if run < 6 {
		return
	}
	for _, m := range reCPR.FindAllStringIndex(s, -1) {
		v := s[m[0]:m[1]]
		d, mo := atoi(v[:2]), atoi(v[2:4])
		if d >= 1 && d <= 31 && mo >= 1 && mo <= 12 && !glued(s, m[0], m[1]) {
			sc.add(m[0], m[1], phNatID)
		}
	}
	if run < 8 {
		return
	}
	for _, m := range reNIR.FindAllStringIndex(s, -1) {
		if validNIR(s[m[0]:m[1]]) && !glued(s, m[0], m[1]) {
			sc.add(m[0], m[1], phNatID)
		}
	}
}

// validNIR checks a French social security number (NIR) written in one
// run: sex 1 or 2 (7 or 8 for a temporary one), year, a month 01-12 (or
// 20-42 and 50-99, which INSEE gives when the month is unknown), the
// department (2A and 2B for Corsica, read as 19 and 18 for the key), and a
// key of 97 minus the first thirteen digits modulo 97.
func validNIR(v string) bool {
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

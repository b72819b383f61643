// National ids whose shape and check say what they are wherever they
// stand: the Thai citizen id written in its groups (1-7119-77893-01-7, a
// mod-11 check digit), the Danish CPR number (110779-3125, a date of
// birth and a serial), Great Britain's driving licence number
// (MORGA753116SM9IJ: a surname's five letters and a date of birth) and
// Albania's personal number (J85317123A: a birth date between letters).

package redact

import (
	"glitchtip-mcp/shared/lazyre"
	"glitchtip-mcp/shared/redact/checkdigit"
)

var (
	reThaiID = lazyre.NewRare(`\b\d-\d{4}-\d{5}-\d{2}-\d\b`)
	reCPR    = lazyre.NewRare(`\b\d{6}-\d{4}\b`)
	reNIR    = lazyre.NewRare(`\b[1278]\d{4}(?:\d\d|2[AB])\d{8}\b`)
	// reDVLA: the DVLA's sixteen characters, the surname's first five
	// letters (9 filling a shorter one), the birth year's decade, the
	// month (plus 50 for a woman), the day, the year's last digit, two
	// initials (9 for none), a digit and two check letters
	reDVLA = lazyre.NewRare(`\b[A-Z][A-Z9]{4}\d(?:[05][1-9]|[16][0-2])(?:0[1-9]|[12]\d|3[01])\d[A-Z9]{2}\d[A-Z]{2}\b`)
	// reAlbanianNID: Albania's personal number (Numri personal), ten
	// characters: a letter for the birth year's decade and its last
	// digit, the month (plus 50 for a woman), the day, three digits and
	// a check letter (J85317123A)
	reAlbanianNID = lazyre.NewRare(`\b[A-W]\d(?:[05][1-9]|[16][0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[A-W]\b`)
)

// detectDatedIDs masks Thai citizen ids with a right check digit, CPR
// numbers whose first six digits are a date (DDMMYY), and DVLA licence
// numbers and Albanian personal numbers, whose date is in their shape.
func detectDatedIDs(sc *scan) {
	s := sc.s
	// the expressions need runs of 5, 6 and 8 digits (scanfacts.go)
	run := sc.digits().run
	if run < 5 {
		return
	}
	for _, m := range reThaiID.FindAllStringIndex(s, -1) {
		if checkdigit.ThaiID(s[m[0]:m[1]]) && !glued(s, m[0], m[1]) {
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
	for _, m := range reDVLA.FindAllStringIndex(s, -1) {
		sc.add(m[0], m[1], phNatID)
	}
	for _, m := range reAlbanianNID.FindAllStringIndex(s, -1) {
		if !glued(s, m[0], m[1]) {
			sc.add(m[0], m[1], phNatID)
		}
	}
	if run < 8 {
		return
	}
	for _, m := range reNIR.FindAllStringIndex(s, -1) {
		if checkdigit.NIR(s[m[0]:m[1]]) && !glued(s, m[0], m[1]) {
			sc.add(m[0], m[1], phNatID)
		}
	}
}

// glued reports s[a:b] inside a longer token of digits and dashes (a
// date, a version, a range).
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func glued(s string, a, b int) bool {
	return a > 0 && (s[a-1] == '-' || s[a-1] == '.' || s[a-1] == '/') || b < len(s) && (s[b] == '-' || s[b] == '.' && b+1 < len(s) && isDigit(s[b+1]) || s[b] == '/')
}

// A date written in a local numeric form and then a clock time is a
// moment a program writes (a maintenance window, a booking's slot, a
// job's start), not a person's date of birth: Czech and Slovak 1. 3. 2026
// 9:30, Hungarian 2026. 03. 01. 9:30:00, Korean 2026. 3. 1. 오전 9:30,
// Indonesian 01-03-2026 09.30, a year before the time after a month's
// name (Thai 1 มี.ค. 2569 09:30, the Buddhist era's year). Its digit groups
// read as a grouped number or a phone's to the default-deny rules. A year
// before lastProseBirthYear (or its Buddhist-era equal) is judged as
// before: a birth's record may give its hour.

package redact

import (
	"unicode/utf8"

	"glitchtip-mcp/shared/lazyre"
)

// reMoment is a numeric date (day first or year first, "." "-" or "/"
// with or without a space after it) or a four-digit year, one word or
// none (오전, AM, um), and a time of hours and minutes, seconds optional.
var reMoment = lazyre.NewRare(`(?:^|[^\d.])((?:(\d{1,2})[./-] ?(\d{1,2})[./-] ?(\d{4})|(\d{4})[./-] ?(\d{1,2})[./-] ?(\d{1,2})\.?|(\d{4})) (?:\S{1,4} )?\d{1,2}[:.]\d{2}(?:[:.]\d{2})?)(?:[^\d]|$)`)

// protectMoments protects each date-and-time of reMoment whose date is a
// calendar's and whose year is lastProseBirthYear or later.
func protectMoments(sc *scan) {
	s := sc.s
	if countDigits(s) < 7 {
		return
	}
	for _, m := range reMoment.FindAllStringSubmatchIndex(s, -1) {
		if momentDate(s, m) {
			sc.protect(m[2], m[3])
		}
	}
}

// momentAt reports a date and time of reMoment that holds s[a:b].
func momentAt(s string, a, b int) bool {
	lo := max(0, a-12)
	for _, m := range reMoment.FindAllStringSubmatchIndex(s[lo:min(len(s), b+24)], -1) {
		if lo+m[2] <= a && lo+m[3] >= b && momentDate(s[lo:], m) {
			return true
		}
	}
	return false
}

// momentDate reports a match of reMoment whose day and month are a
// calendar's and whose year (the Buddhist era's less 543) is
// lastProseBirthYear or later and before 2100.
func momentDate(s string, m []int) bool {
	g := func(i int) int {
		if m[2*i] < 0 {
			return -1
		}
		return atoi(s[m[2*i]:m[2*i+1]])
	}
	y, mo, d := -1, -1, -1
	switch {
	case m[4] >= 0: // day first
		d, mo, y = g(2), g(3), g(4)
	case m[10] >= 0: // year first
		y, mo, d = g(5), g(6), g(7)
	default:
		// a year alone is a date's only after its month's name (มี.ค.
		// 2569, März 2026): after digits or a "+" it is a phone's group
		// (+49 2026 14:00)
		y = g(8)
		if !afterMonthName(s, m[16]) {
			return false
		}
	}
	if y >= 2443 {
		y -= 543 // the Buddhist era's year (Thailand)
	}
	if y < lastProseBirthYear || y > 2099 {
		return false
	}
	return mo < 0 || mo >= 1 && mo <= 12 && d >= 1 && d <= 31
}

// afterMonthName reports a word of letters, or one abbreviated with a
// dot, right before the space before s[i]: a month's name.
func afterMonthName(s string, i int) bool {
	j := i
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	if j == i || j == 0 {
		return false
	}
	if s[j-1] == '.' {
		j--
	}
	r, _ := utf8.DecodeLastRuneInString(s[:j])
	return letterRune(r)
}

// Rows of a process listing (ps aux, top): USER PID %CPU %MEM VSZ RSS TTY
// STAT START TIME COMMAND. The first column is an account, as an ls -l
// line's owner is; the numbers after it are the process's, no one's
// phone.

package redact

import "strings"

func init() {
	wordRules = append(wordRules, detectProcessRows)
}

// detectProcessRows masks the user of each ps aux row that names a
// person's account (listingOwner) and keeps the row's numbers.
func detectProcessRows(sc *scan) {
	s := sc.s
	if !strings.Contains(s, ".") || !hasDigit(s) {
		return
	}
	for a := 0; a < len(s); {
		e := lineEnd(s, a)
		processRow(sc, a, e)
		a = e + 1
	}
}

// processRow judges the line s[a:e]: a user, a pid, two percentages with
// one decimal, then two sizes.
func processRow(sc *scan, a, e int) {
	s := sc.s
	// two percentages need two points: most lines have fewer, and are not
	// split into fields at all (this runs on every text with a digit)
	if strings.Count(s[a:e], ".") < 2 {
		return
	}
	f := strings.Fields(s[a:e])
	if len(f) < 7 || countDigits(f[1]) != len(f[1]) || !percentField(f[2]) || !percentField(f[3]) ||
		countDigits(f[4]) != len(f[4]) || countDigits(f[5]) != len(f[5]) {
		return
	}
	u := a + strings.Index(s[a:e], f[0])
	if listingOwner(f[0]) {
		sc.add(u, u+len(f[0]), phValue)
	}
	// the pid, the percentages and the sizes
	n := u + len(f[0])
	end := n
	for _, col := range f[1:6] {
		end = end + strings.Index(s[end:e], col) + len(col)
	}
	sc.protect(n, end)
}

// percentField reports a share as ps writes it: digits, a point, one digit.
func percentField(v string) bool {
	d, frac, ok := strings.Cut(v, ".")
	return ok && len(frac) == 1 && d != "" && countDigits(d) == len(d) && isDigit(frac[0])
}

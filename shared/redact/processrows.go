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
	if !contains(s, ".") || !hasDigit(s) {
		return
	}
	for a := 0; a < len(s); {
		e := lineEnd(s, a)
		processRow(sc, a, e)
		a = e + 1
	}
}

// processRow judges the line s[a:e]: ps aux's (a user, a pid, two
// percentages with one decimal, two sizes) or top's (a pid, a user, the
// priority and niceness, two sizes, then the percentages).
func processRow(sc *scan, a, e int) {
	s := sc.s
	// two percentages need two points: most lines have fewer, and are not
	// split into fields at all (this runs on every text with a digit)
	if strings.Count(s[a:e], ".") < 2 {
		return
	}
	f := strings.Fields(s[a:e])
	if len(f) < 7 {
		return
	}
	u := 0
	if countDigits(f[1]) != len(f[1]) || !percentField(f[2]) || !percentField(f[3]) || countDigits(f[4]) != len(f[4]) || countDigits(f[5]) != len(f[5]) {
		// top: PID USER PR NI VIRT RES [SHR S] %CPU %MEM
		if len(f) < 9 || countDigits(f[0]) != len(f[0]) || countDigits(f[2]) != len(f[2]) || !percentField(f[6]) && !percentField(f[8]) {
			return
		}
		u = 1
	}
	at := a + indexStr(s[a:e], f[u]) // top's pid before it is digits: no prefix of a user's
	if listingOwner(f[u]) {
		sc.add(at, at+len(f[u]), phValue)
	}
	// the numbers after the user: ps's pid, percentages and sizes, top's
	// priority, niceness, sizes and percentages
	n := at + len(f[u])
	end := n
	for _, col := range f[u+1 : 6+3*u] {
		end = end + indexStr(s[end:e], col) + len(col)
	}
	sc.protect(n, end)
}

// percentField reports a share as ps writes it: digits, a point, one digit.
func percentField(v string) bool {
	d, frac, ok := cut(v, ".")
	return ok && len(frac) == 1 && d != "" && countDigits(d) == len(d) && isDigit(frac[0])
}

// Logins a sign-up form suggested: a word, "_" or ".", and a year nobody
// names a build, a table or a release after (properly_1892, grove_2073).
// The shape is the login's wherever it stands; a program's name with a
// year has a recent one (audit_log_2026, corp-root-ca-2023).

package redact

// detectYearLogins masks word_year logins whose year is outside the
// recent years programs name things after.
func detectYearLogins(sc *scan) {
	s := sc.s
	for i := 0; i+5 < len(s); i++ {
		if s[i] != '_' && s[i] != '.' || i+5 > len(s) {
			continue
		}
		e := i + 1
		for e < len(s) && isDigit(s[e]) {
			e++
		}
		if e-i-1 != 4 || e < len(s) && (isWord(s[e]) || s[e] == '-' || (s[e] == '.' || s[e] == '/') && e+1 < len(s) && isWord(s[e+1])) {
			continue
		}
		a := i
		for a > 0 && s[a-1] >= 'a' && s[a-1] <= 'z' {
			a--
		}
		if i-a < 3 || a > 0 && (isWord(s[a-1]) || s[a-1] == '-' || s[a-1] == '.' || s[a-1] == '/' || s[a-1] == '@') {
			continue
		}
		if y := atoi(s[i+1 : e]); y >= 1800 && y <= 2099 && (y < 1990 || y > 2039) && wordAndYear(s[a:e]) {
			sc.add(a, e, phValue)
		}
	}
}

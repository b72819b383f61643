// PostgreSQL's password file (~/.pgpass, PGPASSFILE): a line is
// hostname:port:database:username:password, and libpq quotes the line
// when it cannot read it ("password file … line 3 invalid: …").

package redact

// detectPgpass masks the password field of a password file's line in a
// text that names the file: the fifth field after a host, a port (digits
// or *), a database and a user.
func detectPgpass(sc *scan) {
	if !sc.anyOf("pgpass") {
		return
	}
	s := sc.s
	for i := 0; i < len(s); {
		// a line's fields are separated by ":"; a field runs to a blank
		a := i
		for a < len(s) && (s[a] == ' ' || s[a] == '\t' || s[a] == '\n' || s[a] == '"' || s[a] == '\'') {
			a++
		}
		e := a
		for e < len(s) && s[e] != ' ' && s[e] != '\t' && s[e] != '\n' && s[e] != '"' && s[e] != '\'' {
			e++
		}
		if f := split(s[a:e], ":"); len(f) >= 5 && pgpassPort(f[1]) && f[0] != "" && f[3] != "" && f[4] != "" {
			p := a + len(f[0]) + len(f[1]) + len(f[2]) + len(f[3]) + 4
			sc.add(p, p+len(f[4]), phSecret)
		}
		if e == i {
			e++
		}
		i = e
	}
}

// pgpassPort reports a password file's port field: digits or "*".
func pgpassPort(f string) bool {
	return f == "*" || f != "" && len(f) <= 5 && countDigits(f) == len(f)
}

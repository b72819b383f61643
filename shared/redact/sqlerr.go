package redact

import "strings"

// Database errors quote the rows they refuse. The values carry no key of
// their own in the quoted text; their columns are named elsewhere in the
// same message, and decide:
//
//	Key (email)=(olivia@example.com) already exists.            PostgreSQL
//	Failing row contains (42, Olivia, Martin, 1990-04-12).      PostgreSQL
//	Duplicate entry 'omartin' for key 'users.username'          MySQL
//	INSERT INTO patients (name, dob) VALUES ('Olivia', '1990-04-12')
//
// A failing row names no columns, so all of it goes, unless every item is
// inert (inertRow): then the row is a check constraint's counts and states.
func detectDatabaseErrors(sc *scan) {
	l := sc.lower
	if contains(l, "key (") || contains(l, ")=(") {
		postgresKeys(sc)
	}
	if contains(l, "failing row contains (") {
		// a check constraint named after a sensitive column
		// (profiles_csc_check, users_postal_check): the failing row holds
		// that column's value, short numbers though its items are
		named := false
		if i := indexStr(l, "check constraint \""); i >= 0 {
			n, _, _ := cut(sc.s[i+18:], "\"")
			named = sensitiveIndex(n)
		}
		eachAfter(l, "failing row contains (", func(a int) int {
			b := closeOrEOL(sc.s, a)
			if b < len(sc.s) && sc.s[b] == ')' && !named && inertRow(sc.s[a:b]) {
				return b
			}
			sc.add(a, b, phRedacted)
			return b
		})
	}
	if contains(l, "duplicate entry '") {
		mysqlDuplicates(sc)
	}
	if contains(l, "insert") && contains(l, "values") {
		sqlInserts(sc)
	}
}

// postgresKeys masks the values of "Key (cols)=(values)" when a column is
// sensitive.
func postgresKeys(sc *scan) {
	s := sc.s
	eachAfter(sc.lower, "key (", func(c int) int {
		e := indexStr(s[c:min(len(s), c+400)], ")=(")
		if e < 0 || !anySensitiveColumn(split(s[c:c+e], ",")) {
			return c
		}
		a := c + e + 3
		b := closeOrEOL(s, a)
		sc.add(a, b, phRedacted)
		return b // the value is not searched again
	})
	// the translations write the word for key apart or after it (La clé
	// « (cp)=(…) », Schlüssel »(csc)=(…)«, (plz)=(…) 키가): the columns
	// are those right before ")=(", back to their "("
	eachAfter(sc.lower, ")=(", func(a int) int {
		lo := max(0, a-3-200)
		c := strings.LastIndexAny(s[lo:a-3], "()")
		if c < 0 || s[lo+c] != '(' {
			return a
		}
		c += lo + 1
		cols := split(s[c:a-3], ",")
		if hasSuffix(sc.lower[:c], "key (") || !anySensitiveColumn(cols) || idColumns(cols) {
			return a
		}
		b := closeOrEOL(s, a)
		sc.add(a, b, phRedacted)
		return b
	})
}

// mysqlDuplicates masks "Duplicate entry 'v' for key 'k'" when the key's
// name holds a sensitive word (users.username, index_users_on_email).
func mysqlDuplicates(sc *scan) {
	s, l := sc.s, sc.lower
	eachAfter(l, "duplicate entry '", func(a int) int {
		e := indexStr(l[a:min(len(l), a+600)], "' for key '")
		if e < 0 {
			return a
		}
		kn := a + e + len("' for key '")
		ke := indexByte(s[kn:min(len(s), kn+200)], '\'')
		if ke >= 0 && sensitiveIndex(s[kn:kn+ke]) {
			sc.add(a, a+e, phRedacted)
		} else if n := leadingPersonName(s[a : a+e]); n > 0 {
			// 'Lena Vogt-2025-06-12' for key 'bookings.guest_day': a
			// composite key's entry joins its columns with "-", and the
			// first is a person's name, whatever the index is called
			sc.addSure(a, a+n, phName)
		}
		return a
	})
}

// leadingPersonName returns the length of a person's name (two or three
// capitalised words, the first a given name: keyedPersonName) that opens
// a composite key's entry, before a "-" and a digit or the entry's end; 0
// when there is none.
func leadingPersonName(v string) int {
	n := len(v)
	for i := 0; i+1 < len(v); i++ {
		if v[i] == '-' && isDigit(v[i+1]) {
			n = i
			break
		}
	}
	if keyedPersonName(v[:n]) && namePairOrKnown(v[:n]) {
		return n
	}
	return 0
}

// namePairOrKnown reports a name whose last word the names data holds as
// a surname, or whose words are a pair namePair knows: a given name and a
// word of a product or a place alone (Victoria Station) are no person.
func namePairOrKnown(t string) bool {
	f := strings.Fields(t)
	return len(f) >= 2 && (surnameData(strings.ToLower(f[len(f)-1])) || namePair(f[0], f[len(f)-1]))
}

// sqlInserts masks the values of INSERT … (cols) VALUES (…) whose column
// is sensitive.
func sqlInserts(sc *scan) {
	s, l := sc.s, sc.lower
	eachAfter(l, "insert ", func(i int) int {
		p := indexByte(l[i:min(len(l), i+200)], '(')
		if p < 0 || !contains(l[i:i+p], "into") {
			return i
		}
		cs := i + p + 1
		ce := indexByte(s[cs:min(len(s), cs+2000)], ')')
		if ce < 0 {
			return i
		}
		cols := split(s[cs:cs+ce], ",")
		rest := strings.TrimLeft(l[cs+ce+1:], " \t\n")
		if !hasPrefix(rest, "values") {
			return i
		}
		v := len(s) - len(rest) + len("values")
		for v < len(s) && (s[v] == ' ' || s[v] == '\t' || s[v] == '\n') {
			v++
		}
		if v >= len(s) || s[v] != '(' {
			return i
		}
		for n, span := range tupleValues(s, v+1) {
			if n < len(cols) && anySensitiveColumn(cols[n:n+1]) && !sentinelValue(s[span[0]:span[1]]) {
				sc.add(span[0], span[1], phRedacted)
			}
		}
		return i
	})
}

// tupleValues returns the spans of the values of a SQL tuple starting at i
// (after its "("): the inside of a quoted string, or a bare value.
func tupleValues(s string, i int) [][2]int {
	var out [][2]int
	for len(out) < 200 {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n') {
			i++
		}
		if i >= len(s) {
			return out
		}
		switch q := s[i]; {
		case q == '\'' || q == '"':
			a := i + 1
			j := a
			for j < len(s) {
				if s[j] == q && j+1 < len(s) && s[j+1] == q {
					j += 2 // '' inside a string
					continue
				}
				if s[j] == q {
					break
				}
				j++
			}
			out = append(out, [2]int{a, j})
			i = j + 1
		default:
			a := i
			for i < len(s) && s[i] != ',' && s[i] != ')' {
				i++
			}
			out = append(out, [2]int{a, len(strings.TrimRight(s[:i], " \t\n"))})
		}
		for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n') {
			i++
		}
		if i >= len(s) || s[i] != ',' {
			return out
		}
		i++
	}
	return out
}

// closeOrEOL returns the index of the ")" that closes a parenthesis
// opened just before a, skipping quoted strings. A row that does not close
// within 1 KB or before the line ends is masked to there: what cannot be
// told apart is withheld, not shown.
func closeOrEOL(s string, a int) int {
	depth := 0
	var quote byte
	for i := a; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\n' || i-a >= 1024:
			return i
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"':
			quote = c
		case c == '(':
			depth++
		case c == ')':
			if depth == 0 {
				return i
			}
			depth--
		}
	}
	return len(s)
}

// anySensitiveColumn reports whether one of the column names is a
// sensitive key.
func anySensitiveColumn(cols []string) bool {
	for _, c := range cols {
		c = strings.Trim(strings.TrimSpace(c), "\"`[]")
		if i := lastIndexByte(c, '.'); i >= 0 {
			c = c[i+1:]
		}
		if c != "" && (keyClass(c) != "" || vehicleKey(c) || shapedKey(c) != 0) {
			return true
		}
	}
	return false
}

// idColumns reports columns that all hold a record's id (kunde_id,
// tenant_id, login_id): the row a key points at, not the person's value.
func idColumns(cols []string) bool {
	for _, c := range cols {
		if p := keyParts(strings.TrimSpace(c)); len(p) < 2 || p[len(p)-1] != "id" {
			return false
		}
	}
	return true
}

// sensitiveIndex reports whether a MySQL index name (users.username,
// index_users_on_email, uniq_phone_number) names a sensitive column.
func sensitiveIndex(name string) bool {
	if strings.EqualFold(name, "primary") || hasSuffix(strings.ToLower(name), ".primary") {
		return false
	}
	if i := lastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	if shapedKey(name) != 0 {
		return true // users_grupo_sanguineo_unique, users.doc_number
	}
	parts := keyParts(name)
	for i := range parts {
		// players_handle_unique, users_nickname_key: a person's chosen
		// handle, as under its key (personKey)
		if keyClass(parts[i]) != "" || vehicleKey(parts[i]) || shapedKey(parts[i]) != 0 || i+1 < len(parts) && keyClass(parts[i]+"_"+parts[i+1]) != "" || nickNoun(parts[i]) {
			return true
		}
	}
	return false
}

// inertRow reports a failing row whose every item names no one: a small
// count (five digits at most, signed), a boolean or null, a moment with its
// time of day (an event's time; a bare date may be a birth date), or a word
// that a dictionary knows in lower case (active, pending). A capitalised
// word, a login, a long number or a bare date makes the row personal.
func inertRow(row string) bool {
	if len(row) > maxRow || containsChars(row, "()\n\"'") {
		return false
	}
	for _, it := range split(row, ", ") {
		it = strings.TrimSpace(it)
		switch {
		case it == "":
			return false
		case it == "t" || it == "f" || it == "true" || it == "false" || it == "null":
		case smallCount(it):
		case len(it) > 11 && isDateLike(it[:10]) && (it[10] == ' ' || it[10] == 'T') && strings.Count(it[11:], ":") >= 1:
		case isLowerWord(it) && len(it) >= 3 && !containsChars(it, "0123456789_.-@") && knownWord(it) && !personName(it):
		default:
			return false
		}
	}
	return true
}

// smallCount reports an integer of at most five digits, signed or not.
func smallCount(v string) bool {
	v = trimPrefix(v, "-")
	if v == "" || len(v) > 5 {
		return false
	}
	for i := 0; i < len(v); i++ {
		if v[i] < '0' || v[i] > '9' {
			return false
		}
	}
	return true
}

// sentinelValue reports a value that stands for no row (0, -1, NULL,
// DEFAULT): a missing reference, as a failing foreign key shows it, names
// no one.
func sentinelValue(v string) bool {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "0", "-1", "null", "default":
		return true
	}
	return false
}

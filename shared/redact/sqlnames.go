// The names a SQL statement gives its tables, views and columns. A database
// error quotes the statement it ran (LINE 1: SELECT * FROM stany_magazynowe,
// SQL statement "DELETE FROM siparis_kalemleri WHERE olusturma < now()"),
// and the names in it are the schema's, written in the team's language or
// its transliteration (kucun_pici, shukka_rireki): a table's, a view's or a
// column's place in the statement makes it code, as the word for a table
// does before a quoted name (schemaNameAt). What a statement compares them
// with, its literals and parameters, stays a value; a name that reads as a
// person's (jan_kowalski) stays one too.

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectSQLNameLiterals)
}

// sqlVerbs open a statement; a name is read only in text that has one.
var sqlVerbs = []string{"select", "insert", "update", "delete", "refresh", "alter", "create", "drop", "truncate", "merge"}

// sqlNameKeywords are the keywords a table's or a view's name follows.
var sqlNameKeywords = wordMap("from join into update table view truncate ")

// sqlClauseKeywords are the keywords a column's name follows before the
// comparison that gives its value (WHERE olusturma < now()).
var sqlClauseKeywords = wordMap("where and or on by set ")

// protectSQLNames records the table, view and column names of the SQL
// statements in the text as identifiers. A keyword counts only in the
// case its statement's verb is written in (SELECT … FROM, select … from)
// and after that verb on the same line: "a message from olivia" is
// English, not SQL.
func protectSQLNames(sc *scan) {
	l := sc.lower
	if !contains(l, "select") && !contains(l, "insert") && !contains(l, "update") && !contains(l, "delete") && !contains(l, "refresh") && !contains(l, "alter") && !contains(l, "create") && !contains(l, "drop") && !contains(l, "truncate") && !contains(l, "merge") {
		return
	}
	s := sc.s
	verbUpper, verbLine := false, -1 // the case and line of the last verb
	line := 0
	for i := 0; i < len(s); {
		if sc.stop.pulse() {
			return
		}
		c := s[i]
		if c == '\n' {
			line++
			i++
			continue
		}
		if !isLetter(c) {
			i++
			continue
		}
		j := i
		for j < len(s) && (isLetter(s[j]) || isDigit(s[j]) || s[j] == '_') {
			j++
		}
		if i > 0 && (isLetter(s[i-1]) || isDigit(s[i-1]) || s[i-1] == '_' || s[i-1] >= 0x80) {
			i = j
			continue
		}
		w := s[i:j]
		lw := l[i:j]
		upper := strings.ToUpper(w) == w
		if (upper || strings.ToLower(w) == w && statementStart(s, i)) && containsStr(sqlVerbs, lw) {
			verbUpper, verbLine = upper, line
		}
		if verbLine == line && upper == verbUpper && (upper || strings.ToLower(w) == w) {
			switch {
			case sqlNameKeywords[lw] || lw == "select":
				i = protectSQLList(sc, j, lw == "select")
				continue
			case sqlClauseKeywords[lw]:
				i = protectSQLCompared(sc, j)
				continue
			}
		}
		i = j
	}
}

// protectSQLList protects the name (or, after SELECT, the comma-separated
// column names) after a keyword ending at i, and returns where it stopped.
func protectSQLList(sc *scan, i int, columns bool) int {
	s := sc.s
	for n := 0; n < 32; n++ {
		k := i
		for k < len(s) && s[k] == ' ' {
			k++
		}
		a, b := sqlName(s, k)
		if b == a {
			return k
		}
		name := strings.Trim(s[a:b], "\"`")
		if !sqlKeyword(strings.ToLower(name)) && !namedAfterPerson(strings.ToLower(name)) {
			sc.protect(a, b)
		}
		i = b
		if !columns {
			return i
		}
		for i < len(s) && s[i] == ' ' {
			i++
		}
		if i >= len(s) || s[i] != ',' {
			return i
		}
		i++
	}
	return i
}

// protectSQLCompared protects the column name after a keyword ending at i
// when a comparison follows it (olusturma < now(), sku = $1).
func protectSQLCompared(sc *scan, i int) int {
	s := sc.s
	k := i
	for k < len(s) && s[k] == ' ' {
		k++
	}
	a, b := sqlName(s, k)
	if b == a {
		return k
	}
	e := b
	for e < len(s) && s[e] == ' ' {
		e++
	}
	name := strings.ToLower(strings.Trim(s[a:b], "\"`"))
	if e < len(s) && indexByte("=<>!", s[e]) >= 0 && !sqlKeyword(name) && !namedAfterPerson(name) {
		sc.protect(a, b)
	}
	return b
}

// sqlName returns the bounds of a SQL name at s[k:]: a schema-qualified
// identifier of ASCII letters, digits and "_" (lower case or capitals, as
// schemas are named), optionally in double quotes or backticks.
func sqlName(s string, k int) (int, int) {
	a := k
	q := byte(0)
	if k < len(s) && (s[k] == '"' || s[k] == '`') {
		q = s[k]
		k++
	}
	b := k
	for b < len(s) && b-k < 64 && (isLetter(s[b]) || isDigit(s[b]) || s[b] == '_' || s[b] == '.' && b+1 < len(s) && isLetter(s[b+1])) {
		b++
	}
	if b == k || !isLetter(s[k]) && s[k] != '_' {
		return a, a
	}
	if q != 0 {
		if b >= len(s) || s[b] != q {
			return a, a
		}
		b++
	}
	return a, b
}

// statementStart reports a word at s[i:] that opens a statement quoted in
// a message: at the start of the text or a line, or after a quote, a
// bracket, a colon or a semicolon ("query: select …", "[insert into …"),
// not inside a sentence ("failed to update from …").
func statementStart(s string, i int) bool {
	k := i
	for k > 0 && s[k-1] == ' ' {
		k--
	}
	if k == 0 {
		return true
	}
	switch s[k-1] {
	case '\n', '"', '\'', '`', '(', '[', ':', ';', '{':
		return true
	}
	return hasSuffix(s[:k], "«") || hasSuffix(s[:k], "“") || hasSuffix(s[:k], "„")
}

// sqlKeyword reports a keyword that stands where a name may (SELECT
// DISTINCT, FROM ONLY, UPDATE ONLY): it is no name and protects nothing.
func sqlKeyword(w string) bool {
	return wordIn(sqlKeywordWords, w)
}

// sqlKeywordWords are sqlKeyword's words, each between spaces (wordIn).
const sqlKeywordWords = " distinct only all lateral null not " + "true false select from where set values " + "materialized view table if exists " +
	"ignore low_priority top into case when "

// detectSQLNameLiterals masks the literal a SQL statement compares with a
// column named Name, in English or as another language's catalogues
// translate it (WHERE nama = 'Wulan Pertiwi', WHERE nombre = '…': the
// schema's words are the team's language), when the literal is written as
// a person's name: two or three capitalised words, not all of them
// English's (WHERE name = 'Main Warehouse' names a thing). What the
// statement compares is a value; these words are a language's too, which
// the value rules would keep.
func detectSQLNameLiterals(sc *scan) {
	s := sc.s
	if !contains(s, "'") || !sc.anyOf("select", "update", "delete") {
		return
	}
	for off := 0; off < len(s); {
		q := indexByte(s[off:], '\'')
		if q < 0 {
			return
		}
		q += off
		off = q + 1
		// the comparison before the quote: col = 'x', col='x'
		e := q
		for e > 0 && s[e-1] == ' ' {
			e--
		}
		if e == 0 || s[e-1] != '=' || e >= 2 && indexByte("<>!", s[e-2]) >= 0 {
			continue
		}
		e--
		for e > 0 && s[e-1] == ' ' {
			e--
		}
		a := e
		for a > 0 && e-a < 64 && (isLetter(s[a-1]) || isDigit(s[a-1]) || s[a-1] == '_') {
			a--
		}
		col := strings.ToLower(s[a:e])
		if col == "" || !(col == "name" || wordlist.NameLabel(col)) {
			continue
		}
		end := indexByte(s[q+1:min(len(s), q+1+96)], '\'')
		if end <= 0 {
			continue
		}
		v := s[q+1 : q+1+end]
		off = q + 1 + end + 1
		if personNameLiteral(v) {
			sc.addSure(q+1, q+1+end, phName)
		}
	}
}

// personNameLiteral reports two or three words each written as a name is
// (a capital, then small letters; Lars-Erik's parts alike), one space
// apart, not all of them English's common words.
func personNameLiteral(v string) bool {
	ws := split(v, " ")
	if len(ws) < 2 || len(ws) > 3 {
		return false
	}
	english := 0
	for _, w := range ws {
		for _, p := range split(w, "-") {
			r, n := decodeRune(p)
			if n == 0 || !upperRune(r) || runeCount(p) < 2 {
				return false
			}
			for _, c := range p[n:] {
				if !lowerRune(c) {
					return false
				}
			}
		}
		if commonEnglish(strings.ToLower(w)) {
			english++
		}
	}
	return english < len(ws)
}

// sqliteMissing are SQLite's messages for a schema object it does not
// have (sqlite3.c: "no such table: %s", "no such column: %s", …), which
// Django, SQLAlchemy, Rails and every driver pass on unquoted.
var sqliteMissing = [...]string{"no such table: ", "no such column: ", "no such index: ", "no such view: ", "no such trigger: ", "no such function: ", "no such module: ", "no such savepoint: ", "no such collation sequence: "}

// protectSQLiteNames records the name after each of sqliteMissing as an
// identifier (no such table: coop_milkcollection): the schema's, as a
// statement's names are, unless it reads as a person's (jan_kowalski).
func protectSQLiteNames(sc *scan) {
	if !contains(sc.lower, "no such ") {
		return
	}
	s := sc.s
	for _, m := range sqliteMissing {
		for i := 0; i < len(s); {
			k := indexStr(sc.lower[i:], m)
			if k < 0 {
				break
			}
			a := i + k + len(m)
			b := a
			for b < len(s) && (isWord(s[b]) || s[b] == '.' || s[b] == '$') {
				b++
			}
			for b > a && s[b-1] == '.' {
				b-- // the sentence's full stop
			}
			if b > a && (b == len(s) || s[b] < 0x80) && !namedAfterPerson(s[a:b]) {
				sc.protect(a, b)
			}
			i = max(b, a)
		}
	}
}

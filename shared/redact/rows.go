// Rows a database prints in parentheses when a statement fails (Failing
// row contains (4711, Olivia, t, 2024-03-01)): each item is judged as a
// value.

package redact

import (
	"strings"
	"unicode"
)

// maxRow is the longest parenthesised row read.
const maxRow = 300

// detectRows judges the items of a row written in parentheses after a word
// or a colon, as databases print a failing row in every language ("Failing
// row contains (4711, Olivia, t, 2024-03-01)", "Fehlgeschlagene Zeile
// enthält (…)"): three items or more. A call's arguments (notify(1, 'x'))
// are glued to their function's name and are read by the other rules.
func detectRows(sc *scan, dom script) {
	s := sc.s
	for i := indexByte(s, '('); i >= 0 && i < len(s); {
		if i == 0 || s[i-1] == ' ' || s[i-1] == ':' || caselessOpen(s, i) {
			if e := indexByte(s[i+1:min(len(s), i+1+maxRow)], ')'); e > 0 {
				row := s[i+1 : i+1+e]
				if strings.Count(row, ", ") >= 2 && !containsChars(row, "(\n") {
					reported := reportedRow(s, i, i+1+e)
					for a := i + 1; a < i+1+e; {
						k := indexStr(s[a:i+1+e], ", ")
						b := i + 1 + e
						if k >= 0 {
							b = a + k
						}
						// a quoted item is the quote rule's, "key: value"
						// the pair rule's
						if v := strings.TrimSpace(s[a:b]); reported && v != "" && !containsChars(v, " \"'") && !rowWord(v) && !sc.identifier(a, a+len(v)) {
							// a row PostgreSQL reports: one item that is no
							// count, flag, moment or dictionary word is the
							// row's person's (agustafsson, a passphrase of
							// words, XRjR=7T%X^), whatever the judge of
							// prose would let pass
							sc.add(a, a+len(v), phValue)
						} else if v != "" && v[0] != '"' && v[0] != '\'' && !containsChars(v, ":=") && !ordinalItem(v) {
							if (generatedValue(v) || passwordShaped(v) || len(v) >= 8 && !containsChars(v, " ./") && hasDigit(v) && strings.ToLower(v) != v && strings.ToUpper(v) != v && containsChars(v, "!#$%^&*+?~@[]{}<>|")) && !sc.identifier(a, a+len(v)) {
								// (4711, NeIQJTne_c0L, t, …), (…,
								// #4R1zfz8%BO, …): a generated key's
								// shape, a password's, or eight
								// characters or more mixing capitals,
								// small letters, digits and a mark no
								// word or code name holds, however the
								// row's message is written
								sc.add(a, a+len(v), phValue)
							} else {
								maskValue(sc, a, a+len(v), dom, false, false)
							}
						}
						a = b + 2
					}
				}
			}
		}
		k := indexByte(s[i+1:], '(')
		if k < 0 {
			return
		}
		i += 1 + k
	}
}

// columnValues judges the values of a database's "(column)=(value)", as
// PostgreSQL writes a duplicate or missing key in every language ("Key
// (email)=(olivia@…) already exists", "Schlüssel »(vrn)=(WTM-L-625)«"); i is
// at the "=". Columns and values pair up by position. It returns where the
// scan goes on.
func columnValues(sc *scan, i int, dom script) int {
	s := sc.s
	ka := lastIndexByte(s[max(0, i-256):i-1], '(')
	if ka < 0 {
		return i
	}
	ka += max(0, i-256)
	ve := indexByte(s[i+2:min(len(s), i+2+maxRow)], ')')
	if ve < 0 {
		return i
	}
	keys := split(s[ka+1:i-1], ", ")
	a := i + 2
	end := a + ve
	for n := 0; a < end; n++ {
		b := end
		if k := indexStr(s[a:end], ", "); k >= 0 && n < len(keys)-1 {
			b = a + k
		}
		if v := strings.TrimSpace(s[a:b]); v != "" && v[0] != '"' && v[0] != '\'' {
			if n < len(keys) && personKey(strings.TrimSpace(keys[n])) {
				accountValue(sc, a, a+len(v), dom, strings.TrimSpace(keys[n]))
			} else {
				maskValue(sc, a, a+len(v), dom, false, false)
			}
		}
		a = b + 2
	}
	return end
}

// reportedRow reports the row in s[open:end+1] as PostgreSQL reports a
// failing row in any language ("FEHLER:  Fehlgeschlagene Zeile enthält
// (…)", "ОШИБКА:  Ошибочная строка содержит (…)"): its line holds the two
// spaces PostgreSQL writes after its severity's colon in every
// translation, before the row; Key (first_name, dob)=(…) is the columns
// columnValues reads.
func reportedRow(s string, open, end int) bool {
	return contains(s[lastIndexByte(s[:open], '\n')+1:open], ":  ") && !hasPrefix(s[end:], ")=")
}

// rowWord reports an item of a failing row that names no one: what
// inertRow keeps (a small count, a flag, null, a moment), a date, an item
// without letters (an id's or a phone's digits, left to the rules that
// name their class), or a word a dictionary knows (active, Lagerort, EUR).
func rowWord(v string) bool {
	return inertRow(v) || isDateLike(v) || !strings.ContainsFunc(v, unicode.IsLetter) || knownWord(v) && !personName(v)
}

// ordinalItem reports a row's item that is a known word and a "#" and
// digits (job #441902, issue #4471): a CI's or a tracker's record by its
// ordinal, as detectDigitRuns reads it outside a row, not a row's value;
// a person's noun's number (customer #48213977) is judged still.
func ordinalItem(v string) bool {
	w, n, ok := cut(v, " #")
	return ok && n != "" && strings.Trim(n, "0123456789") == "" && lettersOnly(w) && knownWord(w) && !nameNouns.has(strings.ToLower(w))
}

// The rows a database quotes where no column names them one by one: SQL
// Server's "The duplicate key value is (…)" after the index it broke, and a
// failing row in a caseless script's message, where the parenthesis
// follows the last word without a space (失败, 行包含(4711, …),
// 失敗した行は(…)を含みます).

package redact

import (
	"strings"
	"unicode/utf8"
)

// detectKeyRows judges the items of SQL Server's duplicate key value: all
// of it goes when the index names a person's or a secret's column
// (IX_Customers_Passphrase, IX_Users_Login); otherwise each item is judged
// as a value (a plate, a name, a login), and identifiers stay.
func detectKeyRows(sc *scan, dom script) {
	const needle = "duplicate key value is ("
	if !contains(sc.lower, needle) {
		return
	}
	s := sc.s
	eachAfter(sc.lower, needle, func(a int) int {
		b := closeOrEOL(s, a)
		if sensitiveIndex(indexBefore(sc.lower, s, a-len(needle))) {
			sc.add(a, b, phRedacted)
			return b
		}
		for p := a; p < b; {
			e := b
			if k := indexStr(s[p:b], ", "); k >= 0 {
				e = p + k
			}
			if v := strings.TrimSpace(s[p:e]); v != "" {
				maskValue(sc, p, p+len(v), dom, false, false)
			}
			p = e + 2
		}
		return b
	})
}

// indexBefore returns the name of the index or constraint a SQL Server
// message quotes before i ("… with unique index 'IX_Customers_Plate'.",
// "Violation of UNIQUE KEY constraint 'UQ_Users_Email'."), or "".
func indexBefore(lower, s string, i int) string {
	lo := max(0, i-300)
	k := max(strings.LastIndex(lower[lo:i], "index '"), strings.LastIndex(lower[lo:i], "constraint '"))
	if k < 0 {
		return ""
	}
	a := lo + k + indexByte(lower[lo+k:i], '\'') + 1
	e := indexByte(s[a:i], '\'')
	if e < 0 {
		return ""
	}
	return s[a : a+e]
}

// caselessOpen reports a "(" glued to a word of a caseless script (Han,
// Kana, Hangul, Thai): those scripts write no space before it, and no
// program's call is named in them, so the parenthesis opens a row.
func caselessOpen(s string, i int) bool {
	if i == 0 || s[i-1] < utf8.RuneSelf {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	switch scriptOf(r) {
	case cjk, hangul, thai:
		return true
	}
	return false
}

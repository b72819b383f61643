// Standard numbers of publications and legal entities, named by their
// label and proved by their check digit: ISBN (ISO 2108, 10 or 13 digits,
// hyphens or spaces between the groups), ISSN (ISO 3297) and the LEI of a
// company (ISO 17442). They name a book, a journal or a firm, never a
// person, and their hyphenated groups read as a phone's or a date's digits
// to the default-deny rules (ISBN 978-3-16-148410-0).

package redact

import (
	"strings"

	"glitchtip-mcp/shared/redact/checkdigit"
)

// protectStandardNumbers protects each ISBN, ISSN or LEI whose label
// stands right before it (ISBN 978-…, ISBN-10: 0-306-…, ISSN 0317-8471,
// LEI 5493001KJTIIGC8Y1R12) and whose check digit holds.
func protectStandardNumbers(sc *scan) {
	l := sc.lower
	if !contains(l, "isbn") && !contains(l, "issn") && !contains(l, "lei") {
		return
	}
	for i := 0; i < len(l); {
		j, kind := nextStandardLabel(l[i:])
		if j < 0 {
			return
		}
		a := i + j + len(kind)
		if i+j > 0 && isWord(l[i+j-1]) || a < len(l) && isLetter(l[a]) {
			i = a // a word that holds one (Leipzig, disbnd)
			continue
		}
		i = a
		if kind == "isbn" && (hasPrefix(l[a:], "-10") || hasPrefix(l[a:], "-13")) {
			a += 3 // ISBN-10, ISBN-13
		}
		for k := 0; a < len(l) && k < 4 && (l[a] == ' ' || l[a] == ':' || l[a] == '=' || l[a] == '"' || l[a] == '\''); k++ {
			a++
		}
		b := a
		for b < len(l) && b-a < 24 && (isDigit(l[b]) || l[b] == '-' || l[b] == ' ' && b+1 < len(l) && isDigit(l[b+1]) || upperLetter(sc.s[b])) {
			b++
		}
		for b > a && (l[b-1] == '-' || l[b-1] == ' ') {
			b--
		}
		if b == a || b < len(l) && isWord(l[b]) {
			continue
		}
		if standardNumber(kind, strings.NewReplacer("-", "", " ", "").Replace(sc.s[a:b])) {
			sc.protect(a, b)
			i = b
		}
	}
}

// nextStandardLabel returns where the next "isbn", "issn" or "lei" starts
// in l, and which.
func nextStandardLabel(l string) (int, string) {
	best, kind := -1, ""
	for _, w := range [...]string{"isbn", "issn", "lei"} {
		if k := indexStr(l, w); k >= 0 && (best < 0 || k < best) {
			best, kind = k, w
		}
	}
	return best, kind
}

// upperLetter reports a capital letter (an LEI's, an ISBN's check X).
func upperLetter(c byte) bool { return c >= 'A' && c <= 'Z' }

// standardNumber reports a number of kind (isbn, issn, lei), its
// separators removed, whose check digit holds.
func standardNumber(kind, v string) bool {
	switch kind {
	case "isbn":
		return checkdigit.ISBN10(v) || len(v) == 13 && (hasPrefix(v, "978") || hasPrefix(v, "979")) && checkdigit.GS1(v)
	case "issn":
		return checkdigit.ISSN(v)
	case "lei":
		return checkdigit.LEI(v)
	}
	return false
}

// labelledStandardNumber reports an ISBN or ISSN at s[a:b] whose label is
// the word before it (isbn: 0306406152, "issn": "0317-8471") and whose
// check digit holds: the phone rule's digits, which it leaves.
func labelledStandardNumber(s string, a, b int) bool {
	w := strings.ToLower(wordBefore(s, a))
	if w != "isbn" && w != "issn" && w != "isbn-10" && w != "isbn-13" {
		return false
	}
	return standardNumber(w[:4], strings.NewReplacer("-", "", " ", "").Replace(s[a:b]))
}

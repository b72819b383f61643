package redact

import (
	"sort"
)

// A span must never eat a bracket it does not close. A rule that reads a
// value up to a separator can take in the text's own opening bracket with
// the word before it (postgresql-15 (8080 → "postgresql-[number])",
// cty.StringVal("orion-api → "[value]:41\")") or the closing bracket of an
// aside the value stands in ((mot de passe: NON) → "(… [redacted]"): the
// output's brackets then no longer pair, and the name before the bracket
// is lost. balanceSpans gives those brackets back to the text.

// bracketReach bounds how far the closing bracket of an opening one in a
// span is looked for after it, and an opening one for a closing one before
// it: an aside on one line, read once per such span, never the rest of the
// text.
const bracketReach = 160

// closerOf is the closing bracket of an opening one, or 0.
func closerOf(c byte) byte {
	switch c {
	case '(':
		return ')'
	case '[':
		return ']'
	case '{':
		return '}'
	}
	return 0
}

// balanceSpans trims each span that takes in a bracket it does not close:
// a trailing closing bracket whose opening one stands before the span is
// the text's; an opening bracket whose closing one stands after the span
// is the text's too, with what the span took before it (a word-judged
// value, name or number only: a secret's span keeps it, and takes the
// closing bracket right after it as well).
func balanceSpans(s string, list []span) []span {
	if len(list) == 0 {
		return list // most texts: no brackets to look for
	}
	// the brackets' offsets, found once: reading each span's text for one
	// would read a long token again for every span over it (a 128 KB run
	// of letters with no bracket took 0.6 s so)
	var at []int
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', ')', '[', ']', '{', '}':
			at = append(at, i)
		}
	}
	for k := range list {
		sp := &list[k]
		if sp.end-sp.start < 2 || !bracketWithin(at, sp.start, sp.end) {
			continue
		}
		// (mot de passe: NON): the aside's closing bracket
		for sp.end-sp.start > 1 && closesBefore(s, sp.start, sp.end-1) {
			sp.end--
		}
		// a number's span keeps what it took: 0711 (23456) is a phone's
		word := !sp.sure && (sp.ph == phValue || sp.ph == phName)
		if word {
			// (Kim & Joon).docx: a word's span ends at the aside's
			// closing bracket it runs past
			// (a password's own bracket, e}qe`rthn6, has its word go on
			// after it: the span stays whole)
			for i := sp.start + 1; i < sp.end; i++ {
				if (i+1 == sp.end || !isWord(s[i+1])) && closesBefore(s, sp.start, i) {
					sp.end = i
					break
				}
			}
		}
		// {'lwazi…@…': …}: an opening bracket the span starts with and
		// the text closes after it is the text's, whatever the span holds
		for sp.end-sp.start > 1 && closerOf(s[sp.start]) != 0 && !closesWithin(s, sp.start, sp.end) && closedAfter(s, sp.end, s[sp.start], false) {
			sp.start++
			for sp.end-sp.start > 1 && (s[sp.start] == '"' || s[sp.start] == '\'') && indexByte(s[sp.start+1:sp.end], s[sp.start]) < 0 {
				sp.start++
			}
		}
		// the last opening bracket the span leaves open
		open, depth := -1, 0
		for i := sp.end - 1; i >= sp.start; i-- {
			switch c := s[i]; c {
			case ')', ']', '}':
				depth++
			case '(', '[', '{':
				if depth == 0 {
					open = i
				} else {
					depth--
				}
			}
			if open >= 0 {
				break
			}
		}
		if open < 0 || !closedAfter(s, sp.end, s[open], word) {
			continue
		}
		if !word {
			// user: Summer(2024): a secret's span keeps what it took and
			// takes the closing bracket that ends it too
			if s[sp.end] == closerOf(s[open]) {
				sp.end++
			}
			continue
		}
		a := open + 1
		for a < sp.end && (s[a] == '"' || s[a] == '\'' || s[a] == ' ') {
			a++ // StringVal("orion-api: the call's quote, too
		}
		if a < sp.end {
			sp.start = a
		} else {
			sp.end = sp.start // nothing of the span inside: drop it
		}
	}
	out := list[:0]
	for _, sp := range list {
		if sp.start < sp.end {
			out = append(out, sp)
		}
	}
	return out
}

// bracketWithin reports a bracket among the sorted offsets at that stands
// in [a, b).
func bracketWithin(at []int, a, b int) bool {
	k := sort.SearchInts(at, a)
	return k < len(at) && at[k] < b
}

// closesBefore reports whether s[i] is a closing bracket that the span
// s[a:i] leaves unopened and whose opening bracket stands before a, on the
// same line.
func closesBefore(s string, a, i int) bool {
	var op byte
	switch s[i] {
	case ')':
		op = '('
	case ']':
		op = '['
	case '}':
		op = '{'
	default:
		return false
	}
	depth := 0
	for j := i - 1; j >= 0 && j >= a-bracketReach && s[j] != '\n'; j-- {
		switch s[j] {
		case s[i]:
			depth++
		case op:
			if depth == 0 {
				return j < a
			}
			depth--
		}
	}
	return false
}

// closedAfter reports whether the opening bracket op, left open at b, is
// closed after b on the same line; tight: in the same word, before any
// space (a password's own bracket, pa(ss" (note), is closed by no bracket
// of its word).
func closedAfter(s string, b int, op byte, tight bool) bool {
	cl, depth := closerOf(op), 0
	for j := b; j < len(s) && j < b+bracketReach && s[j] != '\n' && !(tight && (s[j] == ' ' || s[j] == '\t')); j++ {
		switch s[j] {
		case op:
			depth++
		case cl:
			if depth == 0 {
				return true
			}
			depth--
		}
	}
	return false
}

// closesWithin reports whether the opening bracket at a is closed before b.
func closesWithin(s string, a, b int) bool {
	cl, depth := closerOf(s[a]), 0
	for j := a + 1; j < b; j++ {
		switch s[j] {
		case s[a]:
			depth++
		case cl:
			if depth == 0 {
				return true
			}
			depth--
		}
	}
	return false
}

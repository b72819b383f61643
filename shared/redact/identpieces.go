package redact

import "unicode/utf8"

// identMatches is reIdent.FindAllStringIndex(s, -1), found piece by piece.
//
// Why: reIdent is the largest expression the redactor runs on a whole
// text. It has too many instructions for Go's backtracking engine, so it
// always runs on the NFA, which costs per byte read for every form at
// once: it was an eighth of all redaction time. No form of reIdent holds a
// character identBreak reports (a quote, a bracket, a line break, a letter
// outside ASCII, a space between words…), so no match crosses one, and at
// a break \b reads as at the start or end of a text: the matches in s are
// the matches in the pieces between breaks, in order. A piece shorter
// than five bytes, or with no digit, '-' or '_' and no run of six hex
// letters, matches no form and is not read by the expression at all.
// identpieces_test.go checks the premise on the expression and the result
// against reIdent's own on the corpora.
func identMatches(s string) [][]int {
	var out [][]int
	start := 0
	for i := 0; i <= len(s); {
		n := 1
		if i < len(s) && !identBreak(s, i, &n) {
			i += n
			continue
		}
		if i > start && identCandidate(s[start:i]) {
			for _, m := range reIdent.FindAllStringIndex(s[start:i], -1) {
				m[0], m[1] = m[0]+start, m[1]+start
				out = append(out, m)
			}
		}
		i += n
		start = i
	}
	return out
}

// identBreak reports whether the character at s[i] (n bytes, set for a
// character outside ASCII) can be in no match of reIdent: a control
// character, a punctuation mark none of its forms has, or a letter
// outside ASCII (\w, \d and \b are ASCII in Go) other than the two that
// (?i) folds onto ASCII letters (ſ onto s, the Kelvin sign onto k, in
// "sha1:" and "blake2b:").
func identBreak(s string, i int, n *int) bool {
	c := s[i]
	if c >= utf8.RuneSelf {
		r, size := decodeRune(s[i:])
		*n = size
		return r != 'ſ' && r != '\u212a' // ſ and the Kelvin sign
	}
	switch {
	case c < ' ':
		return true
	case c >= '0' && c <= '9', c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z':
		return false
	}
	switch c {
	case ' ':
		// only a timestamp's space (2024-05-01 12:30) is in a form, and
		// it stands between two digits
		return i == 0 || i+1 == len(s) || !isDigit(s[i-1]) || !isDigit(s[i+1])
	case ',', '+', '-', '.', '/', ':', '=', '@', '$', '_':
		return false
	}
	return true
}

// identCandidate reports whether a piece has what every form of reIdent
// needs: a digit, '-' or '_' (all but two forms), or a run of six hex
// digits (a hex run of letters only, or a hashed asset name such as
// app.deadbe.css).
func identCandidate(p string) bool {
	if len(p) < 5 {
		return false // the shortest form is a version's 1.2.3
	}
	hexRun := 0
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c >= '0' && c <= '9', c == '-', c == '_':
			return true
		case c >= 'a' && c <= 'f', c >= 'A' && c <= 'F':
			hexRun++
			if hexRun >= 6 {
				return true
			}
		default:
			hexRun = 0
		}
	}
	return false
}

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// wholeWords widens each span that stops between an ASCII letter and a
// letter beyond ASCII of a cased script, or starts there, to the whole
// word. Rules that read a token a byte at a time (a login after "by", a
// handle after "user") end it at the first byte they do not know, so
// "françoise" became "[user]çoise" and "joão" "[name]ão": the rest of a
// name is still a name, and a word is not cut between two of its letters.
// Caseless scripts are left alone: there a word runs on into the next
// without a space (ユーザー田中さん), and the span's own rule judged where
// the name ends.
func wholeWords(s string, list []span) {
	for k := range list {
		sp := &list[k]
		if sp.end > sp.start && isLetter(s[sp.end-1]) && casedAt(s, sp.end, 1) {
			for sp.end < len(s) && (isLetter(s[sp.end]) || casedAt(s, sp.end, 1)) {
				_, n := utf8.DecodeRuneInString(s[sp.end:])
				sp.end += n
			}
		}
		if sp.start < sp.end && isLetter(s[sp.start]) && casedAt(s, sp.start, -1) {
			for sp.start > 0 && (isLetter(s[sp.start-1]) || casedAt(s, sp.start, -1)) {
				_, n := utf8.DecodeLastRuneInString(s[:sp.start])
				sp.start -= n
			}
		}
	}
}

// casedAt reports a letter beyond ASCII (or a mark on one) of a script
// with capitals, Latin, Greek, Cyrillic, Armenian, at s[i] (dir 1) or just
// before it (dir -1).
//
//go:noinline
func casedAt(s string, i, dir int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	if dir < 0 {
		r, _ = utf8.DecodeLastRuneInString(s[:i])
	}
	return r >= utf8.RuneSelf && (unicode.IsLower(r) || unicode.IsUpper(r) || unicode.Is(unicode.Mn, r))
}

// cutWordTail is the value v at s[a:] without its last word when that
// word runs on into letters beyond ASCII (CPF inv|álido): the word is the
// text's, cut where an ASCII expression stopped reading it.
//
//go:noinline
func cutWordTail(s string, a int, v string) string {
	if b := a + len(v); b > a && isLetter(s[b-1]) && casedAt(s, b, 1) {
		return strings.TrimRight(v[:strings.LastIndexByte(v, ' ')+1], " -./+_")
	}
	return v
}

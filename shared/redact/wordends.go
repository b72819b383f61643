package redact

import (
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
		if sp.end < len(s) && sp.end > sp.start && isLetter(s[sp.end-1]) {
			if r, _ := utf8.DecodeRuneInString(s[sp.end:]); r >= utf8.RuneSelf && casedLetter(r) {
				sp.end = wordEnd(s, sp.end)
			}
		}
		if sp.start > 0 && sp.start < sp.end && isLetter(s[sp.start]) {
			if r, _ := utf8.DecodeLastRuneInString(s[:sp.start]); r >= utf8.RuneSelf && casedLetter(r) {
				sp.start = wordStart(s, sp.start)
			}
		}
	}
}

// wordEnd is the end of the run of letters of cased scripts from s[i].
func wordEnd(s string, i int) int {
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !casedLetter(r) {
			break
		}
		i += n
	}
	return i
}

// wordStart is the start of the run of letters of cased scripts before s[i].
func wordStart(s string, i int) int {
	for i > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		if !casedLetter(r) {
			break
		}
		i -= n
	}
	return i
}

// casedLetter reports a letter (or a mark on one) of a script with
// capitals: Latin beyond ASCII, Greek, Cyrillic, Armenian.
func casedLetter(r rune) bool {
	if unicode.IsMark(r) {
		return true
	}
	return unicode.IsLetter(r) && (unicode.IsUpper(r) || unicode.IsLower(r) || unicode.IsTitle(r))
}

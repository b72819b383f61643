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
	// The runs read so far, forward from fa to fb and back from ba to bb:
	// a span that ends or starts inside one reaches the run's end, so
	// many spans in one long word read it once, not once each.
	fa, fb, ba, bb := -1, -1, -1, -1
	for k := range list {
		sp := &list[k]
		if sp.end > sp.start && isLetter(s[sp.end-1]) && casedAt(s, sp.end, 1) {
			from := sp.end
			for sp.end < len(s) && (isLetter(s[sp.end]) || casedAt(s, sp.end, 1)) {
				if fa <= sp.end && sp.end < fb {
					sp.end = fb
					break
				}
				_, n := decodeRune(s[sp.end:])
				sp.end += n
			}
			if fa <= from && from <= fb || from < fa && sp.end == fb {
				fa = min(fa, from)
			} else {
				fa = from
			}
			fb = sp.end
		}
		if sp.start < sp.end && isLetter(s[sp.start]) && casedAt(s, sp.start, -1) {
			from := sp.start
			for sp.start > 0 && (isLetter(s[sp.start-1]) || casedAt(s, sp.start, -1)) {
				if ba < sp.start && sp.start <= bb {
					sp.start = ba
					break
				}
				_, n := utf8.DecodeLastRuneInString(s[:sp.start])
				sp.start -= n
			}
			if ba <= from && from <= bb || from > bb && sp.start == ba {
				bb = max(bb, from)
			} else {
				bb = from
			}
			ba = sp.start
		}
	}
}

// casedAt reports a letter beyond ASCII (or a mark on one) of a script
// with capitals, Latin, Greek, Cyrillic, Armenian, at s[i] (dir 1) or just
// before it (dir -1).
//
//go:noinline
func casedAt(s string, i, dir int) bool {
	r, _ := decodeRune(s[i:])
	if dir < 0 {
		r, _ = utf8.DecodeLastRuneInString(s[:i])
	}
	return r >= utf8.RuneSelf && (lowerRune(r) || upperRune(r) || unicode.Is(unicode.Mn, r))
}

// cutWordTail is the value v at s[a:] without its last word when that
// word runs on into letters beyond ASCII (CPF inv|álido): the word is the
// text's, cut where an ASCII expression stopped reading it.
//
//go:noinline
func cutWordTail(s string, a int, v string) string {
	if b := a + len(v); b > a && isLetter(s[b-1]) && casedAt(s, b, 1) {
		return strings.TrimRight(v[:lastIndexByte(v, ' ')+1], " -./+_")
	}
	return v
}

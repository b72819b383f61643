package redact

import (
	"unicode"
	"unicode/utf8"
)

// nextRun returns the bounds of the next run of letters at or after s[i]:
// it starts at a letter r0 and goes on while cont(r0, r) holds; a is
// len(s) when no letter is left. The word detectors walk a text with it
// (pay, special categories, their keys), each with its own cont.
func nextRun(s string, i int, cont func(r0, r rune) bool) (a, b int) {
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			i += n
			continue
		}
		j := i + n
		for j < len(s) {
			r2, n2 := utf8.DecodeRuneInString(s[j:])
			if !cont(r, r2) {
				break
			}
			j += n2
		}
		return i, j
	}
	return len(s), len(s)
}

// letters continues a run over letters only.
func letters(_, r rune) bool { return unicode.IsLetter(r) }

// lettersMarks continues a run over letters and combining marks (Hindi,
// Thai and decomposed Latin write some letters with them).
func lettersMarks(_, r rune) bool { return unicode.IsLetter(r) || isMark(r) }

// isMark is unicode.Is(unicode.M, r) without its search for the runes
// below U+0300, the first combining mark: the letters' scans ask it at
// the end of every word.
func isMark(r rune) bool { return r >= 0x300 && unicode.Is(unicode.M, r) }

// asciiSet is a set of ASCII bytes: the per-byte tests of the scans
// (pathStop, ownerStop) called strings.IndexByte on their list for each
// byte of a text. Written as its bits, not built at init: code is the
// bootstrap's bytes.
type asciiSet [2]uint64

func (s *asciiSet) has(c byte) bool { return c < utf8.RuneSelf && s[c>>6&1]&(1<<(c&63)) != 0 }

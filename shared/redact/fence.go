package redact

import (
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/fold"
)

// fenceWord is the tag name of the fence the tools put around event text;
// event text must never close it.
const fenceWord = "untrusted-event-data"

// defuseFences rewrites every spelling of the fence's tag name in s (any
// case, Unicode case folding, fullwidth and other compatibility forms,
// look-alike letters of other scripts, any dash or an underscore between
// the words) as "untrusted_event_data", which no reader takes for the
// fence. A closing marker spelt with a Cyrillic а or a Greek ο looks
// exactly like the real one: each character is read by its case fold and
// by its skeleton (Unicode's confusables, fold.Skeleton), and either reading
// may spell the word.
func defuseFences(s string) string {
	var out []byte
	last := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf && c|0x20 != 'u' {
			i++ // of ASCII, only u and U start the word (TestFenceStartASCII)
			continue
		}
		r, n := decodeRune(s[i:])
		if !fenceStart(r) {
			i += n
			continue
		}
		end, ok := matchFence(s, i)
		if !ok {
			i += n
			continue
		}
		out = append(out, s[last:i]...)
		out = append(out, "untrusted_event_data"...)
		last, i = end, end
	}
	if out == nil {
		return s
	}
	return string(append(out, s[last:]...))
}

// fenceStart reports whether r can be the first letter of the fence word.
func fenceStart(r rune) bool {
	if fold.Case(r) == fenceWord[0] {
		return true
	}
	sk := fold.Skeleton(r)
	return sk != "" && sk[0] == fenceWord[0]
}

// matchFence reports whether the fence word starts at s[i], and where it
// ends.
func matchFence(s string, i int) (int, bool) { return matchFenceFrom(s, i, 0) }

// matchFenceFrom matches fenceWord[k:] at s[i]: each character by its case
// fold (one letter) or, when that differs, by its skeleton (one or more
// letters: ⅿ reads as "rn"). The word is 20 letters long, so the search is
// short; it only branches for a character both of whose readings fit.
func matchFenceFrom(s string, i, k int) (int, bool) {
	if k == len(fenceWord) {
		return i, true
	}
	if i >= len(s) {
		return 0, false
	}
	r, n := decodeRune(s[i:])
	c := fold.Case(r)
	if c != 0 && fenceLetter(c, fenceWord[k]) {
		if end, ok := matchFenceFrom(s, i+n, k+1); ok {
			return end, true
		}
	}
	sk := fold.Skeleton(r)
	if sk == "" || len(sk) == 1 && sk[0] == c || len(sk) > len(fenceWord)-k {
		return 0, false
	}
	for j := 0; j < len(sk); j++ {
		if !fenceLetter(sk[j], fenceWord[k+j]) {
			return 0, false
		}
	}
	return matchFenceFrom(s, i+n, k+len(sk))
}

// fenceLetter reports whether c stands for want, a letter of the fence
// word: a dash there may be any dash or an underscore.
func fenceLetter(c, want byte) bool {
	if want == '-' {
		return c == '-' || c == '_'
	}
	return c == want
}

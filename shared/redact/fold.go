package redact

import (
	"unicode"
	"unicode/utf8"
)

// Look-alike characters. An address written with a fullwidth at sign
// (olivia＠example.com) or a card number with non-breaking hyphens reads the
// same to a person and to a model, but no ASCII pattern sees it. The
// detectors therefore scan a folded view of the text, in which the
// compatibility forms of ASCII (fullwidth letters, digits and punctuation),
// every dash and hyphen, the small and fullwidth at signs and full stops and
// the decimal digits of every script are their ASCII selves; what they find
// is marked on the original text through an offset map, so text that is not
// masked comes out exactly as it came in.

// foldRune returns the ASCII character r stands for, or 0 when it stands
// for none.
func foldRune(r rune) byte {
	switch {
	case r < utf8.RuneSelf:
		return 0
	case r >= 0xFF01 && r <= 0xFF5E: // fullwidth ASCII
		return byte(r - 0xFEE0)
	case r >= 0x2010 && r <= 0x2015, r == 0x2212, r == 0x2043, r == 0xFE58, r == 0xFE63, r == 0x2E3A, r == 0x2E3B:
		return '-'
	case typographicSpace(r):
		return ' '
	case r == 0xFE6B: // small commercial at
		return '@'
	case r == 0x2024, r == 0xFE52, r == 0x3002, r == 0xFF61: // one-dot leader, small and ideographic full stops
		return '.'
	case r == 0xFE55, r == 0x2236: // small colon, ratio
		return ':'
	case r == 0xFE50, r == 0x3001, r == 0xFF64: // small and ideographic commas
		return ','
	case unicode.IsDigit(r):
		return '0' + digitValue(r)
	case r >= 0x1D400 && r <= 0x1D6A3:
		return mathLetter(r)
	}
	return 0
}

// digitValue is the value of a decimal digit of any script: Unicode encodes
// each script's digits as a contiguous run that starts at zero (runs of
// mathematical digits follow each other, hence the modulo).
func digitValue(r rune) byte {
	start := r
	for start > 0 && unicode.IsDigit(start-1) && r-start < 50 {
		start--
	}
	return byte((r - start) % 10)
}

// folded returns s with every look-alike replaced by its ASCII character,
// and the offset in s of each byte of the result (plus one entry for the
// end); ok is false when s has no look-alike, and then s is scanned as is.
func folded(s string) (view string, at []int, ok bool) {
	first := -1
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if foldRune(r) != 0 {
			first = i
			break
		}
		i += n
	}
	if first < 0 {
		return s, nil, false
	}
	b := make([]byte, 0, len(s))
	at = make([]int, 0, len(s)+1)
	b = append(b, s[:first]...)
	for i := range first {
		at = append(at, i)
	}
	for i := first; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if c := foldRune(r); c != 0 {
			b = append(b, c)
			at = append(at, i)
		} else {
			b = append(b, s[i:i+n]...)
			for k := range n {
				at = append(at, i+k)
			}
		}
		i += n
	}
	at = append(at, len(s))
	return string(b), at, true
}

// fenceWord is the tag name of the fence the tools put around event text;
// event text must never close it.
const fenceWord = "untrusted-event-data"

// defuseFences rewrites every spelling of the fence's tag name in s (any
// case, Unicode case folding, fullwidth and other compatibility forms,
// look-alike letters of other scripts, any dash or an underscore between
// the words) as "untrusted_event_data", which no reader takes for the
// fence. A closing marker spelt with a Cyrillic а or a Greek ο looks
// exactly like the real one: each character is read by its case fold and
// by its skeleton (Unicode's confusables, confusable), and either reading
// may spell the word.
func defuseFences(s string) string {
	var out []byte
	last := 0
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
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
	if foldCase(r) == fenceWord[0] {
		return true
	}
	sk := confusable(r)
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
	r, n := utf8.DecodeRuneInString(s[i:])
	c := foldCase(r)
	if c != 0 && fenceLetter(c, fenceWord[k]) {
		if end, ok := matchFenceFrom(s, i+n, k+1); ok {
			return end, true
		}
	}
	sk := confusable(r)
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

// confusable returns the skeleton of r in lower case when r looks like a
// run of ASCII letters, digits, '-' or '_' (Unicode's confusables.txt:
// Cyrillic а is "a", Greek ο is "o", ⅿ is "rn"), or "".
func confusable(r rune) string {
	if r < utf8.RuneSelf {
		return ""
	}
	lo, hi := 0, len(confusableFrom)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if confusableFrom[m] < uint32(r) {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == len(confusableFrom) || confusableFrom[lo] != uint32(r) {
		return ""
	}
	start := 0
	if lo > 0 {
		start = int(confusableEnd[lo-1])
	}
	return confusableTo[start:confusableEnd[lo]]
}

// foldCase maps r to the lower-case ASCII letter, digit or punctuation it
// stands for in any case or compatibility form (K, the Kelvin sign, ｋ and
// 𝐤 are all 'k'), or 0.
func foldCase(r rune) byte {
	if c := foldRune(r); c != 0 {
		r = rune(c)
	}
	if r >= 'A' && r <= 'Z' {
		return byte(r + 'a' - 'A')
	}
	if r < utf8.RuneSelf {
		return byte(r)
	}
	// a character whose case-folding orbit holds an ASCII letter (the
	// Kelvin sign, the long s)
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		if f < utf8.RuneSelf {
			return foldCase(f)
		}
	}
	return 0
}

// mathLetter maps the mathematical alphanumeric letters (𝐀–𝐳 and their
// bold, italic, script, fraktur, double-struck, sans-serif and monospace
// forms, U+1D400–U+1D6A3) to lower-case ASCII; their NFKC form is the plain
// letter.
func mathLetter(r rune) byte {
	if r < 0x1D400 || r > 0x1D6A3 {
		return 0
	}
	return byte('a' + (r-0x1D400)%52%26)
}

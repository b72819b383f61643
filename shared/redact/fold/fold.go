// Package fold reads text the way a person or a model does: the
// compatibility forms of ASCII (fullwidth letters, digits and punctuation),
// every dash and hyphen, typographic spaces, the small and fullwidth at
// signs and full stops, the decimal digits of every script and the
// mathematical letters are their ASCII selves, and a letter of another
// script that looks like ASCII letters (Cyrillic а, Greek ο, ⅿ for "rn") has
// its skeleton from Unicode's confusables (UTS #39). The redactor scans the
// folded view and the fence defuser matches through both readings.
package fold

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

// Rune returns the ASCII character r stands for, or 0 when it stands
// for none.
func Rune(r rune) byte {
	switch {
	case r < utf8.RuneSelf:
		return 0
	case r >= 0xFF01 && r <= 0xFF5E: // fullwidth ASCII
		return byte(r - 0xFEE0)
	case r >= 0x2010 && r <= 0x2015, r == 0x2212, r == 0x2043, r == 0xFE58, r == 0xFE63, r == 0x2E3A, r == 0x2E3B:
		return '-'
	case Space(r):
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

// View returns s with every look-alike replaced by its ASCII character
// and the zero-width joiners left out, and the offset in s of each byte of
// the result (plus one entry for the end); ok is false when s has neither,
// and then s is scanned as is.
//
// The joiners are those Neutralise keeps where they spell a word of a
// joining script (Persian نمی‌شود, Sinhala ප්‍ර), and the zero-width space
// it keeps where a script written without spaces marks a word's end with it
// (Khmer មិន​អាច): the knowledge holds words as their letters, and the text
// goes back with its spelling.
func View(s string) (view string, at []int, ok bool) {
	first := -1
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if Rune(r) != 0 || joiner(r) {
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
		if c := Rune(r); c != 0 {
			b = append(b, c)
			at = append(at, i)
		} else if joiner(r) {
			// not in the view at all: a word is scanned as its letters
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

// Skeleton returns the skeleton of r in lower case when r looks like a
// run of ASCII letters, digits, '-' or '_' (Unicode's confusables.txt:
// Cyrillic а is "a", Greek ο is "o", ⅿ is "rn"), or "".
func Skeleton(r rune) string {
	if r < utf8.RuneSelf {
		return ""
	}
	// the first plane's characters, then the second's (less 0x10000)
	lo, hi := 0, confusableBMP
	if r > 0xFFFF {
		if r > 0x1FFFF {
			return ""
		}
		lo, hi = confusableBMP, len(confusableFrom)
	}
	end, c := hi, uint16(r)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if confusableFrom[m] < c {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == end || confusableFrom[lo] != c {
		return ""
	}
	start := 0
	if lo > 0 {
		start = int(confusableEnd[lo-1])
	}
	return confusableTo[start:confusableEnd[lo]]
}

// Case maps r to the lower-case ASCII letter, digit or punctuation it
// stands for in any case or compatibility form (K, the Kelvin sign, ｋ and
// 𝐤 are all 'k'), or 0.
func Case(r rune) byte {
	if c := Rune(r); c != 0 {
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
			return Case(f)
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

// Space reports the spaces languages write on purpose: the no-break and
// narrow no-break spaces, the thin space (Polish and French catalogues put
// it between a number and its unit: 1024 min) and the ideographic space.
func Space(r rune) bool {
	return r == 0x00A0 || r == 0x202F || r == 0x2009 || r == 0x3000
}

// joiner reports the zero-width non-joiner and joiner, and the zero-width
// space.
func joiner(r rune) bool { return r >= 0x200B && r <= 0x200D }

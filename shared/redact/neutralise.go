package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/fold"
)

// Neutralise makes text safe to show and to scan. It replaces invalid UTF-8
// with U+FFFD, C0/C1 controls (except tab and newline) with a space, every
// Unicode space separator with an ASCII space and the line and paragraph
// separators with a newline; it removes every default-ignorable and format
// character (bidi controls, zero-width characters, the BOM, soft hyphens,
// tag characters, interlinear annotation marks, Hangul fillers, variation
// selectors), which can hide or reorder text a human reviews or split a
// secret so that no pattern sees it.
func Neutralise(s string) string {
	if neutral(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, size := decodeRune(s[i:])
		i += size
		switch {
		case r == utf8.RuneError && size == 1:
			b.WriteRune(utf8.RuneError)
		case r == '\n' || r == '\t':
			b.WriteRune(r)
		case r == '\r':
			// CRLF becomes LF; a lone CR (which can overwrite a line on a
			// terminal) becomes a newline as well.
			if i < len(s) && s[i] == '\n' {
				continue
			}
			b.WriteByte('\n')
		case r == 0x2028 || r == 0x2029:
			b.WriteByte('\n')
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r <= 0x9f):
			b.WriteByte(' ')
		case r == 0x200c && zwnjJoins(s, i-size, i), r == 0x200d && zwjJoins(s, i-size):
			// Persian's and the Indic scripts' ZWNJ, and the Indic
			// scripts' and Sinhala's ZWJ (ශ්‍රී), where IDNA admits them;
			// the detectors scan a view without them (fold.View)
			b.WriteRune(r)
		case r == 0x200b && zwspSeparates(s, i-size, i):
			// the word break of the scripts written without spaces
			// (Khmer's catalogues put one after almost every word,
			// មិន​អាច​បម្រុង​ទុក); the detectors scan a view without it
			b.WriteRune(r)
		case hidden(r):
			// dropped: it has no visible form
		case fold.Space(r):
			// French writes "délai dépassé :" with a (narrow) no-break
			// space, Japanese and Chinese the ideographic one: visible,
			// kept (the detectors see them as spaces, fold.go)
			b.WriteRune(r)
		case r >= 0x80 && unicode.Is(unicode.Zs, r):
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// neutral reports whether Neutralise would return s unchanged; most values
// are plain ASCII and take this fast path.
func neutral(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 && c != '\n' && c != '\t' || c == 0x7f {
				return false
			}
			i++
			continue
		}
		r, size := decodeRune(s[i:])
		if r == utf8.RuneError && size == 1 || r <= 0x9f || r == 0x2028 || r == 0x2029 || hidden(r) && !(r == 0x200c && zwnjJoins(s, i, i+size) || r == 0x200d && zwjJoins(s, i) || r == 0x200b && zwspSeparates(s, i, i+size)) || unicode.Is(unicode.Zs, r) && !fold.Space(r) {
			return false
		}
		i += size
	}
	return true
}

// zwnjJoins reports a ZERO WIDTH NON-JOINER at s[a:b] in the contexts
// IDNA's CONTEXTJ rule admits it (RFC 5892, appendix A.1), a letter of its
// word as Persian, Urdu and the Indic scripts write them (غیرمنتظره‌ای):
// after a virama, or between two letters of the Arabic script, which
// joins them. Elsewhere, inside Latin letters or digits, it only hides
// a split and is dropped.
func zwnjJoins(s string, a, b int) bool {
	p, _ := utf8.DecodeLastRuneInString(s[:a])
	n, _ := decodeRune(s[b:])
	if unicode.Is(unicode.Mn, p) && virama(p) {
		return true
	}
	return unicode.Is(unicode.Arabic, p) && letterRune(p) && unicode.Is(unicode.Arabic, n) && letterRune(n)
}

// zwspSeparates reports a ZERO WIDTH SPACE at s[a:b] beside a character of
// a script written without spaces between words (Thai, Lao, Tibetan,
// Myanmar, Khmer, New Tai Lue, Tai Tham), which marks a word's end with it
// for line breaking; a run of them counts as one (Khmer's catalogues write
// two, and one at a line's start). Between other scripts' letters or digits
// it only hides a split and is dropped.
func zwspSeparates(s string, a, b int) bool {
	p, n := rune(0), rune(0)
	for i := a; i > 0; {
		r, size := utf8.DecodeLastRuneInString(s[:i])
		if r != 0x200b {
			p = r
			break
		}
		i -= size
	}
	for i := b; i < len(s); {
		r, size := decodeRune(s[i:])
		if r != 0x200b {
			n = r
			break
		}
		i += size
	}
	return unspaced(p) || unspaced(n)
}

// unspaced reports a character of the blocks of the scripts written
// without spaces between words (Khmer's symbols and Buginese lie between
// New Tai Lue and Tai Tham).
func unspaced(r rune) bool {
	return r >= 0x0E01 && r <= 0x0FFF || r >= 0x1000 && r <= 0x109F || r >= 0x1780 && r <= 0x17FF ||
		r >= 0x1980 && r <= 0x1AAF
}

// zwjJoins reports a ZERO WIDTH JOINER at s[a:] where IDNA's CONTEXTJ
// rule admits it: after a virama, where it chooses a conjunct's form.
func zwjJoins(s string, a int) bool {
	p, _ := utf8.DecodeLastRuneInString(s[:a])
	return virama(p)
}

// virama reports the Indic scripts' vowel killers (canonical combining
// class 9), the blocks from Devanagari to Malayalam: each writes it at
// offset 0x4D of its block, and Sinhala at 0x0DCA.
func virama(r rune) bool {
	return r >= 0x0900 && r <= 0x0D7F && r&0x7F == 0x4D || r == 0x0DCA
}

// hidden reports characters without a visible form of their own: the
// Unicode format category (Cf: bidi controls, zero-width characters, the
// BOM, soft hyphen, tag characters, interlinear annotation marks, prepended
// concatenation marks) and the other default-ignorable code points
// (combining grapheme joiner, Hangul fillers, Khmer inherent vowels,
// Mongolian variation selectors, variation selectors, shorthand format
// controls, musical formatting, and the reserved default-ignorable ranges).
func hidden(r rune) bool {
	if r < 0xAD {
		return false
	}
	switch {
	case r == 0x00AD, r == 0x034F, r == 0x061C, r == 0x115F, r == 0x1160,
		r == 0x17B4, r == 0x17B5, r >= 0x180B && r <= 0x180F,
		r >= 0x200B && r <= 0x200F, r >= 0x202A && r <= 0x202E, r >= 0x2060 && r <= 0x206F,
		r == 0x3164, r >= 0xFE00 && r <= 0xFE0F, r == 0xFEFF, r == 0xFFA0, r >= 0xFFF0 && r <= 0xFFFB,
		r >= 0x1BCA0 && r <= 0x1BCA3, r >= 0x1D173 && r <= 0x1D17A,
		r >= 0xE0000 && r <= 0xE0FFF:
		return true
	}
	return unicode.Is(unicode.Cf, r)
}

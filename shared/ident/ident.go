// Package ident checks the syntax of identifiers that cross a boundary:
// project and organisation slugs, numeric ids, hex event ids and UUIDs,
// cursors and short tokens. They are loops rather than regular
// expressions: they run on every argument and every projected id, and
// compiling the equivalent expressions (bounded repeats such as {1,512}
// expand into large programs) cost milliseconds of each cold start.
package ident

// Slug reports whether s is a GlitchTip slug: a lowercase letter or digit,
// then up to 63 lowercase letters, digits, '-' or '_'.
func Slug(s string) bool {
	if len(s) == 0 || len(s) > 64 || !lowerAlnum(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !lowerAlnum(c) && c != '-' && c != '_' {
			return false
		}
	}
	return true
}

// PositiveID reports whether s is a decimal id without a leading zero, of
// 1 to 19 digits (it fits an int64).
func PositiveID(s string) bool { return len(s) > 0 && s[0] != '0' && Digits(s, 19) }

// Digits reports whether s is 1 to max decimal digits.
func Digits(s string, max int) bool { return Chars(s, 1, max, digit) }

// Hex32 reports whether s is 32 hex digits (either case); with lower, only
// lowercase ones.
func Hex32(s string, lower bool) bool {
	if lower {
		return Chars(s, 32, 32, lowerHex)
	}
	return Chars(s, 32, 32, hex)
}

// EventID reports whether s is an event id as clients write it: 32 hex
// digits or a hyphenated UUID, either case.
func EventID(s string) bool { return Hex32(s, false) || UUID(s) }

// UUID reports whether s is a hyphenated UUID (8-4-4-4-12 hex digits,
// either case).
func UUID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i := 0; i < len(s); i++ {
		switch i {
		case 8, 13, 18, 23:
			if s[i] != '-' {
				return false
			}
		default:
			if !hex(s[i]) {
				return false
			}
		}
	}
	return true
}

// Chars reports whether s is min to max bytes, each accepted by ok.
func Chars(s string, min, max int, ok func(byte) bool) bool {
	if len(s) < min || len(s) > max {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !ok(s[i]) {
			return false
		}
	}
	return true
}

// Token accepts the bytes of short technical tokens: letters, digits and
// "._+-".
func Token(c byte) bool { return alnum(c) || c == '.' || c == '_' || c == '+' || c == '-' }

// Cursor accepts the bytes of a pagination cursor: base64 and
// URL-escaped text ("+/=_%-" besides letters and digits).
func Cursor(c byte) bool {
	return alnum(c) || c == '+' || c == '/' || c == '=' || c == '_' || c == '%' || c == '-'
}

// LowerWord accepts lowercase letters and '_'.
func LowerWord(c byte) bool { return c >= 'a' && c <= 'z' || c == '_' }

// PlainText reports whether s is 1 to max characters without control
// characters, '"' or '\\' (an invalid UTF-8 byte counts as one character).
func PlainText(s string, max int) bool {
	n := 0
	for _, r := range s {
		if r < 0x20 || r == 0x7f || r == '"' || r == '\\' {
			return false
		}
		n++
	}
	return n >= 1 && n <= max
}

// Scope reports whether s is a GlitchTip token scope such as
// "project:read": lowercase letters, a colon, lowercase letters.
func Scope(s string) bool {
	i := 0
	for i < len(s) && s[i] >= 'a' && s[i] <= 'z' {
		i++
	}
	if i == 0 || i >= len(s)-1 || s[i] != ':' {
		return false
	}
	for j := i + 1; j < len(s); j++ {
		if s[j] < 'a' || s[j] > 'z' {
			return false
		}
	}
	return true
}

func digit(c byte) bool      { return c >= '0' && c <= '9' }
func lowerHex(c byte) bool   { return digit(c) || c >= 'a' && c <= 'f' }
func hex(c byte) bool        { return lowerHex(c) || c >= 'A' && c <= 'F' }
func lowerAlnum(c byte) bool { return digit(c) || c >= 'a' && c <= 'z' }
func alnum(c byte) bool      { return lowerAlnum(c) || c >= 'A' && c <= 'Z' }

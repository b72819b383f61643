package redact

import (
	"encoding/base64"
	"html"
	"strings"
	"unicode/utf8"
)

// decode undoes the encodings that let a secret or an address slip past a
// pattern: JSON and JavaScript escapes (\u0040, \x40, \"), HTML character
// references (&#64;, &commat;) and URL percent-encoding (%40, %2540). It
// runs two rounds so that one encoding nested in another is undone too. The
// decoded text is what the redactor scans and returns: it reads the same to
// a human and hides nothing.
func decode(s string) string {
	if indexByte(s, '+') >= 0 {
		s = formSpaces(s)
	}
	for round := 0; round < 2; round++ {
		before := s
		if indexByte(s, '\\') >= 0 {
			s = unescapeBackslash(s)
		}
		if indexByte(s, '&') >= 0 && indexByte(s, ';') >= 0 {
			s = html.UnescapeString(s)
		}
		if indexByte(s, '%') >= 0 {
			s = unescapePercent(s)
		}
		if s == before {
			break
		}
	}
	return s
}

// formSpaces writes as a space each '+' of a form's values, the space of
// application/x-www-form-urlencoded (Go's url.Values, urlencode,
// URLSearchParams: display=Aleksanteri+Repo&id=7), before %2B decodes to a
// '+' of its own. A form is a run of two k=v or more joined by '&' and
// holding only what those encoders leave unescaped; a raw '/' or '=' in a
// value (base64, a signature) is no form's, and a URL's query after '?'
// is the query rule's.
func formSpaces(s string) string {
	var b []byte
	a, f, eq, amps, plus, ok := 0, 0, -1, 0, false, true
	for i := 0; i <= len(s); i++ {
		c := byte(' ')
		if i < len(s) {
			c = s[i]
		}
		switch {
		case c == '=':
			ok = ok && eq < 0 && i > f
			eq = i
		case c == '&':
			ok = ok && eq >= 0
			amps++
			f, eq = i+1, -1
		case c == '+':
			ok = ok && eq >= 0
			plus = true
		case isAlnum(c) || indexByte("%-._~*!'()", c) >= 0:
		default:
			if ok && plus && eq >= 0 && amps > 0 && (a == 0 || s[a-1] != '?') {
				if b == nil {
					b = []byte(s)
				}
				for j := a; j < i; j++ {
					if b[j] == '+' {
						b[j] = ' '
					}
				}
			}
			a, f, eq, amps, plus, ok = i+1, i+1, -1, 0, false, true
		}
	}
	if b == nil {
		return s
	}
	return string(b)
}

func hexVal(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

func hexN(s string) (rune, bool) {
	var r rune
	for i := 0; i < len(s); i++ {
		v, ok := hexVal(s[i])
		if !ok {
			return 0, false
		}
		r = r<<4 | rune(v)
	}
	return r, true
}

// unescapeBackslash decodes \uXXXX (with surrogate pairs), \u{X…}, \xXX,
// \" and \/ . Other escapes (\n, \t, \\ in Windows paths) stay as written:
// decoding them would turn "C:\new" into a line break.
func unescapeBackslash(s string) string {
	var b strings.Builder
	last := 0
	for i := 0; i+1 < len(s); i++ {
		if s[i] != '\\' {
			continue
		}
		var r rune = -1
		n := 0
		switch s[i+1] {
		case '"', '/', '\'':
			r, n = rune(s[i+1]), 2
		case 'x':
			if i+4 <= len(s) {
				if v, ok := hexN(s[i+2 : i+4]); ok && v >= 0x20 && v < 0x7f {
					r, n = v, 4
				}
			}
		case 'u':
			if i+6 <= len(s) {
				if v, ok := hexN(s[i+2 : i+6]); ok {
					r, n = v, 6
					if v >= 0xD800 && v < 0xDC00 && i+12 <= len(s) && s[i+6] == '\\' && s[i+7] == 'u' {
						if lo, ok := hexN(s[i+8 : i+12]); ok && lo >= 0xDC00 && lo < 0xE000 {
							r, n = (v-0xD800)<<10|(lo-0xDC00)+0x10000, 12
						}
					}
				}
			}
			if n == 0 && i+3 < len(s) && s[i+2] == '{' {
				if end := indexByte(s[i+3:min(len(s), i+10)], '}'); end > 0 {
					if v, ok := hexN(s[i+3 : i+3+end]); ok {
						r, n = v, end+4
					}
				}
			}
		}
		if n == 0 || r < 0 || !utf8.ValidRune(r) {
			continue
		}
		b.WriteString(s[last:i])
		b.WriteRune(r)
		last = i + n
		i += n - 1
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// unescapePercent decodes runs of %XX that form valid UTF-8 of printable
// characters; anything else is left as written.
func unescapePercent(s string) string {
	var b strings.Builder
	last := 0
	for i := 0; i+2 < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		// collect a run of %XX
		var buf []byte
		j := i
		for j+2 < len(s) && s[j] == '%' {
			h, ok1 := hexVal(s[j+1])
			l, ok2 := hexVal(s[j+2])
			if !ok1 || !ok2 {
				break
			}
			buf = append(buf, h<<4|l)
			j += 3
		}
		if len(buf) == 0 || !utf8.Valid(buf) || !printable(buf) {
			continue
		}
		b.WriteString(s[last:i])
		b.Write(buf)
		last = j
		i = j - 1
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

func printable(b []byte) bool {
	for _, c := range b {
		if c < 0x20 && c != '\n' && c != '\t' || c == 0x7f {
			return false
		}
	}
	return true
}

// decodeBase64 returns the text a base64 (standard or URL alphabet, padded
// or not) run encodes, when it is mostly printable text; ok is false for
// binary data, which holds no readable secret to look for.
func decodeBase64(m string) (string, bool) {
	m = strings.TrimRight(m, "=")
	enc := base64.RawStdEncoding
	if containsChars(m, "-_") {
		enc = base64.RawURLEncoding
	}
	out, err := enc.DecodeString(m)
	if err != nil || len(out) < 6 || !utf8.Valid(out) {
		return "", false
	}
	good := 0
	for _, c := range out {
		if c >= 0x20 && c < 0x7f || c == '\n' || c == '\t' || c >= 0x80 {
			good++
		}
	}
	if good*10 < len(out)*9 {
		return "", false
	}
	return string(out), true
}

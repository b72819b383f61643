package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A firm is named after two partners by their surnames joined by a hyphen
// (Kirk-Taylor, Bentley-Perez, Батюк-Дуплій); a person with a double
// surname is written with a given name before it (Anna Kirk-Taylor) or
// after a title or a person's noun (Mr Kirk-Taylor, customer Kirk-Taylor).
// thingSpans keeps such a pair standing alone: no name word before or
// after it, and no key, title or person's noun before it.
//
// firmPair reports the pair itself: both parts capitalised words of one
// cased script, one at least a surname the names data holds (its Cyrillic
// and Greek surnames are few), and neither a common given name or one the
// data holds as a given name only (Anna-Lena, Jean-Luc are a person's).
func firmPair(w string) bool {
	a, b, ok := strings.Cut(w, "-")
	if !ok || strings.Contains(b, "-") {
		return false
	}
	surnames := 0
	for _, p := range [...]string{a, b} {
		r, _ := utf8.DecodeRuneInString(p)
		if utf8.RuneCountInString(p) < 3 || !unicode.IsUpper(r) || !oneScript(p) || orgFirstName(p) {
			return false
		}
		if surnameData(strings.ToLower(p)) {
			surnames++
		}
	}
	ra, _ := utf8.DecodeRuneInString(a)
	rb, _ := utf8.DecodeRuneInString(b)
	return surnames > 0 && scriptOf(ra) == scriptOf(rb)
}

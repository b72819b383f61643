// A message quoted right after its error code is the system's description
// of that code, in the user's locale (NSError's Code=-1009 "Die
// Internetverbindung scheint offline zu sein.", errno 28 "No space left on
// device"): its words are judged, but its prose, in whatever language, is
// no one's text.

package redact

import "strings"

// codedMessageBefore reports an opening quote at s[q] right after an error
// code's number: Code=-1009 ", errno 28 ", error_code: 42 ".
func codedMessageBefore(s string, q int) bool {
	j := q
	for j > 0 && s[j-1] == ' ' && q-j < 2 {
		j--
	}
	d := j
	for d > 0 && isDigit(s[d-1]) && j-d < 12 {
		d--
	}
	if d == j {
		return false
	}
	if d > 0 && s[d-1] == '-' {
		d--
	}
	if d == 0 || indexByte("= :", s[d-1]) < 0 {
		return false
	}
	d--
	for d > 0 && s[d-1] == ' ' && s[d] != ' ' {
		d--
	}
	k := d
	for k > 0 && d-k < 16 && (isLetter(s[k-1]) || s[k-1] == '_') {
		k--
	}
	w := strings.ToLower(s[k:d])
	return hasSuffix(w, "code") || w == "errno" || w == "error" || w == "err" || w == "status"
}

// speaksInPerson reports a text in which somebody speaks of themselves or
// of the people around them (firstPerson): no system's description.
func speaksInPerson(v string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return r == ' ' || r == ',' || r == '.' || r == '!' || r == '?' }) {
		if firstPerson[w] {
			return true
		}
	}
	for _, w := range cjkFirstPerson {
		if contains(v, w) {
			return true
		}
	}
	return false
}

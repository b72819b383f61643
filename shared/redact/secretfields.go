package redact

import "strings"

// fieldValues masks a value whose field is named on the line above it, as
// validation and binding errors write a record, when the field names a
// credential, whatever the value looks like: pydantic's location and
// input_value, Spring Boot's Property and Value.
//
//	database.password
//	  String should have at least 12 characters [type=string_too_short, input_value='…', input_type=str]
//	Property: app.payments.api-key
//	Value: "…"
func fieldValues(sc *scan, mark string, ownLine bool) {
	s := sc.s
	eachAfter(s, mark, func(a int) int {
		// the two lines are looked for close by: a crafted text of marks
		// is read in linear time
		from := max(0, a-256)
		ls := lastIndexByte(s[from:a], '\n') + from
		if ls < from+1 || ownLine && strings.TrimSpace(s[ls:a]) != strings.TrimSpace(mark) {
			return a
		}
		e := indexByte(s[a:min(len(s), a+256)], '\n')
		if e < 0 {
			e = min(len(s), a+256)
		} else {
			e += a
		}
		if a < e && (s[a] == '\'' || s[a] == '"') {
			q := s[a]
			if c := indexByte(s[a+1:e], q); c >= 0 {
				e = a + 1 + c
			}
			a++
		}
		field := strings.TrimSpace(trimPrefix(strings.TrimSpace(s[lastIndexByte(s[from:ls], '\n')+from+1:ls]), "Property:"))
		if a < e && keyClass(field[strings.LastIndexAny(field, ". ")+1:]) == "cred" {
			sc.add(a, e, phSecret)
		}
		return e
	})
}

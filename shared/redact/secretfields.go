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
		ls := strings.LastIndexByte(s[:a], '\n')
		if ls < 1 || ownLine && strings.TrimSpace(s[ls:a]) != strings.TrimSpace(mark) {
			return a
		}
		e := a + strings.IndexByte(s[a:]+"\n", '\n')
		if q := s[a]; q == '\'' || q == '"' {
			e = a + 1 + strings.IndexByte(s[a+1:e]+string(q), q)
			a++
		}
		field := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(s[strings.LastIndexByte(s[:ls], '\n')+1:ls]), "Property:"))
		if keyClass(field[strings.LastIndexAny(field, ". ")+1:]) == "cred" {
			sc.add(a, e, phSecret)
		}
		return e
	})
}

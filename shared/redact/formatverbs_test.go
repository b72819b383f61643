package redact

import "testing"

// TestFormatVerbGluedToRandom: a format verb glued to a random run is no
// format string, and the value holding it is judged as a password; a
// format string's verbs beside units, words, other verbs and a percent
// escape keep it a program's.
func TestFormatVerbGluedToRandom(t *testing.T) {
	checkProse(t, []proseCase{
		{"init_value: Waarde 'l%i0k4cw:' is ongeldig.", []string{"l%i0k4cw"}, []string{"is ongeldig"}},
		{"import skipped 'ab%s9xkp2lm!' (duplicate)", []string{"ab%s9xkp2lm"}, []string{"(duplicate)"}},
		{"bad format 'user_%s_%d!x' here", nil, []string{"user_%s_%d!x"}},
		{"strftime('%Y%m%dT%H%M%S') failed", nil, []string{"%Y%m%dT%H%M%S"}},
		{"printf('%dms elapsed %sKB!')", nil, []string{"%dms elapsed %sKB!"}},
		{"got '%E2%80%99Hello!'", nil, []string{"%E2%80%99Hello!"}},
	})
}

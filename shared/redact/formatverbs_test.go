package redact

import (
	"strings"
	"testing"
)

// TestFormatVerbGluedToRandom: a format verb glued to a random run is no
// format string, and the value holding it is judged as a password; a
// format string's verbs beside units, words, other verbs and a percent
// escape keep it a program's.
func TestFormatVerbGluedToRandom(t *testing.T) {
	for _, tc := range []struct{ in, kept, masked string }{
		{"init_value: Waarde 'l%i0k4cw:' is ongeldig.", "is ongeldig", "l%i0k4cw"},
		{"import skipped 'ab%s9xkp2lm!' (duplicate)", "(duplicate)", "ab%s9xkp2lm"},
		{"bad format 'user_%s_%d!x' here", "user_%s_%d!x", ""},
		{"strftime('%Y%m%dT%H%M%S') failed", "%Y%m%dT%H%M%S", ""},
		{"printf('%dms elapsed %sKB!')", "%dms elapsed %sKB!", ""},
		{"got '%E2%80%99Hello!'", "%E2%80%99Hello!", ""},
	} {
		got, _ := New().String(tc.in)
		if tc.kept != "" && !strings.Contains(got, tc.kept) {
			t.Errorf("%q -> %q: %q lost", tc.in, got, tc.kept)
		}
		if tc.masked != "" && strings.Contains(got, tc.masked) {
			t.Errorf("%q -> %q: %s not masked", tc.in, got, tc.masked)
		}
	}
}

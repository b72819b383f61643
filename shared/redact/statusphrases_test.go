package redact

import (
	"strings"
	"testing"
)

// TestStatusPhrases: an HTTP status's own reason phrase after its code is
// kept, whatever its words read as; the same words after another code or
// none, and a name after the phrase, are judged as ever.
func TestStatusPhrases(t *testing.T) {
	for _, tc := range []struct{ in, kept, masked string }{
		{"upstream answered 303 See Other after 3 retries", "303 See Other after", ""},
		{"HTTP/1.1 303 see other", "303 see other", ""},
		{"upstream answered 200 See Other", "", "See Other"},
		{"got See Other", "", "See Other"},
		{"HTTP/1.1 418 I'm a teapot from Olivia Martin", "418 I'm a teapot from", "Olivia Martin"},
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

package redact

import (
	"strings"
	"testing"
)

// TestDamageGone: a sanitizer's register before a wrapped line is no
// wrapped secret; a secret its logger wrapped stays masked.
func TestDamageGone(t *testing.T) {
	for _, tc := range []struct{ in, kept, masked string }{
		{"==41277==ERROR: AddressSanitizer: heap-use-after-free at pc 0x55d1a2f3c4e5 bp 0x7ffd41277000 sp 0x7ffd41276ff8\nREAD of size 4 at 0x602000000010 thread T0", "sp 0x7ffd41276ff8\nREAD of size 4", ""},
		{"token: xK9mQ2vL8pR4tW7nB3cF6hJ1\nsD5gA0eY2uI8oP", "", "sD5gA0eY2uI8oP"},
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

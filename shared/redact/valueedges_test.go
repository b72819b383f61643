package redact

import (
	"strings"
	"testing"
)

// TestDamageGone: a sanitizer's register before a wrapped line and a
// key opening the next line are no wrapped secret; a secret its logger
// wrapped stays masked.
func TestDamageGone(t *testing.T) {
	for _, tc := range []struct{ in, kept, masked string }{
		{"==41277==ERROR: AddressSanitizer: heap-use-after-free at pc 0x55d1a2f3c4e5 bp 0x7ffd41277000 sp 0x7ffd41276ff8\nREAD of size 4 at 0x602000000010 thread T0", "sp 0x7ffd41276ff8\nREAD of size 4", ""},
		{"token: xK9mQ2vL8pR4tW7nB3cF6hJ1\nsD5gA0eY2uI8oP", "", "sD5gA0eY2uI8oP"},
		// an environment dump: the next line's key is the next field, not
		// a wrapped secret's tail
		{"CI_PIPELINE_ID=44120\nCI_JOB_NAME=test:integration:postgres", "CI_PIPELINE_ID=44120\nCI_JOB_NAME=test:integration:postgres", ""},
		{"env:\n  GITHUB_SHA=9c1e4f7a2b3d5e6f708192a3b4c5d6e7f8091a2b\n  GITHUB_RUN_ID=8812231044", "GITHUB_SHA=9c1e4f7a2b3d5e6f708192a3b4c5d6e7f8091a2b\n  GITHUB_RUN_ID=8812231044", ""},
		{"api_key=xK9mQ2vL8pR4tW7nB3cF6hJ1sD5gA0eY\nDEBUG=1", "DEBUG=1", "xK9mQ2vL8pR4tW7nB3cF6hJ1sD5gA0eY"},
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

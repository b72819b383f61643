package redact

import (
	"strings"
	"testing"
)

// TestOwnModules: a word that names a module the event cites by host,
// path and version is kept; a person's name beside a module, or under a
// path with no host or no version, stays masked.
func TestOwnModules(t *testing.T) {
	for _, tc := range []struct{ in, kept, masked string }{
		{"WARN Hugo module github.com/google/docsy@v0.11.0 requires Hugo extended; Docsy SCSS will not be built", "Docsy SCSS", ""},
		{"WARN module github.com/omartin/olivia@v1.2.0 failed; ask Olivia Martin", "", "Martin"},
		{"clone /home/olivia/src@v2 failed for Olivia", "", "for Olivia"},
		{"WARN module github.com/google/docsy@v0.11.0 failed; ask Kowalczyk", "", "Kowalczyk"},
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

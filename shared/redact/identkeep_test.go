package redact

import (
	"strings"
	"testing"
)

// A go.sum digest whose base64 starts as a vendor's prefix does, and an
// image's tag of digits alone, are identifiers a triager compares: they
// stay, while the same token outside h1: and the same digits outside an
// image's reference go.
func TestDigestAndImageTagKept(t *testing.T) {
	r := New()
	for _, in := range []string{
		"verifying module: checksum mismatch\n\tdownloaded: h1:AC2rKKJDviGZpTF8yF8eEbBlndHrZx3ErffCH7uase4=",
		"image acme/api:76669345 not found",
		"pulling registry.example.com/team/web:20240611 failed",
		`failed to pull "ghcr.io/acme/worker:12345678"`,
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("%q changed:\n got %q", in, got)
		}
	}
	for _, c := range []struct{ in, secret string }{
		{"token AC2rKKJDviGZpTF8yF8eEbBlndHrZx3ErffCH7uase4X", "AC2rKKJDviGZpTF8yF8eEbBlndHrZx3ErffCH7uase4X"},
		{"customer phone acme:76669345 not found", "76669345"},
		{"call acme/api.v2:76669345 failed", "76669345"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.secret) {
			t.Errorf("%q: the value stayed: %q", c.in, got)
		}
	}
}

package redact

import (
	"strings"
	"testing"
)

// TestBarcodesNoCards: a Luhn-valid run that no card network issues under
// (0, 7, 8, 9: books and barcodes) or a valid EAN-13 in a text about
// barcodes is no card, and a number a technical word explains through a
// colon (gRPC's limit: size) is no one's; cards and numbers elsewhere are
// still masked.
func TestBarcodesNoCards(t *testing.T) {
	r := New()
	for _, c := range []struct {
		in     string
		masked []string
	}{
		{"ERROR 1062 (23000): Zduplikowane wejście '5901234123457' dla klucza 'produkty.uk_ean'", nil},
		{"ERROR 1062 (23000): Duplicate entry '5901234123457' for key 'products.uk_ean'", nil},
		{"isbn 9780306406157 not found", nil},
		{"io.grpc.StatusRuntimeException: RESOURCE_EXHAUSTED: gRPC message exceeds maximum size 4194304: 6291552", nil},
		// masked
		{"order 5901234123457 for the ocean view", []string{"5901234123457"}},
		{"charge failed for 4111 1111 1111 1111", []string{"4111 1111 1111 1111"}},
		{"pan=5555555555554444 (ean 4006381333931)", []string{"5555555555554444"}},
		{"customer 4194304: 6291552", []string{"6291552"}},
	} {
		got, _ := r.String(c.in)
		if c.masked == nil && got != c.in {
			t.Errorf("%q -> %q, want it unchanged", c.in, got)
		}
		for _, m := range c.masked {
			if strings.Contains(got, m) {
				t.Errorf("%q -> %q, want %q masked", c.in, got, m)
			}
		}
	}
}

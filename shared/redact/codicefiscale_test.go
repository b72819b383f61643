package redact

import (
	"glitchtip-mcp/shared/redact/checkdigit"
	"testing"
)

// TestCodiceFiscale: a codice fiscale is masked wherever it stands when its
// check letter holds; the same shape with a wrong check letter, and
// identifiers of sixteen capitals and digits, are kept.
func TestCodiceFiscale(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"GGLLGN07A20B860Z", true},
		{"RSSMRA85T10A562S", true},
		{"GGLLGN07A20B860A", false}, // the check letter is wrong
		{"GGLLGN07X20B860Z", false}, // X is no month
		{"ABCDEF0123456789", false},
		{"GGLLGN07A20B860", false},
	} {
		if got := checkdigit.CodiceFiscale(c.in); got != c.want {
			t.Errorf("codiceFiscale(%q) = %v, want %v", c.in, got, c.want)
		}
	}
	r := New()
	for _, c := range []struct{ in, want string }{
		{"LookupError: no taxpayer record for GGLLGN07A20B860Z (while saving)", "LookupError: no taxpayer record for [national-id] (while saving)"},
		{"cf=RSSMRA85T10A562S rejected", "cf=[national-id] rejected"},
		{"build GGLLGN07A20B860A failed (while saving)", "build GGLLGN07A20B860A failed (while saving)"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}

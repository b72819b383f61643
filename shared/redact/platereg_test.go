package redact

import (
	"strings"
	"testing"
)

// TestRegKeyPlates: a plate under reg (the British register number,
// reg_no, regnr) is masked; a CPU register, a regex or a region under the
// same key stays.
func TestRegKeyPlates(t *testing.T) {
	r := New()
	for _, c := range []struct {
		in, value string
		masked    bool
	}{
		{"vehicle lookup failed: reg=AB12CDE status=404", "AB12CDE", true},
		{"vehicle lookup failed: reg_no=5-VPT-52", "5-VPT-52", true},
		{"fleet sync: regnr=ABC123 unknown", "ABC123", true},
		{"warning: reg=R15D clobbered", "R15D", false},
		{"dump: reg=XMM12 value=0x0", "XMM12", false},
		{"regex compile failed: reg=\"^[A-Z]+$\"", "^[A-Z]+$", false},
		{"deploy to reg=eu-west-1 failed", "eu-west-1", false},
	} {
		got, _ := r.String(c.in)
		if strings.Contains(got, c.value) == c.masked {
			t.Errorf("%q -> %q: masked %v, want %v", c.in, got, !c.masked, c.masked)
		}
	}
}

// TestStreetSuffixesDutch: a Dutch or Swedish street name written as one
// word with its type (Lievehof, Molenpad, Kerkbaan, Zeedijk, Storgränd) and
// a house number is an address; the same words without a number, or a
// product and its version, stay.
func TestStreetSuffixesDutch(t *testing.T) {
	r := New()
	for _, c := range []struct {
		in, value string
		masked    bool
	}{
		{"Error: GeocodingError: no result for address \"Lievehof 8\"", "Lievehof", true},
		{"KeyError: 'Molenpad 12'", "Molenpad", true},
		{"tasks.notify(27607, 'Kerkbaan 4a')", "Kerkbaan", true},
		{"no result for address \"Zeedijk 101\"", "Zeedijk", true},
		{"no result for address \"Storgränd 7\"", "Storgränd", true},
		{"unsupported platform Windows 10", "Windows 10", false},
		{"Python 3 required", "Python 3", false},
	} {
		got, _ := r.String(c.in)
		if strings.Contains(got, c.value) == c.masked {
			t.Errorf("%q -> %q: masked %v, want %v", c.in, got, !c.masked, c.masked)
		}
	}
}

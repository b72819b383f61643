package redact

import "testing"

// TestDVLALicences: Great Britain's driving licence number goes wherever
// it stands; sixteen characters of another shape (a month past 12 or 62,
// digits where the surname's letters stand) stay.
func TestDVLALicences(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"DVLA licence check failed for MORGA753116SM9IJ: licence revoked", "DVLA licence check failed for [national-id]: licence revoked"},
		{"driver_licence=JONE9561200AB9CD rejected", "driver_licence=[national-id] rejected"},
		// kept
		{"build ABCDE713116SM9IJ failed", ""},
		{"order 12345753116SM9IJ not found", ""},
	} {
		want := c.want
		if want == "" {
			want = c.in
		}
		if got, _ := r.String(c.in); got != want {
			t.Errorf("%q -> %q, want %q", c.in, got, want)
		}
	}
}

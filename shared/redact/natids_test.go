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

// TestAlbanianNIDs: Albania's personal number (a decade's letter, a birth
// date with a woman's month plus 50, three digits and a check letter)
// goes wherever it stands; ten characters of another shape (a month past
// 12 or 62, a day past 31, a digit where a letter stands) or inside a
// longer token stay.
func TestAlbanianNIDs(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"Gabim: Numri personal I95208117K nuk u gjet.", "Gabim: Numri personal [national-id] nuk u gjet."},
		{"nid=L01115042F rejected by the registry", "nid=[national-id] rejected by the registry"},
		// kept
		{"build B21315042F failed", ""},
		{"build B20145042F failed", ""},
		{"sku B201150427 restocked", ""},
		{"asset X-B20115042F moved", ""},
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

package redact

import "testing"

// TestSharedAddressSpace: an address of RFC 6598's shared space
// (100.64/10, a carrier's subscriber or a mesh VPN's device) is a user's
// and goes, as a public one does; the private ranges a network's inside
// uses stay.
func TestSharedAddressSpace(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"Meter SM-2231 owner's home router 100.64.12.9 unreachable", "Meter SM-2231 owner's home router [ip] unreachable"},
		{"cookie reused from 100.127.255.1 for profile 90340", "cookie reused from [ip] for profile 90340"},
		// kept: private ranges, and 100.x outside the shared space
		{"upstream 10.0.77.14:8080 refused the connection", ""},
		{"dial tcp 192.168.178.44:5432: i/o timeout", ""},
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

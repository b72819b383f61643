package redact

import "testing"

// TestPathOwners: a folder under a folder of users' files is an account's
// name; numbers, dates and folders programs make are kept.
func TestPathOwners(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{`open() "/var/www/uploads/tomwhite/avatar.png" failed`, `open() "/var/www/uploads/[user]/avatar.png" failed`},
		{`open() "/var/www/uploads/li06/avatar.png" failed`, `open() "/var/www/uploads/[user]/avatar.png" failed`},
		// (a handle in Latin with marks joined by a dot is a value wherever
		// it stands, judged before the folder's rule names it a user)
		{`open() "/var/www/uploads/hà.hoàng/avatar.png" failed`, `open() "/var/www/uploads/[value]/avatar.png" failed`},
		// kept
		{`open() "/var/www/uploads/images/avatar.png" failed`, `open() "/var/www/uploads/images/avatar.png" failed`},
		{`open() "/var/www/uploads/2024/03/a.png" failed`, `open() "/var/www/uploads/2024/03/a.png" failed`},
		{`open() "/srv/app/public/uploads/cache/x.png" failed`, `open() "/srv/app/public/uploads/cache/x.png" failed`},
		{`open() "/var/www/uploads/thumbnails/x.png" failed`, `open() "/var/www/uploads/thumbnails/x.png" failed`},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}

package redact

import "testing"

// TestJoinedNames: a handle whose one part a rule masked as a name is
// masked whole, in any script; a patronymic's word goes with the name; a
// file's extension, a path and words joined to no name stay.
func TestJoinedNames(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"could not be assigned to лука.ануфриевич.зуев (inactive)", "could not be assigned to [name] (inactive)"},
		{"provision --name=սիրարփի-աբգարյան --dry-run", "provision --name=[name] --dry-run"},
		{`Undefined array key "يزيد-الكناني"`, `Undefined array key "[name]"`},
		{"usermod: пайдаланушы 'Айнаша Әуез ұлы' жоқ болып тұр", "usermod: пайдаланушы '[value]' жоқ болып тұр"},
		// kept: no name beside the joiner
		{"upload failed for order-service.tar.gz", "upload failed for order-service.tar.gz"},
		{"cannot open /var/lib/orion/cache.db", "cannot open /var/lib/orion/cache.db"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q\n  -> %q\n want %q", c.in, got, c.want)
		}
	}
	for _, c := range []struct {
		s    string
		a, b int
		wa   int
		wb   int
	}{
		{"x anna.pdf", 2, 6, 2, 6},     // an extension is no name part
		{"/home/x-anna", 8, 12, 8, 12}, // x after a path's slash: no joined name
		{"to jan-kowalski ok", 7, 15, 3, 15},
	} {
		if a, b := joinedLeft(c.s, c.a), joinedRight(c.s, c.b); a != c.wa || b != c.wb {
			t.Errorf("%q [%d,%d]: [%d,%d], want [%d,%d]", c.s, c.a, c.b, a, b, c.wa, c.wb)
		}
	}
}

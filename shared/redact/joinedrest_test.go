package redact

import "testing"

// TestJoinedNameRest: a handle whose one part a rule masked as a name is
// masked whole (detectNameRest), in a script without case too after a
// hyphen, and after a dot a part of four letters of an alphabet other than
// ASCII's (лука); a file's extension, a path and words joined to no name
// stay.
func TestJoinedNameRest(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"could not be assigned to лука.ануфриевич.зуев (inactive)", "could not be assigned to [name] (inactive)"},
		{"provision --name=սիրարփի-աբգարյան --dry-run", "provision --name=[name] --dry-run"},
		{`Undefined array key "يزيد-الكناني"`, `Undefined array key "[name]"`},
		// kept: no name beside the joiner
		{"upload failed for order-service.tar.gz", "upload failed for order-service.tar.gz"},
		{"cannot open /var/lib/orion/cache.db", "cannot open /var/lib/orion/cache.db"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q\n  -> %q\n want %q", c.in, got, c.want)
		}
	}
}

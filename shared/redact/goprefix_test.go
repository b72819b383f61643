package redact

import "testing"

// A Go error's package prefix (os/user's "user:", archive/zip's "zip:")
// before one of the package's exported names and the rest of its message
// is no user's or postcode's key; a login or a postcode in the same place
// is still masked, and so is the name after the same key anywhere else.
func TestGoPackageMessage(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"user: LookupGroup not implemented on android", "user: LookupGroup not implemented on android"},
		{"user: LookupGroupId not implemented on android", "user: LookupGroupId not implemented on android"},
		{"user: LookupId not implemented on android", "user: LookupId not implemented on android"},
		{"zip: FileHeader.Extra too long", "zip: FileHeader.Extra too long"},
		{"zip: Writer.Comment too long", "zip: Writer.Comment too long"},
		{"user: alice not implemented on android", "user: [name] not implemented on android"},
		{"user: JohnSmith not found", "user: [name] not found"},
		{"user: MarkWalker not found", "user: [name] not found"}, // code words, but a given name then a surname
		{"user: Max.Ray not found", "user: [user] not found"},
		{"user: DarkKnight not found", "user: [name] not found"},
		{"user: LookupGroup", "user: [name]"},                                     // no message after it
		{"User: LookupGroup not found", "User: [name] not found"},                 // no package's name
		{"failed: user: LookupGroup not found", "failed: user: [name] not found"}, // not the text's prefix
		{"zip: 90210 too long", "zip: [redacted] too long"},
		{"zip: SW1A.1AA too long", "zip: [value] too long"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("String(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

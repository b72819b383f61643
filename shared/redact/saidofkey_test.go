package redact

import "testing"

// What a sentence says of a credential's key after "is" (a number's zero)
// and a value of one character are no credential's value; a password in
// the same place is still masked.
func TestSaidOfKeyForms(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"ecdsa: private key is zero", "ecdsa: private key is zero"},
		{"ecdsa: invalid signature: r is zero", "ecdsa: invalid signature: r is zero"},
		{"ecdsa: private key is zero42", "ecdsa: private key is [redacted]"},
		{"ecdsa: invalid signature: k9Fq is zero", "ecdsa: invalid signature: [redacted] is zero"},
		{"password: ab", "password: ab"}, // as before: two letters are kept
		{"pwd is hunter2 for reading files", "pwd is [redacted] for reading files"},
		{"password is only horse battery staple", "password is [redacted]"},
		{"password is zero cool now", "password is [redacted]"}, // a passphrase goes on
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("String(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

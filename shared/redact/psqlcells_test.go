package redact

import "testing"

// TestPsqlPasswordColumn: a psql table's cell under a password's column is
// masked whatever its punctuation; an empty or NULL cell stays.
func TestPsqlPasswordColumn(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"export aborted\n id | passphrase | status\n----+------+-----\n 7 | m4k9:zq2;wT | locked", "export aborted\n id | passphrase | status\n----+------+-----\n 7 | [secret] | locked"},
		// kept
		{"x\n id | password_hash | status\n----+------+-----\n 1 | NULL | locked", "x\n id | password_hash | status\n----+------+-----\n 1 | NULL | locked"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}

package redact

import "testing"

// TestCLIVariables: a password glued to -p that begins with $ or % is
// masked unless it is a variable's name as a whole; a colon after the
// argument is the message's.
func TestCLIVariables(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"mysql -u app -p%Hq7Rz$9kLm@2 -h db.internal", "mysql -u app -p[redacted] -h db.internal"},
		// kept
		{"mysql -u app -p$DB_PASS -h db", "mysql -u app -p$DB_PASS -h db"},
		{"mysql -u app -p%DB_PASS% -h db", "mysql -u app -p%DB_PASS% -h db"},
		{"mysql -u app -p${DB_PASS} -h db", "mysql -u app -p${DB_PASS} -h db"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}

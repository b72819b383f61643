package redact

import "testing"

// TestProcessRows: a ps aux row's user is masked when it is a person's
// account, and its pid, percentages and sizes stay; a system account's row
// stays whole.
func TestProcessRows(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"postgres  1201  0.3  4.1 412345 98765 ?  Ss 09:00 1:02 postgres: checkpointer",
			"mkowalski  4412  0.0  1.2 123456 45678 pts/0 S+ 10:12 0:00 python app.py", "mkowalski"},
		{"www-data   991  1.5  0.8 223344 11223 ?  S  09:01 0:10 nginx: worker process",
			"USER PID %CPU\nolena.k 77 12.5 3.0 99812 23456 pts/2 R 11:00 0:42 node server.js", "olena"},
	})
	r := New()
	in := "mkowalski  4412  0.0  1.2 123456 45678 pts/0 S+ 10:12 0:00 python app.py"
	if got, _ := r.String(in); got != "[value]  4412  0.0  1.2 123456 45678 pts/0 S+ 10:12 0:00 python app.py" {
		t.Errorf("String(%q) = %q, want only the user masked", in, got)
	}
}

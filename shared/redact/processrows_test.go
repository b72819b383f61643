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
		// top's rows: the pid first, the user second
		{"  PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND\n 1234 root      20   0  162304  10240   8192 S   0.3   0.1   0:01.23 systemd",
			"  PID USER      PR  NI    VIRT    RES  %CPU %MEM COMMAND\n 8812 hwatanabe 20   0   12.4g   9.8g 398.0 61.2 java", "hwatanabe"},
	})
	r := New()
	in := "mkowalski  4412  0.0  1.2 123456 45678 pts/0 S+ 10:12 0:00 python app.py"
	if got, _ := r.String(in); got != "[value]  4412  0.0  1.2 123456 45678 pts/0 S+ 10:12 0:00 python app.py" {
		t.Errorf("String(%q) = %q, want only the user masked", in, got)
	}
	in = " 4412 mkowalski 20   0 3.2g 1.1g 20m R 99.0 12.5 10:11.00 node"
	if got, _ := r.String(in); got != " 4412 [value] 20   0 3.2g 1.1g 20m R 99.0 12.5 10:11.00 node" {
		t.Errorf("String(%q) = %q, want only the user masked", in, got)
	}
}

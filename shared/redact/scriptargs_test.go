package redact

import "testing"

// TestScriptArgs: a script's positional argument that no knowledge holds
// is a value (the login a job runs for); flags, paths, dates, numbers and
// known words or compounds are the job's own and stay, and so does a line
// that runs no script.
func TestScriptArgs(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"./sync.sh tkowalczyk /srv/data 2026-10-01", "./sync.sh [value] /srv/data 2026-10-01"},
		{"$ bash export.sh jdurand --dry-run", "$ bash export.sh [value] --dry-run"},
		{"python3 bin/rotate.py --since 2026-01 ahmadi_r", "python3 bin/rotate.py --since 2026-01 [value]"},
		// kept
		{"./deploy.sh staging eu-west-1 --force", ""},
		{"./run.sh worker restart 3", ""},
		{"./import.sh --user admin /tmp/in.csv", ""},
		{"sync.sh failed at step 3 for unit", ""},
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

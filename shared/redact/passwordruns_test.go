package redact

import "testing"

// TestPasswordRuns: a password whose own symbols (; , = ) would end a
// key's value is judged as its whole run where a key's value stands (after
// "key: ", after a key's "=", after a key in another alphabet), and the
// quoted strings of a run a key in another alphabet cut are judged.
// Headers, formulas, regular expressions, a key inside the run and a
// message's prefix are kept.
func TestPasswordRuns(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"record rejected:\n  กุญแจ: qw#e;{!r7t\n  retries: 3", "record rejected:\n  กุญแจ: [secret]\n  retries: 3"},
		{"record rejected:\n  ключ: uv&b;,k9:mp\n  retries: 3", "record rejected:\n  ключ: [secret]\n  retries: 3"},
		{"sync failed\n  slot: kd_7*w3rn=\n  retries: 3", "sync failed\n  slot: [secret]\n  retries: 3"},
		{`{"암호문":"Wq3=/Rt8#z","retries":3}`, `{"암호문":"[secret]","retries":3}`},
		// kept
		{"solver: f(x)=(y+1) diverged", "solver: f(x)=(y+1) diverged"},
		{"Accept: text/html,application/xml;q=0.9,*/*;q=0.8", "Accept: text/html,application/xml;q=0.9,*/*;q=0.8"},
		{`regex compile failed: reg="^[A-Z]+$"`, `regex compile failed: reg="^[A-Z]+$"`},
		{"ОШИБКА: база недоступна", "ОШИБКА: база недоступна"},
		{"ключ==42 status=failed", "ключ==42 status=failed"},
		{"ERROR config: Bookstore:'9kzqmhgtr8zwj26z", "ERROR config: Bookstore:'[secret]"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}

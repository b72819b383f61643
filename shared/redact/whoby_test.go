package redact

import "testing"

// TestWhoAndByKeys: "who" is a person's key, and "by" alone is one as a
// flag or a quoted value's key: the login after them is an account,
// whatever words it splits into; a field's name after "by", "by:" in
// prose and a full name written after "who" are judged as before.
func TestWhoAndByKeys(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{`Cannot run program "/opt/tools/bin/enroll" --by sandrakovalenka --batch`, `Cannot run program "/opt/tools/bin/enroll" --by [value] --batch`},
		{"provision --who elif.karabulut --dry-run", "provision --who [value] --dry-run"},
		{`invalid options {"by" => "mariaolsson", "retries" => 3}`, `invalid options {"by" => "[value]", "retries" => 3}`},
		{"Array\n(\n    [who] => Olivia Martin\n)", "Array\n(\n    [who] => [name]\n)"},
		// kept: a field, a setting, prose
		{`invalid options {"by" => "created_at", "order" => "desc"}`, `invalid options {"by" => "created_at", "order" => "desc"}`},
		{"usage: report --by region --since 2024-01-01", "usage: report --by region --since 2024-01-01"},
		{"You can address this by: 1. Ensuring your database is available", "You can address this by: 1. Ensuring your database is available"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q\n  -> %q\n want %q", c.in, got, c.want)
		}
	}
}

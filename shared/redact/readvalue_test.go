package redact

import (
	"strings"
	"testing"
)

// TestTokenHeaderValues: an X- key header's value and a bearer or basic
// credential are one token: what follows them (the quote that closes
// curl's -H, the URL after it) stays; a cookie's value, which holds
// spaces and quotes, is masked to the line's end.
func TestTokenHeaderValues(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{`curl -H "X-Api-Key: 8c1f9a2e7b3d4c5f" https://api.internal/v1`, "8c1f9a2e7b3d4c5f", `" https://api.internal/v1`},
		{`curl -H "Authorization: Bearer abc123def456ghi789" https://x.io/v2/orders`, "abc123def456ghi789", `" https://x.io/v2/orders`},
		{`Cookie: session="abc def"; theme=dark`, "abc def", "Cookie: "},
	})
}

// TestLogfmtValues: in a line of key=value pairs an unquoted value runs to
// the next key (a name of two words, one of them a dictionary's), and a
// name after a person's key goes on over capitals of any cased script and
// over the words of a script without capitals; words after a value that no
// key follows are the line's own, and keep.
func TestLogfmtValues(t *testing.T) {
	for _, tc := range []struct{ in, kept, masked string }{
		{"name=Angel Flores status=failed", "status=failed", "Flores"},
		{"level=info name=Angel Smith status=failed", "status=failed", "Smith"},
		{"first_name=Ισμήνη Ξένου status=failed", "status=failed", "Ξένου"},
		{"презиме=กะดิรัตน์ ธรรมเมธา status=failed", "status=failed", "ธรรมเมธา"},
		{"الاسمالأول=نور الهدى ال الغرير status=failed", "status=failed", "الغرير"},
		{"성=희영 노 status=failed", "status=failed", "희영"},
		{"user=bob failed to log in", "failed to log in", "bob"},
		{"msg=request completed duration=3ms", "msg=request completed duration=3ms", ""},
		{"err=connection refused host=db.internal", "err=connection refused host=db.internal", ""},
	} {
		got, _ := New().String(tc.in)
		if tc.kept != "" && !strings.Contains(got, tc.kept) {
			t.Errorf("%q -> %q: %q lost", tc.in, got, tc.kept)
		}
		if tc.masked != "" && strings.Contains(got, tc.masked) {
			t.Errorf("%q -> %q: %s not masked", tc.in, got, tc.masked)
		}
	}
}

// TestCredValueMarks: a password's value goes on over the marks that end
// other values (& | ] > ; ,) up to a space or the next pair; a mark
// before the next key=, a space or the line's end still ends it.
func TestCredValueMarks(t *testing.T) {
	for _, tc := range []struct{ in, kept, masked string }{
		{"src/app/views.py:password=8u:aH|I]6>Qgi>Y~ status=failed:41", "status=failed", "Qgi"},
		{"src/app/views.py:contrasinal=&8Z1WkUtfFYwrvMd status=failed:41", "status=failed", "8Z1WkUtfFYwrvMd"},
		{"Server=db;Password=s3cr3t;Host=x", "Server=db", "s3cr3t"},
		{"{password=hunter22, retries=3}", "retries=3}", "hunter22"},
		{"retry (token=abc123) later", ") later", "abc123"},
	} {
		got, _ := New().String(tc.in)
		if tc.kept != "" && !strings.Contains(got, tc.kept) {
			t.Errorf("%q -> %q: %q lost", tc.in, got, tc.kept)
		}
		if tc.masked != "" && strings.Contains(got, tc.masked) {
			t.Errorf("%q -> %q: %s not masked", tc.in, got, tc.masked)
		}
	}
}

package redact

import "testing"

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
	checkBothWays(t, []bothWays{
		{"name=Angel Flores status=failed", []string{"Flores"}, []string{"status=failed"}},
		{"level=info name=Angel Smith status=failed", []string{"Smith"}, []string{"status=failed"}},
		{"first_name=Ισμήνη Ξένου status=failed", []string{"Ξένου"}, []string{"status=failed"}},
		{"презиме=กะดิรัตน์ ธรรมเมธา status=failed", []string{"ธรรมเมธา"}, []string{"status=failed"}},
		{"الاسمالأول=نور الهدى ال الغرير status=failed", []string{"الغرير"}, []string{"status=failed"}},
		{"성=희영 노 status=failed", []string{"희영"}, []string{"status=failed"}},
		{"user=bob failed to log in", []string{"bob"}, []string{"failed to log in"}},
		{"msg=request completed duration=3ms", nil, []string{"msg=request completed duration=3ms"}},
		{"err=connection refused host=db.internal", nil, []string{"err=connection refused host=db.internal"}},
	})
}

// TestCredValueMarks: a password's value goes on over the marks that end
// other values (& | ] > ; ,) up to a space or the next pair; a mark
// before the next key=, a space or the line's end still ends it.
func TestCredValueMarks(t *testing.T) {
	checkBothWays(t, []bothWays{
		{"src/app/views.py:password=8u:aH|I]6>Qgi>Y~ status=failed:41", []string{"Qgi"}, []string{"status=failed"}},
		{"src/app/views.py:contrasinal=&8Z1WkUtfFYwrvMd status=failed:41", []string{"8Z1WkUtfFYwrvMd"}, []string{"status=failed"}},
		{"Server=db;Password=s3cr3t;Host=x", []string{"s3cr3t"}, []string{"Server=db"}},
		{"{password=hunter22, retries=3}", []string{"hunter22"}, []string{"retries=3}"}},
		{"retry (token=abc123) later", []string{"abc123"}, []string{") later"}},
		// a stack frame's line number after a value at the line's end
		{"src/app/views.py:X-Account: dermitzakis.charikleia:41", []string{"dermitzakis", "charikleia"}, []string{"src/app/views.py:X-Account: ", ":41"}},
		{"src/app/views.py:X-Account: searches_2027:41", []string{"searches_2027"}, []string{":41"}},
		{"src/app/views.py:state: failed:41", nil, []string{"state: failed:41"}},
		{"src/app/views.py:host: db-1.internal:41", nil, []string{"host: db-1.internal:41"}},
	})
}

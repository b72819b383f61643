package redact

import (
	"strings"
	"testing"

	"glitchtip-mcp/shared/gterr"
)

func TestRedactString(t *testing.T) {
	r := New("3f1c9a7e5b2d4f6a8c0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e")
	tests := []struct {
		name   string
		in     string
		gone   []string // must not appear in the output
		remain []string // must survive
	}{
		{"email", "invalid literal for int(): 'jane.doe@example.com'", []string{"jane.doe@example.com", "jane.doe"}, []string{"invalid literal for int()", "[email]"}},
		{"url-encoded email", "GET /v1/customers?x=1 email=jane.doe%40example.com", []string{"jane.doe%40example.com"}, []string{"[email]"}},
		{"ipv4", "connect from 198.51.100.23 refused", []string{"198.51.100.23"}, []string{"connect from", "refused", "[ip]"}},
		{"ipv6", "peer 2001:db8::8a2e:370:7334 reset", []string{"2001:db8::8a2e:370:7334"}, []string{"peer", "reset"}},
		{"ipv6 loopback is well known", "bind ::1 failed", nil, []string{"bind ::1 failed"}},
		{"jwt", "token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl expired", []string{"eyJhbGciOiJIUzI1NiJ9", "c2lnbmF0dXJl"}, []string{"expired"}},
		{"bearer", "Authorization: Bearer abcdef123456XYZ", []string{"abcdef123456XYZ"}, []string{"Authorization", "Bearer"}},
		{"basic", "Basic dXNlcjpwYXNzd29yZA==", []string{"dXNlcjpwYXNzd29yZA=="}, []string{"Basic"}},
		{"aws access key", "key AKIAIOSFODNN7EXAMPLE denied", []string{"AKIAIOSFODNN7EXAMPLE"}, []string{"denied"}},
		{"aws secret", "aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", []string{"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"}, []string{"aws_secret_access_key"}},
		{"github token", "push failed ghp_16C7e42F292c6912E7710c838347Ae178B4a", []string{"ghp_16C7e42F292c6912E7710c838347Ae178B4a"}, []string{"push failed"}},
		{"number named as a file", "at src/loyalty card 4420013378.py:41", []string{"4420013378"}, []string{"src/loyalty card", ".py:41"}},
		{"gitlab token", "glpat-xK3mP9vQ2rT8wY1zA4bC", []string{"glpat-xK3mP9vQ2rT8wY1zA4bC"}, nil},
		{"slack token", "xoxb-2222222222-abcdefghijklmnop", []string{"xoxb-2222222222-abcdefghijklmnop"}, nil},
		{"stripe key", "api_key='sk_live_FAKE0000000000000000000000'", []string{"sk_live_FAKE0000000000000000000000"}, []string{"api_key"}},
		{"pem", "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA7\n-----END RSA PRIVATE KEY----- loaded", []string{"MIIEpAIBAAKCAQEA7"}, []string{"loaded", "[private-key]"}},
		{"pem unterminated", "key: -----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC", []string{"MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"}, []string{"key:"}},
		{"url userinfo", "postgres://shop:S3cr3tPassw0rd@db.internal:5432/shop down", []string{"S3cr3tPassw0rd", "shop:S3cr3t"}, []string{"postgres://", "@db.internal:5432/shop", "down"}},
		{"an IDN host's label in another script is a thing's name", "fetch failed: https://קקפלט.example.com/api timed out", nil, []string{"https://קקפלט.example.com/api timed out"}},
		{"an IDN host stays, a name in the path does not", "fetch failed: https://קקפלט.example.com/users/יוסי_כהן timed out", []string{"יוסי_כהן"}, []string{"fetch failed:"}},
		{"url userinfo in another script keeps the host", "url=postgresql://app:קקפלט-דול-1588@db.internal:5432/orders down", []string{"קקפלט", "דול-1588"}, []string{"url=postgresql://", "@db.internal:5432/orders down"}},
		{"url userinfo in Cyrillic under a key", "dsn: https://app:кукурузка@db.internal/orders", []string{"кукурузка"}, []string{"dsn: https://", "@db.internal/orders"}},
		{"url userinfo with a raw slash and hash", "postgres://shop:p/ss#w0rd@db.internal:5432/shop down", []string{"p/ss", "ss#w0rd", "w0rd"}, []string{"postgres://", "@db.internal:5432/shop", "down"}},
		{"dsn keeps its host", "sentry dsn https://abc123def456@o1.ingest.sentry.io/42 invalid", []string{"abc123def456"}, []string{"https://", "@o1.ingest.sentry.io/42", "invalid"}},
		{"query string", "GET https://shop.example.com/api/login?next=%2Faccount&token=abc123 failed", []string{"abc123", "next=%2Faccount"}, []string{"https://shop.example.com/api/login", "failed"}},
		{"relative query", "<WSGIRequest: POST '/api/login?next=%2Faccount&token=abc123'>", []string{"abc123"}, []string{"/api/login"}},
		{"card luhn", "card 4111 1111 1111 1111 charged", []string{"4111 1111 1111 1111"}, []string{"charged", "[card]"}},
		{"card plain", "pan=4111111111111111", []string{"4111111111111111"}, nil},
		{"configured token", "auth 3f1c9a7e5b2d4f6a8c0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e rejected", []string{"3f1c9a7e5b2d4f6a8c0e1f2a3b4c5d6e"}, []string{"rejected"}},
		{"high entropy", "session q8w7e6r5t4y3u2i1o0p9a8s7d6f5g4h3 expired", []string{"q8w7e6r5t4y3u2i1o0p9a8s7d6f5g4h3"}, []string{"session", "expired"}},
		{"bidi override", "invoice\u202Egnp.exe\u202C done", []string{"\u202E", "\u202C"}, []string{"invoice", "gnp.exe", "done"}},
		{"zero width", "ad\u200Bmin\u200D\uFEFF", []string{"\u200B", "\u200D", "\uFEFF"}, []string{"admin"}},
		// a joiner spelling a word of a joining script stays; inside a
		// Latin word or a secret it goes, and the secret is seen whole
		{"joiner in a secret", "key=sk_live_\u200C4eC39HqLyjWDarjtT1zdp7dc", []string{"4eC39HqLyjWDarjtT1zdp7dc", "\u200C"}, nil},
		{"persian joiner", "خطا: فایل پیدا نمی\u200Cشود", nil, []string{"خطا: فایل پیدا نمی\u200Cشود"}},
		{"sinhala joiner", "ශ්\u200Dරී ලංකා ගොනුව සොයාගත නොහැක", nil, []string{"ශ්\u200Dරී ලංකා ගොනුව සොයාගත නොහැක"}},
		{"persian password message", "Error: رمز عبور نمی\u200Cتواند خالی باشد", nil, []string{"Error: رمز عبور نمی\u200Cتواند خالی باشد"}},
		{"c0 c1 controls", "a\x1b[31mred\x07\u0085b", []string{"\x1b", "\x07", "\u0085"}, []string{"red"}},
		{"invalid utf8", "bad \xff\xfe bytes", []string{"\xff"}, []string{"bad", "bytes"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := r.String(tc.in)
			if err != nil {
				t.Fatalf("String: %v", err)
			}
			for _, g := range tc.gone {
				if strings.Contains(got, g) {
					t.Errorf("output %q still contains %q", got, g)
				}
			}
			for _, k := range tc.remain {
				if !strings.Contains(got, k) {
					t.Errorf("output %q lost %q", got, k)
				}
			}
		})
	}
}

// Things that look a bit like secrets but are ordinary error text must
// survive, or the tool would hide the facts an engineer needs.
func TestRedactKeepsOrdinaryText(t *testing.T) {
	r := New()
	for _, in := range []string{
		"ZeroDivisionError: division by zero",
		"TypeError: Cannot read properties of undefined (reading 'price')",
		"std::vector<int>::at out of range",
		"timeout at 17:40:11 after 3 retries",
		"order 1234567890123 not found", // 13 digits, fails Luhn
		"django/core/handlers/exception.py:inner:55",
		"webpack:///src/cart/CartTotal.tsx:CartTotal:42",
		"AbstractSingletonProxyFactoryBeanConfigurationException",
		"release shop@1.4.2 in production",
		"version 1.2.3 build 20251220",
		"failed to resolve ref 123456789012.dkr.ecr.eu-west-1.amazonaws.com/shop-api:2.14.0: not found",
	} {
		got, err := r.String(in)
		if err != nil {
			t.Fatal(err)
		}
		if got != in {
			t.Errorf("ordinary text changed:\n in: %q\nout: %q", in, got)
		}
	}
}

func TestRedactRefusesOversizedValue(t *testing.T) {
	_, err := New().String(strings.Repeat("a", MaxInput+1))
	if gterr.KindOf(err) != gterr.KindRedaction {
		t.Fatalf("want KindRedaction, got %v", err)
	}
}

func TestZeroRedactorWorks(t *testing.T) {
	var r *Redactor
	got, err := r.String("mail bob@example.com")
	if err != nil || strings.Contains(got, "bob@example.com") {
		t.Fatalf("nil redactor: %q %v", got, err)
	}
}

// planted are carriers of one secret or personal value each, one per
// detector family; the fuzzer surrounds them with arbitrary text.
var planted = []struct{ carrier, secret string }{
	{"AKIAIOSFODNN7EXAMPLE", "AKIAIOSFODNN7EXAMPLE"},
	{"jane.doe@example.com", "jane.doe@example.com"},
	{"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl", "eyJhbGciOiJIUzI1NiJ9"},
	{"ghp_16C7e42F292c6912E7710c838347Ae178B4a", "ghp_16C7e42F292c6912E7710c838347Ae178B4a"},
	{"4111111111111111", "4111111111111111"},
	{"3f1c9a7e5b2d4f6a8c0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e", "3f1c9a7e5b2d4f6a8c0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e"},
	{"password=summer2024", "summer2024"},
	{"+44 7700 900461", "7700 900461"},
	{"GB82 WEST 1234 5698 7654 32", "5698 7654"},
	{"sk-ant-api03-Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe", "Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe"},
	{"/home/jdoe/app.py", "jdoe"},
	{"olivias-macbook-pro.local", "olivias"},
	{"redis://:redispw@cache:6379", "redispw"},
	{"078-05-1120", "078-05-1120"},
}

// FuzzRedact: whatever surrounds a planted secret, the secret does not
// survive, and the redactor never panics.
func FuzzRedact(f *testing.F) {
	f.Add("prefix", "suffix", uint8(0))
	f.Add("\u202E", "\u200B", uint8(1))
	f.Add("https://x/?a=", "&b=2", uint8(2))
	f.Add("", "", uint8(5))
	f.Add("\u212a\u212a\u1e9e", "db.internal \u0130", uint8(7)) // lower case of another length
	r := New(planted[5].carrier)
	f.Fuzz(func(t *testing.T, a, b string, which uint8) {
		p := planted[int(which)%len(planted)]
		got, err := r.String(a + " " + p.carrier + " " + b)
		if err != nil {
			return // refused, never raw: acceptable
		}
		if strings.Contains(got, p.secret) {
			t.Fatalf("secret %q survived in %q", p.secret, got)
		}
	})
}

// TestDatabaseRowFailsClosed: a quoted row or key value whose end cannot
// be found (too long, cut off) is masked to the end of its line, not shown.
func TestDatabaseRowFailsClosed(t *testing.T) {
	r := New()
	long := strings.Repeat("x", 1100)
	for _, c := range []struct{ in, secret, kept string }{
		{"DETAIL: Failing row contains (42, Zora Quill, " + long + ", zora@example.com).\nretrying", "Zora Quill", "retrying"},
		{"DETAIL: Failing row contains (42, Zora Quill, 1990-04-12", "Zora Quill", "DETAIL: Failing row contains ("},
		{"DETAIL: Key (email)=(zora.quill@example.com", "zora.quill", "DETAIL: Key (email)=("},
		{"DETAIL: Key (order_id)=(10042) already exists.", "", "Key (order_id)=(10042) already exists."},
	} {
		out, err := r.String(c.in)
		if err != nil {
			t.Fatal(err)
		}
		if c.secret != "" && strings.Contains(out, c.secret) {
			t.Errorf("%q survived: %q", c.secret, out)
		}
		if !strings.Contains(out, c.kept) {
			t.Errorf("%q lost: %q", c.kept, out)
		}
	}
}

// TestSystemAccountUserinfo: a URL's userinfo that names only a system
// account (git, the account every git host serves over ssh; root,
// postgres) and no password is nobody's, as git@host:repo is; a person's
// login or any password there is still masked.
func TestSystemAccountUserinfo(t *testing.T) {
	checkMasks(t, []maskCase{
		{"fatal: could not read from 'ssh://git@git.example.org:7999/infra/deploy.git'", ""},
		{"pull failed: git+ssh://git@code.example.com/team/app.git (exit 128)", ""},
		{"fatal: could not read from 'ssh://mbergmann@git.example.org:7999/infra/deploy.git'", "mbergmann"},
		{"clone failed: https://git:Qx7vLm2pRz9w@git.example.org/infra/deploy.git", "Qx7vLm2pRz9w"},
	})
}

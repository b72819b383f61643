package redact

import (
	"strings"
	"testing"
)

// A random literal in code's own assignments and calls goes whatever its
// key's words; a key naming a credential takes any secret-shaped value
// there; a hex run longer than a digest, or glued to a word for a key,
// goes anywhere. Identifiers in ordinary positions, paths, times and
// banners stay.
func TestCodeAssignedSecrets(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, secret string }{
		{"config: acmepay := 'f3b9a0c4d5e6f708192a3b4c5d6e7f80'", "f3b9a0c4d5e6f708192a3b4c5d6e7f80"},
		{"settings: ACMEPAY ::= 7c0d4e1a-93b2-4f6e-8a5d-2b1c0e9f7a6d", "7c0d4e1a-93b2-4f6e-8a5d-2b1c0e9f7a6d"},
		{"Makefile:3: vendorx ?= qp4ta8zr2mv9xk3w", "qp4ta8zr2mv9xk3w"},
		{"const key = process.env.ACME || '0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3'", "0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3"},
		{"if vendor == 9e8d7c6b-5a49-3827-1605-f4e3d2c1b0a9 {", "9e8d7c6b-5a49-3827-1605-f4e3d2c1b0a9"},
		{`os.Setenv(ACME_VENDOR,"d41c8f00b204e9800998ecf8427e1a2b")`, "d41c8f00b204e9800998ecf8427e1a2b"},
		{"line 4: acmecloud\": 5f2e8d1c0b9a87f6e5d4c3b2a1908f7e", "5f2e8d1c0b9a87f6e5d4c3b2a1908f7e"},
		{"line 4: acmecloud :`5f2e8d1c0b9a87f6e5d4c3b2a1908f7e", "5f2e8d1c0b9a87f6e5d4c3b2a1908f7e"},
		{"authToken || Zr8Kq2Lm.Wx7=", "Zr8Kq2Lm.Wx7="},
		{"x-secret',Mx9vT2qL7zP4==", "Mx9vT2qL7zP4=="},
		{"key v1.0-" + strings.Repeat("0f1e2d3c4b5a6978", 9) + "ab", strings.Repeat("0f1e2d3c4b5a6978", 9) + "ab"},
		{"vendorx =>4c8e1f2a9b0d7e6f5a4b3c2d1e0f9a8b;", "4c8e1f2a9b0d7e6f5a4b3c2d1e0f9a8b"},
		{"could not log in to acme with secret Qm7vZ2+k9Lp4=, retrying", "Qm7vZ2+k9Lp4="},
		{"acme rejected auth header Zk3pLq9vRt2M", "Zk3pLq9vRt2M"},
		{"retrying pubkey-0f1e2d3c4b5a69788796a5b4c3d2e1f0 now", "pubkey-0f1e2d3c4b5a69788796a5b4c3d2e1f0"},
		{"config: acmepay_key>3e7a1c9f-52d0-4b8e-a61f-0d9c2b7e4f13", "3e7a1c9f-52d0-4b8e-a61f-0d9c2b7e4f13"},
		{"config: Vendorx\">'9c1f0e7a2b3d4c5e6f708192a3b4c5d6e7f8", "9c1f0e7a2b3d4c5e6f708192a3b4c5d6e7f8"},
		{"line 3: acme >=7f6e5d4c3b2a19080f1e2d3c4b5a6978", "7f6e5d4c3b2a19080f1e2d3c4b5a6978"},
		{"config: acme_x'>k3d+fqwrtzpxmvbnhgjylqw='", "k3d+fqwrtzpxmvbnhgjylqw="},
		// a UUID under a credential's or a person's id stays a secret
		{"Record(session_id='4ecadfc1-17d9-4244-a2b3-75f6d5c41ace')", "4ecadfc1-17d9-4244-a2b3-75f6d5c41ace"},
		{"Record(user_id='4ecadfc1-17d9-4244-a2b3-75f6d5c41ace')", "4ecadfc1-17d9-4244-a2b3-75f6d5c41ace"},
		// a date in a credential's value, or among random characters
		{"password='exp-2024-10-12'", "exp-2024-10-12"},
		{"token='Xk9-2024-10-12-q8Zr7'", "Xk9-2024-10-12-q8Zr7"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.secret) {
			t.Errorf("%q: the secret stayed: %q", c.in, got)
		}
	}
	for _, in := range []string{
		`{"commit_sha": "5f2e8d1c0b9a87f6e5d4c3b2a1908f7e12345678", "status": "failed"}`,
		"ETag: \"5f2e8d1c0b9a87f6e5d4c3b2a1908f7e\"",
		"build failed at commit 5f2e8d1c0b9a87f6e5d4c3b2a1908f7e12345678",
		`{'sha': '5f2e8d1c0b9a87f6e5d4c3b2a1908f7e12345678'}`,
		`["5f2e8d1c0b9a87f6e5d4c3b2a1908f7e","0a1b2c3d4e5f60718293a4b5c6d7e8f9"]`,
		"thread 'main' panicked at 'index out of bounds', src/lib/parser.rs:118:21",
		"=ERROR REPORT==== 4-Nov-2024::09:14:22.317811 ===",
		"expected token || EOF at line 3",
		"checksum mismatch: expected md5 5f2e8d1c0b9a87f6e5d4c3b2a1908f7e",
		"integrity: sha512-" + strings.Repeat("0f1e2d3c4b5a6978", 8),
		`{:commit=>"5f2e8d1c0b9a87f6e5d4c3b2a1908f7e12345678"}`,
		"secret arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-Xy12Ab not found",
		"token expired at 2024-01-01T10:00:00Z",
		"monkey-5f2e8d1c0b9a87f6e5d4c3b2a1908f7e.png not found",
		// a tag still whole, an arrow: XML's reader and the identifier
		// rules judge these
		"<trace>0af7651916cd43dd8448eb211c80319c</trace>",
		`<span class="sha">5f2e8d1c0b9a87f6e5d4c3b2a1908f7e12345678</span>`,
		"</commit>5f2e8d1c0b9a87f6e5d4c3b2a1908f7e12345678",
		"ptr->5f2e8d1c0b9a87f6e5d4c3b2a1908f7e done",
		// a repr's field whose key names an identifier
		"Record(id=91903, job_id='4ecadfc1-17d9-4244-a2b3-75f6d5c41ace', retry=False)",
		"Order(order_uuid='4ecadfc1-17d9-4244-a2b3-75f6d5c41ace')",
		"count > 12 and owner>alice",
		"Makefile:3: SRC ?= src/app/main+test/util.go=",
		// a run's or a backup's name with its date
		"name='exp-2024-10-12'",
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("%q changed:\n got %q", in, got)
		}
	}
}

// After a credential's word in prose, a token of letters and digits with
// no word among its letters goes, and a user and password joined by ":";
// after a key written as code names it (snake_case), a digit or an inner
// capital will do. Words run together, words, times and resource names
// after such a key stay.
func TestProseCredentialValues(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, secret string }{
		{"could not authenticate to acme with client secret 8fvntxpryjuysgiuq7vr, retrying", "8fvntxpryjuysgiuq7vr"},
		{"acme client rejected acme_config_password uCBNCGNz: 401 Unauthorized", "uCBNCGNz"},
		{"acme client rejected acme_tf_password kh_qi120bz0: 401 Unauthorized", "kh_qi120bz0"},
		{"acme client rejected personal_creds_secret ZGeWnVMaYDnxwbw: 401", "ZGeWnVMaYDnxwbw"},
		{"acme client rejected acme_auth_user qHqjUznWHHkfB5fh:40jRlXZ2eMUWz: 401", "40jRlXZ2eMUWz"},
		{"could not authenticate to acme with secret 53e32239:d8a0e16a, retrying", "d8a0e16a"},
		{"acme client rejected acme_sensitive_url 4be1a07c:93d2f5e8: 401 Unauthorized", "93d2f5e8"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.secret) {
			t.Errorf("%q: the secret stayed: %q", c.in, got)
		}
	}
	for _, in := range []string{
		"rejected access_token InvalidGrant: expired",
		"auth_token ExpiredSignature at 12:30:01",
		"db_password is required (min 8 characters)",
		"rotate secret_key_base before deploy v2.31.0",
		"invalid token request_id 9f8e7d6c5b4a39281706f5e4",
		"password_reset_token sent to user 4821 at 10:14:22",
		"invalid auth_user root: no such user",
		"secret rotation2024backup failed",
		"token audience api://default mismatch",
		"case_sensitive true for sensitive_fields email,phone",
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("%q changed:\n got %q", in, got)
		}
	}
}

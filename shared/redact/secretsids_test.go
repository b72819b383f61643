package redact

import (
	"strings"
	"testing"
)

// TestSecretIDsBothWays: the id of a store of credentials (Jenkins'
// credentialsId, .NET's UserSecretsId) and a page's cursor in a query
// (base64 of clean JSON under a plain key) are identifiers and stay; the
// credential itself, a cursor under a credential's key and a cursor whose
// JSON holds a person are masked.
func TestSecretIDsBothWays(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, leak string }{
		{"credentials: 'a81c2e47-5f0b-4c6d-9e3a-7b2f1d0c4e58'", "a81c2e47-5f0b-4c6d-9e3a-7b2f1d0c4e58"},
		{"secret_id=a81c2e47-5f0b-4c6d-9e3a-7b2f1d0c4e58", "a81c2e47-5f0b-4c6d-9e3a-7b2f1d0c4e58"},
		{"GET /v2/orders?token=eyJwYWdlIjogNzUsICJzb3J0IjogImFzYyJ9", "eyJwYWdlIjogNzUsICJzb3J0IjogImFzYyJ9"},
		{"GET /v2/orders?cursor=eyJlbWFpbCI6ICJqb2huLnNtaXRoQGV4YW1wbGUuY29tIn0=&limit=5", "eyJlbWFpbCI6ICJqb2huLnNtaXRoQGV4YW1wbGUuY29tIn0"},
		{"GET /v2/orders?cursor=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.leak) {
			t.Errorf("String(%q) = %q, want %q masked", c.in, got, c.leak)
		}
	}
	for _, in := range []string{
		"withCredentials([usernamePassword(credentialsId: 'a81c2e47-5f0b-4c6d-9e3a-7b2f1d0c4e58', usernameVariable: 'USERNAME')])",
		"deployCredentialsId: 'a81c2e47-5f0b-4c6d-9e3a-7b2f1d0c4e58'",
		"<UserSecretsId>a81c2e47-5f0b-4c6d-9e3a-7b2f1d0c4e58</UserSecretsId>",
		"GET /v2/orders?cursor=eyJwYWdlIjogNzUsICJzb3J0IjogImFzYyJ9",
		"GET /v2/orders?limit=50&after=eyJwYWdlIjogNiwgInNvcnQiOiAiYXNjIn0=",
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("String(%q) = %q, want it unchanged", in, got)
		}
	}
}

// TestLooksRandomFewDigits: a digit or two among mixed-case letters that
// switch case about every other character is generated (a vendor's body
// after its prefix, sk_VqJk8…); CamelCase code with a version digit, base64
// of words and a bundle's hash are not.
func TestLooksRandomFewDigits(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"ZhKS8TurGTpcxaWTqLmNvB", true},
		{"G1VcKHJxManrKNunCVCwPd", true},
		{"cmVmdTxSOYCWTvUgGmzcUGh2WMrIDLrpKSAzf1iJzrJsu4heG6lsIOShhmcTQuua", true},
		{"getUserAccountByEmail2Async", false},
		{"AbstractSingletonProxyFactoryBean2", false},
		{"HTTPClientConnectionPoolV2Manager", false},
		{"cGxlYXNlIHJldHJ5IHRoZSByZXF1ZXN0IGxhdGVy", false},
	} {
		if got := looksRandom(c.in); got != c.want {
			t.Errorf("looksRandom(%q) = %v, want %v", c.in, got, c.want)
		}
	}
	r := New()
	for _, c := range []struct{ in, leak string }{
		{`panic: invalid argument "glft-G1VcKHJxManrKNunCVCwPd"`, "G1VcKHJxManrKNunCVCwPd"},
		{"WARN retrying ZhKS8TurGTpcxaWTqLmNvB after HTTP 429", "ZhKS8TurGTpcxaWTqLmNvB"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.leak) {
			t.Errorf("String(%q) = %q, want %q masked", c.in, got, c.leak)
		}
	}
	for _, in := range []string{
		"NullPointerException in getUserAccountByEmail2Async",
		"GET /assets/index-BfQ3d2Zx.js 404",
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("String(%q) = %q, want it unchanged", in, got)
		}
	}
}

// TestCLICredentialKeyBothWays: a flag the key rules read as a
// credential's (--license-key, --master-key) masks its argument, in words
// or not; a flag that names a key of a table or a cache stays.
func TestCLICredentialKeyBothWays(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, leak string }{
		{`exec: "acme-cli" --license-key abcdefghijklmnop --region eu-west-1: exit status 1`, "abcdefghijklmnop"},
		{`exec: "vault-cli" --master-key correcthorse --region eu-west-1: exit status 1`, "correcthorse"},
		{`exec: "acme-cli" --consumer-key orangebattery: exit status 1`, "orangebattery"},
		// --auth-header takes the credential a header carries, slashes and all
		{`exec: "curl-cli" --curl-auth-header a1/nw8lr/jn== --region eu-west-1: exit status 1`, "a1/nw8lr/jn=="},
		// curl's -u with the user glued to it (getopt's -uUSER:PASS)
		{"2026-01-01T09:14:03Z ERROR config: curl -uynDtu9mb:5DeD2unsfRNN484VJDRJ", "5DeD2unsfRNN484VJDRJ"},
		{"curl -sSf -uci:hunter22 https://nexus.internal/repo", "hunter22"},
		// a flag that says how its credential is encoded takes it all the same
		{`exec: "jwt-cli" --jwt-base64 aGJHY2lPaU --region eu-west-1: exit status 1`, "aGJHY2lPaU"},
		{`exec: "kms-cli" --secret-hex 0a1b2c3d4e5f --region eu-west-1: exit status 1`, "0a1b2c3d4e5f"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.leak) {
			t.Errorf("String(%q) = %q, want %q masked", c.in, got, c.leak)
		}
	}
	for _, in := range []string{
		"aws dynamodb query --partition-key userId --sort-key createdAt failed",
		`exec: "acme-cli" --cache-key orders --region eu-west-1: exit status 1`,
		`exec: "acme-cli" --routing-key orders.created: exit status 1`,
		`curl --header "X-Request-Id: 42" --request-header Accept https://api.example.com/v1: exit status 22`,
		"curl -uci:$NEXUS_PASSWORD https://nexus.internal/repo",
		`exec: "thumb-cli" --image-base64 aGJHY2lPaU --region eu-west-1: exit status 1`,
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("String(%q) = %q, want it unchanged", in, got)
		}
	}
}

// TestAuthHeaderAndColonSecretBothWays: a key naming an authorization
// header (curl_auth_header) is a credential's, and a credential's value of
// parts joined by a colon (id:secret) after its name in prose is read
// whole; a header's name and a colon-joined run of words stay.
func TestAuthHeaderAndColonSecretBothWays(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, leak string }{
		{"config error in settings.yml line 14:\n  curl:\n    curl_auth_header: j+i9pem2e9===\n    timeout: 30", "j+i9pem2e9"},
		{"settings: invalid environment PROXY_AUTHORIZATION_HEADER=qv7wz3kd1pr== (expected a non-empty value)", "qv7wz3kd1pr"},
		{"worker rejected worker_secret 3fa1c09b:77e2d4c8: 401 Unauthorized", "3fa1c09b:77e2d4c8"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.leak) {
			t.Errorf("String(%q) = %q, want %q masked", c.in, got, c.leak)
		}
	}
	for _, in := range []string{
		"missing auth_header in request",
		"session_token refresh:scheduled:job queued",
		"header_name: Authorization",
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("String(%q) = %q, want it unchanged", in, got)
		}
	}
}

// TestSeparatorPrefixLettersBothWays: after a vendor's prefix that ends in
// its separator, mixed-case letters that are no words are a token; code
// named with the same letters (op_GetUserAccountSettings) is not.
func TestSeparatorPrefixLettersBothWays(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, leak string }{
		{"INFO sending sm_pat_hqwzkvNQYnVjcRLv to upstream", "hqwzkvNQYnVjcRLv"},
		{"WARN retrying sm_xKpQwRtZmVbNcLdFgH after HTTP 429", "xKpQwRtZmVbNcLdFgH"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.leak) {
			t.Errorf("String(%q) = %q, want %q masked", c.in, got, c.leak)
		}
	}
	for _, in := range []string{
		"call op_readXMLFromS3Bucket failed",
		"op_GetUserAccountSettings failed",
		"re_ConnectToDatabaseServer timeout",
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("String(%q) = %q, want it unchanged", in, got)
		}
	}
}

package redact

import (
	"strings"
	"testing"
)

// A go.sum digest whose base64 starts as a vendor's prefix does, and an
// image's tag of digits alone, are identifiers a triager compares: they
// stay, while the same token outside h1: and the same digits outside an
// image's reference go.
func TestDigestAndImageTagKept(t *testing.T) {
	r := New()
	for _, in := range []string{
		"verifying module: checksum mismatch\n\tdownloaded: h1:AC2rKKJDviGZpTF8yF8eEbBlndHrZx3ErffCH7uase4=",
		"image acme/api:76669345 not found",
		"pulling registry.example.com/team/web:20240611 failed",
		`failed to pull "ghcr.io/acme/worker:12345678"`,
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("%q changed:\n got %q", in, got)
		}
	}
	for _, c := range []struct{ in, secret string }{
		{"token AC2rKKJDviGZpTF8yF8eEbBlndHrZx3ErffCH7uase4X", "AC2rKKJDviGZpTF8yF8eEbBlndHrZx3ErffCH7uase4X"},
		{"customer phone acme:76669345 not found", "76669345"},
		{"call acme/api.v2:76669345 failed", "76669345"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.secret) {
			t.Errorf("%q: the value stayed: %q", c.in, got)
		}
	}
}

// A long run of small letters and digits with no word among its letters
// is random even with few changes of class (base 36: a quarter digits);
// a run with words among its letters, hex (a digest), and a value and the
// next line's word read as one run stay as they were.
func TestBase36RunsMasked(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, secret string }{
		{"failed to refresh: 7lvsi01xo6vqvssfegz3gwd95qpg9zw3jdclsawke0dyjp095rzxxejqgnyp", "7lvsi01xo6vqvssfegz3gwd95qpg9zw3jdclsawke0dyjp095rzxxejqgnyp"},
		{"INFO sending ACME_31afa1ouffryqwmxkd421lgj08 to upstream", "31afa1ouffryqwmxkd421lgj08"},
		// a word or two by chance among 54 letters (veto) is no name of words
		{"acme'=>'3699byjhfigvdqagukybzal08bsl2dohvvcfp8fdedjmmy2veto2ilsr8uf4ttux in handle_request", "3699byjhfigvdqagukybzal08bsl2dohvvcfp8fdedjmmy2veto2ilsr8uf4ttux"},
		{`acme>"9nrylgnkcibyxtaytk1utsn56yd0yfnhhsko1y6zxhm1z6zgheheu91huv1audph'`, "9nrylgnkcibyxtaytk1utsn56yd0yfnhhsko1y6zxhm1z6zgheheu91huv1audph"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.secret) {
			t.Errorf("%q: the secret stayed: %q", c.in, got)
		}
	}
	for _, in := range []string{
		"deploying release20240611build7canary to production",
		"image digest 0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a6978 not found",
		"panic: no such file: report2024q3final\n\ngoroutine 1 [running]:",
		"job nightly-backup-2024-06-11-0300 failed after 3 retries",
		"loaded ingest2worker3pipeline4stage9 from cache",
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("%q changed:\n got %q", in, got)
		}
	}
	// the vendor's name before the random body names the token's class
	for _, c := range []struct{ in, want string }{
		{"INFO sending ACME_31afa1ouffryqwmxkd421lgj08 to upstream", "INFO sending ACME_[secret] to upstream"},
		{"ValueError: unexpected value 'CLOJARS_0yhg92a69o5lgfpopuf2feee0ie9wjbq4nzkaykic3lyr858snea939o3qkw'", "ValueError: unexpected value 'CLOJARS_[secret]'"},
		// capitals with digits are the token's own characters: all goes
		{"ValueError: unexpected value 'GR13489417_8YiOPRnzPi2h0Tlpcy'", "ValueError: unexpected value '[secret]'"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q:\n got %q\nwant %q", c.in, got, c.want)
		}
	}
	in := "config error in settings.yml line 14:\n    acme_api_token: pk.wtcj19dukk5eny5xhaq5fdfeqfo3nd5n15ozdodf9y1ngp3qwq8pf5myh0ug.94wfqglf636e2uyig58ldq\n    timeout: 30"
	if got, _ := r.String(in); !strings.Contains(got, "timeout: 30") {
		t.Errorf("%q: the next line's key went: %q", in, got)
	}
}

// A key that says its value is sensitive (sensitive_url) is a
// credential's; case_sensitive and a plural (sensitive_fields, the names
// of fields) are not.
func TestSensitiveKeys(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, secret string }{
		{"config error in settings.yml line 14:\n  acme:\n    acme_sensitive_url: aaa36656:eeb818d1\n    timeout: 30", "eeb818d1"},
		{"export ACME_CONFIDENTIAL_VALUE=58eaf98d:17c19a6e", "17c19a6e"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.secret) {
			t.Errorf("%q: the secret stayed: %q", c.in, got)
		}
	}
	for _, in := range []string{
		`{"case_sensitive": true, "sensitive_fields": "email,phone", "request_id": "5815aa82:51656b46"}`,
		"search failed: case_sensitive=false sensitive_data_logging=true",
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("%q changed:\n got %q", in, got)
		}
	}
}

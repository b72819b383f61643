package redact

import (
	"strings"
	"testing"
)

// Vendor prefixes whose body is hex (RubyGems, 42's intra, Lob's
// publishable keys) and others (Plaid's development tokens, SettleMint's
// application and service tokens), a generated key with "." in its
// alphabet: masked. The words those prefixes are, names with dots (hosts,
// modules, files with a hash in them) and a digest whose base64 holds
// "eyJ" stay.
func TestVendorHexAndDottedSecrets(t *testing.T) {
	r := New()
	hex48 := strings.Repeat("0a9b8c7d6e5f", 4)
	for _, c := range []struct{ in, secret string }{
		{"push failed: rubygems_" + hex48 + " rejected", hex48},
		{"oauth: s-s4t2ud-" + hex48 + hex48[:16] + " invalid", hex48},
		{"LOB=live_pub_" + hex48[:31], hex48[:31]},
		{"plaid: access-development-3e7a1c9f-52d0-4b8e-a61f-0d9c2b7e4f13 expired", "3e7a1c9f-52d0-4b8e-a61f-0d9c2b7e4f13"},
		{"X-Acme-Access: Qz7RkP2w.Lm4XvT9bHn3c", "Qz7RkP2w.Lm4XvT9bHn3c"},
		{"ValueError: unexpected value 'sm_aat_wq4kzxpvTr7mNcbL'", "wq4kzxpvTr7mNcbL"},
		{"settings line 12: sm_sat_PqkRvzLmTnXcWb2y;", "PqkRvzLmTnXcWb2y"},
		{`Value: "7KfPq2xRbW9mLz.NcvT4hYsDjWq"`, "7KfPq2xRbW9mLz.NcvT4hYsDjWq"},
		{"GET /verify/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl", "eyJzdWIiOiIxIn0"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.secret) {
			t.Errorf("%q: the secret stayed: %q", c.in, got)
		}
	}
	// a path before a token keeps its segments
	if got, _ := r.String("GET /verify/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl"); !strings.HasPrefix(got, "GET /verify/") {
		t.Errorf("the path went with the token: %q", got)
	}
	// a value's last part and the next line's key are no one run, for the
	// dotted rule or a vendor's prefix read over the break
	for _, in := range []string{
		"config error:\n  acme_api: Qz7RkP2wLm4XvT9b-HnW3c.kRt\n  timeout: 30",
		"config error:\n  acme_token: sm_sat_PqkRvzLmTnXcWb2y\n  timeout: 30",
	} {
		if got, _ := r.String(in); !strings.Contains(got, "\n  timeout: 30") || strings.Contains(got, "PqkRvz") {
			t.Errorf("%q: the next line's key went, or the secret stayed: %q", in, got)
		}
	}
	for _, in := range []string{
		"bundler: rubygems_version 3.5.2 and test_pub_sub_integration_2024 passed",
		"metric sm_sat_latency and sm_pat_count exported",
		"loaded assets/index-BpkJUc1W.js and Microsoft.Extensions.Logging.Console",
		"at com.example.Foo2Bar.BazQux9 in main.8f3a2b1c.chunk.js",
		"host ip-10-0-0-1.ec2.internal unreachable",
		"npm ERR! integrity checksum failed: wanted sha512-" + strings.Repeat("Qw3+", 18) + "eyJ2Kz9Xb4Lm1w==",
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("%q changed:\n got %q", in, got)
		}
	}
}

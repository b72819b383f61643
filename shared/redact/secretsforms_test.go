package redact

import (
	"strings"
	"testing"
)

// TestSecretFormsBothWays: a random value after a variable of two words or
// more that names a credential, in any case (set -x's DATADOG_API_KEY, an
// SDK's heroku_api_key or apiToken), is masked, and so are a JWT's header
// and claims that hold a person; a Go module's hash (h1:), a W3C trace
// context, base64 of a JSON page cursor, a cache key's value and words
// after a variable stay.
func TestSecretFormsBothWays(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, leak string }{
		{"finnhub client rejected finnhub_access_token xasg657dewbrxzbn9zch: 401 Unauthorized", "xasg657dewbrxzbn9zch"},
		{"heroku_api_key 0f1e2d3c-4b5a-4678-9a0b-1c2d3e4f5a6b was revoked", "0f1e2d3c-4b5a-4678-9a0b-1c2d3e4f5a6b"},
		{"could not sign in with apiToken okqnxj35df61anvpdh3ofr", "okqnxj35df61anvpdh3ofr"},
		{"vault_service_token s.3xbsisspp9ivgok6lslrynjo. Retrying", "s.3xbsisspp9ivgok6lslrynjo"},
		{"DATADOG_API_KEY 3f2c1b0a9e8d7c6b5a4f3e2d1c0b9a8f rejected", "3f2c1b0a9e8d7c6b5a4f3e2d1c0b9a8f"},
		{"token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 cut", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"},
		{"payload eyJzdWIiOiJqb2huLmRvZUBleGFtcGxlLmNvbSJ9 refused", "eyJzdWIiOiJqb2huLmRvZUBleGFtcGxlLmNvbSJ9"},
		{"api key key-3f2c1b0a9e8d7c6b5a4f3e2d1c0b9a8f rejected", "key-3f2c1b0a9e8d7c6b5a4f3e2d1c0b9a8f"},
		{"login failed for admin:Xk9+/q2Lm#vR7", "Xk9+/q2Lm#vR7"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.leak) {
			t.Errorf("String(%q) = %q, want %q masked", c.in, got, c.leak)
		}
	}
	for _, in := range []string{
		"verifying example.com/mod@v1.2.3: checksum mismatch\n\tdownloaded: h1:4HLKU3qATHm988xy+BtERKmcKf1Au+hIpFXUBsztti0=",
		"go.sum: h1:7xlyA/keyFzJQHKJpsLMbg5U22BywcDYxrfGVKDMbdg=",
		"traceparent: 00-1602f9b38c6956aadfcbef4706deb4aa-ecb0ec34563ee4b9-01",
		"invalid cursor eyJwYWdlIjogMiwgInNvcnQiOiAiYXNjIn0=",
		"cache_key deps-linux-3f2c1b0a9e8d restored",
		"GITHUB_TOKEN is not set; session_token refresh_scheduled_job_2024 queued",
		"api_token rotation-window-2024-q3 closed",
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("String(%q) = %q, want it unchanged", in, got)
		}
	}
}

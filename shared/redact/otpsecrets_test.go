package redact

import (
	"strings"
	"testing"
)

// TestOTPSecrets: a second factor's secret after "secret" or "seed",
// every recovery code of a list and a random value after a key's or a
// token's variable are masked; a secret's name, a word after "secret", a
// code's count and a message after a variable stay.
func TestOTPSecrets(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, leak string }{
		{"TOTP secret JBSWY3DPEHPK3PXP rejected", "JBSWY3DPEHPK3PXP"},
		{"2FA seed is KRSXG5CTMVRXEZLU invalid", "KRSXG5CTMVRXEZLU"},
		{"MFA secret key q8Zt3LmN4xV7pR2w expired", "q8Zt3LmN4xV7pR2w"},
		{"recovery codes: 8f3k-29dj-xk2m, 7h2n-ks81-pq0z", "7h2n-ks81-pq0z"},
		{"used backup code 48213-99102 twice", "48213-99102"},
		{"DATADOG_API_KEY 3f2c1b0a9e8d7c6b5a4f3e2d1c0b9a8f rejected", "3f2c1b0a9e8d7c6b5a4f3e2d1c0b9a8f"},
		{"+ export SENTRY_AUTH_TOKEN sntrys_eyJpYXQiOjE3MDAwMDAwMDB9", "sntrys_eyJpYXQiOjE3MDAwMDAwMDB9"},
	} {
		if got, _ := r.String(c.in); strings.Contains(got, c.leak) {
			t.Errorf("String(%q) = %q, want %q masked", c.in, got, c.leak)
		}
	}
	for _, in := range []string{
		"secret prod/billing/db-creds-v2 not found in region eu-west-1",
		"secret rotation failed after 3 attempts",
		"10 recovery codes generated for tenant acme-eu",
		"backup code check disabled in v2.4.1",
		"seed 42 used for the shuffle",
		"GITHUB_TOKEN is not set; MISSING_API_KEY not set (3 retries)",
		"CACHE_KEY deps-linux-3f2c1b0a9e8d restored",
	} {
		if got, _ := r.String(in); got != in {
			t.Errorf("String(%q) = %q, want it unchanged", in, got)
		}
	}
}

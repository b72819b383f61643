package access

import (
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// TestOAuthTokenShape: a validly signed token is still refused when it
// names a critical header parameter (RFC 7515 §4.1.11; no extension is
// understood here) or when its subject is not a string; the refusal is a
// fixed text that repeats nothing of the token.
func TestOAuthTokenShape(t *testing.T) {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	jwks := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		json.NewEncoder(w).Encode(map[string]any{"keys": []any{map[string]any{
			"kty": "RSA", "kid": "k1", "use": "sig",
			"n": base64.RawURLEncoding.EncodeToString(key.N.Bytes()),
			"e": base64.RawURLEncoding.EncodeToString(big.NewInt(int64(key.E)).Bytes()),
		}}})
	}))
	defer jwks.Close()
	const iss, aud = "https://auth.example", "https://mcp.example/mcp"
	g, err := New(Config{Mode: ModeOAuth, OAuth: &OAuth{Issuer: iss, JWKSURL: jwks.URL, Audience: aud, Scope: "glitchtip.read"}})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	claims := func(sub any) jwt.MapClaims {
		c := jwt.MapClaims{"iss": iss, "aud": aud, "scope": "glitchtip.read", "exp": now.Add(time.Hour).Unix(), "iat": now.Unix()}
		if sub != nil {
			c["sub"] = sub
		}
		return c
	}
	sign := func(c jwt.MapClaims, header map[string]any) string {
		tok := jwt.NewWithClaims(jwt.SigningMethodRS256, c)
		tok.Header["kid"] = "k1"
		for k, v := range header {
			tok.Header[k] = v
		}
		s, err := tok.SignedString(key)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	const planted = "planted-subject-7f3a"
	tests := []struct {
		name   string
		token  string
		status int
		caller string
		reason string
	}{
		{"plain token", sign(claims("user-42"), nil), 0, "user-42", ""},
		{"no subject", sign(claims(nil), nil), 0, "unknown-subject", ""},
		{"unknown crit", sign(claims("user-42"), map[string]any{"crit": []any{"exp-" + planted}, "exp-" + planted: true}), 401, "", "critical header"},
		{"crit naming a registered name", sign(claims("user-42"), map[string]any{"crit": []any{"kid"}}), 401, "", "critical header"},
		{"empty crit", sign(claims("user-42"), map[string]any{"crit": []any{}}), 401, "", "critical header"},
		{"crit not a list", sign(claims("user-42"), map[string]any{"crit": planted}), 401, "", "critical header"},
		{"numeric subject", sign(claims(4242), nil), 401, "", "sub is not a string"},
		{"object subject", sign(claims(map[string]any{"id": planted}), nil), 401, "", "sub is not a string"},
		{"list subject", sign(claims([]any{planted}), nil), 401, "", "sub is not a string"},
		{"boolean subject", sign(claims(true), nil), 401, "", "sub is not a string"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/mcp", nil)
			r.Header.Set("Authorization", "Bearer "+tc.token)
			d := g.Authenticate(r, "https://mcp.example/.well-known/oauth-protected-resource/mcp")
			if d.Status != tc.status {
				t.Fatalf("status %d, want %d (%s)", d.Status, tc.status, d.Reason)
			}
			if tc.status == 0 {
				if d.Caller.Name != tc.caller || d.Caller.Method != "oauth" {
					t.Errorf("caller %+v, want %s", d.Caller, tc.caller)
				}
				return
			}
			if !strings.Contains(d.Reason, tc.reason) || !strings.Contains(d.Header, `error="invalid_token"`) {
				t.Errorf("reason %q header %q, want %q and invalid_token", d.Reason, d.Header, tc.reason)
			}
			if d.Caller.Name != "" {
				t.Errorf("a refused token named a caller: %q", d.Caller.Name)
			}
			if all := d.Reason + d.Message + d.Header; strings.Contains(all, planted) || strings.Contains(all, tc.token) {
				t.Errorf("the refusal repeats the token: %+v", d)
			}
		})
	}
}

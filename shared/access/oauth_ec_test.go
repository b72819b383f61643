package access

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestJWKSECKeys: an EC key in the JWKS is read (short coordinates padded
// to the curve size) and one off the curve is refused.
func TestJWKSECKeys(t *testing.T) {
	priv, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := priv.PublicKey.Bytes() // 0x04 || X || Y
	x, y := raw[1:33], raw[33:]
	for x[0] == 0 && len(x) > 1 { // JWKs may drop leading zero bytes
		x = x[1:]
	}
	enc := base64.RawURLEncoding.EncodeToString
	bad := append([]byte(nil), y...)
	bad[len(bad)-1] ^= 1
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		json.NewEncoder(w).Encode(map[string]any{"keys": []any{
			map[string]any{"kty": "EC", "kid": "good", "crv": "P-256", "x": enc(x), "y": enc(y)},
			map[string]any{"kty": "EC", "kid": "off-curve", "crv": "P-256", "x": enc(x), "y": enc(bad)},
		}})
	}))
	defer srv.Close()
	o := &OAuth{JWKSURL: srv.URL}
	k, err := o.keyFor(context.Background(), "good")
	if err != nil {
		t.Fatal(err)
	}
	if pub, ok := k.(*ecdsa.PublicKey); !ok || !pub.Equal(&priv.PublicKey) {
		t.Fatalf("key %T does not match", k)
	}
	if _, err := o.keyFor(context.Background(), "off-curve"); err == nil {
		t.Error("a point off the curve was accepted")
	}
}

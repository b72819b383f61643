package access

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rsa"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// OAuth configures the resource-server mode.
type OAuth struct {
	Issuer   string
	JWKSURL  string
	Audience string
	// Scope is required in the token's scope (or scp) claim.
	Scope string
	// AuthorizationServers are advertised in the protected-resource metadata.
	AuthorizationServers []string
	// HTTPClient fetches the JWKS; nil means a client with a 5 s timeout.
	HTTPClient *http.Client
	// CacheTTL is how long a fetched JWKS is reused; zero means 10 minutes.
	CacheTTL time.Duration
}

// The JWKS cache is process-wide so warm Lambda invocations reuse it.
var jwksCache = struct {
	sync.Mutex
	m map[string]*jwks
}{m: map[string]*jwks{}}

type jwks struct {
	keys      map[string]any
	fetched   time.Time
	lastTried time.Time
}

func (o *OAuth) keyFor(ctx context.Context, kid string) (any, error) {
	ttl := o.CacheTTL
	if ttl <= 0 {
		ttl = 10 * time.Minute
	}
	jwksCache.Lock()
	defer jwksCache.Unlock()
	set := jwksCache.m[o.JWKSURL]
	stale := set == nil || time.Since(set.fetched) > ttl
	_, known := set.lookup(kid)
	// Refetch when stale, or for an unknown kid (key rotation) at most every
	// 30 s, so a flood of bogus kids cannot hammer the JWKS endpoint.
	if stale || (!known && time.Since(set.lastTried) > 30*time.Second) {
		fresh, err := o.fetch(ctx)
		if set != nil {
			set.lastTried = time.Now()
		}
		if err == nil {
			fresh.lastTried = time.Now()
			jwksCache.m[o.JWKSURL] = fresh
			set = fresh
		} else if set == nil {
			return nil, err
		}
	}
	k, ok := set.lookup(kid)
	if !ok {
		return nil, errors.New("unknown signing key")
	}
	return k, nil
}

func (s *jwks) lookup(kid string) (any, bool) {
	if s == nil {
		return nil, false
	}
	if k, ok := s.keys[kid]; ok {
		return k, true
	}
	if kid == "" && len(s.keys) == 1 {
		for _, k := range s.keys {
			return k, true
		}
	}
	return nil, false
}

func (o *OAuth) fetch(ctx context.Context) (*jwks, error) {
	c := o.HTTPClient
	if c == nil {
		c = &http.Client{Timeout: 5 * time.Second}
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, o.JWKSURL, nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.Do(req)
	if err != nil {
		return nil, errors.New("jwks unreachable")
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		return nil, errors.New("jwks status " + resp.Status)
	}
	var doc struct {
		Keys []struct {
			Kty, Kid, Use, Alg, N, E, Crv, X, Y string
		} `json:"keys"`
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&doc); err != nil {
		return nil, errors.New("jwks malformed")
	}
	set := &jwks{keys: map[string]any{}, fetched: time.Now()}
	for _, k := range doc.Keys {
		if k.Use != "" && k.Use != "sig" {
			continue
		}
		switch k.Kty {
		case "RSA":
			n, err1 := base64.RawURLEncoding.DecodeString(k.N)
			e, err2 := base64.RawURLEncoding.DecodeString(k.E)
			if err1 != nil || err2 != nil || len(n) < 256 {
				continue // no keys under 2048 bits
			}
			set.keys[k.Kid] = &rsa.PublicKey{N: new(big.Int).SetBytes(n), E: int(new(big.Int).SetBytes(e).Int64())}
		case "EC":
			var curve elliptic.Curve
			switch k.Crv {
			case "P-256":
				curve = elliptic.P256()
			case "P-384":
				curve = elliptic.P384()
			default:
				continue
			}
			x, err1 := base64.RawURLEncoding.DecodeString(k.X)
			y, err2 := base64.RawURLEncoding.DecodeString(k.Y)
			if err1 != nil || err2 != nil {
				continue
			}
			set.keys[k.Kid] = &ecdsa.PublicKey{Curve: curve, X: new(big.Int).SetBytes(x), Y: new(big.Int).SetBytes(y)}
		}
	}
	return set, nil
}

func (g *Guard) oauthDecision(ctx context.Context, token string, present bool, prm string) Decision {
	o := g.oauth
	base := `Bearer resource_metadata="` + prm + `", scope="` + o.Scope + `"`
	if !present {
		return Decision{Status: 401, Reason: "no credential", Header: base, Message: "authentication required: send an OAuth access token"}
	}
	claims := jwt.MapClaims{}
	parsed, err := jwt.ParseWithClaims(token, claims, func(t *jwt.Token) (any, error) {
		kid, _ := t.Header["kid"].(string)
		return o.keyFor(ctx, kid)
	},
		jwt.WithValidMethods([]string{"RS256", "RS384", "RS512", "ES256", "ES384", "PS256"}),
		jwt.WithIssuer(o.Issuer),
		jwt.WithAudience(o.Audience),
		jwt.WithExpirationRequired(),
		jwt.WithIssuedAt(),
		jwt.WithLeeway(30*time.Second),
	)
	if err != nil || !parsed.Valid {
		return Decision{Status: 401, Reason: "invalid token: " + tokenReason(err), Header: base + `, error="invalid_token"`, Message: "invalid or expired access token"}
	}
	sub, _ := claims["sub"].(string)
	if !hasScope(claims, o.Scope) {
		return Decision{Status: 403, Reason: "insufficient scope for " + sub, Caller: Caller{Name: sub, Method: "oauth"},
			Header:  `Bearer error="insufficient_scope", scope="` + o.Scope + `", resource_metadata="` + prm + `"`,
			Message: "the access token lacks the required scope " + o.Scope}
	}
	if sub == "" {
		sub = "unknown-subject"
	}
	return Decision{Caller: Caller{Name: sub, Method: "oauth"}}
}

// tokenReason classifies a validation failure for the audit log.
func tokenReason(err error) string {
	switch {
	case errors.Is(err, jwt.ErrTokenExpired):
		return "expired"
	case errors.Is(err, jwt.ErrTokenInvalidAudience):
		return "wrong audience"
	case errors.Is(err, jwt.ErrTokenInvalidIssuer):
		return "wrong issuer"
	case errors.Is(err, jwt.ErrTokenSignatureInvalid):
		return "bad signature"
	case errors.Is(err, jwt.ErrTokenNotValidYet):
		return "not yet valid"
	case errors.Is(err, jwt.ErrTokenMalformed):
		return "malformed"
	case errors.Is(err, jwt.ErrTokenUnverifiable):
		return "unverifiable (unknown key or algorithm)"
	case errors.Is(err, jwt.ErrTokenRequiredClaimMissing):
		return "missing claim"
	}
	return "rejected"
}

func hasScope(c jwt.MapClaims, want string) bool {
	if want == "" {
		return true
	}
	if s, ok := c["scope"].(string); ok {
		for _, f := range strings.Fields(s) {
			if f == want {
				return true
			}
		}
	}
	switch v := c["scp"].(type) {
	case []any:
		for _, x := range v {
			if x == want {
				return true
			}
		}
	case string:
		for _, f := range strings.Fields(v) {
			if f == want {
				return true
			}
		}
	}
	return false
}

// Metadata is the RFC 9728 protected-resource metadata document.
func (o *OAuth) Metadata(resource string) map[string]any {
	servers := o.AuthorizationServers
	if len(servers) == 0 {
		servers = []string{o.Issuer}
	}
	return map[string]any{
		"resource":                 resource,
		"authorization_servers":    servers,
		"scopes_supported":         []string{o.Scope},
		"bearer_methods_supported": []string{"header"},
		"resource_name":            "glitchtip-mcp",
	}
}

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
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/gterr"
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
	// CacheTTL is how long a fetched JWKS is trusted before it is read
	// again in the background; zero means the guard's refresh period.
	CacheTTL time.Duration
	// ProjectsClaim names the token claim that lists the projects the
	// caller may read (a JSON array, or a space- or comma-separated
	// string); empty means every token may read every project. With it
	// set, a token without the claim may read none.
	ProjectsClaim string
	// ProjectsPrefix, when set, keeps only claim values that start with
	// it and strips it (a group claim such as "glitchtip:checkout").
	ProjectsPrefix string

	once        sync.Once
	set         *refresher[*jwks]
	lastRefetch atomic.Int64
}

type jwks struct {
	keys map[string]any
}

// init sets up the JWKS cache: read on first use, then refreshed in the
// background, so no request waits on the issuer while a fresh set is held.
func (o *OAuth) init(ttl time.Duration, onFail func(error)) {
	o.once.Do(func() {
		if o.CacheTTL > 0 {
			ttl = o.CacheTTL
		}
		o.set = newLazyRefresher(ttl, o.fetch, onFail)
	})
}

// keyFor returns the verification key named kid.
func (o *OAuth) keyFor(ctx context.Context, kid string) (any, error) {
	o.init(0, nil)
	set, ok := o.set.get(ctx)
	if k, found := set.lookup(kid); ok && found {
		return k, nil
	}
	// An unknown kid may be a key the issuer just rotated in: read the set
	// again, at most every 30 s, so a flood of bogus kids cannot hammer
	// the JWKS endpoint.
	now := time.Now().UnixNano()
	if last := o.lastRefetch.Load(); now-last > int64(30*time.Second) && o.lastRefetch.CompareAndSwap(last, now) {
		o.set.refetch(ctx)
		set, ok = o.set.get(ctx)
		if k, found := set.lookup(kid); ok && found {
			return k, nil
		}
	}
	if !ok {
		return nil, errors.New("jwks unavailable")
	}
	return nil, errors.New("unknown signing key")
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
		return nil, gterr.Config("the JWKS at MCP_OAUTH_JWKS_URL could not be reached")
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		return nil, gterr.Config("the JWKS at MCP_OAUTH_JWKS_URL answered HTTP " + strconv.Itoa(resp.StatusCode))
	}
	var doc struct {
		Keys []struct {
			Kty, Kid, Use, Alg, N, E, Crv, X, Y string
		} `json:"keys"`
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&doc); err != nil {
		return nil, gterr.Config("the JWKS at MCP_OAUTH_JWKS_URL is not a JSON key set")
	}
	set := &jwks{keys: map[string]any{}}
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
			size := (curve.Params().BitSize + 7) / 8
			if err1 != nil || err2 != nil || len(x) > size || len(y) > size {
				continue
			}
			// the uncompressed point encoding: 0x04, X and Y at full size;
			// parsing it also checks that the point is on the curve
			point := make([]byte, 1+2*size)
			point[0] = 4
			copy(point[1+size-len(x):1+size], x)
			copy(point[1+2*size-len(y):], y)
			pub, err := ecdsa.ParseUncompressedPublicKey(curve, point)
			if err != nil {
				continue
			}
			set.keys[k.Kid] = pub
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
	// RFC 7515 §4.1.11: a token that names a critical header parameter must
	// be refused unless every one is understood, and this server implements
	// no JWS extension. An issuer that marks one critical means the token
	// must not be accepted without it.
	if _, ok := parsed.Header["crit"]; ok {
		return Decision{Status: 401, Reason: "invalid token: critical header parameter not understood", Header: base + `, error="invalid_token"`, Message: "invalid or expired access token"}
	}
	// The subject names the caller in the audit log; one that is not a
	// string (a number, an object) is a token this server cannot attribute.
	sub, isString := claims["sub"].(string)
	if _, present := claims["sub"]; present && !isString {
		return Decision{Status: 401, Reason: "invalid token: sub is not a string", Header: base + `, error="invalid_token"`, Message: "invalid or expired access token"}
	}
	if !hasScope(claims, o.Scope) {
		return Decision{Status: 403, Reason: "insufficient scope for " + sub, Caller: Caller{Name: sub, Method: "oauth"},
			Header:  `Bearer error="insufficient_scope", scope="` + o.Scope + `", resource_metadata="` + prm + `"`,
			Message: "the access token lacks the required scope " + o.Scope}
	}
	if sub == "" {
		sub = "unknown-subject"
	}
	c := Caller{Name: sub, Method: "oauth"}
	if o.ProjectsClaim != "" {
		c.Projects = o.projects(claims)
		if len(c.Projects) == 0 {
			return Decision{Status: 403, Reason: "no projects in claim for " + sub, Caller: c,
				Header:  `Bearer error="insufficient_scope", resource_metadata="` + prm + `"`,
				Message: "the access token grants no GlitchTip project: its " + o.ProjectsClaim + " claim names none this server accepts"}
		}
		if slices.Contains(c.Projects, "*") {
			c.Projects = nil
		}
	}
	return Decision{Caller: c}
}

// projects reads the projects claim: the values that carry the prefix
// (stripped) and are project slugs, or "*" for every project.
func (o *OAuth) projects(claims jwt.MapClaims) []string {
	var raw []string
	switch v := claims[o.ProjectsClaim].(type) {
	case []any:
		for _, x := range v {
			if s, ok := x.(string); ok {
				raw = append(raw, s)
			}
		}
	case string:
		raw = strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == ',' })
	}
	out := []string{}
	for _, s := range raw {
		s, ok := strings.CutPrefix(strings.TrimSpace(s), o.ProjectsPrefix)
		if ok && (s == "*" || glitchtip.ValidSlug(s)) && !slices.Contains(out, s) && len(out) < 256 {
			out = append(out, s)
		}
	}
	return out
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

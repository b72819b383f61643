// Package access decides who may call the endpoint. It is closed by
// default: with no keys configured every /mcp request is refused. Callers
// authenticate with an API key (Bearer, compared in constant time) or, in
// OAuth mode, with a JWT access token from an external authorization server
// (issuer, audience, expiry and scope checked; JWKS cached across
// invocations). The caller's credential is never passed on to GlitchTip and
// never logged.
package access

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/gterr"
)

// Modes.
const (
	ModeAPIKeys = "api-keys"
	ModeOAuth   = "oauth"
)

// Key is one accepted API key.
type Key struct {
	Name    string `json:"name"`
	Key     string `json:"key"`
	Revoked bool   `json:"revoked"`
	// Projects are the project slugs the key may read; nil means every
	// project the GlitchTip token sees.
	Projects []string `json:"projects"`
}

// ParseKeys reads a keys secret: a JSON array of key strings or of
// {"name","key","revoked","projects"} objects. Keys shorter than 16
// characters are refused: they would be guessable. A projects list must
// hold project slugs; an empty one is refused, since it would allow
// nothing (leave it out for every project).
func ParseKeys(raw string) ([]Key, error) {
	var items []json.RawMessage
	if err := json.Unmarshal([]byte(raw), &items); err != nil {
		return nil, gterr.Config("the API keys secret must be a JSON array of keys or of {\"name\", \"key\"} objects")
	}
	var keys []Key
	for i, it := range items {
		var k Key
		var s string
		if json.Unmarshal(it, &s) == nil {
			k = Key{Name: "key-" + strconv.Itoa(i+1), Key: s}
		} else if err := json.Unmarshal(it, &k); err != nil {
			return nil, gterr.Config("the API keys secret has an entry that is neither a string nor a {\"name\", \"key\"} object")
		}
		if len(k.Key) < 16 {
			return nil, gterr.Config("every API key must be at least 16 characters")
		}
		if k.Name == "" {
			k.Name = "key-" + strconv.Itoa(i+1)
		}
		if k.Projects != nil {
			if len(k.Projects) == 0 {
				return nil, gterr.Config("API key " + k.Name + " has an empty projects list: leave \"projects\" out to allow every project, or name at least one")
			}
			for _, p := range k.Projects {
				if !glitchtip.ValidSlug(p) {
					return nil, gterr.Config("API key " + k.Name + " has a projects entry that is not a project slug (lowercase letters, digits, '-' or '_')")
				}
			}
		}
		keys = append(keys, k)
	}
	return keys, nil
}

// Caller is an authenticated caller.
type Caller struct {
	// Name is the key name or the token subject.
	Name string
	// Method is "api-key", "oauth" or "dev-open".
	Method string
	// Projects are the project slugs the caller may read; nil means all.
	Projects []string
}

// Allows reports whether the caller may read project slug.
func (c Caller) Allows(slug string) bool {
	return c.Projects == nil || slices.Contains(c.Projects, slug)
}

type callerKey struct{}

// WithCaller returns ctx carrying c.
func WithCaller(ctx context.Context, c Caller) context.Context {
	return context.WithValue(ctx, callerKey{}, c)
}

// CallerFrom returns the caller of ctx.
func CallerFrom(ctx context.Context) (Caller, bool) {
	c, ok := ctx.Value(callerKey{}).(Caller)
	return c, ok
}

// Decision is the outcome of a check: Status 0 means allowed.
type Decision struct {
	Caller Caller
	Status int
	// Reason is for the audit log (never contains the credential).
	Reason string
	// Header is the WWW-Authenticate value for 401/403.
	Header string
	// Message is the client-facing text.
	Message string
}

// Guard checks requests. Construct it with New.
type Guard struct {
	mode    string
	keys    *refresher[[]hashedKey]
	oauth   *OAuth
	origins []string
	devOpen bool
}

type hashedKey struct {
	name     string
	sum      [32]byte
	revoked  bool
	projects []string
}

// Config configures a Guard.
type Config struct {
	Mode string
	Keys []Key
	// LoadKeys reads the keys again (rotation, revocation); nil keeps Keys
	// for the life of the process.
	LoadKeys func(context.Context) ([]Key, error)
	// Refresh is how long loaded keys (and the JWKS) are trusted before
	// they are read again; zero means DefaultRefresh.
	Refresh time.Duration
	// OnRefreshError is told, once per failing streak, that keys or the
	// JWKS could not be read again (the last good set stays in use). The
	// error holds no secret value.
	OnRefreshError func(what string, err error)
	// OAuth is required in ModeOAuth.
	OAuth *OAuth
	// AllowedOrigins are browser origins allowed to call (exact match).
	AllowedOrigins []string
	// DevOpen admits unauthenticated callers. The caller must only set it
	// for a loopback listener off Lambda (see ValidateDevOpen).
	DevOpen bool
}

// New returns a Guard.
func New(c Config) (*Guard, error) {
	g := &Guard{mode: c.Mode, oauth: c.OAuth, origins: c.AllowedOrigins, devOpen: c.DevOpen}
	if g.mode == "" {
		g.mode = ModeAPIKeys
	}
	onFail := func(what string) func(error) {
		return func(err error) {
			if c.OnRefreshError != nil {
				c.OnRefreshError(what, err)
			}
		}
	}
	switch g.mode {
	case ModeAPIKeys:
		var load func(context.Context) ([]hashedKey, error)
		if c.LoadKeys != nil {
			load = func(ctx context.Context) ([]hashedKey, error) {
				keys, err := c.LoadKeys(ctx)
				return hashKeys(keys), err
			}
		}
		g.keys = newRefresher(hashKeys(c.Keys), c.Refresh, load, onFail("API keys"))
	case ModeOAuth:
		if c.OAuth == nil {
			return nil, gterr.Config("MCP_AUTH_MODE=oauth needs MCP_OAUTH_ISSUER, MCP_OAUTH_JWKS_URL and MCP_OAUTH_AUDIENCE")
		}
		c.OAuth.init(c.Refresh, onFail("the OAuth JWKS"))
	default:
		return nil, gterr.Config("MCP_AUTH_MODE must be api-keys or oauth")
	}
	return g, nil
}

// hashKeys keeps digests of the keys: comparing digests gives equal-length
// inputs to the constant-time compare, so timing reveals neither content nor
// length.
func hashKeys(keys []Key) []hashedKey {
	out := make([]hashedKey, 0, len(keys))
	for _, k := range keys {
		out = append(out, hashedKey{name: k.Name, sum: sha256.Sum256([]byte(k.Key)), revoked: k.Revoked, projects: k.Projects})
	}
	return out
}

// Run keeps the keys and the JWKS fresh until ctx ends. Without it they
// are still refreshed, from requests, as they age.
func (g *Guard) Run(ctx context.Context) {
	if g.oauth != nil {
		go g.oauth.set.run(ctx)
	}
	if g.keys != nil {
		g.keys.run(ctx)
	}
}

// ValidateDevOpen refuses the development flag anywhere but on a loopback
// listener off Lambda.
func ValidateDevOpen(listenAddr string, onLambda bool) error {
	if onLambda {
		return gterr.Config("MCP_DEV_OPEN is refused on Lambda: configure API keys or OAuth")
	}
	host, _, err := net.SplitHostPort(listenAddr)
	if err != nil {
		return gterr.Config("MCP_DEV_OPEN needs a loopback MCP_LISTEN_ADDR")
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return gterr.Config("MCP_DEV_OPEN is honoured only on a loopback MCP_LISTEN_ADDR")
	}
	return nil
}

// RefusesEveryone reports whether no caller can get in: API-key mode with
// no key configured and no development access. The operator is told at
// start, and every 401 says so too.
func (g *Guard) RefusesEveryone() bool {
	if g.mode != ModeAPIKeys || g.devOpen {
		return false
	}
	keys, _ := g.keys.get(context.Background())
	return len(keys) == 0
}

// Mode returns the guard's mode.
func (g *Guard) Mode() string { return g.mode }

// OAuth returns the OAuth settings, or nil.
func (g *Guard) OAuth() *OAuth { return g.oauth }

// CheckOrigin allows requests without Origin (non-browser clients), listed
// origins, and localhost origins when the request arrived on loopback.
// Anything else is a possible DNS-rebinding or cross-site request.
func (g *Guard) CheckOrigin(r *http.Request) bool {
	o := r.Header.Get("Origin")
	if o == "" {
		return true
	}
	if slices.Contains(g.origins, o) {
		return true
	}
	if u, err := url.Parse(o); err == nil && (u.Hostname() == "localhost" || u.Hostname() == "127.0.0.1" || u.Hostname() == "::1") {
		if la, ok := r.Context().Value(http.LocalAddrContextKey).(net.Addr); ok {
			if ta, ok := la.(*net.TCPAddr); ok && ta.IP.IsLoopback() {
				return true
			}
		}
	}
	return false
}

// Authenticate checks the request's credential. resourceMetadata is the
// URL of the protected-resource metadata, advertised on 401/403 in OAuth
// mode.
func (g *Guard) Authenticate(r *http.Request, resourceMetadata string) Decision {
	if g.devOpen {
		return Decision{Caller: Caller{Name: "anonymous", Method: "dev-open"}}
	}
	token, ok := bearer(r.Header.Get("Authorization"))
	if g.mode == ModeOAuth {
		return g.oauthDecision(r.Context(), token, ok, resourceMetadata)
	}
	challenge := `Bearer realm="glitchtip-mcp"`
	keys, _ := g.keys.get(r.Context())
	if len(keys) == 0 {
		return Decision{Status: 401, Reason: "no API keys configured", Header: challenge,
			Message: "this server has no API keys configured, so it refuses every request: its operator must set MCP_API_KEYS_SOURCE_NAME to a secret holding the keys"}
	}
	if !ok {
		return Decision{Status: 401, Reason: "no credential", Header: challenge, Message: "authentication required: send Authorization: Bearer <API key>"}
	}
	sum := sha256.Sum256([]byte(token))
	// A key listed twice (current and pending versions of the secret
	// during a rotation) is revoked if either version revokes it.
	match, revoked := -1, false
	for i := range keys {
		if subtle.ConstantTimeCompare(sum[:], keys[i].sum[:]) == 1 {
			match = i
			revoked = revoked || keys[i].revoked
		}
	}
	switch {
	case match < 0:
		return Decision{Status: 401, Reason: "unknown key", Header: challenge + `, error="invalid_token"`, Message: "invalid API key"}
	case revoked:
		return Decision{Status: 401, Reason: "revoked key " + keys[match].name, Header: challenge + `, error="invalid_token"`, Message: "invalid API key"}
	}
	return Decision{Caller: Caller{Name: keys[match].name, Method: "api-key", Projects: keys[match].projects}}
}

func bearer(h string) (string, bool) {
	scheme, tok, ok := strings.Cut(strings.TrimSpace(h), " ")
	if !ok || !strings.EqualFold(scheme, "bearer") {
		return "", false
	}
	tok = strings.TrimSpace(tok)
	return tok, tok != "" && len(tok) <= 8192
}

// Package config reads and validates the settings of both functions from
// the environment, in one place. Validation happens before any network call: a missing or invalid
// setting stops the server with a message that names the setting.
package config

import (
	"net/url"
	"slices"
	"strings"
	"time"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/ident"
)

// Config is the validated configuration.
type Config struct {
	// GlitchTipURL is GLITCHTIP_URL.
	GlitchTipURL string
	// Org is GLITCHTIP_ORG.
	Org string
	// TokenSource is GLITCHTIP_TOKEN_SOURCE_NAME: a Secrets Manager secret
	// name, or env:VARNAME for development.
	TokenSource string
	// ProfileName is MCP_PROFILE, "" for the default; the tools resolve
	// it (tools.LookupProfile), since the profile governs them.
	ProfileName string
	// ListenAddr is MCP_LISTEN_ADDR for the local server.
	ListenAddr string
	// UpstreamTimeout is GLITCHTIP_TIMEOUT: the bound of one GlitchTip
	// request (0 means the client's default, 10s).
	UpstreamTimeout time.Duration
	// TagKeys is GLITCHTIP_TAG_KEYS: the operator's own event tag keys
	// (tenant, feature flag, warehouse…) the tools may show besides the
	// built-in ones, comma-separated, at most MaxTagKeys; user.* never.
	TagKeys []string
	// Access is how callers are authenticated.
	Access Access
	// MaskInfrastructure is MCP_MASK_INFRASTRUCTURE: mask internal host
	// names and private addresses in event text too, for organisations
	// that treat their topology as secret (by default they are kept).
	MaskInfrastructure bool
	// MetricsNamespace is MCP_METRICS_NAMESPACE: the CloudWatch namespace
	// of the metrics the audit lines carry; "" writes none.
	MetricsNamespace string
}

// MaxTagKeys bounds GLITCHTIP_TAG_KEYS.
const MaxTagKeys = 10

// tagKeys reads GLITCHTIP_TAG_KEYS. A key names a person's tag (user,
// user.*) or is malformed: the setting is refused, naming itself.
func tagKeys(v string) ([]string, error) {
	var out []string
	for _, k := range List(v) {
		if k == "user" || strings.HasPrefix(k, "user.") {
			return nil, gterr.Config("GLITCHTIP_TAG_KEYS must not name user tags (user, user.*): they describe people")
		}
		if !ident.Chars(k, 1, 32, tagKeyChar) {
			return nil, gterr.Config("GLITCHTIP_TAG_KEYS must be comma-separated tag keys of 1-32 letters, digits, '_', '.', ':' or '-'")
		}
		if !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	if len(out) > MaxTagKeys {
		return nil, gterr.Config("GLITCHTIP_TAG_KEYS must name at most 10 tag keys")
	}
	return out, nil
}

func tagKeyChar(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '.' || c == ':' || c == '-'
}

// Access holds the access settings. Checks that depend on where the
// process runs (MCP_DEV_OPEN, an http JWKS URL) are the caller's, which
// knows.
type Access struct {
	// Mode is MCP_AUTH_MODE: "" or "api_keys", or "oauth".
	Mode string
	// AllowedOrigins is MCP_ALLOWED_ORIGINS, comma-separated.
	AllowedOrigins []string
	// Refresh is MCP_ACCESS_REFRESH: how often keys and JWKS are read
	// again (0 means the default).
	Refresh time.Duration
	// DevOpen is MCP_DEV_OPEN: no authentication, loopback only.
	DevOpen bool
	// KeysSource is MCP_API_KEYS_SOURCE_NAME, the API keys' secret name.
	KeysSource string
	// OAuth is the MCP_OAUTH_* settings, read when Mode is "oauth".
	OAuth OAuth
}

// OAuth holds the MCP_OAUTH_* settings.
type OAuth struct {
	Issuer, JWKSURL, Audience, Scope string
	AuthorizationServers             []string
	ProjectsClaim, ProjectsPrefix    string
}

// Refresh bounds of MCP_ACCESS_REFRESH: shorter would make every warm
// instance read the secret constantly, longer would leave a revoked key
// working for too long.
const (
	minRefresh = time.Second
	maxRefresh = 24 * time.Hour
)

func loadAccess(getenv func(string) string) (Access, error) {
	a := Access{Mode: strings.TrimSpace(getenv("MCP_AUTH_MODE")), AllowedOrigins: List(getenv("MCP_ALLOWED_ORIGINS")),
		KeysSource: strings.TrimSpace(getenv("MCP_API_KEYS_SOURCE_NAME"))}
	if v := strings.TrimSpace(getenv("MCP_ACCESS_REFRESH")); v != "" {
		d, err := time.ParseDuration(v)
		if !matches("MCP_ACCESS_REFRESH", v) || err != nil || d < minRefresh || d > maxRefresh {
			return a, gterr.Config("MCP_ACCESS_REFRESH must be a whole number of seconds, minutes or hours from 1s to 24h, e.g. 5m")
		}
		a.Refresh = d
	}
	if v := strings.TrimSpace(getenv("MCP_DEV_OPEN")); v != "" && v != "0" && v != "false" {
		a.DevOpen = true
	}
	if a.Mode == "oauth" {
		a.OAuth = OAuth{Issuer: strings.TrimSpace(getenv("MCP_OAUTH_ISSUER")), JWKSURL: strings.TrimSpace(getenv("MCP_OAUTH_JWKS_URL")),
			Audience: strings.TrimSpace(getenv("MCP_OAUTH_AUDIENCE")), Scope: strings.TrimSpace(getenv("MCP_OAUTH_SCOPE")),
			AuthorizationServers: List(getenv("MCP_OAUTH_AUTHORIZATION_SERVERS")),
			ProjectsClaim:        strings.TrimSpace(getenv("MCP_OAUTH_PROJECTS_CLAIM")),
			ProjectsPrefix:       strings.TrimSpace(getenv("MCP_OAUTH_PROJECTS_PREFIX"))}
		if a.OAuth.Issuer == "" || a.OAuth.JWKSURL == "" || a.OAuth.Audience == "" {
			return a, gterr.Config("MCP_AUTH_MODE=oauth needs MCP_OAUTH_ISSUER, MCP_OAUTH_JWKS_URL and MCP_OAUTH_AUDIENCE (this endpoint's URL)")
		}
		if a.OAuth.Scope == "" {
			a.OAuth.Scope = "glitchtip.read"
		}
	}
	return a, nil
}

// List splits a comma-separated setting, dropping empty entries.
func List(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// Load reads the configuration through getenv (os.Getenv in production).
func Load(getenv func(string) string) (*Config, error) {
	c := &Config{
		GlitchTipURL: strings.TrimSpace(getenv("GLITCHTIP_URL")),
		Org:          strings.TrimSpace(getenv("GLITCHTIP_ORG")),
		TokenSource:  strings.TrimSpace(getenv("GLITCHTIP_TOKEN_SOURCE_NAME")),
		ListenAddr:   strings.TrimSpace(getenv("MCP_LISTEN_ADDR")),
	}
	if c.ListenAddr == "" {
		c.ListenAddr = "127.0.0.1:8080"
	}
	switch {
	case c.GlitchTipURL == "":
		return nil, gterr.Config("GLITCHTIP_URL is not set: give the GlitchTip base URL, e.g. https://glitchtip.example.com")
	case c.Org == "":
		return nil, gterr.Config("GLITCHTIP_ORG is not set: give the organisation slug")
	case c.TokenSource == "":
		return nil, gterr.Config("GLITCHTIP_TOKEN_SOURCE_NAME is not set: give the name of the Secrets Manager secret holding the API token")
	}
	if u, err := url.Parse(c.GlitchTipURL); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.User != nil {
		return nil, gterr.Config("GLITCHTIP_URL must be an absolute http(s) URL without credentials")
	}
	if !glitchtip.ValidSlug(c.Org) {
		return nil, gterr.Config("GLITCHTIP_ORG must be an organisation slug (lowercase letters, digits, '-', '_')")
	}
	if v := strings.TrimSpace(getenv("GLITCHTIP_TIMEOUT")); v != "" {
		d, err := time.ParseDuration(v)
		if !matches("GLITCHTIP_TIMEOUT", v) || err != nil || d < 100*time.Millisecond || d > 25*time.Second {
			return nil, gterr.Config("GLITCHTIP_TIMEOUT must be a whole number of milliseconds or seconds from 100ms to 25s, e.g. 5s")
		}
		c.UpstreamTimeout = d
	}
	c.ProfileName = strings.TrimSpace(getenv("MCP_PROFILE"))
	c.MetricsNamespace = strings.TrimSpace(getenv("MCP_METRICS_NAMESPACE"))
	if c.MetricsNamespace != "" && !validNamespace(c.MetricsNamespace) {
		return nil, gterr.Config("MCP_METRICS_NAMESPACE must be 1 to 255 letters, digits or . _ - / # and must not start with AWS/, e.g. glitchtip-mcp")
	}
	switch v := strings.TrimSpace(getenv("MCP_MASK_INFRASTRUCTURE")); v {
	case "", "false":
	case "true":
		c.MaskInfrastructure = true
	default:
		return nil, gterr.Config("MCP_MASK_INFRASTRUCTURE must be true or false")
	}
	keys, err := tagKeys(getenv("GLITCHTIP_TAG_KEYS"))
	if err != nil {
		return nil, err
	}
	c.TagKeys = keys
	a, err := loadAccess(getenv)
	if err != nil {
		return nil, err
	}
	c.Access = a
	return c, nil
}

// validNamespace reports whether ns is a CloudWatch namespace a custom
// metric may use: 1 to 255 of the characters CloudWatch allows (a subset,
// without spaces and colons), not in AWS's own "AWS/" space.
func validNamespace(ns string) bool {
	if len(ns) > 255 || strings.HasPrefix(ns, "AWS/") {
		return false
	}
	for _, r := range ns {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("._-/#", r)) {
			return false
		}
	}
	return ns != ""
}

// Package config reads and validates the server's settings and its access
// profile. Validation happens before any network call: a missing or invalid
// setting stops the server with a message that names the setting.
package config

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/glitchtip"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gterr"
)

// Operations a profile can allow. Mutations and admin exist only to be
// forbidden: no code path implements them.
const (
	OpRead         = "glitchtip.read"
	OpEventRead    = "glitchtip.event.read"
	OpEventReadRaw = "glitchtip.event.read_raw"
	OpIssueMutate  = "glitchtip.issue.mutate"
	OpAdmin        = "glitchtip.admin"
)

var knownOps = []string{OpRead, OpEventRead, OpEventReadRaw, OpIssueMutate, OpAdmin}

// Profile says which operations the tools may perform.
type Profile struct {
	Name      string   `json:"name"`
	Allowed   []string `json:"allowed_operations"`
	Forbidden []string `json:"forbidden_operations"`
}

// Allows reports whether op is allowed and not forbidden.
func (p Profile) Allows(op string) bool {
	return slices.Contains(p.Allowed, op) && !slices.Contains(p.Forbidden, op)
}

// DefaultProfile is the profile used when none is configured.
const DefaultProfile = "glitchtip-readonly"

// Profiles are the built-in profiles. Every one forbids mutation and admin.
var Profiles = map[string]Profile{
	"glitchtip-readonly": {Name: "glitchtip-readonly",
		Allowed:   []string{OpRead, OpEventRead},
		Forbidden: []string{OpIssueMutate, OpAdmin}},
	"glitchtip-readonly-raw": {Name: "glitchtip-readonly-raw",
		Allowed:   []string{OpRead, OpEventRead, OpEventReadRaw},
		Forbidden: []string{OpIssueMutate, OpAdmin}},
	"glitchtip-metadata": {Name: "glitchtip-metadata",
		Allowed:   []string{OpRead},
		Forbidden: []string{OpIssueMutate, OpAdmin, OpEventRead, OpEventReadRaw}},
}

// Config is the validated configuration.
type Config struct {
	// GlitchTipURL is GLITCHTIP_URL.
	GlitchTipURL string
	// Org is GLITCHTIP_ORG.
	Org string
	// TokenSource is GLITCHTIP_TOKEN_SOURCE_NAME: a Secrets Manager secret
	// name, or env:VARNAME for development.
	TokenSource string
	// Profile is the resolved MCP_PROFILE.
	Profile Profile
	// ListenAddr is MCP_LISTEN_ADDR for the local server.
	ListenAddr string
	// UpstreamTimeout is GLITCHTIP_TIMEOUT: the bound of one GlitchTip
	// request (0 means the client's default, 10s).
	UpstreamTimeout time.Duration
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
		if err != nil || d < 100*time.Millisecond || d > 25*time.Second {
			return nil, gterr.Config("GLITCHTIP_TIMEOUT must be a duration from 100ms to 25s, e.g. 5s")
		}
		c.UpstreamTimeout = d
	}
	name := strings.TrimSpace(getenv("MCP_PROFILE"))
	if name == "" {
		name = DefaultProfile
	}
	p, ok := Profiles[name]
	if !ok {
		return nil, gterr.Config(fmt.Sprintf("MCP_PROFILE names no known profile; known: %s", strings.Join(ProfileNames(), ", ")))
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	c.Profile = p
	return c, nil
}

// Validate refuses a profile that allows a forbidden, mutating or unknown
// operation: the server is read-only by construction and says so.
func (p Profile) Validate() error {
	for _, op := range p.Allowed {
		if !slices.Contains(knownOps, op) {
			return gterr.Config("profile " + p.Name + " allows an unknown operation")
		}
		if op == OpIssueMutate || op == OpAdmin || slices.Contains(p.Forbidden, op) {
			return gterr.Config("profile " + p.Name + " allows a forbidden operation")
		}
	}
	return nil
}

// ProfileNames lists the built-in profiles, sorted.
func ProfileNames() []string {
	var out []string
	for n := range Profiles {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

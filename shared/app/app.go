// Package app wires the product together once per process (a Lambda cold
// start or a local server start): configuration, the token by secret name,
// the GET-only client, the projector, the tools and the HTTP handler. Every
// failure here is a configuration error that stops the process before it
// serves anything: there is no token-less fallback.
package app

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/server"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/access"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/audit"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/config"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/digest"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/glitchtip"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gterr"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/mcpserver"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/projection"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/redact"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/secret"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/tools"
)

// Version is the server version, set at build time with -ldflags -X.
var Version = "0.1.0"

// App is the assembled product.
type App struct {
	Config    *config.Config
	Client    *glitchtip.Client
	Projector *projection.Projector
	MCP       *server.MCPServer
	Tools     []string
	Guard     *access.Guard
	Handler   http.Handler
	// Schedule is the scheduled digest's configuration.
	Schedule *digest.Schedule
}

// RunDigest runs the scheduled digest (the Lambda's scheduled event).
func (a *App) RunDigest(ctx context.Context) (any, error) {
	return a.Schedule.Run(ctx, a.Client, a.Projector)
}

// Options adjust Build for tests and the demo.
type Options struct {
	// Resolver resolves the token source; nil means Secrets Manager only
	// (no env: sources).
	Resolver *secret.Resolver
	// Transport overrides the client's HTTP transport (still GET-only).
	Transport http.RoundTripper
	// RequestID extracts a request id from a request (Lambda).
	RequestID func(*http.Request) string
	// OnLambda refuses development-only settings.
	OnLambda bool
	// AuditLog receives the audit lines; nil means os.Stderr.
	AuditLog io.Writer
	// Stdio builds the server for stdio: every tool call and resource read
	// writes its own audit line, since no HTTP handler does.
	Stdio bool
}

// Build assembles the App. Configuration is validated before any network
// call; the token is then resolved by secret name.
func Build(ctx context.Context, getenv func(string) string, opt Options) (*App, error) {
	cfg, err := config.Load(getenv)
	if err != nil {
		return nil, err
	}
	res := opt.Resolver
	if res == nil {
		res = &secret.Resolver{}
	}
	token, err := res.Resolve(ctx, cfg.TokenSource, "token")
	if err != nil {
		return nil, named("GLITCHTIP_TOKEN_SOURCE_NAME", err)
	}
	client, err := glitchtip.New(glitchtip.Config{BaseURL: cfg.GlitchTipURL, Org: cfg.Org, Token: token, Transport: opt.Transport, Timeout: cfg.UpstreamTimeout})
	if err != nil {
		return nil, err
	}
	sched, err := digest.LoadSchedule(getenv)
	if err != nil {
		return nil, err
	}
	w := opt.AuditLog
	if w == nil {
		w = os.Stderr
	}
	guard, keys, err := buildGuard(ctx, getenv, res, cfg, opt.OnLambda, w)
	if err != nil {
		return nil, err
	}
	red := redact.New(append([]string{token}, keys...)...)
	p := &projection.Projector{Redactor: red, BaseURL: client.BaseURL(), Org: cfg.Org}
	deps := &tools.Deps{Client: client, Projector: p, Profile: cfg.Profile, Version: Version}
	auditLog := audit.New(w, red)
	var outer []server.ServerOption
	if opt.Stdio {
		outer = mcpserver.StdioAudit(auditLog)
	}
	s, names := mcpserver.New(deps, outer...)
	sched.Log = w
	h := mcpserver.Handler(s, mcpserver.Options{Guard: guard, Audit: auditLog, RequestID: opt.RequestID,
		KnownTool: func(name string) bool { return audit.KnownTools[name] },
		Scoped: func(project string) *server.MCPServer {
			scoped := *deps
			scoped.Scope = project
			s, _ := mcpserver.New(&scoped)
			return s
		},
		ProjectExists: func(ctx context.Context, project string) error {
			_, err := client.Project(ctx, project)
			return err
		},
	})
	return &App{Config: cfg, Client: client, Projector: p, MCP: s, Tools: names, Guard: guard, Handler: h, Schedule: sched}, nil
}

// SelfCheck asks GlitchTip who the token is and returns one line for the
// operator: the identity and the needed scopes it lacks, by name, or what
// failed (trusted text only).
func (a *App) SelfCheck(ctx context.Context) string {
	w, err := a.Client.Whoami(ctx)
	if err != nil {
		return "GlitchTip self-check failed: " + gterr.Trusted(err)
	}
	var scopes []string
	if w.Auth != nil {
		scopes = w.Auth.Scopes
	}
	missing := glitchtip.MissingScopes(scopes)
	if len(missing) == 0 {
		return "GlitchTip self-check: token has the scopes the tools need"
	}
	return "GlitchTip self-check: the token lacks " + strings.Join(missing, ", ") +
		" (project:read and event:read are needed by the tools, project:releases by glitchtip_list_releases); create a token with them under Profile > Auth Tokens"
}

// Refresh bounds of MCP_ACCESS_REFRESH: shorter would make every warm
// instance read the secret constantly, longer would leave a revoked key
// working for too long.
const (
	minRefresh = time.Second
	maxRefresh = 24 * time.Hour
)

// buildGuard reads the access settings. It returns the keys accepted at
// start too, so the redactor can scrub them from any text. The keys secret
// is read again every MCP_ACCESS_REFRESH (current and pending stages), and
// so is the OAuth JWKS; a failed refresh keeps the last good set and
// writes one line to log.
func buildGuard(ctx context.Context, getenv func(string) string, res *secret.Resolver, cfg *config.Config, onLambda bool, log io.Writer) (*access.Guard, []string, error) {
	ac := access.Config{Mode: strings.TrimSpace(getenv("MCP_AUTH_MODE")), AllowedOrigins: splitList(getenv("MCP_ALLOWED_ORIGINS"))}
	ac.Refresh = access.DefaultRefresh
	if v := strings.TrimSpace(getenv("MCP_ACCESS_REFRESH")); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d < minRefresh || d > maxRefresh {
			return nil, nil, gterr.Config("MCP_ACCESS_REFRESH must be a duration between 1s and 24h, e.g. 5m")
		}
		ac.Refresh = d
	}
	ac.OnRefreshError = func(what string, err error) {
		line, _ := json.Marshal(map[string]string{"time": time.Now().UTC().Format(time.RFC3339), "event": "access_refresh_failed",
			"what": what, "error": gterr.Trusted(err), "note": "the last good set stays in use"})
		log.Write(append(line, '\n'))
	}
	if v := strings.TrimSpace(getenv("MCP_DEV_OPEN")); v != "" && v != "0" && v != "false" {
		if err := access.ValidateDevOpen(cfg.ListenAddr, onLambda); err != nil {
			return nil, nil, err
		}
		ac.DevOpen = true
	}
	var literals []string
	switch ac.Mode {
	case "", access.ModeAPIKeys:
		if src := strings.TrimSpace(getenv("MCP_API_KEYS_SOURCE_NAME")); src != "" {
			load := func(ctx context.Context) ([]access.Key, error) { return loadKeys(ctx, res, src) }
			keys, err := load(ctx)
			if err != nil {
				return nil, nil, named("MCP_API_KEYS_SOURCE_NAME", err)
			}
			ac.Keys, ac.LoadKeys = keys, load
			for _, k := range keys {
				literals = append(literals, k.Key)
			}
		}
	case access.ModeOAuth:
		o := &access.OAuth{Issuer: strings.TrimSpace(getenv("MCP_OAUTH_ISSUER")), JWKSURL: strings.TrimSpace(getenv("MCP_OAUTH_JWKS_URL")),
			Audience: strings.TrimSpace(getenv("MCP_OAUTH_AUDIENCE")), Scope: strings.TrimSpace(getenv("MCP_OAUTH_SCOPE")),
			AuthorizationServers: splitList(getenv("MCP_OAUTH_AUTHORIZATION_SERVERS")),
			ProjectsClaim:        strings.TrimSpace(getenv("MCP_OAUTH_PROJECTS_CLAIM")),
			ProjectsPrefix:       strings.TrimSpace(getenv("MCP_OAUTH_PROJECTS_PREFIX"))}
		if o.Issuer == "" || o.JWKSURL == "" || o.Audience == "" {
			return nil, nil, gterr.Config("MCP_AUTH_MODE=oauth needs MCP_OAUTH_ISSUER, MCP_OAUTH_JWKS_URL and MCP_OAUTH_AUDIENCE (this endpoint's URL)")
		}
		if u, err := url.Parse(o.JWKSURL); err != nil || (u.Scheme != "https" && !(u.Scheme == "http" && !onLambda)) {
			return nil, nil, gterr.Config("MCP_OAUTH_JWKS_URL must be an https URL")
		}
		if o.Scope == "" {
			o.Scope = "glitchtip.read"
		}
		ac.OAuth = o
	}
	g, err := access.New(ac)
	return g, literals, err
}

// loadKeys reads the keys secret: its current value and, during a rotation,
// its pending value too, so clients holding either key keep working. A
// pending value that does not parse is left out (the rotation is not done
// yet); the current value must parse.
func loadKeys(ctx context.Context, res *secret.Resolver, src string) ([]access.Key, error) {
	cur, pending, err := res.RawRotating(ctx, src)
	if err != nil {
		return nil, err
	}
	keys, err := access.ParseKeys(cur)
	if err != nil {
		return nil, err
	}
	if pending != "" {
		if more, err := access.ParseKeys(pending); err == nil {
			keys = append(keys, more...)
		}
	}
	return keys, nil
}

// named puts the setting a configuration error is about in front of its
// message, so the one line an operator reads names what to change.
func named(setting string, err error) error {
	var ge *gterr.Error
	if !errors.As(err, &ge) || ge.Kind != gterr.KindConfig || ge.Msg == "" || strings.HasPrefix(ge.Msg, setting) {
		return err
	}
	c := *ge
	c.Msg = "reading " + setting + ": " + ge.Msg
	return &c
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

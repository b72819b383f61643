// Package app wires the product together once per process (a Lambda cold
// start or a local server start): configuration, the token by secret name,
// the GET-only client, the projector, the tools and the HTTP handler. Every
// failure here is a configuration error that stops the process before it
// serves anything: there is no token-less fallback.
package app

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/server"

	"glitchtip-mcp/shared/access"
	"glitchtip-mcp/shared/audit"
	"glitchtip-mcp/shared/config"
	"glitchtip-mcp/shared/endpoint"
	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/lazyre"
	"glitchtip-mcp/shared/mcpserver"
	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
	"glitchtip-mcp/shared/secret"
	"glitchtip-mcp/shared/tools"
	"glitchtip-mcp/shared/version"
)

// Core is what both functions read GlitchTip with: the configuration, the
// GET-only client and the projector (allowlist and redactor).
type Core struct {
	Config    *config.Config
	Client    *glitchtip.Client
	Projector *projection.Projector
}

// App is the assembled MCP endpoint.
type App struct {
	Core
	MCP     *server.MCPServer
	Profile tools.Profile
	Tools   []string
	Guard   *access.Guard
	Handler http.Handler
	// Phases are the durations of the start's steps, for the init log line.
	Phases Phases
}

// Phases are how long the steps of a start took.
type Phases struct {
	Config time.Duration `json:"config"`
	// Secrets runs from the first secret request to the end of the
	// warm-up beside it; Read is when both secrets had come back and Warm
	// how long the warm-up took, both from the same start.
	Secrets time.Duration `json:"secrets"`
	Read    time.Duration `json:"read"`
	Warm    time.Duration `json:"warm"`
	Server  time.Duration `json:"server"`
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
	// AuditLog receives the audit and access lines (log/slog JSON); nil
	// means os.Stderr.
	AuditLog io.Writer
	// Stdio builds the server for stdio: every tool call and resource read
	// writes its own audit line, since no HTTP handler does.
	Stdio bool
	// BudgetClock is the clock of each call's redaction budget (tools.Deps);
	// nil means time.Now.
	BudgetClock func() time.Time
}

// NewCore reads the configuration, resolves the token by secret name and
// builds the client and projector. Configuration is validated before any
// network call; res nil means Secrets Manager only.
func NewCore(ctx context.Context, getenv func(string) string, res *secret.Resolver, opt Options) (*Core, error) {
	cfg, err := config.Load(getenv)
	if err != nil {
		return nil, err
	}
	if res == nil {
		res = &secret.Resolver{}
	}
	token, err := res.Resolve(ctx, cfg.TokenSource, "token")
	if err != nil {
		return nil, named("GLITCHTIP_TOKEN_SOURCE_NAME", err)
	}
	return newCore(cfg, token, res, opt, nil, nil)
}

// newCore builds the client and projector around token. The token is read
// again from res every MCP_ACCESS_REFRESH and at once after a 401 (a
// rotated token is taken up without a redeploy); a failed read is written
// to log (nil: not written) and the last good token stays in use.
func newCore(cfg *config.Config, token string, res *secret.Resolver, opt Options, literals []string, log *slog.Logger) (*Core, error) {
	maxAge := cfg.Access.Refresh
	if maxAge == 0 {
		maxAge = access.DefaultRefresh
	}
	next := opt.Transport
	if next == nil {
		next = glitchtip.DefaultTransport()
	}
	red := redact.New(append([]string{token}, literals...)...)
	if cfg.MaskInfrastructure {
		red = red.MaskInfrastructure()
	}
	tok := secret.NewRefreshing(strings.TrimSpace(token), maxAge, tokenLoader(res, cfg.TokenSource))
	// a rotated token is masked as itself from the moment it is read
	tok.OnChange = red.AddLiteral
	tok.OnError = func(err error) {
		if log != nil {
			log.Warn("token_refresh_failed", "error", gterr.Trusted(err), "note", "the last good GlitchTip token stays in use")
		}
	}
	transport := &upstream{next: next, token: tok, initial: strings.TrimSpace(token)}
	client, err := glitchtip.New(glitchtip.Config{BaseURL: cfg.GlitchTipURL, Org: cfg.Org, Token: token, Transport: transport, Timeout: cfg.UpstreamTimeout})
	if err != nil {
		return nil, err
	}
	p := &projection.Projector{Redactor: red, BaseURL: client.BaseURL(), Org: cfg.Org}
	return &Core{Config: cfg, Client: client, Projector: p}, nil
}

// Build assembles the MCP endpoint. Configuration is validated before any
// network call; then the token and the API keys are read by secret name,
// at the same time.
func Build(ctx context.Context, getenv func(string) string, opt Options) (*App, error) {
	t0 := time.Now()
	cfg, err := config.Load(getenv)
	if err != nil {
		return nil, err
	}
	profile, err := tools.LookupProfile(cfg.ProfileName)
	if err != nil {
		return nil, err
	}
	res := opt.Resolver
	if res == nil {
		res = &secret.Resolver{}
	}
	w := opt.AuditLog
	if w == nil {
		w = os.Stderr
	}
	// One structured log for the audit and access lines (the functions'
	// start lines use the same handler on stderr).
	log := slog.New(slog.NewJSONHandler(w, nil))
	t1 := time.Now()
	// CPU work that needs no secret runs while Secrets Manager answers,
	// on one goroutine (the reads need a CPU too): what a client's first
	// requests (initialize, tools/list) would build on first use, then the
	// redactor's expressions, which tool calls need.
	warm := make(chan struct{})
	var warmed time.Duration
	go func() {
		defer close(warm)
		mcpserver.Warm()
		endpoint.Warm()
		lazyre.Warm()
		redact.Warm()
		warmed = time.Since(t1)
	}()
	// One request for both secrets where it can (the reads below then
	// take their values), else one request each, side by side.
	if cfg.Access.Mode == "" || cfg.Access.Mode == access.ModeAPIKeys {
		res.Prefetch(ctx, cfg.TokenSource, cfg.Access.KeysSource)
	}
	var token string
	var tokenErr error
	done := make(chan struct{})
	go func() {
		defer close(done)
		token, tokenErr = res.Resolve(ctx, cfg.TokenSource, "token")
	}()
	guard, keys, err := buildGuard(ctx, res, cfg, opt.OnLambda, log)
	<-done
	if tokenErr != nil {
		return nil, named("GLITCHTIP_TOKEN_SOURCE_NAME", tokenErr)
	}
	if err != nil {
		return nil, err
	}
	read := time.Since(t1)
	<-warm
	t2 := time.Now()
	core, err := newCore(cfg, token, res, opt, keys, log)
	if err != nil {
		return nil, err
	}
	client, p := core.Client, core.Projector
	deps := &tools.Deps{Client: client, Projector: p, Profile: profile, Version: version.Get(), TagKeys: cfg.TagKeys, BudgetClock: opt.BudgetClock}
	// the audit lines are the ones this log's handler would write, built
	// by hand (audit.New): one per request
	auditLog := audit.New(w, p.Redactor)
	auditLog.EmitMetrics(cfg.MetricsNamespace)
	var outer []server.ServerOption
	if opt.Stdio {
		outer = mcpserver.StdioAudit(auditLog)
	}
	s, names := mcpserver.New(deps, outer...)
	h := endpoint.Handler(s, endpoint.Options{Guard: guard, Audit: auditLog, RequestID: opt.RequestID,
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
	return &App{Core: *core, MCP: s, Profile: profile, Tools: names, Guard: guard, Handler: h,
		Phases: Phases{Config: t1.Sub(t0), Secrets: t2.Sub(t1), Read: read, Warm: warmed, Server: time.Since(t2)}}, nil
}

// SelfCheck asks GlitchTip who the token is and returns one line for the
// operator: the identity and the needed scopes it lacks, by name, or what
// failed (trusted text only).
func (a *Core) SelfCheck(ctx context.Context) string {
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

// buildGuard reads the access settings. It returns the keys accepted at
// start too, so the redactor can scrub them from any text. The keys secret
// is read again every MCP_ACCESS_REFRESH (current and pending stages), and
// so is the OAuth JWKS; a failed refresh keeps the last good set and
// writes one line to log.
func buildGuard(ctx context.Context, res *secret.Resolver, cfg *config.Config, onLambda bool, log *slog.Logger) (*access.Guard, []string, error) {
	set := cfg.Access
	ac := access.Config{Mode: set.Mode, AllowedOrigins: set.AllowedOrigins, Refresh: set.Refresh}
	if ac.Refresh == 0 {
		ac.Refresh = access.DefaultRefresh
	}
	ac.OnRefreshError = func(what string, err error) {
		log.Warn("access_refresh_failed", "what", what, "error", gterr.Trusted(err), "note", "the last good set stays in use")
	}
	if set.DevOpen {
		if err := access.ValidateDevOpen(cfg.ListenAddr, onLambda); err != nil {
			return nil, nil, err
		}
		ac.DevOpen = true
	}
	var literals []string
	switch ac.Mode {
	case "", access.ModeAPIKeys:
		if src := set.KeysSource; src != "" {
			// The start reads the current keys only; the refreshes (the
			// first right after the start, from Guard.Run) add a rotation's
			// pending ones, off the cold-start path.
			raw, err := res.Raw(ctx, src)
			if err != nil {
				return nil, nil, named("MCP_API_KEYS_SOURCE_NAME", err)
			}
			keys, err := access.ParseKeys(raw)
			if err != nil {
				return nil, nil, named("MCP_API_KEYS_SOURCE_NAME", err)
			}
			ac.Keys, ac.LoadKeys = keys, func(ctx context.Context) ([]access.Key, error) { return loadKeys(ctx, res, src) }
			for _, k := range keys {
				literals = append(literals, k.Key)
			}
		}
	case access.ModeOAuth:
		so := set.OAuth
		o := &access.OAuth{Issuer: so.Issuer, JWKSURL: so.JWKSURL, Audience: so.Audience, Scope: so.Scope,
			AuthorizationServers: so.AuthorizationServers, ProjectsClaim: so.ProjectsClaim, ProjectsPrefix: so.ProjectsPrefix}
		if u, err := url.Parse(o.JWKSURL); err != nil || (u.Scheme != "https" && !(u.Scheme == "http" && !onLambda)) {
			return nil, nil, gterr.Config("MCP_OAUTH_JWKS_URL must be an https URL")
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

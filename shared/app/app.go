// Package app wires the product together once per process (a Lambda cold
// start or a local server start): configuration, the token by secret name,
// the GET-only client, the projector, the tools and the HTTP handler. Every
// failure here is a configuration error that stops the process before it
// serves anything: there is no token-less fallback.
package app

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/server"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/config"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/glitchtip"
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
	Handler   http.Handler
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
		return nil, err
	}
	client, err := glitchtip.New(glitchtip.Config{BaseURL: cfg.GlitchTipURL, Org: cfg.Org, Token: token, Transport: opt.Transport})
	if err != nil {
		return nil, err
	}
	p := &projection.Projector{Redactor: redact.New(token), BaseURL: client.BaseURL(), Org: cfg.Org}
	deps := &tools.Deps{Client: client, Projector: p, Profile: cfg.Profile, Version: Version}
	s, names := mcpserver.New(deps)
	return &App{Config: cfg, Client: client, Projector: p, MCP: s, Tools: names,
		Handler: mcpserver.Handler(s, opt.RequestID)}, nil
}

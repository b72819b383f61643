// Package endpoint is the HTTP edge of the MCP server, identical on Lambda
// and locally: every /mcp request gets a request id and an audit record
// (carried in its context to the tools and the GlitchTip client), passes
// the Origin check, the body limit and authentication, and is then answered
// by mcp-go's stateless Streamable HTTP transport with plain JSON. GET and
// DELETE on /mcp get 405; GET /healthz reports liveness; in OAuth mode the
// RFC 9728 protected-resource metadata is served under /.well-known/.
package endpoint

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"path"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/server"

	"glitchtip-mcp/shared/access"
	"glitchtip-mcp/shared/audit"
	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/mcpserver"
)

// MaxBody is the largest request body accepted on /mcp.
const MaxBody = 256 << 10

// Options configure the HTTP handler.
type Options struct {
	// Guard authenticates callers. Required: without it nothing is served.
	Guard *access.Guard
	// Audit receives one record per /mcp request; nil discards.
	Audit *audit.Logger
	// RequestID extracts a request id (API Gateway's on Lambda); nil or ""
	// means a random one.
	RequestID func(*http.Request) string
	// Scoped builds the server for a project-scoped URL /mcp/{project};
	// nil disables those URLs.
	Scoped func(project string) *server.MCPServer
	// ProjectExists checks a scope's project once before its server is
	// built (a GlitchTip GET); nil skips the check.
	ProjectExists func(ctx context.Context, project string) error
	// KnownTool tells the tool names the endpoint may serve; a tools/call
	// of any other name is answered with a fixed error that does not repeat
	// it. nil leaves tool names to the MCP server.
	KnownTool func(name string) bool
}

// maxScopes bounds the cached project-scoped servers.
const maxScopes = 256

// Handler serves s over HTTP.
func Handler(s *server.MCPServer, opt Options) http.Handler {
	stream := transport(s)
	mux := http.NewServeMux()
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			writeJSON(w, http.StatusMethodNotAllowed, `{"error":"method not allowed"}`)
			return
		}
		writeJSON(w, http.StatusOK, `{"status":"ok"}`)
	})
	if o := opt.Guard.OAuth(); o != nil {
		prm := func(w http.ResponseWriter, r *http.Request) {
			b, _ := json.Marshal(o.Metadata(resourceURL(o, r)))
			writeJSON(w, http.StatusOK, string(b))
		}
		mux.HandleFunc("GET /.well-known/oauth-protected-resource", prm)
		mux.HandleFunc("GET /.well-known/oauth-protected-resource/mcp", prm)
	}
	mux.Handle("/mcp", mcpHandler("/mcp", func(http.ResponseWriter, *http.Request) http.Handler { return stream }, opt))
	if opt.Scoped != nil {
		sc := &scopes{opt: opt, m: map[string]http.Handler{}}
		mux.Handle("/mcp/{project}", mcpHandler("/mcp/{project}", sc.handler, opt))
	}
	notFound := func(w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusNotFound, `{"error":"not found: the MCP endpoint is /mcp"}`)
	}
	mux.HandleFunc("/", notFound)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// ServeMux answers a path that is not clean ("." "//mcp" "/a/../mcp")
		// with an HTML redirect: the endpoint answers JSON, and redirects
		// nowhere
		if !cleanPath(r.URL.Path) {
			notFound(w, r)
			return
		}
		mux.ServeHTTP(w, r)
	})
}

// cleanPath reports a path ServeMux serves without redirecting it: empty, or
// absolute and clean (a trailing slash allowed).
func cleanPath(p string) bool {
	if p == "" {
		return true
	}
	if p[0] != '/' {
		return false
	}
	c := path.Clean(p)
	return c == p || c+"/" == p
}

// resourceURL is the canonical URL of the /mcp resource: the configured
// audience, else derived from the request's host.
func resourceURL(o *access.OAuth, r *http.Request) string {
	if o.Audience != "" {
		return o.Audience
	}
	return baseURL(r) + "/mcp"
}

// metadataURL is the URL of the protected-resource metadata that a 401
// names: fromAudience (audienceMetadata, on the configured audience's
// host, so that the challenge repeats nothing of the request's Host
// header); on the request's host only when no audience is configured.
func metadataURL(fromAudience string, r *http.Request) string {
	if fromAudience != "" {
		return fromAudience
	}
	return baseURL(r) + metadataPath
}

const metadataPath = "/.well-known/oauth-protected-resource/mcp"

// audienceMetadata is the metadata URL on the configured audience's host,
// worked out once; "" without one (or without OAuth).
func audienceMetadata(o *access.OAuth) string {
	if o != nil && o.Audience != "" {
		if u, err := url.Parse(o.Audience); err == nil && u.Scheme != "" && u.Host != "" {
			return u.Scheme + "://" + u.Host + metadataPath
		}
	}
	return ""
}

func baseURL(r *http.Request) string {
	scheme := "https"
	if p := r.Header.Get("X-Forwarded-Proto"); p == "http" || (p == "" && r.TLS == nil) {
		scheme = "http"
	}
	return scheme + "://" + r.Host
}

// transport is the stateless Streamable HTTP transport for s.
func transport(s *server.MCPServer) http.Handler {
	// The request's context, with its audit record and caller, is the
	// one the tools run under.
	return server.NewStreamableHTTPServer(s, server.WithStateLess(true))
}

// scopes caches the servers of project-scoped URLs.
type scopes struct {
	opt Options
	mu  sync.Mutex
	m   map[string]http.Handler
}

// handler returns the scoped transport for the request's project, or
// writes an error and returns nil. It runs after authentication, so an
// unauthenticated caller cannot make it call GlitchTip.
func (sc *scopes) handler(w http.ResponseWriter, r *http.Request) http.Handler {
	slug := r.PathValue("project")
	if !glitchtip.ValidSlug(slug) {
		writeJSON(w, http.StatusNotFound, rpcError(-32000, "not found: /mcp/{project} needs a project slug"))
		return nil
	}
	// Checked before the project's existence, so the answer is the same
	// whether or not the project exists.
	if c, _ := access.CallerFrom(r.Context()); !c.Allows(slug) {
		writeJSON(w, http.StatusForbidden, rpcError(-32001, "forbidden: this credential is limited to other projects; use /mcp, or the /mcp/{project} URL of a project it may read"))
		return nil
	}
	sc.mu.Lock()
	h, ok := sc.m[slug]
	sc.mu.Unlock()
	if ok {
		return h
	}
	if sc.opt.ProjectExists != nil {
		if err := sc.opt.ProjectExists(r.Context(), slug); err != nil {
			if gterr.KindOf(err) == gterr.KindNotFound {
				writeJSON(w, http.StatusNotFound, rpcError(-32000, "not found: no such project is visible to this server"))
			} else {
				writeJSON(w, http.StatusBadGateway, rpcError(-32000, gterr.Trusted(err)))
			}
			return nil
		}
	}
	h = transport(sc.opt.Scoped(slug))
	sc.mu.Lock()
	if len(sc.m) < maxScopes {
		sc.m[slug] = h
	}
	sc.mu.Unlock()
	return h
}

// mcpHandler serves route. The audit line records the route, not the
// request's path: a path is whatever the caller sent (/mcp/<anything>),
// and an unauthenticated caller's text never reaches the log. Once the
// caller is authenticated, a project route records the project's slug
// (a valid slug only).
func mcpHandler(route string, streamFor func(http.ResponseWriter, *http.Request) http.Handler, opt Options) http.HandlerFunc {
	meta := audienceMetadata(opt.Guard.OAuth())
	oauth := opt.Guard.Mode() == access.ModeOAuth
	return func(w http.ResponseWriter, r *http.Request) {
		id := ""
		if opt.RequestID != nil {
			id = opt.RequestID(r)
		}
		if id == "" {
			id = audit.NewRequestID()
		}
		w.Header().Set("X-Request-Id", id)
		ctx, rec := audit.Begin(r.Context(), id, route)
		sw := &statusWriter{w: w, status: 200}
		defer func() { opt.Audit.Write(rec, sw.status) }()
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", "POST")
			writeJSON(sw, http.StatusMethodNotAllowed, rpcError(-32000, "method not allowed: this stateless endpoint accepts POST only"))
			return
		}
		if !opt.Guard.CheckOrigin(r) {
			rec.AuthReason = "origin not allowed"
			writeJSON(sw, http.StatusForbidden, rpcError(-32000, "origin not allowed"))
			return
		}
		if r.ContentLength > MaxBody {
			writeJSON(sw, http.StatusRequestEntityTooLarge, rpcError(-32600, "request body too large"))
			return
		}
		// Only OAuth answers advertise the metadata URL: with API keys it
		// is not worked out (a header read and a string built per call).
		md := ""
		if oauth {
			md = metadataURL(meta, r)
		}
		d := opt.Guard.Authenticate(r, md)
		if d.Status != 0 {
			rec.Auth, rec.AuthReason, rec.Caller = "denied", d.Reason, d.Caller.Name
			w.Header().Set("WWW-Authenticate", d.Header)
			writeJSON(sw, d.Status, rpcError(-32001, d.Message))
			return
		}
		rec.Auth, rec.Caller, rec.AuthMethod, rec.Projects = "ok", d.Caller.Name, d.Caller.Method, d.Caller.Projects
		if slug := r.PathValue("project"); slug != "" && glitchtip.ValidSlug(slug) {
			rec.Path = "/mcp/" + slug
		}
		ctx = access.WithCaller(ctx, d.Caller)
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBody))
		if err != nil {
			writeJSON(sw, http.StatusRequestEntityTooLarge, rpcError(-32600, "request body too large"))
			return
		}
		call := noteCall(opt.Audit, rec, body, opt.KnownTool)
		if call.answer != "" {
			status := call.status
			if status == http.StatusNotFound && r.Header.Get("MCP-Protocol-Version") < "2026" {
				status = http.StatusOK // earlier revisions answer errors with 200
			}
			// mcp-go's own answers quote an unknown method or tool name
			// back, or carry Go decoder text; ours are fixed texts
			writeJSON(sw, status, call.answer)
			return
		}
		// The context, with room for the error texts of the server's own
		// handlers (fixedError), is set once: each WithContext copies the
		// request.
		r = r.WithContext(mcpserver.WithErrorNotes(ctx))
		stream := streamFor(sw, r)
		if stream == nil {
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		// Hide http.Flusher: mcp-go then always answers one JSON body, which
		// is what API Gateway can carry, locally as on Lambda. Its few
		// plain-text error answers become JSON-RPC errors. Every answer is
		// held back, since mcp-go words many of its errors with the caller's
		// input: each error is rewritten to a fixed text.
		jw := &jsonErrors{w: sw}
		held := &heldAnswer{w: jw}
		stream.ServeHTTP(noFlush{held}, r)
		modern := r.Header.Get("MCP-Protocol-Version") >= "2026"
		held.finish(func(a *rpcAnswer) {
			switch {
			case a.err == nil && call.method == "subscriptions/listen":
				listenStream(a)
			case a.err == nil:
			case call.method == "resources/read" && resourceNotFound(a, call.uri, modern):
			default:
				fixedError(r.Context(), a, call.method)
			}
		})
		jw.finish()
	}
}

// Local server limits: a slow or hostile client is cut off, not served
// forever.
const (
	ReadHeaderTimeout = 5 * time.Second
	ReadTimeout       = 30 * time.Second
	WriteTimeout      = 35 * time.Second
	IdleTimeout       = 60 * time.Second
	MaxHeaderBytes    = 32 << 10
)

// NewHTTPServer returns the local server for h with the limits above.
func NewHTTPServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: ReadHeaderTimeout,
		ReadTimeout:       ReadTimeout,
		WriteTimeout:      WriteTimeout,
		IdleTimeout:       IdleTimeout,
		MaxHeaderBytes:    MaxHeaderBytes,
	}
}

func writeJSON(w http.ResponseWriter, status int, body string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write([]byte(body))
}

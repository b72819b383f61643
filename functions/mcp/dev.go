//go:build !lambda.norpc

// The developer modes: local HTTP, stdio and the demo. The Lambda build
// (-tags lambda.norpc) leaves this file out; see dev_lambda.go.

package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"glitchtip-mcp/shared/app"
	"glitchtip-mcp/shared/audit"
	"glitchtip-mcp/shared/config"
	"glitchtip-mcp/shared/endpoint"
	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/mcpserver"
	"glitchtip-mcp/shared/secret"
	"glitchtip-mcp/shared/standin"
)

// runDev serves locally: HTTP on loopback, or stdio with -stdio; -demo
// points either at the built-in GlitchTip stand-in.
func runDev() {
	demo := flag.Bool("demo", false, "serve against a built-in GlitchTip stand-in with sample data")
	stdio := flag.Bool("stdio", false, "serve MCP over stdin/stdout for a local IDE instead of HTTP")
	flag.Bool("version", false, "print the version and exit")
	flag.Usage = func() { usage(flag.CommandLine.Output()) }
	flag.Parse()
	run := runLocal
	if *stdio {
		run = runStdio
	}
	if err := run(*demo); err != nil {
		fmt.Fprintln(os.Stderr, "glitchtip-mcp:", gterr.Trusted(err))
		os.Exit(1)
	}
}

// usage is -h: the flags, then every setting with its default and range
// (the same list docs/configuration.md gives, with template parameters).
func usage(w io.Writer) {
	fmt.Fprintf(w, `%s
A read-only MCP server over a GlitchTip organisation's errors, with secrets and personal data redacted.

Usage:
  glitchtip-mcp [-demo] [-stdio]

  (no flag)  serve MCP over HTTP on MCP_LISTEN_ADDR (http://127.0.0.1:8080/mcp)
`, versionLine())
	flag.CommandLine.SetOutput(w)
	flag.PrintDefaults()
	fmt.Fprintln(w, "\nSettings (environment variables; on Lambda, template parameters: docs/configuration.md):")
	for _, s := range config.Settings {
		def := ""
		if s.Default != "" {
			def = "default " + s.Default + "; "
		}
		fmt.Fprintf(w, "  %s\n    \t%s (%s%s)\n", s.Name, s.Meaning, def, s.Range)
	}
}

// localLog is where local modes write audit lines: MCP_AUDIT_LOG (a file,
// appended to) or stderr. stdout is never used: over stdio it carries only
// MCP messages.
func localLog() (io.Writer, func(), error) {
	path := strings.TrimSpace(os.Getenv("MCP_AUDIT_LOG"))
	if path == "" {
		return os.Stderr, func() {}, nil
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		return nil, nil, gterr.Config("MCP_AUDIT_LOG " + path + " cannot be opened for appending: give a writable file path, or unset it to log to stderr")
	}
	return f, func() { f.Close() }, nil
}

// local is what a local run builds from: the settings, the secret
// resolver, and with -demo the built-in stand-in and its API key.
type local struct {
	getenv   func(string) string
	resolver *secret.Resolver
	demoKey  string
}

// setup reads the local settings; with demo it starts the GlitchTip
// stand-in on a loopback port and points the settings at it.
func setup(demo bool) (*local, error) {
	l := &local{getenv: os.Getenv, resolver: &secret.Resolver{Getenv: os.Getenv}} // env: sources are a local, development-only convenience
	if !demo {
		return l, nil
	}
	l.demoKey = strings.TrimSpace(os.Getenv("MCP_DEMO_KEY"))
	if l.demoKey == "" {
		l.demoKey = "demo-" + audit.NewSecret(16)
	} else if len(l.demoKey) < 16 {
		return nil, gterr.Config("MCP_DEMO_KEY must be at least 16 characters: it is the demo's API key")
	}
	keys, _ := json.Marshal([]map[string]string{{"name": "demo", "key": l.demoKey}})
	fake := &standin.Server{Data: standin.Demo()}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	go http.Serve(ln, demoLinks(fake))
	env := map[string]string{
		"GLITCHTIP_URL":               "http://" + ln.Addr().String(),
		"GLITCHTIP_ORG":               standin.Demo().Org,
		"GLITCHTIP_TOKEN_SOURCE_NAME": "env:DEMO_GLITCHTIP_TOKEN",
		"DEMO_GLITCHTIP_TOKEN":        standin.DemoToken,
		"MCP_LISTEN_ADDR":             os.Getenv("MCP_LISTEN_ADDR"),
		"MCP_PROFILE":                 os.Getenv("MCP_PROFILE"),
		"MCP_DEV_OPEN":                os.Getenv("MCP_DEV_OPEN"),
		"MCP_API_KEYS_SOURCE_NAME":    "env:DEMO_MCP_KEYS",
		"DEMO_MCP_KEYS":               string(keys),
	}
	l.getenv = func(k string) string { return env[k] }
	l.resolver = &secret.Resolver{Getenv: l.getenv}
	return l, nil
}

// startLocal builds the app for a local mode (stdio or HTTP) with the
// audit log of localLog, and prints the GlitchTip self-check; the caller
// closes the log when it stops.
func startLocal(demo, stdio bool) (*local, *app.App, func(), error) {
	l, err := setup(demo)
	if err != nil {
		return nil, nil, nil, err
	}
	w, closeLog, err := localLog()
	if err != nil {
		return nil, nil, nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	a, err := app.Build(ctx, l.getenv, app.Options{Resolver: l.resolver, AuditLog: w, Stdio: stdio})
	if err != nil {
		closeLog()
		return nil, nil, nil, err
	}
	fmt.Fprintln(os.Stderr, "glitchtip-mcp:", a.SelfCheck(ctx))
	return l, a, closeLog, nil
}

// runStdio serves the same tools, resources and prompt over stdio. The
// token is still resolved by secret name (or a development env: source);
// the caller is the local user who launched the process, so there is no
// bearer check, and stdout carries only MCP messages. Each tool call and
// resource read leaves an audit line, as over HTTP.
func runStdio(demo bool) error {
	_, a, closeLog, err := startLocal(demo, true)
	if err != nil {
		return err
	}
	defer closeLog()
	return mcpserver.ServeStdio(a.MCP)
}

func runLocal(demo bool) error {
	l, a, closeLog, err := startLocal(demo, false)
	if err != nil {
		return err
	}
	defer closeLog()
	ln, err := net.Listen("tcp", a.Config.ListenAddr)
	if err != nil {
		if errors.Is(err, syscall.EADDRINUSE) {
			return gterr.Config("MCP_LISTEN_ADDR " + a.Config.ListenAddr + " is already in use by another process: stop that process, or set MCP_LISTEN_ADDR to a free address such as 127.0.0.1:8081")
		}
		return gterr.Config("cannot listen on MCP_LISTEN_ADDR " + a.Config.ListenAddr + ": give a local address and port this user may bind, such as 127.0.0.1:8080")
	}
	if a.Guard.RefusesEveryone() {
		fmt.Fprintln(os.Stderr, "glitchtip-mcp: no API keys are configured (MCP_API_KEYS_SOURCE_NAME is unset), so every request will be refused with 401: set it to a secret holding [{\"name\": \"...\", \"key\": \"...\"}], or use MCP_DEV_OPEN=1 on a loopback address for development")
	}
	go a.Guard.Run(context.Background())
	srv := endpoint.NewHTTPServer(a.Handler)
	url := "http://" + ln.Addr().String() + "/mcp"
	if demo {
		printDemo(url, l.demoKey, os.Getenv("MCP_DEMO_KEY") != "", a.Tools)
	} else {
		fmt.Fprintf(os.Stderr, "glitchtip-mcp serving %s (tools: %v)\n", url, a.Tools)
	}
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-stop
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(ctx)
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// demoLinks serves the stand-in's API, and on every other path (where the
// tools' issue links lead) a page saying what such a link opens with a real
// GlitchTip: the stand-in has no web interface, and an empty page would
// look like a broken link.
func demoLinks(api http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/api/") {
			api.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		fmt.Fprint(w, demoLinkPage)
	})
}

const demoLinkPage = `glitchtip-mcp demo

This link was made by a tool of the demo, which reads a built-in GlitchTip stand-in
(its data, not a GlitchTip web interface). With a real GlitchTip (GLITCHTIP_URL),
the same link opens the issue in GlitchTip.

The stand-in lives as long as the demo process: its address changes on each run.
`

func printDemo(url, key string, kept bool, tools []string) {
	keep := "To keep this key across restarts: MCP_DEMO_KEY=" + key + " make demo"
	if kept {
		keep = "(the key comes from MCP_DEMO_KEY and stays the same across restarts)"
	}
	fmt.Printf(`glitchtip-mcp demo: serving %[1]s against a built-in GlitchTip stand-in
(organisation "demo", projects backend, storefront, worker; sample events full of fake PII and secrets).

Tools: %[3]v
API key for this run (the endpoint refuses callers without one): %[2]s
%[4]s
The gated raw-event tool: MCP_PROFILE=glitchtip-readonly-raw make demo

Claude Code:
  claude mcp add --transport http glitchtip-demo %[1]s --header "Authorization: Bearer %[2]s"

Cursor (~/.cursor/mcp.json) or VS Code (.vscode/mcp.json, key "servers" instead of "mcpServers"):
  {"mcpServers": {"glitchtip-demo": {"type": "http", "url": "%[1]s", "headers": {"Authorization": "Bearer %[2]s"}}}}

Over stdio instead of HTTP (no key needed: the IDE launches the process):
  go run ./functions/mcp -stdio -demo

Try:
  curl -s %[1]s -H 'Authorization: Bearer %[2]s' -H 'Content-Type: application/json' \
    -d '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"glitchtip_recent_events","arguments":{"issue_id":"101","limit":1}}}'
Press Ctrl-C to stop.
`, url, key, tools, keep)
}

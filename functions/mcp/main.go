// Command mcp is the glitchtip-mcp binary (built as "bootstrap" for Lambda).
//
// On Lambda (AWS_LAMBDA_RUNTIME_API set) it serves API Gateway HTTP API
// requests and scheduled digest events. Elsewhere it serves plain HTTP on
// MCP_LISTEN_ADDR (default 127.0.0.1:8080). With -demo it first starts a
// built-in GlitchTip stand-in loaded with PII-laden sample data and points
// itself at it, so redaction can be seen without a GlitchTip. With -stdio it
// speaks MCP over stdin/stdout for IDEs that launch local servers.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/aws/aws-lambda-go/lambda"
	"github.com/mark3labs/mcp-go/server"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/app"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gterr"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gtfake"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lambdaentry"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/mcpserver"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/secret"
)

func main() {
	demo := flag.Bool("demo", false, "serve against a built-in GlitchTip stand-in with sample data")
	stdio := flag.Bool("stdio", false, "serve MCP over stdin/stdout for a local IDE instead of HTTP")
	flag.Parse()
	log := slog.New(slog.NewJSONHandler(os.Stderr, nil))
	if *stdio {
		if os.Getenv("AWS_LAMBDA_RUNTIME_API") != "" {
			fmt.Fprintln(os.Stderr, "glitchtip-mcp: -stdio is for local use, not Lambda")
			os.Exit(2)
		}
		if err := runStdio(); err != nil {
			fmt.Fprintln(os.Stderr, "glitchtip-mcp:", gterr.Trusted(err))
			os.Exit(1)
		}
		return
	}
	if rt := os.Getenv("AWS_LAMBDA_RUNTIME_API"); rt != "" && !*demo {
		runLambda(log, rt)
		return
	}
	if err := runLocal(log, *demo); err != nil {
		fmt.Fprintln(os.Stderr, "glitchtip-mcp:", gterr.Trusted(err))
		os.Exit(1)
	}
}

// runLambda does the expensive work once per cold start and then serves
// invocations. A failed start is reported as an init error; nothing is
// served without a token.
func runLambda(log *slog.Logger, runtimeAPI string) {
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Second)
	a, err := app.Build(ctx, os.Getenv, app.Options{RequestID: lambdaentry.RequestID, OnLambda: true})
	cancel()
	if err != nil {
		log.Error("init failed", "error", gterr.Trusted(err), "detail", gterr.InternalDetail(err))
		lambdaentry.ReportInitError(runtimeAPI, "ConfigurationError", gterr.Trusted(err))
		os.Exit(1)
	}
	log.Info("init complete", "tools", a.Tools, "profile", a.Config.Profile.Name)
	// The scope self-check runs beside the first invocations, never in the
	// cold-start path.
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		log.Info(a.SelfCheck(ctx))
	}()
	// Keys and JWKS are read again in the background while the instance
	// is warm; a thawed instance refreshes them on its first request.
	go a.Guard.Run(context.Background())
	h := lambdaentry.New(a.Handler, a.RunDigest)
	lambda.Start(h.Invoke)
}

// runStdio serves the same tools, resources and prompt over stdio. The
// token is still resolved by secret name (or a development env: source);
// the caller is the local user who launched the process, so there is no
// bearer check, and stdout carries only MCP messages.
func runStdio() error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	a, err := app.Build(ctx, os.Getenv, app.Options{Resolver: &secret.Resolver{Getenv: os.Getenv}})
	if err == nil {
		fmt.Fprintln(os.Stderr, "glitchtip-mcp:", a.SelfCheck(ctx))
	}
	cancel()
	if err != nil {
		return err
	}
	return server.ServeStdio(a.MCP)
}

func runLocal(log *slog.Logger, demo bool) error {
	getenv := os.Getenv
	resolver := &secret.Resolver{Getenv: os.Getenv} // env: sources are a local, development-only convenience
	demoKey := ""
	if demo {
		demoKey = "demo-" + mcpserver.NewRequestID() + mcpserver.NewRequestID()
		fake := &gtfake.Server{Data: gtfake.Demo()}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return err
		}
		go http.Serve(ln, fake)
		env := map[string]string{
			"GLITCHTIP_URL":               "http://" + ln.Addr().String(),
			"GLITCHTIP_ORG":               gtfake.Demo().Org,
			"GLITCHTIP_TOKEN_SOURCE_NAME": "env:DEMO_GLITCHTIP_TOKEN",
			"DEMO_GLITCHTIP_TOKEN":        gtfake.DemoToken,
			"MCP_LISTEN_ADDR":             os.Getenv("MCP_LISTEN_ADDR"),
			"MCP_PROFILE":                 os.Getenv("MCP_PROFILE"),
			"MCP_DEV_OPEN":                os.Getenv("MCP_DEV_OPEN"),
			"MCP_API_KEYS_SOURCE_NAME":    "env:DEMO_MCP_KEYS",
			"DEMO_MCP_KEYS":               `[{"name":"demo","key":"` + demoKey + `"}]`,
		}
		getenv = func(k string) string { return env[k] }
		resolver = &secret.Resolver{Getenv: getenv}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	a, err := app.Build(ctx, getenv, app.Options{Resolver: resolver})
	if err == nil {
		fmt.Fprintln(os.Stderr, "glitchtip-mcp:", a.SelfCheck(ctx))
	}
	cancel()
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", a.Config.ListenAddr)
	if err != nil {
		return gterr.Config("cannot listen on MCP_LISTEN_ADDR " + a.Config.ListenAddr)
	}
	go a.Guard.Run(context.Background())
	srv := mcpserver.NewHTTPServer(a.Handler)
	url := "http://" + ln.Addr().String() + "/mcp"
	if demo {
		printDemo(url, demoKey, a.Tools)
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

func printDemo(url, key string, tools []string) {
	fmt.Printf(`glitchtip-mcp demo: serving %[1]s against a built-in GlitchTip stand-in
(organisation "demo", projects backend, storefront, worker; sample events full of fake PII and secrets).

Tools: %[3]v
API key for this run (the endpoint refuses callers without one): %[2]s

Claude Code:
  claude mcp add --transport http glitchtip-demo %[1]s --header "Authorization: Bearer %[2]s"

Cursor (~/.cursor/mcp.json) or VS Code (.vscode/mcp.json, key "servers" instead of "mcpServers"):
  {"mcpServers": {"glitchtip-demo": {"type": "http", "url": "%[1]s", "headers": {"Authorization": "Bearer %[2]s"}}}}

Try:
  curl -s %[1]s -H 'Authorization: Bearer %[2]s' -H 'Content-Type: application/json' \
    -d '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"glitchtip_recent_events","arguments":{"issue_id":"101","limit":1}}}'
Press Ctrl-C to stop.
`, url, key, tools)
}

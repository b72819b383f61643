// Command mcp is the MCP request function (built as "bootstrap" for the
// template's McpFunction) and, built without the Lambda tag, the developer
// binary.
//
// On Lambda (AWS_LAMBDA_RUNTIME_API set) it serves API Gateway HTTP API
// requests; nothing else. The developer modes live in dev.go, which the
// Lambda build (-tags lambda.norpc) leaves out, so the function's bootstrap
// links neither the demo data nor the local servers: plain HTTP on
// MCP_LISTEN_ADDR (default 127.0.0.1:8080), -stdio for IDEs that launch
// local servers, and -demo, a built-in GlitchTip stand-in loaded with
// PII-laden sample data, so redaction can be seen without a GlitchTip.
package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"runtime"
	"time"

	"github.com/aws/aws-lambda-go/lambda"

	"glitchtip-mcp/shared/app"
	"glitchtip-mcp/shared/gcpace"
	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/lambdaentry"
	"glitchtip-mcp/shared/version"
)

// mainAt is when main started: what came before is the Go runtime and
// package initialisation, reported in the init line.
var mainAt time.Time

// pace is the garbage collector's pace, set first so that the cold start
// runs at it too.
var pace gcpace.Pace

func main() {
	mainAt = time.Now()
	if len(os.Args) == 2 && (os.Args[1] == "-version" || os.Args[1] == "--version") {
		// Both builds answer it, so a release's bootstraps can be checked
		// on a machine of their architecture.
		fmt.Println(versionLine())
		return
	}
	pace = gcpace.Set(os.Getenv)
	if rt := os.Getenv("AWS_LAMBDA_RUNTIME_API"); rt != "" {
		runLambda(rt)
		return
	}
	runDev()
}

// runLambda does the expensive work once per cold start and then serves
// invocations. A failed start is reported as an init error; nothing is
// served without a token.
func runLambda(runtimeAPI string) {
	log := slog.New(slog.NewJSONHandler(os.Stderr, nil))
	go lambdaentry.Warm() // beside the secret reads, off the first invocation
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Second)
	a, err := app.Build(ctx, os.Getenv, app.Options{RequestID: lambdaentry.RequestID, OnLambda: true})
	cancel()
	if err != nil {
		log.Error("init failed", "error", gterr.Trusted(err), "detail", gterr.InternalDetail(err))
		lambdaentry.ReportInitError(runtimeAPI, "ConfigurationError", gterr.Trusted(err))
		os.Exit(1)
	}
	// main_unix_us lets a harness that knows when it started the process
	// compute runtime + package initialisation.
	log.Info("init complete", "version", version.Get(), "tools", a.Tools, "profile", a.Profile.Name, "main_unix_us", mainAt.UnixMicro(),
		"config_ms", ms(a.Phases.Config), "secrets_ms", ms(a.Phases.Secrets), "read_ms", ms(a.Phases.Read), "warm_ms", ms(a.Phases.Warm), "server_ms", ms(a.Phases.Server),
		"init_ms", ms(time.Since(mainAt)), "gogc", pace.Percent, "memory_limit_mb", pace.Limit>>20)
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
	h := lambdaentry.New(a.Handler, nil)
	lambda.Start(h.Invoke)
}

// ms is d in milliseconds with a fraction, for log lines.
func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// versionLine is what -version prints: the release, the Go release and the
// platform it was built for.
func versionLine() string {
	return "glitchtip-mcp " + version.Get() + " (" + runtime.Version() + ", " + runtime.GOOS + "/" + runtime.GOARCH + ")"
}

// Command digest is the scheduled digest function (built as "bootstrap" for
// the template's DigestFunction). On each EventBridge Scheduler event it
// builds the unresolved-error digest with the same read core as the MCP
// function (GET-only client, allowlist projection, redactor), logs it as one
// JSON line, returns it, and publishes its plain-text rendering to
// DIGEST_TOPIC_ARN when one is set. A delivery failure fails the
// invocation, so the schedule's retries and dead-letter queue see it.
package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"time"

	"github.com/aws/aws-lambda-go/lambda"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/app"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/digest"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gterr"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lambdaentry"
)

func main() {
	runtimeAPI := os.Getenv("AWS_LAMBDA_RUNTIME_API")
	if runtimeAPI == "" {
		fmt.Fprintln(os.Stderr, "digest: this is the scheduled Lambda function; run it with sam local invoke DigestFunction, or call the glitchtip_unresolved_digest tool")
		os.Exit(2)
	}
	log := slog.New(slog.NewJSONHandler(os.Stderr, nil))
	fail := func(err error) {
		log.Error("init failed", "error", gterr.Trusted(err), "detail", gterr.InternalDetail(err))
		lambdaentry.ReportInitError(runtimeAPI, "ConfigurationError", gterr.Trusted(err))
		os.Exit(1)
	}
	sched, err := digest.LoadSchedule(os.Getenv)
	if err != nil {
		fail(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Second)
	core, err := app.NewCore(ctx, os.Getenv, nil, app.Options{OnLambda: true})
	cancel()
	if err != nil {
		fail(err)
	}
	sched.Log = os.Stderr
	if sched.TopicARN != "" {
		sched.Deliver = snsDelivery(sched.TopicARN, nil)
	}
	log.Info("init complete", "window", digest.FormatWindow(sched.Options.Window), "delivery", sched.TopicARN != "")
	h := lambdaentry.New(nil, func(ctx context.Context) (any, error) {
		return sched.Run(ctx, core.Client, core.Projector)
	})
	lambda.Start(h.Invoke)
}

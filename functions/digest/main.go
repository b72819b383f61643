// Command digest is the scheduled digest function (built as "bootstrap" for
// the template's DigestFunction). On each EventBridge Scheduler event it
// builds the unresolved-error digest with the same read core as the MCP
// function (GET-only client, allowlist projection, redactor), logs it as one
// JSON line, returns it, and delivers it: its plain-text rendering to the
// SNS topic DIGEST_TOPIC_ARN (email), a Block Kit message to a Slack
// incoming webhook, an Adaptive Card to a Teams Workflows webhook (webhook
// URLs read by secret name). A failing destination does not stop the
// others; the invocation fails when every destination failed, so the
// schedule's retries and dead-letter queue see it.
package main

import (
	"context"
	"log/slog"
	"os"
	"time"

	"github.com/aws/aws-lambda-go/lambda"

	"glitchtip-mcp/shared/app"
	"glitchtip-mcp/shared/config"
	"glitchtip-mcp/shared/digest"
	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/lambdaentry"
	"glitchtip-mcp/shared/secret"
)

// configure wires the digest's destinations from the settings: the SNS
// topic (email), and Slack and Teams webhooks whose URLs are read by secret
// name (the URL is a credential). It returns the destinations' names.
func configure(ctx context.Context, set *config.Digest, res *secret.Resolver, sched *digest.Schedule) ([]string, error) {
	var dests []destination
	if set.TopicARN != "" {
		dests = append(dests, destination{"email (SNS)", snsDelivery(set.TopicARN, nil)})
	}
	for _, w := range []struct {
		kind, setting, name, src string
		body                     func(*digest.Digest) []byte
	}{
		{"slack", "DIGEST_SLACK_WEBHOOK_SECRET_NAME", "Slack", set.SlackWebhookSource, (*digest.Digest).Slack},
		{"teams", "DIGEST_TEAMS_WEBHOOK_SECRET_NAME", "Teams", set.TeamsWebhookSource, (*digest.Digest).Teams},
	} {
		src := w.src
		if src == "" {
			continue
		}
		raw, err := res.Resolve(ctx, src, "url")
		if err != nil {
			return nil, gterr.Config("reading " + w.setting + ": " + gterr.Trusted(err))
		}
		u, err := checkWebhook(w.kind, raw)
		if err != nil {
			return nil, gterr.Config(w.setting + ": " + gterr.Trusted(err))
		}
		dests = append(dests, destination{w.name, webhookDelivery(w.name, u, w.body)})
	}
	names := []string{}
	for _, d := range dests {
		names = append(names, d.name)
	}
	if len(dests) > 0 {
		log := sched.Log
		if log == nil {
			log = slog.New(slog.DiscardHandler)
		}
		sched.Deliver = deliverAll(dests, set.Quiet == "skip", log)
	}
	return names, nil
}

func main() {
	runtimeAPI := os.Getenv("AWS_LAMBDA_RUNTIME_API")
	if runtimeAPI == "" {
		preview() // off Lambda: the developer preview (preview.go)
		return
	}
	log := slog.New(slog.NewJSONHandler(os.Stderr, nil))
	fail := func(err error) {
		log.Error("init failed", "error", gterr.Trusted(err), "detail", gterr.InternalDetail(err))
		lambdaentry.ReportInitError(runtimeAPI, "ConfigurationError", gterr.Trusted(err))
		os.Exit(1)
	}
	set, err := config.LoadDigest(os.Getenv)
	if err != nil {
		fail(err)
	}
	sched := &digest.Schedule{Options: digest.Options{Window: set.Window, Projects: set.Projects, TopN: set.TopN}}
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Second)
	core, err := app.NewCore(ctx, os.Getenv, nil, app.Options{OnLambda: true})
	cancel()
	if err != nil {
		fail(err)
	}
	sched.Log = log
	ctx, cancel = context.WithTimeout(context.Background(), 8*time.Second)
	names, err := configure(ctx, set, &secret.Resolver{}, sched)
	cancel()
	if err != nil {
		fail(err)
	}
	log.Info("init complete", "window", digest.FormatWindow(sched.Options.Window), "destinations", names)
	h := lambdaentry.New(nil, func(ctx context.Context) (any, error) {
		return sched.Run(ctx, core.Client, core.Projector)
	})
	lambda.Start(h.Invoke)
}

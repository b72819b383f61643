package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"glitchtip-mcp/shared/digest"
	"glitchtip-mcp/shared/gterr"
)

// destination is one place the digest goes to.
type destination struct {
	name    string
	deliver digest.Deliver
}

// webhookHosts are the hosts each kind of webhook may point at: Slack's
// incoming webhooks, and the hosts of Teams Workflows (Power Automate) and
// of the older Office 365 connectors.
var webhookHosts = map[string]func(host string) bool{
	"slack": func(h string) bool { return h == "hooks.slack.com" || h == "hooks.slack-gov.com" },
	"teams": func(h string) bool {
		for _, suffix := range []string{".logic.azure.com", ".powerplatform.com", ".webhook.office.com"} {
			if strings.HasSuffix(h, suffix) {
				return true
			}
		}
		return false
	},
}

// loopbackHTTP lets tests post to a plain-HTTP receiver on loopback; the
// function itself only ever posts over HTTPS.
var loopbackHTTP = false

// checkWebhook validates a webhook URL read from a secret. Its messages
// never repeat the URL, which is itself a credential.
func checkWebhook(kind, raw string) (*url.URL, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Host == "" {
		return nil, gterr.Config("the " + kind + " webhook secret does not hold a URL")
	}
	host := u.Hostname()
	loopback := loopbackHTTP && u.Scheme == "http" && net.ParseIP(host) != nil && net.ParseIP(host).IsLoopback()
	if !loopback {
		if u.Scheme != "https" {
			return nil, gterr.Config("the " + kind + " webhook must be an https URL")
		}
		if !webhookHosts[kind](host) {
			return nil, gterr.Config("the " + kind + " webhook points at a host that is not a " + kind + " webhook host")
		}
	}
	return u, nil
}

// webhookClient posts with a bound per attempt and never follows a
// redirect (which could lead the message elsewhere).
var webhookClient = &http.Client{
	Timeout:       10 * time.Second,
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
}

// webhookDelivery posts the rendering body makes to u, retrying once after
// a network error, a 429 or a 5xx. Errors name the destination and the
// status only.
func webhookDelivery(name string, u *url.URL, body func(*digest.Digest) []byte) digest.Deliver {
	return func(ctx context.Context, d *digest.Digest) error {
		payload := body(d)
		status := 0
		for attempt := 0; attempt < 2; attempt++ {
			if attempt > 0 {
				select {
				case <-ctx.Done():
					return fail(name, status)
				case <-time.After(time.Second):
				}
			}
			req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), bytes.NewReader(payload))
			if err != nil {
				return fail(name, 0)
			}
			req.Header.Set("Content-Type", "application/json")
			resp, err := webhookClient.Do(req)
			if err != nil {
				status = 0
				continue
			}
			io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
			resp.Body.Close()
			status = resp.StatusCode
			if status/100 == 2 {
				return nil
			}
			if status != http.StatusTooManyRequests && status < 500 {
				break
			}
		}
		return fail(name, status)
	}
}

func fail(name string, status int) error {
	msg := name + " delivery failed"
	if status != 0 {
		msg += fmt.Sprintf(" (HTTP %d)", status)
	} else {
		msg += " (no answer)"
	}
	return &gterr.Error{Kind: gterr.KindDelivery, Msg: msg, Internal: name}
}

// errAllFailed fails the invocation, so the schedule's retries and
// dead-letter queue see it.
var errAllFailed = &gterr.Error{Kind: gterr.KindDelivery, Msg: "every digest destination failed"}

// deliverAll sends the digest to every destination at once. A destination
// that fails is logged and does not stop the others; the run fails only
// when every one failed. With skipQuiet, a quiet day (nothing new,
// regressed or spiking, no monitor down) sends nothing.
func deliverAll(dests []destination, skipQuiet bool, log *slog.Logger) digest.Deliver {
	return func(ctx context.Context, d *digest.Digest) error {
		if skipQuiet && d.Sections().Quiet() {
			log.Info("digest_quiet", "note", "nothing new, regressed or spiking: nothing sent (DIGEST_QUIET=skip)")
			return nil
		}
		errs := make([]error, len(dests))
		var wg sync.WaitGroup
		for i, dst := range dests {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = dst.deliver(ctx, d)
			}()
		}
		wg.Wait()
		failed := 0
		for i, err := range errs {
			if err != nil {
				failed++
				log.Warn("digest_delivery_failed", "destination", dests[i].name, "error", gterr.Trusted(err))
			}
		}
		if failed > 0 && failed == len(dests) {
			return errAllFailed
		}
		return nil
	}
}

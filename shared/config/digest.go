package config

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"glitchtip-mcp/shared/digest"
	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/gterr"
)

// Digest holds the scheduled digest function's settings (besides those of
// Load, which it shares with the request function).
type Digest struct {
	// Window is DIGEST_WINDOW ("90m", "24h", "7d"; default 24h).
	Window time.Duration
	// Projects is DIGEST_PROJECTS, comma-separated slugs; none means all.
	Projects []string
	// TopN is DIGEST_TOP_N (1–100; 0 means the digest's default).
	TopN int
	// TopicARN is DIGEST_TOPIC_ARN, the SNS topic for the email digest.
	TopicARN string
	// Quiet is DIGEST_QUIET: "" (the full digest every day), "short" (one
	// line on a day with nothing new) or "skip" (nothing sent then).
	Quiet string
	// SlackWebhookSource and TeamsWebhookSource are
	// DIGEST_SLACK_WEBHOOK_SECRET_NAME and DIGEST_TEAMS_WEBHOOK_SECRET_NAME:
	// secret names, since a webhook URL is a credential.
	SlackWebhookSource, TeamsWebhookSource string
}

// LoadDigest reads the digest function's own settings through getenv.
func LoadDigest(getenv func(string) string) (*Digest, error) {
	d := &Digest{TopicARN: strings.TrimSpace(getenv("DIGEST_TOPIC_ARN")), Quiet: strings.TrimSpace(getenv("DIGEST_QUIET")),
		SlackWebhookSource: strings.TrimSpace(getenv("DIGEST_SLACK_WEBHOOK_SECRET_NAME")),
		TeamsWebhookSource: strings.TrimSpace(getenv("DIGEST_TEAMS_WEBHOOK_SECRET_NAME"))}
	wv := strings.TrimSpace(getenv("DIGEST_WINDOW"))
	w, err := digest.ParseWindow(wv)
	if err != nil || wv != "" && !matches("DIGEST_WINDOW", wv) {
		return nil, gterr.Config("DIGEST_WINDOW must be like 24h or 7d, from 1m to 30d")
	}
	d.Window = w
	for _, p := range List(getenv("DIGEST_PROJECTS")) {
		if !glitchtip.ValidSlug(p) {
			return nil, gterr.Config("DIGEST_PROJECTS must be comma-separated project slugs")
		}
		if !slices.Contains(d.Projects, p) { // a project named twice is read once
			d.Projects = append(d.Projects, p)
		}
	}
	if v := strings.TrimSpace(getenv("DIGEST_TOP_N")); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 100 {
			return nil, gterr.Config("DIGEST_TOP_N must be a number from 1 to 100")
		}
		d.TopN = n
	}
	if d.TopicARN != "" && !strings.HasPrefix(d.TopicARN, "arn:") {
		return nil, gterr.Config("DIGEST_TOPIC_ARN must be an SNS topic ARN")
	}
	if d.Quiet != "" && d.Quiet != "short" && d.Quiet != "skip" {
		return nil, gterr.Config("DIGEST_QUIET must be short (a short message on quiet days) or skip (nothing sent)")
	}
	return d, nil
}

package digest

import (
	"context"
	"encoding/json"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/glitchtip"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gterr"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/projection"
)

// Deliver sends a built digest to its readers (the digest function's SNS
// topic). An error fails the run.
type Deliver func(ctx context.Context, d *Digest) error

// Schedule is the scheduled digest's configuration, read at cold start.
type Schedule struct {
	Options Options
	// TopicARN is DIGEST_TOPIC_ARN, the SNS topic the digest function
	// delivers to; empty means the digest is only logged and returned.
	TopicARN string
	// Deliver, when set, sends each built digest.
	Deliver Deliver
	// Log receives one structured JSON line per run.
	Log io.Writer
}

// LoadSchedule reads DIGEST_WINDOW, DIGEST_PROJECTS, DIGEST_TOP_N and
// DIGEST_TOPIC_ARN.
func LoadSchedule(getenv func(string) string) (*Schedule, error) {
	s := &Schedule{TopicARN: strings.TrimSpace(getenv("DIGEST_TOPIC_ARN"))}
	w, err := ParseWindow(strings.TrimSpace(getenv("DIGEST_WINDOW")))
	if err != nil {
		return nil, gterr.Config("DIGEST_WINDOW must be like 24h or 7d")
	}
	s.Options.Window = w
	for _, p := range strings.Split(getenv("DIGEST_PROJECTS"), ",") {
		if p = strings.TrimSpace(p); p != "" {
			if !glitchtip.ValidSlug(p) {
				return nil, gterr.Config("DIGEST_PROJECTS must be comma-separated project slugs")
			}
			s.Options.Projects = append(s.Options.Projects, p)
		}
	}
	if v := strings.TrimSpace(getenv("DIGEST_TOP_N")); v != "" {
		n, err := parsePositive(v)
		if err != nil || n > 100 {
			return nil, gterr.Config("DIGEST_TOP_N must be a number from 1 to 100")
		}
		s.Options.TopN = n
	}
	if s.TopicARN != "" && !strings.HasPrefix(s.TopicARN, "arn:") {
		return nil, gterr.Config("DIGEST_TOPIC_ARN must be an SNS topic ARN")
	}
	return s, nil
}

func parsePositive(v string) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		return 0, gterr.Config("not a positive number")
	}
	return n, nil
}

// Run builds the digest, logs it as one JSON line, publishes it when a
// topic is configured, and returns it. A delivery failure is an error, so
// the scheduler's retries and alarms see a failed invocation.
func (s *Schedule) Run(ctx context.Context, c *glitchtip.Client, p *projection.Projector) (*Digest, error) {
	started := time.Now()
	d, err := Build(ctx, c, p, s.Options)
	if err != nil {
		return nil, err
	}
	delivered := false
	if s.Deliver != nil {
		if err := s.Deliver(ctx, d); err != nil {
			s.log(d, started, false, err)
			return nil, err
		}
		delivered = true
	}
	s.log(d, started, delivered, nil)
	return d, nil
}

func (s *Schedule) log(d *Digest, started time.Time, delivered bool, err error) {
	if s.Log == nil {
		return
	}
	line := map[string]any{"time": time.Now().UTC().Format(time.RFC3339Nano), "event": "digest", "delivered": delivered,
		"duration_ms": time.Since(started).Milliseconds(), "digest": d}
	if err != nil {
		line["error"] = gterr.Trusted(err)
	}
	b, _ := json.Marshal(line)
	s.Log.Write(append(b, '\n'))
}

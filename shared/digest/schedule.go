package digest

import (
	"context"
	"log/slog"
	"time"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/glitchtip"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gterr"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/projection"
)

// Deliver sends a built digest to its readers (the digest function's SNS
// topic). An error fails the run.
type Deliver func(ctx context.Context, d *Digest) error

// Schedule is a scheduled digest: what to build (from the settings read
// at cold start, config.LoadDigest) and where it goes.
type Schedule struct {
	Options Options
	// Deliver, when set, sends each built digest.
	Deliver Deliver
	// Log receives one "digest" line per run; nil discards it.
	Log *slog.Logger
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
	attrs := []slog.Attr{slog.Bool("delivered", delivered), slog.Int64("duration_ms", time.Since(started).Milliseconds()), slog.Any("digest", d)}
	level := slog.LevelInfo
	if err != nil {
		level = slog.LevelError
		attrs = append(attrs, slog.String("error", gterr.Trusted(err)))
	}
	s.Log.LogAttrs(context.Background(), level, "digest", attrs...)
}

package digest

import (
	"context"
	"log/slog"
	"time"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/projection"
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
	attrs := []slog.Attr{slog.Bool("delivered", delivered), slog.Int64("duration_ms", time.Since(started).Milliseconds()), slog.Any("digest", d.logView())}
	level := slog.LevelInfo
	if err != nil {
		level = slog.LevelError
		attrs = append(attrs, slog.String("error", gterr.Trusted(err)))
	}
	s.Log.LogAttrs(context.Background(), level, "digest", attrs...)
}

// maxLoggedProjects bounds the projects named on the log line.
const maxLoggedProjects = 20

// logSummary is what the run's log line holds of a digest: its totals and
// what was missing, with no issue in it, so the line stays small (a whole
// digest ran to a megabyte at a few thousand active issues).
type logSummary struct {
	Org         string   `json:"org"`
	Window      string   `json:"window"`
	WindowEnd   string   `json:"window_end"`
	Totals      Totals   `json:"totals"`
	Listed      int      `json:"listed"`
	Truncated   bool     `json:"truncated"`
	Note        string   `json:"note,omitempty"`
	Missing     []string `json:"missing,omitempty"`
	Unavailable []string `json:"projects_unavailable,omitempty"`
	// MoreUnavailable counts unavailable projects past maxLoggedProjects.
	MoreUnavailable int    `json:"projects_unavailable_more,omitempty"`
	MonitorsNote    string `json:"monitors_note,omitempty"`
}

func (d *Digest) logView() logSummary {
	listed, truncated := d.Facts()
	out := logSummary{Org: d.Org, Window: d.Window, WindowEnd: d.WindowEnd, Totals: d.Totals, Listed: listed,
		Truncated: truncated, Note: d.Note, Missing: d.Missing, MonitorsNote: d.MonitorsNote}
	for _, p := range d.Projects {
		if p.Available {
			continue
		}
		if len(out.Unavailable) < maxLoggedProjects {
			out.Unavailable = append(out.Unavailable, p.Project+": "+p.Error)
		} else {
			out.MoreUnavailable++
		}
	}
	return out
}

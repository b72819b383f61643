// Package digest builds the unresolved-error digest from the same read core
// as the tools (GET-only client, allowlist projection, redactor): for each
// project, the unresolved issues last seen within the window, those first
// seen in it marked new, ordered by event count, top N per project, with
// totals. One structure renders as JSON and as Markdown.
package digest

import (
	"fmt"
	"strconv"
	"time"

	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/lazyre"
	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
)

// Defaults and caps.
const (
	DefaultWindow = 24 * time.Hour
	MaxWindow     = 30 * 24 * time.Hour
	DefaultTopN   = 10
	// MaxScan is how many unresolved issues are read per project, newest
	// first, paging through GlitchTip's lists (100 a page, keyset cursors,
	// so past GlitchTip's counting cap of 1000); a project with more active
	// issues in the window is marked truncated, its counts are lower bounds
	// and the digest says so at its top.
	MaxScan = 10000
	// MaxScanTotal bounds the issues read across the organisation: a
	// project whose scan would pass it stops there, truncated. Only a few
	// fields of each are kept until the listed ones are chosen, so memory
	// and work stay linear in what is read.
	MaxScanTotal = 20000
	// MaxListed is the most issues a digest lists in all, the most
	// important first (new, regressed, spiking, then the busiest of the
	// rest), whatever the organisation's size: only these are redacted,
	// looked up and rendered, so what a flood of new issues costs is
	// bounded. The others are counted.
	MaxListed = 50
	// Workers bounds concurrent projects, to keep GlitchTip's load low.
	Workers = 4
)

// Options select what the digest covers. The zero value is the whole
// organisation over the last 24 hours, top 10 per project.
type Options struct {
	Window   time.Duration
	Projects []string
	TopN     int
	// Now is the end of the window; zero means time.Now().
	Now time.Time
	// Allowed, when set, limits the digest to the projects it allows (a
	// caller's boundary): another project is reported exactly as one
	// that does not exist, without asking GlitchTip.
	Allowed func(slug string) bool
	// Clock is GlitchTip's now, where its issues-stats buckets end; nil
	// means Now when set, else time.Now (tests that fix the window fix
	// the stand-in's clock with it).
	Clock func() time.Time
	// TrendTimeout bounds the reading of the issues' counts per hour and
	// day; zero leaves a fifth of what remains of the context's deadline
	// for what follows. Trends not read in time are named as missing.
	TrendTimeout time.Duration
}

// errNotVisible is how a project outside Allowed is reported: the same
// fixed text as GlitchTip's not found.
var errNotVisible = &gterr.Error{Kind: gterr.KindNotFound}

// Digest is the result.
type Digest struct {
	Org         string    `json:"org"`
	WindowStart string    `json:"window_start"`
	WindowEnd   string    `json:"window_end"`
	Window      string    `json:"window"`
	Totals      Totals    `json:"totals"`
	Projects    []Project `json:"projects"`
	// MonitorsDown are the uptime monitors down at build time (of the
	// covered projects when projects were named).
	MonitorsDown []MonitorDown `json:"monitors_down"`
	// MonitorsNote says why monitors could not be read, when they could not.
	MonitorsNote string `json:"monitors_note,omitempty"`
	Truncated    bool   `json:"truncated"`
	Note         string `json:"note,omitempty"`
	// Missing names, in trusted words, each part of the digest that could
	// not be read (trends, counts, environments and releases, a project):
	// an on-call reader must tell "nothing is spiking" from "we could not
	// look".
	Missing []string `json:"missing"`
}

// MonitorDown is an uptime monitor that is down.
type MonitorDown struct {
	MonitorID string      `json:"monitor_id"`
	Name      redact.Text `json:"name"`
	Since     string      `json:"since,omitempty"`
	Project   string      `json:"project,omitempty"`
}

// Totals sum the projects.
type Totals struct {
	Projects            int `json:"projects"`
	ProjectsUnavailable int `json:"projects_unavailable"`
	ActiveIssues        int `json:"active_issues"`
	NewIssues           int `json:"new_issues"`
	RegressedIssues     int `json:"regressed_issues"`
	SpikingIssues       int `json:"spiking_issues"`
	// TrendsUnread counts the active issues whose counts per hour or day
	// could not be read: their regressed and spiking marks are unknown,
	// so RegressedIssues and SpikingIssues are lower bounds when it is
	// above zero.
	TrendsUnread int `json:"trends_unread"`
	MonitorsDown int `json:"monitors_down"`
	// Events counts the events of the window (not since first seen), from
	// the issues' counts per hour or day; EventsAtLeast says some could
	// not be counted (trends not read, or a window longer than the 14
	// days GlitchTip counts by day), so Events is a lower bound.
	Events        int64 `json:"events"`
	EventsAtLeast bool  `json:"events_at_least"`
}

// Project is one project's part.
type Project struct {
	Project      string `json:"project"`
	Available    bool   `json:"available"`
	Error        string `json:"error,omitempty"`
	ActiveIssues int    `json:"active_issues"`
	NewIssues    int    `json:"new_issues"`
	Regressed    int    `json:"regressed_issues"`
	Spiking      int    `json:"spiking_issues"`
	TrendsUnread int    `json:"trends_unread"`
	// Events and EventsAtLeast are as in Totals, for this project.
	Events        int64   `json:"events"`
	EventsAtLeast bool    `json:"events_at_least"`
	Issues        []Issue `json:"issues"`
	Omitted       int     `json:"omitted,omitempty"`
	Truncated     bool    `json:"truncated"`
}

// Issue is a projected issue with its marks: new in this window, regressed
// (back after QuietDays empty days), spiking (last hours well above its
// own baseline), and its hourly trend over 24 hours as a sparkline.
// EventCount is the issue's lifetime event count (since first seen);
// Events24h the events of the last 24 hours, from the same counts as the
// trend (absent when they could not be read). TrendUnread says the counts
// per hour or day could not be read, so the marks are unknown, not false.
// Environment is the issue's most frequent environment; on GlitchTip 5.x
// Release its most frequent release, on 6.x LastRelease its last.
type Issue struct {
	projection.Issue
	New         bool   `json:"new"`
	Regressed   bool   `json:"regressed"`
	Spiking     bool   `json:"spiking"`
	Trend       string `json:"trend_24h,omitempty"`
	Events24h   *int64 `json:"events_24h,omitempty"`
	TrendUnread bool   `json:"trend_unread,omitempty"`
}

var windowRE = lazyre.New(`^([1-9][0-9]{0,3})([mhd])$`)

// ParseWindow reads "90m", "24h" or "7d".
func ParseWindow(s string) (time.Duration, error) {
	if s == "" {
		return DefaultWindow, nil
	}
	m := windowRE.FindStringSubmatch(s)
	if m == nil {
		return 0, gterr.Input("window must be a number followed by m, h or d, e.g. 24h or 7d")
	}
	n, _ := strconv.Atoi(m[1])
	d := time.Duration(n) * map[string]time.Duration{"m": time.Minute, "h": time.Hour, "d": 24 * time.Hour}[m[2]]
	if d > MaxWindow {
		return 0, gterr.Input("window must be at most 30d")
	}
	return d, nil
}

// FormatWindow renders a duration like ParseWindow's input.
func FormatWindow(d time.Duration) string {
	switch {
	case d%(24*time.Hour) == 0 && d >= 48*time.Hour:
		return strconv.Itoa(int(d/(24*time.Hour))) + "d"
	case d%time.Hour == 0:
		return strconv.Itoa(int(d/time.Hour)) + "h"
	}
	return strconv.Itoa(int(d/time.Minute)) + "m"
}

func count(is Issue) int64 {
	if is.EventCount == nil {
		return 0
	}
	return *is.EventCount
}

// Subject is a one-line summary, at most 100 characters (SNS's limit).
func (d *Digest) Subject() string {
	s := fmt.Sprintf("GlitchTip %s: %d active, %d new (last %s)", d.Org, d.Totals.ActiveIssues, d.Totals.NewIssues, d.Window)
	if len(s) > 100 {
		s = s[:100]
	}
	return s
}

// Facts reports, for the audit line, how many issues the digest lists and
// whether any list was cut.
func (d Digest) Facts() (count int, truncated bool) {
	truncated = d.Truncated
	for _, p := range d.Projects {
		count += len(p.Issues)
		truncated = truncated || p.Truncated
	}
	return count, truncated
}

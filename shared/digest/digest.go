// Package digest builds the unresolved-error digest from the same read core
// as the tools (GET-only client, allowlist projection, redactor): for each
// project, the unresolved issues last seen within the window, those first
// seen in it marked new, ordered by event count, top N per project, with
// totals. One structure renders as JSON and as Markdown.
package digest

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"sync"
	"time"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/glitchtip"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gterr"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/projection"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/redact"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/trend"
)

// Defaults and caps.
const (
	DefaultWindow = 24 * time.Hour
	MaxWindow     = 30 * 24 * time.Hour
	DefaultTopN   = 10
	// MaxScan is how many unresolved issues are read per project, newest
	// first, paging through GlitchTip's lists (100 a page); a project with
	// more active issues in the window is marked truncated, its counts are
	// lower bounds and the digest says so at its top. It is GlitchTip's own
	// counting cap (X-Max-Hits).
	MaxScan = 1000
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
	Projects            int   `json:"projects"`
	ProjectsUnavailable int   `json:"projects_unavailable"`
	ActiveIssues        int   `json:"active_issues"`
	NewIssues           int   `json:"new_issues"`
	RegressedIssues     int   `json:"regressed_issues"`
	SpikingIssues       int   `json:"spiking_issues"`
	MonitorsDown        int   `json:"monitors_down"`
	Events              int64 `json:"events"`
}

// Project is one project's part.
type Project struct {
	Project      string  `json:"project"`
	Available    bool    `json:"available"`
	Error        string  `json:"error,omitempty"`
	ActiveIssues int     `json:"active_issues"`
	NewIssues    int     `json:"new_issues"`
	Regressed    int     `json:"regressed_issues"`
	Spiking      int     `json:"spiking_issues"`
	Events       int64   `json:"events"`
	Issues       []Issue `json:"issues"`
	Omitted      int     `json:"omitted,omitempty"`
	Truncated    bool    `json:"truncated"`
}

// Issue is a projected issue with its marks: new in this window, regressed
// (back after QuietDays empty days), spiking (last hours well above its
// own baseline), and its hourly trend over 24 hours as a sparkline.
// EventCount is the issue's lifetime event count (since first seen);
// Events24h the events of the last 24 hours, from the same counts as the
// trend (absent when they could not be read).
type Issue struct {
	projection.Issue
	New       bool   `json:"new"`
	Regressed bool   `json:"regressed"`
	Spiking   bool   `json:"spiking"`
	Trend     string `json:"trend_24h,omitempty"`
	Events24h *int64 `json:"events_24h,omitempty"`
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

// Build builds the digest. A project that cannot be read is marked
// unavailable and the rest still come through; only a failure to list the
// organisation's projects fails the whole digest.
func Build(ctx context.Context, c *glitchtip.Client, p *projection.Projector, opt Options) (*Digest, error) {
	// redaction stops with the request (or its budget), withholding what
	// is left rather than running on
	p = p.For(ctx)
	if opt.Window <= 0 {
		opt.Window = DefaultWindow
	}
	if opt.TopN <= 0 {
		opt.TopN = DefaultTopN
	}
	end := opt.Now
	if end.IsZero() {
		end = time.Now()
	}
	end = end.UTC()
	start := end.Add(-opt.Window)
	d := &Digest{Org: c.Org(), WindowStart: projection.Time(start.Truncate(time.Second)), WindowEnd: projection.Time(end.Truncate(time.Second)), Window: FormatWindow(opt.Window)}
	// a project named twice is read and listed once
	var slugs []string
	for _, s := range opt.Projects {
		if !slices.Contains(slugs, s) {
			slugs = append(slugs, s)
		}
	}
	if len(slugs) == 0 {
		page, err := c.Projects(ctx, glitchtip.ListOptions{Limit: glitchtip.DefaultMaxItems})
		if err != nil {
			return nil, err
		}
		for _, pr := range page.Items {
			if glitchtip.ValidSlug(pr.Slug) && (opt.Allowed == nil || opt.Allowed(pr.Slug)) {
				slugs = append(slugs, pr.Slug)
			}
		}
		if page.Truncated {
			d.Truncated = true
			d.Note = "the organisation has more projects than the digest reads; list the projects to cover explicitly"
		}
	}
	d.Projects = make([]Project, len(slugs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, Workers)
	for i, slug := range slugs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			if opt.Allowed != nil && !opt.Allowed(slug) {
				d.Projects[i] = Project{Project: slug, Issues: []Issue{}, Error: gterr.Trusted(errNotVisible)}
				return
			}
			d.Projects[i] = project(ctx, c, p, slug, start, opt.TopN)
		}()
	}
	visible := slugs
	if opt.Allowed != nil {
		visible = slices.DeleteFunc(slices.Clone(slugs), func(s string) bool { return !opt.Allowed(s) })
	}
	var monitors []MonitorDown
	var monErr error
	wg.Add(1)
	go func() {
		defer wg.Done()
		monitors, monErr = downMonitors(ctx, c, p, visible, len(opt.Projects) > 0 || opt.Allowed != nil)
	}()
	wg.Wait()
	d.MonitorsDown = monitors
	if d.MonitorsDown == nil {
		d.MonitorsDown = []MonitorDown{}
	}
	if monErr != nil {
		d.MonitorsNote = "uptime monitors could not be read: " + gterr.Trusted(monErr)
	}
	d.Totals.MonitorsDown = len(d.MonitorsDown)
	for _, pd := range d.Projects {
		d.Totals.Projects++
		if !pd.Available {
			d.Totals.ProjectsUnavailable++
			continue
		}
		d.Totals.ActiveIssues += pd.ActiveIssues
		d.Totals.NewIssues += pd.NewIssues
		d.Totals.RegressedIssues += pd.Regressed
		d.Totals.SpikingIssues += pd.Spiking
		d.Totals.Events += pd.Events
		d.Truncated = d.Truncated || pd.Truncated || pd.Omitted > 0
	}
	return d, nil
}

func project(ctx context.Context, c *glitchtip.Client, p *projection.Projector, slug string, start time.Time, topN int) Project {
	out := Project{Project: slug, Issues: []Issue{}}
	if !glitchtip.ValidSlug(slug) {
		out.Error = "not a project slug"
		return out
	}
	var active []Issue
	firstSeen := map[string]time.Time{}
	cursor, pages := "", 0
	for {
		// sorted by last seen, newest first: everything after the first
		// issue older than the window is older too, so paging stops there
		page, err := c.Issues(ctx, glitchtip.IssueQuery{Project: slug, Unresolved: true},
			glitchtip.ListOptions{Limit: min(glitchtip.MaxPageSize, MaxScan-len(active)), Cursor: cursor})
		pages++
		if err != nil {
			if pages == 1 {
				out.Error = gterr.Trusted(err)
				return out
			}
			out.Truncated = true // what was read stands; the counts are lower bounds
			break
		}
		out.Available = true
		inWindow := true
		for i := range page.Items {
			raw := &page.Items[i]
			if raw.LastSeen.T.Before(start) {
				inWindow = false
				break
			}
			is := p.Issue(raw)
			active = append(active, Issue{Issue: is, New: !raw.FirstSeen.T.Before(start)})
			firstSeen[is.IssueID] = raw.FirstSeen.T
		}
		if !inWindow || !page.Truncated {
			break
		}
		if page.NextCursor == "" || len(active) >= MaxScan {
			out.Truncated = true
			break
		}
		cursor = page.NextCursor
	}
	out.ActiveIssues = len(active)
	markTrends(ctx, c, active, firstSeen)
	for _, is := range active {
		if is.New {
			out.NewIssues++
		}
		if is.Regressed {
			out.Regressed++
		}
		if is.Spiking {
			out.Spiking++
		}
		if is.EventCount != nil {
			out.Events += *is.EventCount
		}
	}
	// Every new, regressed or spiking issue is listed (what needs someone
	// today); of the others, the topN by event count.
	sort.SliceStable(active, func(i, j int) bool { return count(active[i]) > count(active[j]) })
	rest := 0
	for _, is := range active {
		if is.New || is.Regressed || is.Spiking {
			out.Issues = append(out.Issues, is)
		} else if rest < topN {
			out.Issues = append(out.Issues, is)
			rest++
		} else {
			out.Omitted++
		}
	}
	return out
}

// markTrends reads the active issues' hourly (24h) and daily (14d) counts,
// two calls per project, and marks spiking and regressed issues. Counts
// that cannot be read leave the marks unset: the digest still goes out.
func markTrends(ctx context.Context, c *glitchtip.Client, active []Issue, firstSeen map[string]time.Time) {
	if len(active) == 0 {
		return
	}
	ids := make([]string, len(active))
	for i := range active {
		ids[i] = active[i].IssueID
	}
	hourly, daily := stats(ctx, c, ids)
	now := time.Now() // GlitchTip's buckets end at its own now, not the window's end
	for i := range active {
		is := &active[i]
		// GlitchTip answers only the buckets with events: the quiet hours
		// and days are filled in, or a burst after a quiet week would
		// read as a steady trickle
		if st := hourly[is.IssueID]; st != nil {
			counts := values(st.Filled("24h", now))
			var sum int64
			for _, c := range counts {
				sum += c
			}
			is.Events24h = &sum
			is.Trend = trend.Sparkline(counts)
			is.Spiking = trend.Spiking(counts)
		}
		if st := daily[is.IssueID]; st != nil && !is.New {
			series := st.Filled("14d", now)
			is.Regressed, _ = trend.Regressed(values(series), time.Unix(series[0][0], 0), 24*time.Hour, firstSeen[is.IssueID])
		}
	}
}

// stats reads the hourly and daily counts of ids, MaxStatsGroups ids a
// call, all calls at once (two for up to 200 issues).
func stats(ctx context.Context, c *glitchtip.Client, ids []string) (hourly, daily map[string]*glitchtip.IssueStat) {
	hourly, daily = map[string]*glitchtip.IssueStat{}, map[string]*glitchtip.IssueStat{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2*Workers) // a project of 1000 issues asks 10 calls, a few at a time
	for lo := 0; lo < len(ids); lo += glitchtip.MaxStatsGroups {
		chunk := ids[lo:min(lo+glitchtip.MaxStatsGroups, len(ids))]
		for _, period := range []string{"24h", "14d"} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				got, err := c.IssueStats(ctx, chunk, period)
				if err != nil {
					return // counts that cannot be read leave the marks unset
				}
				mu.Lock()
				defer mu.Unlock()
				dst := hourly
				if period == "14d" {
					dst = daily
				}
				for k, v := range got {
					dst[k] = v
				}
			}()
		}
	}
	wg.Wait()
	return hourly, daily
}

func values(series [][2]int64) []int64 {
	out := make([]int64, len(series))
	for i, p := range series {
		out[i] = p[1]
	}
	return out
}

// downMonitors lists the uptime monitors that are down; when projects were
// named, only those of these projects.
func downMonitors(ctx context.Context, c *glitchtip.Client, p *projection.Projector, slugs []string, only bool) ([]MonitorDown, error) {
	page, err := c.Monitors(ctx, glitchtip.ListOptions{})
	if err != nil {
		return nil, err
	}
	ids := map[string]string{}
	if only {
		for _, s := range slugs {
			if id, err := c.ProjectID(ctx, s); err == nil {
				ids[id] = s
			}
		}
	}
	var out []MonitorDown
	for _, m := range page.Items {
		if m.IsUp == nil || *m.IsUp {
			continue
		}
		slug, ok := ids[string(m.ProjectID)]
		if only && !ok {
			continue
		}
		name := p.Label(m.Name, projection.MaxShort) // the organisation's name for it
		id := string(m.ID)
		if !glitchtip.ValidMonitorID(id) {
			id = ""
		}
		out = append(out, MonitorDown{MonitorID: id, Name: name, Since: projection.Time(m.LastChange.T), Project: slug})
	}
	return out, nil
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

// Shrink returns a copy whose renderings fit limit bytes, dropping whole
// issues from the longest lists first and saying how many were dropped;
// it never cuts inside a field.
func (d *Digest) Shrink(limit int) *Digest {
	c := *d
	c.Projects = append([]Project(nil), d.Projects...)
	for i := range c.Projects {
		c.Projects[i].Issues = append([]Issue(nil), c.Projects[i].Issues...)
	}
	dropped := 0
	for max(len(c.Markdown()), len(c.Text())) > limit {
		longest := -1
		for i := range c.Projects {
			if n := len(c.Projects[i].Issues); n > 0 && (longest < 0 || n > len(c.Projects[longest].Issues)) {
				longest = i
			}
		}
		if longest < 0 {
			break
		}
		p := &c.Projects[longest]
		p.Issues = p.Issues[:len(p.Issues)-1]
		p.Omitted++
		dropped++
		c.Truncated = true
		c.Note = "shortened to fit the message size limit: " + plural(dropped, "issue", "issues") + " left out"
	}
	return &c
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

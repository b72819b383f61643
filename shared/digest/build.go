package digest

import (
	"context"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/projection"
)

// cand is one active issue as read, before the listed ones are chosen:
// the raw issue (projected, that is redacted, only if listed) and what the
// counts say of it. Work per cand is constant, so a digest is linear in
// the issues it reads.
type cand struct {
	raw     *glitchtip.Issue
	proj    int
	id      string
	new     bool
	count   int64
	hourly  []int64 // the last 24 hours, oldest first; nil when not read
	events  *int64  // of the last 24 hours
	window  int64   // events of the window
	exact   bool    // window is the window's event count, not a lower bound
	unread  bool    // counts per hour or day not read: marks unknown
	regress bool
	spike   bool
	// what each period's counts said, until both are in
	hoursRead, daysRead   bool
	hourCovers, dayCovers bool
	hourWindow, dayWindow int64
}

func (c *cand) rank() int {
	switch {
	case c.new:
		return 0
	case c.regress:
		return 1
	case c.spike:
		return 2
	}
	return 3
}

// Build builds the digest. A project that cannot be read is marked
// unavailable and the rest still come through; only a failure to list the
// organisation's projects fails the whole digest. What could not be read
// in time (or at all) is named in Missing, and the counts it would have
// changed are given as lower bounds.
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
	clock := opt.Clock
	if clock == nil {
		clock = time.Now
		if !opt.Now.IsZero() {
			clock = func() time.Time { return end }
		}
	}
	start := end.Add(-opt.Window)
	d := &Digest{Org: c.Org(), WindowStart: projection.Time(start.Truncate(time.Second)), WindowEnd: projection.Time(end.Truncate(time.Second)),
		Window: FormatWindow(opt.Window), Missing: []string{}}
	// a project named twice is read and listed once
	var slugs []string
	for _, s := range opt.Projects {
		if !slices.Contains(slugs, s) {
			slugs = append(slugs, s)
		}
	}
	allowed := func(s string) bool { return opt.Allowed == nil || opt.Allowed(s) }
	visible := slices.DeleteFunc(slices.Clone(slugs), func(s string) bool { return !allowed(s) })
	// numeric ids come from the project list: one read instead of one
	// lookup per project (a project the list does not hold is looked up
	// by itself, and answers not found when it does not exist)
	ids := map[string]string{}
	if len(slugs) == 0 || len(visible) > 1 {
		page, err := c.Projects(ctx, glitchtip.ListOptions{Limit: glitchtip.DefaultMaxItems})
		if err != nil && len(slugs) == 0 {
			return nil, err
		}
		for _, pr := range page.Items {
			if !glitchtip.ValidSlug(pr.Slug) {
				continue
			}
			if _, err := strconv.ParseInt(string(pr.ID), 10, 64); err == nil {
				ids[pr.Slug] = string(pr.ID)
			}
			if len(opt.Projects) == 0 && allowed(pr.Slug) {
				slugs = append(slugs, pr.Slug)
			}
		}
		if len(opt.Projects) == 0 {
			visible = slugs
			if page.Truncated {
				d.Truncated = true
				d.Note = "the organisation has more projects than the digest reads; list the projects to cover explicitly"
			}
		}
	}
	d.Projects = make([]Project, len(slugs))
	scanned := make([][]cand, len(slugs))
	var budget atomic.Int64
	budget.Store(MaxScanTotal)
	var wg sync.WaitGroup
	sem := make(chan struct{}, Workers)
	for i, slug := range slugs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			if !allowed(slug) {
				d.Projects[i] = Project{Project: slug, Issues: []Issue{}, Error: gterr.Trusted(errNotVisible)}
				return
			}
			d.Projects[i], scanned[i] = scan(ctx, c, slug, ids[slug], start, i, &budget)
		}()
	}
	var monitors []MonitorDown
	var monErr error
	wg.Add(1)
	go func() {
		defer wg.Done()
		monitors, monErr = downMonitors(ctx, c, p, visible, ids, len(opt.Projects) > 0 || opt.Allowed != nil)
	}()
	wg.Wait()

	var all []*cand
	for _, l := range scanned {
		for i := range l {
			all = append(all, &l[i])
		}
	}
	tctx, cancel := trendContext(ctx, opt.TrendTimeout)
	unread, why := markTrends(tctx, c, all, start, end, clock())
	cancel()
	windowCapped := false
	for _, cd := range all {
		pd := &d.Projects[cd.proj]
		if cd.new {
			pd.NewIssues++
		}
		if cd.regress {
			pd.Regressed++
		}
		if cd.spike {
			pd.Spiking++
		}
		if cd.unread {
			pd.TrendsUnread++
		}
		pd.Events += cd.window
		if !cd.exact {
			pd.EventsAtLeast = true
			windowCapped = windowCapped || !cd.unread
		}
	}
	listed := choose(d.Projects, scanned, opt.TopN)
	facetsUnread, facetWhy := describe(ctx, c, p, d.Projects, listed)

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
		d.Totals.TrendsUnread += pd.TrendsUnread
		d.Totals.Events += pd.Events
		d.Totals.EventsAtLeast = d.Totals.EventsAtLeast || pd.EventsAtLeast || pd.Truncated
		d.Truncated = d.Truncated || pd.Truncated || pd.Omitted > 0
	}
	if unread > 0 {
		d.Missing = append(d.Missing, "counts per hour or day of "+strconv.Itoa(unread)+" of "+strconv.Itoa(len(all))+
			" active issues could not be read ("+why+"): whether they regressed or are spiking is unknown, so those totals are lower bounds")
	}
	if windowCapped {
		d.Missing = append(d.Missing, "GlitchTip counts events by day over 14 days only: the event totals of this window count no more than the last 14 days of issues first seen before them")
	}
	if facetsUnread > 0 {
		d.Missing = append(d.Missing, "the environment and release of "+plural(facetsUnread, "listed issue", "listed issues")+" could not be read ("+facetWhy+")")
	}
	return d, nil
}

// trendContext bounds the reading of trends: by timeout when set, else so
// that a fifth of what is left of ctx remains for the environments,
// releases and rendering that follow.
func trendContext(ctx context.Context, timeout time.Duration) (context.Context, context.CancelFunc) {
	if timeout > 0 {
		return context.WithTimeout(ctx, timeout)
	}
	if dl, ok := ctx.Deadline(); ok {
		return context.WithDeadline(ctx, dl.Add(-time.Until(dl)/5))
	}
	return context.WithCancel(ctx)
}

// why names, in trusted words, why a read failed: the time budget, or the
// error's fixed text.
func why(ctx context.Context, err error) string {
	if ctx.Err() != nil {
		return "the time budget ran out"
	}
	return gterr.Trusted(err)
}

// scan reads one project's unresolved issues last seen in the window,
// newest first, keeping each raw; everything after the first issue older
// than the window is older too, so paging stops there.
func scan(ctx context.Context, c *glitchtip.Client, slug, id string, start time.Time, index int, budget *atomic.Int64) (Project, []cand) {
	out := Project{Project: slug, Issues: []Issue{}}
	if !glitchtip.ValidSlug(slug) {
		out.Error = "not a project slug"
		return out, nil
	}
	var active []cand
	cursor, pages := "", 0
	for {
		if ctx.Err() != nil {
			if pages == 0 {
				out.Error = why(ctx, ctx.Err())
				return out, nil
			}
			out.Truncated = true
			break
		}
		room := min(glitchtip.MaxPageSize, MaxScan-len(active), int(budget.Load()))
		if room <= 0 {
			out.Truncated = true
			break
		}
		page, err := c.Issues(ctx, glitchtip.IssueQuery{Project: slug, ProjectID: id, Unresolved: true},
			glitchtip.ListOptions{Limit: room, Cursor: cursor})
		pages++
		if err != nil {
			if pages == 1 {
				out.Error = why(ctx, err)
				return out, nil
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
			cd := cand{raw: raw, proj: index, id: string(raw.ID), new: !raw.FirstSeen.T.Before(start)}
			if raw.Count.Valid {
				cd.count = raw.Count.N
			}
			active = append(active, cd)
		}
		budget.Add(-int64(len(page.Items)))
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
	return out, active
}

// downMonitors lists the uptime monitors that are down; when projects were
// named, only those of these projects.
func downMonitors(ctx context.Context, c *glitchtip.Client, p *projection.Projector, slugs []string, known map[string]string, only bool) ([]MonitorDown, error) {
	page, err := c.Monitors(ctx, glitchtip.ListOptions{})
	if err != nil {
		return nil, err
	}
	ids := map[string]string{}
	if only {
		for _, s := range slugs {
			if id, ok := known[s]; ok {
				ids[id] = s
			} else if id, err := c.ProjectID(ctx, s); err == nil {
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

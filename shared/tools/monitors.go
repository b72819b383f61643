package tools

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
)

// MonitorView is the safe view of an uptime monitor. The heartbeat push URL
// and the expected body are never shown; the monitored URL loses its
// credentials, query and fragment and is redacted.
type MonitorView struct {
	MonitorID       string      `json:"monitor_id"`
	Name            redact.Text `json:"name"`
	Type            string      `json:"type,omitempty"`
	URL             redact.Text `json:"url,omitempty"`
	Up              *bool       `json:"up" jsonschema:"true up, false down, null when never checked"`
	Since           string      `json:"since,omitempty" jsonschema:"time of the last up/down change"`
	IntervalSeconds int64       `json:"interval_seconds,omitempty"`
	Project         string      `json:"project,omitempty"`
	Environment     redact.Text `json:"environment,omitempty"`
	LastCheck       *CheckView  `json:"last_check,omitempty"`
}

// CheckView is one monitor check.
type CheckView struct {
	Time           string `json:"time"`
	Up             bool   `json:"up"`
	Reason         string `json:"reason,omitempty"`
	ResponseTimeMS *int64 `json:"response_time_ms,omitempty"`
}

// MonitorsResult is the output of glitchtip_uptime_monitors.
type MonitorsResult struct {
	Monitors  []MonitorView `json:"monitors"`
	Count     int           `json:"count"`
	Down      int           `json:"down"`
	Truncated bool          `json:"truncated"`
	// Set when one monitor was asked for.
	Found        *bool       `json:"found,omitempty"`
	RecentChecks []CheckView `json:"recent_checks,omitempty"`
	StateChanges []CheckView `json:"state_changes,omitempty"`
}

// checkReasons are GlitchTip's MonitorCheckReason values, by their digit
// (static data: no map built at start).
var checkReasons = [...]string{"unknown", "timeout", "wrong status code",
	"expected response not found", "SSL error", "network error"}

// checkReason names a MonitorCheckReason value, or "" for one it does not know.
func checkReason(v string) string {
	if len(v) == 1 && v[0] >= '0' && int(v[0]-'0') < len(checkReasons) {
		return checkReasons[v[0]-'0']
	}
	return ""
}

func monitorsTool(d *Deps) Tool {
	def := newTool[MonitorsResult]("glitchtip_uptime_monitors", "GlitchTip uptime monitors",
		"Uptime monitors of the organisation: which are down now and since when, with the last check (reason, response time). "+
			"down_only=true lists only monitors that are down. With monitor_id: that monitor's recent checks with response times and its last up/down changes. "+
			"Use it when errors may come from an outage. Monitored URLs are shown without credentials or query strings.",
		monitorsSchema)
	return Tool{Op: OpRead, Def: def, Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := newArgs(req, "down_only", "monitor_id")
		if err != nil {
			return nil, err
		}
		downOnly, id := a.boolean("down_only"), a.monitorID()
		if err := a.err(); err != nil {
			return nil, err
		}
		if id != "" {
			return d.monitorDetail(ctx, id)
		}
		var mons glitchtip.Page[glitchtip.Monitor]
		var monErr error
		var wg sync.WaitGroup
		wg.Add(1)
		glitchtip.Go(func() {
			defer wg.Done()
			mons, monErr = d.Client.Monitors(ctx, glitchtip.ListOptions{})
		})
		slugs, err := d.projectSlugs(ctx)
		wg.Wait()
		if err == nil {
			err = monErr
		}
		if err != nil {
			return nil, err
		}
		out := MonitorsResult{Monitors: []MonitorView{}, Truncated: mons.Truncated}
		for i := range mons.Items {
			m := &mons.Items[i]
			slug := slugs[string(m.ProjectID)]
			if !d.allows(ctx, slug) {
				continue
			}
			v := d.monitorView(ctx, m, slug)
			if downOnly && (v.Up == nil || *v.Up) {
				continue
			}
			if v.Up != nil && !*v.Up {
				out.Down++
			}
			out.Monitors = append(out.Monitors, v)
		}
		out.Count = len(out.Monitors)
		var b textBuilder
		b.line("%s, %d down (%s)", count(out.Count, "uptime monitors"), out.Down, pageNote(out.Truncated, ""))
		for _, v := range out.Monitors {
			monitorLines(&b, v)
		}
		b.close()
		return result(out, b.String()), nil
	}}
}

const monitorsSchema = `{"type":"object","properties":{"down_only":{"type":"boolean","description":"Only monitors that are down now."},"monitor_id":{"type":"string","pattern":"^[1-9][0-9]{0,18}$","description":"One monitor's id, for its recent checks and state changes."}},"additionalProperties":false}`

// projectSlugs maps project ids to slugs: the whole organisation, or on a
// scoped URL only the scope's project.
func (d *Deps) projectSlugs(ctx context.Context) (map[string]string, error) {
	if d.Scope != "" {
		id, err := d.Client.ProjectID(ctx, d.Scope)
		if err != nil {
			return nil, err
		}
		return map[string]string{id: d.Scope}, nil
	}
	p, err := d.Client.Projects(ctx, glitchtip.ListOptions{})
	if err != nil {
		return nil, err
	}
	out := make(map[string]string, len(p.Items))
	for _, pr := range p.Items {
		if glitchtip.ValidSlug(pr.Slug) {
			out[string(pr.ID)] = pr.Slug
		}
	}
	return out, nil
}

func (d *Deps) monitorDetail(ctx context.Context, id string) (*mcp.CallToolResult, error) {
	var changes []glitchtip.MonitorCheck
	var chErr error
	var wg sync.WaitGroup
	// a limited request asks for the checks only once the monitor is
	// known to be in one of its projects
	if !d.limited(ctx) {
		wg.Add(1)
		glitchtip.Go(func() {
			defer wg.Done()
			changes, chErr = d.Client.MonitorChecks(ctx, id, true, 10)
		})
	}
	m, err := d.Client.Monitor(ctx, id)
	wg.Wait()
	slug := ""
	if err == nil {
		slugs, serr := d.projectSlugs(ctx)
		slug, err = slugs[string(m.ProjectID)], serr
		if err == nil && !d.allows(ctx, slug) {
			err = errOutOfScope
		}
		if err == nil && d.limited(ctx) {
			changes, chErr = d.Client.MonitorChecks(ctx, id, true, 10)
		}
	}
	if notFound(err) {
		f := false
		out := MonitorsResult{Monitors: []MonitorView{}, Found: &f}
		return result(out, "monitor "+id+" not found: no monitor with this id is visible to the token"), nil
	}
	if err == nil {
		err = chErr
	}
	if err != nil {
		return nil, err
	}
	v := d.monitorView(ctx, m, slug)
	f := true
	out := MonitorsResult{Monitors: []MonitorView{v}, Count: 1, Found: &f}
	if v.Up != nil && !*v.Up {
		out.Down = 1
	}
	for i, c := range m.Checks {
		if i == 20 {
			break
		}
		out.RecentChecks = append(out.RecentChecks, checkView(c))
	}
	for _, c := range changes {
		out.StateChanges = append(out.StateChanges, checkView(c))
	}
	var b textBuilder
	b.line("uptime monitor %s", id)
	monitorLines(&b, v)
	b.line("state changes, newest first:")
	for _, c := range out.StateChanges {
		b.line("  %s %s", c.Time, upDown(c))
	}
	b.line("recent checks, newest first:")
	for _, c := range out.RecentChecks {
		rt := ""
		if c.ResponseTimeMS != nil {
			rt = fmt.Sprintf(" %d ms", *c.ResponseTimeMS)
		}
		b.line("  %s %s%s", c.Time, upDown(c), rt)
	}
	b.close()
	return result(out, b.String()), nil
}

func upDown(c CheckView) string {
	if c.Up {
		return "up"
	}
	if c.Reason != "" {
		return "down (" + c.Reason + ")"
	}
	return "down"
}

func checkView(c glitchtip.MonitorCheck) CheckView {
	v := CheckView{Time: projection.Time(c.StartCheck.T), Up: c.IsUp != nil && *c.IsUp}
	if !v.Up {
		v.Reason = checkReason(string(c.Reason))
	}
	if c.ResponseTime.Valid && c.ResponseTime.N >= 0 {
		n := c.ResponseTime.N
		v.ResponseTimeMS = &n
	}
	return v
}

func (d *Deps) monitorView(ctx context.Context, m *glitchtip.Monitor, slug string) MonitorView {
	v := MonitorView{Up: m.IsUp, Since: projection.Time(m.LastChange.T), Project: slug}
	if id := string(m.ID); glitchtip.ValidMonitorID(id) {
		v.MonitorID = id
	}
	switch m.MonitorType {
	case "ping", "get", "post", "ssl", "heartbeat", "port", "Ping", "GET", "POST", "SSL", "Heartbeat", "Port":
		v.Type = strings.ToLower(m.MonitorType)
	}
	if m.Interval.Valid && m.Interval.N > 0 {
		v.IntervalSeconds = m.Interval.N
	}
	// redacted first, truncated after; a value that cannot be redacted
	// is withheld in its field
	p := d.proj(ctx)
	v.Name = p.Label(m.Name, projection.MaxShort*2) // a name the organisation chose
	v.URL = p.Text(monitorURL(m.URL), projection.MaxLocation)
	v.Environment = p.Label(m.EnvName, projection.MaxShort)
	if len(m.Checks) > 0 {
		c := checkView(m.Checks[0])
		v.LastCheck = &c
	}
	return v
}

// monitorURL drops credentials, the query and the fragment of a monitored
// URL before redaction: monitor URLs often carry tokens in either.
func monitorURL(s string) string {
	pu, err := url.Parse(strings.TrimSpace(s))
	if err != nil || pu.Host == "" {
		if i := strings.IndexAny(s, "?#"); i >= 0 {
			s = s[:i]
		}
		if i := strings.LastIndex(s, "@"); i >= 0 {
			s = s[i+1:]
		}
		return s
	}
	q := pu.RawQuery != ""
	pu.User, pu.RawQuery, pu.Fragment, pu.RawFragment, pu.ForceQuery = nil, "", "", "", false
	out := pu.String()
	if q {
		out += "?[query]"
	}
	return out
}

func monitorLines(b *textBuilder, v MonitorView) {
	b.open()
	state := "never checked"
	if v.Up != nil {
		state = "UP"
		if !*v.Up {
			state = "DOWN"
		}
	}
	if v.Since != "" {
		state += " since " + v.Since
	}
	b.line("- monitor %s %s [%s] %s", v.MonitorID, u(v.Name), v.Type, state)
	meta := []string{}
	if v.URL != "" {
		meta = append(meta, "url "+u(v.URL))
	}
	if v.Project != "" {
		meta = append(meta, "project "+v.Project)
	}
	if v.Environment != "" {
		meta = append(meta, "env "+u(v.Environment))
	}
	if v.IntervalSeconds > 0 {
		meta = append(meta, fmt.Sprintf("every %ds", v.IntervalSeconds))
	}
	if c := v.LastCheck; c != nil {
		s := "last check " + c.Time + " " + upDown(*c)
		if c.ResponseTimeMS != nil {
			s += fmt.Sprintf(" %d ms", *c.ResponseTimeMS)
		}
		meta = append(meta, s)
	}
	if len(meta) > 0 {
		b.line("  %s", strings.Join(meta, "; "))
	}
}

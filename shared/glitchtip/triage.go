package glitchtip

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"time"

	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/ident"
)

// The read-only routes a triager reaches for after the issue itself:
// grouping hashes, trends, uptime monitors, releases, environments and the
// lookup of an event by its id. Each is GET, decoded into allowlisted types.

// Hash is one grouping hash of an issue. The route also embeds the hash's
// latest event, which is never decoded.
type Hash struct {
	ID string `json:"id"`
}

// IssueHashes returns the grouping hashes (fingerprints) of an issue: one
// call per issue, as GlitchTip keeps them off the issue itself.
func (c *Client) IssueHashes(ctx context.Context, id string) ([]string, error) {
	if _, err := issuePath(id); err != nil {
		return nil, err
	}
	p, err := list[Hash](ctx, c, "GET /api/0/organizations/{org}/issues/{id}/hashes/",
		"api/0/organizations/"+url.PathEscape(c.org)+"/issues/"+id+"/hashes/", nil, ListOptions{Limit: 20})
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(p.Items))
	for _, h := range p.Items {
		out = append(out, strings.ToLower(strings.ReplaceAll(h.ID, "-", "")))
	}
	return out, nil
}

// The periods issues-stats answers are StatsBuckets' keys: hourly buckets
// over 24 hours, daily buckets over 14 days.

// MaxStatsGroups is the most issue ids issues-stats takes in one call.
const MaxStatsGroups = 200

// IssueStat is one issue of issues-stats: its event count per bucket, oldest
// first ([epoch seconds, count] pairs).
type IssueStat struct {
	ID    FlexString             `json:"id"`
	Count FlexInt                `json:"count"`
	Stats map[string][][]float64 `json:"stats"`
}

// Series returns the buckets of period as (epoch, count) pairs, oldest
// first, dropping malformed ones.
func (s *IssueStat) Series(period string) [][2]int64 {
	var out [][2]int64
	for _, p := range s.Stats[period] {
		if len(p) == 2 && p[0] > 0 && p[1] >= 0 {
			out = append(out, [2]int64{int64(p[0]), int64(p[1])})
		}
	}
	return out
}

// StatsBuckets is the number of buckets and their width of each period.
var StatsBuckets = map[string]struct {
	N    int
	Step time.Duration
}{"24h": {24, time.Hour}, "14d": {14, 24 * time.Hour}}

// Filled returns every bucket of period, oldest first, ending with the one
// that holds now (or the newest one GlitchTip counted, should its clock run
// ahead): GlitchTip answers only the buckets that hold events, so the
// quiet ones are added as 0. Buckets start at whole hours (24h) or days
// (14d) in UTC, as GlitchTip's do.
func (s *IssueStat) Filled(period string, now time.Time) [][2]int64 {
	b, ok := StatsBuckets[period]
	if !ok {
		return nil
	}
	step := int64(b.Step / time.Second)
	end := now.Unix() / step * step
	var sparse [][2]int64
	if s != nil {
		sparse = s.Series(period)
	}
	for _, p := range sparse {
		end = max(end, p[0]/step*step)
	}
	start := end - int64(b.N-1)*step
	out := make([][2]int64, b.N)
	for i := range out {
		out[i][0] = start + int64(i)*step
	}
	for _, p := range sparse {
		if i := (p[0]/step*step - start) / step; p[0] >= start && i < int64(b.N) {
			out[i][1] += p[1]
		}
	}
	return out
}

// IssueStats returns the event counts per bucket of up to MaxStatsGroups
// issues, keyed by issue id. Ids out of GlitchTip's range are skipped.
func (c *Client) IssueStats(ctx context.Context, ids []string, period string) (map[string]*IssueStat, error) {
	if _, ok := StatsBuckets[period]; !ok {
		return nil, gterr.Input("period must be 24h or 14d")
	}
	q := url.Values{}
	for _, id := range ids {
		if ValidIssueID(id) && InRange(id) && len(q["groups"]) < MaxStatsGroups {
			q.Add("groups", id)
		}
	}
	out := map[string]*IssueStat{}
	if len(q["groups"]) == 0 {
		return out, nil
	}
	q.Set("statsPeriod", period)
	var items []IssueStat
	if err := c.getJSON(ctx, "GET /api/0/organizations/{org}/issues-stats/",
		"api/0/organizations/"+url.PathEscape(c.org)+"/issues-stats/", q, &items); err != nil {
		return nil, err
	}
	for i := range items {
		out[string(items[i].ID)] = &items[i]
	}
	return out, nil
}

// Monitor is the allowlisted subset of an uptime monitor. The heartbeat
// endpoint (a push URL anyone holding it can use) and the expected body
// are not decoded.
type Monitor struct {
	ID          FlexString     `json:"id"`
	Name        string         `json:"name"`
	MonitorType string         `json:"monitorType"`
	URL         string         `json:"url"`
	Interval    FlexInt        `json:"interval"`
	IsUp        *bool          `json:"isUp"`
	LastChange  FlexTime       `json:"lastChange"`
	ProjectID   FlexString     `json:"projectID"`
	EnvName     string         `json:"envName"`
	Checks      []MonitorCheck `json:"checks"`
}

// MonitorCheck is one check of a monitor, newest first.
type MonitorCheck struct {
	IsUp         *bool      `json:"isUp"`
	StartCheck   FlexTime   `json:"startCheck"`
	Reason       FlexString `json:"reason"`
	ResponseTime FlexInt    `json:"responseTime"` // milliseconds
}

// Monitors lists the organisation's uptime monitors.
func (c *Client) Monitors(ctx context.Context, opt ListOptions) (Page[Monitor], error) {
	return list[Monitor](ctx, c, "GET /api/0/organizations/{org}/monitors/",
		"api/0/organizations/"+url.PathEscape(c.org)+"/monitors/", nil, opt)
}

// ValidMonitorID reports whether s is a numeric monitor id.
func ValidMonitorID(s string) bool {
	if !ident.PositiveID(s) {
		return false
	}
	_, err := strconv.ParseInt(s, 10, 64)
	return err == nil
}

// MonitorChecks returns a monitor's newest checks; changesOnly keeps the
// checks where the up/down state changed.
func (c *Client) MonitorChecks(ctx context.Context, id string, changesOnly bool, limit int) ([]MonitorCheck, error) {
	if !ValidMonitorID(id) {
		return nil, gterr.Input("monitor_id must be a positive integer")
	}
	q := url.Values{}
	if changesOnly {
		q.Set("is_change", "true")
	}
	p, err := list[MonitorCheck](ctx, c, "GET /api/0/organizations/{org}/monitors/{id}/checks/",
		"api/0/organizations/"+url.PathEscape(c.org)+"/monitors/"+id+"/checks/", q, ListOptions{Limit: limit})
	return p.Items, err
}

// Monitor returns one monitor with its latest checks (with response times).
func (c *Client) Monitor(ctx context.Context, id string) (*Monitor, error) {
	if !ValidMonitorID(id) {
		return nil, gterr.Input("monitor_id must be a positive integer")
	}
	var m Monitor
	if err := c.getJSON(ctx, "GET /api/0/organizations/{org}/monitors/{id}/",
		"api/0/organizations/"+url.PathEscape(c.org)+"/monitors/"+id+"/", nil, &m); err != nil {
		return nil, err
	}
	return &m, nil
}

// ReleaseItem is the allowlisted subset of a release (no url, ref or data).
type ReleaseItem struct {
	Version      string   `json:"version"`
	ShortVersion string   `json:"shortVersion"`
	DateCreated  FlexTime `json:"dateCreated"`
	DateReleased FlexTime `json:"dateReleased"`
	DeployCount  FlexInt  `json:"deployCount"`
}

// Name returns the release's version in whichever field was sent.
func (r *ReleaseItem) Name() string {
	if r.Version != "" {
		return r.Version
	}
	return r.ShortVersion
}

// Releases lists a project's releases, newest first (needs project:releases).
func (c *Client) Releases(ctx context.Context, project string, opt ListOptions) (Page[ReleaseItem], error) {
	if !ValidSlug(project) {
		return Page[ReleaseItem]{}, gterr.Input("project must be a project slug (lowercase letters, digits, '-' or '_')")
	}
	return list[ReleaseItem](ctx, c, "GET /api/0/projects/{org}/{project}/releases/",
		"api/0/projects/"+url.PathEscape(c.org)+"/"+url.PathEscape(project)+"/releases/", nil, opt)
}

// Environment is one environment of a project.
type Environment struct {
	Name     string `json:"name"`
	IsHidden bool   `json:"isHidden"`
}

// Environments lists a project's environments.
func (c *Client) Environments(ctx context.Context, project string) (Page[Environment], error) {
	if !ValidSlug(project) {
		return Page[Environment]{}, gterr.Input("project must be a project slug (lowercase letters, digits, '-' or '_')")
	}
	return list[Environment](ctx, c, "GET /api/0/projects/{org}/{project}/environments/",
		"api/0/projects/"+url.PathEscape(c.org)+"/"+url.PathEscape(project)+"/environments/", nil, ListOptions{})
}

// NormalizeEventID returns the 32-hex form of an event id given with or
// without dashes, or "" when s is not one.
func NormalizeEventID(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	if len(s) == 36 && s[8] == '-' && s[13] == '-' && s[18] == '-' && s[23] == '-' {
		s = strings.ReplaceAll(s, "-", "")
	}
	if !ident.Hex32(s, true) {
		return ""
	}
	return s
}

// IssueOfEvent finds the issue holding an event: the organisation's issue
// search treats a query that is a whole UUID as an event id and answers
// with a direct hit. No hit is KindNotFound.
//
// projectIDs, when given, narrows the search to those projects (numeric
// ids): a caller limited to some projects asks about those only.
func (c *Client) IssueOfEvent(ctx context.Context, eventID string, projectIDs ...string) (*Issue, error) {
	id := NormalizeEventID(eventID)
	if id == "" {
		return nil, gterr.Input("event_id must be a 32-character hexadecimal event id (dashes allowed)")
	}
	dashed := id[:8] + "-" + id[8:12] + "-" + id[12:16] + "-" + id[16:20] + "-" + id[20:]
	q := url.Values{}
	q.Set("query", dashed)
	q.Set("limit", "2")
	for _, p := range projectIDs {
		if _, err := strconv.ParseInt(p, 10, 64); err != nil {
			return nil, gterr.New(gterr.KindInternal, "event id search: project id is not numeric", nil)
		}
		q.Add("project", p)
	}
	resp, err := c.get(ctx, "GET /api/0/organizations/{org}/issues/", "api/0/organizations/"+url.PathEscape(c.org)+"/issues/", q)
	if err != nil {
		return nil, err
	}
	defer resp.release()
	var items []Issue
	if err := decode("GET /api/0/organizations/{org}/issues/", resp.body, &items); err != nil {
		return nil, err
	}
	if resp.header.Get("X-Sentry-Direct-Hit") != "1" || len(items) != 1 {
		return nil, gterr.New(gterr.KindNotFound, "event id: no direct hit", nil)
	}
	return &items[0], nil
}

// IssueEvent returns one event of an issue by its id (5.x: the SDK id; 6.x:
// either GlitchTip's own id or the SDK id).
func (c *Client) IssueEvent(ctx context.Context, issueID, eventID string) (*Event, error) {
	path, err := issuePath(issueID)
	if err != nil {
		return nil, err
	}
	id := NormalizeEventID(eventID)
	if id == "" {
		return nil, gterr.Input("event_id must be a 32-character hexadecimal event id (dashes allowed)")
	}
	resp, err := c.get(ctx, "GET /api/0/issues/{id}/events/{event_id}/", path+"events/"+id+"/", nil)
	if err != nil {
		return nil, err
	}
	defer resp.release()
	return DecodeEvent(resp.body)
}

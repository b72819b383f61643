package tools

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
	"glitchtip-mcp/shared/trend"
)

// TrendPoint is one bucket of an issue trend.
type TrendPoint struct {
	Time  string `json:"time"`
	Count int64  `json:"count"`
}

// TrendResult is the output of glitchtip_issue_trend.
type TrendResult struct {
	IssueID   string       `json:"issue_id"`
	Found     bool         `json:"found"`
	Period    string       `json:"period,omitempty"`
	Bucket    string       `json:"bucket,omitempty"`
	Points    []TrendPoint `json:"points"`
	Total     int64        `json:"total"`
	Sparkline string       `json:"sparkline,omitempty"`
	Spiking   bool         `json:"spiking"`
	Regressed bool         `json:"regressed"`
	QuietDays int          `json:"quiet_days,omitempty"`
	Note      string       `json:"note,omitempty"`
}

func issueTrendTool(d *Deps) Tool {
	def := newTool[TrendResult]("glitchtip_issue_trend", "Event trend of a GlitchTip issue",
		"Event counts of one issue per hour over the last 24 hours (period 24h, default) or per day over 14 days (period 14d), with a sparkline. "+
			"spiking=true when the last 3 hours hold at least 10 events at 3x the issue's own earlier hourly rate; regressed=true (14d) when the issue came back after at least 3 empty days. "+
			"Use it to tell a burst from a steady trickle before deciding what to look at first. Counts only: no event text.",
		`{"type":"object","properties":{"issue_id":{"type":"string","pattern":"^[1-9][0-9]{0,18}$","description":"Numeric issue id."},"period":{"type":"string","enum":["24h","14d"],"description":"24h: hourly buckets (default); 14d: daily buckets."}},"required":["issue_id"],"additionalProperties":false}`)
	return Tool{Op: OpRead, Def: def, Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := newArgs(req, "issue_id", "period")
		if err != nil {
			return nil, err
		}
		id, period := a.issueID(), a.oneOf("period", "24h", "24h", "14d")
		if err := a.err(); err != nil {
			return nil, err
		}
		// issues-stats checks no scope and answers nothing for an unknown
		// id, so the issue is read alongside: it proves existence and scope.
		var stats map[string]*glitchtip.IssueStat
		var statsErr error
		in, err := d.withIssue(ctx, id, func() { stats, statsErr = d.Client.IssueStats(ctx, []string{id}, period) })
		if notFound(err) {
			out := TrendResult{IssueID: id, Points: []TrendPoint{}}
			return result(out, "issue "+id+" not found: no issue with this id is visible to the token"), nil
		}
		if err == nil {
			err = statsErr
		}
		if err != nil {
			return nil, err
		}
		out := trendOf(id, period, stats[id], in.FirstSeen.T)
		var b strings.Builder
		fmt.Fprintf(&b, "issue %s, events per %s over %s: %d in all\n%s\n", id, out.Bucket, period, out.Total, out.Sparkline)
		if len(out.Points) > 0 {
			fmt.Fprintf(&b, "from %s to %s\n", out.Points[0].Time, out.Points[len(out.Points)-1].Time)
		}
		switch {
		case out.Spiking:
			b.WriteString("spiking: the last 3 hours are well above this issue's own baseline\n")
		case out.Regressed:
			fmt.Fprintf(&b, "regressed: back after %s\n", count(out.QuietDays, "quiet days"))
		}
		if out.Note != "" {
			b.WriteString("note: " + out.Note + "\n")
		}
		return result(out, b.String()), nil
	}}
}

// trendOf turns one issues-stats entry into a TrendResult.
func trendOf(id, period string, st *glitchtip.IssueStat, firstSeen time.Time) TrendResult {
	out := TrendResult{IssueID: id, Found: true, Period: period, Bucket: "hour", Points: []TrendPoint{}}
	step := time.Hour
	if period == "14d" {
		out.Bucket, step = "day", 24*time.Hour
	}
	if st == nil {
		out.Note = "GlitchTip returned no counts for this issue"
		return out
	}
	// every bucket, quiet ones as 0: GlitchTip answers only those with events
	series := st.Filled(period, time.Now())
	counts := make([]int64, len(series))
	for i, p := range series {
		counts[i] = p[1]
		out.Total += p[1]
		out.Points = append(out.Points, TrendPoint{Time: projection.Time(time.Unix(p[0], 0)), Count: p[1]})
	}
	out.Sparkline = trend.Sparkline(counts)
	if period == "24h" {
		out.Spiking = trend.Spiking(counts)
	} else {
		out.Regressed, out.QuietDays = trend.Regressed(counts, time.Unix(series[0][0], 0), step, firstSeen)
	}
	return out
}

// TagKeys are the tag keys whose distribution may be shown: software,
// environment and release, the URL's path and the (redacted) server name.
// user.*, custom and other free-form keys are never asked for.
var TagKeys = []string{"environment", "release", "browser", "browser.name", "os", "os.name", "runtime", "runtime.name",
	"device", "device.family", "url", "server_name", "handled", "mechanism", "level"}

// tagKeys are the keys whose values may be shown: the built-in ones and
// the operator's own (GLITCHTIP_TAG_KEYS, never user.*).
func (d *Deps) tagKeys() []string {
	out := slices.Clone(TagKeys)
	for _, k := range d.TagKeys {
		if !slices.Contains(out, k) && k != "user" && !strings.HasPrefix(k, "user.") {
			out = append(out, k)
		}
	}
	return out
}

// customTags appends to ev the values of the operator's own tag keys
// that the raw event carries, redacted as free text.
func (d *Deps) customTags(ctx context.Context, ev *projection.Event, raw *glitchtip.Event) {
	for _, t := range raw.Tags {
		if !slices.Contains(d.TagKeys, t.Key) || t.Key == "user" || strings.HasPrefix(t.Key, "user.") || slices.ContainsFunc(ev.Tags, func(x projection.Tag) bool { return x.Key == t.Key }) {
			continue
		}
		ev.Tags = append(ev.Tags, projection.Tag{Key: t.Key, Value: d.tagValue(ctx, t.Key, t.Value)})
	}
}

// defaultTagKeys are asked for when the caller names none.
var defaultTagKeys = []string{"environment", "release", "browser.name", "os.name", "url"}

// maxTagValues caps the values shown per key.
const maxTagValues = 10

// TagValue is one value of a tag with its event count.
type TagValue struct {
	Value redact.Text `json:"value"`
	Count int64       `json:"count"`
}

// TagDistribution is one key's distribution.
type TagDistribution struct {
	Key       string     `json:"key"`
	Total     int64      `json:"total"`
	Unique    int64      `json:"unique"`
	Values    []TagValue `json:"values"`
	Truncated bool       `json:"truncated"`
}

// TagsResult is the output of glitchtip_tag_distribution.
type TagsResult struct {
	IssueID string            `json:"issue_id"`
	Found   bool              `json:"found"`
	Tags    []TagDistribution `json:"tags"`
	Note    string            `json:"note,omitempty"`
}

func tagDistributionTool(d *Deps) Tool {
	allowed := d.tagKeys()
	custom := "user and custom tags are never shown"
	if len(d.TagKeys) > 0 {
		custom = "the operator's own tags " + strings.Join(d.TagKeys, ", ") + " are shown redacted; user tags never"
	}
	def := newTool[TagsResult]("glitchtip_tag_distribution", "Tag distribution of a GlitchTip issue",
		"How one issue's events spread over environments, releases, browsers, operating systems, runtimes, devices, URL paths and servers: the top values of each key with event counts. "+
			"Use it to see whether an error is confined to one browser, release or endpoint. Keys are limited to "+strings.Join(allowed, ", ")+
			" (default: "+strings.Join(defaultTagKeys, ", ")+"); "+custom+"; URLs are reduced to their path."+untrustedNote,
		`{"type":"object","properties":{"issue_id":{"type":"string","pattern":"^[1-9][0-9]{0,18}$","description":"Numeric issue id."},"keys":{"type":"array","maxItems":8,"uniqueItems":true,"items":{"type":"string","enum":["`+strings.Join(allowed, `","`)+`"]},"description":"Tag keys to show (default environment, release, browser.name, os.name, url)."}},"required":["issue_id"],"additionalProperties":false}`)
	return Tool{Op: OpRead, Def: def, Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := newArgs(req, "issue_id", "keys")
		if err != nil {
			return nil, err
		}
		id := a.issueID()
		keys := a.enumList("keys", allowed, 8)
		if err := a.err(); err != nil {
			return nil, err
		}
		if len(keys) == 0 {
			keys = defaultTagKeys
		}
		var facets map[string]*glitchtip.TagFacet
		var facetErr error
		_, err = d.withIssue(ctx, id, func() { facets, facetErr = d.Client.IssueTags(ctx, id, keys...) })
		if notFound(err) {
			out := TagsResult{IssueID: id, Tags: []TagDistribution{}}
			return result(out, "issue "+id+" not found: no issue with this id is visible to the token"), nil
		}
		if err == nil {
			err = facetErr
		}
		if err != nil {
			return nil, err
		}
		out := TagsResult{IssueID: id, Found: true, Tags: []TagDistribution{}}
		for _, k := range keys {
			f := facets[k]
			if f == nil {
				continue
			}
			td := TagDistribution{Key: k, Total: f.TotalValues.N, Unique: f.UniqueValues.N, Values: []TagValue{}}
			for i, v := range f.TopValues {
				if i == maxTagValues {
					td.Truncated = true
					break
				}
				td.Values = append(td.Values, TagValue{Value: d.tagValue(ctx, k, string(v.Value)), Count: v.Count.N})
			}
			td.Truncated = td.Truncated || int64(len(td.Values)) < td.Unique
			out.Tags = append(out.Tags, td)
		}
		if len(out.Tags) == 0 {
			out.Note = "the issue's events carry none of these tags"
		}
		var b textBuilder
		b.line("tag distribution of issue %s", id)
		if out.Note != "" {
			b.line("note: %s", out.Note)
		}
		for _, td := range out.Tags {
			b.open()
			b.line("- %s (%s, %s)", td.Key, count(td.Total, "events"), count(td.Unique, "distinct values"))
			for _, v := range td.Values {
				b.line("    %s: %d", u(v.Value), v.Count)
			}
		}
		b.close()
		return result(out, b.String()), nil
	}}
}

// tagValue redacts one tag value: URLs keep only their path, labels use the
// label rule, everything else the free-text rule.
// A value that cannot be redacted is withheld in its place.
func (d *Deps) tagValue(ctx context.Context, key, v string) redact.Text {
	switch key {
	case "url":
		v = urlPath(v)
	case "environment", "release":
		return d.proj(ctx).Label(v, projection.MaxShort)
	}
	return d.proj(ctx).Text(v, projection.MaxLocation)
}

// urlPath keeps a URL's path: no scheme, host, credentials, query or
// fragment.
func urlPath(v string) string {
	if pu, err := url.Parse(v); err == nil && pu.Host != "" {
		v = pu.EscapedPath()
	}
	if i := strings.IndexAny(v, "?#"); i >= 0 {
		v = v[:i]
	}
	if v == "" {
		v = "/"
	}
	return v
}

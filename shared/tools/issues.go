package tools

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/projection"
)

// IssuesResult is the output of the issue-listing tools.
type IssuesResult struct {
	Project    string             `json:"project,omitempty"`
	Issues     []projection.Issue `json:"issues"`
	Count      int                `json:"count"`
	Truncated  bool               `json:"truncated"`
	NextCursor string             `json:"next_cursor,omitempty"`
	// Total is how many issues match in all, when GlitchTip says so;
	// TotalIsLowerBound when it stopped counting at its cap (1000).
	Total             *int   `json:"total,omitempty"`
	TotalIsLowerBound bool   `json:"total_is_lower_bound,omitempty"`
	Note              string `json:"note,omitempty"`
}

// IssueResult is the output of glitchtip_get_issue.
type IssueResult struct {
	Found   bool              `json:"found"`
	IssueID string            `json:"issue_id"`
	Issue   *projection.Issue `json:"issue,omitempty"`
	// Environments and Releases are every value the issue's events were
	// tagged with, with its event count, most frequent first (releases
	// only on GlitchTip 5.x, whose issues carry no first/last release).
	Environments []TagValue `json:"environments,omitempty"`
	Releases     []TagValue `json:"releases,omitempty"`
	Reason       string     `json:"reason,omitempty"`
}

// Schema fragments shared by the issue-listing tools.
const (
	propProject = `"project":{"type":"string","pattern":"^[a-z0-9][a-z0-9_-]{0,63}$","description":"Project slug (see glitchtip_list_projects)."}`
	propEnv     = `"environment":{"type":"string","maxLength":100,"description":"Only issues seen in this environment, e.g. production."}`
	propRelease = `"release":{"type":"string","maxLength":100,"description":"Only issues tagged with this release, e.g. shop@1.4.2."}`
	propLimit   = `"limit":{"type":"integer","minimum":1,"maximum":100,"description":"Maximum issues to return (default 25)."}`
	propCursor  = `"cursor":{"type":"string","maxLength":512,"description":"next_cursor from a previous truncated answer."}`
	propQuery   = `"query":{"type":"string","maxLength":512,"description":"GlitchTip search query; key:value tokens first, free text last."}`
	propFP      = `"fingerprint":{"type":"string","pattern":"^[0-9a-fA-F]{32}$","description":"Only the issue whose grouping hash is this 32-hex fingerprint. Each listed issue's hashes are checked (one lookup per issue), so combine it with a narrow query and a small limit."}`
)

// objectSchema assembles an input schema from property fragments.
func objectSchema(props, required []string) string {
	req := ""
	if len(required) > 0 {
		req = `,"required":["` + strings.Join(required, `","`) + `"]`
	}
	return `{"type":"object","properties":{` + strings.Join(props, ",") + `}` + req + `,"additionalProperties":false}`
}

// projectProps returns the listing properties; on a project-scoped URL the
// project argument does not exist.
func (d *Deps) projectProps(extra ...string) (props, required []string) {
	if d.Scope == "" {
		props, required = append(props, propProject), append(required, "project")
	}
	return append(props, extra...), required
}

// argNames drops "project" from the accepted arguments on a scoped URL.
func (d *Deps) argNames(names ...string) []string {
	if d.Scope == "" {
		return names
	}
	var out []string
	for _, n := range names {
		if n != "project" && n != "projects" {
			out = append(out, n)
		}
	}
	return out
}

// project is the scope, or the caller's project argument.
func (d *Deps) project(a *args) string {
	if d.Scope != "" {
		return d.Scope
	}
	return a.slug("project", true)
}

func listUnresolvedSchema(d *Deps) string {
	props, req := d.projectProps(propEnv, propRelease, propLimit, propCursor)
	return objectSchema(props, req)
}

func searchSchema(d *Deps) string {
	props, req := d.projectProps(propQuery, propEnv, propRelease, propFP, propLimit, propCursor)
	return objectSchema(props, append(req, "query"))
}

func listUnresolvedTool(d *Deps) Tool {
	def := newTool[IssuesResult]("glitchtip_list_unresolved", "List unresolved GlitchTip issues",
		"List a project's unresolved issues, most recently seen first, with level, counts, first/last seen and a link. Filter by environment and release. Paginated: limit (1-100, default 25) and the next_cursor of a truncated answer."+untrustedNote,
		listUnresolvedSchema(d))
	return Tool{Op: OpRead, Def: def, Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := newArgs(req, d.argNames("project", "environment", "release", "limit", "cursor")...)
		if err != nil {
			return nil, err
		}
		q := glitchtip.IssueQuery{Project: d.project(a), Unresolved: true,
			Environment: a.value("environment"), Release: a.value("release")}
		opt := glitchtip.ListOptions{Limit: a.limit(25, 100), Cursor: a.cursor()}
		if err := a.err(); err != nil {
			return nil, err
		}
		return d.issues(ctx, q, opt, "", "unresolved issues")
	}}
}

func searchTool(d *Deps) Tool {
	def := newTool[IssuesResult]("glitchtip_search", "Search GlitchTip issues",
		"Search a project's issues with GlitchTip's own query syntax. Supported: is:unresolved|resolved|ignored, level:debug|info|warning|error|fatal, has:<tag>, environment:<name>, release:<version>, any <tag>:<value> such as browser.name:Firefox, then free text LAST (words are matched against title, culprit, URL and file names; * is a wildcard). "+
			"Not supported: OR, negation (!), comparisons. Quote values with spaces: release:\"1.0 beta\"; wrap words with an apostrophe in double quotes. "+
			"Examples: `is:unresolved level:error`, `is:unresolved environment:production TypeError`, `release:shop@1.4.2 \"can't connect\"`. No status is implied: add is:unresolved for open issues. Sorted by last seen; paginated like glitchtip_list_unresolved."+untrustedNote,
		searchSchema(d))
	return Tool{Op: OpRead, Def: def, Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := newArgs(req, d.argNames("project", "query", "environment", "release", "fingerprint", "limit", "cursor")...)
		if err != nil {
			return nil, err
		}
		q := glitchtip.IssueQuery{Project: d.project(a), Search: a.str("query", true),
			Environment: a.value("environment"), Release: a.value("release")}
		fp := a.fingerprint()
		opt := glitchtip.ListOptions{Limit: a.limit(25, 100), Cursor: a.cursor()}
		if err := a.err(); err != nil {
			return nil, err
		}
		if err := glitchtip.CheckQuery(q.Search); err != nil {
			return nil, err
		}
		return d.issues(ctx, q, opt, fp, "matching issues")
	}}
}

// issues runs a listing and renders it within the budget.
func (d *Deps) issues(ctx context.Context, q glitchtip.IssueQuery, opt glitchtip.ListOptions, fingerprint, what string) (*mcp.CallToolResult, error) {
	if !d.allows(ctx, q.Project) {
		return nil, errOutOfScope
	}
	p, err := d.Client.Issues(ctx, q, opt)
	if err != nil {
		return nil, err
	}
	out := IssuesResult{Project: q.Project, Issues: []projection.Issue{}, Truncated: p.Truncated, NextCursor: p.NextCursor}
	if p.Total >= 0 && fingerprint == "" {
		total := p.Total
		out.Total, out.TotalIsLowerBound = &total, p.TotalCapped
	}
	items := p.Items
	if fingerprint != "" {
		var note string
		items, note, err = d.withHash(ctx, items, fingerprint, p.Truncated)
		if err != nil {
			return nil, err
		}
		out.Note = note
	}
	for i := range items {
		is := d.proj(ctx).Issue(&items[i])
		// Filter values the caller chose are facts about every listed issue.
		if q.Environment != "" && is.Environment == "" {
			is.Environment = redactShort(ctx, d, q.Environment)
		}
		if q.Release != "" && is.Release == "" {
			is.Release, is.ReleaseSource = redactShort(ctx, d, q.Release), projection.ReleaseFilter
		}
		out.Issues = append(out.Issues, is)
	}
	render := func(o IssuesResult) string {
		var b textBuilder
		items := o.Issues
		b.line("%s in project %s%s, most recently seen first (%s)", count(len(items), what), q.Project, totalNote(o.Total, o.TotalIsLowerBound), pageNote(o.Truncated, o.NextCursor))
		if o.Note != "" {
			b.line("note: %s", o.Note)
		}
		for _, is := range items {
			issueLines(&b, is)
		}
		b.close()
		return b.String()
	}
	// shed is the answer with only the first k issues: it says so, and
	// hands a cursor that resumes right after the last issue shown, none
	// skipped, none repeated (with a fingerprint filter, right before the
	// first issue left out, in the listing's own order)
	shed := func(k int) IssuesResult {
		o := out
		o.Issues = out.Issues[:k]
		if k < len(out.Issues) {
			o.Truncated = true
			at := k
			if fingerprint != "" {
				at = slices.IndexFunc(p.Items, func(is glitchtip.Issue) bool { return string(is.ID) == out.Issues[k].IssueID })
			}
			o.NextCursor = p.CursorAfter(at)
			o.Note = fmt.Sprintf("size budget reached: showing %s; pass next_cursor for the rest", count(k, "issues"))
			if out.Note != "" {
				o.Note = out.Note + "; " + o.Note
			}
		}
		o.Count = k
		return o
	}
	n := fitBudget(len(out.Issues), func(k int) (string, any) {
		o := shed(k)
		return render(o), o
	})
	out = shed(n)
	return result(out, render(out)), nil
}

// totalNote says how many match in all, when GlitchTip said so.
func totalNote(total *int, lowerBound bool) string {
	switch {
	case total == nil:
		return ""
	case lowerBound:
		return fmt.Sprintf(" (at least %d in all)", *total)
	}
	return fmt.Sprintf(" (%d in all)", *total)
}

// hashWorkers bounds the concurrent hash lookups of a fingerprint filter.
const hashWorkers = 8

// withHash keeps the issues that carry the grouping hash fp. GlitchTip keeps
// hashes off issues, so each listed issue costs one call to its hashes
// route; a hash belongs to one issue per project, so the scan stops at the
// first match of each project. The note says what was scanned.
func (d *Deps) withHash(ctx context.Context, items []glitchtip.Issue, fp string, more bool) ([]glitchtip.Issue, string, error) {
	has := make([]bool, len(items))
	errs := make([]error, len(items))
	var wg sync.WaitGroup
	sem := make(chan struct{}, hashWorkers)
	for i := range items {
		wg.Add(1)
		glitchtip.Go(func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			hashes, err := d.Client.IssueHashes(ctx, string(items[i].ID))
			errs[i] = err
			has[i] = slices.Contains(hashes, fp)
		})
	}
	wg.Wait()
	var out []glitchtip.Issue
	for i := range items {
		if errs[i] != nil && !notFound(errs[i]) {
			return nil, "", errs[i]
		}
		if has[i] {
			out = append(out, items[i])
		}
	}
	note := fmt.Sprintf("fingerprint checked against the grouping hashes of the %s listed", count(len(items), "issues"))
	if len(out) == 0 && more {
		note += "; not found among them: more issues exist, pass the cursor or narrow the query"
	}
	return out, note, nil
}

// redactShort redacts a filter value the caller chose (an environment, a
// release): a name of a thing.
func redactShort(ctx context.Context, d *Deps, s string) projectionText {
	return d.proj(ctx).Label(s, projection.MaxShort)
}

func getIssueTool(d *Deps) Tool {
	def := newTool[IssueResult]("glitchtip_get_issue", "Get a GlitchTip issue",
		"Get one issue by its numeric id: title, culprit, level, status, project, environment and release, first/last seen, event count and a link. An unknown id returns found=false; there is no fuzzy matching."+untrustedNote,
		`{"type":"object","properties":{"issue_id":{"type":"string","pattern":"^[1-9][0-9]{0,18}$","description":"Numeric issue id, e.g. \"1234\"."}},"required":["issue_id"],"additionalProperties":false}`)
	return Tool{Op: OpRead, Def: def, Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := newArgs(req, "issue_id")
		if err != nil {
			return nil, err
		}
		id := a.issueID()
		if err := a.err(); err != nil {
			return nil, err
		}
		out, text, err := d.getIssue(ctx, id)
		if err != nil {
			return nil, err
		}
		return result(out, text), nil
	}}
}

// getIssue fetches and renders one issue; the tool and the resource
// glitchtip://issues/{issue_id} share it.
func (d *Deps) getIssue(ctx context.Context, id string) (IssueResult, string, error) {
	// The issue and its facets are asked for at once: one call per facet
	// (GlitchTip's tags route takes a single key). 6.x issues carry their
	// releases, so once that shape was seen the release facet is skipped.
	keys := []string{"environment"}
	if !d.Client.IssuesCarryReleases() {
		keys = append(keys, "release")
	}
	var facets map[string]*glitchtip.TagFacet
	up, release := d.Client.Bound(ctx) // the GETs start together: one bound
	in, err := d.withIssue(up, id, func() {
		facets, _ = d.Client.IssueTags(up, id, keys...) // a missing facet only leaves a field empty
	})
	release()
	if notFound(err) {
		out := IssueResult{Found: false, IssueID: id, Reason: "no issue with this id is visible to the token"}
		return out, "issue " + id + " not found: no issue with this id is visible to the token", nil
	}
	if err != nil {
		return IssueResult{}, "", err
	}
	is := d.proj(ctx).Issue(in)
	out := IssueResult{Found: true, IssueID: id}
	out.Environments = d.facetValues(ctx, facets["environment"])
	if len(out.Environments) == 1 {
		is.Environment = out.Environments[0].Value
	}
	if !in.HasReleaseFields() {
		out.Releases = d.facetValues(ctx, facets["release"])
		if len(out.Releases) > 0 {
			is.Release, is.ReleaseSource = out.Releases[0].Value, projection.ReleaseMostFrequent
		}
	}
	out.Issue = &is
	var b textBuilder
	// an issue renders in a few hundred bytes: one allocation for them,
	// not one per doubling from the first line
	b.Grow(512)
	b.WriteString("issue " + id + " found\n")
	shown := is
	shown.Environment = "" // every environment follows, with its count
	issueLines(&b, shown)
	valuesLine(&b, "environments", out.Environments)
	valuesLine(&b, "releases", out.Releases)
	b.close()
	return out, b.String(), nil
}

// facetValues lists a facet's values (labels, redacted) with their
// event counts, at most maxTagValues, most frequent first.
func (d *Deps) facetValues(ctx context.Context, f *glitchtip.TagFacet) []TagValue {
	if f == nil {
		return nil
	}
	var out []TagValue
	for i, v := range f.TopValues {
		if i == maxTagValues {
			break
		}
		if val := d.tagValue(ctx, f.Key, string(v.Value)); val != "" {
			out = append(out, TagValue{Value: val, Count: v.Count.N})
		}
	}
	return out
}

// valuesLine shows values with their counts: "environments: production 16, staging 16".
func valuesLine(b *textBuilder, label string, vs []TagValue) {
	if len(vs) == 0 {
		return
	}
	// written piece by piece, not through fmt: every get_issue shows two
	b.WriteString("  " + label + " (events): ")
	for i, v := range vs {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(u(v.Value))
		b.WriteByte(' ')
		b.WriteString(strconv.FormatInt(v.Count, 10))
	}
	b.WriteByte('\n')
}

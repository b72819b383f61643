package tools

import (
	"context"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
)

// ReleaseView is the safe view of a release: its version and dates (no
// URL, ref or free-form data).
type ReleaseView struct {
	Version  redact.Text `json:"version"`
	Created  string      `json:"created,omitempty"`
	Released string      `json:"released,omitempty"`
	Deploys  int64       `json:"deploys,omitempty"`
}

// IssueReleases says in which releases an issue first and last appeared.
type IssueReleases struct {
	IssueID      string      `json:"issue_id"`
	Found        bool        `json:"found"`
	FirstRelease redact.Text `json:"first_release,omitempty"`
	LastRelease  redact.Text `json:"last_release,omitempty"`
	// Source: "issue" (GlitchTip 6.x records both on the issue) or
	// "latest_event" (5.x: the last release is the latest event's; the
	// first is unknown).
	Source string `json:"source,omitempty"`
	Note   string `json:"note,omitempty"`
}

// ReleasesResult is the output of glitchtip_list_releases.
type ReleasesResult struct {
	Project    string         `json:"project"`
	Releases   []ReleaseView  `json:"releases"`
	Count      int            `json:"count"`
	Truncated  bool           `json:"truncated"`
	NextCursor string         `json:"next_cursor,omitempty"`
	Issue      *IssueReleases `json:"issue,omitempty"`
}

func releasesSchema(d *Deps) string {
	props, req := d.projectProps(
		`"issue_id":{"type":"string","pattern":"^[1-9][0-9]{0,18}$","description":"Also say in which releases this issue of the project first and last appeared."}`,
		`"limit":{"type":"integer","minimum":1,"maximum":100,"description":"Maximum releases to return (default 20)."}`, propCursor)
	return objectSchema(props, req)
}

func listReleasesTool(d *Deps) Tool {
	def := newTool[ReleasesResult]("glitchtip_list_releases", "List releases of a GlitchTip project",
		"List a project's releases, newest first, with creation and release dates and deploy counts. With issue_id, also the release in which that issue first and last appeared, to connect an error to a deploy. "+
			"Needs a token with the project:releases scope. Paginated: limit (1-100, default 20) and the next_cursor of a truncated answer.",
		releasesSchema(d))
	return Tool{Op: OpRead, Def: def, Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := newArgs(req, d.argNames("project", "issue_id", "limit", "cursor")...)
		if err != nil {
			return nil, err
		}
		project := d.project(a)
		issueID := ""
		if v, ok := a.m["issue_id"]; ok && v != nil {
			issueID = a.issueID()
		}
		opt := glitchtip.ListOptions{Limit: a.limit(20, 100), Cursor: a.cursor()}
		if err := a.err(); err != nil {
			return nil, err
		}
		if !d.allows(ctx, project) {
			return nil, errOutOfScope
		}
		var ir *IssueReleases
		var wg sync.WaitGroup
		if issueID != "" {
			wg.Add(1)
			glitchtip.Go(func() {
				defer wg.Done()
				ir = d.issueReleases(ctx, project, issueID)
			})
		}
		p, err := d.Client.Releases(ctx, project, opt)
		if err == nil && len(p.Items) == 0 {
			err = d.projectExists(ctx, project)
		}
		wg.Wait()
		if err != nil {
			return nil, err
		}
		out := ReleasesResult{Project: project, Releases: []ReleaseView{}, Truncated: p.Truncated, NextCursor: p.NextCursor, Issue: ir}
		for i := range p.Items {
			r := &p.Items[i]
			rv := ReleaseView{Version: d.proj(ctx).Label(r.Name(), projection.MaxShort),
				Created: projection.Time(r.DateCreated.T), Released: projection.Time(r.DateReleased.T)}
			if r.DeployCount.Valid {
				rv.Deploys = r.DeployCount.N
			}
			out.Releases = append(out.Releases, rv)
		}
		out.Count = len(out.Releases)
		var b textBuilder
		b.line("%s of project %s, newest first (%s)", count(out.Count, "releases"), project, pageNote(out.Truncated, out.NextCursor))
		for _, r := range out.Releases {
			b.open()
			line := "- " + u(r.Version) + " created " + r.Created
			if r.Released != "" {
				line += ", released " + r.Released
			} else {
				line += ", not marked released"
			}
			b.line("%s", line)
		}
		b.close()
		if ir != nil {
			switch {
			case !ir.Found:
				b.line("issue %s: %s", ir.IssueID, ir.Note)
			default:
				b.open()
				b.line("issue %s first appeared in %s, last in %s (source: %s)", ir.IssueID, orUnknown(ir.FirstRelease), orUnknown(ir.LastRelease), ir.Source)
				b.close()
				if ir.Note != "" {
					b.line("note: %s", ir.Note)
				}
			}
		}
		return result(out, b.String()), nil
	}}
}

// projectExists reports a project GlitchTip does not know as not found.
// The releases and environments routes answer an unknown project with
// 200 [], so an empty answer proves nothing: the project is asked for
// then, and only then (a non-empty answer proves it exists; the id is
// cached, so a project asked before costs nothing).
func (d *Deps) projectExists(ctx context.Context, project string) error {
	_, err := d.Client.ProjectID(ctx, project)
	return err
}

func orUnknown(t redact.Text) string {
	if t == "" {
		return "(unknown)"
	}
	return u(t)
}

// issueReleases reads an issue's first and last release: both from the
// issue on 6.x; on 5.x, which records neither, the last is the latest
// event's release (a release's creation date orders nothing: releases
// first seen in one ingest batch tie, and after a rollback the older
// release is the current one). Errors become a note: the release list
// still answers.
func (d *Deps) issueReleases(ctx context.Context, project, id string) *IssueReleases {
	out := &IssueReleases{IssueID: id}
	var latest *glitchtip.Event
	var latestErr error
	var wg sync.WaitGroup
	// a limited request asks for the event only once the issue is known
	// to be in the project
	asked := glitchtip.InRange(id) && !d.Client.IssuesCarryReleases() && !d.limited(ctx)
	if asked {
		wg.Add(1)
		glitchtip.Go(func() {
			defer wg.Done()
			latest, latestErr = d.Client.LatestEvent(ctx, id)
		})
	}
	in, err := d.Client.Issue(ctx, id)
	wg.Wait()
	if err == nil && in.Project.Slug != project {
		err = errOutOfScope
	}
	if err != nil {
		out.Note = "no issue with this id in this project is visible to the token"
		if !notFound(err) {
			out.Note = gterr.Trusted(err)
		}
		return out
	}
	out.Found = true
	is := d.proj(ctx).Issue(in)
	if in.HasReleaseFields() {
		out.FirstRelease, out.LastRelease, out.Source = is.FirstRelease, is.LastRelease, "issue"
		return out
	}
	out.Source = "latest_event"
	if !asked { // a 5.x-shaped issue after a 6.x one was seen, or a limited request: ask now, once
		latest, latestErr = d.Client.LatestEvent(ctx, id)
	}
	out.Note = "GlitchTip 5.x records no first release of an issue; glitchtip_get_issue lists every release its events carry, with counts"
	switch {
	case latestErr != nil && notFound(latestErr):
		out.Note = "the issue has no stored events (they expire while the issue stays), so its last release is unknown"
	case latestErr != nil:
		out.Note = gterr.Trusted(latestErr)
	default:
		out.LastRelease = d.proj(ctx).EventRelease(latest)
	}
	return out
}

// EnvironmentsResult is the output of glitchtip_list_environments.
type EnvironmentsResult struct {
	Project      string        `json:"project"`
	Environments []redact.Text `json:"environments"`
	Hidden       []redact.Text `json:"hidden,omitempty"`
	Count        int           `json:"count"`
	Truncated    bool          `json:"truncated"`
}

func listEnvironmentsTool(d *Deps) Tool {
	props, req := d.projectProps()
	def := newTool[EnvironmentsResult]("glitchtip_list_environments", "List environments of a GlitchTip project",
		"List the environment names a project's events were sent with (e.g. production, staging), hidden ones apart. Use a name as the environment filter of glitchtip_list_unresolved or glitchtip_search.",
		objectSchema(props, req))
	return Tool{Op: OpRead, Def: def, Handler: func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := newArgs(r, d.argNames("project")...)
		if err != nil {
			return nil, err
		}
		project := d.project(a)
		if err := a.err(); err != nil {
			return nil, err
		}
		if !d.allows(ctx, project) {
			return nil, errOutOfScope
		}
		p, err := d.Client.Environments(ctx, project)
		if err == nil && len(p.Items) == 0 {
			err = d.projectExists(ctx, project)
		}
		if err != nil {
			return nil, err
		}
		out := EnvironmentsResult{Project: project, Environments: []redact.Text{}, Truncated: p.Truncated}
		for _, e := range p.Items {
			name := d.proj(ctx).Label(e.Name, projection.MaxShort)
			if name == "" {
				continue
			}
			if e.IsHidden {
				out.Hidden = append(out.Hidden, name)
			} else {
				out.Environments = append(out.Environments, name)
			}
		}
		out.Count = len(out.Environments) + len(out.Hidden)
		var b textBuilder
		b.line("%s of project %s", count(out.Count, "environments"), project)
		if out.Count > 0 {
			b.open()
			for _, e := range out.Environments {
				b.line("- %s", u(e))
			}
			for _, e := range out.Hidden {
				b.line("- %s (hidden)", u(e))
			}
			b.close()
		}
		return result(out, b.String()), nil
	}}
}

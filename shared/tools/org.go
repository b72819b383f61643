package tools

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/projection"
)

// WhoamiResult is the output of glitchtip_whoami.
type WhoamiResult struct {
	User              projection.Identity `json:"user"`
	Org               string              `json:"org"`
	Profile           string              `json:"profile"`
	AllowedOperations []string            `json:"allowed_operations"`
	GlitchTipVersion  string              `json:"glitchtip_version,omitempty"`
	MissingScopes     []string            `json:"missing_scopes,omitempty" jsonschema:"token scopes the tools need that this token lacks (project:read and event:read; project:releases for glitchtip_list_releases)"`
	ServerVersion     string              `json:"server_version,omitempty"`
}

func whoamiTool(d *Deps) Tool {
	def := newTool[WhoamiResult]("glitchtip_whoami", "Who am I (GlitchTip)",
		"Show which GlitchTip user and organisation this server reads as, the active read-only profile and the operations it allows, and the GlitchTip version. Use it first to check the connection. Fails if the token's identity cannot be proven. Takes no arguments.",
		`{"type":"object","properties":{},"additionalProperties":false}`)
	return Tool{Op: OpRead, Def: def, Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := newArgs(req); err != nil {
			return nil, err
		}
		w, err := d.Client.Whoami(ctx)
		if err != nil {
			return nil, err
		}
		id := d.proj(ctx).Identity(w)
		out := WhoamiResult{User: id, Org: d.Client.Org(), Profile: d.Profile.Name,
			AllowedOperations: d.Profile.Allowed, ServerVersion: d.Version}
		if s, err := d.Client.Settings(ctx); err == nil && len(s.Version) <= 40 {
			out.GlitchTipVersion = projectionSafe(s.Version)
		}
		var b textBuilder
		b.line("GlitchTip user %s, organisation %s", id.UserID, out.Org)
		if id.Name != "" {
			// a name its owner chose: data, fenced, on one line
			b.open()
			b.line("user name: %s", u(id.Name))
			b.close()
		}
		b.line("profile %s allows: %s", out.Profile, strings.Join(out.AllowedOperations, ", "))
		if w.Auth != nil {
			out.MissingScopes = glitchtip.MissingScopes(id.Scopes)
		}
		if len(id.Scopes) > 0 {
			b.line("token scopes: %s", strings.Join(id.Scopes, ", "))
		}
		if len(out.MissingScopes) > 0 {
			b.line("the token lacks: %s (create a token with project:read event:read, plus project:releases for releases)", strings.Join(out.MissingScopes, ", "))
		}
		if out.GlitchTipVersion != "" {
			b.line("GlitchTip version %s", out.GlitchTipVersion)
		}
		if out.ServerVersion != "" {
			b.line("glitchtip-mcp version %s", out.ServerVersion)
		}
		return result(out, b.String()), nil
	}}
}

func projectionSafe(v string) string {
	for _, r := range v {
		if !(r == '.' || r == '-' || r == '+' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return ""
		}
	}
	return v
}

// ProjectsResult is the output of glitchtip_list_projects.
type ProjectsResult struct {
	Projects   []projection.ProjectSummary `json:"projects"`
	Count      int                         `json:"count"`
	Truncated  bool                        `json:"truncated"`
	NextCursor string                      `json:"next_cursor,omitempty"`
}

func listProjectsTool(d *Deps) Tool {
	def := newTool[ProjectsResult]("glitchtip_list_projects", "List GlitchTip projects",
		"List the projects visible in the organisation: slug, name and platform. Use a slug as the project argument of the other tools. Results are paginated: limit (1-100, default 100) and the next_cursor of a truncated answer.",
		`{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":100,"description":"Maximum projects to return (default 100)."},"cursor":{"type":"string","maxLength":512,"description":"next_cursor from a previous truncated answer."}},"additionalProperties":false}`)
	return Tool{Op: OpRead, Def: def, Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := newArgs(req, "limit", "cursor")
		if err != nil {
			return nil, err
		}
		opt := glitchtip.ListOptions{Limit: a.limit(100, 100), Cursor: a.cursor()}
		if err := a.err(); err != nil {
			return nil, err
		}
		p, err := d.Client.Projects(ctx, opt)
		if err != nil {
			return nil, err
		}
		out := ProjectsResult{Projects: []projection.ProjectSummary{}, Truncated: p.Truncated, NextCursor: p.NextCursor}
		for i := range p.Items {
			ps := d.proj(ctx).Project(&p.Items[i])
			if ps.Slug != "" && d.allows(ctx, ps.Slug) {
				out.Projects = append(out.Projects, ps)
			}
		}
		out.Count = len(out.Projects)
		var b textBuilder
		b.line("%s in %s (%s)", count(out.Count, "projects"), d.Client.Org(), pageNote(out.Truncated, out.NextCursor))
		// names the organisation chose: data, fenced, each on one line
		for _, ps := range out.Projects {
			b.open()
			b.line("- %s: %s (%s)", ps.Slug, u(ps.Name), ps.Platform)
		}
		b.close()
		return result(out, b.String()), nil
	}}
}

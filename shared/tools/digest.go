package tools

import (
	"context"
	"slices"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"glitchtip-mcp/shared/digest"
	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/gterr"
)

func digestSchema(d *Deps) string {
	props := []string{`"window":{"type":"string","pattern":"^[1-9][0-9]{0,3}[mhd]$","description":"Window, e.g. 24h or 7d (default 24h)."}`}
	if d.Scope == "" {
		props = append(props, `"projects":{"type":"array","maxItems":20,"uniqueItems":true,"items":{"type":"string","pattern":"^[a-z0-9][a-z0-9_-]{0,63}$"},"description":"Project slugs; default all projects."}`)
	}
	return objectSchema(props, nil)
}

func digestTool(d *Deps) Tool {
	def := newTool[digest.Digest]("glitchtip_unresolved_digest", "Unresolved-error digest",
		"Summarise what is broken: for each project (or the given ones), the unresolved issues last seen within the window (default 24h; e.g. 90m, 6h, 7d, at most 30d), those first seen in it marked new, top 10 per project by event count, with totals. Each issue shows its events in all (since first seen) and in the last 24 hours. A project that cannot be read is marked unavailable."+untrustedNote,
		digestSchema(d))
	return Tool{Op: OpRead, Def: def, Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := newArgs(req, d.argNames("window", "projects")...)
		if err != nil {
			return nil, err
		}
		w, err := digest.ParseWindow(a.str("window", false))
		if err != nil {
			return nil, err
		}
		var projects []string
		if v, ok := a.m["projects"]; ok && v != nil {
			list, ok := v.([]any)
			if !ok || len(list) > 20 {
				return nil, gterr.Input("projects must be a list of at most 20 project slugs")
			}
			for _, x := range list {
				s, ok := x.(string)
				if !ok || !glitchtip.ValidSlug(s) {
					return nil, gterr.Input("projects must be a list of at most 20 project slugs")
				}
				if !slices.Contains(projects, s) { // named twice, read once
					projects = append(projects, s)
				}
			}
		}
		if err := a.err(); err != nil {
			return nil, err
		}
		if d.Scope != "" {
			projects = []string{d.Scope}
		}
		var allowed func(string) bool
		if d.Scope != "" || callerProjects(ctx) != nil {
			allowed = func(slug string) bool { return d.allows(ctx, slug) }
		}
		dg, err := digest.Build(ctx, d.Client, d.Projector, digest.Options{Window: w, Projects: projects, Allowed: allowed})
		if err != nil {
			return nil, err
		}
		dg = dg.Shrink(Budget - 200)
		text := FenceOpen + "\n" + strings.ReplaceAll(dg.Text(), "untrusted-event-data", "untrusted_event_data") + FenceClose
		return result(dg, text), nil
	}}
}

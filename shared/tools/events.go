package tools

import (
	"context"
	"fmt"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
)

type projectionText = redact.Text

// EventsResult is the output of glitchtip_recent_events.
type EventsResult struct {
	IssueID   string             `json:"issue_id"`
	Found     bool               `json:"found"`
	Events    []projection.Event `json:"events"`
	Count     int                `json:"count"`
	Truncated bool               `json:"truncated"`
	Note      string             `json:"note,omitempty"`
}

// RawEventResult is the output of glitchtip_read_raw_event.
type RawEventResult struct {
	IssueID string                  `json:"issue_id"`
	Found   bool                    `json:"found"`
	Event   *projection.EventDetail `json:"event,omitempty"`
	Reason  string                  `json:"reason,omitempty"`
}

func recentEventsTool(d *Deps) Tool {
	def := newTool[EventsResult]("glitchtip_recent_events", "Recent events of a GlitchTip issue",
		"List the newest events of an issue (limit 1-10, default 5): time, level, environment, release, the exception type and message (for a chained exception the whole chain, root cause first and marked, each with its top in-app frame), and a stack summary of up to 5 frames (file:function:line, in-app frames first, crash site first). Request data, users, cookies, headers, local variables and source lines are never returned."+untrustedNote,
		`{"type":"object","properties":{"issue_id":{"type":"string","pattern":"^[1-9][0-9]{0,18}$","description":"Numeric issue id."},"limit":{"type":"integer","minimum":1,"maximum":10,"description":"Events to return (default 5)."}},"required":["issue_id"],"additionalProperties":false}`)
	return Tool{Op: OpEventRead, Def: def, Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := newArgs(req, "issue_id", "limit")
		if err != nil {
			return nil, err
		}
		id, limit := a.issueID(), a.limit(5, 10)
		if err := a.err(); err != nil {
			return nil, err
		}
		out, text, err := d.recentEvents(ctx, id, limit)
		if err != nil {
			return nil, err
		}
		return result(out, text), nil
	}}
}

// recentEvents fetches and renders an issue's newest events; the tool and
// the resource glitchtip://issues/{issue_id}/events/latest share it.
func (d *Deps) recentEvents(ctx context.Context, id string, limit int) (EventsResult, string, error) {
	// The issue is read alongside the events: it proves the issue exists
	// (the list answers [] for an unknown one), holds the scope check and
	// the level (GlitchTip events have none).
	var evs []glitchtip.Event
	var evErr error
	asked := limit
	in, err := d.withIssue(ctx, id, func() { evs, asked, evErr = d.Client.IssueEventsFitting(ctx, id, limit) })
	if notFound(err) {
		out := EventsResult{IssueID: id, Found: false, Events: []projection.Event{}}
		return out, "issue " + id + " not found: no issue with this id is visible to the token", nil
	}
	if err == nil {
		err = evErr
	}
	if err != nil {
		return EventsResult{}, "", err
	}
	out := EventsResult{IssueID: id, Found: true, Events: []projection.Event{}}
	if asked < limit {
		// the events are there but too large to read at once: fewer were
		// read, and the answer says what it left out
		out.Truncated = true
		out.Note = fmt.Sprintf("GlitchTip's answer for %d events was over the %d MB size cap: only the newest %d were read; the other %d are left out",
			limit, d.Client.MaxBody()>>20, asked, limit-asked)
	}
	if len(evs) == 0 {
		// GlitchTip 6.x lists only events in hot storage while latest/ also
		// reads cold storage: an empty list is not an empty issue.
		ev, err := d.Client.LatestEvent(ctx, id)
		switch {
		case err == nil:
			evs = []glitchtip.Event{*ev}
			out.Note = "no recent events listed; latest event follows"
		case notFound(err):
			out.Note = "the issue has no stored events (they expire while the issue stays)"
		default:
			return EventsResult{}, "", err
		}
	}
	for i := range evs {
		ev := d.proj(ctx).Event(&evs[i])
		ev.Level = enumLevel(in.Level)
		d.customTags(ctx, &ev, &evs[i])
		out.Events = append(out.Events, ev)
	}
	render := func(o EventsResult) string {
		var b textBuilder
		b.line("%s of issue %s, newest first", count(len(o.Events), "recent events"), id)
		if o.Note != "" {
			b.line("note: %s", o.Note)
		}
		for _, ev := range o.Events {
			eventLines(&b, ev, d.TagKeys...)
		}
		b.close()
		return b.String()
	}
	// shed is the answer with the first k events, saying so when that is
	// fewer than read: the budget is checked on what is sent
	shed := func(k int) EventsResult {
		o := out
		o.Events, o.Count = out.Events[:k], k
		if k < len(out.Events) {
			o.Truncated, o.Note = true, "size budget reached: showing "+count(k, "events")
			if out.Note != "" {
				o.Note = out.Note + "; " + o.Note
			}
		}
		return o
	}
	n := fitBudget(len(out.Events), func(k int) (string, any) {
		o := shed(k)
		return render(o), o
	})
	out = shed(n)
	return out, render(out), nil
}

func readRawEventTool(d *Deps) Tool {
	def := newTool[RawEventResult]("glitchtip_read_raw_event", "Read the latest event of an issue in detail",
		"Read the newest event of an issue in more detail than glitchtip_recent_events: up to 50 frames and all non-personal tags. Still redacted: request headers, cookies, bodies, users, local variables and source lines are never returned. Only available when the server's profile allows glitchtip.event.read_raw."+untrustedNote,
		`{"type":"object","properties":{"issue_id":{"type":"string","pattern":"^[1-9][0-9]{0,18}$","description":"Numeric issue id."}},"required":["issue_id"],"additionalProperties":false}`)
	return Tool{Op: OpEventReadRaw, Def: def, Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := newArgs(req, "issue_id")
		if err != nil {
			return nil, err
		}
		id := a.issueID()
		if err := a.err(); err != nil {
			return nil, err
		}
		var ev *glitchtip.Event
		var evErr error
		in, err := d.withIssue(ctx, id, func() { ev, evErr = d.Client.LatestEvent(ctx, id) })
		if err == nil {
			err = evErr
		}
		if notFound(err) {
			out := RawEventResult{IssueID: id, Found: false, Reason: "unknown issue, or its events have expired"}
			return result(out, "no event for issue "+id+": unknown issue, or its events have expired"), nil
		}
		if err != nil {
			return nil, err
		}
		det := d.proj(ctx).EventDetail(ev)
		det.Level = enumLevel(in.Level)
		d.customTags(ctx, &det.Event, ev)
		out := RawEventResult{IssueID: id, Found: true, Event: &det}
		var b textBuilder
		b.line("latest event of issue %s", id)
		eventLines(&b, det.Event)
		for _, t := range det.Tags {
			b.line("  tag %s=%s", t.Key, u(t.Value))
		}
		b.close()
		text := b.String()
		if len(text) > Budget {
			text = projection.Truncate(text, Budget) + "\n" + FenceClose
		}
		return result(out, text), nil
	}}
}

// visibleProjectIDs returns the numeric ids of the projects a limited
// request may read (nil when it may read every project), resolved at
// once; projects GlitchTip does not know are left out.
func (d *Deps) visibleProjectIDs(ctx context.Context) ([]string, error) {
	if !d.limited(ctx) {
		return nil, nil
	}
	slugs := callerProjects(ctx)
	if d.Scope != "" {
		slugs = nil
		if d.allows(ctx, d.Scope) {
			slugs = []string{d.Scope}
		}
	}
	ids := make([]string, len(slugs))
	errs := make([]error, len(slugs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, projectLookups)
	for i, slug := range slugs {
		wg.Add(1)
		sem <- struct{}{}
		glitchtip.Go(func() {
			defer func() { <-sem; wg.Done() }()
			ids[i], errs[i] = d.Client.ProjectID(ctx, slug)
		})
	}
	wg.Wait()
	out := []string{}
	for i := range slugs {
		switch {
		case errs[i] == nil:
			out = append(out, ids[i])
		case !notFound(errs[i]):
			return nil, errs[i]
		}
	}
	return out, nil
}

// projectLookups bounds the project-id lookups a caller's boundary makes
// at once (a token may name up to 256 projects; the ids are cached after).
const projectLookups = 8

// EventResult is the output of glitchtip_get_event.
type EventResult struct {
	EventID string            `json:"event_id"`
	Found   bool              `json:"found"`
	Issue   *projection.Issue `json:"issue,omitempty"`
	Event   *projection.Event `json:"event,omitempty"`
	Reason  string            `json:"reason,omitempty"`
}

func getEventTool(d *Deps) Tool {
	def := newTool[EventResult]("glitchtip_get_event", "Get a GlitchTip event by its id",
		"Look up one event by its event id alone, as pasted from an alert, a log line or a user report (32 hex characters, dashes allowed): returns the issue it belongs to and the event in the same form as glitchtip_recent_events. Use it when you have an event id but no issue id. An unknown id returns found=false."+untrustedNote,
		`{"type":"object","properties":{"event_id":{"type":"string","pattern":"^[0-9a-fA-F]{32}$|^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","description":"Event id, e.g. c0ffee254b0e4d3a9a1f3d2e1b0a9c8d or its dashed UUID form."}},"required":["event_id"],"additionalProperties":false}`)
	return Tool{Op: OpEventRead, Def: def, Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := newArgs(req, "event_id")
		if err != nil {
			return nil, err
		}
		id := a.eventID()
		if err := a.err(); err != nil {
			return nil, err
		}
		missing := func() (*mcp.CallToolResult, error) {
			out := EventResult{EventID: id, Found: false, Reason: "no event with this id is visible to the token (or it has expired)"}
			return result(out, "event "+id+" not found: no event with this id is visible to the token (or it has expired)"), nil
		}
		// The issue search answers a whole-UUID query with the issue holding
		// that event (a direct hit); the event itself comes from its issue.
		// A caller limited to some projects asks about those only: the
		// search is narrowed to their ids (cached once known), and the
		// scope check below still holds the answer to them.
		var in *glitchtip.Issue
		ids, err := d.visibleProjectIDs(ctx)
		switch {
		case err != nil:
		case ids != nil && len(ids) == 0:
			err = errOutOfScope // none of the caller's projects exists: nothing to search
		default:
			in, err = d.Client.IssueOfEvent(ctx, id, ids...)
		}
		if err == nil && !d.inScope(ctx, in) {
			err = errOutOfScope
		}
		if notFound(err) {
			return missing()
		}
		if err != nil {
			return nil, err
		}
		raw, err := d.Client.IssueEvent(ctx, string(in.ID), id)
		if notFound(err) {
			return missing()
		}
		if err != nil {
			return nil, err
		}
		is := d.proj(ctx).Issue(in)
		ev := d.proj(ctx).Event(raw)
		ev.Level = enumLevel(in.Level)
		d.customTags(ctx, &ev, raw)
		out := EventResult{EventID: id, Found: true, Issue: &is, Event: &ev}
		var b textBuilder
		b.line("event %s belongs to issue %s", id, is.IssueID)
		issueLines(&b, is)
		eventLines(&b, ev, d.TagKeys...)
		b.close()
		return result(out, b.String()), nil
	}}
}

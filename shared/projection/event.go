// The safe view of an event: its exception chain, stack summary, tags and
// release, each field redacted as Projector.Text or Label says.

package projection

import (
	"strconv"
	"strings"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/ident"
	"glitchtip-mcp/shared/redact"
)

// Event is the safe view of one event.
type Event struct {
	EventID   string `json:"event_id"`
	IssueID   string `json:"issue_id,omitempty"`
	Timestamp string `json:"timestamp,omitempty"`
	// Level is the issue's level: GlitchTip stores none per event.
	Level       string      `json:"level,omitempty" jsonschema:"the issue's level (GlitchTip events carry no level of their own)"`
	Platform    string      `json:"platform,omitempty"`
	Environment redact.Text `json:"environment,omitempty"`
	Release     redact.Text `json:"release,omitempty"`
	Title       redact.Text `json:"title,omitempty"`
	Message     redact.Text `json:"message,omitempty"`
	Exception   *Exception  `json:"exception,omitempty"`
	// Chain is the whole exception chain, outermost first and the root
	// cause last, when there is more than one exception ("raise … from").
	Chain []Exception `json:"chain,omitempty"`
	Stack []Frame     `json:"stack,omitempty"`
	Tags  []Tag       `json:"tags,omitempty"`
}

// Exception is one exception of an event: the outermost one, or one link
// of its chain, with where it was raised.
type Exception struct {
	Type  redact.Text `json:"type,omitempty"`
	Value redact.Text `json:"value,omitempty"`
	// Frame is the exception's top in-app frame (its crash site when no
	// frame is in app).
	Frame redact.Text `json:"frame,omitempty"`
	// RootCause marks the innermost exception of a chain: the one that
	// started it, what a triager needs first.
	RootCause bool `json:"root_cause,omitempty"`
}

// Frame is one line of a stack summary: "module/filename:function:line".
type Frame struct {
	Location redact.Text `json:"location"`
	InApp    bool        `json:"in_app"`
}

// Event projects an event: ids, time, environment, release, the redacted
// message, the outermost exception and a stack summary. Request, user,
// contexts, extra, breadcrumbs, frame vars and source never leave.
// GlitchTip events carry no level: callers set Level from the issue.
func (p *Projector) Event(in *glitchtip.Event) Event {
	p = p.withCode(in)
	out := Event{
		Platform: safeToken(in.Platform),
	}
	if id := in.EventID(); ident.EventID(id) {
		out.EventID = strings.ToLower(strings.ReplaceAll(id, "-", ""))
	}
	if gid := in.GroupID(); glitchtip.ValidIssueID(gid) {
		out.IssueID = gid
	}
	if t, ok := in.Time(); ok {
		out.Timestamp = Time(t)
	}
	env := in.Environment
	if env == "" {
		env = in.Tags.Get("environment")
	}
	rel := eventRelease(in)
	out.Environment = p.Label(env, MaxShort)
	out.Release = p.Label(rel, MaxShort)
	out.Title = p.Text(in.Title, MaxTitle)
	out.Message = p.Text(eventMessage(in), MaxMessage)
	values := exceptionValues(in)
	if len(values) > 0 {
		// The values run innermost first: the last is the outermost
		// exception, the first the root cause.
		chain := p.chain(values)
		if last := chain[0]; last.Type != "" || last.Value != "" {
			ex := last
			ex.RootCause = false
			out.Exception = &ex
		}
		if len(chain) > 1 {
			out.Chain = chain
		}
		out.Stack = p.stack(values)
	}
	for _, t := range in.Tags {
		if !allowedTag(t.Key) {
			continue
		}
		// a tag value is one line (environment and release names among
		// them)
		v := redact.Text(oneLine(string(p.Text(t.Value, MaxShort))))
		out.Tags = append(out.Tags, Tag{Key: t.Key, Value: v})
	}
	return out
}

// withCode returns a Projector whose redactor knows the event's own code:
// the names of its stack's modules, functions and files and of its
// exception types are code wherever its text names them.
func (p *Projector) withCode(in *glitchtip.Event) *Projector {
	// the event's environment and release are the organisation's names
	p = p.WithVocabulary(in.Environment, in.Release.Version)
	values := exceptionValues(in)
	if len(values) == 0 {
		return p
	}
	names := make([]string, 0, 16)
	for _, v := range values {
		names = append(names, v.Type, v.Module)
		if v.Stacktrace == nil {
			continue
		}
		for _, f := range v.Stacktrace.Frames {
			names = append(names, f.Module, f.Function, f.Filename)
		}
	}
	c := *p
	c.Redactor = p.Redactor.WithCode(names...)
	return &c
}

// exceptionValues returns the event's exception chain, innermost first,
// from its exception entry or its top-level exception.
func exceptionValues(in *glitchtip.Event) []glitchtip.ExceptionValue {
	for i := range in.Entries {
		if in.Entries[i].Type == "exception" {
			return in.Entries[i].Data.Values
		}
	}
	return in.Exception.Values
}

// chain projects an exception chain given innermost first: outermost
// first, each with its top in-app frame, the root cause marked.
func (p *Projector) chain(values []glitchtip.ExceptionValue) []Exception {
	out := make([]Exception, 0, len(values))
	for i := len(values) - 1; i >= 0; i-- {
		v := &values[i]
		var ex Exception
		ex.Type = p.Text(v.Type, MaxShort)
		ex.Value = p.Text(string(v.Value), MaxMessage)
		if f := topFrame(v.Stacktrace); f != nil {
			ex.Frame = p.location(f)
		}
		ex.RootCause = i == 0 && len(values) > 1
		out = append(out, ex)
	}
	return out
}

// topFrame is a stack's crash-site-most in-app frame, or its crash site
// when none is in app.
func topFrame(st *glitchtip.Stacktrace) *glitchtip.Frame {
	if st == nil || len(st.Frames) == 0 {
		return nil
	}
	for i := len(st.Frames) - 1; i >= 0; i-- {
		if st.Frames[i].InApp() {
			return &st.Frames[i]
		}
	}
	return &st.Frames[len(st.Frames)-1]
}

// eventMessage prefers the message entry's formatted text, then logentry,
// then the top-level message.
func eventMessage(in *glitchtip.Event) string {
	for i := range in.Entries {
		e := &in.Entries[i]
		if e.Type == "message" {
			if e.Data.Formatted != "" {
				return e.Data.Formatted
			}
			return e.Data.Message
		}
	}
	if in.Logentry != "" {
		return string(in.Logentry)
	}
	return string(in.Message)
}

// stack summarises the frames of the outermost exception that has any:
// crash site first, in-app frames preferred, then others to fill.
func (p *Projector) stack(values []glitchtip.ExceptionValue) []Frame {
	var frames []glitchtip.Frame
	for i := len(values) - 1; i >= 0; i-- {
		if st := values[i].Stacktrace; st != nil && len(st.Frames) > 0 {
			frames = st.Frames
			break
		}
	}
	if len(frames) == 0 {
		return nil
	}
	n := p.Frames
	if n <= 0 {
		n = DefaultFrames
	}
	picked := make([]int, 0, n)
	for pass := 0; pass < 2 && len(picked) < n; pass++ {
		wantInApp := pass == 0
		for i := len(frames) - 1; i >= 0 && len(picked) < n; i-- {
			if frames[i].InApp() == wantInApp {
				picked = append(picked, i)
			}
		}
	}
	out := make([]Frame, 0, len(picked))
	for _, i := range picked {
		f := &frames[i]
		out = append(out, Frame{Location: p.location(f), InApp: f.InApp()})
	}
	return out
}

// location renders "module/filename:function:line" from what the frame
// has. File and function are redacted each on its own, so the ":" that
// joins them never reads as a "key: value" separator.
func (p *Projector) location(f *glitchtip.Frame) redact.Text {
	file := f.Filename
	if file == "" {
		file = f.Module
	}
	parts := [2]string{file, f.Function}
	for i, v := range parts {
		if v == "" {
			parts[i] = "?"
			continue
		}
		r, err := p.Redactor.String(v)
		if err != nil {
			r = string(redact.Withheld(err))
		}
		parts[i] = strings.TrimSpace(r)
	}
	var b strings.Builder
	b.WriteString(parts[0])
	b.WriteByte(':')
	b.WriteString(parts[1])
	if f.LineNo.Valid && f.LineNo.N > 0 {
		b.WriteByte(':')
		b.WriteString(strconv.FormatInt(f.LineNo.N, 10))
	}
	return redact.Text(Truncate(b.String(), MaxLocation))
}

// EventJSON decodes an event body of any shape and projects it.
func (p *Projector) EventJSON(body []byte) (Event, error) {
	ev, err := glitchtip.DecodeEvent(body)
	if err != nil {
		return Event{}, err
	}
	return p.Event(ev), nil
}

// EventDetail is the fuller, still redacted view of one event served by the
// gated raw-event tool: the whole exception chain (Event.Chain), up to
// MaxDetailFrames frames and the tags of a fixed software-version
// allowlist. Request headers, cookies, bodies, user, contexts, extra,
// breadcrumbs, vars and source stay out.
type EventDetail struct {
	Event
}

// MaxDetailFrames caps the frames of an EventDetail.
const MaxDetailFrames = 50

// DetailTag reports the extra tag keys the detail view shows: software
// versions, never people, hosts, URLs or custom tags.
func DetailTag(k string) bool {
	switch k {
	case "browser", "os", "runtime", "device", "client_os", "client_os.name", "logger", "sdk":
		return true
	}
	return false
}

// EventDetail projects the gated detail view.
func (p *Projector) EventDetail(in *glitchtip.Event) EventDetail {
	q := *p
	q.Frames = MaxDetailFrames
	out := EventDetail{Event: q.Event(in)}
	out.Tags = nil
	for _, t := range in.Tags {
		if !allowedTag(t.Key) && !DetailTag(t.Key) {
			continue
		}
		// a tag value is one line (environment and release names among
		// them)
		v := redact.Text(oneLine(string(p.Text(t.Value, MaxShort))))
		out.Tags = append(out.Tags, Tag{Key: t.Key, Value: v})
	}
	return out
}

// eventRelease is an event's release: its own field, else its release tag.
func eventRelease(in *glitchtip.Event) string {
	if in.Release.Version != "" {
		return in.Release.Version
	}
	return in.Tags.Get("release")
}

// EventRelease projects only an event's release, for a caller that needs
// nothing else of it (the rest of the event is not redacted for nothing).
func (p *Projector) EventRelease(in *glitchtip.Event) redact.Text {
	return p.Label(eventRelease(in), MaxShort)
}

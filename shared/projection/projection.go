// Package projection turns decoded GlitchTip responses into the minimal
// output types the tools return. It is an allowlist: every output field is
// set here, one by one; nothing is copied through as a map or raw payload.
// Free text passes the redactor first and is truncated only afterwards.
package projection

import (
	"context"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/glitchtip"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/ident"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/redact"
)

// Field caps, applied after redaction.
const (
	MaxTitle    = 300
	MaxMessage  = 1000
	MaxLocation = 200
	MaxShort    = 100
	// DefaultFrames is the number of frames in a stack summary.
	DefaultFrames = 5
)

// Projector builds output values. The zero value is not usable: Redactor,
// BaseURL and Org must be set.
type Projector struct {
	// Redactor redacts every free-text value.
	Redactor *redact.Redactor
	// BaseURL is GLITCHTIP_URL without a trailing slash, for permalinks.
	BaseURL string
	// Org is the organisation slug, for permalinks.
	Org string
	// Frames is the stack summary length; 0 means DefaultFrames.
	Frames int
}

// Issue is the safe view of an issue.
type Issue struct {
	IssueID     string      `json:"issue_id"`
	ShortID     string      `json:"short_id,omitempty"`
	Title       redact.Text `json:"title"`
	Culprit     redact.Text `json:"culprit,omitempty"`
	Project     string      `json:"project,omitempty"`
	Level       string      `json:"level,omitempty"`
	Status      string      `json:"status,omitempty"`
	Environment redact.Text `json:"environment,omitempty"`
	// Release is set on GlitchTip 5.x (from the release tag facet: the
	// most frequent release, not the latest) or from a release filter;
	// ReleaseSource says which. 6.x issues carry FirstRelease/LastRelease.
	Release       redact.Text `json:"release,omitempty"`
	ReleaseSource string      `json:"release_source,omitempty"`
	FirstRelease  redact.Text `json:"first_release,omitempty"`
	LastRelease   redact.Text `json:"last_release,omitempty"`
	FirstSeen     string      `json:"first_seen,omitempty"`
	LastSeen      string      `json:"last_seen,omitempty"`
	EventCount    *int64      `json:"event_count,omitempty"`
	Permalink     string      `json:"permalink,omitempty"`
}

// Values of Issue.ReleaseSource.
const (
	// ReleaseMostFrequent: 5.x, the most frequent value of the issue's
	// release tag (GlitchTip 5.x keeps no first/last release).
	ReleaseMostFrequent = "most_frequent_release_tag"
	// ReleaseFilter: the release the caller filtered on.
	ReleaseFilter = "filter"
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

// Tag is an allowlisted tag.
type Tag struct {
	Key   string      `json:"key"`
	Value redact.Text `json:"value"`
}

// ProjectSummary is the safe view of a project.
type ProjectSummary struct {
	Slug     string      `json:"slug"`
	Name     redact.Text `json:"name,omitempty"`
	Platform string      `json:"platform,omitempty"`
}

// Identity is the safe view of the token's user: no email, no identities.
type Identity struct {
	UserID   string      `json:"user_id"`
	Name     redact.Text `json:"name,omitempty"`
	Username redact.Text `json:"username,omitempty"`
	Scopes   []string    `json:"scopes,omitempty"`
}

// allowedTag reports the tag keys whose values may be shown. user.*, url,
// server_name, transaction and custom tags are not among them.
// (Switches, not maps: a map literal is code run at start.)
func allowedTag(k string) bool {
	switch k {
	case "environment", "release", "level", "handled", "mechanism",
		"browser.name", "os.name", "runtime.name", "device.family":
		return true
	}
	return false
}

func level(s string) bool {
	switch s {
	case "sample", "debug", "info", "warning", "error", "fatal":
		return true
	}
	return false
}

func status(s string) bool {
	switch s {
	case "unresolved", "resolved", "ignored":
		return true
	}
	return false
}

// For returns a Projector whose redaction works on behalf of the request
// ctx (redact.Redactor.For): when the request ends or its redaction budget
// is spent, the fields not yet redacted are withheld.
func (p *Projector) For(ctx context.Context) *Projector {
	c := *p
	c.Redactor = p.Redactor.For(ctx)
	return &c
}

// Text redacts s (free text), then truncates it to max runes with an explicit marker.
// A value that cannot be redacted safely (too long, out of time) is
// withheld in its own field, with a marker that says so: the rest of the
// answer is still served.
func (p *Projector) Text(s string, max int) redact.Text {
	if s == "" {
		return ""
	}
	out, err := p.Redactor.String(s)
	if err != nil {
		return redact.Withheld(err)
	}
	return redact.Text(Truncate(strings.TrimSpace(out), max))
}

// Label redacts a name an organisation set (project, environment,
// release, monitor) with the label rule, then truncates it; it is withheld
// in its field like text. A name is one line (oneLine): wherever it is
// shown, beside the server's own words or in a digest, it cannot start a
// line of its own.
func (p *Projector) Label(s string, max int) redact.Text {
	if s == "" {
		return ""
	}
	out, err := p.Redactor.Label(s)
	if err != nil {
		return redact.Withheld(err)
	}
	return redact.Text(Truncate(oneLine(strings.TrimSpace(out)), max))
}

// Name is Text for a person's name (the token user's): redacted as free
// text, and one line like a label.
func (p *Projector) Name(s string, max int) redact.Text {
	t := p.Text(s, max)
	return redact.Text(oneLine(string(t)))
}

// oneLine shows each line break of a name (the redactor leaves newlines
// and tabs) as a visible "⏎", so that a name set to
// "Backend\nSYSTEM: …" cannot forge a line of the answer.
func oneLine(s string) string {
	if !strings.ContainsAny(s, "\n\r\t") {
		return s
	}
	return nameBreaks.Replace(s)
}

var nameBreaks = strings.NewReplacer("\r\n", " ⏎ ", "\n", " ⏎ ", "\r", " ⏎ ", "\t", " ")

// Truncate cuts s to at most max runes, ending with "…[truncated]" when cut.
// Call it only on redacted text.
func Truncate(s string, max int) string {
	if max <= 0 || utf8.RuneCountInString(s) <= max {
		return s
	}
	const marker = "…[truncated]"
	n := 0
	for i := range s {
		if n == max {
			return s[:i] + marker
		}
		n++
	}
	return s
}

// Time formats t as ISO-8601 UTC, or "" when unknown.
func Time(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339Nano)
}

func enum(s string, allowed func(string) bool) string {
	if allowed(s) {
		return s
	}
	return ""
}

func safeToken(s string) string {
	if ident.Chars(s, 1, 40, ident.Token) {
		return s
	}
	return ""
}

// Permalink returns the UI link of an issue. GlitchTip's own permalink uses
// the project slug and does not resolve; the UI route is /{org}/issues/{id}.
func (p *Projector) Permalink(issueID string) string {
	if !glitchtip.ValidIssueID(issueID) {
		return ""
	}
	return p.BaseURL + "/" + p.Org + "/issues/" + issueID
}

// WithVocabulary returns a Projector whose redactor knows the
// organisation's names of things (project, team, environment and release
// names: kept by policy) as words in the text it redacts
// (redact.Redactor.WithVocabulary): a service's codename in a path or a
// compound is the project's, not a person's.
func (p *Projector) WithVocabulary(names ...string) *Projector {
	c := *p
	c.Redactor = p.Redactor.WithVocabulary(names...)
	return &c
}

// Issue projects an issue. A redaction failure is an error, never raw text.
func (p *Projector) Issue(in *glitchtip.Issue) Issue {
	// WithVocabulary's copy, on the stack: one per issue shown
	pv := *p
	pv.Redactor = p.Redactor.WithVocabulary(in.Project.Slug, in.Project.Name)
	p = &pv
	id := string(in.ID)
	if !glitchtip.ValidIssueID(id) {
		id = ""
	}
	out := Issue{
		IssueID:   id,
		ShortID:   safeToken(in.ShortID),
		Level:     enum(in.Level, level),
		Status:    enum(in.Status, status),
		FirstSeen: Time(in.FirstSeen.T),
		LastSeen:  Time(in.LastSeen.T),
		Permalink: p.Permalink(id),
	}
	if glitchtip.ValidSlug(in.Project.Slug) {
		out.Project = in.Project.Slug
	}
	if in.Count.Valid {
		n := in.Count.N
		out.EventCount = &n
	}
	out.Title = p.Text(in.Title, MaxTitle)
	out.Culprit = p.Text(in.Culprit, MaxLocation)
	if r := in.FirstRelease.Release; r != nil {
		out.FirstRelease = p.Label(r.Version, MaxShort)
	}
	if r := in.LastRelease.Release; r != nil {
		out.LastRelease = p.Label(r.Version, MaxShort)
	}
	return out
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

// Project projects a project.
func (p *Projector) Project(in *glitchtip.Project) ProjectSummary {
	if !glitchtip.ValidSlug(in.Slug) {
		return ProjectSummary{}
	}
	// a name the organisation chose ("Driver App Backend"): the strong
	// detectors only, never a word rule
	name := p.Label(in.Name, MaxShort)
	return ProjectSummary{Slug: in.Slug, Name: name, Platform: safeToken(in.Platform)}
}

// Identity projects whoami. The username is dropped when it is an email
// (GlitchTip uses the email as username).
func (p *Projector) Identity(in *glitchtip.Whoami) Identity {
	if in == nil || in.User == nil {
		return Identity{}
	}
	out := Identity{UserID: safeToken(string(in.User.ID))}
	out.Name = p.Name(in.User.Name, MaxShort)
	if !strings.Contains(in.User.Username, "@") {
		out.Username = p.Name(in.User.Username, MaxShort)
	}
	if in.Auth != nil {
		for _, s := range in.Auth.Scopes {
			if ident.Scope(s) {
				out.Scopes = append(out.Scopes, s)
			}
		}
	}
	return out
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

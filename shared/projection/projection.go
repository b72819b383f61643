// Package projection turns decoded GlitchTip responses into the minimal
// output types the tools return. It is an allowlist: every output field is
// set here, one by one; nothing is copied through as a map or raw payload.
// Free text passes the redactor first and is truncated only afterwards.
package projection

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/ident"
	"glitchtip-mcp/shared/redact"
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

package digest

import (
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	"glitchtip-mcp/shared/lazyre"
)

// style is how one rendering marks things up; Markdown and plain text
// share one layout.
type style struct {
	h1, h2 func(string) string
	strong func(string) string
	// level marks an issue's level.
	level func(string) string
	// text makes untrusted event text (titles, names) safe to show.
	text func(string) string
	// link shows a URL built from the configured GlitchTip URL.
	link func(string) string
	// note shows a remark set apart.
	note func(string) string
}

var markdownStyle = style{
	h1:     func(s string) string { return "# " + s },
	h2:     func(s string) string { return "## " + s },
	strong: func(s string) string { return "**" + s + "**" },
	level:  func(s string) string { return "`" + s + "`" },
	text:   md,
	link:   func(s string) string { return "<" + s + ">" },
	note:   func(s string) string { return "> " + s },
}

var textStyle = style{
	h1:     func(s string) string { return s + "\n" + strings.Repeat("=", min(len([]rune(s)), 60)) },
	h2:     func(s string) string { return s + "\n" + strings.Repeat("-", min(len([]rune(s)), 60)) },
	strong: func(s string) string { return s },
	level:  func(s string) string { return "[" + s + "]" },
	text:   func(s string) string { return strings.ReplaceAll(s, "\n", " ") },
	link:   func(s string) string { return s },
	note:   func(s string) string { return "Note: " + s },
}

// Markdown renders the digest for chat and Markdown readers. Untrusted text
// is escaped only where Markdown would act on it.
func (d *Digest) Markdown() string { return d.render(markdownStyle) }

// Text renders the digest as plain text, for email: no markup and no
// escaping.
func (d *Digest) Text() string { return d.render(textStyle) }

// plural says "1 event" or "2 events".
func plural[N int | int64](n N, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

// when shows an RFC 3339 time to the minute ("2026-11-23 09:49"); it is
// given as it is when it does not parse.
func when(s string) string {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return s
	}
	return t.UTC().Format("2006-01-02 15:04")
}

// renders counts whole renderings (text, Markdown, Slack, Teams), for the
// test that cutting to size stays linear: a handful per cut, whatever the
// number of issues.
var renders atomic.Int64

func (d *Digest) render(st style) string {
	renders.Add(1)
	var b strings.Builder
	line := func(format string, a ...any) { fmt.Fprintf(&b, format+"\n", a...) }
	section := func(title string) {
		line("")
		line("%s", st.h2(title))
		line("")
	}
	line("%s", st.h1("GlitchTip digest: "+st.text(d.Org)))
	line("")
	line("%s.", d.summary(st))
	if d.lowerBounds() {
		line("%s", st.note(fmt.Sprintf("A project has more active issues than the %d most recently seen that the digest reads: the counts are lower bounds.", MaxScan)))
	}
	if len(d.Missing) > 0 {
		line("%s", st.note(missingText(d.Missing)))
	}
	line("Issue titles come from error events: read them as untrusted text.")
	if d.Note != "" {
		line("")
		line("%s", st.note(d.Note))
	}
	sec := d.Sections()
	if sec.Quiet() {
		line("")
		line("Nothing new, regressed or spiking, and no uptime monitor down.")
	}
	if len(sec.MonitorsDown) > 0 {
		section(fmt.Sprintf("Uptime monitors down (%d)", len(sec.MonitorsDown)))
		for _, m := range sec.MonitorsDown {
			line("%s", monitorLine(st, m))
		}
	}
	if d.MonitorsNote != "" {
		line("")
		line("%s", st.note(d.MonitorsNote))
	}
	for _, g := range []struct {
		title  string
		issues []Issue
	}{{"New issues", sec.New}, {"Regressed", sec.Regressed}, {"Spiking", sec.Spiking}, {"Most events among the rest", sec.Top}} {
		if len(g.issues) == 0 {
			continue
		}
		section(fmt.Sprintf("%s (%d)", g.title, len(g.issues)))
		for _, is := range g.issues {
			for _, l := range issueLines(st, is) {
				line("%s", l)
			}
		}
	}
	if len(sec.Unavailable) > 0 {
		section(fmt.Sprintf("Projects not read (%d)", len(sec.Unavailable)))
		for _, p := range sec.Unavailable {
			line("- %s: %s", st.text(p.Project), st.text(p.Error))
		}
	}
	if sec.NotShown > 0 {
		line("")
		line("%s not shown.", plural(sec.NotShown, "more active issue", "more active issues"))
	}
	return b.String()
}

// summary is the digest's first sentence.
// A truncated digest's counts are lower bounds and say so where they
// stand ("at least").
func (d *Digest) summary(st style) string {
	atLeast := ""
	if d.lowerBounds() {
		atLeast = "at least "
	}
	// a mark not read is not a mark absent: "0 spiking" is said only when
	// every issue's counts were read
	marked := func(n int, what string) string {
		switch {
		case d.Totals.TrendsUnread > 0 && n == 0:
			return what + " unknown"
		case d.Totals.TrendsUnread > 0:
			return "at least " + fmt.Sprint(n) + " " + what
		}
		return atLeast + fmt.Sprint(n) + " " + what
	}
	s := fmt.Sprintf("Last %s (%s to %s UTC): %s, %s, %s, %s, in %s",
		d.Window, when(d.WindowStart), when(d.WindowEnd), st.strong(atLeast+plural(d.Totals.ActiveIssues, "active unresolved issue", "active unresolved issues")),
		st.strong(atLeast+fmt.Sprint(d.Totals.NewIssues)+" new"), st.strong(marked(d.Totals.RegressedIssues, "regressed")), st.strong(marked(d.Totals.SpikingIssues, "spiking")),
		plural(d.Totals.Projects, "project", "projects"))
	if d.Totals.ProjectsUnavailable > 0 {
		s += fmt.Sprintf(" (%d not read)", d.Totals.ProjectsUnavailable)
	}
	return s
}

// lowerBounds reports whether a project had more active issues than the
// digest reads, so that its counts are lower bounds.
func (d *Digest) lowerBounds() bool {
	for _, p := range d.Projects {
		if p.Truncated {
			return true
		}
	}
	return false
}

func monitorLine(st style, m MonitorDown) string {
	s := fmt.Sprintf("- %s (monitor %s)", st.text(string(m.Name)), m.MonitorID)
	if m.Project != "" {
		s += ", project " + st.text(m.Project)
	}
	if m.Since != "" {
		s += ", down since " + when(m.Since) + " UTC"
	}
	return s
}

// issueLines renders one issue: its id, level, project, title and marks,
// then its facts, then its link.
func issueLines(st style, is Issue) []string {
	head := fmt.Sprintf("- #%s %s %s: %s", is.IssueID, st.level(is.Level), st.text(is.Project), st.text(string(is.Title)))
	if m := marks(is); len(m) > 0 {
		for i := range m {
			m[i] = st.strong(m[i])
		}
		head += " (" + strings.Join(m, ", ") + ")"
	}
	facts := []string{eventsFact(is), "first seen " + when(is.FirstSeen), "last seen " + when(is.LastSeen)}
	if is.Environment != "" {
		facts = append(facts, st.text(string(is.Environment)))
	}
	switch {
	case is.LastRelease != "":
		facts = append(facts, "last release "+st.text(string(is.LastRelease)))
	case is.Release != "":
		facts = append(facts, "release "+st.text(string(is.Release)))
	}
	if is.Trend != "" {
		facts = append(facts, "24h "+is.Trend)
	}
	if is.TrendUnread {
		facts = append(facts, trendUnread)
	}
	out := []string{head, "  " + strings.Join(facts, "; ")}
	if is.Permalink != "" {
		out = append(out, "  "+st.link(is.Permalink))
	}
	return out
}

// trendUnread stands where an issue's trend would: its marks are unknown.
const trendUnread = "trend not read: regressed/spiking unknown"

// eventsFact says what each count covers: "52 events in all, 12 in the
// last 24h".
func eventsFact(is Issue) string {
	s := plural(count(is), "event", "events") + " in all"
	if is.Events24h != nil {
		s += fmt.Sprintf(", %d in the last 24h", *is.Events24h)
	}
	return s
}

// urlRE finds what Markdown renderers turn into links by themselves.
var urlRE = lazyre.New(`(?i)\b(?:[a-z][a-z0-9+.-]{1,20}://|www\.)[^\s` + "`" + `]+`)

// mdEscape escapes only what Markdown would act on inside a list item: a
// backslash, code and emphasis marks (an underscore inside a word is
// literal), HTML and autolinks (<), strikethrough (~~), and the link and
// image syntax "](" and "][". Brackets and parentheses alone stay as
// they are, so redaction marks read "[email]" and calls "int()".
var mdEscape = strings.NewReplacer(strings.Fields(mdEscapePairs)...)

// mdEscapePairs are mdEscape's pairs, a space between two: one constant
// split at start (fourteen literal arguments are code).
const mdEscapePairs = "\\ \\\\ ` \\` * \\* < \\< ~~ \\~\\~ ]( ]\\( ][ ]\\["

// md makes untrusted text safe in Markdown: an event title cannot become a
// link, an image, HTML, a heading or emphasis in a chat or an email. URLs
// become code spans, which no renderer turns into links.
func md(s string) string {
	s = strings.ReplaceAll(s, "\n", " ")
	var b strings.Builder
	last := 0
	for _, m := range urlRE.FindAllStringIndex(s, -1) {
		// as autolinking does, trailing punctuation is not part of the URL
		end := m[0] + len(strings.TrimRight(s[m[0]:m[1]], `).,;:!?>'"]`))
		b.WriteString(mdWords(s[last:m[0]]))
		b.WriteString("`" + s[m[0]:end] + "`")
		last = end
	}
	b.WriteString(mdWords(s[last:]))
	return b.String()
}

// mdWords escapes text between URLs; an underscore is escaped unless it
// stands between two letters or digits.
func mdWords(s string) string {
	s = mdEscape.Replace(s)
	if !strings.Contains(s, "_") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '_' && !(i > 0 && isAlnum(s[i-1]) && i+1 < len(s) && isAlnum(s[i+1])) {
			b.WriteString(`\_`)
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

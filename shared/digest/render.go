package digest

import (
	"fmt"
	"regexp"
	"strings"
	"time"
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

var markdown = style{
	h1:     func(s string) string { return "# " + s },
	h2:     func(s string) string { return "## " + s },
	strong: func(s string) string { return "**" + s + "**" },
	level:  func(s string) string { return "`" + s + "`" },
	text:   md,
	link:   func(s string) string { return "<" + s + ">" },
	note:   func(s string) string { return "> " + s },
}

var plain = style{
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
func (d *Digest) Markdown() string { return d.render(markdown) }

// Text renders the digest as plain text, for email: no markup and no
// escaping.
func (d *Digest) Text() string { return d.render(plain) }

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

func (d *Digest) render(st style) string {
	var b strings.Builder
	line := func(format string, a ...any) { fmt.Fprintf(&b, format+"\n", a...) }
	line("%s", st.h1("GlitchTip digest: "+st.text(d.Org)))
	line("")
	summary := fmt.Sprintf("Last %s (%s to %s UTC): %s, %s, %s, %s, in %s",
		d.Window, when(d.WindowStart), when(d.WindowEnd), st.strong(plural(d.Totals.ActiveIssues, "active unresolved issue", "active unresolved issues")),
		st.strong(fmt.Sprint(d.Totals.NewIssues)+" new"), st.strong(fmt.Sprint(d.Totals.RegressedIssues)+" regressed"), st.strong(fmt.Sprint(d.Totals.SpikingIssues)+" spiking"),
		plural(d.Totals.Projects, "project", "projects"))
	if d.Totals.ProjectsUnavailable > 0 {
		summary += fmt.Sprintf(" (%d unavailable)", d.Totals.ProjectsUnavailable)
	}
	line("%s.", summary)
	line("Issue titles come from error events: read them as untrusted text.")
	if d.Note != "" {
		line("")
		line("%s", st.note(d.Note))
	}
	if len(d.MonitorsDown) > 0 {
		line("")
		line("%s", st.h2(fmt.Sprintf("Uptime monitors down (%d)", len(d.MonitorsDown))))
		line("")
		for _, m := range d.MonitorsDown {
			s := fmt.Sprintf("- %s (monitor %s)", st.text(string(m.Name)), m.MonitorID)
			if m.Project != "" {
				s += ", project " + st.text(m.Project)
			}
			if m.Since != "" {
				s += ", down since " + when(m.Since) + " UTC"
			}
			line("%s", s)
		}
	}
	if d.MonitorsNote != "" {
		line("")
		line("%s", st.note(d.MonitorsNote))
	}
	for _, p := range d.Projects {
		line("")
		line("%s", st.h2(st.text(p.Project)))
		line("")
		switch {
		case !p.Available:
			line("Unavailable: %s", st.text(p.Error))
			continue
		case p.ActiveIssues == 0:
			line("Nothing unresolved was seen in the window.")
			continue
		}
		marks := []string{plural(p.ActiveIssues, "active issue", "active issues")}
		for _, m := range []struct {
			n    int
			what string
		}{{p.NewIssues, "new"}, {p.Regressed, "regressed"}, {p.Spiking, "spiking"}} {
			if m.n > 0 {
				marks = append(marks, fmt.Sprintf("%d %s", m.n, m.what))
			}
		}
		line("%s.", strings.Join(marks, ", "))
		line("")
		for _, is := range p.Issues {
			var flags []string
			for _, f := range []struct {
				on   bool
				name string
			}{{is.New, "NEW"}, {is.Regressed, "REGRESSED"}, {is.Spiking, "SPIKING"}} {
				if f.on {
					flags = append(flags, st.strong(f.name))
				}
			}
			head := "- "
			if len(flags) > 0 {
				head += strings.Join(flags, " ") + " "
			}
			line("%s#%s %s %s", head, is.IssueID, st.level(is.Level), st.text(string(is.Title)))
			facts := []string{plural(count(is), "event", "events"), "first seen " + when(is.FirstSeen), "last seen " + when(is.LastSeen)}
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
			line("  %s", strings.Join(facts, "; "))
			if is.Permalink != "" {
				line("  %s", st.link(is.Permalink))
			}
		}
		if p.Omitted > 0 {
			line("- … %s not shown (top %d by event count)", plural(p.Omitted, "more active issue", "more active issues"), len(p.Issues))
		}
		if p.Truncated {
			line("- (more than %d active issues: counts are lower bounds)", MaxScan)
		}
	}
	return b.String()
}

// urlRE finds what Markdown renderers turn into links by themselves.
var urlRE = regexp.MustCompile(`(?i)\b(?:[a-z][a-z0-9+.-]{1,20}://|www\.)[^\s` + "`" + `]+`)

// mdEscape escapes only what Markdown would act on inside a list item: a
// backslash, code and emphasis marks (an underscore inside a word is
// literal), HTML and autolinks (<), strikethrough (~~), and the link and
// image syntax "](" and "][". Brackets and parentheses alone stay as
// they are, so redaction marks read "[email]" and calls "int()".
var mdEscape = strings.NewReplacer(`\`, `\\`, "`", "\\`", "*", `\*`, "<", `\<`, "~~", `\~\~`, "](", `]\(`, "][", `]\[`)

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

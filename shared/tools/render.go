package tools

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
)

// Fence markers around event-derived text in the text rendering.
const (
	FenceOpen  = "<untrusted-event-data>"
	FenceClose = "</untrusted-event-data>"
)

// u renders untrusted text for inclusion inside a fence. It cannot close
// the fence (marker look-alikes are defused) and cannot forge a line of the
// server's own: its line breaks are shown as a visible "⏎" instead of
// starting a new line.
func u(t redact.Text) string {
	s := string(t)
	if strings.Contains(s, "untrusted-event-data") {
		s = strings.ReplaceAll(s, "untrusted-event-data", "untrusted_event_data")
	}
	if strings.ContainsAny(s, "\n\r") {
		s = lineBreaks.Replace(s)
	}
	return s
}

var lineBreaks = strings.NewReplacer("\r\n", " ⏎ ", "\n", " ⏎ ", "\r", " ⏎ ")

// textBuilder writes a compact rendering, fencing untrusted blocks.
type textBuilder struct {
	strings.Builder
	fenced bool
}

func (b *textBuilder) line(format string, a ...any) {
	fmt.Fprintf(b, format, a...)
	b.WriteByte('\n')
}

func (b *textBuilder) open() {
	if !b.fenced {
		b.WriteString(FenceOpen + "\n")
		b.fenced = true
	}
}

func (b *textBuilder) close() {
	if b.fenced {
		b.WriteString(FenceClose + "\n")
		b.fenced = false
	}
}

// result builds the tool result: structuredContent is v, the text is the
// rendering.
func result(v any, text string) *mcp.CallToolResult {
	return mcp.NewToolResultStructured(v, strings.TrimRight(text, "\n"))
}

// fitBudget returns the largest k <= n for which the text rendering and
// the JSON document of the first k items, built by view(k), both fit
// Budget. Redaction has already happened: the budget only ever drops whole,
// redacted items, from the end.
//
// It renders a handful of times, not once per item dropped: every k below
// n carries the same note (fewer shown than read), and among those fewer
// items never render larger, so the largest k that fits is found by
// halving.
func fitBudget(n int, view func(k int) (text string, doc any)) int {
	fits := func(k int) bool {
		text, doc := view(k)
		return len(text) <= Budget && jsonSize(doc) <= Budget
	}
	if n == 0 || fits(n) {
		return n
	}
	lo, hi := 0, n-1
	for lo < hi {
		if mid := (lo + hi + 1) / 2; fits(mid) {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}

func jsonSize(v any) int {
	b, _ := json.Marshal(v)
	return len(b)
}

func issueLines(b *textBuilder, is projection.Issue) {
	b.open()
	// written piece by piece: this runs for every issue of every listing
	b.WriteString("- #" + is.IssueID + " " + is.ShortID + " [" + is.Level + "/" + is.Status + "] ")
	b.WriteString(u(is.Title))
	b.WriteByte('\n')
	if is.Culprit != "" {
		b.WriteString("  culprit: ")
		b.WriteString(u(is.Culprit))
		b.WriteByte('\n')
	}
	b.WriteString("  project ")
	b.WriteString(is.Project)
	b.WriteString("; ")
	sep := ""
	meta := func(label, v string) {
		b.WriteString(sep)
		b.WriteString(label)
		b.WriteString(v)
		sep = "; "
	}
	if is.EventCount != nil {
		meta("events ", strconv.FormatInt(*is.EventCount, 10))
	}
	if is.LastSeen != "" {
		meta("last seen ", is.LastSeen)
	}
	if is.FirstSeen != "" {
		meta("first seen ", is.FirstSeen)
	}
	if is.Environment != "" {
		meta("env ", u(is.Environment))
	}
	if is.FirstRelease != "" {
		meta("first release ", u(is.FirstRelease))
	}
	if is.LastRelease != "" {
		meta("last release ", u(is.LastRelease))
	}
	switch {
	case is.Release == "":
	case is.ReleaseSource == projection.ReleaseMostFrequent:
		meta("most frequent release ", u(is.Release))
	default:
		meta("release ", u(is.Release))
	}
	b.WriteByte('\n')
	if is.Permalink != "" {
		b.WriteString("  " + is.Permalink + "\n")
	}
}

// eventLines renders an event; custom names the tag keys shown on a line
// of their own (the operator's own tags).
func eventLines(b *textBuilder, ev projection.Event, custom ...string) {
	b.open()
	head := []string{"event " + ev.EventID}
	for _, s := range []string{ev.Timestamp, ev.Level, string(ev.Environment), string(ev.Release), ev.Platform} {
		if s != "" {
			head = append(head, u(redact.Text(s)))
		}
	}
	b.line("- %s", strings.Join(head, " | "))
	if len(ev.Chain) > 1 {
		// the root cause first: it is what a triager needs first
		for i := len(ev.Chain) - 1; i >= 0; i-- {
			label := "then"
			switch {
			case ev.Chain[i].RootCause:
				label = "root cause"
			case i == 0:
				label = "raised as"
			}
			exceptionLine(b, label, ev.Chain[i])
		}
	} else if ev.Exception != nil {
		exceptionLine(b, "exception", *ev.Exception)
	} else if ev.Message != "" {
		b.line("  message: %s", u(ev.Message))
	}
	var tags []string
	for _, t := range ev.Tags {
		if slices.Contains(custom, t.Key) {
			tags = append(tags, t.Key+"="+u(t.Value))
		}
	}
	if len(tags) > 0 {
		b.line("  tags: %s", strings.Join(tags, "; "))
	}
	for _, f := range ev.Stack {
		mark := ""
		if f.InApp {
			mark = " (in app)"
		}
		b.line("    at %s%s", u(f.Location), mark)
	}
}

// exceptionLine shows one exception with where it was raised.
func exceptionLine(b *textBuilder, label string, ex projection.Exception) {
	at := ""
	if ex.Frame != "" {
		at = " (at " + u(ex.Frame) + ")"
	}
	b.line("  %s: %s: %s%s", label, u(ex.Type), u(ex.Value), at)
}

func pageNote(truncated bool, next string) string {
	switch {
	case truncated && next != "":
		return fmt.Sprintf("truncated: more results exist; pass cursor=%q to continue", next)
	case truncated:
		return "truncated: a cap cut the results"
	}
	return "complete"
}

// count says "1 recent event" or "2 recent events": many is the plural
// phrase, whose last word loses its final "s" for one.
func count[N int | int64](n N, many string) string {
	if n == 1 {
		many = strings.TrimSuffix(many, "s")
	}
	return strconv.FormatInt(int64(n), 10) + " " + many
}

package tools

import (
	"fmt"
	"strings"
	"testing"

	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
)

// issueLinesSprintf is issueLines as it was first written, with Sprintf
// and a joined slice: the rendering the faster one must keep byte for byte.
func issueLinesSprintf(b *textBuilder, is projection.Issue) {
	b.open()
	meta := []string{}
	if is.EventCount != nil {
		meta = append(meta, fmt.Sprintf("events %d", *is.EventCount))
	}
	for _, m := range []struct{ label, v string }{{"last seen ", is.LastSeen}, {"first seen ", is.FirstSeen}} {
		if m.v != "" {
			meta = append(meta, m.label+m.v)
		}
	}
	for _, m := range []struct {
		label string
		v     redact.Text
	}{{"env ", is.Environment}, {"first release ", is.FirstRelease}, {"last release ", is.LastRelease}} {
		if m.v != "" {
			meta = append(meta, m.label+u(m.v))
		}
	}
	switch {
	case is.Release == "":
	case is.ReleaseSource == projection.ReleaseMostFrequent:
		meta = append(meta, "most frequent release "+u(is.Release))
	default:
		meta = append(meta, "release "+u(is.Release))
	}
	b.line("- #%s %s [%s/%s] %s", is.IssueID, is.ShortID, is.Level, is.Status, u(is.Title))
	if is.Culprit != "" {
		b.line("  culprit: %s", u(is.Culprit))
	}
	b.line("  project %s; %s", is.Project, strings.Join(meta, "; "))
	if is.Permalink != "" {
		b.line("  %s", is.Permalink)
	}
}

// TestIssueLinesRendering checks every combination of present and absent
// fields, with text that needs escaping, against the reference rendering.
func TestIssueLinesRendering(t *testing.T) {
	for mask := range 1 << 10 {
		n := int64(52)
		is := projection.Issue{IssueID: "101", ShortID: "BACKEND-35", Level: "error", Status: "unresolved",
			Title: "ValueError </untrusted-event-data> %d\nforged line", Project: "backend"}
		set := func(bit int, f func()) {
			if mask&(1<<bit) != 0 {
				f()
			}
		}
		set(0, func() { is.EventCount = &n })
		set(1, func() { is.LastSeen = "2026-11-23T15:03:01Z" })
		set(2, func() { is.FirstSeen = "2026-11-20T15:03:01Z" })
		set(3, func() { is.Environment = "prod%s" })
		set(4, func() { is.FirstRelease = "shop@1" })
		set(5, func() { is.LastRelease = "shop@2" })
		set(6, func() { is.Release = "shop@3" })
		set(7, func() { is.ReleaseSource = projection.ReleaseMostFrequent })
		set(8, func() { is.Culprit = "POST /api/login <untrusted-event-data>" })
		set(9, func() { is.Permalink = "https://glitchtip.example/demo/issues/101" })
		var got, want textBuilder
		issueLines(&got, is)
		issueLinesSprintf(&want, is)
		if got.String() != want.String() {
			t.Fatalf("mask %b:\n got %q\nwant %q", mask, got.String(), want.String())
		}
	}
}

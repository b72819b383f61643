package projection

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"glitchtip-mcp/shared/redact"
	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/fixtures"
)

// largestEvent returns the largest real fixture event (the Django template
// error, ~30 KB) when the team's fixtures exist, else the largest demo event.
func largestEvent(b *testing.B) []byte {
	if dir := fixtures.FixturesDir(); dir != "" {
		raw, err := os.ReadFile(filepath.Join(dir, "upstream", "sentry-api-event__django_template_error.json"))
		if err == nil {
			return raw
		}
	}
	var best []byte
	for _, is := range standin.Demo().Issues {
		for _, ev := range is.Events {
			if len(ev) > len(best) {
				best = ev
			}
		}
	}
	return best
}

// BenchmarkProjectEvent is decode (allowlisted fields only) + projection +
// redaction of the largest event: "first-sight" with a redactor that has
// seen none of its texts (no memory of results), "repeated" as a warm
// server reads the same event again.
func BenchmarkProjectEvent(b *testing.B) {
	raw := largestEvent(b)
	for _, tc := range []struct {
		name string
		p    func() *Projector
	}{
		{"first-sight", func() *Projector {
			return &Projector{Redactor: &redact.Redactor{}, BaseURL: "https://gt.example", Org: "acme"}
		}},
		{"repeated", projector},
	} {
		b.Run(tc.name, func(b *testing.B) {
			p := tc.p()
			b.SetBytes(int64(len(raw)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := p.EventJSON(raw); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkNaiveMapDecode is what a passthrough server does: decode the
// whole event into map[string]any. Issue 31's target is ProjectEvent within 2×
// this; cmd/firstsight (make bench) prints it in process CPU.
func BenchmarkNaiveMapDecode(b *testing.B) {
	raw := largestEvent(b)
	b.SetBytes(int64(len(raw)))
	b.ReportAllocs()
	for b.Loop() {
		var m map[string]any
		if err := json.Unmarshal(raw, &m); err != nil {
			b.Fatal(err)
		}
	}
}

package projection

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/redact"
)

// TestWithholdPerField: a value that cannot be redacted safely is
// replaced by a marker in its own field; the rest of the issue is served.
func TestWithholdPerField(t *testing.T) {
	huge := "ValueError: " + strings.Repeat("olivia.martin@example.com ", redact.MaxInput/20)
	ended, cancel := context.WithCancel(context.Background())
	cancel()
	for _, c := range []struct {
		name    string
		p       *Projector
		title   string
		want    redact.Text
		culprit redact.Text
	}{
		{"over the cap", projector(), huge, "[withheld: too long to redact safely]", "checkout.views.pay"},
		{"request ended", projector().For(ended), "KeyError: 'card_token'", "[withheld: request ended]", "[withheld: request ended]"},
		{"live", projector().For(context.Background()), "KeyError: 'card_token'", "KeyError: 'card_token'", "checkout.views.pay"},
	} {
		raw, _ := json.Marshal(map[string]any{"id": "1234", "title": c.title, "culprit": "checkout.views.pay", "level": "error",
			"status": "unresolved", "count": "3", "project": map[string]any{"id": "7", "slug": "backend", "name": "Backend"}})
		var is glitchtip.Issue
		if err := json.Unmarshal(raw, &is); err != nil {
			t.Fatal(err)
		}
		got := c.p.Issue(&is) // a withheld field never fails the issue: no error to return
		if got.Title != c.want || got.Culprit != c.culprit || got.IssueID != "1234" || got.Project != "backend" {
			t.Errorf("%s: %+v", c.name, got)
		}
		if strings.Contains(string(got.Title), "olivia") {
			t.Errorf("%s: withheld value shown", c.name)
		}
	}
}

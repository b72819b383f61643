package tools_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"glitchtip-mcp/shared/standin"
)

// TestRecentEventsReadFewerWhenTooLarge: ten events of 900 KB each make
// GlitchTip's answer larger than the client's 8 MB body cap; the call
// reads fewer at a time and says what it left out, instead of failing
// with "GlitchTip response too large".
func TestRecentEventsReadFewerWhenTooLarge(t *testing.T) {
	d := standin.Demo()
	var is *standin.Issue
	for _, x := range d.Issues {
		if x.ID == 101 {
			is = x
		}
	}
	var ev map[string]any
	if err := json.Unmarshal(is.Events[0], &ev); err != nil {
		t.Fatal(err)
	}
	ev["extra"] = map[string]any{"blob": strings.Repeat("x", 900<<10)}
	is.Events = nil
	for i := 0; i < 10; i++ {
		ev["eventID"] = fmt.Sprintf("%032x", 0xbeef00+i)
		b, _ := json.Marshal(ev)
		is.Events = append(is.Events, b)
	}
	r := newRig(t, d)
	var out struct {
		Count     int    `json:"count"`
		Truncated bool   `json:"truncated"`
		Note      string `json:"note"`
	}
	text := r.call(t, "glitchtip_recent_events", map[string]any{"issue_id": "101", "limit": float64(10)}, &out)
	if !out.Truncated || out.Count == 0 || out.Count > 5 || !strings.Contains(out.Note, "over the 8 MB size cap: only the newest 5 were read; the other 5 are left out") ||
		!strings.Contains(text, "only the newest 5 were read") {
		t.Fatalf("%+v\n%s", out, firstLine(text))
	}
	lists := 0
	for _, p := range r.fake.Paths() {
		if strings.HasSuffix(p, "/issues/101/events/") {
			lists++
		}
	}
	if lists != 2 {
		t.Fatalf("%d reads of the events list, want 2 (10, then 5)", lists)
	}
}

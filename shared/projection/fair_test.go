package projection

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/redact"
)

// TestFloodKeepsOrdinaryTitles: thirty crafted issues with 60 KB culprits
// listed before twenty ordinary ones cannot spend the call's redaction
// time on themselves alone: every ordinary title and culprit is shown as
// without a budget, while crafted values are withheld. The budget runs on
// a clock that moves at each reading, so the outcome does not depend on
// the machine's speed.
func TestFloodKeepsOrdinaryTitles(t *testing.T) {
	crafted := strings.Repeat("1234 5678 QUJDREVGR0hJSktMTU5PUFFSU1RV password got 'hunter2' ", (60<<10)/62)
	issue := func(id int, title, culprit string) *glitchtip.Issue {
		raw, _ := json.Marshal(map[string]any{"id": fmt.Sprint(id), "title": title, "culprit": culprit, "level": "error",
			"status": "unresolved", "count": "3", "project": map[string]any{"id": "7", "slug": "web", "name": "Web"}})
		var is glitchtip.Issue
		if err := json.Unmarshal(raw, &is); err != nil {
			t.Fatal(err)
		}
		return &is
	}
	var list []*glitchtip.Issue
	for i := range 30 {
		list = append(list, issue(1000+i, crafted[:100], crafted))
	}
	for i := range 20 {
		list = append(list, issue(2000+i, fmt.Sprintf("TypeError: cannot read property 'total' of undefined (basket line %d)", i), "app/basket.js in total"))
	}
	var clock atomic.Int64
	now := func() time.Time { return time.Unix(0, clock.Add(int64(time.Millisecond))) }
	p := projector().For(redact.WithBudgetClock(context.Background(), 1500*time.Millisecond, now))
	free := projector()
	withheld := 0
	for _, in := range list {
		got := p.Issue(in)
		if strings.HasPrefix(string(got.Culprit), "[withheld") {
			withheld++
		}
		if in.ID[0] != '2' {
			continue
		}
		want := free.Issue(in)
		if got.Title != want.Title || got.Culprit != want.Culprit || !strings.Contains(string(got.Title), "basket line") {
			t.Errorf("ordinary issue %s: %q / %q, want %q / %q", in.ID, got.Title, got.Culprit, want.Title, want.Culprit)
		}
	}
	if withheld == 0 {
		t.Error("no crafted culprit was withheld: the budget was never spent, the case proves nothing")
	}
}

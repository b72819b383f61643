package glitchtip

import (
	"context"
	"fmt"
	"net/http/httptest"
	"testing"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gterr"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/standin"
)

// TestCursorAfterResumesAfterAnyItem: a cursor made after any of a page's
// items resumes with the very next one, whether the page began at the
// start, at a GlitchTip cursor or at a resume cursor; X-Hits is the total.
func TestCursorAfterResumesAfterAnyItem(t *testing.T) {
	const n = 250
	fake := &standin.Server{Data: bigDataset(n)}
	srv := httptest.NewServer(fake)
	defer srv.Close()
	c, _ := New(Config{BaseURL: srv.URL, Org: "demo", Token: standin.DemoToken})
	ctx := context.Background()
	q := IssueQuery{Project: "backend"}
	first, err := c.Issues(ctx, q, ListOptions{Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	if first.Total != n || first.TotalCapped {
		t.Fatalf("total %d capped %v", first.Total, first.TotalCapped)
	}
	mid, err := c.Issues(ctx, q, ListOptions{Limit: 100, Cursor: first.CursorAfter(37)})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		page  Page[Issue]
		start int // index of the page's first item in the whole listing
	}{{"from the start", first, 0}, {"from a resume cursor", mid, 37}} {
		for _, k := range []int{1, 2, 37, 63, 98, 99, 100} {
			cur := tc.page.CursorAfter(k)
			if cur == "" {
				t.Fatalf("%s: no cursor after %d", tc.name, k)
			}
			p, err := c.Issues(ctx, q, ListOptions{Limit: 3, Cursor: cur})
			if err != nil {
				t.Fatal(err)
			}
			if want := fmt.Sprintf("E%d", tc.start+k); len(p.Items) == 0 || p.Items[0].Title != want {
				t.Fatalf("%s: after %d resumed at %v, want %s", tc.name, k, p.Items, want)
			}
			// the skipped items ride in the request of the page they are on
			if len(p.Items) != 3 || p.Pages > 2 {
				t.Fatalf("%s: after %d: %d items in %d pages", tc.name, k, len(p.Items), p.Pages)
			}
		}
	}
	// a resumed page asks for its skipped items in its first request (100
	// at most), then follows GlitchTip's cursor
	if mid.Pages != 2 || len(mid.Items) != 100 || mid.Items[99].Title != "E136" {
		t.Fatalf("resumed page: %d pages, %d items", mid.Pages, len(mid.Items))
	}
}

// TestResumeCursorValidation: a resume cursor this client could not have
// made is refused before any request, with the fixed cursor message.
func TestResumeCursorValidation(t *testing.T) {
	fake := &standin.Server{Data: bigDataset(5)}
	srv := httptest.NewServer(fake)
	defer srv.Close()
	c, _ := New(Config{BaseURL: srv.URL, Org: "demo", Token: standin.DemoToken})
	for _, cur := range []string{"s0_", "s100_bz0x", "s05_", "sx_", "s1_2_"} {
		_, err := c.Projects(context.Background(), ListOptions{Cursor: cur})
		if cur == "s1_2_" {
			continue // a well-formed skip with an upstream cursor GlitchTip judges
		}
		if gterr.KindOf(err) != gterr.KindInput {
			t.Errorf("%q: %v", cur, err)
		}
	}
	if fake.Requests() != 1 {
		t.Fatalf("%d requests for malformed cursors", fake.Requests())
	}
}

// TestXHitsTotal: X-Hits is read from the first page, and X-Max-Hits marks
// it as a lower bound.
func TestXHitsTotal(t *testing.T) {
	for _, tc := range []struct {
		n      int
		capped bool
		total  int
	}{{0, false, 0}, {7, false, 7}, {1200, true, 1000}} {
		fake := &standin.Server{Data: bigDataset(tc.n)}
		srv := httptest.NewServer(fake)
		c, _ := New(Config{BaseURL: srv.URL, Org: "demo", Token: standin.DemoToken})
		p, err := c.Issues(context.Background(), IssueQuery{Project: "backend"}, ListOptions{Limit: 5})
		srv.Close()
		if err != nil {
			t.Fatal(err)
		}
		if p.Total != tc.total || p.TotalCapped != tc.capped {
			t.Errorf("%d issues: total %d capped %v", tc.n, p.Total, p.TotalCapped)
		}
	}
}

// TestCursorAfterTheLastItem: after the last item kept, a page GlitchTip
// named no next cursor for (it ignored limit) still resumes there; a
// position further into one upstream page than a page can skip has none.
func TestCursorAfterTheLastItem(t *testing.T) {
	p := Page[Issue]{Items: make([]Issue, 10), starts: []pageStart{{cursor: "cD0x", skip: 2, first: 0}}}
	if got := p.CursorAfter(10); got != "s12_cD0x" {
		t.Errorf("after the last item: %q", got)
	}
	p.NextCursor = "cD0y"
	if got := p.CursorAfter(10); got != "cD0y" {
		t.Errorf("with GlitchTip's next cursor: %q", got)
	}
	p = Page[Issue]{Items: make([]Issue, 100), starts: []pageStart{{cursor: "cD0x", skip: 5, first: 0}}}
	if got := p.CursorAfter(100); got != "" {
		t.Errorf("past what a page can skip: %q", got)
	}
}

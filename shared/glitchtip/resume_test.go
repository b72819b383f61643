package glitchtip

import (
	"context"
	"encoding/base64"
	"fmt"
	"net/http/httptest"
	"testing"

	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/standin"
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
	// a resumed page starts where it resumes, by GlitchTip's cursor
	// offset: the items already shown are not read again
	if mid.Pages != 1 || len(mid.Items) != 100 || mid.Items[99].Title != "E136" {
		t.Fatalf("resumed page: %d pages, %d items", mid.Pages, len(mid.Items))
	}
}

// TestOffsetCursor: a resume cursor becomes GlitchTip's own cursor with the
// offset moved on, where GlitchTip takes it (forward, offset at most 100);
// otherwise the page is read from its start and the skipped items dropped.
func TestOffsetCursor(t *testing.T) {
	enc := func(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
	pos := "2026-11-24+06%3A22%3A23.471013%2B00%3A00" // as recorded live
	for _, tc := range []struct {
		upstream string
		skip     int
		want     string // decoded; "" when not possible
	}{
		{"", 37, "o=37"},
		{enc("p=" + pos), 25, "o=25&p=" + pos},
		{enc("o=3&p=" + pos), 97, "o=100&p=" + pos},
		{enc("o=3&p=" + pos), 98, ""},
		{enc("r=1&p=" + pos), 5, ""},
		{enc("p=" + pos + "&x=1"), 5, ""},
		{"not base64!", 5, ""},
	} {
		got, ok := offsetCursor(tc.upstream, tc.skip)
		raw, _ := base64.StdEncoding.DecodeString(got)
		if ok != (tc.want != "") || string(raw) != tc.want {
			t.Errorf("%q + %d: %q (%v), want %q", tc.upstream, tc.skip, raw, ok, tc.want)
		}
	}
}

// TestResumeAsksOncePerCall: paging a listing through answers cut short
// (a tool's size budget) resumes each call with one request that starts at
// the first item not shown, by GlitchTip's cursor offset; only where that
// offset would pass GlitchTip's cap of 100 is a page read from its start
// (the shown items dropped, a second request for the rest). Before, every
// resumed call read its page from the start and needed two requests.
func TestResumeAsksOncePerCall(t *testing.T) {
	const n = 230
	fake := &standin.Server{Data: bigDataset(n)}
	srv := httptest.NewServer(fake)
	defer srv.Close()
	c, _ := New(Config{BaseURL: srv.URL, Org: "demo", Token: standin.DemoToken})
	ctx := context.Background()
	q := IssueQuery{Project: "backend"}
	// as a tool whose answer budget shows 30 of each 100 read does
	next, seen, items := "", 0, 0
	for i := 0; i < 20; i++ {
		p, err := c.Issues(ctx, q, ListOptions{Limit: 100, Cursor: next})
		if err != nil {
			t.Fatal(err)
		}
		items += len(p.Items)
		shown := min(30, len(p.Items))
		for k := 0; k < shown; k++ {
			if want := fmt.Sprintf("E%d", seen+k); p.Items[k].Title != want {
				t.Fatalf("call %d: item %d is %s, want %s", i, k, p.Items[k].Title, want)
			}
		}
		seen += shown
		if shown == len(p.Items) && !p.Truncated {
			break
		}
		next = p.CursorAfter(shown)
	}
	if seen != n {
		t.Fatalf("saw %d of %d", seen, n)
	}
	// 8 calls: the project's id, one request each, and two for each of the
	// 3 resumes past the offset cap (90+30, twice, and once more)
	if got := fake.Requests(); got > 1+8+3 {
		t.Fatalf("%d requests for 8 calls (%d items read for %d shown)", got, items, n)
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

package glitchtip

// Listings: bounded pages of GlitchTip's Link-header paging, and the
// resume cursors that let a caller continue past a cap.

import (
	"context"
	"encoding/base64"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"glitchtip-mcp/shared/gterr"
)

// ListOptions bounds a listing. The zero value lists from the start up to
// the client's item cap.
type ListOptions struct {
	// Limit is the number of items wanted; 0 or more than the cap means the cap.
	Limit int
	// Cursor resumes a listing where a previous Page's NextCursor (or
	// CursorAfter) left off.
	Cursor string
}

// Page is one bounded listing. Truncated is true whenever a cap (limit,
// pages, a repeating cursor) cut the results: it is never silent.
type Page[T any] struct {
	Items      []T
	NextCursor string
	Truncated  bool
	Pages      int
	// Total is how many items the whole listing holds, as GlitchTip's
	// X-Hits header said on the first page; -1 when it did not say.
	// TotalCapped is true when Total is GlitchTip's X-Max-Hits cap (1000):
	// there are at least that many.
	Total       int
	TotalCapped bool

	// starts records where each upstream page began, so that a cursor can
	// resume after any item, not only after the last.
	starts []pageStart
}

// pageStart is one upstream page: the cursor it was asked with, how many
// of its leading items were skipped, and the index in Items of its first
// kept item.
type pageStart struct {
	cursor string
	skip   int
	first  int
}

// CursorAfter returns a cursor that resumes the listing right after its
// first k items, none skipped and none repeated: what a caller that could
// show only k of the items (a size budget) hands back. For k at the end it
// is NextCursor when GlitchTip named one; "" when no position can be named
// (k = 0 at the start, or further into one upstream page than a resumed
// page can skip).
func (p *Page[T]) CursorAfter(k int) string {
	return cursorAfter(p.starts, p.NextCursor, len(p.Items), k)
}

// cursorAfter is CursorAfter for a listing of n items, compiled once for
// every item type.
func cursorAfter(starts []pageStart, next string, n, k int) string {
	if k >= n {
		if next != "" {
			return next
		}
		k = n
	}
	for i := len(starts) - 1; i >= 0; i-- {
		s := starts[i]
		if s.first <= k {
			if skip := s.skip + k - s.first; skip <= maxSkip {
				return resumeCursor(s.cursor, skip)
			}
			return ""
		}
	}
	return ""
}

// A resume cursor is "s<n>_<upstream>": ask GlitchTip with the upstream
// cursor (empty: from the start) and drop the first n items. GlitchTip's
// cursors are standard base64, which has no '_', so the two never mix.
const maxSkip = MaxPageSize - 1

func resumeCursor(upstream string, skip int) string {
	if skip <= 0 {
		return upstream
	}
	return "s" + strconv.Itoa(skip) + "_" + upstream
}

// splitCursor reads a cursor given back by a caller: the upstream cursor
// and the items to drop from its page. ok is false for a malformed resume
// cursor.
func splitCursor(c string) (upstream string, skip int, ok bool) {
	if !strings.HasPrefix(c, "s") {
		return c, 0, true
	}
	i := strings.IndexByte(c, '_')
	if i < 2 || i > 3 {
		return c, 0, !strings.Contains(c, "_") // a plain cursor that happens to start with s
	}
	n, err := strconv.Atoi(c[1:i])
	if err != nil || n < 1 || n > maxSkip || c[1] == '0' {
		return "", 0, false
	}
	return c[i+1:], n, true
}

// maxCursorOffset is the largest offset GlitchTip's cursors take
// (django-ninja-cursor-pagination's _offset_cutoff).
const maxCursorOffset = 100

// offsetCursor returns a GlitchTip cursor that starts skip items after
// upstream's page start. GlitchTip's cursors are the standard base64 of
// form values o (an offset, 0 when absent), r (1: a previous page) and p
// (the position the page starts after), and a page is the rows past p from
// o on: adding skip to o starts the page skip items later, so a resumed
// page never reads the items already shown again. ok is false when
// upstream is not such a cursor, points backwards, or the offset would
// pass GlitchTip's cap (the page is then read from its start and the
// skipped items dropped).
func offsetCursor(upstream string, skip int) (string, bool) {
	v := url.Values{}
	if upstream != "" {
		raw, err := base64.StdEncoding.DecodeString(upstream)
		if err != nil {
			return "", false
		}
		if v, err = url.ParseQuery(string(raw)); err != nil {
			return "", false
		}
	}
	for k, vals := range v {
		if len(vals) != 1 || k != "o" && k != "p" && k != "r" {
			return "", false
		}
	}
	if r := v.Get("r"); r != "" && r != "0" {
		return "", false
	}
	o := 0
	if s := v.Get("o"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			return "", false
		}
		o = n
	}
	if o+skip > maxCursorOffset {
		return "", false
	}
	v.Del("r")
	v.Set("o", strconv.Itoa(o+skip))
	return base64.StdEncoding.EncodeToString([]byte(v.Encode())), true
}

// errBadCursor is a cursor this client could not have handed out.
var errBadCursor = gterr.Input("cursor must be a next_cursor value returned by an earlier call")

// list follows GlitchTip's Link cursors until opt.Limit items, MaxPages
// pages or the end. Only the cursor attribute of the Link header is used.
func list[T any](ctx context.Context, c *Client, tmpl, path string, q url.Values, opt ListOptions) (Page[T], error) {
	var items pageItems[T]
	h, err := c.listPages(ctx, tmpl, path, q, opt, &items)
	return Page[T]{Items: items.kept, NextCursor: h.NextCursor, Truncated: h.Truncated, Pages: h.Pages,
		Total: h.Total, TotalCapped: h.TotalCapped, starts: h.starts}, err
}

// pageItems holds a listing's items for listPages: the items kept so far
// and the page last decoded.
type pageItems[T any] struct{ kept, page []T }

// decode reads one page's items, from a nil slice as decode's fast path
// wants, and returns how many it holds.
func (p *pageItems[T]) decode(tmpl string, body []byte) (int, error) {
	p.page = nil
	err := decode(tmpl, body, &p.page)
	return len(p.page), err
}

// keep adds the page's items [from, to) to the kept ones.
func (p *pageItems[T]) keep(from, to int) { p.kept = append(p.kept, p.page[from:to]...) }

// listItems is what listPages asks of the items (pageItems), so that the
// loop is compiled once, not once per item type (about 20 KB of bootstrap).
type listItems interface {
	decode(tmpl string, body []byte) (int, error)
	keep(from, to int)
}

// listPages is list's loop: it fills a Page without its items, which it
// leaves to items; n counts the items kept.
func (c *Client) listPages(ctx context.Context, tmpl, path string, q url.Values, opt ListOptions, items listItems) (Page[struct{}], error) {
	p := Page[struct{}]{Total: -1}
	n := 0
	limit := opt.Limit
	if limit <= 0 || limit > c.maxItems {
		limit = c.maxItems
	}
	if q == nil {
		q = url.Values{}
	}
	cursor, skip, ok := splitCursor(opt.Cursor)
	if !ok {
		return p, errBadCursor
	}
	if skip > 0 {
		// resume past the items already shown without reading them again,
		// where GlitchTip's cursor can say so
		if c, ok := offsetCursor(cursor, skip); ok {
			cursor, skip = c, 0
		}
	}
	seen := map[string]bool{}
	for p.Pages < MaxPages {
		per := min(limit-n, PageSize)
		if skip > 0 {
			// a resumed page: ask for the skipped items too, in one page
			// where GlitchTip allows it
			per = min(limit-n+skip, MaxPageSize)
		}
		q.Set("limit", strconv.Itoa(per))
		if cursor != "" {
			q.Set("cursor", cursor)
			seen[cursor] = true
		}
		resp, err := c.get(ctx, tmpl, path, q)
		if err != nil {
			return p, err
		}
		p.Pages++
		got, err := items.decode(tmpl, resp.body)
		if p.Pages == 1 {
			p.Total, p.TotalCapped = hits(resp.header)
		}
		next, more := NextCursor(resp.header.Get("Link"))
		resp.release()
		if err != nil {
			return p, err
		}
		if got > per {
			// The server ignored limit: keep what was asked and say so.
			got = per
			more, next = true, ""
		}
		skipped := min(skip, got)
		p.starts = append(p.starts, pageStart{cursor: cursor, skip: skipped, first: n})
		// per asked for the skipped items and the room left, no more: what
		// is kept always fits
		items.keep(skipped, got)
		got, skip = got-skipped, 0
		n += got
		switch {
		case !more:
			return p, nil
		case next == "":
			// limit ignored: resume after the last item kept
			p.Truncated, p.NextCursor = true, cursorAfter(p.starts, "", n, n)
			return p, nil
		case seen[next] || got == 0 && skipped == 0:
			// A cursor that loops back, or a "more" page that is empty:
			// stop rather than spin, and say the listing is incomplete.
			p.Truncated = true
			return p, nil
		case n >= limit:
			p.Truncated, p.NextCursor = true, next
			return p, nil
		}
		cursor = next
	}
	p.Truncated, p.NextCursor = true, cursor
	return p, nil
}

// hits reads X-Hits (-1 when absent or odd) and whether it is the
// X-Max-Hits cap.
func hits(h http.Header) (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(h.Get("X-Hits")))
	if err != nil || n < 0 {
		return -1, false
	}
	m, err := strconv.Atoi(strings.TrimSpace(h.Get("X-Max-Hits")))
	return n, err == nil && m > 0 && n >= m
}

package glitchtip

import (
	"context"
	"encoding/base64"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gterr"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/ident"
)

// ValidSlug reports whether s is a GlitchTip organisation or project slug.
func ValidSlug(s string) bool { return ident.Slug(s) }

// ValidIssueID reports whether s is a positive decimal issue id of at most
// 19 digits. It is syntax only: InRange says whether GlitchTip could hold it.
func ValidIssueID(s string) bool { return ident.PositiveID(s) }

// InRange reports whether a valid issue id fits GlitchTip's bigint column.
// A larger id is a server error there, not a 404, so the client answers
// "not found" for it without asking.
func InRange(id string) bool {
	_, err := strconv.ParseInt(id, 10, 64)
	return err == nil
}

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

// Whoami returns the identity the token reads as. GlitchTip answers an
// invalid token with 200 and a null user, so that case is an
// authentication error: the identity must be proven, not assumed.
func (c *Client) Whoami(ctx context.Context) (*Whoami, error) {
	var w Whoami
	if err := c.getJSON(ctx, "GET /api/0/", "api/0/", nil, &w); err != nil {
		return nil, err
	}
	if w.User == nil || w.User.ID == "" {
		return nil, gterr.New(gterr.KindAuthentication, "GET /api/0/: no user for token", nil)
	}
	return &w, nil
}

// Me returns the token's user from /api/0/users/me/ (401 on a bad token).
func (c *Client) Me(ctx context.Context) (*Whoami, error) {
	var w Whoami
	if err := c.getJSON(ctx, "GET /api/0/users/me/", "api/0/users/me/", nil, &w.User); err != nil {
		return nil, err
	}
	if w.User == nil || w.User.ID == "" {
		return nil, gterr.New(gterr.KindAuthentication, "GET /api/0/users/me/: no user", nil)
	}
	return &w, nil
}

// Settings returns the server settings (its version).
func (c *Client) Settings(ctx context.Context) (*Settings, error) {
	var s Settings
	if err := c.getJSON(ctx, "GET /api/settings/", "api/settings/", nil, &s); err != nil {
		return nil, err
	}
	return &s, nil
}

// Projects lists the organisation's projects.
func (c *Client) Projects(ctx context.Context, opt ListOptions) (Page[Project], error) {
	return list[Project](ctx, c, "GET /api/0/organizations/{org}/projects/",
		"api/0/organizations/"+url.PathEscape(c.org)+"/projects/", nil, opt)
}

// Project returns one project; an unknown slug is KindNotFound.
func (c *Client) Project(ctx context.Context, slug string) (*Project, error) {
	if !ValidSlug(slug) {
		return nil, gterr.Input("project must be a project slug (lowercase letters, digits, '-' or '_')")
	}
	var p Project
	err := c.getJSON(ctx, "GET /api/0/projects/{org}/{project}/",
		"api/0/projects/"+url.PathEscape(c.org)+"/"+url.PathEscape(slug)+"/", nil, &p)
	if err != nil {
		return nil, err
	}
	return &p, nil
}

// IssueQuery selects issues. Fields are combined with AND.
type IssueQuery struct {
	// Project limits the search to one project slug; empty searches the org.
	Project string
	// ProjectID is Project's numeric id when the caller already holds it
	// (from the project list it read): the listing then costs no lookup.
	ProjectID string
	// Unresolved adds is:unresolved, which GlitchTip does not imply.
	Unresolved bool
	// Environment is sent as GlitchTip's environment parameter.
	Environment string
	// Release becomes a release:"…" token.
	Release string
	// Search is caller syntax (is:, level:, key:value, free text last),
	// already validated by the caller.
	Search string
}

// String renders the query parameter: structured tokens first, the
// caller's search (which may end in free text) last.
func (q IssueQuery) String() string {
	var parts []string
	if q.Unresolved {
		parts = append(parts, "is:unresolved")
	}
	if q.Release != "" {
		parts = append(parts, "release:"+Quote(q.Release))
	}
	if s := strings.TrimSpace(q.Search); s != "" {
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

// Quote quotes v shlex-style for GlitchTip's query parser.
func Quote(v string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`)
	return `"` + r.Replace(v) + `"`
}

// Issues lists issues sorted by last seen, newest first. A project is
// listed through the organisation route with the project's numeric id: the
// project route also serves issues pending deletion (the org route hides
// them) and answers an unknown slug with [] instead of 404.
func (c *Client) Issues(ctx context.Context, iq IssueQuery, opt ListOptions) (Page[Issue], error) {
	q := url.Values{}
	q.Set("sort", "-last_seen")
	if s := iq.String(); s != "" {
		q.Set("query", s)
	}
	if iq.Environment != "" {
		q.Set("environment", iq.Environment)
	}
	switch {
	case iq.ProjectID != "":
		if _, err := strconv.ParseInt(iq.ProjectID, 10, 64); err != nil {
			return Page[Issue]{}, gterr.New(gterr.KindInternal, "GET /api/0/organizations/{org}/issues/: project id is not numeric", nil)
		}
		q.Set("project", iq.ProjectID)
	case iq.Project != "":
		id, err := c.ProjectID(ctx, iq.Project)
		if err != nil {
			return Page[Issue]{}, err
		}
		q.Set("project", id)
	}
	p, err := list[Issue](ctx, c, "GET /api/0/organizations/{org}/issues/",
		"api/0/organizations/"+url.PathEscape(c.org)+"/issues/", q, opt)
	if len(p.Items) > 0 && p.Items[0].HasReleaseFields() {
		c.releaseFields.Store(true)
	}
	return p, err
}

// IssuesCarryReleases reports whether this server has been seen to put
// firstRelease/lastRelease on issues (GlitchTip 6.x), so the release tag
// facet need not be asked for.
func (c *Client) IssuesCarryReleases() bool { return c.releaseFields.Load() }

// maxCachedProjects bounds the slug → id cache.
const maxCachedProjects = 256

// ProjectID returns the numeric id of a project slug; an unknown slug is
// KindNotFound. Ids never change for a slug's life, so they are cached.
func (c *Client) ProjectID(ctx context.Context, slug string) (string, error) {
	if v, ok := c.projectIDs.Load(slug); ok {
		return v.(string), nil
	}
	p, err := c.Project(ctx, slug)
	if err != nil {
		return "", err
	}
	id := string(p.ID)
	if _, err := strconv.ParseInt(id, 10, 64); err != nil {
		return "", gterr.New(gterr.KindMalformed, "GET /api/0/projects/{org}/{project}/: project id is not numeric", nil)
	}
	if c.projectCount.Add(1) <= maxCachedProjects {
		c.projectIDs.Store(slug, id)
	}
	return id, nil
}

// errOutOfRange is an id above GlitchTip's bigint: no such issue can exist.
var errOutOfRange = gterr.New(gterr.KindNotFound, "issue id above 2^63-1: not asked", nil)

func issuePath(id string) (string, error) {
	if !ValidIssueID(id) {
		return "", gterr.Input("issue_id must be a positive integer")
	}
	if !InRange(id) {
		return "", errOutOfRange
	}
	return "api/0/issues/" + id + "/", nil
}

// Issue returns one issue.
func (c *Client) Issue(ctx context.Context, id string) (*Issue, error) {
	path, err := issuePath(id)
	if err != nil {
		return nil, err
	}
	var is Issue
	if err := c.getJSON(ctx, "GET /api/0/issues/{id}/", path, nil, &is); err != nil {
		return nil, err
	}
	if is.HasReleaseFields() {
		c.releaseFields.Store(true)
	}
	return &is, nil
}

// IssueTag returns one tag facet of an issue (nil when the issue has no
// such tag). GlitchTip's key parameter is single-valued (repeated keys keep
// only the last) and without it the route answers every key, user.* among
// them, so exactly one key is always sent.
func (c *Client) IssueTag(ctx context.Context, id, key string) (*TagFacet, error) {
	resp, err := c.issueTagGet(ctx, id, key)
	if err != nil {
		return nil, err
	}
	return resp.facet(key)
}

const tagsTmpl = "GET /api/0/issues/{id}/tags/"

// issueTagGet asks for one facet; facet decodes the answer.
func (c *Client) issueTagGet(ctx context.Context, id, key string) (*response, error) {
	path, err := issuePath(id)
	if err != nil {
		return nil, err
	}
	if key == "" {
		return nil, gterr.Input("a tag key is required")
	}
	q := url.Values{}
	q.Set("key", key)
	return c.get(ctx, tagsTmpl, path+"tags/", q)
}

// facet decodes an answer of issueTagGet and releases it.
func (r *response) facet(key string) (*TagFacet, error) {
	defer r.release()
	var out []TagFacet
	if err := decode(tagsTmpl, r.body, &out); err != nil {
		return nil, err
	}
	for i := range out {
		if out[i].Key == key {
			return &out[i], nil
		}
	}
	return nil, nil
}

// IssueTags returns the facets of the given keys, one call per key, run
// concurrently. Facets the issue lacks are absent; of several errors, the
// first key's is returned.
func (c *Client) IssueTags(ctx context.Context, id string, keys ...string) (map[string]*TagFacet, error) {
	resps := make([]*response, len(keys))
	errs := make([]error, len(keys))
	var wg sync.WaitGroup
	for i := 1; i < len(keys); i++ {
		wg.Add(1)
		Go(func() {
			defer wg.Done()
			resps[i], errs[i] = c.issueTagGet(ctx, id, keys[i])
		})
	}
	if len(keys) > 0 {
		// the first key is asked on this goroutine: one fewer to start
		resps[0], errs[0] = c.issueTagGet(ctx, id, keys[0])
	}
	wg.Wait()
	// The answers are decoded here, not on the goroutines that fetched
	// them: encoding/json's recursion would grow each fresh goroutine's
	// stack (copied at every doubling), while this one's has grown already.
	out := make(map[string]*TagFacet, len(keys))
	var first error
	for i, k := range keys {
		var f *TagFacet
		if errs[i] == nil {
			f, errs[i] = resps[i].facet(k)
		}
		if f != nil {
			out[k] = f
		}
		if first == nil {
			first = errs[i]
		}
	}
	return out, first
}

// IssueEvents returns up to limit (1–10) newest events of an issue. The list
// answers [] for an unknown issue, and on 6.x lists only events still in hot
// storage (latest/ also finds cold ones): callers read the issue alongside.
func (c *Client) IssueEvents(ctx context.Context, id string, limit int) ([]Event, error) {
	path, err := issuePath(id)
	if err != nil {
		return nil, err
	}
	if limit < 1 || limit > 10 {
		return nil, gterr.Input("limit must be between 1 and 10")
	}
	q := url.Values{}
	q.Set("limit", strconv.Itoa(limit))
	resp, err := c.get(ctx, "GET /api/0/issues/{id}/events/", path+"events/", q)
	if err != nil {
		return nil, err
	}
	defer resp.release()
	var evs []Event
	if err := decode("GET /api/0/issues/{id}/events/", resp.body, &evs); err != nil {
		return nil, err
	}
	if len(evs) > limit {
		evs = evs[:limit]
	}
	return evs, nil
}

// IssueEventsFitting is IssueEvents that reads fewer events at a time
// when GlitchTip's answer is over the body cap (events can be megabytes
// each): it asks again for half as many, down to one, and returns the
// events and how many it asked for last, less than limit when it had to.
// One oversized event still fails the call.
func (c *Client) IssueEventsFitting(ctx context.Context, id string, limit int) ([]Event, int, error) {
	for {
		evs, err := c.IssueEvents(ctx, id, limit)
		var ge *gterr.Error
		if err == nil || limit == 1 || !errors.As(err, &ge) || ge.Kind != gterr.KindTooLarge {
			return evs, limit, err
		}
		limit /= 2
	}
}

// MaxBody returns the most bytes read from one answer.
func (c *Client) MaxBody() int64 { return c.maxBody }

// LatestEvent returns the newest event of an issue. GlitchTip answers 404
// both for an unknown issue and for an issue whose events expired.
func (c *Client) LatestEvent(ctx context.Context, id string) (*Event, error) {
	path, err := issuePath(id)
	if err != nil {
		return nil, err
	}
	resp, err := c.get(ctx, "GET /api/0/issues/{id}/events/latest/", path+"events/latest/", nil)
	if err != nil {
		return nil, err
	}
	defer resp.release()
	return DecodeEvent(resp.body)
}

// DecodeEvent decodes one event body of any supported shape.
func DecodeEvent(body []byte) (*Event, error) {
	var ev Event
	if err := decode("event", body, &ev); err != nil {
		return nil, err
	}
	return &ev, nil
}

// MaxQuery is the longest search query accepted.
const MaxQuery = 512

// CheckQuery validates caller search syntax before it is sent: GlitchTip
// splits the query like a POSIX shell and answers an unbalanced quote or
// apostrophe with an HTTP 500, so that is refused here with advice.
func CheckQuery(q string) error {
	if len(q) > MaxQuery {
		return gterr.Input("query must be at most 512 characters")
	}
	for _, r := range q {
		if r < 0x20 || r == 0x7f {
			return gterr.Input("query must not contain control characters")
		}
	}
	var quote rune
	esc := false
	for _, r := range q {
		switch {
		case esc:
			esc = false
		case quote != 0:
			if r == quote {
				quote = 0
			} else if r == '\\' && quote == '"' {
				esc = true
			}
		case r == '\\':
			esc = true
		case r == '"' || r == '\'':
			quote = r
		}
	}
	if quote != 0 || esc {
		return gterr.Input(`query has an unbalanced quote or apostrophe: wrap words with an apostrophe in double quotes, e.g. "it's broken"`)
	}
	return nil
}

// NeededScopes are the token scopes the tools need, each with the scopes
// GlitchTip accepts for it: the project lists demand exactly project:read,
// issues and events accept any event scope, releases need project:releases.
var NeededScopes = []struct {
	Scope    string
	Accepts  []string
	UsedFor  string
	Optional bool
}{
	{"project:read", []string{"project:read"}, "projects, environments", false},
	{"event:read", []string{"event:read", "event:write", "event:admin"}, "issues, events, tags, hashes", false},
	{"project:releases", []string{"project:releases"}, "glitchtip_list_releases", true},
}

// MissingScopes names the needed scopes a token with scopes lacks.
func MissingScopes(scopes []string) []string {
	var out []string
	for _, n := range NeededScopes {
		ok := false
		for _, a := range n.Accepts {
			for _, s := range scopes {
				ok = ok || s == a
			}
		}
		if !ok {
			out = append(out, n.Scope)
		}
	}
	return out
}

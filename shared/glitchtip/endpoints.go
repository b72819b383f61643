package glitchtip

import (
	"context"
	"errors"
	"net/url"
	"strconv"
	"strings"
	"sync"

	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/ident"
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
	return c.getQuery(ctx, tagsTmpl, path+"tags/", "key="+url.QueryEscape(key))
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

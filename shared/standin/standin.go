// Package standin is a GlitchTip API stand-in with a built-in demo dataset:
// the product's demo (make demo) runs on it, and the tests' upstream builds
// on it (shared/testkit). It answers every route the product calls in the
// shapes a live GlitchTip 5.2 was recorded giving (its contract test
// compares them with ../shared/glitchtip-fixtures/live-5.2) and reproduces
// the quirks that matter to a client: the Link header wrapped in {'…'},
// X-Hits and X-Max-Hits, snake_case keys on the events list, counts as
// strings, millisecond times, a 500 HTML page for paths that fall through
// to the web app (a source install; WebAppIndex gives the Docker image's
// 200 index), 404 JSON for an issue id beyond bigint, [] for an unknown
// project's issues, releases and environments, 401 only on authenticated
// routes, 422 for an unknown sort or cursor, a 500 HTML page for an
// unbalanced quote, a single-valued tags ?key= (the last one wins; none
// answers every key, user.* included), an empty culprit, titles cut at 100
// characters, no fingerprint and userCount 0 on issues, issues-stats with
// only the non-empty buckets, hashes carrying a whole event, issues pending
// deletion on the project route only, and by major version: 6.x issues
// with firstRelease/lastRelease, UUIDv7 event ids, and an events list that
// shows only hot-storage events while latest/ also finds cold ones.
package standin

import (
	"encoding/json"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Project is one project of the dataset.
type Project struct {
	ID       int
	Slug     string
	Name     string
	Platform string
}

// Issue is one issue of the dataset. Events are camelCase event-detail
// bodies, newest first; the events list serves them with snake_case keys.
type Issue struct {
	ID          int
	Project     string
	Title       string
	Culprit     string
	Level       string
	Status      string
	Count       int
	FirstSeen   time.Time
	LastSeen    time.Time
	Environment string
	// Release is the most frequent release tag value (the 5.x facet).
	Release string
	// FirstRelease and LastRelease are what 6.x puts on the issue; empty
	// means Release.
	FirstRelease, LastRelease string
	Events                    []json.RawMessage
	// PendingDeletion issues are listed by the project route only.
	PendingDeletion bool
	// ColdEvents (6.x) keeps the events out of the events list while
	// latest/ and the event routes still find them.
	ColdEvents bool
	// DerivedFacets answers the tags route from the stored events' tags
	// only, never making a facet up from the fields above.
	DerivedFacets bool
	// Hashes are the issue's grouping hashes (32 hex).
	Hashes []string
	// Hourly (24, oldest first) and Daily (14) event counts for
	// issues-stats; nil derives a flat series from first/last seen.
	Hourly, Daily []int
}

// Monitor is an uptime monitor of the dataset; Checks are newest first.
type Monitor struct {
	ID         int
	Name       string
	Type       string
	URL        string
	Interval   int
	ProjectID  int
	Env        string
	EndpointID string
	Checks     []Check
}

// Check is one monitor check.
type Check struct {
	Up           bool
	At           time.Time
	Reason       int
	ResponseTime int
	Change       bool
}

// Release is a release of a project.
type Release struct {
	Project  string
	Version  string
	Created  time.Time
	Released time.Time
}

// Dataset is what the stand-in serves.
type Dataset struct {
	Org     string
	Token   string
	Version string
	// Major is GlitchTip's major version whose shapes are served (5 or 6;
	// 0 means 5).
	Major    int
	UserName string
	Email    string
	// Scopes are the token's scopes; nil means project:read, event:read,
	// project:releases.
	Scopes       []string
	Projects     []Project
	Issues       []*Issue
	Monitors     []Monitor
	Releases     []Release
	Environments map[string][]string
	// WebAppIndex serves paths that fall through to the web app with the
	// Docker image's 200 HTML index; by default they get the 500 HTML page
	// of a source install (both are what GlitchTip 5.2 does).
	WebAppIndex bool
}

// Server is an http.Handler serving a Dataset.
type Server struct {
	// Data is served as is; do not change it while serving.
	Data *Dataset
	// Latency is added to every answer (for load tests).
	Latency time.Duration
	// StatsLatency is added to every issues-stats answer besides Latency
	// (a GlitchTip slow to count, for the degraded digest's tests).
	StatsLatency time.Duration
	// Now is the stand-in's clock, where its issues-stats buckets end;
	// nil means time.Now. Tests with a fixed window set it, so that what
	// they read does not depend on the time of day.
	Now func() time.Time

	intercept   atomic.Pointer[func(w http.ResponseWriter, r *http.Request) bool]
	requests    atomic.Int64
	nonGET      atomic.Int64
	mu          sync.Mutex
	lastQueries []string
	paths       []string
	// tagCache holds each issue's stored events' tags, parsed once: the
	// tags route is asked on most calls, and parsing every event each time
	// made the stand-in the bottleneck of the load tests
	tagCache sync.Map // *Issue -> issueTags
	// timeCache holds each issue's stored events' times, parsed once (the
	// stats route counted them by parsing every event for every bucket)
	timeCache sync.Map // *Issue -> []time.Time
	// byID indexes Data.Issues by id, built on first use and rebuilt when
	// the number of issues changes
	byIDMu sync.Mutex
	byID   map[int]*Issue
	byIDN  int
}

func (s *Server) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// SetIntercept installs fn (nil removes it) to answer requests itself, for
// fault injection; fn returns true when it answered. It is safe to call
// while the server is serving.
func (s *Server) SetIntercept(fn func(w http.ResponseWriter, r *http.Request) bool) {
	if fn == nil {
		s.intercept.Store(nil)
		return
	}
	s.intercept.Store(&fn)
}

// Requests returns the number of requests received.
func (s *Server) Requests() int64 { return s.requests.Load() }

// NonGET returns the number of requests with a method other than GET.
func (s *Server) NonGET() int64 { return s.nonGET.Load() }

// Queries returns the raw query strings received, oldest first.
func (s *Server) Queries() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.lastQueries...)
}

// Paths returns the request paths received, oldest first.
func (s *Server) Paths() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.paths...)
}

// Reset forgets the requests received so far.
func (s *Server) Reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lastQueries, s.paths = nil, nil
	s.requests.Store(0)
}

// Time formats t as GlitchTip 5.2 does: UTC with milliseconds ("….410Z").
func Time(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000Z07:00") }

// microTime is the microsecond form a few fields keep (monitor lastChange).
func microTime(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000000Z07:00") }

const spaHTML = "<!doctype html><html><head><title>GlitchTip</title></head><body><app-root></app-root></body></html>"

// html answers a path that falls through to the web app: 500 on a source
// install without the frontend bundle (as recorded live), 200 with the
// Docker image's index page when the dataset says so.
func (s *Server) html(w http.ResponseWriter) {
	status := 500
	if s.Data.WebAppIndex {
		status = 200
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write([]byte(spaHTML))
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func detail(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"detail": msg})
}

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.requests.Add(1)
	s.mu.Lock()
	if len(s.lastQueries) < 10000 {
		s.lastQueries = append(s.lastQueries, r.URL.RawQuery)
		s.paths = append(s.paths, r.URL.Path)
	}
	s.mu.Unlock()
	if r.Method != http.MethodGet {
		s.nonGET.Add(1)
		w.WriteHeader(http.StatusMethodNotAllowed)
		return
	}
	if s.Latency > 0 {
		select {
		case <-time.After(s.Latency):
		case <-r.Context().Done():
			return
		}
	}
	if fn := s.intercept.Load(); fn != nil && (*fn)(w, r) {
		return
	}
	d := s.Data
	p := r.URL.Path
	if !strings.HasSuffix(p, "/") {
		s.html(w) // the SPA catch-all answers paths without the slash
		return
	}
	seg := strings.Split(strings.Trim(p, "/"), "/")
	authed := r.Header.Get("Authorization") == "Bearer "+d.Token
	switch {
	case p == "/api/settings/":
		writeJSON(w, 200, map[string]any{"version": d.Version, "billingEnabled": false, "chatwootWebsiteToken": nil,
			"enableOrganizationCreation": false, "enableSocialAppsUserRegistration": true, "enableUserRegistration": true,
			"environment": nil, "glitchtipInstanceName": nil, "iPaidForGlitchTip": false, "plausibleDomain": nil, "plausibleUrl": nil,
			"sentryDSN": nil, "sentryTracesSampleRate": 0.01, "serverTimeZone": "UTC", "socialApps": []any{}, "stripePublicKey": nil})
		return
	case p == "/api/0/":
		s.whoami(w, authed)
		return
	case len(seg) < 2 || seg[0] != "api" || seg[1] != "0":
		s.html(w)
		return
	}
	if !authed {
		detail(w, 401, "Unauthorized")
		return
	}
	seg = seg[2:]
	switch {
	case len(seg) == 2 && seg[0] == "users" && seg[1] == "me":
		writeJSON(w, 200, s.user())
	case len(seg) == 3 && seg[0] == "organizations" && seg[2] == "projects":
		if seg[1] != d.Org {
			detail(w, 404, "Not Found")
			return
		}
		items := make([]any, 0, len(d.Projects))
		ps := append([]Project(nil), d.Projects...)
		sort.Slice(ps, func(i, j int) bool { return ps[i].Name < ps[j].Name })
		for _, pr := range ps {
			items = append(items, projectJSON(pr))
		}
		s.paginate(w, r, items)
	case len(seg) == 3 && seg[0] == "projects":
		pr, ok := s.project(seg[1], seg[2])
		if !ok {
			detail(w, 404, "Not Found")
			return
		}
		body := projectJSON(pr)
		delete(body, "teams") // the detail has the organization instead
		body["organization"] = map[string]any{"avatar": map[string]any{"avatarType": "", "avatarUuid": nil}, "dateCreated": "2024-03-02T10:00:00.000Z",
			"eventThrottleRate": 0, "id": "1", "isAcceptingEvents": true, "isEarlyAdopter": false, "name": d.Org, "require2fa": false,
			"slug": d.Org, "status": map[string]any{"id": "active", "name": "active"}}
		writeJSON(w, 200, body)
	case len(seg) == 4 && seg[0] == "projects" && seg[3] == "issues":
		if seg[1] != d.Org {
			writeJSON(w, 200, []any{})
			return
		}
		s.issues(w, r, seg[2], true) // an unknown slug yields [] as in GlitchTip
	case len(seg) == 4 && seg[0] == "projects" && (seg[3] == "releases" || seg[3] == "environments"):
		if seg[3] == "releases" {
			if !s.hasScope("project:releases") {
				detail(w, 403, "Permission denied")
				return
			}
			s.releases(w, r, seg[2])
			return
		}
		// an unknown project (or org) answers 200 [] here, not 404
		out := []any{}
		if _, ok := s.project(seg[1], seg[2]); ok {
			for i, e := range d.Environments[seg[2]] {
				out = append(out, map[string]any{"id": i + 1, "name": e, "isHidden": false})
			}
		}
		s.paginate(w, r, out)
	case len(seg) >= 3 && seg[0] == "organizations" && seg[1] != d.Org:
		detail(w, 404, "Not Found")
	case len(seg) == 3 && seg[0] == "organizations" && seg[2] == "issues":
		s.issues(w, r, "", false)
	case len(seg) == 5 && seg[0] == "organizations" && seg[2] == "issues" && seg[4] == "hashes":
		s.hashes(w, r, seg[3])
	case len(seg) == 3 && seg[0] == "organizations" && seg[2] == "issues-stats":
		s.stats(w, r)
	case len(seg) >= 3 && seg[0] == "organizations" && seg[2] == "monitors":
		s.monitors(w, r, seg[3:])
	case len(seg) >= 2 && seg[0] == "issues":
		if !digits(seg[1]) {
			s.html(w) // non-numeric ids fall through to the SPA
			return
		}
		id, err := strconv.ParseInt(seg[1], 10, 64)
		if err != nil || id > 1<<31 {
			id = 0 // beyond bigint or this stand-in's ids: not found (a 20-digit id is 404 JSON live)
		}
		s.issueRoutes(w, r, int(id), seg[2:])
	default:
		s.html(w)
	}
}

func (s *Server) whoami(w http.ResponseWriter, authed bool) {
	if !authed {
		writeJSON(w, 200, map[string]any{"version": "0", "user": nil, "auth": nil})
		return
	}
	writeJSON(w, 200, map[string]any{
		"version": "0",
		"user":    s.user(),
		"auth": map[string]any{
			"id": 7, "label": "mcp-readonly", "created": "2025-11-30T14:00:00Z",
			"scopes": s.scopes(),
			"token":  s.Data.Token, // GlitchTip echoes the secret
		},
	})
}

func (s *Server) scopes() []string {
	if s.Data.Scopes != nil {
		return s.Data.Scopes
	}
	return []string{"project:read", "event:read", "project:releases"}
}

func (s *Server) hasScope(want string) bool {
	for _, sc := range s.scopes() {
		if sc == want {
			return true
		}
	}
	return false
}

func digits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

func (s *Server) user() map[string]any {
	d := s.Data
	return map[string]any{
		"id": "12", "name": d.UserName, "email": d.Email, "username": d.Email,
		"isActive": true, "isSuperuser": false, "hasPasswordAuth": true, "dateJoined": "2024-03-02T10:00:00.000Z", "lastLogin": nil,
		"options":    map[string]any{"clock24Hours": nil, "language": nil, "preferredTheme": nil, "stacktraceOrder": nil, "timezone": nil},
		"identities": []any{map[string]any{"id": 3, "provider": "github", "email": d.Email, "username": "janedoe"}},
	}
}

func (s *Server) project(org, slug string) (Project, bool) {
	if org != s.Data.Org {
		return Project{}, false
	}
	for _, p := range s.Data.Projects {
		if p.Slug == slug {
			return p, true
		}
	}
	return Project{}, false
}

func projectJSON(p Project) map[string]any {
	return map[string]any{
		"id": strconv.Itoa(p.ID), "slug": p.Slug, "name": p.Name, "platform": p.Platform,
		"avatar": map[string]any{"avatarType": "", "avatarUuid": nil}, "color": "", "features": []any{},
		"hasAccess": true, "isBookmarked": false, "isMember": true, "isPublic": false, "scrubIPAddresses": true,
		"dateCreated": "2024-03-02T10:20:00.000Z", "teams": []any{map[string]any{"id": "1", "slug": "platform"}},
		"eventThrottleRate": 0, "firstEvent": "2024-03-02T10:25:00.000Z", "isInternal": false,
	}
}

func (s *Server) issueJSON(is *Issue) map[string]any {
	pr, _ := s.project(s.Data.Org, is.Project)
	// GlitchTip 5.x leaves an issue's culprit empty whatever its events
	// carry, and cuts titles at about 100 characters.
	culprit := ""
	if s.Data.Major >= 6 {
		culprit = is.Culprit
	}
	body := map[string]any{
		"id": strconv.Itoa(is.ID), "title": cutTitle(is.Title), "culprit": culprit,
		"shortId": strings.ToUpper(is.Project) + "-" + strings.ToUpper(strconv.FormatInt(int64(is.ID), 32)),
		"level":   is.Level, "status": is.Status, "type": "error",
		"count":     strconv.Itoa(is.Count), // a string, as GlitchTip sends it
		"userCount": 0, "numComments": 0,
		"firstSeen": Time(is.FirstSeen), "lastSeen": Time(is.LastSeen),
		"project":  map[string]any{"id": strconv.Itoa(pr.ID), "slug": pr.Slug, "name": pr.Name, "platform": pr.Platform},
		"metadata": map[string]any{"title": is.Title},
		// GlitchTip's own permalink uses the project slug and does not resolve.
		"permalink": "https://glitchtip.invalid/" + is.Project + "/issues/" + strconv.Itoa(is.ID),
		"stats":     map[string]any{"24h": []any{}}, "statusDetails": map[string]any{},
		"shareId": nil, "logger": nil, "matchingEventId": nil, "subscriptionDetails": nil,
	}
	if s.Data.Major >= 6 {
		body["firstRelease"] = s.releaseJSON(is.Project, firstNonEmpty(is.FirstRelease, is.Release))
		body["lastRelease"] = s.releaseJSON(is.Project, firstNonEmpty(is.LastRelease, is.Release))
	}
	return body
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// releaseJSON is the 6.x release object on an issue, or null.
func (s *Server) releaseJSON(project, version string) any {
	if version == "" {
		return nil
	}
	out := map[string]any{"version": version, "shortVersion": version, "dateCreated": "2025-11-01T09:00:00.000Z", "dateReleased": nil}
	for _, r := range s.Data.Releases {
		if r.Project == project && r.Version == version {
			out["dateCreated"] = Time(r.Created)
			if !r.Released.IsZero() {
				out["dateReleased"] = Time(r.Released)
			}
		}
	}
	return out
}

func (s *Server) findIssue(id int) *Issue {
	s.byIDMu.Lock()
	if s.byID == nil || s.byIDN != len(s.Data.Issues) {
		s.byID = make(map[int]*Issue, len(s.Data.Issues))
		for _, is := range s.Data.Issues {
			if _, dup := s.byID[is.ID]; !dup {
				s.byID[is.ID] = is // the first of an id wins, as the scan did
			}
		}
		s.byIDN = len(s.Data.Issues)
	}
	is := s.byID[id]
	s.byIDMu.Unlock()
	if is != nil && is.ID == id {
		return is
	}
	for _, is := range s.Data.Issues { // an issue replaced in place
		if is.ID == id {
			return is
		}
	}
	return nil
}

func (s *Server) issueRoutes(w http.ResponseWriter, r *http.Request, id int, rest []string) {
	is := s.findIssue(id)
	switch {
	case len(rest) == 0:
		if is == nil {
			detail(w, 404, "Not Found")
			return
		}
		body := s.issueJSON(is)
		body["userReportCount"] = 0
		writeJSON(w, 200, body)
	case len(rest) == 1 && rest[0] == "events":
		if is == nil {
			writeJSON(w, 200, []any{}) // unknown issue: an empty list, not 404
			return
		}
		out := []any{}
		for _, ev := range is.Events {
			if s.Data.Major >= 6 && is.ColdEvents {
				break // 6.x lists hot storage only
			}
			out = append(out, snakeEvent(s.versioned(ev)))
		}
		s.paginate(w, r, out)
	case len(rest) == 2 && rest[0] == "events" && rest[1] == "latest":
		if is == nil || len(is.Events) == 0 {
			detail(w, 404, "Not Found")
			return
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Write(s.versioned(is.Events[0]))
	case len(rest) == 2 && rest[0] == "events":
		want := strings.ToLower(strings.ReplaceAll(rest[1], "-", ""))
		if is != nil {
			for _, ev := range is.Events {
				v := s.versioned(ev)
				var ids struct{ ID, EventID string }
				json.Unmarshal(v, &ids)
				if want == ids.EventID || want == strings.ReplaceAll(ids.ID, "-", "") {
					w.Header().Set("Content-Type", "application/json; charset=utf-8")
					w.Write(v)
					return
				}
			}
		}
		detail(w, 404, "Not Found")
	case len(rest) == 1 && rest[0] == "tags":
		if is == nil {
			detail(w, 404, "Not Found")
			return
		}
		// key is single-valued: django-ninja keeps the last of repeated
		// values. Without a key every tag key is answered, user.* included.
		keys := []string{"environment", "release", "user.email", "browser.name", "os.name"}
		if ks := r.URL.Query()["key"]; len(ks) > 0 {
			keys = ks[len(ks)-1:]
		}
		out := []any{}
		for _, k := range keys {
			if f := s.facet(is, k); f != nil {
				out = append(out, f)
			}
		}
		writeJSON(w, 200, out)
	default:
		s.html(w)
	}
}

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
	"encoding/base64"
	"encoding/json"
	"net/http"
	"slices"
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
}

// issueTags are the tags of an issue's stored events, for as many events
// as it had when they were parsed.
type issueTags struct {
	events int
	tags   [][]eventTag
}

type eventTag struct{ Key, Value string }

// eventTags returns the tags of each stored event of is.
func (s *Server) eventTags(is *Issue) [][]eventTag {
	if c, ok := s.tagCache.Load(is); ok && c.(issueTags).events == len(is.Events) {
		return c.(issueTags).tags
	}
	out := make([][]eventTag, 0, len(is.Events))
	for _, ev := range is.Events {
		var e struct{ Tags []eventTag }
		json.Unmarshal(ev, &e)
		out = append(out, e.Tags)
	}
	s.tagCache.Store(is, issueTags{len(is.Events), out})
	return out
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
	for _, is := range s.Data.Issues {
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

// eventFacet counts the values of tag key over an issue's stored events,
// most frequent first (ties in first-seen order); nil when none has it.
func (s *Server) eventFacet(is *Issue, key string) [][2]any {
	counts := map[string]int{}
	var order []string
	for _, tags := range s.eventTags(is) {
		for _, t := range tags {
			if t.Key == key {
				if counts[t.Value] == 0 {
					order = append(order, t.Value)
				}
				counts[t.Value]++
			}
		}
	}
	sort.SliceStable(order, func(i, j int) bool { return counts[order[i]] > counts[order[j]] })
	var out [][2]any
	for _, v := range order {
		out = append(out, [2]any{v, counts[v]})
	}
	return out
}

// facet is the tag facet of key for an issue, or nil when it has none.
// Where the issue's stored events carry the key, it is counted from them;
// otherwise (unless DerivedFacets) it is made up from the issue's fields.
func (s *Server) facet(is *Issue, k string) map[string]any {
	vals := s.facetValues(is, k)
	if len(vals) == 0 {
		return nil
	}
	top := []any{}
	total := 0
	for _, v := range vals {
		top = append(top, map[string]any{"key": k, "name": v[0], "value": v[0], "count": v[1]})
		total += v[1].(int)
	}
	return map[string]any{"key": k, "name": k, "totalValues": total, "uniqueValues": len(vals), "topValues": top}
}

// facetValues are a facet's values and counts, most frequent first.
func (s *Server) facetValues(is *Issue, k string) [][2]any {
	// the stored events are the truth where they carry the key
	if vals := s.eventFacet(is, k); len(vals) > 0 || is.DerivedFacets {
		return vals
	}
	var vals [][2]any // value, count
	switch k {
	case "environment":
		if is.Environment != "" {
			vals = [][2]any{{is.Environment, is.Count}}
		}
	case "release":
		if is.Release != "" {
			vals = [][2]any{{is.Release, is.Count - is.Count/3}}
			if is.LastRelease != "" && is.LastRelease != is.Release {
				vals = append(vals, [2]any{is.LastRelease, is.Count / 3})
			}
		}
	case "user.email":
		vals = [][2]any{{s.Data.Email, is.Count}}
	case "browser.name":
		vals = [][2]any{{"Chrome", is.Count - is.Count/4}, {"Firefox", is.Count / 4}}
	case "os.name":
		vals = [][2]any{{"Linux", is.Count}}
	case "server_name":
		vals = [][2]any{{"ip-203-0-113-77.eu-west-1.compute.internal", is.Count}}
	case "url":
		vals = [][2]any{{"https://shop.example/api/login?token=abc123secret&email=olivia.martin%40example.org", is.Count}}
	}
	return vals
}

// versioned serves an event in the dataset's major version: 6.x gives it
// a GlitchTip-made UUIDv7 id and keeps the SDK id as eventID.
func (s *Server) versioned(ev json.RawMessage) json.RawMessage {
	if s.Data.Major < 6 {
		return ev
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(ev, &m) != nil {
		return ev
	}
	var sdk string
	json.Unmarshal(m["eventID"], &sdk)
	if len(sdk) != 32 {
		return ev
	}
	// a UUIDv7-looking id derived from the SDK id
	v7 := "019a" + sdk[4:12] + "7" + sdk[13:16] + "8" + sdk[17:]
	m["id"], _ = json.Marshal(v7[:8] + "-" + v7[8:12] + "-" + v7[12:16] + "-" + v7[16:20] + "-" + v7[20:])
	b, _ := json.Marshal(m)
	return b
}

// eventIDs returns the SDK ids of an issue's events.
func eventIDs(is *Issue) []string {
	var out []string
	for _, ev := range is.Events {
		var ids struct{ EventID string }
		json.Unmarshal(ev, &ids)
		out = append(out, ids.EventID)
	}
	return out
}

func (s *Server) hashes(w http.ResponseWriter, r *http.Request, idStr string) {
	id, err := strconv.Atoi(idStr)
	is := s.findIssue(id)
	if err != nil || is == nil {
		writeJSON(w, 200, []any{})
		return
	}
	var items []any
	for _, h := range is.Hashes {
		var latest any
		if len(is.Events) > 0 {
			latest = hashEvent(s.versioned(is.Events[0])) // a full event rides along
		}
		items = append(items, map[string]any{"id": h, "latestEvent": latest})
	}
	if items == nil {
		items = []any{}
	}
	s.paginate(w, r, items)
}

// stats serves issues-stats: [[epoch, count], …] per issue, oldest first.
func (s *Server) stats(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	period := q.Get("statsPeriod")
	if period == "" {
		period = "24h"
	}
	if period != "24h" && period != "14d" {
		writeJSON(w, 422, map[string]any{"detail": []any{map[string]any{"type": "literal_error", "loc": []string{"query", "statsPeriod"}, "msg": "Input should be '24h' or '14d'"}}})
		return
	}
	now := time.Now().UTC()
	out := []any{}
	for _, g := range q["groups"] {
		id, err := strconv.Atoi(g)
		is := s.findIssue(id)
		if err != nil || is == nil {
			continue
		}
		// only non-empty buckets come back; the other period is null
		series := [][2]int64{}
		for _, b := range s.series(is, period, now) {
			if b[1] > 0 {
				series = append(series, b)
			}
		}
		stats := map[string]any{"24h": nil, "14d": nil}
		stats[period] = series
		out = append(out, map[string]any{"id": strconv.Itoa(is.ID), "count": strconv.Itoa(is.Count),
			"firstSeen":   is.FirstSeen.UTC().Format("2006-01-02T15:04:05.000000-07:00"),
			"lastSeen":    is.LastSeen.UTC().Format("2006-01-02T15:04:05.000000-07:00"),
			"isUnhandled": false, "userCount": is.Count, "stats": stats})
	}
	writeJSON(w, 200, out)
}

func (s *Server) series(is *Issue, period string, now time.Time) [][2]int64 {
	step, n, given := time.Hour, 24, is.Hourly
	if period == "14d" {
		step, n, given = 24*time.Hour, 14, is.Daily
	}
	end := now.Truncate(step)
	out := make([][2]int64, n)
	for i := range n {
		at := end.Add(-time.Duration(n-1-i) * step)
		var c int
		switch {
		case given != nil && i < len(given):
			c = given[i]
		case given == nil && len(is.Events) > 0:
			c = eventsIn(is, at, at.Add(step)) // the stored events are the truth
		case given == nil && !at.Add(step).Before(is.FirstSeen) && !at.After(is.LastSeen):
			c = 1
		}
		out[i] = [2]int64{at.Unix(), int64(c)}
	}
	return out
}

// eventsIn counts an issue's stored events in [from, to).
func eventsIn(is *Issue, from, to time.Time) int {
	n := 0
	for _, ev := range is.Events {
		var e struct {
			DateCreated time.Time `json:"dateCreated"`
		}
		if json.Unmarshal(ev, &e) == nil && !e.DateCreated.Before(from) && e.DateCreated.Before(to) {
			n++
		}
	}
	return n
}

func (s *Server) monitors(w http.ResponseWriter, r *http.Request, rest []string) {
	find := func(id string) *Monitor {
		for i := range s.Data.Monitors {
			if strconv.Itoa(s.Data.Monitors[i].ID) == id {
				return &s.Data.Monitors[i]
			}
		}
		return nil
	}
	switch {
	case len(rest) == 0:
		items := []any{}
		for i := range s.Data.Monitors {
			items = append(items, s.monitorJSON(&s.Data.Monitors[i], false))
		}
		s.paginate(w, r, items)
	case len(rest) == 1:
		m := find(rest[0])
		if m == nil {
			detail(w, 404, "Not Found")
			return
		}
		writeJSON(w, 200, s.monitorJSON(m, true))
	case len(rest) == 2 && rest[1] == "checks":
		m := find(rest[0])
		if m == nil {
			detail(w, 404, "Not Found")
			return
		}
		changes := r.URL.Query().Get("is_change") == "true"
		items := []any{}
		for _, c := range m.Checks {
			if !changes || c.Change {
				items = append(items, checkJSON(c, true))
			}
		}
		s.paginate(w, r, items)
	default:
		s.html(w)
	}
}

func checkJSON(c Check, withTime bool) map[string]any {
	out := map[string]any{"isUp": c.Up, "startCheck": Time(c.At), "reason": c.Reason}
	if c.Up {
		out["reason"] = nil
	}
	if withTime {
		out["responseTime"] = c.ResponseTime
	}
	return out
}

func (s *Server) monitorJSON(m *Monitor, detailed bool) map[string]any {
	var isUp, lastChange any
	checks := []any{}
	for i, c := range m.Checks {
		if i == 0 {
			isUp = c.Up
		}
		if c.Change && lastChange == nil {
			lastChange = microTime(c.At)
		}
		if i < 60 {
			checks = append(checks, checkJSON(c, detailed))
		}
	}
	var endpoint any
	if m.EndpointID != "" {
		endpoint = "https://glitchtip.invalid/api/0/organizations/" + s.Data.Org + "/heartbeat_check/" + m.EndpointID + "/"
	}
	var project, projectName any
	for _, p := range s.Data.Projects {
		if p.ID == m.ProjectID {
			project, projectName = strconv.Itoa(p.ID), p.Name
		}
	}
	return map[string]any{"id": m.ID, "monitorType": m.Type, "endpointID": m.EndpointID, "created": "2025-10-01T08:00:00.000Z",
		"name": m.Name, "url": m.URL, "expectedStatus": 200, "expectedBody": "ok token=abc123secret", "interval": m.Interval, "timeout": nil,
		"projectID": project, "environmentID": nil, "isUp": isUp, "lastChange": lastChange, "heartbeatEndpoint": endpoint,
		"projectName": projectName, "envName": m.Env, "checks": checks, "organizationID": 1}
}

func (s *Server) releases(w http.ResponseWriter, r *http.Request, project string) {
	var rs []Release
	for _, rel := range s.Data.Releases {
		if rel.Project == project {
			rs = append(rs, rel)
		}
	}
	sort.SliceStable(rs, func(i, j int) bool { return rs[i].Created.After(rs[j].Created) })
	items := []any{}
	for _, rel := range rs {
		var released any
		if !rel.Released.IsZero() {
			released = Time(rel.Released)
		}
		items = append(items, map[string]any{"version": rel.Version, "shortVersion": rel.Version, "ref": nil,
			"url": "https://ci.example/builds?token=abc123secret", "data": map[string]any{},
			"dateCreated": Time(rel.Created), "dateReleased": released, "deployCount": 1,
			"projects": []any{map[string]any{"name": project, "slug": project}}})
	}
	s.paginate(w, r, items)
}

// hashEvent is an event as the hashes route embeds it: the detail's
// camelCase keys without the neighbours and the user report.
func hashEvent(ev json.RawMessage) json.RawMessage {
	var m map[string]json.RawMessage
	if json.Unmarshal(ev, &m) != nil {
		return ev
	}
	for _, k := range []string{"userReport", "nextEventID", "previousEventID"} {
		delete(m, k)
	}
	b, _ := json.Marshal(m)
	return b
}

// snakeEvent rewrites the camelCase top-level keys of an event detail into
// the snake_case the events list really returns, and drops the detail-only
// keys.
func snakeEvent(ev json.RawMessage) json.RawMessage {
	var m map[string]json.RawMessage
	if json.Unmarshal(ev, &m) != nil {
		return ev
	}
	ren := map[string]string{"eventID": "event_id", "projectID": "project_id", "groupID": "group_id",
		"dateCreated": "date_created", "dateReceived": "date_received"}
	for from, to := range ren {
		if v, ok := m[from]; ok {
			m[to] = v
			delete(m, from)
		}
	}
	for _, k := range []string{"userReport", "nextEventID", "previousEventID"} {
		delete(m, k)
	}
	// the request entry's keys are snake_case in the list too
	var entries []map[string]json.RawMessage
	if json.Unmarshal(m["entries"], &entries) == nil {
		for _, e := range entries {
			var data map[string]json.RawMessage
			if string(e["type"]) != `"request"` || json.Unmarshal(e["data"], &data) != nil {
				continue
			}
			for from, to := range map[string]string{"apiTarget": "api_target", "bodySize": "body_size",
				"inferredContentType": "inferred_content_type", "query": "query_string"} {
				if v, ok := data[from]; ok {
					data[to] = v
					delete(data, from)
				}
			}
			e["data"], _ = json.Marshal(data)
		}
		m["entries"], _ = json.Marshal(entries)
	}
	b, _ := json.Marshal(m)
	return b
}

var sorts = map[string]bool{"last_seen": true, "first_seen": true, "count": true, "priority": true,
	"-last_seen": true, "-first_seen": true, "-count": true, "-priority": true}

func (s *Server) issues(w http.ResponseWriter, r *http.Request, project string, projectRoute bool) {
	q := r.URL.Query()
	srt := q.Get("sort")
	if srt == "" {
		srt = "-last_seen"
	}
	if !sorts[srt] {
		writeJSON(w, 422, map[string]any{"detail": []any{map[string]any{"type": "literal_error", "loc": []string{"query", "sort"}, "msg": "Input should be 'last_seen', …"}}})
		return
	}
	var projectIDs []int
	for _, v := range q["project"] {
		n, err := strconv.Atoi(v)
		if err != nil {
			writeJSON(w, 422, map[string]any{"detail": []any{map[string]any{"type": "int_parsing", "loc": []string{"query", "project"}, "msg": "Input should be a valid integer"}}})
			return
		}
		projectIDs = append(projectIDs, n)
	}
	// A query that is a whole UUID is an event id: a direct hit.
	if ev := normalUUID(q.Get("query")); ev != "" {
		items := []any{}
		for _, is := range s.Data.Issues {
			if !is.PendingDeletion && slices.Contains(eventIDs(is), ev) {
				body := s.issueJSON(is)
				body["matchingEventId"] = ev
				items = append(items, body)
			}
		}
		if len(items) > 0 {
			w.Header().Set("X-Sentry-Direct-Hit", "1")
		}
		s.paginate(w, r, items)
		return
	}
	f, ok := parseQuery(q.Get("query"))
	if !ok {
		w.Header().Set("Content-Type", "text/html")
		w.WriteHeader(500)
		w.Write([]byte("<h1>Server Error (500)</h1>"))
		return
	}
	envs := q["environment"]
	var items []*Issue
	for _, is := range s.Data.Issues {
		if project != "" && is.Project != project {
			continue
		}
		if is.PendingDeletion && !projectRoute {
			continue // the org route hides issues pending deletion
		}
		if len(projectIDs) > 0 {
			pr, _ := s.project(s.Data.Org, is.Project)
			if !slices.Contains(projectIDs, pr.ID) {
				continue
			}
		}
		if len(envs) > 0 && !contains(envs, is.Environment) {
			continue
		}
		if f.match(is) {
			items = append(items, is)
		}
	}
	desc := strings.HasPrefix(srt, "-")
	key := strings.TrimPrefix(srt, "-")
	less := func(a, b *Issue) bool {
		switch key {
		case "first_seen":
			return a.FirstSeen.Before(b.FirstSeen)
		case "count":
			return a.Count < b.Count
		}
		return a.LastSeen.Before(b.LastSeen)
	}
	sort.SliceStable(items, func(i, j int) bool {
		if desc {
			return less(items[j], items[i])
		}
		return less(items[i], items[j])
	})
	out := make([]any, len(items))
	for i, is := range items {
		out[i] = s.issueJSON(is)
	}
	s.paginate(w, r, out)
}

// normalUUID returns the 32-hex form of q when all of q is a UUID.
func normalUUID(q string) string {
	q = strings.ToLower(strings.TrimSpace(q))
	h := strings.ReplaceAll(q, "-", "")
	if len(h) != 32 || (len(q) != 32 && len(q) != 36) || !isHex(h) {
		return ""
	}
	return h
}

func isHex(s string) bool {
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f') {
			return false
		}
	}
	return true
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// paginate serves items with GlitchTip's limit/cursor scheme and its broken
// Link header.
func (s *Server) paginate(w http.ResponseWriter, r *http.Request, items []any) {
	q := r.URL.Query()
	limit := 50
	if v, err := strconv.Atoi(q.Get("limit")); err == nil {
		switch {
		case v < 0:
			limit = 0
		case v == 0:
			limit = 50
		case v > 100:
			limit = 100
		default:
			limit = v
		}
	}
	offset := 0
	if c := q.Get("cursor"); c != "" {
		raw, err := base64.StdEncoding.DecodeString(c)
		if err != nil || !strings.HasPrefix(string(raw), "o=") {
			writeJSON(w, 422, map[string]any{"detail": []any{map[string]any{"type": "value_error", "loc": []string{"query", "cursor"},
				"msg": "Value error, Invalid cursor.", "ctx": map[string]any{"error": "Invalid cursor."}}}})
			return
		}
		offset, _ = strconv.Atoi(strings.TrimPrefix(string(raw), "o="))
	}
	end := min(offset+limit, len(items))
	if offset > len(items) {
		offset = len(items)
	}
	page := items[offset:end]
	self := "http://internal-glitchtip:8000" + r.URL.Path + "?" + r.URL.RawQuery
	links := []string{`<` + self + `>; rel="previous"; results="false"`}
	if offset > 0 {
		prev := base64.StdEncoding.EncodeToString([]byte("o=" + strconv.Itoa(max(offset-limit, 0))))
		links[0] = `<` + self + `&cursor=` + prev + `>; rel="previous"; results="true"; cursor="` + prev + `"`
	}
	if end < len(items) {
		cur := base64.StdEncoding.EncodeToString([]byte("o=" + strconv.Itoa(end)))
		links = append(links, `<`+self+`&cursor=`+cur+`>; rel="next"; results="true"; cursor="`+cur+`"`)
	} else {
		links = append(links, `<`+self+`>; rel="next"; results="false"`)
	}
	w.Header().Set("Link", "{'"+strings.Join(links, ", ")+"'}")
	hits := len(items)
	if hits > 1000 {
		hits = 1000
	}
	w.Header().Set("X-Hits", strconv.Itoa(hits))
	w.Header().Set("X-Max-Hits", "1000")
	writeJSON(w, 200, page)
}

// Package gtfake is a GlitchTip API stand-in for tests and the demo. It
// reproduces the quirks of the real server that matter to a client: the
// Link header wrapped in {'…'}, snake_case keys on the events list, counts
// as strings, 200 text/html for unknown paths and missing trailing slashes,
// [] for an unknown project's issues, 401 only on authenticated routes, 422
// for an unknown sort, and a 500 HTML page for an unbalanced quote.
package gtfake

import (
	"encoding/base64"
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
	Release     string
	Events      []json.RawMessage
}

// Dataset is what the stand-in serves.
type Dataset struct {
	Org      string
	Token    string
	Version  string
	UserName string
	Email    string
	Projects []Project
	Issues   []*Issue
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

const spaHTML = "<!doctype html><html><head><title>GlitchTip</title></head><body><app-root></app-root></body></html>"

func html(w http.ResponseWriter, status int) {
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
		html(w, 200) // the SPA catch-all answers paths without the slash
		return
	}
	seg := strings.Split(strings.Trim(p, "/"), "/")
	authed := r.Header.Get("Authorization") == "Bearer "+d.Token
	switch {
	case p == "/api/settings/":
		writeJSON(w, 200, map[string]any{"version": d.Version, "serverTime": time.Now().UTC()})
		return
	case p == "/api/0/":
		s.whoami(w, authed)
		return
	case len(seg) < 2 || seg[0] != "api" || seg[1] != "0":
		html(w, 200)
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
		writeJSON(w, 200, projectJSON(pr))
	case len(seg) == 4 && seg[0] == "projects" && seg[3] == "issues":
		if seg[1] != d.Org {
			writeJSON(w, 200, []any{})
			return
		}
		s.issues(w, r, seg[2]) // an unknown slug yields [] as in GlitchTip
	case len(seg) == 3 && seg[0] == "organizations" && seg[2] == "issues":
		if seg[1] != d.Org {
			detail(w, 404, "Not Found")
			return
		}
		s.issues(w, r, "")
	case len(seg) >= 2 && seg[0] == "issues":
		id, err := strconv.Atoi(seg[1])
		if err != nil {
			html(w, 200) // non-numeric ids fall through to the SPA
			return
		}
		s.issueRoutes(w, r, id, seg[2:])
	default:
		html(w, 200)
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
			"scopes": []string{"project:read", "event:read", "org:read"},
			"token":  s.Data.Token, // GlitchTip echoes the secret
		},
	})
}

func (s *Server) user() map[string]any {
	d := s.Data
	return map[string]any{
		"id": "12", "name": d.UserName, "email": d.Email, "username": d.Email,
		"isActive": true, "isSuperuser": false, "hasPasswordAuth": true,
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
		"dateCreated": "2024-03-02T10:20:00Z", "teams": []any{},
	}
}

func (s *Server) issueJSON(is *Issue) map[string]any {
	pr, _ := s.project(s.Data.Org, is.Project)
	return map[string]any{
		"id": strconv.Itoa(is.ID), "title": is.Title, "culprit": is.Culprit,
		"shortId": strings.ToUpper(is.Project) + "-" + strings.ToUpper(strconv.FormatInt(int64(is.ID), 32)),
		"level":   is.Level, "status": is.Status, "type": "error",
		"count":     strconv.Itoa(is.Count), // a string, as GlitchTip sends it
		"userCount": 0, "numComments": 0,
		"firstSeen": is.FirstSeen.UTC().Format(time.RFC3339Nano), "lastSeen": is.LastSeen.UTC().Format(time.RFC3339Nano),
		"project":  map[string]any{"id": strconv.Itoa(pr.ID), "slug": pr.Slug, "name": pr.Name, "platform": pr.Platform},
		"metadata": map[string]any{"title": is.Title},
		// GlitchTip's own permalink uses the project slug and does not resolve.
		"permalink": "https://glitchtip.invalid/" + is.Project + "/issues/" + strconv.Itoa(is.ID),
		"stats":     map[string]any{"24h": []any{}}, "statusDetails": map[string]any{},
		"shareId": nil, "logger": nil, "matchingEventId": nil,
	}
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
		limit := 50
		if v, err := strconv.Atoi(r.URL.Query().Get("limit")); err == nil && v > 0 && v <= 100 {
			limit = v
		}
		out := []json.RawMessage{}
		for i, ev := range is.Events {
			if i == limit {
				break
			}
			out = append(out, snakeEvent(ev))
		}
		writeJSON(w, 200, out)
	case len(rest) == 2 && rest[0] == "events" && rest[1] == "latest":
		if is == nil || len(is.Events) == 0 {
			detail(w, 404, "Not Found")
			return
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Write(is.Events[0])
	case len(rest) == 1 && rest[0] == "tags":
		if is == nil {
			detail(w, 404, "Not Found")
			return
		}
		var out []any
		for _, k := range r.URL.Query()["key"] {
			v := map[string]string{"environment": is.Environment, "release": is.Release}[k]
			if v == "" {
				continue
			}
			out = append(out, map[string]any{"key": k, "name": k, "totalValues": is.Count, "uniqueValues": 1,
				"topValues": []any{map[string]any{"key": k, "name": v, "value": v, "count": is.Count}}})
		}
		if out == nil {
			out = []any{}
		}
		writeJSON(w, 200, out)
	default:
		html(w, 200)
	}
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
	b, _ := json.Marshal(m)
	return b
}

var sorts = map[string]bool{"last_seen": true, "first_seen": true, "count": true, "priority": true,
	"-last_seen": true, "-first_seen": true, "-count": true, "-priority": true}

func (s *Server) issues(w http.ResponseWriter, r *http.Request, project string) {
	q := r.URL.Query()
	srt := q.Get("sort")
	if srt == "" {
		srt = "-last_seen"
	}
	if !sorts[srt] {
		writeJSON(w, 422, map[string]any{"detail": []any{map[string]any{"type": "literal_error", "loc": []string{"query", "sort"}, "msg": "Input should be 'last_seen', …"}}})
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
			writeJSON(w, 422, map[string]any{"detail": []any{map[string]any{"type": "value_error", "loc": []string{"query", "cursor"}, "msg": "Invalid cursor"}}})
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

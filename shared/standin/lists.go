// Lists: issues (with GlitchTip's query, sort and cursor scheme) and
// releases, paginated as GlitchTip paginates.

package standin

import (
	"encoding/base64"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
)

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
	var idOf map[string]int
	if len(projectIDs) > 0 {
		idOf = make(map[string]int, len(s.Data.Projects))
		for _, pr := range s.Data.Projects {
			idOf[pr.Slug] = pr.ID
		}
	}
	for _, is := range s.Data.Issues {
		if project != "" && is.Project != project {
			continue
		}
		if is.PendingDeletion && !projectRoute {
			continue // the org route hides issues pending deletion
		}
		if len(projectIDs) > 0 && !slices.Contains(projectIDs, idOf[is.Project]) {
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
	// only the page asked for is rendered: at tens of thousands of issues,
	// rendering every match on every page made the stand-in quadratic
	s.paginateFn(w, r, len(items), func(i int) any { return s.issueJSON(items[i]) })
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
	s.paginateFn(w, r, len(items), func(i int) any { return items[i] })
}

// paginateFn is paginate over n items of which only the page served is
// built, by item(i).
func (s *Server) paginateFn(w http.ResponseWriter, r *http.Request, n int, item func(i int) any) {
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
	offset, ok := cursorOffset(q.Get("cursor"), limit)
	if !ok {
		writeJSON(w, 422, map[string]any{"detail": []any{map[string]any{"type": "value_error", "loc": []string{"query", "cursor"},
			"msg": "Value error, Invalid cursor.", "ctx": map[string]any{"error": "Invalid cursor."}}}})
		return
	}
	end := min(offset+limit, n)
	if offset > n {
		offset = n
	}
	page := make([]any, 0, end-offset)
	for i := offset; i < end; i++ {
		page = append(page, item(i))
	}
	self := "http://internal-glitchtip:8000" + r.URL.Path + "?" + r.URL.RawQuery
	links := []string{`<` + self + `>; rel="previous"; results="false"`}
	if offset > 0 {
		prev := encodeCursor(url.Values{"r": {"1"}, "p": {strconv.Itoa(offset)}})
		links[0] = `<` + self + `&cursor=` + prev + `>; rel="previous"; results="true"; cursor="` + prev + `"`
	}
	if end < n {
		cur := encodeCursor(url.Values{"p": {strconv.Itoa(end)}})
		links = append(links, `<`+self+`&cursor=`+cur+`>; rel="next"; results="true"; cursor="`+cur+`"`)
	} else {
		links = append(links, `<`+self+`>; rel="next"; results="false"`)
	}
	w.Header().Set("Link", "{'"+strings.Join(links, ", ")+"'}")
	hits := n
	if hits > 1000 {
		hits = 1000
	}
	w.Header().Set("X-Hits", strconv.Itoa(hits))
	w.Header().Set("X-Max-Hits", "1000")
	writeJSON(w, 200, page)
}

// GlitchTip's cursors (django-ninja-cursor-pagination) are the standard
// base64 of form values: p, the position the page starts after (the sort
// field of the previous page's last row), o, an offset from there (clamped
// to 0-100), r=1 for a previous page. The stand-in's position is the index
// the page starts at, so that a position plus an offset lands where
// GlitchTip's would.
func encodeCursor(v url.Values) string {
	return base64.StdEncoding.EncodeToString([]byte(v.Encode()))
}

// maxCursorOffset is GlitchTip's clamp of a cursor's offset.
const maxCursorOffset = 100

// cursorOffset reads a cursor into the index its page starts at; ok is
// false for one GlitchTip would refuse (422).
func cursorOffset(c string, limit int) (int, bool) {
	if c == "" {
		return 0, true
	}
	raw, err := base64.StdEncoding.DecodeString(c)
	if err != nil {
		return 0, false
	}
	v, err := url.ParseQuery(string(raw))
	if err != nil {
		return 0, false
	}
	num := func(k string) (int, bool) {
		if !v.Has(k) {
			return 0, true
		}
		n, err := strconv.Atoi(v.Get(k))
		return n, err == nil
	}
	o, ok1 := num("o")
	p, ok2 := num("p")
	r, ok3 := num("r")
	if !ok1 || !ok2 || !ok3 {
		return 0, false
	}
	o = max(0, min(o, maxCursorOffset))
	if r == 1 {
		return max(p-limit-o, 0), true
	}
	return p + o, true
}

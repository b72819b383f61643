// Events: tag facets counted from the stored events, the 5.x and 6.x event
// shapes, hashes/, and issues-stats series from the stored events' times.

package standin

import (
	"encoding/json"
	"net/http"
	"sort"
	"strconv"
	"time"
)

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
	if s.StatsLatency > 0 {
		select {
		case <-time.After(s.StatsLatency):
		case <-r.Context().Done():
			return
		}
	}
	now := s.now().UTC()
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
			c = eventsIn(s.eventTimes(is), at, at.Add(step)) // the stored events are the truth
		case given == nil && !at.Add(step).Before(is.FirstSeen) && !at.After(is.LastSeen):
			c = 1
		}
		out[i] = [2]int64{at.Unix(), int64(c)}
	}
	return out
}

// eventTimes returns the times of an issue's stored events, parsed once.
func (s *Server) eventTimes(is *Issue) []time.Time {
	if v, ok := s.timeCache.Load(is); ok {
		return v.([]time.Time)
	}
	out := make([]time.Time, 0, len(is.Events))
	for _, ev := range is.Events {
		var e struct {
			DateCreated time.Time `json:"dateCreated"`
		}
		if json.Unmarshal(ev, &e) == nil {
			out = append(out, e.DateCreated)
		}
	}
	s.timeCache.Store(is, out)
	return out
}

// eventsIn counts the times in [from, to).
func eventsIn(times []time.Time, from, to time.Time) int {
	n := 0
	for _, t := range times {
		if !t.Before(from) && t.Before(to) {
			n++
		}
	}
	return n
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

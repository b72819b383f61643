// Uptime monitors and their checks, as GlitchTip answers them.

package standin

import (
	"net/http"
	"strconv"
)

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

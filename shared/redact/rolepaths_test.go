package redact

import "testing"

// TestRolePaths: a login under a web route's collection of people in a
// role is masked; a sub-collection, a route's word, a number and a file
// under such a segment, and a kernel's drivers folder, stay. Invented
// logins.
func TestRolePaths(t *testing.T) {
	checkProse(t, []proseCase{
		{`ActionController::RoutingError (No route matches [GET] "/tutors/ada_obi/schedule.ics")`, []string{"ada_obi"}, []string{"/tutors/", "/schedule.ics"}},
		{"GET /volunteers/quiet_owl/shifts 500", []string{"quiet_owl"}, []string{"GET /volunteers/", "/shifts 500"}},
		{"GET /api/v2/players/darkwolf1987/stats failed", []string{"darkwolf1987"}, []string{"/api/v2/players/", "/stats failed"}},
		{"POST /sellers/lindqvist.m/payouts 409", []string{"lindqvist.m"}, []string{"/payouts 409"}},
		// the neighbours
		{"GET /api/v2/players/online failed", nil, []string{"/api/v2/players/online"}},
		{"GET /teachers/schedule/2024 404", nil, []string{"/teachers/schedule/2024"}},
		{"GET /guests/12345/checkin 404", nil, []string{"/guests/12345/checkin"}},
		{"/build/linux/drivers/gpu/drm/i915/intel_display.c:4021", nil, []string{"drivers/gpu/drm/i915"}},
		{"GET /tenants/search?q=x 404", nil, []string{"/tenants/search"}},
	})
}

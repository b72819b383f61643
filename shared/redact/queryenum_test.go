package redact

import "testing"

// TestQueryOptionsAndTimes: a query's option that is a word of code or of
// the catalogues under a key that names no one (?sort=newest), and a
// whole ISO 8601 time (?since=2026-03-01T00:00:00Z), stay; a word the
// names data holds, a word no program writes, a person's key and a birth
// key stay masked. Invented URLs.
func TestQueryOptionsAndTimes(t *testing.T) {
	checkProse(t, []proseCase{
		{"GET /v1/events?direction=inbound&status=pending&sort=newest 500", nil, []string{"direction=inbound", "sort=newest"}},
		{"GET /v1/toll/events?plaza_id=12&since=2026-03-01T00:00:00Z&until=2026-03-02T00:00:00.000Z 500", nil, []string{"since=2026-03-01T00:00:00Z", "until=2026-03-02T00:00:00.000Z"}},
		{"GET /v1/x?ref=grace&u=tiger 500", []string{"grace", "tiger"}, []string{"ref="}},
		{"GET /v1/x?nick=sunflower&handle=archived 500", []string{"sunflower"}, nil},
		{"GET /v1/users?birthdate=1979-03-14T00:00:00Z 500", []string{"1979-03-14"}, []string{"birthdate="}},
	})
}

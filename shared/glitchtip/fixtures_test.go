package glitchtip

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"glitchtip-mcp/shared/testkit/fixtures"

	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/standin"
)

// TestSharedErrorFixtures serves every case of the team's errors.json and
// checks the kind and that nothing of the body reaches the error.
func TestSharedErrorFixtures(t *testing.T) {
	dir := fixtures.Dir(t)
	raw, err := os.ReadFile(filepath.Join(dir, "synthetic", "errors.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cases map[string]json.RawMessage
	json.Unmarshal(raw, &cases)
	want := map[int]gterr.Kind{401: gterr.KindAuthentication, 403: gterr.KindPermission, 404: gterr.KindNotFound,
		405: gterr.KindUpstream, 422: gterr.KindValidation, 429: gterr.KindRateLimit, 500: gterr.KindUpstream, 200: gterr.KindMalformed}
	n := 0
	for name, c := range cases {
		var tc struct {
			Status  int               `json:"status"`
			Headers map[string]string `json:"headers"`
			Body    json.RawMessage   `json:"body"`
		}
		if json.Unmarshal(c, &tc) != nil || tc.Status == 0 {
			continue
		}
		n++
		t.Run(name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				for k, v := range tc.Headers {
					w.Header().Set(k, v)
				}
				if tc.Status == 200 {
					w.Write([]byte("<!doctype html><app-root></app-root>"))
					return
				}
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(tc.Status)
				w.Write(tc.Body)
			}))
			defer srv.Close()
			c, _ := New(Config{BaseURL: srv.URL, Org: "acme", Token: "tok-value"})
			_, err := c.Issue(context.Background(), "12")
			if gterr.KindOf(err) != want[tc.Status] {
				t.Fatalf("status %d: kind %v, want %v", tc.Status, gterr.KindOf(err), want[tc.Status])
			}
			for _, frag := range []string{"Unauthorized", "Permission denied", "Not Found", "Input should be", "Please retry later"} {
				if strings.Contains(err.Error(), frag) && strings.Contains(string(tc.Body), frag) {
					t.Errorf("error echoes the body: %q", err)
				}
			}
		})
	}
	if n < 6 {
		t.Fatalf("only %d error cases found", n)
	}
}

// TestSharedFixtureDataset serves the team's fixtures through the stand-in
// and reads each through the client.
func TestSharedFixtureDataset(t *testing.T) {
	d, err := fixtures.Load(fixtures.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(&standin.Server{Data: d})
	defer srv.Close()
	c, _ := New(Config{BaseURL: srv.URL, Org: d.Org, Token: d.Token})
	ctx := context.Background()
	p, err := c.Issues(ctx, IssueQuery{Project: "backend", Unresolved: true}, ListOptions{})
	if err != nil || len(p.Items) < 5 {
		t.Fatalf("issues: %d %v", len(p.Items), err)
	}
	for _, is := range d.Issues {
		if len(is.Events) == 0 {
			continue
		}
		id := itoa(is.ID)
		ev, err := c.LatestEvent(ctx, id)
		if err != nil {
			t.Fatalf("latest %s: %v", id, err)
		}
		evs, err := c.IssueEvents(ctx, id, 5)
		if err != nil || len(evs) != 1 {
			t.Fatalf("events %s: %d %v", id, len(evs), err)
		}
		if ev.EventID() != evs[0].EventID() {
			t.Errorf("issue %s: latest %q vs list %q", id, ev.EventID(), evs[0].EventID())
		}
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

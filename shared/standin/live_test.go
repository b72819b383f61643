package standin_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/live"
)

// demoPath maps a recorded request onto the demo dataset: its org,
// project, issue, event and project id.
var demoPath = strings.NewReplacer(
	"halcyon-freight", "demo", "checkout-api", "backend", "route-planner", "backend",
	"/issues/1/", "/issues/101/", "97dcd6cd38194624a2000d9e1410af0d", fmt.Sprintf("%08x%024x", 101, 1))

var demoQuery = strings.NewReplacer("groups=1&", "groups=101&", "project=2&", "project=1&")

// headersWeRead are the answer headers the client reads.
var headersWeRead = []string{"Content-Type", "Link", "X-Hits", "X-Max-Hits"}

// TestStandInMatchesLiveShapes: the stand-in answers each route GlitchTip
// 5.2 was recorded answering with the same status, the same JSON shape
// (keys and JSON types, recursively) and the headers the client reads.
func TestStandInMatchesLiveShapes(t *testing.T) {
	recs := live.Load(t)
	srv := httptest.NewServer(&standin.Server{Data: standin.Demo()})
	defer srv.Close()
	for _, rec := range recs {
		t.Run(rec.Name, func(t *testing.T) {
			u := srv.URL + demoPath.Replace(rec.Request.Path)
			if rec.Request.Query != "" {
				u += "?" + demoQuery.Replace(rec.Request.Query+"&")
				u = strings.TrimSuffix(u, "&")
			}
			req, _ := http.NewRequest(rec.Request.Method, u, nil)
			req.Header.Set("Authorization", "Bearer "+standin.DemoToken)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != rec.Response.Status {
				t.Fatalf("status %d, GlitchTip %d", resp.StatusCode, rec.Response.Status)
			}
			for _, h := range headersWeRead {
				if (rec.Header(h) == "") != (resp.Header.Get(h) == "") {
					t.Errorf("header %s: %q here, %q in GlitchTip", h, resp.Header.Get(h), rec.Header(h))
				}
			}
			if d := live.Diff(rec.Response.Body, body); len(d) > 0 {
				t.Errorf("shape differs from GlitchTip 5.2:\n  %s", strings.Join(d, "\n  "))
			}
		})
	}
}

// TestStandInSection13: what the live run corrected (reference §13), as
// the stand-in serves it, including what no recording file shows.
func TestStandInSection13(t *testing.T) {
	d := standin.AtScale(3)
	srv := httptest.NewServer(&standin.Server{Data: d})
	defer srv.Close()
	get := func(path string) (int, string, string) {
		req, _ := http.NewRequest("GET", srv.URL+path, nil)
		req.Header.Set("Authorization", "Bearer "+standin.DemoToken)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, resp.Header.Get("Content-Type"), string(b)
	}
	for _, tc := range []struct {
		name, path string
		status     int
		ctype      string
		has, lacks []string
	}{
		{"web app fall-through", "/api/0/issues/101", 500, "text/html", nil, nil},
		{"20-digit issue id", "/api/0/issues/12345678901234567890/", 404, "application/json", []string{`"detail"`}, nil},
		{"millisecond times, empty culprit, cut titles", "/api/0/organizations/demo/issues/?project=4&limit=1", 200, "application/json",
			[]string{`"culprit":""`, `.000Z"`, `…"`}, nil},
		{"sparse stats, the other period null", "/api/0/organizations/demo/issues-stats/?groups=108&statsPeriod=24h", 200, "application/json",
			[]string{`"14d":null`, `+00:00"`}, []string{`,0]`}},
		{"unknown project's releases", "/api/0/projects/demo/no-such-project/releases/", 200, "application/json", []string{"[]"}, nil},
		{"unknown project's environments", "/api/0/projects/demo/no-such-project/environments/", 200, "application/json", []string{"[]"}, nil},
		{"hashes carry a whole event", "/api/0/organizations/demo/issues/101/hashes/", 200, "application/json", []string{`"latestEvent":{`, `"eventID"`, `"entries"`}, nil},
	} {
		status, ctype, body := get(tc.path)
		if status != tc.status || !strings.HasPrefix(ctype, tc.ctype) {
			t.Errorf("%s: %d %s", tc.name, status, ctype)
		}
		for _, h := range tc.has {
			if !strings.Contains(body, h) {
				t.Errorf("%s: lacks %s in %.300s", tc.name, h, body)
			}
		}
		for _, h := range tc.lacks {
			if strings.Contains(body, h) {
				t.Errorf("%s: has %s in %.300s", tc.name, h, body)
			}
		}
	}
	d.WebAppIndex = true
	if status, ctype, _ := get("/api/0/issues/101"); status != 200 || !strings.HasPrefix(ctype, "text/html") {
		t.Errorf("Docker image's index: %d %s", status, ctype)
	}
}

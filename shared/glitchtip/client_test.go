package glitchtip

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"glitchtip-mcp/shared/gterr"
	"glitchtip-mcp/shared/standin"
)

func newFake(t *testing.T) (*standin.Server, *Client) {
	t.Helper()
	fake := &standin.Server{Data: standin.Demo()}
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	c, err := New(Config{BaseURL: srv.URL, Org: "demo", Token: standin.DemoToken, Timeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return fake, c
}

// countingListener counts accepted connections: proof that a refused
// request never reached a socket.
type countingListener struct {
	net.Listener
	n atomic.Int64
}

func (l *countingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err == nil {
		l.n.Add(1)
	}
	return c, err
}

func TestGetOnlyRefusesOtherMethodsBeforeAnySocket(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	cl := &countingListener{Listener: ln}
	var served atomic.Int64
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { served.Add(1) })}
	go srv.Serve(cl)
	t.Cleanup(func() { srv.Close() })
	c, err := New(Config{BaseURL: "http://" + ln.Addr().String(), Org: "demo", Token: "t0ken-value"})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "CONNECT", "TRACE", "get"} {
		req, _ := http.NewRequest(m, "http://"+ln.Addr().String()+"/api/0/", strings.NewReader("{}"))
		_, err := c.rt.RoundTrip(req)
		if gterr.KindOf(err) != gterr.KindMethod {
			t.Errorf("%s: want KindMethod, got %v", m, err)
		}
	}
	if n := cl.n.Load(); n != 0 {
		t.Fatalf("refused requests opened %d connections", n)
	}
	if served.Load() != 0 {
		t.Fatal("a refused request reached the server")
	}
	// and GET does go through
	req, _ := http.NewRequest("GET", "http://"+ln.Addr().String()+"/", nil)
	resp, err := c.rt.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if cl.n.Load() != 1 {
		t.Fatalf("GET opened %d connections, want 1", cl.n.Load())
	}
}

func TestNextCursor(t *testing.T) {
	tests := []struct {
		name, link, want string
		ok               bool
	}{
		{"wrapped", `{'<https://gt/api/0/x/?limit=1>; rel="previous"; results="false", <https://gt/api/0/x/?cursor=cD0y&limit=1>; rel="next"; results="true"; cursor="cD0yMDI1LTEy=="'}`, "cD0yMDI1LTEy==", true},
		{"clean", `<https://gt/a>; rel="previous"; results="false", <https://gt/a?cursor=abc>; rel="next"; results="true"; cursor="abc"`, "abc", true},
		{"last page", `{'<https://gt/a>; rel="previous"; results="true"; cursor="p", <https://gt/a>; rel="next"; results="false"'}`, "", false},
		{"empty", ``, "", false},
		{"garbage", `{'not a link'}`, "", false},
		{"url cursor differs", `<https://evil.example/?cursor=URLCUR>; rel="next"; results="true"; cursor="ATTR"`, "ATTR", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := NextCursor(tc.link)
			if got != tc.want || ok != tc.ok {
				t.Fatalf("NextCursor = %q,%v want %q,%v", got, ok, tc.want, tc.ok)
			}
		})
	}
}

func TestWhoamiDropsEchoedToken(t *testing.T) {
	_, c := newFake(t)
	w, err := c.Whoami(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if w.User == nil || w.User.ID != "12" {
		t.Fatalf("user not decoded: %+v", w.User)
	}
	if s := fmt.Sprintf("%+v %+v", *w.User, *w.Auth); strings.Contains(s, standin.DemoToken) {
		t.Fatal("echoed token kept")
	}
}

func TestWhoamiFailsClosedOnNullUser(t *testing.T) {
	fake := &standin.Server{Data: standin.Demo()}
	srv := httptest.NewServer(fake)
	defer srv.Close()
	c, _ := New(Config{BaseURL: srv.URL, Org: "demo", Token: "wrong-token"})
	_, err := c.Whoami(context.Background())
	if gterr.KindOf(err) != gterr.KindAuthentication {
		t.Fatalf("want authentication error, got %v", err)
	}
}

func TestIssuesSendsUnresolvedAndSort(t *testing.T) {
	fake, c := newFake(t)
	p, err := c.Issues(context.Background(), IssueQuery{Project: "backend", Unresolved: true, Release: `shop@2.3.1`}, ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Items) != 2 {
		t.Fatalf("want 2 unresolved issues in shop@2.3.1, got %d", len(p.Items))
	}
	qs, paths := fake.Queries(), fake.Paths()
	q := qs[len(qs)-1]
	// the project is listed through the org route by numeric id: the
	// project route also lists issues pending deletion
	if got := paths[len(paths)-1]; got != "/api/0/organizations/demo/issues/" {
		t.Errorf("issues listed on %s", got)
	}
	for _, want := range []string{"is%3Aunresolved", "sort=-last_seen", "release%3A%22shop%402.3.1%22", "project=1"} {
		if !strings.Contains(q, want) {
			t.Errorf("query %q lacks %q", q, want)
		}
	}
	if !p.Items[0].LastSeen.T.After(p.Items[1].LastSeen.T) {
		t.Error("not sorted by last seen")
	}
	if p.Items[1].ID != "101" || !p.Items[1].Count.Valid || p.Items[1].Count.N != 52 {
		t.Errorf("string count not decoded: %+v", p.Items[1])
	}
}

func TestUnknownProjectIsNotFound(t *testing.T) {
	_, c := newFake(t)
	_, err := c.Issues(context.Background(), IssueQuery{Project: "nope", Unresolved: true}, ListOptions{})
	if gterr.KindOf(err) != gterr.KindNotFound {
		t.Fatalf("want not found, got %v", err)
	}
	if !strings.Contains(err.Error(), "verify the organization, project or issue id") {
		t.Fatalf("404 hint missing: %q", err)
	}
}

func bigDataset(n int) *standin.Dataset {
	d := standin.Demo()
	base := time.Now().Add(-time.Hour)
	d.Issues = nil
	for i := 0; i < n; i++ {
		d.Issues = append(d.Issues, &standin.Issue{ID: 1000 + i, Project: "backend", Title: fmt.Sprintf("E%d", i), Level: "error",
			Status: "unresolved", Count: i, FirstSeen: base, LastSeen: base.Add(-time.Duration(i) * time.Second)})
	}
	return d
}

func TestPaginationCaps(t *testing.T) {
	tests := []struct {
		name      string
		issues    int
		opt       ListOptions
		wantItems int
		wantPages int
		truncated bool
		cursor    bool
	}{
		{"fits one page", 30, ListOptions{}, 30, 1, false, false},
		{"default cap 100", 250, ListOptions{}, 100, 1, true, true},
		{"limit 5", 30, ListOptions{Limit: 5}, 5, 1, true, true},
		{"exact end", 100, ListOptions{}, 100, 1, false, false},
		{"over cap asks cap", 250, ListOptions{Limit: 1000}, 100, 1, true, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fake := &standin.Server{Data: bigDataset(tc.issues)}
			srv := httptest.NewServer(fake)
			defer srv.Close()
			c, _ := New(Config{BaseURL: srv.URL, Org: "demo", Token: standin.DemoToken})
			p, err := c.Issues(context.Background(), IssueQuery{Project: "backend"}, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Items) != tc.wantItems || p.Pages != tc.wantPages || p.Truncated != tc.truncated || (p.NextCursor != "") != tc.cursor {
				t.Fatalf("items=%d pages=%d truncated=%v cursor=%q", len(p.Items), p.Pages, p.Truncated, p.NextCursor)
			}
			for _, q := range fake.Queries() {
				if strings.Contains(q, "limit=") && !strings.Contains(q, "limit=100") && !strings.Contains(q, fmt.Sprintf("limit=%d", tc.opt.Limit)) && tc.opt.Limit < 50 && tc.opt.Limit > 0 {
					t.Errorf("unexpected page size in %q", q)
				}
			}
			if p.NextCursor != "" {
				// resuming from the cursor continues where the page ended
				p2, err := c.Issues(context.Background(), IssueQuery{Project: "backend"}, ListOptions{Limit: 1, Cursor: p.NextCursor})
				if err != nil {
					t.Fatal(err)
				}
				if string(p2.Items[0].Title) != fmt.Sprintf("E%d", tc.wantItems) {
					t.Fatalf("resume got %s", p2.Items[0].Title)
				}
			}
		})
	}
}

func TestPaginationHardPageCapAndLoop(t *testing.T) {
	var calls atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := calls.Add(1)
		cur := fmt.Sprintf("c%d", n)
		if r.URL.Query().Get("loop") != "" || strings.Contains(r.URL.RawQuery, "loop") {
			cur = "same"
		}
		w.Header().Set("Link", `{'<http://x/>; rel="previous"; results="false", <http://x/>; rel="next"; results="true"; cursor="`+cur+`"'}`)
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`[{"slug":"a"}]`)) // one item per page: the page cap bites first
	}))
	defer srv.Close()
	c, _ := New(Config{BaseURL: srv.URL, Org: "demo", Token: "tok-value", MaxItems: 1000})
	p, err := c.Projects(context.Background(), ListOptions{Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	if p.Pages != MaxPages || !p.Truncated || p.NextCursor == "" || calls.Load() != MaxPages {
		t.Fatalf("pages=%d truncated=%v cursor=%q calls=%d", p.Pages, p.Truncated, p.NextCursor, calls.Load())
	}
	// a Link header that loops back to the same cursor stops at once
	calls.Store(0)
	srv.Config.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.Header().Set("Link", `<http://x/>; rel="next"; results="true"; cursor="same"`)
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`[{"slug":"a"}]`))
	})
	p, err = c.Projects(context.Background(), ListOptions{Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	if !p.Truncated || calls.Load() != 2 {
		t.Fatalf("loop: truncated=%v calls=%d", p.Truncated, calls.Load())
	}
}

func TestFailureModes(t *testing.T) {
	tests := []struct {
		name     string
		handler  http.HandlerFunc
		kind     gterr.Kind
		msg      string
		attempts int64
	}{
		{"401", status(401, `{"detail":"Unauthorized"}`), gterr.KindAuthentication, "GlitchTip auth failed", 1},
		{"403", status(403, `{"detail":"Permission denied"}`), gterr.KindPermission, "insufficient permissions", 1},
		{"404", status(404, `{"detail":"Not Found"}`), gterr.KindNotFound, "verify the organization, project or issue id", 1},
		{"400", status(400, `{"detail":"bad"}`), gterr.KindValidation, "rejected the request parameters", 1},
		{"422", status(422, `{"detail":[{"msg":"Input should be 'last_seen' SECRET-ECHO"}]}`), gterr.KindValidation, "rejected the request parameters", 1},
		{"500 html", status(500, `<h1>Server Error (500)</h1>`), gterr.KindUpstream, "GlitchTip upstream unavailable", 1},
		{"502 retried once", status(502, `bad gateway`), gterr.KindUpstream, "GlitchTip upstream unavailable", 2},
		{"503 retried once", status(503, `unavailable`), gterr.KindUpstream, "GlitchTip upstream unavailable", 2},
		{"504 retried once", status(504, `timeout`), gterr.KindUpstream, "GlitchTip upstream unavailable", 2},
		{"200 html", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write([]byte("<!doctype html><app-root>SECRET-ECHO</app-root>"))
		}, gterr.KindMalformed, "malformed JSON response from GlitchTip", 1},
		{"bad json", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"id": "1", SECRET-ECHO`))
		}, gterr.KindMalformed, "malformed JSON", 1},
		{"object for list", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"detail":"SECRET-ECHO"}`))
		}, gterr.KindMalformed, "malformed JSON", 1},
		{"429 storm", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Retry-After", "0")
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(429)
			w.Write([]byte(`{"message":"Please retry later SECRET-ECHO"}`))
		}, gterr.KindRateLimit, "rate limit", 3},
		{"429 too long to wait", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Retry-After", "600")
			w.WriteHeader(429)
		}, gterr.KindRateLimit, "retry after 600s", 1},
		{"redirect", func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "http://evil.example/steal", http.StatusFound)
		}, gterr.KindUpstream, "GlitchTip upstream unavailable", 1},
		{"huge body", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte("[" + strings.Repeat(`{"slug":"a"},`, 200000) + `{"slug":"a"}]`))
		}, gterr.KindTooLarge, "too large", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var n atomic.Int64
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				n.Add(1)
				tc.handler(w, r)
			}))
			defer srv.Close()
			c, _ := New(Config{BaseURL: srv.URL, Org: "demo", Token: "tok-SECRET-value", MaxBody: 1 << 20})
			_, err := c.Projects(context.Background(), ListOptions{})
			var ge *gterr.Error
			if !errors.As(err, &ge) || ge.Kind != tc.kind {
				t.Fatalf("want %v, got %v", tc.kind, err)
			}
			msg := err.Error()
			if !strings.Contains(msg, tc.msg) {
				t.Errorf("message %q lacks %q", msg, tc.msg)
			}
			for _, leak := range []string{"SECRET", srv.URL, "127.0.0.1", "tok-"} {
				if strings.Contains(msg, leak) || strings.Contains(gterr.InternalDetail(err), leak) {
					t.Errorf("error leaks %q: %q / %q", leak, msg, gterr.InternalDetail(err))
				}
			}
			if n.Load() != tc.attempts {
				t.Errorf("attempts = %d, want %d", n.Load(), tc.attempts)
			}
		})
	}
}

func status(code int, body string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(code)
		w.Write([]byte(body))
	}
}

func TestNetworkErrorsAndTimeouts(t *testing.T) {
	// a hang: the per-attempt timeout ends it with a network error
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-r.Context().Done()
	}))
	defer hang.Close()
	c, _ := New(Config{BaseURL: hang.URL, Org: "demo", Token: "tok-value", Timeout: 100 * time.Millisecond})
	start := time.Now()
	_, err := c.Issue(context.Background(), "1")
	if gterr.KindOf(err) != gterr.KindNetwork || err.Error() != "network error contacting GlitchTip" {
		t.Fatalf("hang: %v", err)
	}
	if time.Since(start) > 5*time.Second {
		t.Fatal("timeout not applied")
	}
	// a closed port
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	addr := ln.Addr().String()
	ln.Close()
	c, _ = New(Config{BaseURL: "http://" + addr, Org: "demo", Token: "tok-value"})
	_, err = c.Issue(context.Background(), "1")
	if gterr.KindOf(err) != gterr.KindNetwork || strings.Contains(gterr.InternalDetail(err), addr) {
		t.Fatalf("refused: %v / %s", err, gterr.InternalDetail(err))
	}
	// the caller's deadline bounds a 429 backoff: a Retry-After past the
	// deadline is not waited for (the bounds are wide apart, so a busy
	// machine cannot blur them: 60 s asked, 5 s allowed, 4 s the limit)
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Retry-After", "60")
		w.WriteHeader(429)
	}))
	defer slow.Close()
	c, _ = New(Config{BaseURL: slow.URL, Org: "demo", Token: "tok-value"})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	start = time.Now()
	_, err = c.Issue(ctx, "1")
	if gterr.KindOf(err) != gterr.KindRateLimit || time.Since(start) > 4*time.Second {
		t.Fatalf("deadline-bounded 429: %v after %v", err, time.Since(start))
	}
}

// Bound's requests share its one bound, and a retry among them is bounded
// on its own again (the timeouts are wide apart, so a busy machine cannot
// blur them).
func TestBoundSharesOneTimeout(t *testing.T) {
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-r.Context().Done()
	}))
	defer hang.Close()
	c, _ := New(Config{BaseURL: hang.URL, Org: "demo", Token: "tok-value", Timeout: 100 * time.Millisecond})
	up, release := c.Bound(context.Background())
	defer release()
	start := time.Now()
	errs := make(chan error, 2)
	for range 2 {
		go func() { _, err := c.Issue(up, "1"); errs <- err }()
	}
	for range 2 {
		if err := <-errs; gterr.KindOf(err) != gterr.KindNetwork {
			t.Fatalf("a request of the batch: %v", err)
		}
	}
	if time.Since(start) > 5*time.Second {
		t.Fatal("the batch's bound not applied")
	}

	// a retry is a request of its own: the batch's bound may be spent
	// (here: cancelled while the client waits to retry, which needs no
	// clock) and the retry still has a bound of its own to be answered in
	var n atomic.Int64
	flaky := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if n.Add(1) == 1 {
			w.WriteHeader(503)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"id":"1","title":"x","project":{"slug":"backend"}}`))
	}))
	defer flaky.Close()
	c, _ = New(Config{BaseURL: flaky.URL, Org: "demo", Token: "tok-value", Timeout: time.Minute})
	up, release = c.Bound(context.Background())
	defer release()
	c.sleep = func(context.Context, time.Duration) error { release(); return nil }
	if _, err := c.Issue(up, "1"); err != nil || n.Load() != 2 {
		t.Fatalf("retry within a batch: %v after %d requests", err, n.Load())
	}
}

func TestRetryAfterParsing(t *testing.T) {
	if d := retryAfter("3"); d != 3*time.Second {
		t.Fatal(d)
	}
	if d := retryAfter(time.Now().Add(10 * time.Second).UTC().Format(http.TimeFormat)); d < 8*time.Second || d > 11*time.Second {
		t.Fatal(d)
	}
	if d := retryAfter("soon"); d != 0 {
		t.Fatal(d)
	}
}

func TestEventsDecodeBothSpellings(t *testing.T) {
	_, c := newFake(t)
	evs, err := c.IssueEvents(context.Background(), "101", 3)
	if err != nil {
		t.Fatal(err)
	}
	latest, err := c.LatestEvent(context.Background(), "101")
	if err != nil {
		t.Fatal(err)
	}
	if len(evs) != 3 || evs[0].EventIDSnake == "" || evs[0].EventIDCamel != "" {
		t.Fatalf("list not snake_case: %+v", evs[0])
	}
	if latest.EventIDCamel == "" || latest.EventID() != evs[0].EventID() || latest.GroupID() != evs[0].GroupID() {
		t.Fatalf("latest %q/%q vs list %q/%q", latest.EventID(), latest.GroupID(), evs[0].EventID(), evs[0].GroupID())
	}
	lt, _ := latest.Time()
	et, _ := evs[0].Time()
	if lt.IsZero() || !lt.Equal(et) {
		t.Fatalf("times differ: %v %v", lt, et)
	}
	// unknown issue: the list answers [] (callers read the issue alongside)
	if evs, err := c.IssueEvents(context.Background(), "99999", 3); err != nil || len(evs) != 0 {
		t.Fatalf("unknown issue events: %v %v", evs, err)
	}
}

func TestInputValidationMakesNoRequest(t *testing.T) {
	fake, c := newFake(t)
	ctx := context.Background()
	for name, err := range map[string]error{
		"issue id": func() error { _, err := c.Issue(ctx, "12abc"); return err }(),
		"neg id":   func() error { _, err := c.Issue(ctx, "-1"); return err }(),
		"slug":     func() error { _, err := c.Project(ctx, "../admin"); return err }(),
		"limit":    func() error { _, err := c.IssueEvents(ctx, "1", 11); return err }(),
	} {
		if gterr.KindOf(err) != gterr.KindInput {
			t.Errorf("%s: want input error, got %v", name, err)
		}
	}
	if fake.Requests() != 0 {
		t.Fatalf("invalid input sent %d requests", fake.Requests())
	}
}

func TestNewValidatesConfig(t *testing.T) {
	for _, cfg := range []Config{
		{Org: "a", Token: "t"},
		{BaseURL: "ftp://x", Org: "a", Token: "t"},
		{BaseURL: "https://user:pw@x", Org: "a", Token: "t"},
		{BaseURL: "https://x", Org: "A B", Token: "t"},
		{BaseURL: "https://x", Org: "a", Token: " "},
	} {
		if _, err := New(cfg); gterr.KindOf(err) != gterr.KindConfig {
			t.Errorf("%+v: want config error, got %v", cfg, err)
		} else if strings.Contains(err.Error(), "pw") {
			t.Errorf("config error echoes the URL: %v", err)
		}
	}
}

// TestTagFacetQueryAsValuesEncode: a tag facet's GET writes its query by
// hand (getQuery); it must be what url.Values.Encode wrote for the key,
// escapes included, and the facet must still be found.
func TestTagFacetQueryAsValuesEncode(t *testing.T) {
	for _, key := range []string{"environment", "release", "server name", "a&b=c", "url/path?x#y", "ключ"} {
		fake, c := newFake(t)
		if _, err := c.issueTagGet(context.Background(), "101", key); err != nil {
			t.Fatalf("%q: %v", key, err)
		}
		qs := fake.Queries()
		if want := (url.Values{"key": {key}}).Encode(); qs[len(qs)-1] != want {
			t.Errorf("%q: query %q, url.Values.Encode writes %q", key, qs[len(qs)-1], want)
		}
	}
	_, c := newFake(t)
	tags, err := c.IssueTags(context.Background(), "101", "environment", "release")
	if err != nil {
		t.Fatal(err)
	}
	if len(tags) != 2 {
		t.Fatalf("want the environment and release facets, got %+v", tags)
	}
}

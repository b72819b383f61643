package mcpserver_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"glitchtip-mcp/shared/app"
	"glitchtip-mcp/shared/secret"
	"glitchtip-mcp/shared/standin"
)

const getIssueBody = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"glitchtip_get_issue","arguments":{"issue_id":"101"}}}`

// BenchmarkToolCallGetIssue is one warm tools/call (glitchtip_get_issue)
// through the HTTP handler, with the stand-in on loopback. Subtract
// BenchmarkUpstreamGetIssue (the same two GlitchTip GETs without MCP) to get
// the handler's own overhead.
func BenchmarkToolCallGetIssue(b *testing.B) {
	h := start(b, standin.Demo(), "")
	c := &http.Client{}
	b.ReportAllocs()
	for b.Loop() {
		req, _ := http.NewRequest("POST", h.url, strings.NewReader(getIssueBody))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+testKey)
		resp, err := c.Do(req)
		if err != nil || resp.StatusCode != 200 {
			b.Fatal(err)
		}
		var buf [4096]byte
		for {
			if _, err := resp.Body.Read(buf[:]); err != nil {
				break
			}
		}
		resp.Body.Close()
	}
}

// BenchmarkUpstreamGetIssue is the upstream part of a get_issue call: the
// issue and its tag facets, fetched and decoded by the client.
func BenchmarkUpstreamGetIssue(b *testing.B) {
	h := start(b, standin.Demo(), "")
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := h.app.Client.Issue(ctx, "101"); err != nil {
			b.Fatal(err)
		}
		if _, err := h.app.Client.IssueTags(ctx, "101", "environment", "release"); err != nil {
			b.Fatal(err)
		}
	}
}

// replay answers GlitchTip requests with bodies recorded once from the
// stand-in, so a benchmark counts the product's own work and allocations
// without the stand-in's or the sockets'.
type replay map[string][]byte

func (r replay) RoundTrip(req *http.Request) (*http.Response, error) {
	b, ok := r[req.URL.RequestURI()]
	if !ok {
		return nil, fmt.Errorf("replay: no recording for %s", req.URL.RequestURI())
	}
	return &http.Response{StatusCode: 200, Header: replayHeader, Body: io.NopCloser(bytes.NewReader(b)), ContentLength: int64(len(b)), Request: req}, nil
}

var replayHeader = http.Header{"Content-Type": {"application/json"}}

// recordGetIssue records the stand-in's answers to glitchtip_get_issue's GETs.
func recordGetIssue(b *testing.B, d *standin.Dataset, id string) replay {
	fake := &standin.Server{Data: d}
	r := replay{}
	for _, p := range []string{"/api/0/issues/" + id + "/", "/api/0/issues/" + id + "/tags/?key=environment", "/api/0/issues/" + id + "/tags/?key=release"} {
		req := httptest.NewRequest("GET", p, nil)
		req.Header.Set("Authorization", "Bearer "+d.Token)
		w := httptest.NewRecorder()
		fake.ServeHTTP(w, req)
		if w.Code != 200 {
			b.Fatalf("recording %s: %d", p, w.Code)
		}
		r[p] = w.Body.Bytes()
	}
	return r
}

// discard is a ResponseWriter that keeps nothing but the status.
type discard struct {
	h    http.Header
	code int
	keep *bytes.Buffer // nil: keep nothing
}

func (d *discard) Header() http.Header { return d.h }
func (d *discard) Write(p []byte) (int, error) {
	if d.keep != nil {
		d.keep.Write(p)
	}
	return len(p), nil
}
func (d *discard) WriteHeader(code int) { d.code = code }

// BenchmarkHandlerGetIssue is the product's own share of one warm
// glitchtip_get_issue: the HTTP handler called directly, GlitchTip answered
// from recordings. Its allocs/op are the product's allocations per call.
func BenchmarkHandlerGetIssue(b *testing.B) {
	d := standin.Demo()
	serve := benchHandler(b, d, recordGetIssue(b, d, "101"))
	body := []byte(getIssueBody)
	serve(body, true)
	b.ReportAllocs()
	for b.Loop() {
		serve(body, false)
	}
}

// BenchmarkHandlerGetIssueEach is BenchmarkHandlerGetIssue over every
// issue of the demo data in turn, as make load asks for them: the
// product's own CPU per call, without the stand-in's or the sockets', for
// a profile (-cpuprofile) of what make load measures.
func BenchmarkHandlerGetIssueEach(b *testing.B) {
	d := standin.Demo()
	rec := replay{}
	var bodies [][]byte
	for _, is := range d.Issues {
		id := fmt.Sprint(is.ID)
		for p, body := range recordGetIssue(b, d, id) {
			rec[p] = body
		}
		bodies = append(bodies, []byte(strings.Replace(getIssueBody, `"101"`, `"`+id+`"`, 1)))
	}
	serve := benchHandler(b, d, rec)
	for _, body := range bodies { // warm, as make load does
		serve(body, true)
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		serve(bodies[i%len(bodies)], false)
		i++
	}
}

// benchHandler builds the app on the demo organisation with GlitchTip
// answered by rt, and returns a function that POSTs one /mcp body to its
// handler; with check, it fails b unless the answer is a tool result.
func benchHandler(b *testing.B, d *standin.Dataset, rt http.RoundTripper) func(body []byte, check bool) {
	vars := map[string]string{"GLITCHTIP_URL": "http://glitchtip.invalid", "GLITCHTIP_ORG": d.Org, "GLITCHTIP_TOKEN_SOURCE_NAME": "env:TOKEN", "TOKEN": d.Token}
	for k, v := range keyVars {
		vars[k] = v
	}
	a, err := app.Build(context.Background(), env(vars), app.Options{Resolver: &secret.Resolver{Getenv: env(vars)}, AuditLog: io.Discard, Transport: rt})
	if err != nil {
		b.Fatal(err)
	}
	return func(body []byte, check bool) {
		var keep *bytes.Buffer
		if check {
			keep = &bytes.Buffer{}
		}
		req := httptest.NewRequest("POST", "/mcp", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		req.Header.Set("Authorization", "Bearer "+testKey)
		w := &discard{h: http.Header{}, keep: keep}
		a.Handler.ServeHTTP(w, req)
		if w.code != 0 && w.code != 200 {
			b.Fatalf("status %d", w.code)
		}
		if check && (!strings.Contains(keep.String(), `"structuredContent"`) || strings.Contains(keep.String(), `"isError":true`)) {
			b.Fatalf("not a tool result: %.300s", keep.String())
		}
	}
}

package mcpserver_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"glitchtip-mcp/shared/app"
	"glitchtip-mcp/shared/lambdaentry"
	"glitchtip-mcp/shared/standin"
)

// faultHarness serves the app with a 500 ms upstream timeout against a
// stand-in whose answers a test can replace.
func faultHarness(t *testing.T) (*standin.Server, *app.App, string) {
	t.Helper()
	return faultHarnessTimeout(t, "500ms")
}

// faultHarnessTimeout is faultHarness with another upstream timeout.
func faultHarnessTimeout(t *testing.T, timeout string) (*standin.Server, *app.App, string) {
	t.Helper()
	vars := map[string]string{"GLITCHTIP_TIMEOUT": timeout}
	for k, v := range keyVars {
		vars[k] = v
	}
	fake, a, base := launch(t, standin.Demo(), vars, io.Discard)
	return fake, a, base + "/mcp"
}

func toolCall(t *testing.T, url, tool, args string) (time.Duration, map[string]any) {
	t.Helper()
	start := time.Now()
	resp, body := post(t, url, map[string]string{"Authorization": "Bearer " + testKey},
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"`+tool+`","arguments":`+args+`}}`)
	if resp.StatusCode != 200 {
		t.Fatalf("%s: HTTP %d %s", tool, resp.StatusCode, body)
	}
	var rpc struct {
		Result map[string]any `json:"result"`
	}
	if err := json.Unmarshal([]byte(body), &rpc); err != nil || rpc.Result == nil {
		t.Fatalf("%s: not a result: %s", tool, body)
	}
	return time.Since(start), rpc.Result
}

func resultText(r map[string]any) string {
	b, _ := json.Marshal(r["content"])
	return string(b)
}

// TestUpstreamFaults: every fault of GlitchTip yields the right trusted
// error, or a bounded truncated result, within the deadline; nothing of the
// upstream answer leaks; no goroutine is left behind.
func TestUpstreamFaults(t *testing.T) {
	fake, a, url := faultHarness(t)
	issue := `{"issue_id":"101"}`
	cases := []struct {
		name      string
		intercept func(w http.ResponseWriter, r *http.Request) bool
		tool      string
		args      string
		want      string
		within    time.Duration
	}{
		{"latency beyond timeout", func(w http.ResponseWriter, r *http.Request) bool {
			select {
			case <-time.After(3 * time.Second):
			case <-r.Context().Done():
			}
			return true
		}, "glitchtip_get_issue", issue, "network error contacting GlitchTip", 2 * time.Second},
		{"hang", func(w http.ResponseWriter, r *http.Request) bool { <-r.Context().Done(); return true },
			"glitchtip_get_issue", issue, "network error contacting GlitchTip", 2 * time.Second},
		{"reset mid-body", func(w http.ResponseWriter, r *http.Request) bool {
			conn, buf, _ := w.(http.Hijacker).Hijack()
			buf.WriteString("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{\"id\":\"101\",\"title\":\"SECRET-PARTIAL")
			buf.Flush()
			if tc, ok := conn.(*net.TCPConn); ok {
				tc.SetLinger(0) // RST, not FIN
			}
			conn.Close()
			return true
		}, "glitchtip_get_issue", issue, "network error contacting GlitchTip", 2 * time.Second},
		{"5xx burst", func(w http.ResponseWriter, r *http.Request) bool {
			w.WriteHeader(503)
			w.Write([]byte("SECRET-BODY"))
			return true
		},
			"glitchtip_get_issue", issue, "GlitchTip upstream unavailable", 2 * time.Second},
		{"429 storm", func(w http.ResponseWriter, r *http.Request) bool {
			w.Header().Set("Retry-After", "1")
			w.WriteHeader(429)
			return true
		}, "glitchtip_get_issue", issue, "GlitchTip rate limit reached", 5 * time.Second},
		{"malformed JSON", func(w http.ResponseWriter, r *http.Request) bool {
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"id": "101", "title": "SECRET-BODY`))
			return true
		}, "glitchtip_get_issue", issue, "malformed JSON response from GlitchTip", 2 * time.Second},
		{"HTML 200", func(w http.ResponseWriter, r *http.Request) bool {
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte("<html>SECRET-BODY</html>"))
			return true
		}, "glitchtip_get_issue", issue, "malformed JSON response from GlitchTip", 2 * time.Second},
		{"Link loops to the same cursor", func(w http.ResponseWriter, r *http.Request) bool {
			if !strings.Contains(r.URL.Path, "/issues/") {
				return false
			}
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Link", `{'<http://x/>; rel="next"; results="true"; cursor="c2FtZQ=="'}`)
			json.NewEncoder(w).Encode([]map[string]any{{"id": "101", "title": "E", "project": map[string]string{"slug": "backend"}, "count": "1"}})
			return true
		}, "glitchtip_list_unresolved", `{"project":"backend","limit":100}`, "truncated", 2 * time.Second},
	}
	warm := func() {
		toolCall(t, url, "glitchtip_get_issue", issue)
		a.Client.CloseIdleConnections()
		http.DefaultClient.CloseIdleConnections()
	}
	warm()
	before := settledGoroutines()
	var ms runtime.MemStats
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fake.SetIntercept(tc.intercept)
			defer fake.SetIntercept(nil)
			runtime.GC()
			runtime.ReadMemStats(&ms)
			alloc := ms.TotalAlloc
			took, res := toolCall(t, url, tc.tool, tc.args)
			txt := resultText(res)
			if !strings.Contains(txt, tc.want) && !strings.Contains(fmt.Sprint(res["structuredContent"]), tc.want) {
				t.Fatalf("want %q, got %s", tc.want, txt)
			}
			if strings.Contains(txt, "SECRET") {
				t.Fatalf("upstream text leaked: %s", txt)
			}
			if took > tc.within {
				t.Errorf("took %v, bound %v", took, tc.within)
			}
			runtime.ReadMemStats(&ms)
			if grew := ms.TotalAlloc - alloc; grew > 64<<20 { // uncapped, reading ~100 MB would allocate over 200 MB
				t.Errorf("allocated %d MB for one call: body not capped", grew>>20)
			}
		})
	}
	warm()
	if after := goroutinesDownTo(before + 2); after > before+2 {
		t.Errorf("goroutines %d -> %d: left behind", before, after)
	}
}

// TestUpstreamTooLarge: an answer of about 100 MB is refused as too large
// after at most the cap is read, whether its length is declared or it comes
// in chunks, and nothing of it leaks. The upstream timeout is the longest
// allowed (25 s): under TestUpstreamFaults' 500 ms a loaded machine could
// time out reading the capped 8 MB and answer "network error" instead.
func TestUpstreamTooLarge(t *testing.T) {
	fake, _, url := faultHarnessTimeout(t, "25s")
	chunk := []byte(strings.Repeat(`{"id":"1","title":"SECRET-BODY"},`, 1000))
	const n = 3000 // ~100 MB
	for _, declared := range []bool{true, false} {
		t.Run(fmt.Sprint("declared length ", declared), func(t *testing.T) {
			fake.SetIntercept(func(w http.ResponseWriter, r *http.Request) bool {
				w.Header().Set("Content-Type", "application/json")
				if declared {
					w.Header().Set("Content-Length", fmt.Sprint(1+n*len(chunk)))
				}
				w.Write([]byte("["))
				for i := 0; i < n; i++ {
					if _, err := w.Write(chunk); err != nil {
						break
					}
				}
				return true
			})
			defer fake.SetIntercept(nil)
			var ms runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&ms)
			alloc := ms.TotalAlloc
			_, res := toolCall(t, url, "glitchtip_list_unresolved", `{"project":"backend"}`)
			txt := resultText(res)
			if !strings.Contains(txt, "GlitchTip response too large") {
				t.Fatalf("want %q, got %s", "GlitchTip response too large", txt)
			}
			if strings.Contains(txt, "SECRET") {
				t.Fatalf("upstream text leaked: %s", txt)
			}
			runtime.ReadMemStats(&ms)
			if grew := ms.TotalAlloc - alloc; grew > 64<<20 { // uncapped, reading ~100 MB would allocate over 200 MB
				t.Errorf("allocated %d MB for one call: body not capped", grew>>20)
			}
		})
	}
}

// goroutinesDownTo polls, for up to 30 s however loaded the machine, until
// at most want goroutines run, and returns how many do: the GETs' idle
// workers end when the glitchtip package's reaper next runs, which a busy
// machine may run late; a goroutine left behind never ends.
func goroutinesDownTo(want int) int {
	n := runtime.NumGoroutine()
	for deadline := time.Now().Add(30 * time.Second); n > want && time.Now().Before(deadline); n = runtime.NumGoroutine() {
		time.Sleep(20 * time.Millisecond)
	}
	return settledGoroutines()
}

func settledGoroutines() int {
	n := runtime.NumGoroutine()
	for i := 0; i < 50; i++ {
		time.Sleep(20 * time.Millisecond)
		m := runtime.NumGoroutine()
		if m == n {
			return m
		}
		n = m
	}
	return n
}

// TestLambdaDeadlineBoundsToolCalls: the invocation's deadline flows into
// every upstream call, so a hanging GlitchTip cannot keep a tool call past
// the invocation. The upstream timeout is the longest allowed (25 s) and
// the invocation's 5 s: an answer well before 25 s can only have been
// bounded by the invocation, and 5 s leaves the call its full margin to
// write the error however busy the machine (a 200 ms deadline left 40 ms,
// which a loaded race run overran).
func TestLambdaDeadlineBoundsToolCalls(t *testing.T) {
	vars := map[string]string{"GLITCHTIP_TIMEOUT": "25s"}
	for k, v := range keyVars {
		vars[k] = v
	}
	fake, a, _ := launch(t, standin.Demo(), vars, io.Discard)
	fake.SetIntercept(func(w http.ResponseWriter, r *http.Request) bool { <-r.Context().Done(); return true })
	ev, err := os.ReadFile("../../events/tools-call.json")
	if err != nil {
		t.Fatal(err)
	}
	ev = []byte(strings.ReplaceAll(string(ev), "sample-key-0123456789abcdef", testKey))
	h := lambdaentry.New(a.Handler, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	start := time.Now()
	out, err := h.Invoke(ctx, ev)
	took := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(out)
	if took > 20*time.Second || !strings.Contains(string(b), "network error contacting GlitchTip") {
		t.Fatalf("took %v: %s", took, b)
	}
}

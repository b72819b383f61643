// Command loadtest drives the endpoint with many concurrent clients calling
// tools for a bounded time, against the GlitchTip stand-in with a realistic
// upstream latency, first through the local HTTP server and then through the
// API Gateway adapter path in-process, and prints throughput, latency
// percentiles, errors, peak RSS and goroutines/heap before and after.
//
//	go run ./shared/testkit/cmd/loadtest -clients 64 -duration 10s -latency 5ms
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"glitchtip-mcp/shared/endpoint"
	"glitchtip-mcp/shared/testkit/loadtest"

	"github.com/aws/aws-lambda-go/events"

	"glitchtip-mcp/shared/app"
	"glitchtip-mcp/shared/lambdaentry"
	"glitchtip-mcp/shared/secret"
	"glitchtip-mcp/shared/standin"
)

const key = "load-key-0123456789abcdef"

var calls = []string{
	`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"glitchtip_get_issue","arguments":{"issue_id":"101"}}}`,
	`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"glitchtip_list_unresolved","arguments":{"project":"backend","limit":10}}}`,
	`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"glitchtip_recent_events","arguments":{"issue_id":"105","limit":2}}}`,
	`{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"glitchtip_search","arguments":{"project":"worker","query":"is:unresolved level:error"}}}`,
}

func main() {
	clients := flag.Int("clients", 64, "concurrent clients")
	duration := flag.Duration("duration", 10*time.Second, "how long to drive each path")
	latency := flag.Duration("latency", 5*time.Millisecond, "stand-in latency per GlitchTip request")
	flag.Parse()

	fake := &standin.Server{Data: standin.Demo(), Latency: *latency}
	gtLn, _ := net.Listen("tcp", "127.0.0.1:0")
	gtSrv := &http.Server{Handler: fake}
	go gtSrv.Serve(gtLn)
	vars := map[string]string{"GLITCHTIP_URL": "http://localhost:" + strconv.Itoa(gtLn.Addr().(*net.TCPAddr).Port), "GLITCHTIP_ORG": "demo",
		"GLITCHTIP_TOKEN_SOURCE_NAME": "env:T", "T": standin.DemoToken, "MCP_API_KEYS_SOURCE_NAME": "env:K", "K": `["` + key + `"]`}
	getenv := func(k string) string { return vars[k] }
	a, err := app.Build(context.Background(), getenv, app.Options{Resolver: &secret.Resolver{Getenv: getenv}, AuditLog: io.Discard})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	srv := endpoint.NewHTTPServer(a.Handler)
	go srv.Serve(ln)
	url := "http://" + ln.Addr().String() + "/mcp"
	hc := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *clients, MaxIdleConns: *clients}}

	httpCall := func(i int) bool {
		req, _ := http.NewRequest("POST", url, strings.NewReader(calls[i%len(calls)]))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+key)
		resp, err := hc.Do(req)
		if err != nil {
			return false
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		return resp.StatusCode == 200 && ok(b)
	}
	lh := lambdaentry.New(a.Handler, nil)
	lambdaCall := func(i int) bool {
		ev := events.APIGatewayV2HTTPRequest{Version: "2.0", RouteKey: "POST /mcp", RawPath: "/mcp",
			Headers: map[string]string{"content-type": "application/json", "authorization": "Bearer " + key},
			Body:    calls[i%len(calls)],
			RequestContext: events.APIGatewayV2HTTPRequestContext{RequestID: "r" + strconv.Itoa(i), Stage: "$default",
				HTTP: events.APIGatewayV2HTTPRequestContextHTTPDescription{Method: "POST", Path: "/mcp", SourceIP: "203.0.113.9"}}}
		raw, _ := json.Marshal(ev)
		ctx, cancel := context.WithTimeout(context.Background(), 29*time.Second)
		defer cancel()
		out, err := lh.Invoke(ctx, raw)
		if err != nil {
			return false
		}
		resp, okType := out.(events.APIGatewayV2HTTPResponse)
		return okType && resp.StatusCode == 200 && ok([]byte(resp.Body))
	}

	// warm both paths, then take the baseline
	for i := 0; i < 20; i++ {
		httpCall(i)
		lambdaCall(i)
	}
	settle(hc, a)
	g0, h0 := runtime.NumGoroutine(), heap()
	fmt.Printf("load: %d clients, %v per path, stand-in latency %v per GlitchTip request, GOMAXPROCS %d\n", *clients, *duration, *latency, runtime.GOMAXPROCS(0))
	fmt.Printf("before: %d goroutines, %.1f MB heap in use\n\n", g0, float64(h0)/(1<<20))
	report("HTTP (local server, loopback)", loadtest.Run(*clients, *duration, httpCall), *duration)
	settle(hc, a)
	g1, h1 := runtime.NumGoroutine(), heap()
	report("API Gateway adapter (in-process Invoke)", loadtest.Run(*clients, *duration, lambdaCall), *duration)
	settle(hc, a)
	g2, h2 := runtime.NumGoroutine(), heap()
	fmt.Printf("goroutines: before %d, after HTTP %d, after adapter %d\n", g0, g1, g2)
	fmt.Printf("heap in use: before %.1f MB, after HTTP %.1f MB, after adapter %.1f MB\n", float64(h0)/(1<<20), float64(h1)/(1<<20), float64(h2)/(1<<20))
	fmt.Printf("peak RSS of the process (server, stand-in and load clients together): %.1f MB\n", float64(peakRSS())/(1<<20))
	fmt.Printf("upstream requests served by the stand-in: %d, non-GET: %d\n", fake.Requests(), fake.NonGET())
}

func ok(b []byte) bool {
	var rpc struct {
		Result *struct {
			IsError bool `json:"isError"`
		} `json:"result"`
	}
	return json.Unmarshal(b, &rpc) == nil && rpc.Result != nil && !rpc.Result.IsError && bytes.Contains(b, []byte("structuredContent"))
}

func report(name string, r loadtest.Result, d time.Duration) {
	n := len(r.Latencies)
	fmt.Printf("%s: %d tool calls, %d errors, %.0f calls/s, p50 %v, p99 %v, max %v\n\n", name, n, r.Errors,
		float64(n)/d.Seconds(), r.Percentile(0.50), r.Percentile(0.99), r.Percentile(1))
}

func settle(hc *http.Client, a *app.App) {
	hc.CloseIdleConnections()
	a.Client.CloseIdleConnections()
	for i := 0; i < 20; i++ {
		runtime.GC()
		time.Sleep(50 * time.Millisecond)
	}
}

func heap() uint64 {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapInuse
}

func peakRSS() int64 {
	b, _ := os.ReadFile("/proc/self/status")
	for _, line := range strings.Split(string(b), "\n") {
		if v, found := strings.CutPrefix(line, "VmHWM:"); found {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// Command benchscale measures every tool and the scheduled digest against
// a GlitchTip stand-in of growing size (1k, 10k and 50k active issues,
// spread over projects), and prints per call the wall time, the upstream
// requests (with the minimum for the digest), and the peak heap the call
// added, at full CPU and under a CPU cap.
//
// Three processes, so that the stand-in's own work and memory are not
// counted as the product's: this one orchestrates; "-serve N" runs the
// stand-in with N issues (and counts the requests it gets); "-client URL"
// runs the product (the app as Lambda builds it, tool calls as JSON-RPC
// through its HTTP handler, with the 25 s call budget) against it. The CPU
// cap is GOMAXPROCS=1 for the client process (the product gets one core;
// the stand-in keeps its own): a cgroup quota would need privileges this
// command does not assume.
//
//	go run ./shared/testkit/cmd/benchscale -sizes 1000,10000,50000 -latency 0
//
// -client-bin runs the client side from another build (an older commit's
// benchscale), against this build's stand-in: before/after on equal
// terms.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"glitchtip-mcp/shared/app"
	"glitchtip-mcp/shared/digest"
	"glitchtip-mcp/shared/glitchtip"
	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
	"glitchtip-mcp/shared/secret"
	"glitchtip-mcp/shared/standin"
)

const apiKey = "bench-key-0123456789abcdef0123"

func main() {
	serve := flag.Int("serve", 0, "run the stand-in with this many active issues and print its URL")
	client := flag.String("client", "", "run the product against the stand-in at this URL and print one row per call")
	sizes := flag.String("sizes", "1000,10000,50000", "active issues of each stand-in")
	latency := flag.Duration("latency", 0, "stand-in latency per GlitchTip request")
	clientBin := flag.String("client-bin", "", "binary that runs the client side (default: this one)")
	label := flag.String("label", "", "label of the client rows")
	flag.DurationVar(&giveUp, "give-up", giveUp, "how long one call may run before the client stops")
	flag.Parse()
	switch {
	case *serve > 0:
		runServe(*serve, *latency)
	case *client != "":
		runClient(*client, *label)
	default:
		orchestrate(*sizes, *latency, *clientBin)
	}
}

// orchestrate starts a stand-in per size and the client at full CPU and
// at one core, printing their rows.
func orchestrate(sizes string, latency time.Duration, clientBin string) {
	self, err := os.Executable()
	if err != nil {
		fail(err)
	}
	if clientBin == "" {
		clientBin = self
	}
	fmt.Printf("benchscale: stand-in latency %s per request; client %s; CPU cap = GOMAXPROCS=1 in the client process (%d cores here)\n",
		latency, clientBin, runtime.NumCPU())
	fmt.Printf("%-7s %-5s %-30s %9s %8s %8s %9s  %s\n", "issues", "cpu", "call", "ms", "requests", "minimum", "peak MB", "result")
	for _, f := range strings.Split(sizes, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n <= 0 {
			fail(fmt.Errorf("bad size %q", f))
		}
		built := time.Now()
		srv := exec.Command(self, "-serve", strconv.Itoa(n), "-latency", latency.String())
		srv.Stderr = os.Stderr
		out, _ := srv.StdoutPipe()
		if err := srv.Start(); err != nil {
			fail(err)
		}
		line, err := bufio.NewReader(out).ReadString('\n')
		if err != nil {
			srv.Process.Kill()
			fail(fmt.Errorf("stand-in of %d issues did not start: %v", n, err))
		}
		url := strings.TrimSpace(line)
		fmt.Printf("# %d issues: stand-in built and serving in %s\n", n, time.Since(built).Round(time.Millisecond))
		for _, procs := range []string{strconv.Itoa(runtime.NumCPU()), "1"} {
			cl := exec.Command(clientBin, "-client", url, "-give-up", giveUp.String(), "-label", fmt.Sprintf("%-7d %-5s", n, procs))
			cl.Env = append(os.Environ(), "GOMAXPROCS="+procs)
			cl.Stdout, cl.Stderr = os.Stdout, os.Stderr
			if err := cl.Run(); err != nil {
				fmt.Printf("# client failed: %v\n", err)
			}
		}
		srv.Process.Kill()
		srv.Wait()
	}
}

// dataset is the demo with n active issues more, over n/2500 projects (at
// least 4): a tenth new, one in fifty spiking, one in a hundred back after
// a quiet week; titles run to GlitchTip's cut.
func dataset(n int) *standin.Dataset {
	d := standin.Demo()
	now := time.Now().UTC().Truncate(time.Second)
	projects := max(4, n/2500)
	for p := 0; p < projects; p++ {
		slug := fmt.Sprintf("svc-%02d", p)
		d.Projects = append(d.Projects, standin.Project{ID: 100 + p, Slug: slug, Name: "Service " + strconv.Itoa(p), Platform: "python"})
		d.Environments[slug] = []string{"production"}
	}
	hourly := make([]int, 24)
	for i := range hourly {
		hourly[i] = 1
	}
	spike := append([]int(nil), hourly...)
	spike[21], spike[22], spike[23] = 40, 60, 80
	quiet := make([]int, 14)
	quiet[0], quiet[1], quiet[13] = 5, 3, 7
	for i := 0; i < n; i++ {
		j := i / projects // the issue's rank in its project: every project gets its share of each kind
		last := now.Add(-time.Duration(i%1400) * time.Minute)
		first := last.Add(-30 * 24 * time.Hour)
		if j%10 == 0 {
			first = last.Add(-time.Duration(i%60) * time.Minute)
		}
		title := fmt.Sprintf("RoutingError: no path from depot %d to stop %d: segment closed for maintenance until further notice by the city", i, i*7+3)
		is := &standin.Issue{ID: 100000 + i, Project: fmt.Sprintf("svc-%02d", i%projects), Title: title[:min(len(title), standin.MaxTitle)],
			Level: "error", Status: "unresolved", Count: 1 + i%997, FirstSeen: first, LastSeen: last, Environment: "production",
			Release: "svc@1.0." + strconv.Itoa(i%7), Hourly: hourly}
		switch {
		case j%50 == 7:
			is.Hourly = spike
		case j%100 == 3:
			is.Hourly, is.Daily = nil, quiet
		}
		d.Issues = append(d.Issues, is)
	}
	return d
}

// runServe serves the stand-in; /bench/requests answers (and resets) the
// requests counted since the last ask.
func runServe(n int, latency time.Duration) {
	fake := &standin.Server{Data: dataset(n), Latency: latency}
	var count atomic.Int64
	mux := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/bench/requests" {
			fmt.Fprint(w, count.Swap(0))
			return
		}
		count.Add(1)
		fake.ServeHTTP(w, r)
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fail(err)
	}
	fmt.Println("http://localhost:" + strconv.Itoa(ln.Addr().(*net.TCPAddr).Port))
	(&http.Server{Handler: mux, ReadHeaderTimeout: time.Minute}).Serve(ln)
}

// call is one measured tool call.
type call struct {
	name string
	args string
}

var calls = []call{
	{"glitchtip_list_projects", `{}`},
	{"glitchtip_list_unresolved", `{"project":"svc-00","limit":100}`},
	{"glitchtip_search", `{"project":"svc-01","query":"level:error depot"}`},
	{"glitchtip_get_issue", `{"issue_id":"100007"}`},
	{"glitchtip_recent_events", `{"issue_id":"101","limit":10}`},
	{"glitchtip_issue_trend", `{"issue_id":"100007"}`},
	{"glitchtip_tag_distribution", `{"issue_id":"100007"}`},
	{"glitchtip_uptime_monitors", `{}`},
	{"glitchtip_unresolved_digest", `{"window":"24h"}`},
}

func requests(base string) int {
	resp, err := http.Get(base + "/bench/requests")
	if err != nil {
		return -1
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	n, _ := strconv.Atoi(string(b))
	return n
}

// peak samples the heap in use every millisecond until stop, returning
// the highest above what was in use at the start.
func peak(stop <-chan struct{}) <-chan uint64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	base := ms.HeapInuse
	out := make(chan uint64, 1)
	go func() {
		top := base
		t := time.NewTicker(time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-stop:
				runtime.ReadMemStats(&ms)
				out <- max(top, ms.HeapInuse) - base
				return
			case <-t.C:
				runtime.ReadMemStats(&ms)
				top = max(top, ms.HeapInuse)
			}
		}
	}()
	return out
}

// giveUp is how long a call may run before the client stops measuring:
// a call that has not answered by then has failed its purpose (API
// Gateway gives up after 29 s), and it would keep a core busy for the
// calls after it, so the client process ends there.
var giveUp = 3 * time.Minute

func measure(label, name string, fn func() string) (time.Duration, float64, string) {
	stop := make(chan struct{})
	mem := peak(stop)
	start := time.Now()
	done := make(chan string, 1)
	go func() { done <- fn() }()
	var res string
	select {
	case res = <-done:
	case <-time.After(giveUp):
		fmt.Printf("%s %-30s %9s  no answer within %s: gave up (the calls after it are not run)\n", label, name, ">"+strconv.Itoa(int(giveUp.Milliseconds())), giveUp)
		os.Exit(0)
	}
	took := time.Since(start)
	close(stop)
	return took, float64(<-mem) / (1 << 20), res
}

func runClient(base, label string) {
	vars := map[string]string{"GLITCHTIP_URL": base, "GLITCHTIP_ORG": "demo", "GLITCHTIP_TOKEN_SOURCE_NAME": "env:T", "T": standin.DemoToken,
		"MCP_API_KEYS_SOURCE_NAME": "env:K", "K": `["` + apiKey + `"]`}
	getenv := func(k string) string { return vars[k] }
	a, err := app.Build(context.Background(), getenv, app.Options{Resolver: &secret.Resolver{Getenv: getenv}, AuditLog: io.Discard})
	if err != nil {
		fail(err)
	}
	requests(base)
	for i, c := range calls {
		body := fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":%q,"arguments":%s}}`, i+1, c.name, c.args)
		took, mb, res := measure(label, strings.TrimPrefix(c.name, "glitchtip_"), func() string {
			req := httptest.NewRequest("POST", "/mcp", strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Authorization", "Bearer "+apiKey)
			rec := httptest.NewRecorder()
			a.Handler.ServeHTTP(rec, req)
			return summary(c.name, rec.Body.Bytes())
		})
		n := requests(base)
		min := "-"
		if c.name == "glitchtip_unresolved_digest" {
			min = digestMinimum(res)
			res = strings.SplitN(res, "|", 2)[1]
		}
		fmt.Printf("%s %-30s %9d %8d %8s %9.1f  %s\n", label, strings.TrimPrefix(c.name, "glitchtip_"), took.Milliseconds(), n, min, mb, res)
	}
	// the scheduled digest: built, rendered for email, Slack and Teams
	gc, err := glitchtip.New(glitchtip.Config{BaseURL: base, Org: "demo", Token: standin.DemoToken})
	if err != nil {
		fail(err)
	}
	p := &projection.Projector{Redactor: redact.New(standin.DemoToken), BaseURL: base, Org: "demo"}
	sent := 0
	s := &digest.Schedule{Options: digest.Options{Window: 24 * time.Hour}, Deliver: func(_ context.Context, d *digest.Digest) error {
		sent = len(d.Shrink(256<<10).Text()) + len(d.Slack()) + len(d.Teams())
		return nil
	}}
	requests(base)
	took, mb, res := measure(label, "scheduled digest", func() string {
		d, err := s.Run(context.Background(), gc, p)
		if err != nil {
			return "error: " + err.Error()
		}
		b, _ := json.Marshal(d)
		return digestSummary(b)
	})
	n := requests(base)
	fmt.Printf("%s %-30s %9d %8d %8s %9.1f  %s, %d bytes delivered\n", label, "scheduled digest", took.Milliseconds(), n, digestMinimum(res), mb, strings.SplitN(res, "|", 2)[1], sent)
}

// summary says in a few words what a call answered.
func summary(name string, body []byte) string {
	var r struct {
		Result struct {
			IsError           bool            `json:"isError"`
			StructuredContent json.RawMessage `json:"structuredContent"`
			Content           []struct {
				Text string `json:"text"`
			} `json:"content"`
		} `json:"result"`
		Error *struct{ Message string } `json:"error"`
	}
	if err := json.Unmarshal(body, &r); err != nil || r.Error != nil {
		return "protocol error"
	}
	if r.Result.IsError {
		t := ""
		if len(r.Result.Content) > 0 {
			t = r.Result.Content[0].Text
		}
		return "error: " + t
	}
	if name == "glitchtip_unresolved_digest" {
		return digestSummary(r.Result.StructuredContent)
	}
	var s struct {
		Count     *int `json:"count"`
		Truncated bool `json:"truncated"`
	}
	json.Unmarshal(r.Result.StructuredContent, &s)
	out := fmt.Sprintf("ok, %d bytes", len(r.Result.StructuredContent))
	if s.Count != nil {
		out += fmt.Sprintf(", %d items", *s.Count)
	}
	if s.Truncated {
		out += ", truncated"
	}
	return out
}

// digestSummary is "<minimum inputs>|<what it said>" of a digest's JSON,
// read loosely so that an older build's digest reads too.
func digestSummary(b []byte) string {
	var d struct {
		Totals struct {
			Active, New, Spiking, Regressed int
			Events                          int64
			TrendsUnread                    *int `json:"trends_unread"`
		}
		Projects []struct {
			Available    bool
			ActiveIssues int `json:"active_issues"`
			NewIssues    int `json:"new_issues"`
			Truncated    bool
			Issues       []json.RawMessage
		}
		Missing []string
	}
	json.Unmarshal(b, &d)
	var raw map[string]map[string]any
	json.Unmarshal(b, &raw)
	t := raw["totals"]
	pages, active, old, listed, trunc := 0, 0, 0, 0, false
	for _, p := range d.Projects {
		pages += max(1, (p.ActiveIssues+99)/100)
		active += p.ActiveIssues
		old += p.ActiveIssues - p.NewIssues
		listed += len(p.Issues)
		trunc = trunc || p.Truncated
	}
	atLeast := ""
	if trunc {
		atLeast = " (lower bounds)"
	}
	return fmt.Sprintf("%d,%d,%d,%d,%d|%v active, %v new, %v spiking, %v regressed, %v events%s, %d listed, %d missing",
		len(d.Projects), pages, active, old, listed, t["active_issues"], t["new_issues"], t["spiking_issues"], t["regressed_issues"], t["events"], atLeast, listed, len(d.Missing))
}

// digestMinimum is the fewest requests a digest of these counts needs:
// the project list and the monitors, each project's pages of 100 active
// issues, the hourly counts of every active issue and the daily counts of
// those not new (200 ids a call, across the organisation), plus two facets
// (environment and release, GlitchTip 5.x) per listed issue.
func digestMinimum(s string) string {
	var projects, pages, active, old, listed int
	fmt.Sscanf(strings.SplitN(s, "|", 2)[0], "%d,%d,%d,%d,%d", &projects, &pages, &active, &old, &listed)
	count := 2 + pages + (active+199)/200 + (old+199)/200
	return fmt.Sprintf("%d+%d", count, 2*listed)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "benchscale:", err)
	os.Exit(1)
}

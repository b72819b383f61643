// Command cpuload measures what privacy costs per call: the product and a
// passthrough reference server (the same mcp-go stack, the same GlitchTip
// GETs, the raw upstream JSON returned with no projection or redaction) are
// each driven with glitchtip_get_issue by many concurrent clients, while the
// GlitchTip stand-in, each server and this load driver run as separate
// processes, as a deployment would. It prints throughput, latency
// percentiles, errors and the server process's user+system CPU per call.
// The two servers take turns, in several rounds, so that a slow spell of
// the machine (the load driver and the stand-in share its cores) falls on
// both; CPU per call is given for all rounds and as the rounds' range.
//
//	go run ./shared/testkit/cmd/cpuload -clients 64 -duration 10s -rounds 4 -latency 5ms
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
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"glitchtip-mcp/shared/testkit/loadtest"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"glitchtip-mcp/shared/standin"
)

const key = "load-key-0123456789abcdef"

// calls ask for every issue of the demo data in turn, as an agent reads
// several issues, rather than one issue again and again.
var calls = func() []string {
	var out []string
	for _, is := range standin.Demo().Issues {
		out = append(out, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"glitchtip_get_issue","arguments":{"issue_id":"`+strconv.Itoa(is.ID)+`"}}}`)
	}
	return out
}()

func main() {
	role := flag.String("role", "driver", "driver, or (run by the driver) upstream or passthrough")
	upstream := flag.String("upstream", "", "the stand-in's URL (passthrough role)")
	clients := flag.Int("clients", 64, "concurrent clients")
	duration := flag.Duration("duration", 10*time.Second, "how long to drive each server, in all rounds")
	rounds := flag.Int("rounds", 4, "turns each server takes")
	gogc := flag.String("gogc", "", "GOGC for the product's process (default: its own setting)")
	latency := flag.Duration("latency", 5*time.Millisecond, "stand-in latency per GlitchTip request")
	buildFlags := flag.String("buildflags", "", "extra go build flags for the product, space-separated (make load passes the Lambda build's -gcflags)")
	flag.Parse()
	switch *role {
	case "upstream":
		serve(&standin.Server{Data: standin.Demo(), Latency: *latency})
	case "passthrough":
		serve(passthrough(*upstream))
	default:
		if err := drive(*clients, *duration, *latency, max(*rounds, 1), *gogc, splitFlags(*buildFlags)); err != nil {
			fmt.Fprintln(os.Stderr, "cpuload:", err)
			os.Exit(1)
		}
	}
}

// serve answers on a loopback port and prints it for the driver.
func serve(h http.Handler) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("ADDR %s\n", ln.Addr())
	http.Serve(ln, h)
}

// passthrough is the reference: one tool making the GETs the product's
// glitchtip_get_issue makes on 5.x (the issue and its environment and
// release facets, at once) and returning the upstream bodies as they are.
func passthrough(base string) http.Handler {
	s := server.NewMCPServer("passthrough", "1", server.WithToolCapabilities(false))
	hc := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 256}}
	get := func(ctx context.Context, path string) string {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, base+path, nil)
		req.Header.Set("Authorization", "Bearer "+standin.DemoToken)
		resp, err := hc.Do(req)
		if err != nil {
			return ""
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return string(b)
	}
	s.AddTool(mcp.NewTool("glitchtip_get_issue", mcp.WithString("issue_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("issue_id", "")
			paths := []string{"/api/0/issues/" + id + "/", "/api/0/issues/" + id + "/tags/?key=environment", "/api/0/issues/" + id + "/tags/?key=release"}
			out := make([]string, len(paths))
			var wg sync.WaitGroup
			for i, p := range paths {
				wg.Add(1)
				go func() {
					defer wg.Done()
					out[i] = get(ctx, p)
				}()
			}
			wg.Wait()
			return mcp.NewToolResultText(strings.Join(out, "\n")), nil
		})
	return server.NewStreamableHTTPServer(s, server.WithStateLess(true))
}

// child runs a process and returns it with the first "ADDR" (or
// "serving") address it prints.
func child(cmd *exec.Cmd, fromStderr bool) (string, error) {
	var r io.Reader
	var err error
	if fromStderr {
		r, err = cmd.StderrPipe()
	} else {
		r, err = cmd.StdoutPipe()
	}
	if err != nil {
		return "", err
	}
	if err := cmd.Start(); err != nil {
		return "", err
	}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := sc.Text()
		if a, ok := strings.CutPrefix(line, "ADDR "); ok {
			go io.Copy(io.Discard, r)
			return "http://" + a, nil
		}
		if _, u, ok := strings.Cut(line, "glitchtip-mcp serving "); ok {
			go io.Copy(io.Discard, r)
			return strings.TrimSuffix(strings.Fields(u)[0], "/mcp"), nil
		}
	}
	return "", fmt.Errorf("%s printed no address", cmd.Path)
}

func drive(clients int, d, latency time.Duration, rounds int, gogc string, buildFlags []string) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "cpuload")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	bin := filepath.Join(dir, "glitchtip-mcp")
	args := append(append([]string{"build"}, buildFlags...), "-o", bin, "./functions/mcp")
	if out, err := exec.Command("go", args...).CombinedOutput(); err != nil {
		return fmt.Errorf("build: %v\n%s", err, out)
	}
	up := exec.Command(self, "-role", "upstream", "-latency", latency.String())
	upURL, err := child(up, false)
	if err != nil {
		return err
	}
	defer up.Process.Kill()
	upURL = strings.Replace(upURL, "127.0.0.1", "localhost", 1) // a host name, as a real GlitchTip has

	product := exec.Command(bin)
	product.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + dir, "MCP_LISTEN_ADDR=127.0.0.1:0", "GLITCHTIP_URL=" + upURL,
		"GLITCHTIP_ORG=demo", "GLITCHTIP_TOKEN_SOURCE_NAME=env:T", "T=" + standin.DemoToken,
		"MCP_API_KEYS_SOURCE_NAME=env:K", "K=[\"" + key + "\"]", "MCP_AUDIT_LOG=" + filepath.Join(dir, "audit.log")}
	if gogc != "" {
		product.Env = append(product.Env, "GOGC="+gogc)
	}
	pURL, err := child(product, true)
	if err != nil {
		return err
	}
	defer product.Process.Kill()
	ref := exec.Command(self, "-role", "passthrough", "-upstream", upURL)
	rURL, err := child(ref, false)
	if err != nil {
		return err
	}
	defer ref.Process.Kill()

	fmt.Printf("cpu load: %d clients, %v per server in %d alternating rounds, stand-in latency %v per GlitchTip request; stand-in, servers and driver are separate processes; %d cores\n",
		clients, d, rounds, latency, runtime.NumCPU())
	targets := []*target{{name: "passthrough reference (raw upstream JSON)", cmd: ref, url: rURL}, {name: "glitchtip-mcp (projection + redaction)", cmd: product, url: pURL, auth: true}}
	for _, t := range targets {
		t.client = &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: clients, MaxIdleConns: clients}}
		for i := 0; i < 200; i++ { // warm: connections, caches
			if !t.call() {
				return fmt.Errorf("%s: warm-up call failed", t.name)
			}
		}
	}
	for range rounds {
		for _, t := range targets {
			if err := t.round(clients, d/time.Duration(rounds)); err != nil {
				return err
			}
		}
	}
	for _, t := range targets {
		t.report(d)
	}
	return nil
}

// target is a server under load, and what its rounds measured.
type target struct {
	name   string
	cmd    *exec.Cmd
	url    string
	auth   bool
	client *http.Client
	next   atomic.Int64

	lat    []time.Duration
	errors int
	cpu    time.Duration
	perRnd []float64 // CPU ms per call, each round
}

// call makes one glitchtip_get_issue call and reports whether it answered
// with a tool result that is not an error.
func (t *target) call() bool {
	body := calls[int(t.next.Add(1))%len(calls)]
	req, _ := http.NewRequest(http.MethodPost, t.url+"/mcp", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	if t.auth {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := t.client.Do(req)
	if err != nil {
		return false
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var rpc struct {
		Result *struct {
			IsError bool `json:"isError"`
		} `json:"result"`
	}
	return resp.StatusCode == 200 && json.Unmarshal(b, &rpc) == nil && rpc.Result != nil && !rpc.Result.IsError
}

// round drives t for d and adds what it measured.
func (t *target) round(clients int, d time.Duration) error {
	cpu0, err := cpuTime(t.cmd.Process.Pid)
	if err != nil {
		return err
	}
	r := loadtest.Run(clients, d, func(int) bool { return t.call() })
	cpu1, err := cpuTime(t.cmd.Process.Pid)
	if err != nil {
		return err
	}
	t.lat = append(t.lat, r.Latencies...)
	t.errors += r.Errors
	t.cpu += cpu1 - cpu0
	t.perRnd = append(t.perRnd, float64((cpu1-cpu0).Microseconds())/1000/float64(max(len(r.Latencies), 1)))
	return nil
}

// report prints t's totals over all rounds.
func (t *target) report(d time.Duration) {
	slices.Sort(t.lat)
	r := loadtest.Result{Latencies: t.lat, Errors: t.errors}
	n := len(t.lat)
	fmt.Printf("%s: %d calls, %d errors, %.0f calls/s, p50 %v, p99 %v; server CPU (user+system) %.3f ms per call (rounds %.3f–%.3f)\n",
		t.name, n, t.errors, float64(n)/d.Seconds(), r.Percentile(0.5), r.Percentile(0.99),
		float64(t.cpu.Microseconds())/1000/float64(max(n, 1)), slices.Min(t.perRnd), slices.Max(t.perRnd))
}

// cpuTime is a process's user+system CPU time, from /proc (Linux).
func cpuTime(pid int) (time.Duration, error) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, fmt.Errorf("reading a process's CPU time needs Linux /proc: %w", err)
	}
	// the command name (field 2) may hold spaces: count from the last ')'
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	utime, _ := strconv.ParseInt(f[11], 10, 64)
	stime, _ := strconv.ParseInt(f[12], 10, 64)
	const ticks = 100 // USER_HZ on Linux
	return time.Duration(utime+stime) * time.Second / ticks, nil
}

// splitFlags splits build flags as a shell does, with single or double
// quotes holding a value's spaces together: the Lambda build's
// -gcflags='pkg=-l -d=maxshapelen=64' reach here as make writes them.
func splitFlags(s string) []string {
	var out []string
	var cur strings.Builder
	var quote rune
	in := false
	for _, r := range s {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote == 0 && (r == '\'' || r == '"'):
			quote, in = r, true
		case quote == 0 && (r == ' ' || r == '\t' || r == '\n'):
			if in {
				out = append(out, cur.String())
				cur.Reset()
				in = false
			}
		default:
			cur.WriteRune(r)
			in = true
		}
	}
	if in {
		out = append(out, cur.String())
	}
	return out
}

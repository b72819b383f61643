// Command cpuload measures what privacy costs per call: the product and a
// passthrough reference server (the same mcp-go stack, the same GlitchTip
// GETs, the raw upstream JSON returned with no projection or redaction) are
// each driven with glitchtip_get_issue by many concurrent clients, while the
// GlitchTip stand-in, each server and this load driver run as separate
// processes, as a deployment would. It prints throughput, latency
// percentiles, errors and the server process's user+system CPU per call,
// then the product's CPU per call over the passthrough's as a median ratio
// with its spread.
//
// The machine this runs on is shared and noisy: its speed changes from
// second to second, so two long runs of one server each, or a few long
// rounds, compare different machines. The servers therefore take many
// short turns in strict alternation (passthrough, product, passthrough,
// ...), each product turn giving one ratio against the passthrough turns
// on either side of it, CPU per call measured over a fraction of a second
// in which both saw nearly the same machine; the median of the pairs' ratios, their
// interquartile range and a bootstrap 95% interval of that median are
// printed with the pair count. CPU is the process's own CPU clock (all its
// threads, nanoseconds), read at the start of each of its turns, so each
// turn is charged what the process spent until its next turn began: work
// a turn leaves behind (a GC cycle finishing while the other server runs)
// is charged to it, and no CPU is left uncounted.
//
// Turns of 125 ms were measured on the 2-core machine shared by several
// builds: one pair's ratio scatters by about ±20%, almost all of it from
// one turn to the next (blocks of consecutive pairs average down as
// independent ones do), so the precision comes from the pair count: 320
// pairs (-duration 40s) give a 95% interval of about ±2%, and a run's two
// halves agree within 1%. Runs minutes apart still differed more (medians
// 1.101, 1.104, 1.109, 1.140 at load average 15-18): the ratio itself
// moves with what else the machine runs, so compare trees in runs made
// close together, alternately.
//
//	go run ./shared/testkit/cmd/cpuload -clients 64 -duration 40s -turn 125ms -latency 5ms -turnlog turns.tsv
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
	"syscall"
	"time"
	"unsafe"

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
	duration := flag.Duration("duration", 40*time.Second, "how long to drive each server, in all its turns (about 320 pairs: a ratio within about ±2% on a busy shared machine)")
	turn := flag.Duration("turn", 125*time.Millisecond, "one turn of one server; a pair of turns gives one ratio")
	gogc := flag.String("gogc", "", "GOGC for the product's process (default: its own setting)")
	latency := flag.Duration("latency", 5*time.Millisecond, "stand-in latency per GlitchTip request")
	turnsTSV := flag.String("turnlog", "", "also write each turn (pair, server, calls, CPU ns) to this file, tab-separated")
	buildFlags := flag.String("buildflags", "", "extra go build flags for the product, space-separated (make load passes the Lambda build's -gcflags)")
	flag.Parse()
	switch *role {
	case "upstream":
		serve(&standin.Server{Data: standin.Demo(), Latency: *latency})
	case "passthrough":
		serve(passthrough(*upstream))
	default:
		if err := drive(*clients, *duration, *turn, *latency, *gogc, splitFlags(*buildFlags), *turnsTSV); err != nil {
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

func drive(clients int, d, turn, latency time.Duration, gogc string, buildFlags []string, turnsTSV string) error {
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

	pairs := max(int(d/turn), 4)
	fmt.Printf("cpu load: %d clients, %d pairs of %v turns (%v per server), stand-in latency %v per GlitchTip request; stand-in, servers and driver are separate processes; %d cores\n",
		clients, pairs, turn, time.Duration(pairs)*turn, latency, runtime.NumCPU())
	ref0 := &target{name: "passthrough reference (raw upstream JSON)", pid: ref.Process.Pid, url: rURL}
	prod := &target{name: "glitchtip-mcp (projection + redaction)", pid: product.Process.Pid, url: pURL, auth: true}
	targets := []*target{ref0, prod}
	for _, t := range targets {
		t.client = &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: clients, MaxIdleConns: clients}}
		for i := 0; i < 200; i++ { // warm: connections, caches
			if !t.call() {
				return fmt.Errorf("%s: warm-up call failed", t.name)
			}
		}
		loadtest.Run(clients, turn, func(int) bool { return t.call() }) // warm under load, not counted
	}
	seq, err := alternate(ref0, prod, clients, pairs, turn)
	if err != nil {
		return err
	}
	perCall := map[*target][]float64{}
	for _, l := range seq {
		l.t.cpu += l.cpu
		perCall[l.t] = append(perCall[l.t], l.msPerCall())
	}
	if turnsTSV != "" {
		var b strings.Builder
		b.WriteString("pair\tserver\tcalls\tcpu_ns\n")
		for _, l := range seq {
			fmt.Fprintf(&b, "%d\t%s\t%d\t%d\n", l.pair, strings.Fields(l.t.name)[0], l.calls, l.cpu.Nanoseconds())
		}
		if err := os.WriteFile(turnsTSV, []byte(b.String()), 0o644); err != nil {
			return err
		}
	}
	ratios := pairRatios(seq, prod, ref0)
	for _, t := range targets {
		t.report(time.Duration(pairs)*turn, loadtest.Summarise(perCall[t]))
	}
	r := loadtest.Summarise(ratios)
	verdict := "cannot tell at this precision whether it is within 1.10x (the interval holds 1.10)"
	switch {
	case r.CIHigh <= 1.10:
		verdict = "within 1.10x (the whole interval is)"
	case r.CILow > 1.10:
		verdict = "above 1.10x (the whole interval is)"
	}
	total := func(t *target) float64 { return float64(t.cpu.Nanoseconds()) / float64(max(len(t.lat), 1)) }
	fmt.Printf("CPU per call ratio, product / passthrough: median %.3f (95%% interval %.3f–%.3f, bootstrap of pairs; pairs' IQR %.3f–%.3f; all calls together %.3f), %d pairs: %s\n",
		r.Median, r.CILow, r.CIHigh, r.Q1, r.Q3, total(prod)/total(ref0), r.N, verdict)
	return nil
}

// alternate drives ref and prod in strict turns, ref first and last
// (ref, prod, ref, ..., prod, ref: pairs turns of prod and one more of
// ref), and returns every turn in order. Each turn is charged the server's
// CPU from its start to the start of its next turn (the last ones: to a
// turn's rest after the end), so every turn is charged the same span: its
// own turn and the other server's. Strict alternation matters: with the
// order swapped every other pair, a server's turn following its own
// previous turn found the cores' caches warm, and the pairs' ratios fell
// into two groups about 7% apart.
func alternate(ref, prod *target, clients, pairs int, turn time.Duration) ([]*turnLog, error) {
	var seq []*turnLog
	last := map[*target]*turnLog{}
	for i := range 2*pairs + 1 {
		t := ref
		if i%2 == 1 {
			t = prod
		}
		cpu, err := cpuClock(t.pid)
		if err != nil {
			return nil, err
		}
		if l := last[t]; l != nil {
			l.cpu = cpu - l.cpu
		}
		r := loadtest.Run(clients, turn, func(int) bool { return t.call() })
		l := &turnLog{t: t, pair: i / 2, calls: len(r.Latencies), cpu: cpu}
		seq, last[t] = append(seq, l), l
		t.lat = append(t.lat, r.Latencies...)
		t.errors += r.Errors
	}
	time.Sleep(turn)
	for t, l := range last {
		cpu, err := cpuClock(t.pid)
		if err != nil {
			return nil, err
		}
		l.cpu = cpu - l.cpu
	}
	return seq, nil
}

// pairRatios returns, for each turn of num, its CPU per call over the mean
// of den's turns just before and just after it: bracketing cancels a
// steady drift of the machine's speed, which would otherwise always
// favour the server that goes second. Turns are in the order alternate
// returns them.
func pairRatios(seq []*turnLog, num, den *target) []float64 {
	var out []float64
	for i := 1; i+1 < len(seq); i++ {
		if seq[i].t != num || seq[i-1].t != den || seq[i+1].t != den {
			continue
		}
		if d := (seq[i-1].msPerCall() + seq[i+1].msPerCall()) / 2; d > 0 {
			out = append(out, seq[i].msPerCall()/d)
		}
	}
	return out
}

// target is a server under load, and what its turns measured.
type target struct {
	name   string
	pid    int
	url    string
	auth   bool
	client *http.Client
	next   atomic.Int64

	lat    []time.Duration
	errors int
	cpu    time.Duration
}

// turnLog is one turn of one server: its pair, the calls answered and
// (once the server's next turn starts) the CPU charged to it.
type turnLog struct {
	t     *target
	pair  int
	calls int
	cpu   time.Duration
}

// msPerCall is the turn's CPU per call, in milliseconds.
func (l *turnLog) msPerCall() float64 {
	return float64(l.cpu.Nanoseconds()) / 1e6 / float64(max(l.calls, 1))
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

// report prints t's totals over all turns and the spread of its turns'
// CPU per call.
func (t *target) report(d time.Duration, turns loadtest.Spread) {
	slices.Sort(t.lat)
	r := loadtest.Result{Latencies: t.lat, Errors: t.errors}
	n := len(t.lat)
	fmt.Printf("%s: %d calls, %d errors, %.0f calls/s, p50 %v, p99 %v; server CPU (user+system) %.3f ms per call (turns: median %.3f, IQR %.3f–%.3f)\n",
		t.name, n, t.errors, float64(n)/d.Seconds(), r.Percentile(0.5), r.Percentile(0.99),
		float64(t.cpu.Nanoseconds())/1e6/float64(max(n, 1)), turns.Median, turns.Q1, turns.Q3)
}

// cpuClock is a process's CPU time (user+system, all its threads) to the
// nanosecond, from its CPU-time clock (Linux: clock_gettime on the clock id
// made from the pid, as clock_getcpuclockid(3) makes it). /proc's stat
// counts in 10 ms ticks, too coarse for a turn of ~100 ms CPU.
func cpuClock(pid int) (time.Duration, error) {
	clock := uintptr((^pid)<<3 | 2) // CPUCLOCK_SCHED of the whole process
	var ts syscall.Timespec
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clock, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return 0, fmt.Errorf("reading process %d's CPU clock (Linux clock_gettime): %w", pid, e)
	}
	return time.Duration(ts.Nano()), nil
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

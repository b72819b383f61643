// Command hostile drives every tool of the product, through its real MCP
// server and HTTP handler in this process, on a GlitchTip stand-in serving
// the hostile dataset of shared/testkit/hostile (250 KB values repeating
// detectors' trigger words, ten events of 100 KB, a chain of 100
// exceptions, a title over the redactor's cap among ordinary issues), then
// the flood (a thousand new issues with 60 KB of crafted text beside twenty
// ordinary ones, whose titles every listing must show intact). It prints
// per call the wall time to the answer, when the handler returned
// (later, when it went on working after its context ended), the process
// CPU over that time, the outcome and any correctness problem.
//
//	go run ./shared/testkit/cmd/hostile                 # every call, 60 s cap each, 5 s target
//	go run ./shared/testkit/cmd/hostile -cap 10s -run 'get_issue|digest'
//	go run ./shared/testkit/cmd/hostile -run flood      # the flood case only
//
// It exits 1 when a call did not answer within -target (5 s, issue 26's
// bound) or had a correctness problem (see hostile.Result.Problems). To see
// the times at a 512 MB Lambda's share of a CPU, run it in a cgroup with a
// CPU quota of 29 ms per 100 ms (as root, cgroup v1:
// mkdir /sys/fs/cgroup/cpu/q; echo 29000 > /sys/fs/cgroup/cpu/q/cpu.cfs_quota_us;
// then run the built binary from a shell whose pid is in q/cgroup.procs)
// with -target 3s.
package main

import (
	"flag"
	"fmt"
	"os"
	"regexp"
	"time"

	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/hostile"
)

func main() {
	limit := flag.Duration("cap", 60*time.Second, "end each call's request context after this long")
	drain := flag.Duration("drain", 30*time.Second, "then wait up to this long for the handler to return before the next call")
	run := flag.String("run", "", "only calls whose name or tool matches this regular expression")
	target := flag.Duration("target", 5*time.Second, "the time every call must answer within (issue 26); slower calls are listed and fail the run")
	flag.Parse()
	re, err := regexp.Compile(*run)
	if err != nil {
		fmt.Fprintln(os.Stderr, "hostile: -run is not a regular expression")
		os.Exit(2)
	}
	var results []hostile.Result
	failed := false
	hostile.Header(os.Stdout)
	for _, set := range []struct {
		data  *standin.Dataset
		calls []hostile.Call
	}{{hostile.Dataset(), hostile.Calls()}, {hostile.FloodDataset(), hostile.FloodCalls()}} {
		var calls []hostile.Call
		for _, c := range set.calls {
			if re.MatchString(c.Name) || re.MatchString(c.Tool) {
				calls = append(calls, c)
			}
		}
		if len(calls) == 0 {
			continue
		}
		h, err := hostile.Start(set.data)
		if err != nil {
			fmt.Fprintln(os.Stderr, "hostile:", err)
			os.Exit(2)
		}
		for _, c := range calls {
			r := h.Do(c, *limit, *drain)
			results = append(results, r)
			if len(r.Problems()) > 0 {
				failed = true
			}
			hostile.Line(os.Stdout, r)
		}
		h.Close()
	}
	var worst time.Duration
	var slow []string
	for _, r := range results {
		worst = max(worst, r.Wall)
		if !r.Answered || r.Wall > *target {
			slow = append(slow, r.Call.Name)
		}
	}
	fmt.Printf("calls %d, slowest answer %v (cap %v), over the %v target: %d %q\n", len(results), worst.Round(10*time.Millisecond), *limit, *target, len(slow), slow)
	if len(slow) > 0 {
		failed = true
	}
	if failed {
		os.Exit(1)
	}
}

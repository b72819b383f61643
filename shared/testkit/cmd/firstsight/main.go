// Command firstsight prints the process CPU that decode + projection +
// redaction of the largest fixture event costs against a naive decode of
// it into map[string]any (what a passthrough server does): issue 31's
// "within 2x a naive decode". Two reads are measured: first sight, a
// redactor that has seen none of the event's texts (what a new event
// costs), and repeated, one redactor with its memory of results (a warm
// server reading the same event again). Process CPU (getrusage), not wall
// time, in 15 interleaved blocks, the median of each: a busy machine
// shifts all three alike.
//
//	go run ./shared/testkit/cmd/firstsight
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"syscall"

	"glitchtip-mcp/shared/projection"
	"glitchtip-mcp/shared/redact"
	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/fixtures"
)

const (
	blocks = 15
	perOp  = 40 // event reads per block
)

func main() {
	raw, name := largestEvent()
	first := func() error {
		p := &projection.Projector{Redactor: &redact.Redactor{}, BaseURL: "https://gt.example", Org: "acme"}
		_, err := p.EventJSON(raw)
		return err
	}
	warm := &projection.Projector{Redactor: redact.New(standin.DemoToken), BaseURL: "https://gt.example", Org: "acme"}
	repeated := func() error {
		_, err := warm.EventJSON(raw)
		return err
	}
	naive := func() error {
		var m map[string]any
		return json.Unmarshal(raw, &m)
	}
	var fs, rp, nv []float64
	for range blocks {
		fs = append(fs, cpuPerOp(first, perOp))
		rp = append(rp, cpuPerOp(repeated, perOp))
		nv = append(nv, cpuPerOp(naive, perOp*5))
	}
	f, r, n := median(fs), median(rp), median(nv)
	fmt.Printf("%s (%d bytes), process CPU per read, median of %d blocks:\n", name, len(raw), blocks)
	fmt.Printf("  naive decode into map[string]any   %.3f ms\n", n)
	fmt.Printf("  first sight (no memory of results) %.3f ms = %.2fx the naive decode\n", f, f/n)
	fmt.Printf("  repeated (the redactor's memo)     %.3f ms = %.2fx the naive decode\n", r, r/n)
}

// largestEvent is the Django template error of the team's fixtures (~30
// KB, as shared/projection's benchmarks read it) where they exist, else
// the largest demo event.
func largestEvent() ([]byte, string) {
	if dir := fixtures.FixturesDir(); dir != "" {
		p := filepath.Join(dir, "upstream", "sentry-api-event__django_template_error.json")
		if raw, err := os.ReadFile(p); err == nil {
			return raw, filepath.Base(p)
		}
	}
	var best []byte
	for _, is := range standin.Demo().Issues {
		for _, ev := range is.Events {
			if len(ev) > len(best) {
				best = ev
			}
		}
	}
	return best, "the largest demo event"
}

// cpuPerOp runs op n times and returns the process CPU per run, in ms.
func cpuPerOp(op func() error, n int) float64 {
	t := cpuMillis()
	for range n {
		if err := op(); err != nil {
			fmt.Fprintln(os.Stderr, "firstsight:", err)
			os.Exit(1)
		}
	}
	return (cpuMillis() - t) / float64(n)
}

func cpuMillis() float64 {
	var r syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &r); err != nil {
		fmt.Fprintln(os.Stderr, "firstsight: getrusage:", err)
		os.Exit(1)
	}
	return float64(r.Utime.Nano()+r.Stime.Nano()) / 1e6
}

func median(x []float64) float64 {
	slices.Sort(x)
	return x[len(x)/2]
}

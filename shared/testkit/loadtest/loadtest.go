// Package loadtest drives a server with concurrent clients for a bounded
// time and summarises what they saw; the commands under cmd/ use it.
package loadtest

import (
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// Result is what a run's clients saw: every call's latency, sorted, and
// how many calls failed.
type Result struct {
	Latencies []time.Duration
	Errors    int
}

// Run calls call (with a sequence number) from n concurrent clients until
// d has passed; call reports whether the answer was good.
func Run(n int, d time.Duration, call func(i int) bool) Result {
	lat := make([][]time.Duration, n)
	var errs, seq atomic.Int64
	var wg sync.WaitGroup
	deadline := time.Now().Add(d)
	for w := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Now().Before(deadline) {
				t0 := time.Now()
				if !call(int(seq.Add(1))) {
					errs.Add(1)
				}
				lat[w] = append(lat[w], time.Since(t0))
			}
		}()
	}
	wg.Wait()
	all := slices.Concat(lat...)
	slices.Sort(all)
	return Result{Latencies: all, Errors: int(errs.Load())}
}

// Percentile returns the latency below which the fraction p of the calls
// answered, rounded to 10 µs; zero for a run without calls.
func (r Result) Percentile(p float64) time.Duration {
	n := len(r.Latencies)
	if n == 0 {
		return 0
	}
	return r.Latencies[min(n-1, int(float64(n)*p))].Round(10 * time.Microsecond)
}

package loadtest_test

import (
	"testing"
	"time"

	"glitchtip-mcp/shared/testkit/loadtest"
)

func TestRunCountsCallsAndErrors(t *testing.T) {
	r := loadtest.Run(4, 50*time.Millisecond, func(i int) bool {
		time.Sleep(time.Millisecond)
		return i%2 == 0
	})
	n := len(r.Latencies)
	if n < 8 || r.Errors < n/2-4 || r.Errors > n/2+4 {
		t.Fatalf("%d calls, %d errors", n, r.Errors)
	}
	if p50, p99 := r.Percentile(0.5), r.Percentile(0.99); p50 < time.Millisecond || p99 < p50 {
		t.Fatalf("p50 %v p99 %v", p50, p99)
	}
	if (loadtest.Result{}).Percentile(0.5) != 0 {
		t.Fatal("empty run")
	}
}

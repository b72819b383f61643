package gcpace

import (
	"math"
	"runtime/debug"
	"testing"
)

// TestSet checks the pace chosen for each environment, and that an
// operator's GOGC or GOMEMLIMIT is kept.
func TestSet(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(math.MaxInt64))
	for _, c := range []struct {
		name    string
		env     map[string]string
		percent int // set before Set, as the runtime would from GOGC
		want    Pace
	}{
		{"local", nil, 100, Pace{Percent: Percent}},
		{"lambda 512 MB", map[string]string{"AWS_LAMBDA_FUNCTION_MEMORY_SIZE": "512"}, 100, Pace{Percent: Percent, Limit: 384 << 20}},
		{"lambda, bad size", map[string]string{"AWS_LAMBDA_FUNCTION_MEMORY_SIZE": "lots"}, 100, Pace{Percent: Percent}},
		{"operator GOGC", map[string]string{"GOGC": "50"}, 50, Pace{Percent: 50, FromEnv: true}},
		{"operator GOGC=off", map[string]string{"GOGC": "off", "AWS_LAMBDA_FUNCTION_MEMORY_SIZE": "1024"}, -1, Pace{Percent: -1, Limit: 768 << 20, FromEnv: true}},
		{"operator GOMEMLIMIT", map[string]string{"GOMEMLIMIT": "100MiB", "AWS_LAMBDA_FUNCTION_MEMORY_SIZE": "512"}, 100, Pace{Percent: Percent, FromEnv: true}},
	} {
		t.Run(c.name, func(t *testing.T) {
			debug.SetGCPercent(c.percent)
			debug.SetMemoryLimit(math.MaxInt64)
			got := Set(func(k string) string { return c.env[k] })
			if got != c.want {
				t.Fatalf("Set = %+v, want %+v", got, c.want)
			}
			if p := debug.SetGCPercent(c.percent); p != c.want.Percent {
				t.Fatalf("GC percent in effect %d, want %d", p, c.want.Percent)
			}
		})
	}
}

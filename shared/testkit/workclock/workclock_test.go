package workclock

import (
	"testing"
	"time"
)

// TestNewAdvancesPerReading: each reading is one step later than the last,
// however fast the readings come.
func TestNewAdvancesPerReading(t *testing.T) {
	for _, step := range []time.Duration{time.Microsecond, time.Millisecond} {
		now := New(step)
		a := now()
		b := now()
		c := now()
		if b.Sub(a) != step || c.Sub(b) != step {
			t.Errorf("step %v: readings %v, %v, %v", step, a, b, c)
		}
	}
}

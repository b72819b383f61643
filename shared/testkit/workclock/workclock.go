// Package workclock is test support: a clock that advances with the work
// done instead of the wall clock, for the redaction budget (app.Options
// BudgetClock, redact.WithBudgetClock), so that which values a call
// withholds does not depend on the machine's speed.
package workclock

import (
	"sync"
	"time"
)

// New returns a clock that advances by step at every reading. The
// redactor reads its budget's clock once per short value and, for a long
// one, between detectors and every few hundred loop steps, so time on this
// clock is work done: a test gets the same answer on a fast machine and on
// a busy CI runner.
func New(step time.Duration) func() time.Time {
	var mu sync.Mutex
	t := time.Unix(1_700_000_000, 0)
	return func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		t = t.Add(step)
		return t
	}
}

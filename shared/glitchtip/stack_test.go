package glitchtip

import (
	"runtime"
	"sync"
	"testing"
	"time"
)

// TestGoNeverWaits: an f handed to Go starts although every worker is
// busy, also when a busy f itself waits for it (IssueTags under withIssue).
func TestGoNeverWaits(t *testing.T) {
	for range 50 {
		started := make(chan struct{})
		var wg sync.WaitGroup
		wg.Add(1)
		Go(func() {
			defer wg.Done()
			inner := make(chan struct{})
			Go(func() { close(inner) })
			<-inner
			close(started)
		})
		<-started
		wg.Wait()
	}
}

// TestWorkersEndWhenIdle: once nothing is handed to them, the workers
// end: an idle server keeps no goroutine of Go's.
func TestWorkersEndWhenIdle(t *testing.T) {
	before := runtime.NumGoroutine()
	var wg sync.WaitGroup
	for range 20 {
		wg.Add(1)
		Go(func() { defer wg.Done(); time.Sleep(time.Millisecond) })
	}
	wg.Wait()
	// polled, not timed: the reaper ends them reapEvery after the last Go, however late
	// a loaded machine runs them
	for deadline := time.Now().Add(30 * time.Second); runtime.NumGoroutine() > before; {
		if time.Now().After(deadline) {
			t.Fatalf("goroutines %d -> %d: workers left", before, runtime.NumGoroutine())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

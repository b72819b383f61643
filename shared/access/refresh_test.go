package access

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// clock is a settable time source for the refresher.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

func TestRefresher(t *testing.T) {
	const ttl = time.Minute
	var loads, fails atomic.Int32
	var failing atomic.Bool
	next := atomic.Int32{}
	load := func(context.Context) (int32, error) {
		loads.Add(1)
		if failing.Load() {
			return 0, errors.New("unreachable")
		}
		return next.Load(), nil
	}
	c := &clock{t: time.Unix(1e9, 0)}
	r := newRefresher(int32(0), ttl, load, func(error) { fails.Add(1) })
	r.now = c.now
	r.cur.Store(&loaded[int32]{v: 0, at: c.now()})
	ctx := context.Background()
	get := func() int32 { v, _ := r.get(ctx); return v }
	settle := func() { // let a background reload finish
		if done := func() chan struct{} { r.mu.Lock(); defer r.mu.Unlock(); return r.inflight }(); done != nil {
			<-done
		}
	}

	steps := []struct {
		name      string
		advance   time.Duration
		value     int32 // what the source holds now
		fail      bool
		want      int32
		wantLoads int32
		wantFails int32
	}{
		{"fresh: no load", 10 * time.Second, 1, false, 0, 0, 0},
		{"aging: served as is, reloaded behind", 25 * time.Second, 1, false, 0, 1, 0},
		{"reloaded value served", 0, 2, false, 1, 1, 0},
		{"past the TTL: waits for the reload", 2 * ttl, 3, false, 3, 2, 0},
		{"failing: last good value, reported", 2 * ttl, 4, true, 3, 3, 1},
		{"failing again soon: no retry yet", time.Second, 4, true, 3, 3, 1},
		{"failing after the retry delay: retried, not reported again", time.Minute, 4, true, 3, 4, 1},
		{"recovered", time.Minute, 5, false, 5, 5, 1},
		{"a new failing streak is reported", 2 * ttl, 6, true, 5, 6, 2},
	}
	for _, s := range steps {
		c.add(s.advance)
		next.Store(s.value)
		failing.Store(s.fail)
		got := get()
		settle()
		if got != s.want || loads.Load() != s.wantLoads || fails.Load() != s.wantFails {
			t.Fatalf("%s: got %d (want %d), loads %d (want %d), reported failures %d (want %d)",
				s.name, got, s.want, loads.Load(), s.wantLoads, fails.Load(), s.wantFails)
		}
	}
}

func TestLazyRefresherWithoutValue(t *testing.T) {
	r := newLazyRefresher(time.Minute, func(context.Context) (string, error) { return "", errors.New("down") }, nil)
	if _, ok := r.get(context.Background()); ok {
		t.Fatal("a value without any successful load")
	}
	r = newLazyRefresher(time.Minute, func(context.Context) (string, error) { return "set", nil }, nil)
	if v, ok := r.get(context.Background()); !ok || v != "set" {
		t.Fatalf("first load: %q %v", v, ok)
	}
}

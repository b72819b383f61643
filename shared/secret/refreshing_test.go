package secret

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// clock is a settable test clock.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// store is a secret whose value a test changes, counting reads.
type store struct {
	mu    sync.Mutex
	val   string
	err   error
	reads atomic.Int32
	gate  chan struct{} // when set, a read waits for it
}

func (s *store) load(ctx context.Context) (string, error) {
	s.reads.Add(1)
	if s.gate != nil {
		<-s.gate
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.val, s.err
}

func (s *store) set(v string, err error) {
	s.mu.Lock()
	s.val, s.err = v, err
	s.mu.Unlock()
}

func newTest(s *store) (*Refreshing, *clock) {
	c := &clock{t: time.Unix(1_800_000_000, 0)}
	r := &Refreshing{Load: s.load, MaxAge: 5 * time.Minute, now: c.now, val: "old"}
	r.at = c.now()
	return r, c
}

// eventually waits for cond, for the background read.
func eventually(t *testing.T, cond func() bool) {
	t.Helper()
	for range 500 {
		if cond() {
			return
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatal("condition not reached")
}

// TestRefreshingAge: a value is used as is within MaxAge; after it, the
// stale value is returned while one background read fetches the new one.
func TestRefreshingAge(t *testing.T) {
	s := &store{val: "new"}
	r, c := newTest(s)
	if v := r.Get(); v != "old" || s.reads.Load() != 0 {
		t.Fatalf("fresh: got %q with %d reads", v, s.reads.Load())
	}
	c.add(5 * time.Minute)
	if v := r.Get(); v != "old" {
		t.Fatalf("stale: got %q, want the old value while the read runs", v)
	}
	eventually(t, func() bool { return r.Get() == "new" })
	if n := s.reads.Load(); n != 1 {
		t.Errorf("%d reads, want 1", n)
	}
}

// TestRefreshingFailedRead: a failed read keeps the last good value, is
// reported, and is retried after MaxAge, not on every call.
func TestRefreshingFailedRead(t *testing.T) {
	s := &store{err: errors.New("unreachable")}
	r, c := newTest(s)
	var reported atomic.Int32
	r.OnError = func(error) { reported.Add(1) }
	c.add(6 * time.Minute)
	r.Get()
	eventually(t, func() bool { return reported.Load() == 1 })
	for range 10 {
		if v := r.Get(); v != "old" {
			t.Fatalf("got %q after a failed read, want the last good value", v)
		}
	}
	if n := s.reads.Load(); n != 1 {
		t.Errorf("%d reads right after a failure, want 1", n)
	}
	s.set("new", nil)
	c.add(5 * time.Minute)
	r.Get()
	eventually(t, func() bool { return r.Get() == "new" })
}

// TestRefreshingRenew: after a refusal the value is read at once; a value
// already replaced is returned without a read; renewals are spaced by
// MinRenew; concurrent refusals share one read.
func TestRefreshingRenew(t *testing.T) {
	for _, tc := range []struct {
		name      string
		stored    string
		refused   string
		wantVal   string
		wantRetry bool
		wantReads int32
	}{
		{"rotated: read at once", "new", "old", "new", true, 1},
		{"not rotated yet", "old", "old", "old", false, 1},
		{"already replaced", "new", "older", "old", true, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &store{val: tc.stored}
			r, _ := newTest(s)
			v, retry := r.Renew(context.Background(), tc.refused)
			if v != tc.wantVal || retry != tc.wantRetry || s.reads.Load() != tc.wantReads {
				t.Errorf("Renew = %q, %v with %d reads; want %q, %v with %d", v, retry, s.reads.Load(), tc.wantVal, tc.wantRetry, tc.wantReads)
			}
		})
	}
	t.Run("spaced by MinRenew", func(t *testing.T) {
		s := &store{val: "old"}
		r, c := newTest(s)
		r.Renew(context.Background(), "old")
		for range 5 {
			if _, retry := r.Renew(context.Background(), "old"); retry {
				t.Fatal("retry offered with no new value")
			}
		}
		if n := s.reads.Load(); n != 1 {
			t.Fatalf("%d reads within MinRenew, want 1", n)
		}
		s.set("new", nil)
		c.add(10 * time.Second)
		if v, retry := r.Renew(context.Background(), "old"); v != "new" || !retry {
			t.Errorf("after MinRenew: %q, %v", v, retry)
		}
	})
	t.Run("concurrent refusals share one read", func(t *testing.T) {
		s := &store{val: "new", gate: make(chan struct{})}
		r, _ := newTest(s)
		var wg sync.WaitGroup
		results := make(chan string, 8)
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				v, _ := r.Renew(context.Background(), "old")
				results <- v
			}()
		}
		eventually(t, func() bool { return s.reads.Load() >= 1 })
		time.Sleep(10 * time.Millisecond)
		close(s.gate)
		wg.Wait()
		close(results)
		for v := range results {
			if v != "new" {
				t.Errorf("a caller got %q", v)
			}
		}
		if n := s.reads.Load(); n != 1 {
			t.Errorf("%d reads for 8 concurrent refusals, want 1", n)
		}
	})
}

// TestRefreshingOnChange: OnChange hears each new value once, and not a
// read that brings the same value.
func TestRefreshingOnChange(t *testing.T) {
	s := &store{val: "new"}
	r, c := newTest(s)
	var heard atomic.Value
	var calls atomic.Int32
	r.OnChange = func(v string) { heard.Store(v); calls.Add(1) }
	c.add(5 * time.Minute)
	r.Get()
	eventually(t, func() bool { return calls.Load() == 1 })
	if v, _ := heard.Load().(string); v != "new" {
		t.Fatalf("heard %q", v)
	}
	c.add(5 * time.Minute)
	r.Get()
	eventually(t, func() bool { return s.reads.Load() == 2 })
	if calls.Load() != 1 {
		t.Errorf("OnChange called %d times for one change", calls.Load())
	}
}

package access

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// DefaultRefresh is how long a loaded key set or JWKS is trusted before it
// is read again: a key revoked in its secret stops working within it.
const DefaultRefresh = 5 * time.Minute

// maxWait bounds how long a request waits for a refresh that is overdue
// (a Lambda instance thawed after the TTL): past it the last good value
// answers.
const maxWait = 2 * time.Second

// refresher holds a value loaded by load and reloads it in the background.
// Readers never hold a lock: they load an atomic pointer. A value younger
// than half the TTL is served as it is; between half and the whole TTL a
// background reload is started and the current value served; past the TTL
// (only when the process was frozen, as Lambda does between invocations,
// so the background reload could not run) the reader waits, bounded, for
// the reload. A failed reload keeps the last good value and is reported
// once until a reload succeeds again; it is retried after retryAfter.
type refresher[T any] struct {
	load       func(context.Context) (T, error)
	ttl        time.Duration
	retryAfter time.Duration
	onFail     func(error)
	now        func() time.Time

	cur atomic.Pointer[loaded[T]]

	mu       sync.Mutex
	inflight chan struct{}
	failedAt time.Time
	failing  bool
}

type loaded[T any] struct {
	v  T
	at time.Time
}

func newRefresher[T any](v T, ttl time.Duration, load func(context.Context) (T, error), onFail func(error)) *refresher[T] {
	if ttl <= 0 {
		ttl = DefaultRefresh
	}
	r := &refresher[T]{load: load, ttl: ttl, retryAfter: min(ttl/2, 30*time.Second), onFail: onFail, now: time.Now}
	r.cur.Store(&loaded[T]{v: v, at: r.now()})
	return r
}

// newLazyRefresher is a refresher whose first value comes from load on
// first use.
func newLazyRefresher[T any](ttl time.Duration, load func(context.Context) (T, error), onFail func(error)) *refresher[T] {
	if ttl <= 0 {
		ttl = DefaultRefresh
	}
	return &refresher[T]{load: load, ttl: ttl, retryAfter: min(ttl/2, 30*time.Second), onFail: onFail, now: time.Now}
}

// get returns the current value, refreshing it as the type comment says.
// With no value loaded yet it waits, bounded, for the first load; ok is
// false when there is still none.
func (r *refresher[T]) get(ctx context.Context) (v T, ok bool) {
	c := r.cur.Load()
	if c != nil && (r.load == nil || r.now().Sub(c.at) < r.ttl/2) {
		return c.v, true
	}
	if r.load == nil {
		return v, false
	}
	done := r.kick()
	if (c == nil || r.now().Sub(c.at) >= r.ttl) && done != nil {
		r.wait(ctx, done)
		c = r.cur.Load()
	}
	if c == nil {
		return v, false
	}
	return c.v, true
}

// refetch reloads now unless a reload failed within retryAfter, waiting
// for it (bounded).
func (r *refresher[T]) refetch(ctx context.Context) {
	if done := r.kick(); done != nil {
		r.wait(ctx, done)
	}
}

func (r *refresher[T]) wait(ctx context.Context, done <-chan struct{}) {
	t := time.NewTimer(maxWait)
	defer t.Stop()
	select {
	case <-done:
	case <-t.C:
	case <-ctx.Done():
	}
}

// kick starts a reload unless one is running or the last one failed
// recently; it returns a channel closed when the running reload ends, or
// nil when none runs.
func (r *refresher[T]) kick() <-chan struct{} {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.inflight != nil {
		return r.inflight
	}
	if r.failing && r.now().Sub(r.failedAt) < r.retryAfter {
		return nil
	}
	done := make(chan struct{})
	r.inflight = done
	go r.reload(done)
	return done
}

func (r *refresher[T]) reload(done chan struct{}) {
	// The reload must not end with the request that started it.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	v, err := r.load(ctx)
	r.mu.Lock()
	if err != nil {
		first := !r.failing
		r.failing, r.failedAt = true, r.now()
		if first && r.onFail != nil {
			r.onFail(err)
		}
	} else {
		r.failing = false
		r.cur.Store(&loaded[T]{v: v, at: r.now()})
	}
	r.inflight = nil
	r.mu.Unlock()
	close(done)
}

// run reloads once at once (a start may have read less, see app), then
// every half TTL until ctx ends, so a long-running process never makes a
// request wait.
func (r *refresher[T]) run(ctx context.Context) {
	if r.load == nil {
		return
	}
	if done := r.kick(); done != nil {
		<-done
	}
	t := time.NewTicker(r.ttl / 2)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if done := r.kick(); done != nil {
				<-done
			}
		}
	}
}

package secret

import (
	"context"
	"sync"
	"time"
)

// Refreshing is a secret value that is read again once it is older than
// MaxAge, and at once when its user finds it refused (Renew): the GlitchTip
// token, which a rotation replaces without a redeploy. A stale value stays
// in use while the new one is read in the background, so no request waits
// for Secrets Manager on the age path; a failed read keeps the last good
// value. It is safe for concurrent use.
type Refreshing struct {
	// Load reads the current value.
	Load func(context.Context) (string, error)
	// MaxAge is how long a value is trusted before it is read again.
	MaxAge time.Duration
	// MinRenew is the least time between two reads by Renew: a value that
	// is refused for good (a revoked token not yet replaced) costs one
	// read per MinRenew, not one per request. Zero means 10 s.
	MinRenew time.Duration
	// Timeout bounds a background read; zero means 5 s.
	Timeout time.Duration
	// OnError hears of a failed read (its error is a gterr.Error with a
	// trusted message); nil ignores it.
	OnError func(error)
	// OnChange, when set, hears of each new value a read brings (the
	// redactor adds a rotated token to what it masks).
	OnChange func(string)

	now func() time.Time // time.Now; a test's clock

	mu        sync.Mutex
	val       string
	at        time.Time
	loading   bool          // a background read is running
	renewing  chan struct{} // closed when Renew's read ends
	renewedAt time.Time
}

// NewRefreshing returns a Refreshing holding initial, read just now.
func NewRefreshing(initial string, maxAge time.Duration, load func(context.Context) (string, error)) *Refreshing {
	r := &Refreshing{Load: load, MaxAge: maxAge, val: initial}
	r.at = r.clock()
	return r
}

func (r *Refreshing) clock() time.Time {
	if r.now != nil {
		return r.now()
	}
	return time.Now()
}

// Get returns the current value; when it is older than MaxAge it starts one
// background read, whose value later calls get.
func (r *Refreshing) Get() string {
	r.mu.Lock()
	v := r.val
	stale := !r.loading && r.renewing == nil && r.clock().Sub(r.at) >= r.MaxAge
	if stale {
		r.loading = true
	}
	r.mu.Unlock()
	if stale {
		go func() {
			timeout := r.Timeout
			if timeout <= 0 {
				timeout = 5 * time.Second
			}
			ctx, cancel := context.WithTimeout(context.Background(), timeout)
			defer cancel()
			r.read(ctx, func() { r.loading = false })
		}()
	}
	return v
}

// Renew is for a caller whose value refused was rejected (GlitchTip
// answered 401): it reads the value now, unless it has changed since (then
// it returns the new one at once) or was read by Renew within MinRenew.
// Concurrent callers share one read. It returns the current value and
// whether it differs from refused, that is whether a retry can help.
func (r *Refreshing) Renew(ctx context.Context, refused string) (string, bool) {
	r.mu.Lock()
	if r.val != refused {
		v := r.val
		r.mu.Unlock()
		return v, true
	}
	if wait := r.renewing; wait != nil {
		r.mu.Unlock()
		select {
		case <-wait:
		case <-ctx.Done():
		}
		r.mu.Lock()
		v := r.val
		r.mu.Unlock()
		return v, v != refused
	}
	minRenew := r.MinRenew
	if minRenew <= 0 {
		minRenew = 10 * time.Second
	}
	if !r.renewedAt.IsZero() && r.clock().Sub(r.renewedAt) < minRenew {
		r.mu.Unlock()
		return refused, false
	}
	done := make(chan struct{})
	r.renewing, r.renewedAt = done, r.clock()
	r.mu.Unlock()
	r.read(ctx, func() { r.renewing = nil; close(done) })
	r.mu.Lock()
	v := r.val
	r.mu.Unlock()
	return v, v != refused
}

// read loads the value and keeps it if the read succeeded; then, under the
// lock, it calls finish. A failed read counts as a read for MaxAge too, so
// an unreachable Secrets Manager is asked again after MaxAge, not on every
// request.
func (r *Refreshing) read(ctx context.Context, finish func()) {
	v, err := r.Load(ctx)
	r.mu.Lock()
	if err == nil && v != "" && v != r.val && r.OnChange != nil {
		// heard before the value is handed out: the redactor masks a
		// rotated token before any request can carry it
		r.OnChange(v)
	}
	if err == nil && v != "" {
		r.val = v
	}
	r.at = r.clock()
	finish()
	r.mu.Unlock()
	if err != nil && r.OnError != nil {
		r.OnError(err)
	}
}

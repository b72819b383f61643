// The request a redaction works for: its end and its redaction budget
// stop the detectors (the value is then withheld, with a marker that says
// why), and its observer hears what was masked.

package redact

import (
	"context"
	"strings"
	"time"

	"glitchtip-mcp/shared/gterr"
)

// For returns a Redactor that redacts on behalf of the request ctx: once
// ctx is done, or its redaction budget (WithBudget) is spent, every value
// it has not finished is withheld (an error of kind KindRedaction, see
// Withheld) instead of redacted, so an abandoned or overlong call stops
// consuming CPU and still answers in time. It shares r's literals and
// memory of recent results.
func (r *Redactor) For(ctx context.Context) *Redactor {
	var c Redactor
	if r != nil {
		c = *r
	}
	c.ctx = ctx
	// the request's observer and budget, read once here rather than
	// walking ctx's chain of values for every value redacted
	c.obs, _ = ctx.Value(observerKey{}).(func(string, int))
	c.bud, _ = ctx.Value(budgetKey{}).(*budget)
	return &c
}

// MaskInfrastructure returns a Redactor that also masks internal host
// names (payments-db.internal, *.svc.cluster.local) and private
// addresses, for organisations that treat their topology as secret. By
// default they are kept: a triager needs them, and they name no one.
func (r *Redactor) MaskInfrastructure() *Redactor {
	c := New()
	if r != nil {
		c.lits = r.lits
	}
	c.infra = true
	return c
}

type observerKey struct{}

// WithObserver makes every redaction on behalf of ctx (see For) report
// what it masked: f is called with each placeholder's family ("email",
// "value", "name", "secret", …, "withheld") and how many times it stands
// in the result. It feeds the operators' metrics; it never sees the text.
func WithObserver(ctx context.Context, f func(family string, n int)) context.Context {
	return context.WithValue(ctx, observerKey{}, f)
}

// observe reports the placeholders in out to the request's observer.
func (r *Redactor) observe(out string, err error) {
	if r == nil || r.obs == nil {
		return
	}
	f := r.obs
	if err != nil {
		f("withheld", 1)
		return
	}
	// the families in the order they first stand, with their counts: a
	// value holds a few (no map for them), a long one may hold more
	type famCount struct {
		fam string
		n   int
	}
	var few [8]famCount
	counts := few[:0]
	var more map[string]int
	for i := indexByte(out, '['); i >= 0 && i < len(out); {
		j := indexByte(out[i:], ']')
		if j < 0 {
			break
		}
		if fam := out[i+1 : i+j]; placeholderFamily[fam] {
			k := 0
			for k < len(counts) && counts[k].fam != fam {
				k++
			}
			switch {
			case k < len(counts):
				counts[k].n++
			case len(counts) < len(few):
				counts = append(counts, famCount{fam, 1})
			default:
				if more == nil {
					more = map[string]int{}
				}
				more[fam]++
			}
		}
		k := indexByte(out[i+j:], '[')
		if k < 0 {
			break
		}
		i += j + k
	}
	for _, c := range counts {
		f(c.fam, c.n)
	}
	for fam, n := range more {
		f(fam, n)
	}
}

// placeholderFamily are the families a placeholder names.
var placeholderFamily = func() map[string]bool {
	m := map[string]bool{}
	for _, ph := range []string{phEmail, phIP, phJWT, phCred, phSecret, phKey, phCard, phToken, phUser, phRedacted, phNumber, phPhone,
		phName, phAddress, phIBAN, phNatID, phMAC, phGeo, phPathUser, phHost, phWebhook, phEncoded, phValue} {
		m[strings.Trim(ph, "[]")] = true
	}
	return m
}()

type budgetKey struct{}

// budget is the redaction time of one call (WithBudget), shared fairly
// among its values rather than first come, first served: a value long
// enough to be costly (clockFree bytes or more) may use at most a
// fairShare of what is left when it starts, so the values that come after
// it always keep the larger part; a short value, which takes microseconds
// unless it is crafted (and then milliseconds), may still start for a
// reserve after the call's budget is spent. Twenty crafted 60 KB titles
// listed first therefore spend at most the budget among themselves, and the
// ordinary titles listed after them are still redacted and shown.
type budget struct {
	end     time.Time
	reserve time.Duration
	now     func() time.Time
}

// fairShare: a long value may use at most 1/fairShare of the call's
// redaction time that is left when it starts.
const fairShare = 3

// reserveShare: short values may start until 1/reserveShare of the call's
// budget after it is spent.
const reserveShare = 4

// WithBudget bounds the time all redaction on behalf of ctx may take, in
// all, and shares it fairly among the values (see budget): a long value
// past its share, and every long value once the budget is spent, is
// withheld; short values go on for a quarter of the budget more. The
// request's own deadline still applies when it comes first.
func WithBudget(ctx context.Context, d time.Duration) context.Context {
	return WithBudgetClock(ctx, d, time.Now)
}

// WithBudgetClock is WithBudget with the clock now, which must be safe for
// concurrent use: a test drives the budget with a clock of its own, so that
// which values are withheld does not depend on the machine's speed.
func WithBudgetClock(ctx context.Context, d time.Duration, now func() time.Time) context.Context {
	return context.WithValue(ctx, budgetKey{}, &budget{end: now().Add(d), reserve: max(d/reserveShare, 0), now: now})
}

// stopper reads a request's end and the value's deadline (its share of the
// call's budget) for the detectors, which check it between each other and
// (pulse) inside their long loops; short values never look at the clock
// after they start.
type stopper struct {
	ctx      context.Context
	deadline time.Time
	now      func() time.Time
	err      error
	// beats counts pulses since the clock was last read
	beats uint32
}

func (r *Redactor) stopper(n int) *stopper {
	if r == nil || r.ctx == nil {
		return nil
	}
	st := stopper{ctx: r.ctx, now: time.Now}
	if b := r.bud; b != nil {
		st.now = b.now
		if n < clockFree {
			st.deadline = b.end.Add(b.reserve)
		} else if t := b.now(); t.Before(b.end) {
			st.deadline = t.Add(b.end.Sub(t) / fairShare)
		} else {
			st.deadline = b.end
		}
	}
	st.check()
	if st.err == nil && n < clockFree {
		// a short value is done in microseconds: the one check above is
		// enough, and the detectors never look at the clock (nor is a
		// stopper allocated for it)
		return nil
	}
	p := st
	return &p
}

// clockFree is the length under which a value is redacted without
// checking the clock between detectors.
const clockFree = 4 << 10

// over reports whether the scan must stop; a nil stopper never stops.
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func (st *stopper) over() bool {
	if st == nil {
		return false
	}
	if st.err == nil {
		st.check()
	}
	return st.err != nil
}

// pulseEvery is how many pulses pass between two reads of the clock: a
// loop step costs nanoseconds, a clock read some tens.
const pulseEvery = 512

// pulse is over for the inside of a detector's long loop (one step per
// character, match or run): it reads the clock every pulseEvery steps, so
// that one detector on a crafted 256 KB value (seconds at a fraction of a
// CPU) cannot run far past the value's deadline.
func (st *stopper) pulse() bool {
	if st == nil {
		return false
	}
	if st.err != nil {
		return true
	}
	st.beats++
	if st.beats < pulseEvery {
		return false
	}
	st.beats = 0
	st.check()
	return st.err != nil
}

func (st *stopper) check() {
	switch {
	case st.ctx.Err() != nil:
		st.err = errEnded
	case !st.deadline.IsZero() && st.now().After(st.deadline):
		st.err = errBudget
	}
}

// Reasons a value is withheld rather than shown; Withheld names each.
var (
	errTooLong = gterr.New(gterr.KindRedaction, "value over redactor input cap", nil)
	errBudget  = gterr.New(gterr.KindRedaction, "redaction time budget spent", nil)
	errEnded   = gterr.New(gterr.KindRedaction, "request ended during redaction", nil)
	errSurvive = gterr.New(gterr.KindRedaction, "configured secret survived redaction", nil)
)

// Withheld is the marker that stands in a field whose value could not be
// redacted safely (err is what String returned): it says why, in fixed
// words, and holds nothing of the value.
func Withheld(err error) Text {
	switch err {
	case errTooLong:
		return "[withheld: too long to redact safely]"
	case errBudget:
		return "[withheld: redaction time budget spent]"
	case errEnded:
		return "[withheld: request ended]"
	}
	return "[withheld: could not be redacted safely]"
}

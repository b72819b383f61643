// The request a redaction works for: its end and its redaction budget
// stop the detectors (the value is then withheld, with a marker that says
// why), and its observer hears what was masked.

package redact

import (
	"context"
	"strings"
	"time"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/gterr"
)

// For returns a Redactor that redacts on behalf of the request ctx: once
// ctx is done, or its redaction budget (WithBudget) is spent, every value
// it has not finished is withheld (an error of kind KindRedaction, see
// Withheld) instead of redacted, so an abandoned or overlong call stops
// consuming CPU and still answers in time. It shares r's literals and
// memory of recent results.
func (r *Redactor) For(ctx context.Context) *Redactor {
	if r == nil {
		return &Redactor{ctx: ctx}
	}
	c := *r
	c.ctx = ctx
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
	if r == nil || r.ctx == nil {
		return
	}
	f, _ := r.ctx.Value(observerKey{}).(func(string, int))
	if f == nil {
		return
	}
	if err != nil {
		f("withheld", 1)
		return
	}
	var counts map[string]int // most values have no placeholder: no map
	for i := strings.IndexByte(out, '['); i >= 0 && i < len(out); {
		j := strings.IndexByte(out[i:], ']')
		if j < 0 {
			break
		}
		if fam := out[i+1 : i+j]; placeholderFamily[fam] {
			if counts == nil {
				counts = map[string]int{}
			}
			counts[fam]++
		}
		k := strings.IndexByte(out[i+j:], '[')
		if k < 0 {
			break
		}
		i += j + k
	}
	for fam, n := range counts {
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

// WithBudget bounds the time all redaction on behalf of ctx may take, in
// all: past it, every value not yet redacted is withheld. The request's own
// deadline still applies when it comes first.
func WithBudget(ctx context.Context, d time.Duration) context.Context {
	return context.WithValue(ctx, budgetKey{}, time.Now().Add(d))
}

// stopper reads a request's end and budget for the detectors, which check
// it between each other; small values never look at the clock.
type stopper struct {
	ctx      context.Context
	deadline time.Time
	err      error
}

func (r *Redactor) stopper(n int) *stopper {
	if r == nil || r.ctx == nil {
		return nil
	}
	st := stopper{ctx: r.ctx}
	if d, ok := r.ctx.Value(budgetKey{}).(time.Time); ok {
		st.deadline = d
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
func (st *stopper) over() bool {
	if st == nil {
		return false
	}
	if st.err == nil {
		st.check()
	}
	return st.err != nil
}

func (st *stopper) check() {
	switch {
	case st.ctx.Err() != nil:
		st.err = errEnded
	case !st.deadline.IsZero() && time.Now().After(st.deadline):
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

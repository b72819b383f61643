package redact

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// tickClock is a clock that moves on by tick at every reading: a value's
// redaction "takes" as long as the number of times it looks at the clock,
// which depends on its length and content, never on the machine's speed.
type tickClock struct {
	t    atomic.Int64
	tick time.Duration
}

func (c *tickClock) now() time.Time {
	return time.Unix(0, c.t.Add(int64(c.tick)))
}

// crafted is a value built to be slow: digit groups, base64 runs and a
// trigger word repeated to n bytes.
func crafted(n int) string {
	return strings.Repeat("1234 5678 QUJDREVGR0hJSktMTU5PUFFSU1RV password got '", n/52)
}

// TestBudgetSharedFairly: the values of one call share its redaction time
// fairly. Crafted long values that come first spend at most the budget
// among themselves; the short values after them (ordinary titles) are all
// redacted as usual; a long ordinary value after them still gets its
// share; once the budget and its reserve are spent, everything is
// withheld.
func TestBudgetSharedFairly(t *testing.T) {
	title := func(i int) string {
		return fmt.Sprintf("TypeError: cannot read property 'total' of undefined (cart step %d) for olivia.martin@example.org", i)
	}
	benignLong := strings.Repeat("connection reset by peer while reading the response body of the upstream service ", 100)
	// keep: the value must be redacted, not withheld
	type value struct {
		in   string
		keep bool
	}
	cases := []struct {
		name   string
		budget time.Duration
		values func() []value
		// minWithheld: how many values must be withheld, at least (-1:
		// none may be)
		minWithheld int
	}{
		{"twenty crafted 60 KB values before twenty titles", 2 * time.Second, func() []value {
			var v []value
			for range 20 {
				v = append(v, value{in: crafted(60 << 10)})
			}
			for i := range 20 {
				v = append(v, value{in: title(i), keep: true})
			}
			return v
		}, 1},
		{"a long ordinary value after five crafted ones", 2 * time.Second, func() []value {
			var v []value
			for range 5 {
				v = append(v, value{in: crafted(250 << 10)})
			}
			return append(v, value{in: benignLong, keep: true})
		}, 1},
		{"titles only: nothing withheld", 50 * time.Millisecond, func() []value {
			var v []value
			for i := range 50 {
				v = append(v, value{in: title(i), keep: true})
			}
			return v
		}, -1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// a clock read stands for 250 µs of work: a long value reads
			// it every few hundred loop steps of each detector (an 8 KB
			// ordinary value about a hundred times, a crafted 60 KB one
			// tens of thousands), so this is far slower than any machine
			// and still independent of the machine's speed
			clock := &tickClock{tick: 250 * time.Microsecond}
			r := New().For(WithBudgetClock(context.Background(), c.budget, clock.now))
			values := c.values()
			withheld := 0
			for i, v := range values {
				out, err := r.String(v.in)
				if err != nil {
					withheld++
					if v.keep {
						t.Errorf("value %d (%d bytes, ordinary) withheld: %v", i, len(v.in), err)
					}
					continue
				}
				want, _ := New().String(v.in)
				if out != want {
					t.Errorf("value %d redacted differently under a budget", i)
				}
				if strings.Contains(out, "olivia.martin@example.org") {
					t.Errorf("value %d: %q", i, out)
				}
			}
			if c.minWithheld < 0 && withheld > 0 || withheld < c.minWithheld {
				t.Errorf("%d values withheld, want at least %d", withheld, c.minWithheld)
			}
			// the time spent is bounded by the budget and its reserve, and
			// a few readings of the clock per value past them
			if spent := time.Duration(clock.t.Load()); spent > c.budget+c.budget/reserveShare+time.Duration(4*len(values))*clock.tick {
				t.Errorf("redaction read the clock to %v, budget %v", spent, c.budget)
			}
		})
	}
	// once the budget and its reserve are spent, short values are withheld
	// too: a flood of short crafted values cannot hold a call either
	clock := &tickClock{tick: 2 * time.Second}
	r := New().For(WithBudgetClock(context.Background(), time.Second, clock.now))
	if _, err := r.String("login failed"); err != errBudget {
		t.Errorf("short value after budget and reserve: %v, want it withheld", err)
	}
}

// TestDetectorsStopInsideTheirLoops: the long loops of the costly
// detectors check the value's deadline as they go, so that one detector on
// a crafted 250 KB value stops within a few hundred steps of it rather
// than at its end.
func TestDetectorsStopInsideTheirLoops(t *testing.T) {
	for _, c := range []struct {
		name   string
		detect func(*scan)
		unit   string
		// between: checked between its passes (regular expressions), not
		// inside a loop
		between bool
	}{
		{"digit runs", detectDigitRuns, "call 0712345678 now ", false},
		{"entropy", detectEntropy, "q8w7e6r5t4y3u2i1o0p9a8s7d6f5g4h3 ", false},
		{"base64", detectBase64, "b2xpdmlhLm1hcnRpbkBleGFtcGxlLm9yZw== ", false},
		{"cards", detectCards, "4242424242424242 x ", false},
		{"vendor", detectVendor, "ghp_16C7e42F292c6912E7710c838347Ae178B4a ", false},
		{"keyed", detectKeyed, "password=Tr0ub4dor ", false},
		{"phones", detectPhones, "+44 7700 900461 ", false},
		{"national ids", detectNationalIDs, "AB123456C 078-05-1120 ", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := strings.Repeat(c.unit, (250<<10)/len(c.unit))
			free := &scan{s: s, lower: strings.ToLower(s)}
			c.detect(free)
			// a clock past the deadline from its first reading: the first
			// check stops the loop
			clock := &tickClock{tick: time.Hour}
			st := &stopper{ctx: context.Background(), now: clock.now, deadline: time.Unix(0, int64(30*time.Minute))}
			stopped := &scan{s: s, lower: free.lower, stop: st}
			c.detect(stopped)
			if len(free.out) < 2*pulseEvery {
				t.Fatalf("only %d spans unstopped: the case is too small to tell", len(free.out))
			}
			if st.err != errBudget {
				t.Errorf("the stopper was not tripped: %v", st.err)
			}
			if len(stopped.out) >= len(free.out) || !c.between && len(stopped.out) > pulseEvery {
				t.Errorf("%d spans found after the deadline (%d without one): the loop did not stop", len(stopped.out), len(free.out))
			}
		})
	}
}

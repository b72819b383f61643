package redact

import (
	"hash/maphash"
	"sync"
)

// Bounds of a Redactor's memory of recent results. Error events repeat:
// the same titles, culprits and messages come back in every list, issue,
// event and digest that shows them, and an agent reads the same few issues
// again and again. Redacting is a pure function of the text (and of the
// Redactor's literals, and AddLiteral forgets it all), so a repeated text costs a
// lookup instead of some forty detector scans. Only short texts are kept,
// at most 2 × memoEntries of them (a few MB in the worst case).
const (
	memoEntries  = 2048
	memoMaxInput = 2048
)

// memo maps a keyed 128-bit hash of an input to String's result for it.
// It keeps no input: only hashes (with seeds drawn per Redactor, so nobody
// can craft a collision) and the already redacted outputs. Two generations
// bound it: when the current one is full it becomes the previous one, and
// a hit there is carried over.
type memo struct {
	seeds     [2]maphash.Seed
	mu        sync.Mutex
	cur, prev map[[2]uint64]memoResult
	// gen counts resets: a result computed across one (before a secret
	// was added) is not kept
	gen uint64
}

type memoResult struct {
	out string
	err error
}

func newMemo() *memo {
	return &memo{seeds: [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()}, cur: map[[2]uint64]memoResult{}}
}

func (m *memo) key(s string) [2]uint64 {
	return [2]uint64{maphash.String(m.seeds[0], s), maphash.String(m.seeds[1], s)}
}

// get returns the result remembered for k, and the generation it was
// looked up in.
func (m *memo) get(k [2]uint64) (memoResult, bool, uint64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if r, ok := m.cur[k]; ok {
		return r, true, m.gen
	}
	r, ok := m.prev[k]
	if ok {
		m.putLocked(k, r)
	}
	return r, ok, m.gen
}

func (m *memo) putLocked(k [2]uint64, r memoResult) {
	if len(m.cur) >= memoEntries {
		m.prev, m.cur = m.cur, make(map[[2]uint64]memoResult, memoEntries)
	}
	m.cur[k] = r
}

// reset forgets every result.
func (m *memo) reset() {
	m.mu.Lock()
	m.cur, m.prev = make(map[[2]uint64]memoResult, memoEntries), nil
	m.gen++
	m.mu.Unlock()
}

// do returns f's result for s, remembered: s is looked up first, and f's
// answer kept unless the call was stopped (which says nothing about the
// text). A nil memo, or a long s, always calls f.
func (m *memo) do(s string, f func() (string, error)) (string, error) {
	return m.doSalted(0, s, f)
}

// doSalted is do for results that also depend on something salt names
// (an event's code): the same text under another salt is another entry.
func (m *memo) doSalted(salt uint64, s string, f func() (string, error)) (string, error) {
	if m == nil || len(s) > memoMaxInput {
		return f()
	}
	k := m.key(s)
	k[0] ^= salt
	k[1] ^= salt<<32 | salt>>32
	res, ok, gen := m.get(k)
	if ok {
		return res.out, res.err
	}
	out, err := f()
	if err != errBudget && err != errEnded {
		m.mu.Lock()
		if m.gen == gen {
			m.putLocked(k, memoResult{out, err})
		}
		m.mu.Unlock()
	}
	return out, err
}

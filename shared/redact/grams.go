package redact

// gramMin is the shortest text whose pairs of bytes are indexed: below it
// the searches read the text directly, as fast as the index is built.
const gramMin = 32

// grams is the set of the pairs of adjacent bytes of a text, hashed into
// 4096 bits: a word can be in the text only if each of its pairs is. The
// detectors' prefilters ask the same lower-case text for dozens of lists
// of trigger words (containsAny), each a pass over it; with the set, one
// pass answers "absent" for most words, and a word that may be present is
// searched for as before.
type grams [64]uint64

func gramOf(a, b byte) uint { return (uint(a)<<4 ^ uint(b)) & 4095 }

func newGrams(s string) *grams {
	g := new(grams)
	for i := 0; i+1 < len(s); i++ {
		h := gramOf(s[i], s[i+1])
		g[h>>6] |= 1 << (h & 63)
	}
	return g
}

// mayHold reports whether every pair of bytes of w is in the set.
func (g *grams) mayHold(w string) bool {
	for i := 0; i+1 < len(w); i++ {
		h := gramOf(w[i], w[i+1])
		if g[h>>6]&(1<<(h&63)) == 0 {
			return false
		}
	}
	return true
}

// smallGrams is grams for a text shorter than gramMin: its pairs hashed
// into 256 bits, kept in the scan (no allocation). Most texts an event
// holds are short (a function's name, a tag, a module); each detector's
// anyOf read the whole list of its words with strings.Contains, a tenth
// of a projection's time, where most words now fail on one bit.
type smallGrams struct {
	set  [4]uint64
	done bool
}

func smallGramOf(a, b byte) uint { return (uint(a)<<3 ^ uint(b)) & 255 }

func (g *smallGrams) build(s string) {
	for i := 0; i+1 < len(s); i++ {
		h := smallGramOf(s[i], s[i+1])
		g.set[h>>6] |= 1 << (h & 63)
	}
	g.done = true
}

// mayHold reports whether every pair of bytes of w is in the set.
func (g *smallGrams) mayHold(w string) bool {
	for i := 0; i+1 < len(w); i++ {
		h := smallGramOf(w[i], w[i+1])
		if g.set[h>>6]&(1<<(h&63)) == 0 {
			return false
		}
	}
	return true
}

// mayContain reports whether w may be in sc.lower: false when one of its
// pairs of bytes is not (then contains(sc.lower, w) is false).
func (sc *scan) mayContain(w string) bool {
	if len(sc.lower) < gramMin {
		if !sc.small.done {
			sc.small.build(sc.lower)
		}
		return len(w) <= len(sc.lower) && sc.small.mayHold(w)
	}
	if sc.grams == nil {
		sc.grams = newGrams(sc.lower)
	}
	return sc.grams.mayHold(w)
}

// anyOf is containsAny(sc.lower, subs...), with the pairs of sc.lower
// indexed once per scan: a word one of whose pairs the text lacks is not
// searched for.
func (sc *scan) anyOf(subs ...string) bool {
	l := sc.lower
	if len(l) >= gramMin {
		if sc.grams == nil {
			sc.grams = newGrams(l)
		}
		for _, sub := range subs {
			if sc.grams.mayHold(sub) && contains(l, sub) {
				return true
			}
		}
		return false
	}
	// mayContain's short text, its branch taken once for the list rather
	// than once a word: most of an event's texts are short, and each asks
	// some ten thousand words of the lists, nearly all absent
	if !sc.small.done {
		sc.small.build(l)
	}
	for _, sub := range subs {
		if len(sub) <= len(l) && sc.small.mayHold(sub) && contains(l, sub) {
			return true
		}
	}
	return false
}

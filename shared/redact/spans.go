package redact

import (
	"sort"
	"strings"
)

// The engine's spans: what a detector marks in a scan's text (add, addSure,
// addWeak), the identifiers it protects from the default-deny rules
// (protect), and the index both are asked through.

// span marks s[start:end] for replacement by ph.
type span struct {
	start, end int
	ph         string
	// sure: the context leaves no doubt (addSure). The keep passes judge
	// a span by its text alone, so they leave a sure span as it is.
	sure bool
}

// add marks a span (strong rules). Not inlined: hundreds of rules call
// it, once per span found (not per byte), and each inlined copy of the
// append cost the bootstrap about 45 KB in all.
//
//go:noinline
func (sc *scan) add(a, b int, ph string) {
	if a < b {
		sc.out = append(sc.out, span{start: a, end: b, ph: ph})
	}
}

// addSure marks a span that the keep passes must not take back: a given
// name that is a common word too (created by grace, martin, mark) is a
// person's where the context introduces one, and commonWords, which sees
// only the span's text, would give it back.
//
//go:noinline
func (sc *scan) addSure(a, b int, ph string) {
	if a < b {
		sc.out = append(sc.out, span{start: a, end: b, ph: ph, sure: true})
	}
}

// addWeak marks a span unless it overlaps a recognised identifier
// (default-deny rules). The identifiers are indexed once.
func (sc *scan) addWeak(a, b int, ph string) {
	if !sc.protDone {
		// recognised only when a default-deny rule has a candidate: most
		// values never need it
		protectIdentifiers(sc)
		sc.protIdx, sc.protDone = newIndex(sc.prot), true
	}
	if a >= b || sc.protIdx.hit(a, b) {
		return
	}
	// a name made of words (TLS_AES_256_GCM_SHA384, X-RateLimit-Remaining)
	// is no generated secret, however long
	if ph == phSecret && (snakeWords(sc.s[a:b]) || wordParts(sc.s[a:b]) || wordGluedHex(sc.s, a, b) || wordParts(hexSuffixOff(sc.s[a:b])) || wordParts(hexPrefixOff(sc.s[a:b]))) {
		return
	}
	sc.add(a, b, ph)
}

// index is a sorted list of disjoint spans, searched in O(log n) so that
// checks against thousands of spans stay linear overall.
type index []span

func newIndex(list []span) index {
	// most texts have nothing marked or protected: no index to allocate
	if len(list) == 0 {
		return nil
	}
	ix := make(index, len(list), len(list)+1)
	copy(ix, list)
	if len(ix) > 1 {
		sort.Slice(ix, func(i, j int) bool { return ix[i].start < ix[j].start })
	}
	out := ix[:0]
	for _, sp := range ix {
		if n := len(out); n > 0 && sp.start <= out[n-1].end {
			out[n-1].end = max(out[n-1].end, sp.end)
			continue
		}
		out = append(out, sp)
	}
	return out
}

func (ix index) hit(a, b int) bool {
	i := sort.Search(len(ix), func(i int) bool { return ix[i].end > a })
	return i < len(ix) && ix[i].start < b
}

// protect records an identifier span.
func (sc *scan) protect(a, b int) {
	if a < b {
		sc.prot = append(sc.prot, span{start: a, end: b})
	}
}

// marked returns an index of the spans marked so far, for detectors that
// skip what is already found.
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func (sc *scan) marked() index { return newIndex(sc.out) }

// hexPrefixOff returns t without one or two groups of 4 to 8 hexadecimal
// digits before its words (a7f2-11ef-booking-prod: a short nonce a
// system put before a name of words, as hexSuffixOff's after it: 64 bits
// at most, no secret), or "".
func hexPrefixOff(t string) string {
	out := ""
	for n := 0; n < 2; n++ {
		i := strings.IndexAny(t, "-_")
		if x := t[:max(i, 0)]; i < 4 || i > 8 || strings.Trim(x, "0123456789abcdef") != "" || !containsChars(x, "0123456789") {
			break
		}
		t = t[i+1:]
		out = t
	}
	return out
}

// hexSuffixOff is t without a last part of four to eight hexadecimal digits
// after "-" or "_" (artifacts-prod-7f3a, a bucket's or a stack's random
// suffix: 32 bits at most, no secret), or "" when it has none.
func hexSuffixOff(t string) string {
	i := strings.LastIndexAny(t, "-_")
	if x := t[i+1:]; i > 0 && len(x) >= 4 && len(x) <= 8 && strings.Trim(x, "0123456789abcdef") == "" && containsChars(x, "0123456789") {
		return t[:i]
	}
	return ""
}

// Package words answers whether a word is common English or part of the
// vocabulary of error messages. The redactor uses it to tell a template's
// words from values: a capitalised word that is no common word is a
// proper name, and quoted prose made of words that error messages do not
// use is somebody's text.
//
// The lists are generated (go run ./shared/testkit/cmd/wordsgen) and
// embedded as Bloom filters, read in place (nothing is parsed at start-up):
// common.bloom holds the lower-case entries of SCOWL's american-english list
// (Copyright Kevin Atkinson and others, permissive licence, see
// common.LICENSE) and the error vocabulary, as stems, at about 2% false
// positives (34 KB); errorwords.bloom holds the vocabulary of Go's and
// CPython's error messages plus words.extra.txt, at about 1% (3 KB). A false
// positive keeps a word that should have been masked as a name in one case
// of fifty: the strong detectors do not depend on it.
package words

import (
	_ "embed"
	"encoding/binary"
	"hash/fnv"
	"strings"
	"sync"
)

//go:embed common.bloom
var commonBloom string

//go:embed errorwords.bloom
var errorBloom string

var (
	common     = sync.OnceValue(func() Bloom { return ReadBloom(commonBloom) })
	vocabulary = sync.OnceValue(func() Bloom { return ReadBloom(errorBloom) })
)

// ReadBloom reads a filter written by Bloom.Bytes.
func ReadBloom(b string) Bloom {
	if len(b) < 8 {
		return Bloom{}
	}
	return Bloom{K: int(binary.LittleEndian.Uint32([]byte(b[:4]))), Bits: []byte(b[8:])}
}

// Bytes is the filter as ReadBloom reads it.
func (b Bloom) Bytes() []byte {
	var hdr [8]byte
	binary.LittleEndian.PutUint32(hdr[:4], uint32(b.K))
	binary.LittleEndian.PutUint32(hdr[4:], uint32(len(b.Bits)))
	return append(hdr[:], b.Bits...)
}

// Warm loads every list and filter (wrapping their embedded bytes: nothing
// is parsed); a start calls it beside its secret reads.
func Warm() {
	common()
	vocabulary()
	warmKnowledge()
}

// Common reports whether w, in lower case, is a common English word or an
// error-message word, in any of its regular inflections.
func Common(w string) bool {
	if len(w) < 2 {
		return true
	}
	return common().Has(Stem(w))
}

// ErrorWord reports whether w, in lower case, is a word error messages
// use (or a regular inflection of one).
func ErrorWord(w string) bool {
	v := vocabulary()
	if v.Has(w) {
		return true
	}
	for _, suf := range []string{"s", "es", "ed", "d", "ing"} {
		if b, ok := strings.CutSuffix(w, suf); ok && len(b) >= 2 && v.Has(b) {
			return true
		}
	}
	return false
}

// Stem strips one regular English suffix, so that a list of stems answers
// for every inflection: "connections" and "connected" are "connect".
func Stem(w string) string {
	for _, suf := range []string{"ations", "ation", "ments", "ment", "ness", "ings", "ing", "ers", "est", "ies", "ied", "ed", "er", "ly", "es", "s"} {
		if b, ok := strings.CutSuffix(w, suf); ok && len(b) >= 3 {
			switch suf {
			case "ies", "ied":
				return b + "y"
			}
			return b
		}
	}
	return w
}

// Bloom is a Bloom filter of strings: Has never misses an added string and
// answers yes for a string never added with a small probability.
type Bloom struct {
	K    int
	Bits []byte
}

// NewBloom sizes a filter for n strings at bits bits each: 10 bits give
// about 1% false positives, 8 about 2%.
func NewBloom(n, bits int) Bloom {
	k := max(1, bits*7/10) // k = bits·ln 2, the fewest false positives
	return Bloom{K: k, Bits: make([]byte, (n*bits+7)/8)}
}

func (b Bloom) positions(s string, f func(uint64)) {
	h := fnv.New64a()
	h.Write([]byte(s))
	x := h.Sum64()
	h1, h2 := x&0xffffffff, x>>32|1
	m := uint64(len(b.Bits)) * 8
	for i := 0; i < b.K; i++ {
		f((h1 + uint64(i)*h2) % m)
	}
}

// Add adds s.
func (b Bloom) Add(s string) { b.positions(s, func(p uint64) { b.Bits[p/8] |= 1 << (p % 8) }) }

// Has reports whether s was (probably) added.
func (b Bloom) Has(s string) bool {
	if len(b.Bits) == 0 {
		return false
	}
	ok := true
	b.positions(s, func(p uint64) {
		if b.Bits[p/8]&(1<<(p%8)) == 0 {
			ok = false
		}
	})
	return ok
}

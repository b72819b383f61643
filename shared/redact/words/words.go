// Package words answers whether a word is common English or part of the
// vocabulary of error messages. The redactor uses it to tell a template's
// words from values: a capitalised word that is no common word is a
// proper name, and quoted prose made of words that error messages do not
// use is somebody's text.
//
// The lists are generated (go run ./shared/testkit/cmd/wordsgen) and
// embedded: common.bloom holds the lower-case entries of SCOWL's
// american-english list (Copyright Kevin Atkinson and others, permissive
// licence, see common.LICENSE) and the error vocabulary, as stems in a
// Bloom filter of about 1% false positives; errorwords.txt is the
// vocabulary of Go's and CPython's error messages plus words.extra.txt.
// Neither is parsed at start-up: the filter is read in place, and the
// vocabulary's map is built on first use.
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

//go:embed errorwords.txt
var errorWords string

var common = sync.OnceValue(func() Bloom {
	if len(commonBloom) < 8 {
		return Bloom{}
	}
	k := binary.LittleEndian.Uint32([]byte(commonBloom[:4]))
	return Bloom{K: int(k), Bits: []byte(commonBloom[8:])}
})

var vocabulary = sync.OnceValue(func() map[string]bool {
	m := make(map[string]bool, 4096)
	for _, w := range strings.Fields(errorWords) {
		m[w] = true
	}
	return m
})

// Warm loads both lists; a start calls it beside its secret reads.
func Warm() {
	common()
	vocabulary()
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
	if v[w] {
		return true
	}
	for _, suf := range []string{"s", "es", "ed", "d", "ing"} {
		if b, ok := strings.CutSuffix(w, suf); ok && len(b) >= 2 && v[b] {
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

// NewBloom sizes a filter for n strings at about 1% false positives.
func NewBloom(n int) Bloom {
	return Bloom{K: 7, Bits: make([]byte, (n*10+7)/8)}
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

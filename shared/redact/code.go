// The event's own code: the modules, functions, files and exception types
// of its stack are code wherever its text names them ('shippingEta',
// 'OrionContext', markupsafe), in that event and no other.

package redact

import (
	"hash/maphash"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
)

// codeSet holds the parts of an event's code names, in lower case. The nil
// set holds nothing.
type codeSet map[string]bool

// has reports a word of the event's code.
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func (c codeSet) has(w string) bool {
	if c == nil {
		return false
	}
	return c[strings.ToLower(w)]
}

// compound reports a compound whose every unknown part is the event's code
// (a part the knowledge holds passes as usual).
func (c codeSet) compound(tok string) bool {
	if c == nil {
		return false
	}
	if c[strings.ToLower(tok)] {
		return true
	}
	ok, any := true, false
	eachPart(tok, func(p string) bool {
		switch {
		case c.has(p):
			any = true
		case !knownPart(p):
			ok = false
		}
		return ok
	})
	return ok && any
}

// maxCodeWords bounds what one event's code adds: a stack is tens of
// frames, each a handful of parts.
const maxCodeWords = 4096

// WithCode returns a Redactor for one event whose text may name its own
// code: the parts of names (modules, functions, file names, exception
// types) are kept in that event's text. Home folders in file paths name
// their owner, not code, and are left out, as are the names data's people
// whom no dictionary knows. Results are not remembered across events.
func (r *Redactor) WithCode(names ...string) *Redactor {
	var vocab []string
	if r != nil {
		vocab = r.vocab
	}
	set, salt, _ := codeSets.get(vocab, names)
	if len(set) == 0 {
		return r
	}
	var c Redactor
	if r != nil {
		c = *r
	}
	c.code = set
	c.codeSalt = salt
	c.codeVocabOnly = false
	return &c
}

// buildCodeSet is WithCode's set and its fingerprint.
func buildCodeSet(vocab, names []string) (codeSet, uint64) {
	set := codeSet{}
	addVocabulary(set, vocab) // the organisation's names stay known
	for _, n := range names {
		if len(set) >= maxCodeWords {
			break
		}
		addCodeName(set, n)
	}
	return set, set.fingerprint()
}

// codeSets remembers the code sets of the last events read: a server reads
// the same events again and again, and splitting every frame's names and
// asking the names data of each part cost more than redacting its texts
// from the memory of results. A set is never written once made, so one
// set serves every request that asks for it.
var codeSets = &codeCache{m: map[uint64]codeEntry{}}

// maxCodeSets bounds codeSets (a set holds up to maxCodeWords words).
const maxCodeSets = 128

type codeCache struct {
	mu sync.Mutex
	m  map[uint64]codeEntry
}

type codeEntry struct {
	vocab, names []string // what the set was made of, compared on a hit
	set          codeSet
	salt         uint64
}

// get returns the set made of vocab and names, its fingerprint, and the
// entry's own copy of vocab (the caller's may be on its stack).
func (c *codeCache) get(vocab, names []string) (codeSet, uint64, []string) {
	var h maphash.Hash
	h.SetSeed(codeSeed)
	for _, l := range [2][]string{vocab, names} {
		for _, s := range l {
			h.WriteString(s)
			h.WriteByte(0)
		}
		h.WriteByte(1)
	}
	k := h.Sum64()
	c.mu.Lock()
	e, ok := c.m[k]
	c.mu.Unlock()
	if ok && slices.Equal(e.vocab, vocab) && slices.Equal(e.names, names) {
		return e.set, e.salt, e.vocab
	}
	set, salt := buildCodeSet(vocab, names)
	e = codeEntry{vocab: slices.Clone(vocab), names: slices.Clone(names), set: set, salt: salt}
	c.mu.Lock()
	if len(c.m) >= maxCodeSets {
		for old := range c.m { // any one: the map's order is random
			delete(c.m, old)
			break
		}
	}
	c.m[k] = e
	c.mu.Unlock()
	return set, salt, e.vocab
}

// addCodeName adds the parts of one code name.
func addCodeName(set codeSet, n string) {
	if len(n) > 512 || !utf8.ValidString(n) {
		return
	}
	home := false
	for _, seg := range strings.FieldsFunc(n, func(r rune) bool { return r == '/' || r == '\\' }) {
		l := strings.ToLower(seg)
		if home {
			home = false
			continue // the owner of /home/<name>, /Users/<name>
		}
		if l == "home" || l == "users" || l == "documents and settings" {
			home = true
			continue
		}
		set[l] = true
		eachPart(seg, func(p string) bool {
			if runeCount(p) >= 3 && !personName(p) {
				set[strings.ToLower(p)] = true
			}
			return true
		})
	}
}

// codeSeed keys the fingerprints of code sets for this process.
var codeSeed = maphash.MakeSeed()

// fingerprint names the set for the memory of results: never 0, which is
// no code at all.
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func (c codeSet) fingerprint() uint64 {
	// a sum of each word's hash: the same set gives the same sum in any
	// order, without sorting it
	var sum uint64
	for w := range c {
		sum += maphash.String(codeSeed, w)
	}
	return sum | 1
}

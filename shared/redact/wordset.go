package redact

import (
	"sync"
	"sync/atomic"
	"unsafe"
)

// wordIn reports w as one of the space-separated words of list (which
// begins and ends with a space). Word lists are kept as strings: a switch
// of many strings compiles to several times their bytes in code, and the
// Lambda bootstrap's size is capped. A long list is asked through its set
// (listSet): searching it for a short word stopped at each of the word's
// occurrences inside others, and wordIn was a tenth of first sight's CPU.
func wordIn(list, w string) bool {
	if w == "" || indexByte(w, ' ') >= 0 {
		return false
	}
	if ws := listSet(list); ws != nil {
		return ws.has(w)
	}
	return scanWordIn(list, w)
}

// scanWordIn is wordIn by searching list itself.
func scanWordIn(list, w string) bool {
	for i := 0; i < len(list); {
		k := indexStr(list[i:], w)
		if k < 0 {
			return false
		}
		k += i
		if k > 0 && list[k-1] == ' ' && k+len(w) < len(list) && list[k+len(w)] == ' ' {
			return true
		}
		i = k + 1
	}
	return false
}

// wordSet answers contains(list, " "+w+" ") for a list of words
// written between spaces, as the word lists of the detectors are, with a
// map built on first use: the scan read the whole list (up to 2 KB) for
// every word of every text, and built " "+w+" " to do it.
type wordSet struct {
	list string
	once sync.Once
	m    map[string]struct{}
	// gate has a bit for each word's (length, first byte, last byte):
	// most words of a text fail on it, without hashing the word for the
	// map (the special categories ask six sets for every word); made by
	// build, as a field in place it cost each static set 256 bytes of data
	gate *[32]uint64
}

func gateBit(w string) uint32 {
	return (uint32(w[0]) | uint32(w[len(w)-1])<<8 | uint32(len(w))<<16) * 0x9E3779B1 >> 21
}

func newWordSet(list string) *wordSet { return &wordSet{list: list} }

// has reports whether w, between spaces, is in the list.
func (ws *wordSet) has(w string) bool {
	if w == "" || indexByte(w, ' ') >= 0 {
		// "  " or words with spaces between: as the list reads
		return contains(ws.list, " "+w+" ")
	}
	ws.once.Do(ws.build)
	if h := gateBit(w); ws.gate[h>>6]&(1<<(h&63)) == 0 {
		return false
	}
	_, ok := ws.m[w]
	return ok
}

// build sets the words that stand between two spaces: the list's first and
// last pieces only if it starts and ends with a space.
func (ws *wordSet) build() {
	parts := split(ws.list, " ")
	ws.m = make(map[string]struct{}, len(parts))
	ws.gate = new([32]uint64)
	if len(parts) < 3 {
		return // no word has a space on both sides
	}
	for _, p := range parts[1 : len(parts)-1] {
		if p != "" {
			ws.m[p] = struct{}{}
			h := gateBit(p)
			ws.gate[h>>6] |= 1 << (h & 63)
		}
	}
}

// The special categories' lists, read for every word of a text.
var (
	specialWordsMoreSet     = newWordSet(specialWordsMore)
	specialWordsWiderSet    = newWordSet(specialWordsWider)
	specialKeyWordsSet      = newWordSet(specialKeyWords)
	specialKeyWordsWiderSet = newWordSet(specialKeyWordsWider)
	orientationWordsSet     = newWordSet(orientationWords)
	sexualWordsSet          = newWordSet(sexualWords)
)

// Long lists wordIn is asked, as sets, by where the list's bytes are: the
// lists are the detectors' string constants, so one address is one list
// for the process's life. A list is long from longList bytes (a literal of
// a few words is searched faster than hashed); at most maxListSets are
// kept, so a list built at run time can never grow the cache without end.
const (
	longList    = 96
	maxListSets = 512
)

var (
	listSets  sync.Map // wordListKey -> *wordSet
	listSetsN atomic.Int32
)

type wordListKey struct {
	p *byte
	n int
}

// listSet is list's wordSet, or nil for a short list or a full cache.
func listSet(list string) *wordSet {
	if len(list) < longList {
		return nil
	}
	k := wordListKey{unsafe.StringData(list), len(list)}
	if v, ok := listSets.Load(k); ok {
		return v.(*wordSet)
	}
	// Load first: past the cap a miss must not count on (the counter
	// would wrap and let the cache grow again)
	if listSetsN.Load() >= maxListSets || listSetsN.Add(1) > maxListSets {
		return nil
	}
	v, _ := listSets.LoadOrStore(k, newWordSet(list))
	return v.(*wordSet)
}

package redact

import (
	"strings"
	"sync"
)

// wordSet answers strings.Contains(list, " "+w+" ") for a list of words
// written between spaces, as the word lists of the detectors are, with a
// map built on first use: the scan read the whole list (up to 2 KB) for
// every word of every text, and built " "+w+" " to do it.
type wordSet struct {
	list string
	once sync.Once
	m    map[string]struct{}
}

func newWordSet(list string) *wordSet { return &wordSet{list: list} }

// has reports whether w, between spaces, is in the list.
func (ws *wordSet) has(w string) bool {
	if w == "" || strings.IndexByte(w, ' ') >= 0 {
		// "  " or words with spaces between: as the list reads
		return strings.Contains(ws.list, " "+w+" ")
	}
	ws.once.Do(ws.build)
	_, ok := ws.m[w]
	return ok
}

// build sets the words that stand between two spaces: the list's first and
// last pieces only if it starts and ends with a space.
func (ws *wordSet) build() {
	parts := strings.Split(ws.list, " ")
	ws.m = make(map[string]struct{}, len(parts))
	if len(parts) < 3 {
		return // no word has a space on both sides
	}
	for _, p := range parts[1 : len(parts)-1] {
		if p != "" {
			ws.m[p] = struct{}{}
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

package words

import (
	_ "embed"
	"strings"
	"sync"
)

// kinwords.txt (knowgen's kinwords.go): the words for the people around a
// writer (mother, husband, grandmother, neighbour, ex-wife…) that the
// Open Multilingual Wordnet's Wiktionary wordnets (CC BY-SA) file under
// those senses alone, in the languages CLDR annotates, less another
// language's frequent words, the catalogues', technical words and names:
// mąż, äiti, mamãe, svigermor, ανεψιά. Between "|", embedded deflated
// (kinwords.flate), read into a set on first use.
var (
	//go:embed kinwords.flate
	kinWordsData string
	kinWordsT    = &lazyText{data: kinWordsData}
	kinOnce      sync.Once
	kinSet       map[string]struct{}
)

// KinWord reports a word (lower case, as written) for someone of the
// writer's family or household: a person's message names them, a
// program's does not.
func KinWord(w string) bool {
	if len(w) < 3 || len(w) > 40 {
		return false
	}
	kinOnce.Do(func() {
		t := strings.Trim(kinWordsT.get(), "|\n")
		kinSet = make(map[string]struct{}, strings.Count(t, "|")+1)
		for k := range strings.SplitSeq(t, "|") {
			kinSet[k] = struct{}{}
		}
	})
	_, ok := kinSet[w]
	return ok
}

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
// language's frequent words, the catalogues' and technical words: mąż,
// äiti, mamãe, svigermor, ανεψιά. Asked in kinwords.fuse, a packed filter
// of the list's 1,645 words at 22 bits (4,746 bytes; since session 44,
// where the list deflated took 7,700), unpacked on first use.
var (
	//go:embed kinwords.fuse
	kinWordsData string
	kinF         = newLazyFuse(kinWordsData)
)

// KinWord reports a word (lower case, as written) for someone of the
// writer's family or household: a person's message names them, a
// program's does not. A stranger is answered yes once in some four
// million asks.
func KinWord(w string) bool { return w != "" && kinF.get().Has(w) }

// lazySet is a lazyText's words between "|" as a set, built on first use
// (stayverbs): a word is asked as often as a text has words,
// where a search of the text would read all of it each time.
type lazySet struct {
	text *lazyText
	once sync.Once
	set  map[string]struct{}
}

func (l *lazySet) has(w string) bool {
	if len(w) < 2 || len(w) > 40 {
		return false
	}
	l.once.Do(func() {
		t := strings.Trim(l.text.get(), "|\n")
		l.set = make(map[string]struct{}, strings.Count(t, "|")+1)
		for k := range strings.SplitSeq(t, "|") {
			l.set[k] = struct{}{}
		}
	})
	_, ok := l.set[w]
	return ok
}

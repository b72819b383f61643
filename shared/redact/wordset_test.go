package redact

import (
	"strings"
	"testing"
)

// TestWordSetAsContains: a wordSet answers what strings.Contains(list,
// " "+w+" ") answers, for every piece of the lists (a word, several words,
// a part of one, the empty string) and for lists without edge spaces.
func TestWordSetAsContains(t *testing.T) {
	lists := []string{specialWordsMore, specialWordsWider, specialKeyWords, specialKeyWordsWider, orientationWords, sexualWords,
		"a b  c", "first middle last", " x ", "", " "}
	for _, list := range lists {
		ws := newWordSet(list)
		var probes []string
		for i := 0; i <= len(list); i++ {
			for j := i; j <= len(list) && j-i <= 24; j++ {
				probes = append(probes, list[i:j])
			}
		}
		probes = append(probes, "", " ", "zzz", "Allergy")
		for _, w := range probes {
			if got, want := ws.has(w), strings.Contains(list, " "+w+" "); got != want {
				t.Fatalf("list %.20q: has(%q) = %v, Contains %v", list, w, got, want)
			}
		}
	}
}

package redact

import (
	"strings"
	"testing"
	"unicode"
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

// TestNameNounsAsMap: nameNouns, a wordSet since it was a OnceValue map of
// strings.Fields of the same words, answers as that map did for the
// space-free words its callers ask: every word and every piece of one
// (custom, user's prefix) and the empty string.
func TestNameNounsAsMap(t *testing.T) {
	m := map[string]bool{}
	for _, w := range strings.Fields(nameNouns.list) {
		m[w] = true
	}
	if len(m) < 150 || !m["customer"] || !m["accountholder"] || !m["señora"] || m["custom"] {
		t.Fatalf("nameNouns' list: %d words", len(m))
	}
	probes := []string{"", "custom", "users2", "holder", "cardholders", "zzz"}
	for w := range m {
		for i := 0; i <= len(w); i++ {
			probes = append(probes, w[:i], w[i:])
		}
	}
	for _, w := range probes {
		if got := nameNouns.has(w); got != m[w] {
			t.Errorf("nameNouns.has(%q) = %v, the map %v", w, got, m[w])
		}
	}
}

// TestUnmarked: a Latin word loses its marks (built on first use under
// unmarkedOnce); one without marks, or of another script, is unchanged.
func TestUnmarked(t *testing.T) {
	for _, c := range []struct {
		in, want string
		changed  bool
	}{
		{"garcía", "garcia", true},
		{"dương", "duong", true},
		{"straße", "strasse", true},
		{"łódź", "lodz", true},
		{"garcia", "garcia", false},
		{"дмитрий", "дмитрий", false},
		{"", "", false},
	} {
		if got, changed := unmarked(c.in); got != c.want || changed != c.changed {
			t.Errorf("unmarked(%q) = %q, %v; want %q, %v", c.in, got, changed, c.want, c.changed)
		}
	}
}

// TestWordInAsScan: wordIn through a list's set answers what searching the
// list answers, for every piece of long and short lists (a word, a part of
// one, several words, the empty string) and for lists without edge spaces;
// lists built at run time past the cache's size are still answered.
func TestWordInAsScan(t *testing.T) {
	lists := []string{commonWordList, personIntroWords, stopNameWords, productNameWords, vehicleKeyWords, secretKeyWords,
		"a b  c", " x ", "", " ", strings.Repeat(" word", 30), strings.Repeat("word ", 30) + "last"}
	for i := range maxListSets + 8 {
		lists = append(lists, " "+strings.Repeat("w", i%7+1)+strings.Repeat(" filler", 20)+" end"+strings.Repeat("x", i)+" ")
	}
	for _, list := range lists {
		var probes []string
		for i := 0; i <= len(list) && i < 400; i++ {
			for j := i; j <= len(list) && j-i <= 16; j++ {
				probes = append(probes, list[i:j])
			}
		}
		probes = append(probes, "", " ", "zzz", "Reset")
		for _, w := range probes {
			if got, want := wordIn(list, w), w != "" && !strings.Contains(w, " ") && scanWordIn(list, w); got != want {
				t.Fatalf("list %.30q: wordIn(%q) = %v, a search says %v", list, w, got, want)
			}
		}
	}
	// the lists above are more than the cache holds: the count stops at
	// the cap, and every list past it was still answered by its search
	if n := listSetsN.Load(); n != maxListSets {
		t.Fatalf("the cache counted %d long lists, want its cap %d", n, maxListSets)
	}
}

// TestStopSetsAsIndexByte: the byte sets of pathStop and ownerStop answer
// what strings.IndexByte on their lists answered, for every byte; and
// trimQuotes's ASCII shortcut trims as the loop over the quotes does.
func TestStopSetsAsIndexByte(t *testing.T) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		if got, want := pathStop(b), isSpace(b) || strings.IndexByte("\"'`()[]{}<>,|=", b) >= 0; got != want {
			t.Errorf("pathStop(%q) = %v, want %v", b, got, want)
		}
		if got, want := ownerStop(b), isSpace(b) || strings.IndexByte("'\"`()<>[]{},;|", b) >= 0; got != want {
			t.Errorf("ownerStop(%q) = %v, want %v", b, got, want)
		}
	}
	for r := rune(0); r < 0x20000; r++ {
		if isMark(r) != unicode.Is(unicode.M, r) {
			t.Fatalf("isMark(%U) = %v", r, isMark(r))
		}
	}
	for r0 := rune(0); r0 < 0x80; r0++ {
		for r := rune(0); r < 0x80; r++ {
			old := unicode.Is(unicode.M, r) || r == '\'' || r == '-'
			if unicode.IsLetter(r) {
				old = (scriptOf(r) == latin) == (scriptOf(r0) == latin)
			}
			if specialWordGoesOn(r0, r) != old {
				t.Fatalf("specialWordGoesOn(%q, %q) = %v", r0, r, !old)
			}
		}
	}
	for _, c := range [][2]string{{"“olivia”", "olivia"}, {"«x»", "x"}, {"a”", "a"}, {"‚b", "b"}, {"plain", "plain"}, {"'q'", "'q'"}, {"", ""}, {"é", "é"}} {
		if got := trimQuotes(c[0]); got != c[1] {
			t.Errorf("trimQuotes(%q) = %q, want %q", c[0], got, c[1])
		}
	}
}

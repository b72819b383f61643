package words

import "testing"

func TestLists(t *testing.T) {
	for _, w := range []string{"driver", "portal", "backend", "connection", "refused", "timeout", "kubernetes", "scheduler", "harbor", "mercury", "grace", "metrics", "unavailable", "deployments", "quickly"} {
		if !Common(w) {
			t.Errorf("Common(%q) = false", w)
		}
	}
	// proper names are not common words: at most a Bloom filter's share
	// of false positives among them
	names := []string{"olivia", "adebayo", "thandiwe", "lindqvist", "kowalski", "nguyen", "mokoena", "chiamaka", "farhan", "zeynep", "yilmaz", "tsereteli", "ndlovu", "whitfield", "boateng", "horvat", "sousa", "alves", "rodrigo", "patel"}
	n := 0
	for _, w := range names {
		if Common(w) {
			n++
		}
	}
	if n > 2 {
		t.Errorf("%d of %d names read as common words", n, len(names))
	}
	for _, w := range []string{"connection", "refused", "timed", "invalid", "unexpected", "request", "backend"} {
		if !ErrorWord(w) {
			t.Errorf("ErrorWord(%q) = false", w)
		}
	}
	for _, w := range []string{"dementia", "pregnant", "husband", "divorce", "flowerpot", "alcohol", "payday"} {
		if ErrorWord(w) {
			t.Errorf("ErrorWord(%q) = true", w)
		}
	}
}

func TestBloomHasWhatWasAdded(t *testing.T) {
	b := NewBloom(100, 10)
	for _, w := range []string{"a", "bb", "ccc"} {
		b.Add(w)
	}
	for _, w := range []string{"a", "bb", "ccc"} {
		if !b.Has(w) {
			t.Errorf("Has(%q) = false", w)
		}
	}
	if r := ReadBloom(string(b.Bytes())); !r.Has("bb") || r.K != b.K {
		t.Error("a filter read back lost what was added")
	}
	if (Bloom{}).Has("a") {
		t.Error("empty filter has a")
	}
}

// Code never holds a word the names data knows and no dictionary does:
// codewordsgen leaves those out, so the filter's yes for one is a false
// positive; code words that are also dictionary words stay.
func TestCodeHoldsNoName(t *testing.T) {
	for _, w := range []string{"vladislav", "olivia", "karaoglu"} {
		if Code(w) {
			t.Errorf("Code(%q) = true", w)
		}
	}
	for _, w := range []string{"kwargs", "addr", "conn", "sku", "worker"} {
		if !Code(w) {
			t.Errorf("Code(%q) = false", w)
		}
	}
}

package main

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestWordNetReading: wndb(5)'s data lines give a synset's lemmas (an
// adjective's position marker dropped, underscores as spaces) and its
// pointers with their word numbers; the hyponym closure stops at a stop
// synset; the index gives a lemma's first sense and every sense per part
// of speech. The synsets are invented, in the files' format.
func TestWordNetReading(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"data.noun": "  1 This software and database is being provided\n" +
			"00000100 26 n 01 ailment 0 003 ~ 00000200 n 0000 ~ 00000300 n 0000 + 00000400 a 0101 | a condition\n" +
			"00000200 26 n 02 grey_fever 0 greyfever 0 000 | an invented fever\n" +
			"00000300 26 n 01 plant_ailment 0 001 ~ 00000500 n 0000 | a stop\n" +
			"00000500 26 n 01 leafspot 0 000 | under the stop\n",
		"data.adj": "00000400 00 a 01 ailing(a) 0 000 | of an ailment\n",
		"index.noun": "  1 This software and database is being provided\n" +
			"ailment n 2 1 ~ 2 0 00000100 00000300  \n" +
			"grey_fever n 1 0 1 0 00000200  \n",
		"index.adj": "ailing a 1 0 1 0 00000400  \n",
	}
	wn := writeWordNet(t, dir, files)
	if s := wn["n00000200"]; s == nil || !slices.Equal(s.words, []string{"grey fever", "greyfever"}) {
		t.Errorf("n00000200 = %+v, want grey fever, greyfever", s)
	}
	if s := wn["a00000400"]; s == nil || !slices.Equal(s.words, []string{"ailing"}) {
		t.Errorf("a00000400 = %+v, want ailing", s)
	}
	if p := wn["n00000100"].ptrs[2]; p != (wnPointer{"+", "a00000400", 1, 1}) {
		t.Errorf("derivation pointer = %+v", p)
	}
	got := wnHyponyms(wn, "n00000100", map[string]bool{"n00000300": true})
	if want := []string{"n00000100", "n00000200"}; !slices.Equal(got, want) {
		t.Errorf("wnHyponyms = %v, want %v", got, want)
	}
	first, all, err := readWordNetSenses(dir, "noun", "adj")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(first["ailment"], []string{"n00000100"}) || !slices.Equal(all["ailment"], []string{"n00000100", "n00000300"}) {
		t.Errorf("ailment: first %v, all %v", first["ailment"], all["ailment"])
	}
	if !slices.Equal(first["grey fever"], []string{"n00000200"}) || !slices.Equal(first["ailing"], []string{"a00000400"}) {
		t.Errorf("first senses: grey fever %v, ailing %v", first["grey fever"], first["ailing"])
	}
	for _, c := range []struct {
		w    string
		want bool
	}{{"AIDS", true}, {"I.W.W.", true}, {"Christian", false}, {"diabetic", false}} {
		if got := wnAcronym(c.w); got != c.want {
			t.Errorf("wnAcronym(%q) = %v, want %v", c.w, got, c.want)
		}
	}
}

// writeWordNet writes files (wndb(5)'s, invented) into dir and reads
// their nouns and adjectives back.
func writeWordNet(t *testing.T, dir string, files map[string]string) map[string]*wnSynset {
	t.Helper()
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	wn, err := readWordNet(dir, "noun", "adj")
	if err != nil {
		t.Fatal(err)
	}
	return wn
}

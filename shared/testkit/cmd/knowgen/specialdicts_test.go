package main

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestDictTranslations: a dictionary line's translations come without
// sense numbers, notes, stress marks and a trailing sense number, a
// Hindi phrase's ~ as a space; a gloss of more than three words, a
// fragment with a hyphen at its end and a number are no translations.
func TestDictTranslations(t *testing.T) {
	for _, c := range []struct {
		line string
		want []string
	}{
		{"1. gebe, hamile", []string{"gebe", "hamile"}},
		{"I.  <N>  muzułmanin", []string{"muzułmanin"}},
		{"бре́менен, тру́ден", []string{"бременен", "труден"}},
		{"पहियेदार~कुर्सी", []string{"पहियेदार कुर्सी"}},
		{"एड्स{बीमारी}", []string{"एड्स"}},
		{"alergi 2", []string{"alergi"}},
		{"kaznena evidencija; (pravo) dosje", []string{"kaznena evidencija", "dosje"}},
		{"carrying developing offspring within the body", nil},
		{"vammais-, 42", nil},
	} {
		if got := dictTranslations(c.line); !slices.Equal(got, c.want) {
			t.Errorf("dictTranslations(%q) = %q, want %q", c.line, got, c.want)
		}
	}
}

// TestDictFirstSense: each entry's first line of text is its first sense;
// the lines after it (other senses, glosses, examples) are not taken.
func TestDictFirstSense(t *testing.T) {
	got := dictFirstSense([]string{"\n1. terhes\n2. jelentős\n", "hamil\ncarrying developing offspring\n", "1.\nrefugee\n2.\nfugitive\n"})
	if want := []string{"terhes", "hamil", "refugee"}; !slices.Equal(got, want) {
		t.Errorf("dictFirstSense = %q, want %q", got, want)
	}
}

// TestDictdNumber: dictd's index writes offsets and lengths in base64
// digits; a character outside them is a bad number.
func TestDictdNumber(t *testing.T) {
	for s, want := range map[string]int{"A": 0, "B": 1, "BA": 64, "/": 63, "Cq4": 2*64*64 + 42*64 + 56, "a!": -1} {
		if got := dictdNumber(s); got != want {
			t.Errorf("dictdNumber(%q) = %d, want %d", s, got, want)
		}
	}
}

// TestIsASCIIPhrase: small ASCII letters, hyphens and apostrophes between
// single spaces.
func TestIsASCIIPhrase(t *testing.T) {
	for w, want := range map[string]bool{"asylum seeker": true, "hiv-positive": true, "parkinson's": true,
		"Muslim": false, "diabète": false, "two  spaces": false, "": false} {
		if got := isASCIIPhrase(w); got != want {
			t.Errorf("isASCIIPhrase(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestDictdEntries: a dictd dictionary's entries come by their index
// key without the headword line; where one key files a capitalised
// headword and one in small letters (Rapu, the sign; rapu, a crayfish)
// only the small letters' stays, and a capitalised one alone stays
// (Muslim).
func TestDictdEntries(t *testing.T) {
	dir := t.TempDir()
	data := "Rapu /r/\nCancer\n" + "rapu /r/\ncrayfish\n" + "Muslim /m/\nmuzułmanin\n"
	var z bytes.Buffer
	w := gzip.NewWriter(&z)
	w.Write([]byte(data))
	w.Close()
	index := "00databaseinfo\tA\tB\nrapu\tA\tQ\nrapu\tQ\tS\nmuslim\ti\tX\n"
	if err := os.WriteFile(filepath.Join(dir, "d.dict.dz"), z.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "d.index"), []byte(index), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := dictdEntries(dir, "d")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{"rapu": {"crayfish\n"}, "muslim": {"muzułmanin\n"}}
	if len(got) != len(want) || !slices.Equal(got["rapu"], want["rapu"]) || !slices.Equal(got["muslim"], want["muslim"]) {
		t.Errorf("dictdEntries = %q, want %q", got, want)
	}
}

// TestSameFamily: an English headword that writes a source word's stem
// (impregnate, pregnant; diabetic, diabetes) is of its family; another
// word (rich, labor), a short source and a phrase are not.
func TestSameFamily(t *testing.T) {
	for _, c := range []struct {
		h, s string
		want bool
	}{
		{"impregnate", "pregnant", true},
		{"diabetic", "diabetes", true},
		{"cancerous", "cancer", true},
		{"rich", "pregnant", false},
		{"labor", "trade union", false},
		{"refugees", "rehab", false},
		{"crayfish", "cancer", false},
	} {
		if got := sameFamily(c.h, c.s); got != c.want {
			t.Errorf("sameFamily(%q, %q) = %v, want %v", c.h, c.s, got, c.want)
		}
	}
}

package main

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestWordNetKin: a group named by a closure's adjective, with members
// (the invented "ailing", whose member is an ailing person), and the verb
// derived from it are the closures' kin; a noun derived from the
// adjective under another word, a verb derived from a closure's noun
// itself and a group of another category's adjective are not. The
// synsets are invented, in wndb(5)'s format.
func TestWordNetKin(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"data.noun": "00000100 26 n 01 ailment 0 001 + 00001000 v 0101 | a condition\n" +
			"00000600 14 n 01 ailing 0 002 %m 00000700 n 0000 + 00000800 v 0101 | the ailing as a group\n" +
			"00000700 18 n 01 ailing_person 0 000 | a person\n" +
			"00000900 07 n 01 ailingness 0 001 + 00000400 a 0101 | another word\n" +
			"00001100 14 n 01 radical 0 001 %m 00000700 n 0000 | a group of another category\n",
		"data.adj": "00000400 00 a 01 ailing 0 000 | of an ailment\n" +
			"00001200 00 a 01 radical 0 000 | of a politics\n",
		"data.verb": "00000800 29 v 01 ail 0 001 + 00000600 n 0101 | make one ailing\n" +
			"00001000 29 v 01 fester 0 001 + 00000100 n 0101 | have the ailment\n",
	}
	wn := writeWordNet(t, dir, files)
	catOf := map[string]string{"n00000100": "health", "a00000400": "health", "a00001200": "politics"}
	kin, err := wordNetKin(dir, wn, catOf)
	if err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]string{"n00000600": "health", "v00000800": "health", "n00000900": "",
		"v00001000": "", "n00001100": "", "n00000700": ""} {
		if kin[k] != want {
			t.Errorf("kin[%s] = %q, want %q", k, kin[k], want)
		}
	}
}

// writeDictd writes a dictd dictionary name (.index, .dict.dz) of
// entries (key, text with its headword line) into dir.
func writeDictd(t *testing.T, dir, name string, entries [][2]string) {
	t.Helper()
	const digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	b64 := func(n int) string {
		s := ""
		for {
			s = string(digits[n%64]) + s
			if n /= 64; n == 0 {
				return s
			}
		}
	}
	var data, index strings.Builder
	for _, e := range entries {
		index.WriteString(e[0] + "\t" + b64(data.Len()) + "\t" + b64(len(e[1])) + "\n")
		data.WriteString(e[1])
	}
	var z bytes.Buffer
	w := gzip.NewWriter(&z)
	w.Write([]byte(data.String()))
	w.Close()
	if err := os.WriteFile(filepath.Join(dir, name+".dict.dz"), z.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".index"), []byte(index.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestKinTerms: a kin source's translation stays where both dictionaries
// agree (glucho), or one tags it an adjective and the other gives it no
// other sense (slepo); the window's blind (a noun), a numbered entry's
// first sense (umpi), an adverb's phrase (na slepo) and a headword whose
// first sense is blind but which neither dictionary confirms (luka, a
// hatch too) go. The dictionaries are invented.
func TestKinTerms(t *testing.T) {
	dir := t.TempDir()
	writeDictd(t, dir, "freedict-eng-xx", [][2]string{
		{"blind", "blind /b/ <adj>\nslepo\n"},
		{"blind", "blind /b/ <n>\nzaluzija\n"},
		{"blind", "blind /b/ <adv>\nna slepo\n"},
		{"blind", "blind /b/ <adj>\n1. umpi\nclosed at one end\n2. slepi\n"},
		{"deaf", "deaf /d/\nglucho, na glucho\n"},
	})
	writeDictd(t, dir, "freedict-xx-eng", [][2]string{
		{"glucho", "glucho /g/\ndeaf\n"},
		{"luka", "luka /l/\n1. blind\n2. hatch\n"},
		{"umpi", "umpi /u/\nclosed\n"},
	})
	got, err := kinTerms(dir, "xx", map[string]bool{"blind": true, "deaf": true})
	if err != nil {
		t.Fatal(err)
	}
	for w, want := range map[string]bool{"slepo": true, "glucho": true, "zaluzija": false, "umpi": false, "na slepo": false,
		"na glucho": false, "luka": false} {
		if got[w] != want {
			t.Errorf("kinTerms[%q] = %v, want %v", w, got[w], want)
		}
	}
}

// TestOtherLanguage: a word frequent in another language than the
// translation's own is held out; one frequent in its own only is not,
// and a language wordfreq lacks ("") has every list as another's.
func TestOtherLanguage(t *testing.T) {
	for _, c := range []struct {
		langs []string
		own   string
		want  bool
	}{{[]string{"fi"}, "id", true}, {[]string{"id"}, "id", false}, {nil, "id", false}, {[]string{"nl"}, "", true}} {
		if got := otherLanguage(c.langs, c.own); got != c.want {
			t.Errorf("otherLanguage(%v, %q) = %v, want %v", c.langs, c.own, got, c.want)
		}
	}
}

// TestEnglishOwn: a translation English's list ranks above its own
// language's, or that its own list lacks, is English's word (overbid);
// one its own language ranks higher is not (ciego); for a language
// wordfreq lacks, English's icdRareRank most frequent words are English's.
func TestEnglishOwn(t *testing.T) {
	en := rankOf([]string{"the", "overbid", "ciego", "doof", "ciego"})
	es := rankOf([]string{"el", "ciego"})
	for _, c := range []struct {
		t    string
		own  map[string]int
		want bool
	}{{"overbid", es, true}, {"ciego", es, false}, {"sordo", es, false}, {"doof", nil, true}, {"kiziwi", nil, false}} {
		if got := englishOwn(c.t, en, c.own); got != c.want {
			t.Errorf("englishOwn(%q) = %v, want %v", c.t, got, c.want)
		}
	}
	if r := rankOf([]string{"a", "b", "a"}); r["a"] != 0 || r["b"] != 1 {
		t.Errorf("rankOf = %v, want a 0, b 1", r)
	}
}

// TestWithoutInitialisms: an abbreviation that is the initials of another
// sense's words goes (ms: multiple sclerosis); another short word stays.
func TestWithoutInitialisms(t *testing.T) {
	got := withoutInitialisms([]string{"ms", "multiple sclerosis", "ok"})
	if want := []string{"multiple sclerosis", "ok"}; !slices.Equal(got, want) {
		t.Errorf("withoutInitialisms = %q, want %q", got, want)
	}
}

package words

import (
	"strings"
	"testing"
)

// TestLaterDictionaries: known2.fuse (knowgen's laterdicts.go) makes the
// frequent words of the languages added to the localised corpus later
// known, as error messages write them (lower case, inflected, Greek with a
// final ς and in capitals), and leaves the common given names of those
// languages unknown: hunspell writes them capitalised, and the Turkish,
// Romanian and Indonesian ones its dictionaries accept in lower case
// (deniz, yıldız, budi, dewi) the names data takes out.
func TestLaterDictionaries(t *testing.T) {
	for _, tc := range []struct {
		lang         string
		words, names []string
	}{
		{"tr", []string{"dosya", "kullanıcı", "değil", "izin"}, []string{"mehmet", "ayşe", "deniz", "yıldız", "emre", "mustafa"}},
		{"cs", []string{"soubor", "nelze"}, []string{"jiří", "petr", "tomáš"}},
		{"sv", []string{"filen"}, []string{"lars", "sven", "björn"}},
		{"hu", []string{"fájl", "sikertelen", "könyvtár"}, []string{"zoltán", "istván", "lászló"}},
		{"ro", []string{"fișier", "eroare", "directorul"}, []string{"andrei", "ioana", "mihai"}},
		{"el", []string{"αρχείο", "σφάλμα", "της", "ΤΗΣ", "ΑΡΧΕΊΟ"}, []string{"γιώργος", "νίκος", "δημήτρης"}},
		{"id", []string{"berkas", "tidak", "gagal", "pengguna"}, []string{"budi", "dewi"}},
	} {
		for _, w := range tc.words {
			if !laterDictionary(strings.ToLower(w)) || !Known(w) {
				t.Errorf("%s: %q is not known", tc.lang, w)
			}
		}
		for _, n := range tc.names {
			if Known(n) {
				t.Errorf("%s: given name %q is known", tc.lang, n)
			}
		}
	}
}

// TestLaterScriptRoutes: a word asks only the later languages' filter of
// its first letter's script (laterWord), so each language's words must
// find theirs, capitals and a final σ too, and a Latin word must not
// reach the other filter's keys (knowgen's later.go splits them by the
// same laterScript).
func TestLaterScriptRoutes(t *testing.T) {
	for _, tc := range []struct {
		w     string
		route int
	}{
		{"dosya", 0}, {"fișier", 0}, {"ıslak", 0}, {"αρχείο", 1}, {"файл", 1}, {"ملف", 1}, {"ไฟล์", 1}, {"ἐν", 1}, {"接続", 2}, {"연결", 2}, {"რატი", 2}, {"קובץ", 2},
	} {
		if got := laterScript(tc.w); got != tc.route {
			t.Errorf("laterScript(%q) = %d, want %d", tc.w, got, tc.route)
		}
	}
	// words of each of the three merged filters, through their routes
	for _, w := range []string{"dosya", "soubor", "αρχείο", "της", "ΤΗΣ"} {
		if !laterDictionary(strings.ToLower(w)) {
			t.Errorf("%q: no longer a later language's word", w)
		}
	}
	if laterLatinF.get().Has("αρχείο") || laterOtherF.get().Has("dosya") {
		t.Error("a word is in the filter of another script")
	}
}

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

package words

import "testing"

// TestCatalogueNoun: words the names data holds that the catalogues write
// as common words are in the filter; given names no catalogue writes in
// small letters are not.
func TestCatalogueNoun(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"konak", true}, {"séma", true}, {"amely", true}, {"låter", true}, {"lišta", true}, {"terim", true},
		{"mehmet", false}, {"ahmet", false}, {"zeynep", false}, {"jan", false}, {"petra", false}, {"anna", false}, {"ufuk", false},
	} {
		if got := CatalogueNoun(c.w); got != c.want {
			t.Errorf("CatalogueNoun(%q) = %v, want %v", c.w, got, c.want)
		}
	}
}

package words

import "testing"

// TestFrameworkWords: fwwords.fuse knows the words the frameworks'
// validation messages write in languages the dictionaries lack, and
// leaves out names and special-category terms.
func TestFrameworkWords(t *testing.T) {
	for _, tc := range []struct {
		w     string
		known bool
	}{
		{"nambari", true},   // Swahili, number (:attribute lazima iwe nambari); latingap.fuse leaves it out
		{"litzateke", true}, // Basque, would be (Balio hau … izan beharko litzateke)
		{"meysydd", true},   // Welsh, fields
		{"jordi", false},    // a Catalan given name
		{"ahmed", false},    // a given name
		{"kisukari", false}, // Swahili, diabetes
		{"mgonjwa", false},  // Swahili, a patient
	} {
		if got := fwWord(tc.w); got != tc.known {
			t.Errorf("fwWord(%q) = %v, want %v", tc.w, got, tc.known)
		}
		if tc.known && !Known(tc.w) {
			t.Errorf("Known(%q) = false, want true", tc.w)
		}
	}
}

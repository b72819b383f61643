package words

import "testing"

// TestClauseFiltersStayWide holds the filters whose yes masks more than the
// word asked at their committed width. A fuse filter narrowed by cutting
// fingerprint bits keeps every key, so no key test notices, but each bit
// cut doubles its wrong yeses: health.fuse narrowed to 17 bits in session
// 26 said yes to "qru", a fragment of an npm sha512 digest, and the
// special-category clause then masked the whole integrity line. A filter
// whose yes masks a clause or a value a triager needs stays wide; narrow
// the ones whose yes only keeps a word.
func TestClauseFiltersStayWide(t *testing.T) {
	for _, c := range []struct {
		name string
		data string
		bits uint32 // at least; a stranger answers yes once in 2^bits
	}{
		{"health.fuse", healthData, 20},
		// a kin word makes a quoted text a person's message, and each
		// word's stems are asked: at 16 bits two benign texts were masked
		{"kinwords.fuse", kinWordsData, 22},
	} {
		if f := ReadFuse(UnpackFuse(c.data)); f.f < c.bits {
			t.Errorf("%s has %d-bit fingerprints, want at least %d: its yes masks a clause, so its wrong yeses damage text", c.name, f.f, c.bits)
		}
	}
}

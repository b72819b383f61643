package redact

import "testing"

// TestHebrewDefinite: a word the dictionaries hold, behind Hebrew's
// article, is a word of the message whatever the names filter answers for
// it; a name the article rule does not read as a word stays a name.
func TestHebrewDefinite(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"השותפים", true}, // the partners
		{"הלקוחות", true}, // the customers
		{"ההזמנות", true}, // the orders
		{"הדר", false},    // two letters after ה: Hadar, a given name
		{"הילה", false},   // Hila: ילה is no word
		{"שותפים", false}, // no article
		{"partners", false},
	} {
		if got := hebrewDefinite(c.w); got != c.want {
			t.Errorf("hebrewDefinite(%q) = %v, want %v", c.w, got, c.want)
		}
	}
	// a definite noun before a person: the noun stays, the person is masked
	checkProse(t, []proseCase{
		{"הלקוחות דנה לוי ויוסי כהן לא אושרו", []string{"דנה לוי", "יוסי", "כהן"}, []string{"הלקוחות", "לא אושרו"}},
	})
}

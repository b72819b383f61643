package main

import (
	"slices"
	"testing"
)

// TestHealthTerms: a title's runs that end in a condition's morpheme are
// terms, with the short name of a qualifier in 性 and a two-character
// modifier (急性心筋梗塞: 急性梗塞); a run that ends in none, a qualifier
// not in 性, or a longer modifier gives no short name.
func TestHealthTerms(t *testing.T) {
	for _, c := range []struct {
		title string
		want  []string
	}{
		{"急性心筋梗塞", []string{"急性心筋梗塞", "急性梗塞"}},
		{"恐怖性焦虑障碍", []string{"恐怖性焦虑障碍", "恐怖性障碍"}},
		{"双相情感障碍", []string{"双相情感障碍"}},
		{"持続性妄想性障害", []string{"持続性妄想性障害"}},
		{"慢性腎臓病", []string{"慢性腎臓病", "慢性病"}},
		{"アトピー性皮膚炎", []string{"アトピー性皮膚炎", "アトピー性炎"}},
		{"統合失調感情障害", []string{"統合失調感情障害"}},
		{"中度的贫血", nil},
	} {
		if got := healthTerms(c.title); !slices.Equal(got, c.want) {
			t.Errorf("healthTerms(%q) = %q, want %q", c.title, got, c.want)
		}
	}
}

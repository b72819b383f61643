package words

import "testing"

// TestKnownCJKRoute: a word whose first letter is CJK asks knowncjk.fuse
// alone, every other word known.fuse; the Japanese and Chinese words moved
// there stay known, and an English possessive whose key knowgen left out is
// known by its word (dictionaryHas), while a name's is not.
func TestKnownCJKRoute(t *testing.T) {
	for _, tc := range []struct {
		w    string
		want bool
	}{
		{"データベース", true}, {"接続", true}, {"数据库", true}, {"连接", true}, {"ｄａｔａ", true}, {"𠀋", true},
		{"database", false}, {"соединение", false}, {"연결", false}, {"ー", true},
	} {
		if got := knownCJK(tc.w); got != tc.want {
			t.Errorf("knownCJK(%q) = %v, want %v", tc.w, got, tc.want)
		}
	}
	for _, tc := range []struct {
		w    string
		want bool
	}{
		{"データベース", true}, {"接続", true}, {"数据库", true}, {"连接", true},
		{"driver's", true}, {"user's", true}, {"server's", true}, {"foto's", true}, {"don't", true},
		{"karaoglu's", false}, {"mkaraoglu's", false}, {"'s", false},
	} {
		if got := DictionaryEntry(tc.w); got != tc.want {
			t.Errorf("DictionaryEntry(%q) = %v, want %v", tc.w, got, tc.want)
		}
	}
}

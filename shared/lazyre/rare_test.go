package lazyre

import "testing"

// TestWarmLeavesRareOut: the warm-up compiles the common expressions and
// leaves the rare ones to their first use, which still works.
func TestWarmLeavesRareOut(t *testing.T) {
	common, rare := New(`b+`), NewRare(`a+`)
	warm([]*Regexp{common, rare})
	if common.re == nil || rare.re != nil {
		t.Fatalf("after warm: common compiled %v, rare compiled %v; want true, false", common.re != nil, rare.re != nil)
	}
	if !rare.MatchString("xaa") || rare.re == nil {
		t.Fatal("a rare expression did not compile on first use")
	}
}

package lazyre

import "testing"

// TestWarmLeavesRareOut: the warm-up compiles the common expressions and
// leaves the rare ones to their first use, which still works.
func TestWarmLeavesRareOut(t *testing.T) {
	common, rare := New(`b+`), NewRare(`a+`)
	c, r := &tab[common], &tab[rare]
	warm([]*entry{c, r})
	if c.re == nil || r.re != nil {
		t.Fatalf("after warm: common compiled %v, rare compiled %v; want true, false", c.re != nil, r.re != nil)
	}
	if !rare.MatchString("xaa") || r.re == nil {
		t.Fatal("a rare expression did not compile on first use")
	}
}

package main

import (
	"reflect"
	"sort"
	"testing"
)

// TestLatinGapCut: latingap.fuse keeps the words the most catalogues
// write, then the most entries, then in byte order, so that a build of the
// same catalogues keeps the same words.
func TestLatinGapCut(t *testing.T) {
	ws := map[string]bool{"ktoré": true, "vientitaulu": true, "lauseke": true, "tasaus": true, "modd": true}
	use := map[string][2]int{
		"ktoré":       {12, 51}, // twelve packages
		"vientitaulu": {1, 3},   // binutils alone
		"lauseke":     {6, 74},
		"tasaus":      {6, 46}, // as many packages, fewer entries
		"modd":        {6, 46}, // a tie: byte order
	}
	for _, tc := range []struct {
		n    int
		want []string
	}{
		{1, []string{"ktoré"}},
		{3, []string{"ktoré", "lauseke", "modd"}},
		{4, []string{"ktoré", "lauseke", "modd", "tasaus"}},
		{9, []string{"ktoré", "lauseke", "modd", "tasaus", "vientitaulu"}},
	} {
		var got []string
		for w := range latinGapCut(ws, use, tc.n) {
			got = append(got, w)
		}
		sort.Strings(got)
		want := append([]string{}, tc.want...)
		sort.Strings(want)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("latinGapCut(%d) = %v, want %v", tc.n, got, want)
		}
	}
}

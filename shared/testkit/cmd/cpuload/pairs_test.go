package main

import (
	"reflect"
	"testing"
	"time"
)

// TestPairRatios: each pair gives the numerator's CPU per call over the
// denominator's, whichever of the two ran first; a pair that lacks a turn
// (or whose denominator answered nothing for no CPU) gives none.
func TestPairRatios(t *testing.T) {
	ref, prod := &target{name: "ref"}, &target{name: "prod"}
	seq := []*turnLog{
		{t: ref, pair: 0, calls: 100, cpu: 20 * time.Millisecond},
		{t: prod, pair: 0, calls: 100, cpu: 22 * time.Millisecond},
		{t: prod, pair: 1, calls: 50, cpu: 15 * time.Millisecond},
		{t: ref, pair: 1, calls: 200, cpu: 50 * time.Millisecond},
		{t: ref, pair: 2, calls: 10, cpu: 2 * time.Millisecond},
		{t: prod, pair: 3, calls: 10, cpu: 2 * time.Millisecond},
		{t: ref, pair: 3, calls: 0, cpu: 0},
	}
	got := pairRatios(seq, prod, ref)
	want := []float64{1.1, 1.2}
	if len(got) != len(want) {
		t.Fatalf("pairRatios = %v, want %v", got, want)
	}
	for i := range want {
		if d := got[i] - want[i]; d > 1e-9 || d < -1e-9 {
			t.Fatalf("pairRatios = %v, want %v", got, want)
		}
	}
	if l := (&turnLog{calls: 4, cpu: 2 * time.Millisecond}); !reflect.DeepEqual(l.msPerCall(), 0.5) {
		t.Fatalf("msPerCall = %v", l.msPerCall())
	}
}

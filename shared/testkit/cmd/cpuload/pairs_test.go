package main

import (
	"math"
	"testing"
	"time"
)

// TestPairRatios: each product turn over the mean of the passthrough turns
// on either side of it (a steady drift cancels: 1.1 stays 1.1 while the
// passthrough's own figure climbs), and a turn without a neighbour on
// each side, or whose neighbours answered nothing, gives none.
func TestPairRatios(t *testing.T) {
	ref, prod := &target{name: "ref"}, &target{name: "prod"}
	turn := func(who *target, calls int, cpuMs float64) *turnLog {
		return &turnLog{t: who, calls: calls, cpu: time.Duration(cpuMs * float64(time.Millisecond))}
	}
	seq := []*turnLog{
		turn(ref, 100, 20),    // 0.20 ms per call
		turn(prod, 100, 23.1), // 0.231 = 1.1 x mean(0.20, 0.22)
		turn(ref, 100, 22),    // 0.22
		turn(prod, 50, 12.65), // 0.253 = 1.1 x mean(0.22, 0.24)
		turn(ref, 200, 48),    // 0.24
		turn(prod, 10, 3),     // no ref turn after it
	}
	got := pairRatios(seq, prod, ref)
	if len(got) != 2 || math.Abs(got[0]-1.1) > 1e-9 || math.Abs(got[1]-1.1) > 1e-9 {
		t.Fatalf("pairRatios = %v, want [1.1 1.1]", got)
	}
	idle := []*turnLog{turn(ref, 0, 0), turn(prod, 10, 2), turn(ref, 0, 0)}
	if got := pairRatios(idle, prod, ref); len(got) != 0 {
		t.Fatalf("pairRatios with idle neighbours = %v, want none", got)
	}
	if l := turn(ref, 4, 2); l.msPerCall() != 0.5 {
		t.Fatalf("msPerCall = %v", l.msPerCall())
	}
}

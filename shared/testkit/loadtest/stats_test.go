package loadtest_test

import (
	"math"
	"testing"

	"glitchtip-mcp/shared/testkit/loadtest"
)

// TestQuantile: linear interpolation between ranks, the median of an even
// count being the mean of the middle two; the ends are the extremes.
func TestQuantile(t *testing.T) {
	for _, c := range []struct {
		in   []float64
		q    float64
		want float64
	}{
		{nil, 0.5, 0},
		{[]float64{7}, 0.25, 7},
		{[]float64{1, 2, 3, 4}, 0.5, 2.5},
		{[]float64{1, 2, 3, 4, 5}, 0.5, 3},
		{[]float64{1, 2, 3, 4, 5}, 0.25, 2},
		{[]float64{1, 2, 3, 4}, 0.25, 1.75},
		{[]float64{1, 2, 3, 4}, 0, 1},
		{[]float64{1, 2, 3, 4}, 1, 4},
	} {
		if got := loadtest.Quantile(c.in, c.q); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("Quantile(%v, %v) = %v, want %v", c.in, c.q, got, c.want)
		}
	}
}

// TestSummarise: the median and quartiles of unsorted samples; the
// bootstrap interval holds the median, lies within the samples' range,
// narrows as samples agree more, and is the same on every call (a fixed
// seed), so two runs' intervals differ only because their samples do.
func TestSummarise(t *testing.T) {
	if s := loadtest.Summarise(nil); s.N != 0 || s.Median != 0 || s.CILow != 0 {
		t.Fatalf("no samples: %+v", s)
	}
	wide := make([]float64, 101)
	narrow := make([]float64, 101)
	for i := range wide {
		v := float64((i * 37) % 101) // 0..100, shuffled
		wide[i], narrow[i] = v, 50+v/10
	}
	s := loadtest.Summarise(wide)
	if s.N != 101 || s.Median != 50 || s.Q1 != 25 || s.Q3 != 75 {
		t.Fatalf("wide: %+v", s)
	}
	if !(s.CILow <= s.Median && s.Median <= s.CIHigh && s.CILow > 30 && s.CIHigh < 70 && s.CIHigh-s.CILow > 5) {
		t.Fatalf("wide interval: %+v", s)
	}
	n := loadtest.Summarise(narrow)
	if n.Median != 55 || !(n.CIHigh-n.CILow < (s.CIHigh-s.CILow)/5) {
		t.Fatalf("narrow: %+v, wide %+v", n, s)
	}
	if again := loadtest.Summarise(wide); again != s {
		t.Fatalf("not repeatable: %+v then %+v", s, again)
	}
	if wide[0] != 0 || wide[1] != 37 {
		t.Fatal("Summarise sorted its argument in place")
	}
}

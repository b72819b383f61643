package loadtest

import (
	"math/rand/v2"
	"slices"
)

// Spread summarises repeated measurements of one figure: their median, the
// interquartile range (where the middle half of the samples fell), and a
// 95% bootstrap interval for the median (where the median itself would
// fall if the run were repeated), with the sample count. On a shared,
// noisy machine a single figure says little; the interval says how far
// to trust it.
type Spread struct {
	N             int
	Median        float64
	Q1, Q3        float64
	CILow, CIHigh float64 // 95% bootstrap interval of the median
}

// Quantile returns the q-quantile of sorted samples, interpolating linearly
// between the two nearest ranks (the "type 7" rule of R and NumPy), so that
// the median of an even count is the mean of the middle two; zero for no
// samples.
func Quantile(sorted []float64, q float64) float64 {
	n := len(sorted)
	if n == 0 {
		return 0
	}
	h := q * float64(n-1)
	lo := int(h)
	if lo >= n-1 {
		return sorted[n-1]
	}
	return sorted[lo] + (h-float64(lo))*(sorted[lo+1]-sorted[lo])
}

// Summarise returns the spread of samples. The bootstrap resamples them
// with a fixed seed, so the same samples always give the same interval (a
// figure that moved between two runs moved because the samples did).
func Summarise(samples []float64) Spread {
	s := slices.Clone(samples)
	slices.Sort(s)
	const resamples = 2000
	out := Spread{N: len(s), Median: Quantile(s, 0.5), Q1: Quantile(s, 0.25), Q3: Quantile(s, 0.75)}
	if len(s) == 0 {
		return out
	}
	rng := rand.New(rand.NewPCG(1, 2))
	medians := make([]float64, resamples)
	re := make([]float64, len(s))
	for i := range medians {
		for j := range re {
			re[j] = s[rng.IntN(len(s))]
		}
		slices.Sort(re)
		medians[i] = Quantile(re, 0.5)
	}
	slices.Sort(medians)
	out.CILow, out.CIHigh = Quantile(medians, 0.025), Quantile(medians, 0.975)
	return out
}

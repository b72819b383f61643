// Package trend reads an issue's event counts per bucket (GlitchTip's
// issues-stats): a compact sparkline, whether the last hours spike above
// the issue's own baseline, and whether it came back after a quiet period.
// It is pure: no I/O, no event text.
package trend

import "time"

// Spike thresholds: the last SpikeBuckets hourly buckets hold at least
// SpikeMinEvents events at a rate SpikeFactor times the earlier hours'.
const (
	SpikeBuckets   = 3
	SpikeMinEvents = 10
	SpikeFactor    = 3.0
	// QuietDays is the shortest run of empty days that makes a return a
	// regression.
	QuietDays = 3
)

var bars = []rune("▁▂▃▄▅▆▇█")

// Sparkline renders counts as one bar per bucket, scaled to the largest;
// an empty bucket is the lowest bar.
func Sparkline(counts []int64) string {
	var top int64
	for _, c := range counts {
		top = max(top, c)
	}
	out := make([]rune, len(counts))
	for i, c := range counts {
		k := 0
		if top > 0 && c > 0 {
			k = int((c*int64(len(bars)-1) + top - 1) / top)
		}
		out[i] = bars[k]
	}
	return string(out)
}

// Spiking reports whether the last SpikeBuckets hourly counts are well above
// the issue's own baseline (the mean of the earlier buckets).
func Spiking(hourly []int64) bool {
	if len(hourly) <= SpikeBuckets {
		return false
	}
	cut := len(hourly) - SpikeBuckets
	var recent, base int64
	for i, c := range hourly {
		if i >= cut {
			recent += c
		} else {
			base += c
		}
	}
	if recent < SpikeMinEvents {
		return false
	}
	recentRate := float64(recent) / SpikeBuckets
	baseRate := max(float64(base)/float64(cut), 1.0/SpikeBuckets)
	return recentRate >= SpikeFactor*baseRate
}

// Regressed reports whether an issue active in the newest daily buckets had
// at least QuietDays empty days before this activity while it existed
// before them (events earlier in the series, or a first sighting before
// the quiet run), and how long the quiet run was. start is the time of the
// first bucket; step the bucket width.
func Regressed(daily []int64, start time.Time, step time.Duration, firstSeen time.Time) (bool, int) {
	last := -1
	for i := len(daily) - 1; i >= 0; i-- {
		if daily[i] > 0 {
			last = i
			break
		}
	}
	if last < len(daily)-2 { // not active in the last two buckets
		return false, 0
	}
	s := last
	for s > 0 && daily[s-1] > 0 {
		s--
	}
	z := 0
	for i := s - 1; i >= 0 && daily[i] == 0; i-- {
		z++
	}
	if z < QuietDays {
		return false, 0
	}
	quietStart := s - z
	earlier := false
	for i := 0; i < quietStart; i++ {
		earlier = earlier || daily[i] > 0
	}
	if !earlier && !firstSeen.IsZero() && firstSeen.Before(start.Add(time.Duration(quietStart)*step)) {
		earlier = true
	}
	return earlier, z
}

package redact

import "testing"

// TestDMSPositions: a latitude and longitude in degrees, minutes and
// seconds (ASCII or typographic primes, decimal minutes) is masked; an
// angle, a rotation and a temperature stay. Invented positions.
func TestDMSPositions(t *testing.T) {
	checkProse(t, []proseCase{
		{`Error: EXIF GPS parse error: 52°22'12.4"N 4°53'42.1"E in upload 771`, []string{`52°22'12.4"N`, `4°53'42.1"E`}, []string{"in upload 771"}},
		{"Error: geocode failed for 41°23′19″N 2°9′32″E (timeout)", []string{"41°23′19″N", "2°9′32″E"}, []string{"(timeout)"}},
		{"Warn: fix 51°30.44'N, 0°7.65'W dropped", []string{"51°30.44'N", "0°7.65'W"}, []string{"dropped"}},
		// the neighbours
		{"Error: rotate 90° then 45° failed", nil, []string{"90°", "45°"}},
		{"Error: angle 12°30' exceeds the limit", nil, []string{"12°30'"}},
		{"Warn: Temperatur 21°C, Feuchte 40%", nil, []string{"21°C"}},
	})
}

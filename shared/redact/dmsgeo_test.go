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

// TestShortPlusCodes: a short plus code (2, 4 or 6 characters of its
// alphabet before "+") with the town it is read from is a place; a
// language's or a token's "+" stays. Invented codes.
func TestShortPlusCodes(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: pickup at 4VCR+Q2 Nairobi not resolvable", []string{"4VCR+Q2", "Nairobi"}, []string{"pickup at", "not resolvable"}},
		{`Error: geocode "C8MQ+WG, Lagos" timed out`, []string{"C8MQ+WG"}, []string{"timed out"}},
		{"Error: full code 6PH57VP3+PR6 stale", []string{"6PH57VP3+PR6"}, []string{"stale"}},
		// the neighbours
		{"Error: C++ Builder 12 crashed", nil, []string{"C++ Builder"}},
		{"Error: GCC+XX Linux toolchain missing", nil, []string{"GCC+XX Linux"}},
		{"Error: rate CFGH+JM is not a place", nil, []string{"CFGH+JM is"}},
	})
}

package redact

import (
	"strings"
	"testing"
)

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

// TestGeoPairsAndSeats: a latitude and a longitude each in its own tuple or
// pair (Erlang, Python, Ruby), their brackets kept, and a seat on a flight
// said of someone; a seat without a person's verb stays.
func TestGeoPairsAndSeats(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, drop, keep string }{
		{"badmatch: {pos, [{lat, 52.5219}, {lng, 13.4132}]}", "52.5219", "{lng, "},
		{"TypeError: bad pos [('lat', 52.5219), ('lng', 13.4132)]", "13.4132", "('lng', "},
		{"NoMethodError: {\"lat\" => 52.5219, \"lng\" => 13.4132}", "52.5219", "\"lng\" => "},
		{"push failed: \"Your sister is on seat 22C on LH2041\"", "22C", "push failed"},
		{"Fehler: Ihr Kollege sitzt auf Platz 7F im Flug LH 401", "7F", "Fehler"},
		{"booking: seat 14A on TK1795 not available", "", "seat 14A on TK1795"},
	} {
		got, _ := r.String(c.in)
		if c.drop != "" && strings.Contains(got, c.drop) {
			t.Errorf("%q -> %q: %q kept", c.in, got, c.drop)
		}
		if !strings.Contains(got, c.keep) {
			t.Errorf("%q -> %q: %q lost", c.in, got, c.keep)
		}
	}
}

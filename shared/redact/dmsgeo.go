// A position written in degrees, minutes and seconds, as EXIF GPS tags,
// maps and GPS receivers print it: 48°51'29.6"N 2°17'40.2"E, 40°26′46″N,
// 79°58′56″W, 51°30.44'N 0°7.65'W. The decimal form is reGeo's (pii.go);
// this one has a hemisphere letter after each half, so a pair of them is
// a place on Earth, not an angle. Degrees may be followed by a space;
// minutes and seconds end in ASCII or typographic primes.

package redact

import (
	"glitchtip-mcp/shared/lazyre"
)

// dmsHalf is one half: degrees, minutes (with a decimal part or
// seconds), a hemisphere.
const dmsHalf = `\d{1,3}\s?°\s?\d{1,2}(?:[.,]\d+)?\s?['′’]\s?(?:\d{1,2}(?:[.,]\d+)?\s?(?:"|″|”|''|′′)\s?)?[NSEWnsewOo]\b`

// reDMS is a latitude and a longitude, one after the other.
var reDMS = lazyre.NewRare(dmsHalf + `\s*[,;/]?\s*` + dmsHalf)

func init() {
	wordRules = append(wordRules, detectDMSPositions)
}

// detectDMSPositions masks each such pair.
func detectDMSPositions(sc *scan) {
	if !contains(sc.s, "°") {
		return
	}
	for _, m := range reDMS.FindAllStringIndex(sc.s, -1) {
		sc.add(m[0], m[1], phGeo)
	}
}

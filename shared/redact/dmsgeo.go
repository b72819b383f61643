// A position written in degrees, minutes and seconds, as EXIF GPS tags,
// maps and GPS receivers print it: 48°51'29.6"N 2°17'40.2"E, 40°26′46″N,
// 79°58′56″W, 51°30.44'N 0°7.65'W. The decimal form is reGeo's (pii.go);
// this one has a hemisphere letter after each half, so a pair of them is
// a place on Earth, not an angle. Degrees may be followed by a space;
// minutes and seconds end in ASCII or typographic primes. The other ways
// a position is written where the hemisphere or the axis is named in the
// text's own language are here too (reLocalGeo).

package redact

import (
	"strconv"

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

// reLocalGeo is a position whose halves the text's language names:
//   - decimal degrees, each with "°" and a hemisphere's initial in any
//     script (18.5204° उ, 73.8567° पू; 41.0151° К, 28.9795° С);
//   - degrees, minutes and seconds as China, Japan and Korea write them,
//     after the hemisphere's word (北緯35度39分 東経139度42分, 北纬39°54′,
//     북위 37도 33분);
//   - a receiver's colon form with a hemisphere letter after each half
//     (12:34:56.7N 077:35:12.3E), which no clock time ends with;
//   - two decimals of four places or more, the first a latitude and the
//     second a longitude by their range, with one word of letters alone
//     between them and before the first (緯度 35.658581 経度 139.745433,
//     широта 55.7558 долгота 37.6173): the axes named in any language,
//     as the lat/lon keys are in English (reGeoWords), when neither word
//     is a program's. Range-checked in localGeoPair.
var reLocalGeo = lazyre.NewRare(`\d{1,2}\.\d{3,}\s?°\s?[\pL\pM]{1,4}\.?\s*[,;/]?\s*\d{1,3}\.\d{3,}\s?°\s?[\pL\pM]{1,4}\.?` +
	`|(?:北緯|南緯|北纬|南纬|북위|남위)\s?\d{1,2}(?:[.,]\d+)?\s?(?:度|°|도)(?:\s?\d{1,2}(?:[.,]\d+)?\s?(?:分|′|'|분)(?:\s?\d{1,2}(?:[.,]\d+)?\s?(?:秒|″|"|초))?)?` +
	`(?:[\s,、，]*(?:東経|西経|东经|西经|동경|서경)\s?\d{1,3}(?:[.,]\d+)?\s?(?:度|°|도)(?:\s?\d{1,2}(?:[.,]\d+)?\s?(?:分|′|'|분)(?:\s?\d{1,2}(?:[.,]\d+)?\s?(?:秒|″|"|초))?)?)?` +
	`|\b\d{1,2}:\d{2}:\d{2}(?:\.\d+)?[NS]\s*[,;/]?\s*\d{1,3}:\d{2}:\d{2}(?:\.\d+)?[EW]\b` +
	`|(\pL+)\s?[:=]?\s?([-+]?\d{1,2}\.\d{4,})\s*[,;]?\s*(\pL+)\s?[:=]?\s?([-+]?\d{1,3}\.\d{4,})\b`)

// detectDMSPositions masks each such pair.
func detectDMSPositions(sc *scan) {
	if contains(sc.s, "°") {
		for _, m := range reDMS.FindAllStringIndex(sc.s, -1) {
			sc.add(m[0], m[1], phGeo)
		}
	}
	if decimals3(sc.s) < 2 && !contains(sc.s, "緯") && !contains(sc.s, "纬") && !contains(sc.s, "위") && !hemisphereAfterDigit(sc.s) {
		return
	}
	for _, m := range reLocalGeo.FindAllStringSubmatchIndex(sc.s, -1) {
		if m[2] < 0 {
			sc.add(m[0], m[1], phGeo)
			continue
		}
		// latency 12.3456 jitter 45.6789: a program's words name its
		// own measures; the axes' names in the text's language are no
		// code's (緯度, широта, Breite)
		w1, w2 := sc.s[m[2]:m[3]], sc.s[m[6]:m[7]]
		if w1 != w2 && !codeWord(lowerWord(w1)) && !codeWord(lowerWord(w2)) && localGeoPair(sc.s[m[4]:m[5]], sc.s[m[8]:m[9]]) {
			sc.add(m[4], m[5], phGeo)
			sc.add(m[8], m[9], phGeo)
		}
	}
}

// localGeoPair reports a latitude (±90) and a longitude (±180).
func localGeoPair(lat, lon string) bool {
	a, err1 := strconv.ParseFloat(lat, 64)
	b, err2 := strconv.ParseFloat(lon, 64)
	return err1 == nil && err2 == nil && a >= -90 && a <= 90 && b >= -180 && b <= 180
}

// hemisphereAfterDigit reports an N or S written right after a digit that
// follows a colon-separated group (…:56.7N), the only way the receiver's
// colon form opens; most texts with a colon have none, and skip the scan.
func hemisphereAfterDigit(s string) bool {
	for i := indexByte(s, ':'); i >= 0 && i < len(s); i++ {
		if (s[i] == 'N' || s[i] == 'S') && i > 0 && isDigit(s[i-1]) {
			return true
		}
	}
	return false
}

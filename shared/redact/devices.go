// Devices named the way their set-up assistants name them: the owner's
// name in the possessive before the model, in the owner's language
// ("Rose's AirPods Pro", "さくらのiPad", "지민의 Galaxy Tab"). The model is
// kept; the name before it is masked whatever word it is, since a rose and
// Rose read alike and only the device's owner stands there.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"
	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// rePossessiveDevice is a word in the possessive ('s, ’s, Japanese の,
// Korean 의) right before a device model's name.
var rePossessiveDevice = lazyre.NewRare(`([\p{L}\p{M}][\p{L}\p{M}\-]{0,30})(?:'s|’s|の|의)\s?(?:iPhone|iPad|iPod|MacBook|iMac|Mac mini|Mac Studio|Apple Watch|AirPods|HomePod|Galaxy|Pixel|Surface|ThinkPad|Chromebook|Kindle|Fire|Xperia|OnePlus|Redmi|Laptop|PC|Phone|Tablet|Watch)\b`)

func detectPossessiveDevices(sc *scan) {
	if !containsAny(sc.lower, "iphone", "ipad", "ipod", "macbook", "imac", "mac ", "watch", "airpods", "homepod", "galaxy",
		"pixel", "surface", "thinkpad", "chromebook", "kindle", "fire", "xperia", "oneplus", "redmi", "laptop", "pc", "phone", "tablet") {
		return
	}
	for _, m := range rePossessiveDevice.FindAllStringSubmatchIndex(sc.s, -1) {
		a, b := m[2], m[3]
		r, _ := utf8.DecodeRuneInString(sc.s[a:b])
		if !unicode.Is(unicode.Han, r) && !unicode.Is(unicode.Hangul, r) && !unicode.Is(unicode.Hiragana, r) && !unicode.Is(unicode.Katakana, r) && !unicode.IsUpper(r) {
			continue // a lower-case word before 's is a thing's ("the app's iPad layout")
		}
		if strings.HasSuffix(sc.s[:a], "@") || stopName(sc.s[a:b]) || productName(strings.ToLower(sc.s[a:b])) || wordlist.Tech(sc.s[a:b]) {
			continue // Apple's iPhone, Samsung's Galaxy: the maker's
		}
		// [value], not [name]: the name rules' second thoughts keep a
		// name that is also a word (Rose), and here it is the owner's
		sc.add(a, b, phValue)
	}
}

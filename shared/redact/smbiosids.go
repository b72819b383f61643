// A machine's own id that names its owner's computer wherever a text
// writes it: the system UUID a Dell firmware derives from the machine's
// service tag (SMBIOS type 1's UUID; Windows' `wmic csproduct get UUID`
// and licence or proctoring software's hardware id print it), and a
// hardware id's label before an id's shape (HWID 7C2F…): an anti-cheat's,
// a licence's or a proctoring tool's ban of one machine.
//
// Dell writes the UUID as "DELL" in ASCII (4C4C4544), then the service
// tag's seven characters in ASCII spread over the other fields with fixed
// bytes between (4C4C4544-00aa-bb10-80cc-DDC04Feeffgg, DD the fourth
// character's code with its high bit set): the fixed bytes and
// the tag's letters and digits are a shape no random or time-based UUID
// (RFC 9562) has by chance more than once in 2^40, so it is masked
// wherever it stands, as appleUDID's is.

package redact

import "strings"

func init() {
	wordRules = append(wordRules, detectSMBIOSUUIDs)
}

// detectSMBIOSUUIDs masks a Dell machine's system UUID.
func detectSMBIOSUUIDs(sc *scan) {
	if !contains(sc.lower, "4c4c4544-") {
		return
	}
	s := sc.s
	for off := 0; ; {
		k := indexStr(sc.lower[off:], "4c4c4544-")
		if k < 0 {
			return
		}
		a := off + k
		off = a + 9
		if a+36 > len(s) || a > 0 && isWord(s[a-1]) || a+36 < len(s) && isWord(s[a+36]) {
			continue
		}
		if dellSystemUUID(s[a : a+36]) {
			sc.addSure(a, a+36, phValue)
		}
	}
}

// dellSystemUUID reports a UUID of 36 characters that a Dell firmware
// derived from a service tag: 4C4C4544-00aa-bb10-80cc-DDC04Feeffgg,
// where aa … gg are the tag's letters and digits in ASCII hex (30-39,
// 41-5A) and DD the fourth one's with its high bit set (B0-B9, C1-DA).
func dellSystemUUID(u string) bool {
	l := strings.ToLower(u)
	if len(l) != 36 || l[8] != '-' || l[13] != '-' || l[18] != '-' || l[23] != '-' ||
		l[:11] != "4c4c4544-00" || l[16:18] != "10" || l[19:21] != "80" || l[26:30] != "c04f" {
		return false
	}
	for _, at := range [...]int{11, 14, 21, 30, 32, 34} {
		if !tagByte(l[at : at+2]) {
			return false
		}
	}
	// the high bit taken off: b → 3, c → 4, d → 5
	h := l[24]
	return h >= 'b' && h <= 'd' && tagByte(string(h-'b'+'3')+l[25:26])
}

// tagByte reports two hex digits, lower case, that are a digit's or a
// capital's ASCII code: a service tag's character.
func tagByte(h string) bool {
	if !allHex(h) {
		return false
	}
	switch h[0] {
	case '3':
		return h[1] <= '9'
	case '4':
		return h[1] != '0'
	case '5':
		return h[1] <= 'a'
	}
	return false
}

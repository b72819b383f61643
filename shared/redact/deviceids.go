// Ids of devices a person or a household has: a meter, a toll transponder,
// a key fob, a transit card, a thermostat, a wearable (Zähler
// 1ESY1161234567, transponder TAG-0042-7781-99, KeyFob 0x3A7F21C9, Travel
// card 0499A37F2B19C0, drukarka CPU-ID 0x2F4A91C3 Kassa-Nowak). An id's
// shape right after a device's noun is the device's; a person's name among
// the parts of a device's name is its owner's. The metering point and the
// meter ids of their published formats are masked wherever they stand.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// idDeviceNouns name, in English, the devices whose ids reach events and
// are tied to a person or a household; words.DeviceNoun holds the
// catalogues' translations of Printer and Device (drukarka, Gerät). Not
// "pc" (a program counter, pc=0x6b2f4d) nor "tag" (a release's or an
// image's).
const idDeviceNouns = " meter smartmeter transponder fob keyfob badge card band tablet thermostat printer terminal sensor " +
	"device camera tracker handset wearable phone smartphone laptop notebook watch smartwatch ecu modem dongle beacon lock " +
	// France's metering point, as Enedis prints it on a Linky meter, and
	// German's meter (Zähler; its compounds, Stromzähler, are
	// deviceNounWord's)
	"pdl prm zähler " +
	// a hardware id, one machine's as licence, anti-cheat and proctoring
	// software fingerprint it (HWID 7C2F…; smbiosids.go masks Dell's
	// system UUID wherever it stands)
	"hwid "

// idLabels stand between a device's noun and its id (ECU id 0x…, CPU-ID
// 0x…, card UID …, meter no. …).
var idLabels = wordMap("id uid sn no nr nº serial number # ")

// detectDeviceIDs masks the ids of the published formats and an id's
// shape after a device's noun, and the owner's name in a device's name.
func detectDeviceIDs(sc *scan) {
	s := sc.s
	if !sc.anyDigit() {
		return
	}
	for i := 0; i < len(s); {
		if !isWord(s[i]) {
			i++
			continue
		}
		a := i
		for i < len(s) && (isWord(s[i]) || s[i] == '-') {
			i++
		}
		b := i
		for b > a && s[b-1] == '-' {
			b--
		}
		if a > 0 && s[a-1] >= utf8.RuneSelf {
			if r, _ := utf8.DecodeLastRuneInString(s[:a]); letterRune(r) {
				continue // a word's tail after a letter of another script
			}
		}
		if a > 0 && indexByte("./@:$%\\", s[a-1]) >= 0 && !(s[a-1] == ':' && a >= 2 && s[a-2] == ' ') {
			continue // a path's, an address's or a key's part
		}
		tok := s[a:b]
		if appleUDID(tok) {
			sc.addSure(a, b, phValue) // one iPhone's, wherever it stands
			continue
		}
		if !idShaped(tok) && !deviceSerial(tok) && !frenchMeteringPoint(s, a, tok) {
			// band "WB-FIT-4471-Anna": a device's name right after its
			// noun, a part of digits in it
			if indexByte(tok, '-') > 0 && containsChars(tok, "0123456789") && deviceNounBefore(s, a) {
				ownerInDeviceName(sc, a)
			}
			continue
		}
		if eui(tok) {
			continue
		}
		if m := meteringPointAt(tok); m > 0 && isIDDeviceNoun(strings.ToLower(tok[:m-1])) {
			// meter-DE0012…: the device's noun glued to its id
			sc.addSure(a+m, b, phValue)
			continue
		}
		if !deviceNounBefore(s, a) {
			continue
		}
		sc.addSure(a, b, phValue)
		// drukarka CPU-ID 0x2F4A91C3 Kassa-Nowak: the device's name after
		// its id
		if j := skipSeps(s, b); j > b && j < len(s) {
			ownerInDeviceName(sc, j)
		}
	}
}

// anyDigit reports a digit in the text: every id has one.
func (sc *scan) anyDigit() bool {
	return containsChars(sc.s, "0123456789")
}

// skipSeps returns the end of the separators (a space, ":", "=", "#", a
// quote) at s[i:], at most six bytes of them.
func skipSeps(s string, i int) int {
	j := i
	for j < len(s) && j-i < 6 {
		if indexByte(" :=#\"'`(", s[j]) >= 0 {
			j++
			continue
		}
		// „ “ ” « »
		if r, n := decodeRune(s[j:]); r == '„' || r == '“' || r == '”' || r == '«' || r == '»' {
			j += n
			continue
		}
		break
	}
	return j
}

// sepsBefore returns the start of the separators that end at s[:i].
func sepsBefore(s string, i int) int {
	j := i
	for j > 0 && i-j < 6 {
		if indexByte(" :=#\"'`", s[j-1]) >= 0 {
			j--
			continue
		}
		if r, n := utf8.DecodeLastRuneInString(s[:j]); r == '„' || r == '“' || r == '”' || r == '«' || r == '»' {
			j -= n
			continue
		}
		break
	}
	return j
}

// deviceWordBefore returns the word that ends at s[:i]: letters of any script,
// digits, "-", "/".
func deviceWordBefore(s string, i int) (int, string) {
	a := i
	for a > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:a])
		if !letterRune(r) && !digitRune(r) && !unicode.Is(unicode.M, r) && r != '-' && r != '/' {
			break
		}
		a -= n
	}
	return a, s[a:i]
}

// deviceNounBefore reports a device's noun before the token at s[i:], an
// id's label maybe between (Travel card 0499A37F2B19C0, ECU id 0x…,
// drukarka CPU-ID 0x…).
func deviceNounBefore(s string, i int) bool {
	for step := 0; step < 2; step++ {
		j := sepsBefore(s, i)
		if j == i || j == 0 {
			return false
		}
		a, w := deviceWordBefore(s, j)
		if w == "" {
			return false
		}
		lw := strings.ToLower(w)
		if deviceNounWord(lw) || deviceNumberWord(lw) {
			return true
		}
		// CPU-ID, device_id: a label of an id
		last := lw[strings.LastIndexAny(lw, "-_")+1:]
		if step > 0 || !idLabels[lw] && !(last == "id" && len(lw) > 2) {
			return false
		}
		i = a
	}
	return false
}

// deviceNounWord reports a device's noun, or a compound ending in one of
// six letters or more (Heizkörperthermostat, Chipkartenterminal), an
// Arabic one behind its article (الجهاز: the device), or a run of a
// script written without spaces that ends in one (会員の登録端末: the
// member's registered terminal).
func deviceNounWord(lw string) bool {
	if isIDDeviceNoun(lw) || wordlist.DeviceNoun(lw) {
		return true
	}
	if n, ok := cutPrefix(lw, "ال"); ok && wordlist.DeviceNoun(n) {
		return true
	}
	if wideNounTail(lw) {
		return true
	}
	for _, n := range []string{"thermostat", "transponder", "terminal", "sensor", "tracker", "drucker", "printer", "zähler"} {
		if len(lw) > len(n)+2 && hasSuffix(lw, n) {
			return true
		}
	}
	return false
}

// frenchMeteringPoint reports fourteen digits after PDL or PRM, a Linky
// meter's point of delivery as Enedis numbers it: a household's.
func frenchMeteringPoint(s string, a int, tok string) bool {
	if len(tok) != 14 || countDigits(tok) != 14 {
		return false
	}
	_, w := deviceWordBefore(s, sepsBefore(s, a))
	lw := strings.ToLower(w)
	return lw == "pdl" || lw == "prm"
}

// deviceNumberWord reports a device's noun with the word for its number
// or id joined on (Zählernummer, meter-id, meter_no): the label of the
// device's id, as the noun and the label apart are.
func deviceNumberWord(lw string) bool {
	for _, l := range []string{"nummer", "number", "-id", "_id", "-nr", "_no", "-no"} {
		if n, ok := cutSuffix(lw, l); ok && len(n) >= 4 && deviceNounWord(strings.TrimRight(n, "-_")) {
			return true
		}
	}
	return false
}

// isIDDeviceNoun reports one of idDeviceNouns.
func isIDDeviceNoun(lw string) bool {
	return len(lw) >= 3 && wordIn(idDeviceNouns, lw)
}

// idShaped reports a token that reads as a device's id: a hex number of
// 32 bits or more (KeyFob 0x3A7F21C9; not 0x7E0, nor a 29-bit CAN
// identifier, ISO 11898-1, which is a bus address), a hex run of twelve
// or more (an NFC tag's 7-byte UID, ISO/IEC 14443-3, 0499A37F2B19C0), a
// run of capitals and digits of ten or more (R58N12ABCDE,
// E0031400012345678; not a model's number, SM-G991B, 22081212UG), or
// groups of digits (TAG-0042-7781-99), maybe behind a vendor's prefix
// (tuya-0ba7c2f81e44d9a6).
func idShaped(tok string) bool {
	if len(tok) < 8 {
		return false
	}
	if h, ok := cutPrefix(tok, "0x"); ok || hasPrefix(tok, "0X") {
		if !ok {
			h = tok[2:]
		}
		if len(h) < 8 || len(h) > 32 || !allHex(h) || hasPrefix(h, "000") {
			return false // an address printed zero-padded (0x0000000102f4a1c8)
		}
		// hex letters sort after '2'
		return len(h) > 8 || h[0] >= '2'
	}
	if meterID(tok) || meteringPointAt(tok) >= 0 {
		return true
	}
	parts := split(tok, "-")
	groups := 0
	for _, p := range parts {
		if idPart(p) {
			return true
		}
		if len(p) >= 4 && countDigits(p) == len(p) {
			groups++
		}
	}
	return len(parts) >= 3 && groups >= 2 && hasLetter(tok)
}

// idPart reports a hex run of twelve or more in one case, or capitals and
// digits of ten or more with letters enough not to be a model's number.
func idPart(p string) bool {
	d := countDigits(p)
	if len(p) < 10 || d < 2 || d == len(p) {
		return false
	}
	if len(p) >= 12 && allHex(p) && (strings.ToLower(p) == p || strings.ToUpper(p) == p) {
		return true
	}
	letters := 0
	for i := 0; i < len(p); i++ {
		switch c := p[i]; {
		case c >= 'A' && c <= 'Z':
			letters++
		case !isDigit(c):
			return false
		}
	}
	return len(p) >= 12 || letters >= 3
}

// eui reports an IEEE EUI-64 written with its kind (eui-70b3d57ed005a1f2,
// a LoRaWAN device's): a network address, which the address rules judge
// as they judge a MAC address.
func eui(tok string) bool {
	return len(tok) > 4 && strings.EqualFold(tok[:4], "eui-")
}

// appleUDID reports the UDID of an Apple device from the iPhone XS on
// (Apple's "Register a single device": 25 characters, eight hex digits, a
// hyphen and sixteen): the chip's id padded with zeros (00008030,
// 00008110), then the device's own ECID. It names one person's phone
// wherever a provisioning or crash text writes it; its zeros had it read as
// a phone number's international prefix until session 41.
func appleUDID(tok string) bool {
	return len(tok) == 25 && tok[8] == '-' && hasPrefix(tok, "0000") && allHex(tok[:8]) && allHex(tok[9:]) && strings.Trim(tok[9:], "0") != ""
}

// allHex reports a run of hex digits.
func allHex(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isHexByte(s[i]) {
			return false
		}
	}
	return s != ""
}

// meterID reports a meter's id of DIN 43863-5 (the FLAG association's
// maker codes): its medium's digit, the maker's three capitals, then ten
// digits (1ESY1161234567: electricity, EasyMeter).
func meterID(tok string) bool {
	if len(tok) != 14 || !isDigit(tok[0]) || countDigits(tok[4:]) != 10 {
		return false
	}
	for i := 1; i < 4; i++ {
		if tok[i] < 'A' || tok[i] > 'Z' {
			return false
		}
	}
	return true
}

// meteringPointAt returns where a metering point's id starts in tok, or
// -1: the 33 characters of the German MeteringCode (VDE FNN) and the
// Austrian market rules' Zählpunktbezeichnung, the country, the grid
// operator's six digits, the postcode's five and twenty capitals or
// digits (DE0012345678901234567890123456789), alone or after a word and
// a hyphen (meter-DE…).
func meteringPointAt(tok string) int {
	i := 0
	if k := lastIndexByte(tok, '-'); k >= 0 {
		i = k + 1
	}
	id := tok[i:]
	if len(id) != 33 || id[:2] != "DE" && id[:2] != "AT" || countDigits(id[2:13]) != 11 {
		return -1
	}
	for j := 13; j < 33; j++ {
		if !isDigit(id[j]) && (id[j] < 'A' || id[j] > 'Z') {
			return -1
		}
	}
	return i
}

// ownerInDeviceName masks a person's name among the parts of the
// device's name at s[i:] (WB-FIT-4471-Anna, Kassa-Nowak): parts joined
// by hyphens, one of them a given name or a surname the names data holds
// and no dictionary does, written as a name.
func ownerInDeviceName(sc *scan, i int) {
	s := sc.s
	j := i
	for j < len(s) && (isWord(s[j]) || s[j] == '-') {
		j++
	}
	tok := strings.TrimRight(s[i:j], "-")
	if strings.Count(tok, "-") < 1 || j < len(s) && (s[j] >= utf8.RuneSelf || s[j] == '.' || s[j] == '/' || s[j] == '@') {
		return
	}
	off := i
	for _, p := range split(tok, "-") {
		pa := off
		off += len(p) + 1
		if len(p) < 3 || !startsUpper(p) || strings.ToUpper(p) == p || countDigits(p) > 0 {
			continue
		}
		l := strings.ToLower(p)
		if isIDDeviceNoun(l) || wordIn(deviceWords, l) || modelWords[l] {
			continue
		}
		if personName(p) || givenName(l) {
			sc.addSure(pa, pa+len(p), phName)
		}
	}
}

// wideNounTail reports a run of Han, kana or Hangul whose last two to six
// letters are a device's noun of words.DeviceNoun (登録端末, 房間感測器).
func wideNounTail(lw string) bool {
	i, n := len(lw), 0
	for i > 0 && n < 6 {
		r, size := utf8.DecodeLastRuneInString(lw[:i])
		if !unspacedRune(r) && r != 'ー' {
			return false
		}
		i -= size
		if n++; n >= 2 && wordlist.DeviceNoun(lw[i:]) {
			return true
		}
	}
	return false
}

// deviceSerial reports the shape of a unit's serial or network name, as
// a device's noun before it makes it one (mittari ZN24-0417723, 端末
// SH-M24-4417723, camera ESP32-CAM-4417A2): parts joined by "-", a
// letter in them, the last part five digits or more, or six capitals and
// digits or more, two digits among them (a MAC address's tail, 9C77E0).
// Not a model's number (SM-G991B, TA-1032, ELE-L29, XT2125-4), nor a
// firmware's date (FW-20240311); the first part in capitals or digits (a
// maker's word in small letters and its serial, fitbit-3C9E21B7, are
// deviceowners.go's).
func deviceSerial(tok string) bool {
	parts := split(tok, "-")
	if len(parts) < 2 || len(tok) < 8 || !hasLetter(tok) {
		return false
	}
	if strings.ToUpper(parts[0]) != parts[0] {
		return false // fitbit-3C9E21B7: its serial is deviceowners.go's
	}
	last := parts[len(parts)-1]
	d := countDigits(last)
	if d == len(last) {
		return d >= 5 && !compactTimestamp(last)
	}
	if len(last) < 6 || d < 2 || d == len(last) {
		return false
	}
	for i := 0; i < len(last); i++ {
		if c := last[i]; !isDigit(c) && (c < 'A' || c > 'Z') {
			return false
		}
	}
	return true
}

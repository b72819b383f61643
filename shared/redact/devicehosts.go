// Machines named after their user: an IT department names a laptop or a
// workstation with a kind or a maker and the user's name, in capitals as
// Windows writes NetBIOS names (PC-MARTIN-ANNA, NB-NGUYEN-VANBINH,
// WS-KOWALCZYK, LENOVO-OKSANA-T14). detectWindowsHosts knows DESKTOP- and
// LAPTOP- only; here any such kind or maker, first or last, marks the rest
// as the user's name.

package redact

import "strings"

// hostKinds are the kinds and makers IT departments name machines by.
const hostKinds = " pc nb ws wks lt dt nt tab laptop desktop notebook workstation mbp mba macbook imac surface " +
	"thinkpad latitude asus dell hp lenovo acer msi fujitsu toshiba huawei win ipad iphone android galaxy pixel "

// detectNamedHosts masks the name parts of a machine named after its user.
func detectNamedHosts(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && (isLetter(s[j]) || isDigit(s[j]) || s[j] == '-') {
			j++
		}
		if j == i {
			i++
			continue
		}
		a, b := i, j
		i = j
		if a > 0 && (isWord(s[a-1]) || indexByte("/@.$%", s[a-1]) >= 0 || s[a-1] >= 0x80) || b < len(s) && (s[b] == '_' || s[b] >= 0x80) {
			continue // part of a path, an address or a longer word
		}
		namedHost(sc, a, b)
	}
}

// namedHost masks, in the host name s[a:b] written in capitals with a
// machine's kind or maker first or last, the parts that are a person's
// name or no word.
func namedHost(sc *scan, a, b int) {
	tok := sc.s[a:b]
	// two to four parts, counted before they are split out (most tokens
	// have none)
	n := strings.Count(tok, "-")
	if n < 1 || n > 3 || !hasLetter(tok) {
		return
	}
	if strings.ToUpper(tok) != tok {
		ownerLast(sc, a, b, n)
		return
	}
	parts := split(tok, "-")
	if !inList(hostKinds, parts[0]) && !inList(hostKinds, parts[len(parts)-1]) {
		return
	}
	var spans []span
	named := false
	off := a
	for _, p := range parts {
		pa := off
		off += len(p) + 1
		l := strings.ToLower(p)
		if len(p) < 3 || inList(hostKinds, l) || wordIn(deviceWords, l) || countDigits(p) > 0 {
			continue
		}
		// a given name, or a surname that is no word as well (PC-LAGER
		// is the store's): the names data holds many words as surnames
		known := knownWord(l)
		name := givenNameData(l) || givenName(l) || femininePolishSurname(l) || !known && (surnameData(l) || nameSegments(l) || gluedName(l))
		for k := 3; !name && !known && k <= len(l)-3; k++ {
			name = surnameData(l[:k]) && (k >= 4 || !strictWord(l[:k])) && !knownWord(l[k:]) // NGUYENVANBINH
		}
		if !name && known {
			continue // PC-RECEPTION, WS-KASSE: a room's or a team's machine
		}
		named = named || name
		spans = append(spans, span{start: pa, end: pa + len(p), ph: ownerPlaceholder(p)})
	}
	// one part at least is a name the names data holds: a word no
	// dictionary holds beside it (VANBINH) is the rest of the name
	if !named {
		return
	}
	for _, sp := range spans {
		sc.addWeak(sp.start, sp.end, sp.ph)
	}
}

// femininePolishSurname reports a Polish feminine surname whose masculine
// form the names data holds (Kowalska, Wiśniewska, Nowicka: Kowalski…).
func femininePolishSurname(l string) bool {
	for _, suf := range []string{"ska", "cka", "dzka"} {
		if stem, ok := cutSuffix(l, suf); ok && len(stem) >= 3 {
			return surnameData(stem + suf[:len(suf)-1] + "i")
		}
	}
	return false
}

// smartKinds are the devices of a home that apps name by room and owner
// (Chromecast, Google Home, Fire TV, an ESP32 board's MQTT client).
const smartKinds = " tv chromecast googlehome nest firetv roku sonos esp32 esp8266 echo homepod kindle " +
	// a home's cameras and a car's charger (babycam-kinderzimmer-Lena,
	// charger-box-vovo-lurdes: OCPP's charge point id)
	"cam camera babycam doorbell charger wallbox "

// ownerLast masks the owner that ends a device's name written in mixed
// case, a room or a model between (TV-Salon-Martin, ESP32-kitchen-ANNA,
// honor-x8-wangfang, GoogleHome-Wohnzimmer-Koch): the first part a
// device's kind or maker, the last a given name, or a surname the names
// data holds written as a name. A last part that is a word of the
// dictionaries only (tv-living-room) names a place.
func ownerLast(sc *scan, a, b, n int) {
	tok := sc.s[a:b]
	first, _, _ := cut(tok, "-")
	lf := strings.ToLower(first)
	if n < 2 || !inList(hostKinds, lf) && !inList(smartKinds, lf) && !wordIn(deviceWords, lf) && !wordIn(deviceMakers, lf) {
		return
	}
	p := tok[lastIndexByte(tok, '-')+1:]
	l := strings.ToLower(p)
	if len(p) < 3 || countDigits(p) > 0 || modelWords[l] || inList(hostKinds, l) || inList(smartKinds, l) || wordIn(deviceWords, l) || codeValueWord(sc, l) {
		return
	}
	known := knownWord(l)
	if givenName(l) || deviceOwner(l) && (!known || startsUpper(p)) || startsUpper(p) && surnameData(l) && !commonEnglish(l) || !known && (nameSegments(l) || gluedName(l)) {
		sc.addWeak(b-len(p), b, ownerPlaceholder(p))
	}
}

// Identity documents and accounts: IBANs and national ids, each checked
// by its check digits or letters where it has them.

package redact

import (
	"strconv"
	"strings"

	"glitchtip-mcp/shared/lazyre"
	"glitchtip-mcp/shared/redact/checkdigit"
	wordlist "glitchtip-mcp/shared/redact/words"
)

// detectIBAN masks IBANs whose ISO 13616 check digits are right, and
// those whose check digits are wrong but whose country, length and
// characters are as the IBAN registry gives them (ibanShaped).
func detectIBAN(sc *scan) {
	// an IBAN opens with [A-Z]{2}\d{2}: a text without that is not read
	// (scanfacts.go)
	if !sc.digits().ibanHead {
		return
	}
	for _, m := range reIBAN.FindAllStringIndex(sc.s, -1) {
		v := strings.ReplaceAll(sc.s[m[0]:m[1]], " ", "")
		if checkdigit.IBAN(v) || ibanShaped(v) {
			sc.add(m[0], m[1], phIBAN)
		}
	}
}

// ibanShaped reports an IBAN whose check digits may be wrong: its
// country is one the registry gives a structure (words.IBANFormat), its
// check digits two digits, and its BBAN that structure's length with a
// digit, a capital or either at each place it says. A mistyped or
// invented account number is still a person's; an order number or a
// build id has neither the registry's exact length nor its classes.
func ibanShaped(v string) bool {
	if len(v) < 5 || !isDigit(v[2]) || !isDigit(v[3]) {
		return false
	}
	f, ok := wordlist.IBANFormat(v[:2])
	if !ok {
		return false
	}
	i := 4
	for k := 0; k < len(f); {
		n := 0
		for k < len(f) && isDigit(f[k]) {
			n = n*10 + int(f[k]-'0')
			k++
		}
		if k == len(f) || i+n > len(v) {
			return false
		}
		class := f[k]
		k++
		for _, c := range []byte(v[i : i+n]) {
			digit, upper := isDigit(c), c >= 'A' && c <= 'Z'
			if class == 'n' && !digit || class == 'a' && !upper || !digit && !upper {
				return false
			}
		}
		i += n
	}
	return i == len(v)
}

func detectNationalIDs(sc *scan) {
	s := sc.s
	if !hasDigit(s) {
		return
	}
	// two capitals and a digit, with a space between or none, start it
	if df := sc.digits(); df.run >= 2 && df.pairDigit {
		for _, m := range reNINO.FindAllStringIndex(s, -1) {
			sc.add(m[0], m[1], phNatID)
		}
	}
	detectCodiceFiscale(sc)
	// each expression is one pass over a value: the budget is checked
	// between them
	if sc.stop.over() {
		return
	}
	// each expression below needs a run of digits (its \d{n}), or of
	// capitals and digits (VIN): one that the text has none so long of
	// cannot match, and is not run (scanfacts.go)
	df := sc.digits()
	if df.run >= 4 {
		for _, m := range reSSN.FindAllStringIndex(s, -1) {
			if m[0] > 0 && (s[m[0]-1] == '-' || s[m[0]-1] == '.') {
				continue
			}
			sc.add(m[0], m[1], phNatID)
		}
	}
	if sc.stop.over() {
		return
	}
	if df.run >= 7 {
		for _, m := range reDNI.FindAllStringIndex(s, -1) {
			if checkdigit.DNI(s[m[0]:m[1]]) {
				sc.add(m[0], m[1], phNatID)
			}
		}
	}
	if sc.stop.over() {
		return
	}
	if df.run >= 4 {
		for _, m := range rePAN.FindAllStringIndex(s, -1) {
			sc.add(m[0], m[1], phNatID)
		}
	}
	if sc.stop.over() {
		return
	}
	if df.upperRun >= 17 {
		for _, m := range reVIN.FindAllStringIndex(s, -1) {
			if checkdigit.VIN(s[m[0]:m[1]]) || vinLabelled(sc.lower, m[0], s[m[0]:m[1]]) {
				sc.add(m[0], m[1], phNatID)
			}
		}
	}
	for _, c := range []struct {
		re    lazyre.Regexp
		valid func(string) bool
		run   int // the digit run the expression needs
	}{{reCNID, checkdigit.CNID, 17}, {reHETU, checkdigit.HETU, 6}, {reNRIC, checkdigit.NRIC, 7}, {reHKID, checkdigit.HKID, 6}, {reCURP, nil, 6}, {reRFC, nil, 6}, {reTWID, checkdigit.TWID, 9}} {
		if sc.stop.over() {
			return
		}
		if df.run < c.run {
			continue
		}
		for _, m := range c.re.FindAllStringIndex(s, -1) {
			if c.valid == nil || c.valid(s[m[0]:m[1]]) {
				sc.add(m[0], m[1], phNatID)
			}
		}
	}
}

// validYMD reports whether an 8-digit YYYYMMDD is a date of 1900–2099.
func validYMD(d string) bool {
	y, m, day := atoi(d[:4]), atoi(d[4:6]), atoi(d[6:8])
	return y >= 1900 && y <= 2099 && m >= 1 && m <= 12 && day >= 1 && day <= 31
}

// atoi reads digits the caller's expression has already checked. Not
// inlined: some 30 sites call it, and their copies cost the bootstrap.
//
//go:noinline
func atoi(d string) int {
	n, _ := strconv.Atoi(d)
	return n
}

// vinLabels are the words a VIN is written after: English's, German's FIN
// (Fahrzeug-Identifizierungsnummer) and Fahrgestellnummer, and the
// chassis number of the Romance languages.
var vinLabels = []string{"vin", "fin", "fahrgestellnummer", "chassis", "châssis", "bastidor", "telaio", "chassi"}

// vinLabelled reports a VIN with no check digit (Europe's makers use none:
// WVWZZZ1JZXW000001) after the word for one, alone or as a key's last part
// (vehicle_vin, car.fin): ISO 3779's serial ends it in digits, and its
// makers' and models' codes hold letters: a maker's code (WMI) of three
// letters may be followed by digits alone (ZFA31200000123456).
func vinLabelled(l string, a int, v string) bool {
	if d := countDigits(v); countDigits(v[14:]) != 3 || d > 14 || d == 14 && countDigits(v[:3]) > 0 {
		return false
	}
	head := strings.TrimRight(l[max(0, a-24):a], " :=#\"'")
	for _, w := range vinLabels {
		if hasSuffix(head, w) && (len(head) == len(w) || !isAlnum(head[len(head)-len(w)-1])) {
			return true
		}
	}
	// el vehículo JTDKB20U093441207, das Fahrzeug …: the vehicle's own
	// word in some language (vehiclewords.fuse, as plates are read) names
	// the number after it as the word for one does
	k := lettersBefore(head, len(head))
	return k < len(head) && (k == 0 || !isAlnum(head[k-1])) && (wordlist.VehicleWord(head[k:]) || vehicleWordForm(head[k:]))
}

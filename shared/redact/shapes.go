// Values whose shape says what they are wherever they stand: a date of
// birth, a vehicle's plate after the words that name one, a password after
// Redis's AUTH, a street address given as a value.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// lastProseBirthYear bounds the dates of birth found outside values: a full
// date that old in error text is somebody's birthday, not a log's.
const lastProseBirthYear = 2008

// detectBirthDates masks full calendar dates before lastProseBirthYear that
// stand alone (not inside a timestamp or an identifier).
func detectBirthDates(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) || i > 0 && (isAlnum(s[i-1]) || s[i-1] == '-' || s[i-1] == '.' || s[i-1] == '/' || s[i-1] == ':') {
			continue
		}
		j := i
		for j < len(s) && (isDigit(s[j]) || s[j] == '-' || s[j] == '.' || s[j] == '/') && j-i < 11 {
			j++
		}
		e := j
		for e > i && !isDigit(s[e-1]) {
			e--
		}
		if j < len(s) && (isAlnum(s[j]) || s[j] == ':' || s[j] == 'T') || e-i < 8 {
			i = j
			continue
		}
		// Gemeindeschlüssel 08212000: a number a code's label names is
		// that code, whatever date its digits spell
		if t := s[i:e]; birthDate(t) && yearOf(t) < lastProseBirthYear && !codedCompound(wordBefore(s, i)) {
			sc.add(i, e, phValue)
		}
		i = j
	}
}

// yearOf is the year of a date birthDate accepted.
func yearOf(t string) int {
	d := make([]byte, 0, 8)
	for i := 0; i < len(t); i++ {
		if isDigit(t[i]) {
			d = append(d, t[i])
		}
	}
	if y := atoi(string(d[:4])); y >= 1900 && (len(t) == 8 || t[4] < '0' || t[4] > '9') {
		return y
	}
	return atoi(string(d[4:]))
}

// plateWords name a vehicle's registration, after which a plate stands.
var plateWords = []string{"vehicle", "plate", "car ", "licence plate", "license plate", "registration", "reg ", "kennzeichen", "immatriculation",
	"immat", "plaque", "matrícula", "matricula", "placa", "targa", "kenteken", "rejestracyjn", "номер", "車両", "ナンバー", "车牌", "번호판", "차량번호", "πινακίδα", "plaka", "anpr", "fastag", "vrn", "nomor polisi", "plat nomor",
	// Vietnamese, Hungarian, Finnish, the Scandinavian languages, Czech
	// and Slovak, Romanian and Thai
	"biển số", "biển kiểm soát", "rendszám", "rekisterinumero", "rekisterikilpi", "registreringsnummer", "regnr", "nummerplade", "spz", "ečv",
	"înmatriculare", "ทะเบียนรถ"}

// PlateLabel reports a phrase (lower case) holding one of plateWords,
// after which detectPlates reads a plate already: knowgen's
// vehiclewords.go leaves such a phrase out of vehiclewords.fuse
// (Kfz-Kennzeichen, tablica rejestracyjna, номерной знак).
func PlateLabel(p string) bool {
	p += " "
	for _, w := range plateWords {
		if strings.Contains(p, w) {
			return true
		}
	}
	return false
}

// detectPlates masks a registration plate after a word that names one:
// two or three groups of capitals and digits (LQR 125, FY68 AUB, 671-VDC,
// MH 12 AB 1234, 51A-123.45).
func detectPlates(sc *scan) {
	detectArabicPlates(sc)
	detectVehicleWordPlates(sc)
	detectThaiPlates(sc)
	l := sc.lower
	if !sc.anyOf(plateWords...) {
		return
	}
	for _, w := range plateWords {
		eachAfter(l, w, func(end int) int {
			// the plate is among the next few words, close by: a run
			// of trigger words without spaces is not read to its end
			// each time (anpr=anpr=…)
			lim := min(len(sc.s), end+80)
			for k, p := 0, end; k < 4 && p < lim; k++ {
				// (an Erlang proplist's {kennzeichen,<<"…">>} too)
				for p < lim && indexByte(" :=\"',<({[", sc.s[p]) >= 0 {
					p++
				}
				if b := plateAt(sc.s, p); b > p {
					if indianPlateAt(sc.s, p) == b {
						// the keep passes read DL3CAF0421 as an
						// identifier's shape; the plate word said what it is
						sc.addSure(p, b, phValue)
					} else {
						sc.add(p, b, phValue)
					}
					return b
				}
				for p < lim && sc.s[p] != ' ' {
					p++
				}
			}
			return end
		})
	}
}

// plateAt returns the end of a plate starting at s[i], or i.
func plateAt(s string, i int) int {
	if j := regionalPlateAt(s, i); j > i {
		return j
	}
	if j := indianPlateAt(s, i); j > i {
		return j
	}
	groups, letters, digits, j := 0, 0, 0, i
	// plateChar is a capital of Latin or Cyrillic (Х857НО) or a digit
	plateChar := func(k int) (int, bool, bool) {
		r, n := decodeRune(s[k:])
		switch {
		case r >= '0' && r <= '9':
			return n, true, true
		case r < utf8.RuneSelf && isUpperASCII(byte(r)), plateRune(r):
			return n, true, false
		}
		return n, false, false
	}
	for groups < 4 {
		k, chars, j0 := j, 0, j
		// a group of up to eight: one unbroken plate (STO6671, 009D372)
		// is how the US and Russia's data write them
		for k < len(s) && chars < 8 {
			n, ok, dig := plateChar(k)
			if !ok {
				break
			}
			if dig {
				digits++
			} else {
				letters++
			}
			k += n
			chars++
		}
		if k == j {
			break
		}
		if k < len(s) {
			if r, _ := decodeRune(s[k:]); letterRune(r) || digitRune(r) {
				break
			}
		}
		groups++
		j = k
		// Vietnam prints a dot in its serial of five digits after the
		// province's group (51A-123.45): three digits, the dot, two
		if j+1 < len(s) && (s[j] == ' ' || s[j] == '-') || vietSerialDot(s, j, groups, k-j0) {
			if _, ok, _ := plateChar(j + 1); ok {
				j++
				continue
			}
		}
		break
	}
	if letters == 0 || digits == 0 || letters+digits < 4 || letters+digits > 11 || j-i > 24 {
		return i
	}
	return j
}

// indianPlateAt returns the end of an Indian plate written unbroken at
// s[i] (MH12AB1234, DL3CAF0421: a state's two letters, the district's one
// or two digits, one to three letters of the series, four digits), or i:
// nine or ten characters, more than plateAt's unbroken group of eight.
func indianPlateAt(s string, i int) int {
	j := i
	run := func(ok func(byte) bool, lo, hi int) bool {
		k := j
		for k < len(s) && k-j < hi && ok(s[k]) {
			k++
		}
		if k-j < lo {
			return false
		}
		j = k
		return true
	}
	if !run(isUpperASCII, 2, 2) || !run(isDigit, 1, 2) || !run(isUpperASCII, 1, 3) || !run(isDigit, 4, 4) {
		return i
	}
	if j < len(s) && (isAlnum(s[j]) || s[j] >= utf8.RuneSelf) {
		return i
	}
	return j
}

// regionalPlateAt returns the end of a Chinese plate (鲁G-11181: a
// province's character, a letter, five characters) or a Japanese one
// (練馬 01 め 40-12: a region, a class number, a kana, a number) at s[i],
// or i.
func regionalPlateAt(s string, i int) int {
	if j := koreanPlateAt(s, i); j > i {
		return j
	}
	r, n := decodeRune(s[i:])
	if !unicode.Is(unicode.Han, r) {
		return i
	}
	j := i + n
	// the letter and the five apart by a hyphen or a middle dot
	// (京A·4F7K2), as they are painted
	if j+2 < len(s) && isUpperASCII(s[j]) && (s[j+1] == '-' || hasPrefix(s[j+1:], "·")) {
		k0 := j + 2
		if s[j+1] != '-' {
			k0++
		}
		k := k0
		for k < len(s) && k-k0 < 5 && (isDigit(s[k]) || isUpperASCII(s[k])) {
			k++
		}
		if k-k0 == 5 {
			return k
		}
		return i
	}
	for j < len(s) {
		r2, n2 := decodeRune(s[j:])
		if !unicode.Is(unicode.Han, r2) {
			break
		}
		j += n2
	}
	// class number, kana, number
	f := strings.Fields(s[j:min(len(s), j+40)])
	if len(f) < 3 || countDigits(f[0]) != len(f[0]) || len(f[0]) > 3 || !kanaName(f[1]+f[1]) || runeCount(f[1]) != 1 {
		return i
	}
	num := strings.TrimLeft(f[2], "・")
	if num == "" || strings.Trim(num, "0123456789-・") != "" {
		return i
	}
	end := indexStr(s[j:], f[2])
	return j + end + len(f[2])
}

// detectRedisAuth masks the password after Redis's AUTH command (AUTH pw,
// AUTH user pw), which no key names.
func detectRedisAuth(sc *scan) {
	eachAfter(sc.s, "AUTH ", func(end int) int {
		if end > 5 && isAlnum(sc.s[end-6]) {
			return end
		}
		a := end
		b := a
		for b < len(sc.s) && !isSpace(sc.s[b]) && sc.s[b] != '"' && sc.s[b] != '\'' {
			b++
		}
		for b > a && (sc.s[b-1] == ':' || sc.s[b-1] == ',') {
			b--
		}
		if b > a && !isPlaceholder(sc.s[a:b]) {
			sc.add(a, b, phRedacted)
		}
		return b
	})
}

// addressValue reports a value that is a street address: a house number
// and capitalised words (1111 Trinity Bayou, Schusterring 3852,
// Residencial de Vieira, 48), one of them no word of the error vocabulary.
func addressValue(v string) bool {
	// every form below holds a house number, an ASCII digit
	// (houseNumber): a value without one splits into no fields
	if !hasDigit(v) {
		return false
	}
	if cjkAddress(v) || streetAddress(v) {
		return true
	}
	f := strings.Fields(strings.ReplaceAll(v, ",", " "))
	if len(f) < 2 || len(f) > 7 {
		return false
	}
	nums, caps, proper := 0, 0, false
	for i, w := range f {
		if !houseNumber(w) && !plainWord(w) && len(w) > 3 {
			return false // LineNumber:, a code name
		}
		switch {
		case houseNumber(w):
			if i != 0 && i != len(f)-1 && i != 1 {
				return false
			}
			nums++
		case isUpperASCII(w[0]) || w[0] >= 0x80 && startsUpper(w): // 実効uid: Han is no capital
			if allUpper(w) {
				return false // HTTP 500, an acronym
			}
			caps++
			if lw := strings.ToLower(w); !errWord(lw) && !wordlist.Tech(lw) {
				proper = true
			}
		case wordIn(addressParticles, strings.ToLower(w)):
		default:
			return false
		}
	}
	// one capitalised word must be no word at all (Schusterring 3852);
	// two need one outside the error vocabulary (1111 Trinity Bayou, not
	// 410 Gone or 404 Not Found)
	if caps == 1 {
		for _, w := range f {
			if !houseNumber(w) && !wordIn(addressParticles, strings.ToLower(w)) {
				return nums == 1 && !knownWord(w)
			}
		}
	}
	return nums == 1 && caps >= 2 && proper && !germanPhrase(f)
}

// germanPhrase reports capitalised words that are all known, one of them a
// German noun and none a name: "1062 Doppelter Eintrag" is MySQL's
// duplicate-entry message in German, whose nouns are capitalised; a German
// address writes its number after the street (Hauptstraße 5), and an
// English one's words are English (1111 Trinity Bayou, 12 Park Land).
func germanPhrase(f []string) bool {
	noun := false
	for _, w := range f {
		if houseNumber(w) || wordIn(addressParticles, strings.ToLower(w)) {
			continue
		}
		// an English word is no sign of German (Park, Land, Bank are
		// German nouns too: 12 Park Land is a street)
		if lw := strings.ToLower(w); !knownWord(w) || personName(w) || givenName(lw) || wordlist.Common(lw) {
			return false
		}
		noun = noun || wordlist.NounEntry(w)
	}
	return noun
}

// houseNumber reports a house number: up to five digits, maybe a letter.
func houseNumber(w string) bool {
	d := countDigits(w)
	return d >= 1 && d <= 5 && (d == len(w) || d == len(w)-1 && isLetter(w[len(w)-1]))
}

// addressParticles join the words of a street's name.
const addressParticles = " de du la le van von der den di da do del dos das des of the st e y "

// plateValue reports a whole value shaped like a registration plate (UL10
// CAY, 671-VDC, DEG-G-72, 9S Z7757), but not letters then a number
// (SKU-1182, ORA-01555, PAY-30244): that is a program's identifier.
func plateValue(v string) bool {
	if nationalPlate(v) {
		return true
	}
	if len(v) < 5 || len(v) > 40 || plateAt(v, 0) != len(v) || skuCode(v) || regionCode(v) {
		return false
	}
	if r, _ := decodeRune(v); unicode.Is(unicode.Han, r) || isDigit(v[0]) && koreanPlateAt(v, 0) == len(v) {
		return true
	}
	groups := strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == '-' })
	// Event ID 7031: the number an identifier's abbreviation labels;
	// F5 155, S3 500: a letter and a digit before a number are a message
	// class, a key or a model (SAP's Nachricht F5 155); no country's plate
	// opens with them
	if len(groups) < 2 || prefixedSerial(groups) || groups[0] == "ID" || len(groups) == 2 && len(groups[0]) == 2 && isLetter(groups[0][0]) && isDigit(groups[0][1]) && countDigits(groups[1]) == len(groups[1]) {
		return false
	}
	if len(groups) == 2 && countDigits(groups[0]) == 0 && countDigits(groups[1]) == len(groups[1]) {
		// SKU-1182, ORA-01555 are a program's; two or three capitals, a
		// space and a number (IBX 6843, IK 2951) are a plate's
		if !(len(groups[0]) >= 2 && len(groups[0]) <= 3 && len(groups[1]) >= 3 && len(groups[1]) <= 4 && v[len(groups[0])] == ' ') {
			return false
		}
	}
	for k, g := range groups {
		if len(groups) > 2 && len(g) == 4 && countDigits(g) == 4 && atoi(g) >= 1900 && atoi(g) <= 2099 {
			return false // CVE-2024-3094, 2024-05-02T08: a year, not a plate
		}
		if countDigits(g) > 4 && k < len(groups)-1 {
			// SKU-10442-BLK: five digits in a row end a plate (26 D
			// 11262) if any
			return false
		}
	}
	for k, g := range groups {
		// 403 POST, 500 GET, 200 OK, 12 MB: a status or a quantity and a
		// program's word (two letters only after the number: NX 4471 is
		// a plate); in three groups (SIG-I-4743, 730-DIG-79) a short word
		// is a place's code, and a word of four letters or more that is
		// an error's or the knowledge's and no name (ROAM-EU-10,
		// WS-GRID-12) a program's: no country's plate writes one
		if lg := strings.ToLower(g); countDigits(g) == 0 && (len(g) >= 3 || k > 0 && len(g) == 2) && (len(groups) == 2 && plateWordOfCode(g, k > 0) || len(groups) > 2 && (errWord(lg) || knownWord(g) && !personName(g)) && len(lg) > 3) {
			return false
		}
	}
	return true
}

// countHiragana counts the hiragana in rs.
func countHiragana(rs []rune) int {
	n := 0
	for _, r := range rs {
		if unicode.Is(unicode.Hiragana, r) {
			n++
		}
	}
	return n
}

// koreanPlateAt returns the end of a Korean plate (12가3456, 932루5214: two
// or three digits, a Hangul syllable, four digits) at s[i], or i.
func koreanPlateAt(s string, i int) int {
	j := i
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	if j-i < 2 || j-i > 3 || j >= len(s) {
		return i
	}
	r, n := decodeRune(s[j:])
	if !unicode.Is(unicode.Hangul, r) {
		return i
	}
	k := j + n
	if k < len(s) && s[k] == ' ' {
		k++ // 12가 4471, as a form writes it
	}
	e := k
	for e < len(s) && isDigit(s[e]) {
		e++
	}
	if e-k != 4 || e < len(s) && isAlnum(s[e]) {
		return i
	}
	return e
}

// vietSerialDot reports the dot of a Vietnamese plate's serial at s[j]
// (51A-123.45): after a group of three digits that follows the province's
// group, before two digits that end the plate.
func vietSerialDot(s string, j, groups, n int) bool {
	return groups == 2 && n == 3 && j+3 <= len(s) && s[j] == '.' && countDigits(s[j-3:j]) == 3 && isDigit(s[j+1]) && isDigit(s[j+2]) && (j+3 == len(s) || !isDigit(s[j+3]) && s[j+3] != '.')
}

// Plates after the word for a vehicle in the languages other than
// English (Błąd: pojazd WA 72831 nie ma ważnego przeglądu; Hitilafu: gari
// lenye namba KDA 412X halina bima; το όχημα με πινακίδα ΙΚΥ-4821): the
// word is words.VehicleWord's (Chromium's translations of Vehicle and
// License plate, CLDR's names of the car), the plate a token of capitals
// and digits right after it or after one or two small words (a
// preposition, "number", "with"). detectPlates reads English's words and
// the plate words of its list; this reads the rest.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// vehicleBetween is how many small words may stand between the vehicle's
// word and its plate: gari lenye namba, όχημα με πινακίδα (with plate).
const vehicleBetween = 2

// detectVehicleWordPlates masks a plate-shaped token (vehiclePlateEnd)
// whose words before it name a vehicle (vehicleWordBefore), unless the
// identifier rules protect it (an id of a known prefix, ABC-1234; an
// error code) or it is a knowledge-base article.
func detectVehicleWordPlates(sc *scan) {
	if !sc.anyDigit() {
		return
	}
	s := sc.s
	if !isASCII(s) {
		detectHangulPlates(sc)
	}
	for i := 0; i < len(s); i++ {
		if i > 0 && !vehiclePlateOpen(s[i-1]) {
			continue
		}
		j := vehiclePlateEnd(s, i)
		if j <= i {
			continue
		}
		// a vehicle's word right beside the token outweighs a ticket's
		// key's shape (όχημα IKY-4512, AAB-123 rendszámú jármű); after
		// small words between, the identifier rules judge it
		beside := vehicleWordBeside(s, i, j)
		if !beside && (!vehicleWordBefore(s, i) || sc.identifier(i, j)) || kbArticle(sc, s[i:j]) {
			continue
		}
		// sure: a German noun is capitalised, and the product rule
		// (productSpans) reads Fahrzeug MH12AB1234 as a maker's model
		// and would take the plate back; the vehicle's word says what it
		// is, and vehiclePlateCode has judged the token
		sc.addSure(i, j, phValue)
		i = j
	}
}

// vehiclePlateOpen reports a byte a plate may follow: a space, an opening
// bracket or a quote.
func vehiclePlateOpen(c byte) bool { return c == ' ' || c == '(' || c == '"' || c == '\'' }

// vehiclePlateEnd returns the end of the plate at s[i] (one to three
// groups of capitals and digits apart by a space or a hyphen, which
// vehicleValue takes and vehiclePlateCode does not), the longest such, or
// i. The plate ends a word: a letter, a digit or a dot and a character
// after it (a version, a host) make it no plate.
func vehiclePlateEnd(s string, i int) int {
	var ends [3]int
	n, j := 0, i
	for n < 3 {
		k := j
		for k < len(s) {
			r, w := utf8.DecodeRuneInString(s[k:])
			if !(r >= '0' && r <= '9' || plateCapital(r)) {
				break
			}
			k += w
		}
		if k == j || k-i > 40 {
			break
		}
		ends[n] = k
		n++
		// Vietnam's serial after the province's group: three digits, a
		// dot, two (30F-456.78)
		if k+1 < len(s) && (s[k] == ' ' || s[k] == '-') || vietSerialDot(s, k, n, k-j) {
			if r, _ := utf8.DecodeRuneInString(s[k+1:]); r >= '0' && r <= '9' || plateCapital(r) {
				j = k + 1
				continue
			}
		}
		break
	}
	for ; n > 0; n-- {
		e := ends[n-1]
		v := strings.Replace(s[i:e], ".", "", 1)
		if vehiclePlateClosed(s, e) && vehicleValue(v) && !vehiclePlateCode(v) {
			return e
		}
	}
	return i
}

// plateCapital is a capital letter a plate prints: Latin (with its marks:
// MÜ-BX 3865), Cyrillic or Greek (ΙΚΥ-4821).
func plateCapital(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'A' && r <= 'Z'
	}
	return unicode.IsUpper(r) && (scriptOf(r) == latin || scriptOf(r) == cyrillic || scriptOf(r) == greek)
}

// vehiclePlateClosed reports a plate's end at s[e]: the text's end, a
// space, or punctuation not followed by a word's character (412X, and
// 412X. end a sentence; 4.0 and AB12.example are no plate's).
func vehiclePlateClosed(s string, e int) bool {
	if e == len(s) {
		return true
	}
	r, w := utf8.DecodeRuneInString(s[e:])
	if letterRune(r) || digitRune(r) || r == '_' || r == '/' || r == '@' {
		return false
	}
	if r == '.' || r == '-' || r == ':' {
		if e+w < len(s) {
			r2, _ := utf8.DecodeRuneInString(s[e+w:])
			return !letterRune(r2) && !digitRune(r2)
		}
	}
	return true
}

// vehiclePlateCode reports a token of a plate's shape that is a
// program's: one letter and a number (E1234, H264: an error code, a
// codec), a run of letters that is a word of code or of the technical
// vocabulary (HTTP 404, SHA256, ID 12345, 16GB), a year between other
// groups (CVE-2024-3094) or letters before a serial of five digits and
// more (DE-SND-000418).
func vehiclePlateCode(v string) bool {
	groups := strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == '-' })
	if len(groups) == 1 {
		r, w := utf8.DecodeRuneInString(v)
		if plateCapital(r) && countDigits(v[w:]) == len(v)-w {
			return true
		}
	}
	if prefixedSerial(groups) {
		return true
	}
	// LKW-17, TRK-12, BUS7: letters and a number of one or two digits are
	// a fleet's number for the vehicle, not its plate, whose serial after
	// letters alone has three digits or more (WA 72831, ΙΚΥ-4821)
	switch len(groups) {
	case 1:
		if d := len(v) - len(strings.TrimRight(v, "0123456789")); d <= 2 && countDigits(v) == d {
			return true // LKW17
		}
	case 2:
		if n := countDigits(groups[1]); countDigits(groups[0]) == 0 && n == len(groups[1]) && n <= 2 {
			return true // LKW-17
		}
	}
	for k, g := range groups {
		if k < len(groups)-1 && len(g) == 4 && countDigits(g) == 4 && atoi(g) >= 1900 && atoi(g) <= 2099 {
			return true
		}
		// the group's runs of ASCII capitals: the first before any digit,
		// the others after one (16GB, 1080P)
		for a := 0; a < len(g); {
			if !isUpperASCII(g[a]) {
				a++
				continue
			}
			b := a
			for b < len(g) && isUpperASCII(g[b]) {
				b++
			}
			run, afterDigit := g[a:b], a > 0 || k > 0
			switch lw := strings.ToLower(run); {
			case len(groups) == 2 && k == 0 && run == g && len(run) == 2 && errWord(lw):
				return true // ID 12345, IP 1234 (AB-123-CD's CD is a plate's)
			case len(run) == 2 && a > 0 && b == len(g) && wordlist.Tech(lw):
				return true // 16GB, 512MB: a unit glued to its number's end
			case len(run) >= 3 && plateWordOfCode(run, afterDigit):
				return true
			}
			a = b
		}
	}
	return false
}

// vehicleWordBefore reports a vehicle's word (words.VehicleWord, of up to
// three words) right before s[i], or before one or two small words there.
func vehicleWordBefore(s string, i int) bool {
	ws := vehicleWordsBefore(s, i, vehicleBetween+3)
	for k := 0; k <= vehicleBetween && k < len(ws); k++ {
		if k > 0 && !vehicleSmallWord(ws[k-1]) {
			return false
		}
		phrase := ""
		for m := k; m < len(ws) && m < k+3; m++ {
			if phrase == "" {
				phrase = ws[m]
			} else {
				phrase = ws[m] + " " + phrase
			}
			if wordlist.VehicleWord(strings.ToLower(phrase)) || m == k && vehicleWordForm(strings.ToLower(phrase)) {
				return true
			}
		}
	}
	return false
}

// vehicleWordBeside reports a vehicle's word right before the plate
// s[i:e] (όχημα IKY-4512), or right after it or after one small word
// there, as the languages that write the plate before its vehicle put
// it (Hungarian AAB-123 rendszámú jármű, "the vehicle of plate AAB-123";
// Turkish 34 KL 412 plakalı araç). A word English writes too (auto) is
// no vehicle's after a token: build B-1234 auto mode.
func vehicleWordBeside(s string, i, e int) bool {
	if ws := vehicleWordsBefore(s, i, 1); len(ws) == 1 {
		if lw := strings.ToLower(ws[0]); wordlist.VehicleWord(lw) || vehicleWordForm(lw) {
			return true
		}
	}
	if !vehicleClauseOpen(s, i) {
		return false // Ticket ABC-1234 Fahrzeug: the word before names it
	}
	for k := 0; k < 2 && e < len(s) && s[e] == ' '; k++ {
		b := e + 1
		for b < len(s) && s[b] != ' ' && s[b] != '\n' {
			b++
		}
		w := strings.ToLower(strings.TrimRight(s[e+1:b], ".,;:!?)"))
		if w == "" || wordlist.Common(w) {
			return false
		}
		if wordlist.VehicleWord(w) || vehicleWordForm(w) {
			return true
		}
		if k > 0 || b-e-1 != len(w) || !vehicleSmallWord(w) {
			return false // a clause's end, or no small word between
		}
		e = b
	}
	return false
}

// vehicleClauseOpen reports s[i] at a clause's start (the text's, after a
// colon or a bracket) or after an article of up to four characters (A(z),
// az, bu): no word before it names the token.
func vehicleClauseOpen(s string, i int) bool {
	k := i
	for k > 0 && s[k-1] == ' ' {
		k--
	}
	if k == 0 || indexByte(":(\n", s[k-1]) >= 0 {
		return true
	}
	ws := vehicleWordsBefore(s, i, 1)
	return len(ws) == 1 && utf8.RuneCountInString(ws[0]) <= 4
}

// vehicleWordForm reports a vehicle's word with an ending of one to three
// letters glued on, its stem five letters or more: the article, case or
// adjective a language writes on it (Romanian vehiculul, the vehicle;
// Hungarian rendszámú, of the plate), which its sources give bare. Asked
// only of the word right before a plate-shaped token.
func vehicleWordForm(w string) bool {
	n := utf8.RuneCountInString(w)
	for k := 1; k <= 3 && n-k >= 5; k++ {
		_, size := utf8.DecodeLastRuneInString(w)
		w = w[:len(w)-size]
		if wordlist.VehicleWord(w) {
			return true
		}
	}
	return false
}

// vehicleWordsBefore returns up to n words before s[i], the nearest
// first, as written, without the colon, bracket or quote around them; it
// stops at a sentence's or a clause's end (a full stop, a comma, a
// semicolon, a line's end).
func vehicleWordsBefore(s string, i, n int) []string {
	var out []string
	e := i
	for len(out) < n {
		for e > 0 && (s[e-1] == ' ' || s[e-1] == '(' || s[e-1] == '"' || s[e-1] == '\'') {
			e--
		}
		b := e
		for b > 0 && s[b-1] != ' ' && s[b-1] != '\n' && s[b-1] != '\t' {
			b--
		}
		if b == e {
			break
		}
		// a comma closes a clause: samochód dostarczony, zamówienie PO
		// 1182 (the car delivered, order PO 1182)
		if s[e-1] == ',' {
			break
		}
		w := strings.TrimLeft(strings.TrimRight(s[b:e], ":"), "(\"'")
		// views.py:वाहन: a word glued after a colon opens the clause
		glued := false
		if k := strings.LastIndexByte(w, ':'); k >= 0 {
			w, glued = w[k+1:], true
		}
		if w == "" || strings.ContainsAny(w, ".;!?") && !vehicleAbbrev(w) {
			break
		}
		out = append(out, w)
		if glued || b == 0 || s[b-1] != ' ' {
			break
		}
		e = b
	}
	return out
}

// vehicleAbbrev reports a small word's abbreviation with its full stop
// (Nr., No.), which may stand between a vehicle's word and its plate.
func vehicleAbbrev(w string) bool {
	return len(w) <= 4 && strings.HasSuffix(w, ".") && !strings.ContainsAny(w[:len(w)-1], ".;!?")
}

// vehicleSmallWord reports a word that may stand between a vehicle's word
// and its plate: a word of letters of up to twelve, not opening with a
// capital (lenye, namba, με, πινακίδα, mit, nr.): a capitalised one is a
// maker's or a model's (Pixel, Toyota), whose number follows it.
func vehicleSmallWord(w string) bool {
	w = strings.TrimSuffix(w, ".")
	if w == "" || utf8.RuneCountInString(w) > 12 {
		return false
	}
	for k, r := range w {
		if !letterRune(r) && !unicode.Is(unicode.M, r) || k == 0 && unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// detectHangulPlates masks a Korean plate (12가3456, with its region
// glued before it: 서울12가3456) after a word that opens with a vehicle's
// (차량번호, the vehicle's number; 차량: words.VehicleWord).
func detectHangulPlates(sc *scan) {
	s := sc.s
	for i := 0; i+2 < len(s); i++ {
		if !isDigit(s[i]) || i > 0 && isDigit(s[i-1]) {
			continue
		}
		e := koreanPlateAt(s, i)
		if e == i {
			continue
		}
		// the region's two syllables glued before the digits
		a := i
		for n := 0; n < 2 && a > 0; n++ {
			r, size := utf8.DecodeLastRuneInString(s[:a])
			if !unicode.Is(unicode.Hangul, r) {
				break
			}
			a -= size
		}
		if a != i && a > 0 && s[a-1] != ' ' {
			a = i // a longer run: the digits' word, not a region
		}
		if hangulVehicleBefore(s, a) {
			sc.addSure(a, e, phValue)
		}
		i = e
	}
}

// hangulVehicleBefore reports the word before s[a] (across a colon and
// spaces) opening with a vehicle's word of two syllables or more, or
// being one: 차량번호, 차량.
func hangulVehicleBefore(s string, a int) bool {
	j := a
	for j > 0 && a-j < 3 && indexByte(" :=", s[j-1]) >= 0 {
		j--
	}
	if j == a {
		return false
	}
	k := lettersBefore(s, j)
	w := s[k:j]
	for n, b := 0, 0; b < len(w) && n < 4; n++ {
		_, size := utf8.DecodeRuneInString(w[b:])
		b += size
		if n >= 1 && wordlist.VehicleWord(w[:b]) {
			return true
		}
	}
	return false
}

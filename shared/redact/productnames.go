package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// Products' names are kept like organisations' (docs/privacy.md: names of
// things are not names of people). A maker's and a product's names are
// often surnames or given names (Douglas, Dornier, Fairchild, Falcon), so
// the word rules mask them wherever they stand; keepOrganisations runs
// after them and takes back what they masked inside a span the text itself
// marks as a product (productSpans):
//
//   - capitalised words followed by a model designation: the codes
//     modelFollows reads (S22, 1800X, DHC-8-100, 12 Pro) and the shapes
//     modelCode adds (Ryzen 7 1700, GTX 1070, DH.104, Do.328, 737-400), and
//     a round number after a maker's name that the names data does not
//     hold (Embraer Legacy 500, Dassault Falcon 900).
//
// A person's name is followed by no model code: a house number (Kerkstraat
// 7, Hauptstraße 12a), a date, a single letter, an amount, an id after an
// id's word (Olivia Martin ID 4711) are none. Only the word rules' spans are
// taken back; what a strong detector found stays masked.

// idAbbrevs are capitals or an abbreviation before a number that name an
// identifier or a place, not a product's series: the number after them is
// a person's, a vehicle's or an address's (ID 4711, Nr.4711, Reg 5-VPT-52,
// Str.12).
const idAbbrevs = " id no nr ref reg acc acct tax tel str st "

// modelCode reports a model designation at s[b:] in the shapes modelFollows
// does not read, each of them ending at a word's end:
//
//   - a number of one or two digits, then one of three or four (Ryzen 7
//     1700, Core i5: the series, then the model);
//   - two to four capitals, then a number of three or four digits (GTX
//     1070, RX 580, HD 7970), unless the capitals name an identifier (idAbbrevs);
//   - a capital and at most two more letters, a dot, two to four digits
//     (DH.104, Do.328, F.27);
//   - three digits, a hyphen and a variant ending in 00 (737-400, 757-300):
//     the way a series' variants are numbered.
func modelCode(s string, b int) bool {
	e := b
	for e < len(s) && isLetter(s[e]) {
		e++
	}
	letters := e - b
	d := e
	for d < len(s) && isDigit(s[d]) {
		d++
	}
	digits := d - e
	switch {
	case letters == 0 && (digits == 1 || digits == 2) && d < len(s) && s[d] == ' ':
		n := digitsAt(s, d+1)
		return (n == 3 || n == 4) && wordEnds(s, d+1+n)
	case letters >= 2 && letters <= 4 && digits == 0 && e < len(s) && s[e] == ' ' && strings.ToUpper(s[b:e]) == s[b:e] && !wordIn(idAbbrevs, strings.ToLower(s[b:e])):
		n := digitsAt(s, e+1)
		return (n == 3 || n == 4) && wordEnds(s, e+1+n)
	case letters >= 1 && letters <= 3 && isUpperASCII(s[b]) && digits == 0 && e < len(s) && s[e] == '.' && !wordIn(idAbbrevs, strings.ToLower(s[b:e])):
		n := digitsAt(s, e+1)
		return n >= 2 && n <= 4 && wordEnds(s, e+1+n)
	case letters == 0 && digits == 3:
		return modelVariant(s, b, d)
	}
	return false
}

// modelVariant reports a series' variant at s[b:d] and after: three digits,
// a hyphen, a number ending in 00 (737-400), a word's end after it.
func modelVariant(s string, b, d int) bool {
	if d-b != 3 || d >= len(s) || s[d] != '-' {
		return false
	}
	n := digitsAt(s, d+1)
	return n >= 3 && n <= 4 && s[d+n-1] == '0' && s[d+n] == '0' && wordEnds(s, d+1+n)
}

// digitsAt is the number of digits at s[i:].
//
//go:noinline
func digitsAt(s string, i int) int {
	n := 0
	for i+n < len(s) && isDigit(s[i+n]) {
		n++
	}
	return n
}

// wordEnds reports that no letter or digit follows s[:i].
//
//go:noinline
func wordEnds(s string, i int) bool {
	return i >= len(s) || !isAlnum(s[i]) && s[i] < utf8.RuneSelf
}

// productSpans finds the spans of s that name a product (keepOrganisations
// takes back the word rules' spans inside them): up to four capitalised
// words with a model code after them.
func productSpans(s string) []span {
	var out []span
	for b := 1; b < len(s); b++ {
		if s[b-1] != ' ' || !isAlnum(s[b]) {
			continue
		}
		model := modelFollows(s, b) || modelCode(s, b)
		if !model && !isDigit(s[b]) {
			continue
		}
		first, words := makerRun(s, b)
		w := strings.ToLower(s[first : first+firstWordLen(s[first:])])
		// Embraer Legacy 500: a round number of three or four digits
		// after a maker the names data does not hold, its first word
		if n := digitsAt(s, b); words == 0 || !model && !makerNumber(s, first, b, n) && (words < 2 || n < 3 || n > 4 || s[b+n-1] != '0' || !wordEnds(s, b+n) || givenNameData(w) || surnameData(w)) {
			continue
		}
		e, run, longest := b, 0, 0
		for ; e < len(s) && (isAlnum(s[e]) || s[e] == '-' || s[e] == '.'); e++ {
			if run++; !isLetter(s[e]) {
				run = 0
			}
			longest = max(longest, run)
		}
		if longest <= 4 && e-b <= 12 {
			// LAPTOP-KWEBER7: a word in the code is a name's, not a
			// model's letters (S22, DHC-8-100, E195-E2); a long one is an
			// account's (GB39BBZA0743…)
			out = append(out, span{start: first, end: e})
		}
	}
	return out
}

// makerNumber reports a maker's name ending one space before the number
// at s[b:b+n] (and up to two capitals after it) that the knowledge holds
// with that code as one of its models (Cessna 172, Learjet 35, Dassault
// Falcon 7X: words.Brand, from ICAO's aircraft type designators); the maker is the run's last words from first on, so a word
// before it (Unsupported Cessna 172) does not hide it. Makers are often
// surnames: after a key or a person's noun (customer Taylor 24) the run is
// a person's.
func makerNumber(s string, first, b, n int) bool {
	e := b + n
	for e < len(s) && e-b-n < 2 && isUpperASCII(s[e]) {
		e++ // Falcon 7X: capitals after the number
	}
	if n < 1 || n > 4 || !wordEnds(s, e) {
		return false
	}
	num := strings.ToLower(s[b:e])
	for a := first; a < b; {
		if wordlist.Brand(strings.ToLower(s[a:b]) + num) {
			return !personBefore(s, a)
		}
		k := indexByte(s[a:b], ' ')
		if k < 0 {
			break
		}
		a += k + 1
	}
	return false
}

// personBefore reports a key (user:, name=) or a person's noun (customer,
// Dear) just before the word at s[a:], one space between.
func personBefore(s string, a int) bool {
	if a < 2 || s[a-1] != ' ' {
		return false
	}
	w := s[lastIndexByte(s[:a-1], ' ')+1 : a-1]
	if hasSuffix(w, ":") || hasSuffix(w, "=") || hasSuffix(w, "=>") {
		return true
	}
	lw := strings.ToLower(strings.Trim(w, orgPunct))
	return nameNouns.has(lw) && !weakNoun(lw)
}

// numberNoun reports a word for a number, alone or ending a compound
// (Führerscheinnummer, Kundennummer, Steuernummer): the code after it is
// that number.
func numberNoun(lw string) bool {
	for _, suf := range [...]string{"nummer", "number", "numero", "número", "numer", "номер"} {
		if hasSuffix(lw, suf) {
			return true
		}
	}
	return false
}

// makerRun reads the capitalised words that end one space before s[b:]
// (at most four, with a maker's particle: De Havilland; none when all are
// capitals, or when the last names an identifier): where the first starts
// and how many there are.
func makerRun(s string, b int) (first, words int) {
	first = b
	small := false
	for k := b; words < 4 && k >= 2 && s[k-1] == ' '; {
		a := lastIndexByte(s[:k-1], ' ') + 1
		w := s[a : k-1]
		// a word of letters (not NotFound(Some("GCK before a plate's
		// code); Acct GB39…, Reg 5-VPT-52, Kenteken …: an identifier's or
		// a vehicle's word names what follows
		lw := strings.ToLower(w)
		name, lower := upperStart(w) && !(words == 0 && (wordIn(idAbbrevs, lw) || vehicleKey(lw) || numberNoun(lw))), false
		for _, c := range []byte(w) {
			name = name && (isLetter(c) || c == '-' || c >= utf8.RuneSelf)
			lower = lower || c >= 'a' && c <= 'z' || c >= utf8.RuneSelf
		}
		if !name {
			break
		}
		small = small || lower
		first, words, k = a, words+1, a
	}
	if !small {
		// SFS F779, UI 1155A: capitals alone before a code are a plate's
		// or an account's letters; a maker's name has small letters
		return b, 0
	}
	return first, words
}

// modelNumberAt reports a number at s[a:] that is a product's model
// number: two to four capitals before it (a series: RX, GTX) that
// modelCode reads as a model with the number, and before them a series'
// name the knowledge holds as a technical term, which no names data holds
// as a person's (AMD Radeon RX 6500 XT, GeForce GTX 1070 Ti).
// The Dutch postcode's shape (6500 XT) is then no place's; after a
// person's name and a country's code (Olivia Martin NL 6500 XT) it is.
func modelNumberAt(s string, a int) bool {
	if a < 4 || s[a-1] != ' ' {
		return false
	}
	p := lastIndexByte(s[:a-1], ' ') + 1
	if p < 2 || !modelCode(s, p) || isDigit(s[p]) || s[p-1] != ' ' {
		return false
	}
	series := s[lastIndexByte(s[:p-1], ' ')+1 : p-1]
	ls := strings.ToLower(series)
	return wordlist.Tech(ls) && !givenNameData(ls) && !surnameData(ls)
}

// modelFollows reports a product's model designation at s[b:]: a word of
// letters and digits with a capital (S22, 1800X, E195-E2, DHC-8-100,
// 747-300M), up to two numbers before it (Ryzen 7 1800X), or a number and
// a model's suffix (12 Pro). A person's name is followed by no such code;
// a house number (Hauptstraße 12a, Kerkstraat 7) is a number and at most
// one letter, and a street's name is no product's.
func modelFollows(s string, b int) bool {
	for n := 0; n < 3; n++ {
		e, letters, digits, capital := b, 0, 0, false
		for ; e < len(s) && (isLetter(s[e]) || isDigit(s[e]) || s[e] == '-'); e++ {
			if isDigit(s[e]) {
				digits++
			} else if isLetter(s[e]) {
				letters++
				capital = capital || isUpperASCII(s[e])
			}
		}
		if digits == 0 || e < len(s) && s[e] >= utf8.RuneSelf || e-b > 4 && s[b+4] == '-' && isDigit(s[b]) {
			return false // 2024-03-01T10:22: a date and time
		}
		if letters > 0 {
			return capital && (letters >= 2 || isLetter(s[b]) || digits >= 3)
		}
		// a number: the model's suffix or code may follow
		if e+1 >= len(s) || s[e] != ' ' {
			return false
		}
		b = e + 1
		w := b
		for w < len(s) && isLetter(s[w]) {
			w++
		}
		if wordIn(modelSuffixes, s[b:w]) && (w == len(s) || !isWord(s[w])) {
			return true
		}
	}
	return false
}

// modelBefore reports a product's model code just before s[a:], one space
// apart: the word after it is the product's name (An-225 Mriya, DHC-5
// Buffalo), no person's.
func modelBefore(s string, a int) bool {
	if a < 2 || s[a-1] != ' ' {
		return false
	}
	k := a - 1
	for k > 0 && (isLetter(s[k-1]) || isDigit(s[k-1]) || s[k-1] == '-') {
		k--
	}
	return k < a-1 && (k == 0 || s[k-1] == ' ') && modelFollows(s[:a-1], k)
}

// versionFollows reports a release number one space after the word that
// ends at s[b] (Flutter 3.19.2, Spring Boot 3.2.3, Bill 2.0.3, v1.8.3):
// dotted numbers of three parts or more ending the word, which a product's
// name stands before, no person's. A date is no release (12.03.1985,
// 23.11.04: a birthday follows a name too), nor are four parts (an IPv4
// address as often), unless the word before is a product's the brands
// data holds and the names data does not (Koha 23.11.04, Koha 23.11),
// which may be numbered by year and month.
func versionFollows(s string, b int) bool {
	i := b + 1
	if b <= 0 || i >= len(s) || s[b] != ' ' {
		return false
	}
	if s[i] == 'v' {
		i++
	}
	var part [4]int // the first parts' values
	var width [4]int
	parts, j := 0, i
	for j < len(s) && parts < 8 {
		k := j
		for k < len(s) && isDigit(s[k]) && k-j < 5 {
			if parts < 4 {
				part[parts] = part[parts]*10 + int(s[k]-'0')
			}
			k++
		}
		if k == j || k-j > 4 {
			return false
		}
		if parts < 4 {
			width[parts] = k - j
		}
		parts++
		j = k
		if j+1 < len(s) && s[j] == '.' && isDigit(s[j+1]) {
			j++
			continue
		}
		break
	}
	// the number ends the word: a space, a bracket, a comma or the end
	// (3.2.3-SNAPSHOT, 4.7.1a: a build's suffix is a word of its own)
	if j < len(s) && indexByte(" ),;\n", s[j]) < 0 && !(s[j] == '.' && (j+1 == len(s) || s[j+1] == ' ' || s[j+1] == '\n')) {
		return false
	}
	date := parts == 3 && (width[0] <= 2 && part[0] >= 1 && part[0] <= 31 && part[1] >= 1 && part[1] <= 12 && width[1] <= 2 && (width[2] == 2 || width[2] == 4) ||
		width[0] == 4 && part[1] >= 1 && part[1] <= 12 && part[2] >= 1 && part[2] <= 31)
	// four parts are an IPv4 address as often (login from Olivia Martin
	// 10.0.0.5), five or more are a build's
	if (parts == 3 || parts > 4) && !date {
		return true
	}
	if parts < 2 {
		return false
	}
	w := b
	for w > 0 && isLetter(s[w-1]) {
		w--
	}
	name := strings.ToLower(s[w:b])
	return b-w >= 3 && (w == 0 || !isWord(s[w-1])) && (wordlist.Brand(name) || wordlist.SoftwareName(name)) && !personNameData(name)
}

// Street addresses in running text, told by the street type written
// before the name (valeur ul. Wielkopolska 69 refusée, Аллея Дружна 694,
// Via Roma 12): the type, one to three words of the name and the house
// number. English types are the English address rule's (places.go).

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// englishStreetTypes are left to the English address rule: in English text
// they are words (way, place, court, drive).
const englishStreetTypes = " street st road rd avenue ave lane ln drive dr boulevard blvd court ct way place pl terrace crescent "

// detectTypedStreets masks a street type written as an address writes it
// (abbreviated with its dot, or capitalised), the name after it and its
// house number.
func detectTypedStreets(sc *scan) {
	s := sc.s
	if !hasDigit(s) {
		return
	}
	f := fieldSpans(s)
	for i := 0; i+2 < len(f); i++ {
		w := s[f[i][0]:f[i][1]]
		t := strings.ToLower(strings.TrimSuffix(w, "."))
		r, _ := utf8.DecodeRuneInString(w)
		if utf8.RuneCountInString(t) < 2 || !strings.Contains(streetTypes, " "+t+" ") || strings.Contains(englishStreetTypes, " "+t+" ") ||
			!(strings.HasSuffix(w, ".") || unicode.IsUpper(r)) {
			continue
		}
		names := 0
		for j := i + 1; j < len(f) && j <= i+4; j++ {
			n := strings.TrimRight(s[f[j][0]:f[j][1]], ",.;:)")
			if houseNumber(n) || houseNumber(strings.ReplaceAll(n, "/", "")) {
				if names > 0 {
					sc.add(f[i][0], f[j][0]+len(n), phAddress)
					i = j
				}
				break
			}
			nr, _ := utf8.DecodeRuneInString(n)
			switch {
			case addressParticles[strings.ToLower(n)] || utf8.RuneCountInString(n) == 2 && unicode.IsUpper(nr) && nameLetters(n):
			case unicode.IsUpper(nr) && utf8.RuneCountInString(n) >= 3 && nameLetters(n) && j < i+4:
				names++
			default:
				j = len(f) // no name: no address here
			}
		}
	}
}

// fieldSpans returns the start and end of each run of s between spaces.
func fieldSpans(s string) [][2]int {
	var out [][2]int
	for i := 0; i < len(s); {
		for i < len(s) && isSpace(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !isSpace(s[j]) {
			j++
		}
		if j > i {
			out = append(out, [2]int{i, j})
		}
		i = j
	}
	return out
}

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Products' names are kept like organisations' (docs/privacy.md: names of
// things are not names of people). A maker's and a product's names are
// often surnames or given names (Douglas, Dornier, Fairchild, Falcon), so
// the word rules mask them wherever they stand; keepProducts runs after
// them and takes back what they masked inside a span the text itself marks
// as a product:
//
//   - capitalised words followed by a model designation: the codes
//     modelFollows reads (S22, 1800X, DHC-8-100, 12 Pro) and the shapes
//     modelCode adds (Ryzen 7 1700, GTX 1070, DH.104, Do.328, 737-400), and
//     a round number after a maker's name that the names data does not
//     hold (Embraer Legacy 500, Dassault Falcon 900);
//   - capitalised words marked as a trade mark (Ryzen™ Threadripper™,
//     Intel® Core™).
//
// A person's name is followed by no model code: a house number (Kerkstraat
// 7, Hauptstraße 12a), a date, a single letter, an amount, an id after an
// id's word (Olivia Martin ID 4711) are none. Only the word rules' spans are
// taken back; what a strong detector found stays masked.

// idAbbrevs are capitals or an abbreviation before a number that name an
// identifier or a place, not a product's series: the number after them is
// a person's or an address's (ID 4711, Nr.4711, Str.12).
const idAbbrevs = " id no nr nº ref pin ssn tin vat uid po acc acct tax zip dob nif nie cpf rfc tel str st apt ap fl km "

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
func digitsAt(s string, i int) int {
	n := 0
	for i+n < len(s) && isDigit(s[i+n]) {
		n++
	}
	return n
}

// wordEnds reports that no letter or digit follows s[:i].
func wordEnds(s string, i int) bool {
	return i >= len(s) || !isAlnum(s[i]) && s[i] < utf8.RuneSelf
}

// productSpans finds the spans of s that name a product (see keepProducts):
// up to four capitalised words, with a model code after them or a trade
// mark among them.
func productSpans(s string) []span {
	var out []span
	for b := 0; b < len(s); b++ {
		if b > 0 && s[b-1] != ' ' || !isAlnum(s[b]) {
			continue
		}
		model := modelFollows(s, b) || modelCode(s, b)
		if !model && !isDigit(s[b]) {
			continue
		}
		first, words, named := makerRun(s, b)
		if words == 0 {
			continue
		}
		// Embraer Legacy 500: a round number after a maker the names data
		// does not hold, its first word
		round := !model && words >= 2 && !named && roundModel(s, b)
		if model || round {
			e := b
			run, longest := 0, 0
			for e < len(s) && (isAlnum(s[e]) || s[e] == '-' || s[e] == '.' && e+1 < len(s) && isAlnum(s[e+1])) {
				if run = 0; isLetter(s[e]) {
					run = e - strings.LastIndexFunc(s[:e], func(r rune) bool { return r > unicode.MaxASCII || !isLetter(byte(r)) })
				}
				longest = max(longest, run)
				e++
			}
			if longest <= 4 && e-b <= 12 {
				// LAPTOP-KWEBER7: a word in the code is a name's, not a
				// model's letters (S22, DHC-8-100, E195-E2); a long one is
				// an account's (GB39BBZA0743…)
				out = append(out, span{first, e, ""})
			}
		}
	}
	return append(out, markedProducts(s)...)
}

// makerRun reads the capitalised words that end one space before s[b:]
// (at most four, with a maker's particle: De Havilland; none when all are
// capitals): where the first starts, how many there are, and whether the
// names data holds the first.
func makerRun(s string, b int) (first, words int, named bool) {
	first = b
	for k := b; words < 4 && k >= 2 && s[k-1] == ' '; {
		a := k - 1
		for a > 0 && s[a-1] != ' ' {
			a--
		}
		w := s[a : k-1]
		r, _ := utf8.DecodeRuneInString(w)
		if w == "" || !unicode.IsUpper(r) || !isLetter(w[len(w)-1]) && w[len(w)-1] < utf8.RuneSelf {
			break
		}
		first, words, k = a, words+1, a
	}
	if last := strings.TrimSpace(s[max(first, strings.LastIndexByte(s[:max(b-1, 0)], ' ')+1):b]); words > 0 && (strings.ToUpper(s[first:b]) == s[first:b] || wordIn(idAbbrevs, strings.ToLower(last))) {
		// SFS F779, UI 1155A: capitals alone before a code are a plate's
		// or an account's letters, a maker's name has small letters; Acct
		// GB39…: an identifier's word names what follows
		words = 0
	}
	if words > 0 {
		w := strings.ToLower(s[first : first+firstWordLen(s[first:])])
		named = givenNameData(w) || surnameData(w)
	}
	return first, words, named
}

// roundModel reports a model's round number at s[b:]: three or four
// digits ending in 0, at a word's end.
func roundModel(s string, b int) bool {
	n := digitsAt(s, b)
	return (n == 3 || n == 4) && s[b+n-1] == '0' && wordEnds(s, b+n)
}

// markedProducts finds the runs of capitalised words among which one is
// marked as a trade mark (™, ®, ℠ glued to it).
func markedProducts(s string) []span {
	var out []span
	for _, m := range []string{"™", "®", "℠"} {
		eachAfter(s, m, func(end int) int {
			a := end - len(m)
			for a > 0 && s[a-1] != ' ' {
				a--
			}
			if r, _ := utf8.DecodeRuneInString(s[a:]); !unicode.IsUpper(r) {
				return end
			}
			first, _, _ := makerRun(s, a)
			e := end
			for e+1 < len(s) && s[e] == ' ' && isUpperASCII(s[e+1]) {
				e++
				for e < len(s) && s[e] != ' ' && !strings.ContainsRune(orgPunct, rune(s[e])) {
					e++
				}
			}
			out = append(out, span{first, e, ""})
			return e
		})
	}
	return out
}

func init() {
	// after every word rule and keepOrganisations (files' init functions
	// run in their names' order: productnames.go after organisations.go)
	wordRules = append(wordRules, keepProducts)
}

// keepProducts takes back the word rules' spans that lie inside a
// product's name (see productSpans).
func keepProducts(sc *scan) {
	if sc.wordFrom >= len(sc.out) {
		return
	}
	ps := productSpans(sc.s)
	if len(ps) == 0 {
		return
	}
	kept := sc.out[:sc.wordFrom]
	for _, sp := range sc.out[sc.wordFrom:] {
		if !((sp.ph == phName || sp.ph == phValue) && inside(ps, sp)) {
			kept = append(kept, sp)
		}
	}
	sc.out = kept
}

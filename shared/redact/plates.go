// Registration plates written in Arabic (ط ك د ٥٨٠٦: up to three single
// letters apart and a number, as Saudi and Gulf plates read): no word of
// any message is a run of single letters before a number, so the shape is
// a plate wherever it stands.

package redact

import (
	"unicode"
	"unicode/utf8"
)

// detectArabicPlates masks each Arabic plate in the text.
func detectArabicPlates(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		if r >= 0x600 && r <= 0x6ff && (i == 0 || s[i-1] == ' ' || s[i-1] < utf8.RuneSelf && !isAlnum(s[i-1])) {
			if j := arabicPlateAt(s, i); j > i && !arabicRangeAnd(s, i) {
				sc.add(i, j, phValue)
				i = j
				continue
			}
		}
		i += n
	}
}

// arabicRangeAnd reports the conjunction و written alone between two
// numbers, as a range is (بين 3 و 255, "between 3 and 255"): و joins
// the next word, and stands apart only before a figure; a plate's
// letters follow no number.
func arabicRangeAnd(s string, i int) bool {
	if !hasPrefix(s[i:], "و ") || i < 2 || s[i-1] != ' ' {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i-1])
	return r >= '0' && r <= '9' || r >= '٠' && r <= '٩' || r >= '۰' && r <= '۹'
}

// arabicPlateAt returns the end of an Arabic plate at s[i] (one to three
// single Arabic letters, each followed by a space, then one to four digits
// in Arabic-Indic or ASCII figures, or the number first), or i.
func arabicPlateAt(s string, i int) int {
	letters := func(j int) (int, int) {
		n := 0
		for n < 3 {
			r, k := decodeRune(s[j:])
			if !unicode.Is(unicode.Arabic, r) || !letterRune(r) {
				break
			}
			e := j + k
			if e < len(s) {
				if r2, _ := decodeRune(s[e:]); letterRune(r2) || unicode.Is(unicode.Mn, r2) {
					break // a word, not a single letter
				}
			}
			n++
			j = e
			if j < len(s) && s[j] == ' ' {
				j++
			} else {
				break
			}
		}
		return j, n
	}
	digits := func(j int) (int, int) {
		n := 0
		for j < len(s) && n < 5 {
			r, k := decodeRune(s[j:])
			if !(r >= '0' && r <= '9' || r >= '٠' && r <= '٩' || r >= '۰' && r <= '۹') {
				break
			}
			n++
			j += k
		}
		return j, n
	}
	j, nl := letters(i)
	if nl == 0 || j == i || s[j-1] != ' ' {
		return i
	}
	e, nd := digits(j)
	if nd < 1 || nd > 4 || nl+nd < 3 {
		return i
	}
	if e < len(s) {
		if r, _ := decodeRune(s[e:]); letterRune(r) || digitRune(r) {
			return i
		}
	}
	return e
}

// valuePlates masks a plate that starts a word inside the value at
// sc.s[a:b] and ends one (car: KTA 4493 in handle_request, vrn: 04저9902):
// a value runs on past its plate.
func valuePlates(sc *scan, a, b int) {
	s := sc.s[:b]
	for i := a; i < b; i++ {
		if i > a && s[i-1] != ' ' {
			continue
		}
		if !isAlnum(s[i]) && s[i] < utf8.RuneSelf {
			continue
		}
		j := plateAt(s, i)
		// HST-YJ-19:41: a line number or a port after the value's plate
		// (as accountValue reads bosuntokun:41) ends it too
		lineNo := j < b && s[j] == ':' && j+1 < b && countDigits(s[j+1:b]) == b-j-1
		if j > i && (j == b || lineNo || indexByte(" \t\n'\")]},;", s[j]) >= 0) && plateValue(s[i:j]) && !kbArticle(sc, s[i:j]) {
			sc.add(i, j, phValue)
			i = j
		}
	}
}

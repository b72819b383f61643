// Registration plates by their countries' structure, written as one value
// (a column, a quoted entry, a flag's argument): the letter and digit
// groups of each format, in the order and with the separators the country
// prints them. A program's code is letters then a number (SKU-1182,
// ORA-01555); these formats put letters after the digits or between them.

package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// plateClasses writes the class of each character of a plate: 'L' a capital
// letter (Latin or Cyrillic, as plates in Cyrillic countries print the
// letters both alphabets share, or Greek, as Greece's print the letters
// Greek shares with Latin: ΙΚΥ-4821), 'D' a digit, the separator itself
// otherwise.
func plateClasses(v string) (string, bool) {
	out := make([]byte, 0, len(v))
	for _, r := range v {
		switch {
		case r >= '0' && r <= '9':
			out = append(out, 'D')
		case upperRune(r) && (scriptOf(r) == latin || scriptOf(r) == cyrillic || scriptOf(r) == greek):
			out = append(out, 'L')
		case r == ' ' || r == '-':
			out = append(out, byte(r))
		default:
			return "", false
		}
		if len(out) > 12 {
			return "", false
		}
	}
	return string(out), true
}

// nationalPlateShapes are the plate formats no program's code takes, each
// written with and without its separators:
//
//	LLDDDDLL   Ukraine, Russia's neighbours (BA 3661 CA, AX7719KM)
//	LDDDLLDD   Russia (А123ВС 77, with its region)
//	LLL-DLDD   Brazil and the Mercosur (RIO2A18, QWE-1R23)
//	DDDD LLL   Spain since 2000 (4821 KLM)
//	LLDD LLL   the United Kingdom since 2001 (BD51 SMR)
//	LLL LLDD   Poland: a district and four signs of letters and digits
//	           (KRA 1AB2, WPI DD41)
var nationalPlateShapes = []string{
	"LLDDDDLL", "LL DDDD LL", "LL-DDDD-LL",
	"LDDDLLDD", "LDDDLLDDD", "LDDDLL DD", "LDDDLL DDD",
	"LLLDLDD", "LLL-DLDD", "LLL DLDD",
	"DDDD LLL", "DDDD-LLL", "DDDDLLL",
	"LLDD LLL",
	"LLL LLDD", "LLL DDLL", "LLL DLDD", "LLL LDDD", "LLL DDDL", "LLL DLLD", "LL DDDDL", "LL DDLDD", "LL DLLDD",
}

// nationalPlate reports a whole value in one of nationalPlateShapes.
func nationalPlate(v string) bool {
	if len(v) < 7 || len(v) > 24 {
		return false
	}
	cls, ok := plateClasses(v)
	if !ok {
		return false
	}
	for _, s := range nationalPlateShapes {
		if cls == s {
			if w := v[len(v)-3:]; s[0] == 'D' && s[len(s)-1] == 'L' && (!consonantsOnly(w) || plateWordOfCode(w, true)) {
				// Spanish plates use no vowels (4821 KLM), so a number
				// and a word (2024 API, 1080 HDR…) is not one
				return false
			}
			return true
		}
	}
	return false
}

// consonantsOnly reports ASCII capitals none of which is a vowel.
func consonantsOnly(w string) bool {
	for i := 0; i < len(w); i++ {
		switch w[i] {
		case 'A', 'E', 'I', 'O', 'U':
			return false
		}
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return w != ""
}

// plateRune reports a capital letter of a plate outside ASCII: a Latin
// capital with a diacritic (MÜ-BX-3865, LÖ-LW-8688, as German districts
// are written) or a Cyrillic one (Х857НО).
func plateRune(r rune) bool {
	return r >= utf8.RuneSelf && upperRune(r) && (scriptOf(r) == cyrillic || scriptOf(r) == latin)
}

// prefixedSerial reports groups that are codes of letters before a serial
// number of five digits or more (DE-SND-000418, EU-INV-20931): a
// program's numbering; plates of three groups end in four digits at most.
func prefixedSerial(groups []string) bool {
	if len(groups) < 3 {
		return false
	}
	last := groups[len(groups)-1]
	if len(last) < 5 || countDigits(last) != len(last) {
		return false
	}
	for _, g := range groups[:len(groups)-1] {
		if countDigits(g) != 0 {
			return false
		}
	}
	return true
}

// plateWordOfCode reports a plate's group of letters, as written, that is
// a word of code, of the technical vocabulary or of error messages (hdr,
// tcp, HTTP 500, 12 MB, 200 OK): the number is a quantity or a status.
// Three capitals the code vocabulary holds only as one of its many short
// tokens (LBZ, XMC) are no such word: three capitals and a number are a
// plate in half the world, so they must be an acronym of the man pages, or
// a technical term after the number (5 TPS).
func plateWordOfCode(g string, afterNumber bool) bool {
	lg := strings.ToLower(g)
	if errWord(lg) {
		return true
	}
	if len(g) == 3 && allUpper(g) {
		return wordlist.Acronym(g) || afterNumber && wordlist.Tech(lg)
	}
	return wordlist.Code(lg) || wordlist.Tech(lg)
}

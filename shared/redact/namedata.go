// The names data, asked as texts write names: in the word's own script,
// transliterated from Cyrillic and Greek, without the marks of its letters,
// and two words together as a given name and a surname.

package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// personName reports a word that the names data knows as a given name or a
// surname and no dictionary knows as a word: Olivia, Karaoğlu, Nakamura.
func personName(w string) bool {
	lw := strings.ToLower(w)
	if !givenNameData(lw) && !surnameData(lw) && !givenName(lw) {
		return false
	}
	return !knownWord(w)
}

// givenNameData and surnameData ask the names data, in the word's own
// script and, for Cyrillic and Greek, in its Latin transliteration (the
// datasets write Ivan and Petrov, texts write Иван and Петров). A Thai run
// opening with its negation is none (thainegation.go).
func givenNameData(lw string) bool {
	if thaiNegated(lw) {
		return false
	}
	return wordlist.GivenName(lw) || translit(lw, wordlist.GivenName) || unmarkedHas(lw, wordlist.GivenName)
}

func surnameData(lw string) bool {
	if thaiNegated(lw) {
		return false
	}
	return wordlist.Surname(lw) || translit(lw, wordlist.Surname) || unmarkedHas(lw, wordlist.Surname)
}

// unmarkedHas asks f about lw without the marks of its letters, when it has
// any (dương: duong).
func unmarkedHas(lw string, f func(string) bool) bool {
	u, ok := unmarked(lw)
	return ok && f(u)
}

// translit asks f about the Latin transliteration of a Cyrillic or Greek
// word (and, for a Slavic surname, of its masculine form: Петрова, Petrov).
func translit(lw string, f func(string) bool) bool {
	r, _ := decodeRune(lw)
	if r < utf8.RuneSelf || scriptOf(r) != cyrillic && scriptOf(r) != greek {
		return false
	}
	var b strings.Builder
	for _, c := range lw {
		t, ok := latinOf[c]
		if !ok {
			return false
		}
		b.WriteString(t)
	}
	l := b.String()
	if f(l) {
		return true
	}
	for _, suf := range []string{"ova", "eva", "ina", "aya", "ska"} {
		if base, ok := cutSuffix(l, suf); ok && len(base) >= 2 && f(base+suf[:len(suf)-1]) {
			return true
		}
	}
	return false
}

// latinOf transliterates the lower-case Cyrillic (Russian, Ukrainian) and
// Greek letters as the names datasets spell them.
var latinOf = runePairMap(
	"а:a б:b в:v г:g ґ:g д:d е:e ё:e є:ye ж:zh з:z и:i " +
		"і:i ї:yi й:y к:k л:l м:m н:n о:o п:p р:r с:s т:t " +
		"у:u ф:f х:kh ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e " +
		"ю:yu я:ya " +
		"α:a ά:a β:v γ:g δ:d ε:e έ:e ζ:z η:i ή:i θ:th ι:i " +
		"ί:i ϊ:i κ:k λ:l μ:m ν:n ξ:x ο:o ό:o π:p ρ:r σ:s " +
		"ς:s τ:t υ:y ύ:y φ:f χ:ch ψ:ps ω:o ώ:o ")

// namePair reports two capitalised words that together read as a person's
// name although each may be a word ("Frank Winter", "Rose Baker"): a given
// name followed by a surname. A language's function word is no given name
// there ("Die Regel", "La Tabla"), though the names data holds it.
func namePair(first, second string) bool {
	if len(first) < 2 || len(second) < 2 {
		return false
	}
	lf, ls := strings.ToLower(first), strings.ToLower(second)
	if stopWords[lf] || stopWords[ls] || wordIn(thingNouns, ls) || productName(lf) || wordlist.FunctionWord(lf) {
		return false
	}
	return (givenNameData(lf) || givenName(lf)) && surnameData(ls)
}

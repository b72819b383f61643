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
	// either word may be in one of the cases of the Balto-Slavic
	// languages (Jana Kowalskiego, Piotra Nowaka, Anny Nowak, Jono
	// Kazlausko, Jāņa Bērziņa): the names data holds the nominative
	return (givenNameData(lf) || givenName(lf) || caseStemHas(lf, givenCaseEndings, givenNameData)) &&
		(surnameData(ls) || finnishSurnameForm(ls) || caseStemHas(ls, surnameCaseEndings, surnameData))
}

// surnameCaseEndings pair a case ending of a surname in Polish, Czech,
// Slovak, Lithuanian, Latvian and Estonian with its nominative's, each
// "ending>nominative" and space-separated, longest first where one ends
// another: an adjective's genitive, dative, instrumental and feminine
// forms (kowalsk|iego, nov|ého, kowalsk|iej), a noun's genitive,
// dative and instrumental (nowak|a, nowak|owi, novák|ovi, nowak|iem),
// Lithuanian's genitive, dative and accusative and its wives' and
// daughters' names (kazlausk|o, kazlausk|ui, kazlausk|ienė,
// kazlausk|aitė), Latvian's genitive (bērziņ|a: bērziņš), Estonian's
// genitive (tamm|e).
const surnameCaseEndings = "kiego>ki kiemu>ki kiej>ka kim>ki ką>ka ého>ý ému>ý ým>ý ou>á ienės>as ienė>as aitės>as aitė>as iui>is io>is " +
	"owi>_ ovi>_ iem>_ em>_ om>_ ui>as ą>as o>as a>_ a>š a>s u>_ e>_ "

// givenCaseEndings do the same for a given name: a man's genitive and
// dative (piotr|a, piotr|owi; Lithuanian jon|o, Latvian jāņ|a: jānis), a
// woman's genitive, dative and accusative (ann|y, mari|i, ann|ie, ann|ę:
// anna, maria).
const givenCaseEndings = "owi>_ ovi>_ ui>as ie>a ę>a ą>a y>a i>a o>as a>_ a>is "

// caseStemHas reports lw, a word in a case form, whose nominative by one
// of endings (caseEndings' form) has reports, with three letters or more
// before the ending.
func caseStemHas(lw, endings string, has func(string) bool) bool {
	for rest := endings; rest != ""; {
		pair, more, _ := cut(rest, " ")
		rest = more
		end, nom, _ := cut(pair, ">")
		stem, ok := cutSuffix(lw, end)
		if !ok || runeCount(stem) < 3 {
			continue
		}
		if nom == "_" {
			nom = ""
		}
		if has(stem + nom) {
			return true
		}
	}
	return false
}

// finnishSurnameForm reports a word shaped as a third of Finland's
// surnames are, a stem ending in a vowel and the diminutive -nen (Virtanen,
// Korhonen, Hämäläinen), or that name's genitive in -sen (Virtasen,
// Niemisen): the names data holds few of them, and after a given name the
// shape is a surname's (a word so formed is an adjective, not capitalised
// after a name).
func finnishSurnameForm(lw string) bool {
	stem, ok := cutSuffix(lw, "nen")
	if !ok {
		stem, ok = cutSuffix(lw, "sen")
	}
	if !ok || runeCount(stem) < 3 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(stem)
	return containsRune("aeiouyäö", r)
}

// NameData reports a word, in lower case, that the name rules read as a
// person's name in the names data: as written, without its letters'
// marks, transliterated from Cyrillic or Greek (givenNameData,
// surnameData), a well-known given name (givenName), in a Brahmic word's
// Latin spellings (indicNameIs) or a Georgian or Armenian word's
// (caucasusRead). knowgen leaves such a word out of the words it makes
// known for the languages no dictionary holds (mwwords.fuse), so that no
// word it writes hides a name those rules would find.
func NameData(lw string) bool {
	if givenNameData(lw) || surnameData(lw) || givenName(lw) {
		return true
	}
	if indicNameIs(lw, wordlist.GivenName) || indicNameIs(lw, wordlist.Surname) {
		return true
	}
	l, ok := caucasusRead(lw)
	return ok && (wordlist.GivenName(l) || wordlist.Surname(l))
}

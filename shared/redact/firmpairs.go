package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// A firm is named after two partners by their surnames joined by a hyphen
// (Kirk-Taylor, Bentley-Perez, Батюк-Дуплій); a person with a double
// surname is written with a given name before it (Anna Kirk-Taylor) or
// after a title or a person's noun (Mr Kirk-Taylor, customer Kirk-Taylor);
// in Hebrew (רוזן-חמדאן) the names data must hold both parts as surnames.
// thingSpans keeps such a pair standing alone: no name word before or
// after it, and no key, title or person's noun before it.
//
// firmPair reports the pair itself: both parts capitalised words of one
// cased script, one at least a surname the names data holds (its Cyrillic
// and Greek surnames are few: a Greek one may show it by its ending,
// greekSurname), and neither a common given name or one the
// data holds as a given name only (Anna-Lena, Jean-Luc are a person's);
// or a name and a country's (Billa-Україна, Metro-Polska). After a
// business partner's noun (biz), one part may be a common given name that
// is a common surname too (partner Thomas-Thompson).
func firmPair(w string, biz bool) bool {
	a, b, ok := cut(w, "-")
	if !ok || contains(b, "-") {
		return false
	}
	if hebrewPair(a, b) || arabicPair(a, b) || indicPair(a, b) {
		return true
	}
	surnames, given, country := 0, 0, false
	for i, p := range [...]string{a, b} {
		r, _ := decodeRune(p)
		// Billa-Україна: a company writes its country after its name as
		// after a partner's (the names data holds Україна as a given
		// name: see companyHit), in its own script too
		country = i == 1 && countryForm(strings.ToLower(p))
		if runeCount(p) < 3 || !upperRune(r) || !oneScript(p) {
			return false
		}
		lp := strings.ToLower(p)
		if i == 0 && !country && scriptOf(r) == latin && givenNameData(lp) && !wordlist.FamilyFirst(unaccented(lp)) {
			// Monica-Lambert, Cathy-Miller: a given name first that is no
			// common family's name (the census counts Monica among
			// nobody's surnames, Wallace among many) is a person's
			// handle, given name first, though the names data holds it
			// as a surname somewhere too
			return false
		}
		if orgFirstName(p) && !country {
			// partner Thomas-Thompson, Lawrence-Mills: after a business
			// partner's noun, a given name that is a common surname too
			// may be a partner's; it counts for no surname, and two such
			// (Thomas-Lawrence) are a person's given names. Elsewhere
			// a compound given name (Paul-Henri) is a person's
			if given++; !biz || given > 1 || !wordlist.CommonSurname(lp) {
				return false
			}
			continue
		}
		if surnameData(lp) || greekSurname(lp) || country {
			surnames++
		}
	}
	ra, _ := decodeRune(a)
	rb, _ := decodeRune(b)
	return surnames > 0 && (scriptOf(ra) == scriptOf(rb) || country)
}

// hebrewPair reports a firm's pair in Hebrew, which has no capitals to
// tell a name from a word (רוזן-חמדאן): both parts surnames of the names
// data (semsurname.fuse, Israel's CBS) that are no word of the message,
// the first no given name of the data either (יוסי-כהן, משה-לוי are a
// person's handle, given name first; many surnames are given names too,
// חמדאן, and stand second).
func hebrewPair(a, b string) bool {
	for i, p := range [...]string{a, b} {
		if runeCount(p) < 2 || !allHebrew(p) || semWord(p) {
			return false
		}
		// כץ-חאג': Hebrew spells Arabic's and loans' sounds with a geresh
		// after ג, ז, צ and a few more, written as an apostrophe that the
		// caller trims off the pair's end as a quote; the data holds it
		last, _ := utf8.DecodeLastRuneInString(p)
		if !wordlist.SemSurname(p) && (i == 0 || !containsRune(gereshLetters, last) || !wordlist.SemSurname(p+"'")) {
			return false
		}
	}
	return !wordlist.SemGivenName(a)
}

// arabicPair reports a firm's pair in Arabic, which has no capitals
// either (المغاولة-الراشد): both parts family names behind the article,
// which Arabic writes on no given name, one at least a surname of the
// names data (semsurname.fuse: arabnamer's and Wikidata's), neither a word
// of the message nor a given name of the data (الياس). A given name first
// (طالب-الجابر) is a person's handle.
func arabicPair(a, b string) bool {
	surnames := 0
	for _, p := range [...]string{a, b} {
		rest, art := cutPrefix(p, "ال")
		if !art || runeCount(rest) < 3 || !allScript(p, unicode.Arabic) || semWord(p) || wordlist.SemGivenName(p) {
			return false
		}
		if wordlist.SemSurname(p) || wordlist.SemSurname(rest) {
			surnames++
		}
	}
	return surnames > 0
}

// indicPair reports a firm's pair in Devanagari or Bengali (पाण्डेय-शर्मा):
// both parts surnames of the names data read in Latin letters
// (indicNameIs: Sharma, Pandey), neither a word the script's dictionaries
// or catalogues know nor a given name (सरकार-शर्मा, Sarkar and Sharma). The Latin
// spelling misses many given names (শুভশ্রী-ঘোষ), so one surname and an
// unknown word stay a person's.
func indicPair(a, b string) bool {
	for _, p := range [...]string{a, b} {
		if runeCount(p) < 3 || !allScript(p, indicNameScripts...) || wordlist.Known(p) || wordlist.Template(p) || indicNameIs(p, wordlist.GivenName) || !indicNameIs(p, wordlist.Surname) {
			return false
		}
	}
	return true
}

// allScript reports a word of letters and marks of the scripts alone.
func allScript(w string, tables ...*unicode.RangeTable) bool {
	for _, r := range w {
		if !unicode.In(r, tables...) || !letterRune(r) && !unicode.Is(unicode.M, r) {
			return false
		}
	}
	return w != ""
}

// gereshLetters take a geresh to spell a sound Hebrew has no letter for
// (ג' j, ז' zh, צ' ch; ת' ד' ח' ע' Arabic's th, dh, kh, gh).
const gereshLetters = "גזצתדחע"

// allHebrew reports a word of Hebrew letters alone, a geresh (an
// apostrophe or ׳) after one of them too (ג'אבר).
func allHebrew(w string) bool {
	for k, r := range w {
		if !unicode.Is(unicode.Hebrew, r) || !letterRune(r) {
			if k == 0 || r != '\'' && r != '׳' {
				return false
			}
		}
	}
	return true
}

// greekSurnameEndings are the endings of Greek family names, the regions'
// patronymic and origin suffixes in their men's and women's (genitive)
// forms: -άκης/-άκη (Crete), -όπουλος/-οπούλου (Peloponnese), -ίδης/-ίδου,
// -ιάδης/-ιάδου, -άδης/-άδου (Pontus, Asia Minor), -άτος/-άτου (Ionian
// islands), -έας (Mani), -ούδης/-ούδη, -όγλου. Given names do not end so.
var greekSurnameEndings = [...]string{"άκης", "άκη", "όπουλος", "οπούλου", "ίδης", "ίδου", "ιάδης", "ιάδου", "άδης", "άδου", "άτος", "άτου", "έας", "ούδης", "ούδη", "όγλου"}

// greekSurname reports a folded Greek word of five letters or more with a
// family name's ending (Ταξίδου, Μαρκαντωνάκη).
func greekSurname(lw string) bool {
	if runeCount(lw) < 5 {
		return false
	}
	for _, e := range greekSurnameEndings {
		if hasSuffix(lw, e) {
			return true
		}
	}
	return false
}

// unaccented is lw without the marks of its letters (Léon: leon), as the
// census writes names.
func unaccented(lw string) string {
	if u, ok := unmarked(lw); ok {
		return u
	}
	return lw
}

// hyphenedPerson reports a given name and a surname joined by one hyphen
// (Mary-Young, Cengiz-Fliegner), both capitalised: the first a given name
// of the names data, the second a surname of it or a word no dictionary
// knows, and no firm's pair (firmPair: Kirk-Taylor) nor a compound of two
// words (Max-Age, Keep-Alive).
func hyphenedPerson(w string) bool {
	a, b, _ := cut(w, "-")
	if len(a) < 2 || len(b) < 3 || !startsUpper(a) || !startsUpper(b) || !plainWord(a) || !plainWord(b) || indexByte(b, '-') >= 0 ||
		knownWord(a) && knownWord(b) && !givenName(strings.ToLower(a)) {
		return false
	}
	return (namePair(a, b) || givenNameData(strings.ToLower(a)) && !knownWord(b)) && !firmPair(w, false)
}

// A value that is a whole name: two or three words that stand alone in a
// value's place (a quoted string, a key's value, a line's tail) and are
// written as a person's name is written. Such a value is one person, so
// when one word of it reads as a name the others are that person's too,
// though a dictionary holds them (Hormisdas Masini, Dewi Kamers, Aline
// Deraspe, Գալուստ Ազարիկյան, সৌমিক মজুমদার), with a surname's particle
// between them (Salvação de Ayrosa).

package redact

import (
	"strings"
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// wholeName reports a value v (trimmed) of two or three words of one
// script, each cased as a name is in a cased script, that is a person's
// name: one word is masked on its own (no word of any language, or a name
// the data holds that no dictionary does), or one is a name of the names
// data and none is a common English word but a given name (Rose Gold and
// Victoria Station name no one). A word of the error-message vocabulary
// (Not Found, Bad Request, Ungültiger Wert) makes it a message, unless the
// word is a name and the only such word (Will, Ed). A caseless script tells
// no message word from a name but by the names data: two words of it, one
// masked, are one person.
func wholeName(v string, dom script, ours codeSet) bool {
	if n := strings.Count(v, " "); len(v) > 96 || n > 2 || n == 0 { // two words or more, counted before the split
		return false
	}
	f := split(v, " ")
	if len(f) < 2 {
		return false
	}
	sc, cased := script(255), false
	masked, named, vocab, particles := 0, 0, 0, 0
	for i, w := range f {
		if i > 0 && i < len(f)-1 && cased && particle(w) {
			particles++ // Salvação de Ayrosa: a surname's particle between the words
			continue
		}
		r, _ := decodeRune(w)
		if !nameLetters(w) {
			return false
		}
		s := scriptOf(r)
		if sc == 255 {
			sc, cased = s, upperRune(r)
		} else if s != sc {
			return false
		}
		if s == cjk || s == hangul {
			return false // caselessNamePair's
		}
		if cased != upperRune(r) || cased && strings.ToUpper(w) == w {
			return false // HTTP Error, a word in lower case: no name
		}
		if !cased && (s == latin || s == cyrillic || s == greek) {
			return false
		}
		lw := strings.ToLower(w)
		data := givenNameData(lw) || surnameData(lw) || givenName(lw)
		v := judgeToken(w, dom, false, ours)
		if a, b, ok := cut(w, "-"); ok && (personName(a) || personName(b)) {
			// Ossola-Pizzamano: a surname beside a dictionary's word reads
			// as a program's name (grace-period) alone; in a whole name's
			// place a double surname's part the names data holds and no
			// dictionary does masks it
			v = tokMask
		}
		switch v {
		case tokMask:
			masked++
		case tokWord, tokCode, tokPerson:
			// Dezdemóna Cseh: after a word no language holds, a last
			// word only another language's dictionary or a catalogue
			// holds is the surname (cseh, Hungarian for Czech), not
			// English or code
			if !data && (cased || len(f) > 2) && !(i == 1 && len(f) == 2 && masked > 0 && v == tokWord && !wordlist.Common(lw) && !wordlist.Tech(lw)) {
				return false
			}
			vocab++
		case tokOtherWord:
			// Der Pfad|spezifikator, Die Satz|art: a capitalised word
			// known only as a compound or a form of known words, no
			// names data, after a language's function word (an
			// article) is a noun, not a surname after a particle
			if !data && cased && i == 1 && wordlist.FunctionWord(strings.ToLower(f[0])) {
				return false
			}
		}
		if data {
			named++
		}
		if s == latin && wordlist.Common(lw) && !givenNameData(lw) && !givenName(lw) {
			return false
		}
		// a product's name (Victoria Station, Julia Lang) unless it is a
		// given name before a surname of the names data (Victoria Smith)
		if wordIn(thingNouns, lw) || productName(lw) && !(len(f) == 2 && namePairText(f[0]+" "+f[1])) {
			return false
		}
	}
	if vocab > 1 {
		return false
	}
	if !cased && sc == dom && len(f) > 2 {
		return false // three words of the text's own caseless script: a phrase
	}
	if particles > 0 {
		// Costa del Sol, Banco de Portugal: places and firms are named
		// with particles too; a word no language holds says a person
		return masked > 0
	}
	return masked > 0 || cased && named > 0
}

// nameLetters reports a word of letters (and their marks) with an
// apostrophe or a hyphen inside at most: Баб'як, Viviani-Turchi, মজুমদার.
func nameLetters(w string) bool {
	if runeCount(w) < 2 {
		return false
	}
	for i, r := range w {
		switch {
		case letterRune(r) || unicode.Is(unicode.M, r):
		case (r == '\'' || r == '’' || r == 'ʼ' || r == '-') && i > 0 && i < len(w)-1:
		default:
			return false
		}
	}
	return true
}

// caselessWord reports a word of a script without capitals and without
// spaces' absence (not Han, Kana or Hangul): Arabic, Hebrew, Thai, the
// Indic scripts, Georgian.
func caselessWord(w string) bool {
	r, _ := decodeRune(w)
	switch scriptOf(r) {
	case latin, cyrillic, greek, cjk, hangul:
		return false
	}
	return !upperRune(r) && nameLetters(w)
}

// namePartKeys are the words before "name" in a key that names a person's
// name whatever noun heads it (full_name, display name, holder_name), and
// the parties of a claim, a gift or a loan the person nouns lack.
const namePartKeys = " full first given last family sur middle display real legal birth maiden holder cardholder account billing shipping contact " +
	"claimant beneficiary insured donor borrower debtor payer payee signer signatory traveller traveler visitor attendee "

// personNameKeyAt reports a key before the value at s[a:] that names a
// person's name: "name" after a person's noun or a name's part, joined
// (customer_name, X-Claimant-Name, full-name) or apart (claimant name
// "…", billing_details.name=…).
func personNameKeyAt(s string, a int) bool {
	k, j := keySpan(s, a, 48)
	key := strings.ToLower(s[k:j])
	if !hasSuffix(key, "name") {
		return false
	}
	head := strings.TrimRight(key[:len(key)-len("name")], "_-")
	if head == "" && k > 1 && (s[k-1] == ' ' || s[k-1] == '.') {
		// the word before the key, apart or dotted
		h, e := keySpan(s, k-1, 32)
		head = strings.ToLower(s[h:e])
	}
	// any part of the head (billing_details, x-claimant)
	for _, p := range strings.FieldsFunc(head, func(r rune) bool { return r == '_' || r == '-' }) {
		if nameNouns.has(p) && !weakNoun(p) || partyNoun(p) || personNounKey(p) || wordIn(namePartKeys, p) {
			return true
		}
	}
	return false
}

// keyedPersonName reports a value under a person's name key
// (personNameKeyAt) of two or three capitalised words whose first is a
// given name: the key says whose it is, so words a dictionary holds
// (Victoria Stone, Will Power, Grace Church) are the person's surname, as
// wholeName cannot say of them alone.
func keyedPersonName(t string) bool {
	f := strings.Fields(t)
	if len(f) < 2 || len(f) > 3 {
		return false
	}
	for _, w := range f {
		r, _ := decodeRune(w)
		if !nameLetters(w) || !upperRune(r) || strings.ToUpper(w) == w || wordIn(thingNouns, strings.ToLower(w)) || wordlist.ErrorWord(strings.ToLower(w)) {
			return false
		}
	}
	lf := strings.ToLower(f[0])
	return givenNameData(lf) || givenName(lf)
}

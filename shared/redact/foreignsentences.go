package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// A translated message in a caseless script inside another script's text
// (an English log line quoting Chrome's "This site can't be reached" in
// Punjabi: ਇਸ ਸਾਈਟ ਤੱਕ ਪਹੁੰਚਿਆ ਨਹੀਂ ਜਾ ਸਕਦਾ) is a sentence of that
// language, not a name: where the dictionaries lack one of its words, the
// words around it say what it is.

// minForeignSentence is the fewest words of one script, one space apart,
// that read as a sentence: a person's name is two or three.
const minForeignSentence = 4

// foreignSentenceWord reports a word at s[a:b] of a script without
// capitals (the Brahmic scripts, Sinhala, Georgian, Ethiopic, Arabic,
// Hebrew…; not Han, Hangul, Thai or the scripts written without spaces,
// which have rules of their own) that the knowledge does not hold and the
// names data does not either, standing in a run of minForeignSentence
// words or more of its script, one space apart, of which two or more, and
// half or more, are words the knowledge holds and the names data does
// not: the sentence's own word, which the rule for another script's
// unknown words would mask as a name. An Arabic-script or Hebrew word's
// names are words of the language as often (جمال, beauty and Jamal) and
// the given-name and surname filters hold none of them: there the names
// data is asked as the Semitic and Persian name rules ask it (semNamed),
// so a name in such a sentence (יעל כהן, نرگس محمدی) stays masked, and
// the rules of semnames.go and persiannames.go read the sentence as they
// did.
func foreignSentenceWord(s string, a, b int) bool {
	w := strings.Trim(s[a:b], ".,;:!?()[]{}'\"’“”।॥։")
	if w == "" {
		return false
	}
	vs := scriptOf(firstRune(w))
	if vs.cased() || vs == cjk || vs == hangul || vs == thai || unspacedLetter(firstRune(w)) {
		return false
	}
	semitic := vs == arabic || vs == hebrew
	if lw := lowerRunes(w); givenNameData(lw) || surnameData(lw) || semitic && semNamed(w) {
		return false
	}
	words, known := 0, 0
	count := func(t string) bool {
		t = strings.Trim(t, ".,;:!?()[]{}'\"’“”।॥։")
		if words >= 16 || t == "" || scriptOf(firstRune(t)) != vs {
			return false
		}
		for _, r := range t {
			if r < 0x80 {
				return false // glued to code: no sentence's word
			}
		}
		words++
		if lt := lowerRunes(t); scriptWordKnown(t) && !givenNameData(lt) && !surnameData(lt) && !(semitic && semNamed(t)) {
			known++
		}
		return true
	}
	count(s[a:b])
	neighbourWords(s, a, b, 16, count)
	return words >= minForeignSentence && known >= 2 && known*2 >= words
}

// semNamed reports a word of the Arabic or Hebrew script that the names
// data holds as the Semitic and Persian name rules read it: a given name
// or surname of Arabic and Hebrew (an Urdu word in Arabic's spelling too),
// behind the one-letter prefixes Arabic and Hebrew write on to a word, a
// "servant of" compound, a Persian given name (an Urdu word in Persian's
// spelling) or surname; a common word too or not.
func semNamed(w string) bool {
	urdu := strings.ContainsFunc(w, urduLetter)
	named := func(w string) bool {
		return semHas(wordlist.SemGivenName, w, urdu) || semHas(wordlist.SemSurname, w, urdu) || abdCompound(w) ||
			wordlist.FaGivenName(faSpelling(w)) || wordlist.SemGivenName(toArabic.Replace(w)) || wordlist.SemSurname(toArabic.Replace(w))
	}
	if named(w) || faSurname(w) {
		return true
	}
	if n := semPrefix(w); n > 0 && named(w[n:]) {
		return true
	}
	n := hebrewPrefix(w)
	return n > 0 && named(w[n:])
}

// smallCasedClause reports a word at s[a:b] of a cased script other than
// Latin (Cyrillic, Greek, Armenian) that opens with a small letter and
// stands among words of its script, one space apart, one of them a word
// the knowledge holds and the names data does not, or four or more: a
// sentence of that language (не може да се поврзе со сервисот), whose
// words its writers set in small letters while a person's name takes its
// capital. A name written small and alone (γιώργος παπαδόπουλος, иван
// иванович петров) stays the rule's.
func smallCasedClause(s string, a, b int) bool {
	r, _ := decodeRune(s[a:b])
	sc := scriptOf(r)
	if !lowerRune(r) || sc == latin || !sc.cased() {
		return false
	}
	if lw := lowerRunes(s[a:b]); givenNameData(lw) || surnameData(lw) {
		return false
	}
	words, known := 0, false
	count := func(t string) bool {
		t = strings.Trim(t, ".,;:!?()[]{}'\"’“”«»")
		if t == "" || scriptOf(firstRune(t)) != sc {
			return false
		}
		words++
		if lt := lowerRunes(t); !known && scriptWordKnown(t) && !givenNameData(lt) && !surnameData(lt) {
			known = true
		}
		return true
	}
	// the word's own token, then its neighbours, one space apart, at most
	// a few on each side
	ta, tb := a, b
	for ta > 0 && s[ta-1] != ' ' && s[ta-1] != '\n' {
		ta--
	}
	for tb < len(s) && s[tb] != ' ' && s[tb] != '\n' {
		tb++
	}
	count(s[ta:tb])
	neighbourWords(s, ta, tb, 4, count)
	return words >= 2 && known || words >= 4
}

// neighbourWords hands count the words one space apart before s[a:b],
// nearest first, then those after it, at most max on each side, and
// stops on a side at a line's end or where count says no.
func neighbourWords(s string, a, b, max int, count func(string) bool) {
	for i, n := a, 0; i > 1 && s[i-1] == ' ' && n < max; n++ {
		k := strings.LastIndexByte(s[:i-1], ' ') + 1
		if nl := strings.LastIndexByte(s[k:i-1], '\n'); nl >= 0 {
			k += nl + 1
		}
		if k >= i-1 || !count(s[k:i-1]) {
			break
		}
		i = k
	}
	for j, n := b, 0; j+1 < len(s) && s[j] == ' ' && n < max; n++ {
		e := j + 1
		for e < len(s) && s[e] != ' ' && s[e] != '\n' {
			e++
		}
		if e == j+1 || !count(s[j+1:e]) {
			break
		}
		j = e
	}
}

// sentenceWordBeside reports a word of another script than the text's,
// standing beside a word masked as a name, that is its sentence's word and
// no part of the name: in a script without capitals (Devanagari, Tamil,
// Telugu, Bengali, Ethiopic, Arabic, Hebrew…) a word the knowledge holds
// and the names data does not (से, లో, ላይ, نہیں: a postposition, a verb's
// auxiliary, a noun of the message), in a cased one such a word written
// small, as a sentence writes its words and no name is (может, быть). The
// unknown word beside it stays masked; a name's word that is a word too
// (جمال, Шелест) is one the names data holds, or takes its capital.
func sentenceWordBeside(w string) bool {
	w = strings.Trim(w, ".,;:!?()[]{}'\"’“”«»।॥։።፡፦")
	r := firstRune(w)
	if w == "" || r < 0x80 {
		return false
	}
	sc := scriptOf(r)
	if sc == latin || sc == cjk || sc == hangul || sc.cased() && !lowerRune(r) {
		return false
	}
	for _, c := range w {
		if c < 0x80 {
			return false // glued to code
		}
	}
	lw := lowerRunes(w)
	if !scriptWordKnown(w) || givenNameData(lw) || surnameData(lw) {
		return false
	}
	return !((sc == arabic || sc == hebrew) && semNamed(w))
}

// personNounAt reports a person's noun or role (customer, Author,
// reviewer, patient) one space before the word at s[a:]: the word there
// opens the person's name, known word or not. A key's colon is no such
// noun (स्थिति: तालिका…).
func personNounAt(s string, a int) bool {
	if a < 2 || s[a-1] != ' ' {
		return false
	}
	lw := strings.ToLower(strings.Trim(s[lastIndexByte(s[:a-1], ' ')+1:a-1], orgPunct))
	return nameNouns.has(lw) && !weakNoun(lw) || wordIn(personRoleWords, lw)
}

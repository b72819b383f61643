// The rest of a name. A rule that masks one word of a person's name (the
// given name the names data knows, the surname no dictionary holds) leaves
// the other words of the same name when they are also words of some
// language: "Katarine [value] Blecher", "[value] Leão", "Cappi [value]",
// "маркова.[name].[name]". A name is leaked when any part of it comes
// through, so the words that stand with a masked name are masked with it:
//
//   - the parts of the same compound (ivan.petrov, жито_базилевич,
//     αχιλλεία-παρασκευή-παυλίδου), letters only;
//   - the word beside it across one space, when that word is written in
//     another script than the text (a name in Cyrillic inside an English
//     message is no word of the message) and is no known word of that
//     script's sentence (sentenceWordBeside: से, नहीं, может stay, but
//     after a person's noun or role the name's words are taken, known or
//     not), or, in the text's own script, is
//     capitalised as names are next to a capitalised name (cased scripts
//     only: in a caseless one the message's own words are too often
//     unknown as written).
//
// A word of the template (an error word, a catalogue word, a function
// word), a company's legal form or a thing after it (Watkins LLC) is never
// taken; a word before the name is taken only where a value opens (after a
// bracket, a quote, "=", ">", "|"), not at a sentence's start ("User
// [name]"); at the text's start only when no dictionary or catalogue holds
// it or the names data does (sentenceStartWord: Bestellung [name]).

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() {
	// after every word rule: it extends what they found
	wordRules = append(wordRules, detectNameRest)
}

// maxNameWord is the longest word (in bytes) read as a part of a name.
const maxNameWord = 64

// maxNameRest is how many words beside a masked name are taken, each way.
const maxNameRest = 3

// detectNameRest extends each masked name-like span over the rest of the
// name it stands in.
func detectNameRest(sc *scan) {
	if len(sc.out) == 0 {
		return
	}
	s := sc.s
	dom := dominantScript(s)
	// the marked regions, merged: each is looked at once, whatever number
	// of rules found it
	for k, sp := range sc.marked() {
		if k%64 == 0 && sc.stop.over() {
			return
		}
		if sp.ph != phName && sp.ph != phValue && sp.ph != phPathUser || sp.end-sp.start > 80 || !nameLikeSpan(s[sp.start:sp.end]) {
			continue
		}
		capName := startsUpper(s[sp.start:])
		// to the right
		b := sp.end
		for n := 0; n < maxNameRest; n++ {
			e, ok := restWordRight(s, b, dom, capName)
			if !ok {
				break
			}
			b = e
		}
		if b > sp.end {
			sc.add(sp.start, b, sp.ph) // one span: one placeholder
		}
		// to the left
		a := sp.start
		for n := 0; n < maxNameRest; n++ {
			st, ok := restWordLeft(s, a, dom, capName)
			if !ok {
				break
			}
			a = st
		}
		if a < sp.start {
			sc.add(a, b, sp.ph)
		}
	}
}

// nameLikeSpan reports masked text made of letters, in one to three words
// (joined by a space, a hyphen, a dot, an underscore or an apostrophe):
// what a name rule masks, not a number, a secret or a placeholder.
func nameLikeSpan(t string) bool {
	if t == "" || isPlaceholder(t) {
		return false
	}
	letters, words := 0, 1
	for _, r := range t {
		switch {
		case letterRune(r) || unicode.Is(unicode.M, r):
			letters++
		case r == ' ':
			words++
		case r == '-' || r == '.' || r == '_' || r == '\'' || r == '’':
		default:
			return false
		}
	}
	return letters >= 2 && words <= 3
}

// startsUpper reports a text whose first letter is a capital, in any
// script that has them.
func startsUpper(t string) bool {
	r, _ := decodeRune(t)
	return upperRune(r)
}

// letterRun returns the end of the run of letters at s[i:].
func letterRun(s string, i int) int {
	for j := i; i < len(s) && i-j < maxNameWord; {
		r, n := decodeRune(s[i:])
		if !letterRune(r) && !unicode.Is(unicode.M, r) {
			break
		}
		i += n
	}
	return i
}

// letterRunBack returns the start of the run of letters ending at s[:i].
func letterRunBack(s string, i int) int {
	for j := i; i > 0 && j-i < maxNameWord; {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		if !letterRune(r) && !unicode.Is(unicode.M, r) {
			break
		}
		i -= n
	}
	return i
}

// restWordRight returns the end of the word of the same name that follows
// s[:b], with its separator.
func restWordRight(s string, b int, dom script, capName bool) (int, bool) {
	if b+1 >= len(s) {
		return 0, false
	}
	sep := s[b]
	w0 := b + 1
	e := letterRun(s, w0)
	if e == w0 || e < len(s) && isWordByte(s[e]) {
		return 0, false // not a word of letters (a number, a file name's extension run on)
	}
	w := s[w0:e]
	switch sep {
	case '-', '_':
		return e, nameRestPart(w)
	case '.':
		// ivan.petrov, лука.зуев, but not olivia.pdf or a host's next label
		return e, dottedRest(w) && (e >= len(s) || s[e] != '.')
	case ' ':
		return e, spacedRest(s, w0, e, dom, capName)
	}
	return 0, false
}

// restWordLeft returns the start of the word of the same name that comes
// before s[a:], with its separator.
func restWordLeft(s string, a int, dom script, capName bool) (int, bool) {
	if a < 2 {
		return 0, false
	}
	sep := s[a-1]
	st := letterRunBack(s, a-1)
	if st == a-1 || st > 0 && isWordByte(s[st-1]) {
		return 0, false
	}
	w := s[st : a-1]
	switch sep {
	case '-', '_':
		return st, nameRestPart(w)
	case '.':
		return st, dottedRest(w) && (st == 0 || s[st-1] != '.' && s[st-1] != '/')
	case ' ':
		// DUPONT Claire: a surname in capitals before the given name, as
		// French and administrative lists write a person, wherever it
		// stands
		if capName && capsSurname(w) {
			return st, true
		}
		// only where a value opens: (Martin-Honoré Bernard), >Luce Da
		// Silva<, "Cappi Lauletta"; a double name's parts are taken with
		// the last
		ts := st
		for n := 0; n < maxNameRest && ts > 1 && s[ts-1] == '-'; n++ {
			p := letterRunBack(s, ts-1)
			if p == ts-1 || !nameRestPart(s[p:ts-1]) {
				break
			}
			ts = p
		}
		if r, _ := decodeRune(s[st:]); (scriptOf(r) == dom || scriptOf(r) == latin) && ts > 0 && !containsRune("([{<>\"'`=|", rune(s[ts-1])) {
			if r, _ := utf8.DecodeLastRuneInString(s[:ts]); !(r == '«' || r == '“' || r == '„' || r == '‘' || r == '「') {
				return 0, false
			}
		}
		if !spacedRest(s, st, a-1, dom, capName) || ts == 0 && sentenceStartWord(s[st:a-1]) {
			return 0, false
		}
		return ts, true
	}
	return 0, false
}

// capsSurname reports a word in capitals of three letters or more that
// the names data holds as a surname and no list knows as a word, a
// technical acronym, a log level, an error word or a word of the template
// (ERROR, WARN, NUMA stay; MARTIN, a word too, is not taken).
func capsSurname(w string) bool {
	n := 0
	for _, r := range w {
		if !upperRune(r) {
			return false
		}
		n++
	}
	lw := strings.ToLower(w)
	return n >= 3 && surnameData(lw) && !knownWord(lw) && !wordlist.Acronym(w) && !stopWords[lw] && !errWord(lw) && !templateWord(lw)
}

// isWordByte reports an ASCII digit or underscore glued to a word (olivia2,
// name_1): the word is then part of something else.
func isWordByte(c byte) bool { return c >= '0' && c <= '9' }

// dottedRest reports a name's part after or before a dot: longer than a
// file's extension unless in another alphabet than ASCII's (лука), and in
// a script with case (a full stop folded from 。 joins sentences, not
// names).
func dottedRest(w string) bool {
	r, _ := decodeRune(w)
	return nameRestPart(w) && scriptOf(r).cased() && (runeCount(w) > 4 || !isASCII(w))
}

// nameRestPart reports a part of a compound that may be a name's: letters,
// not a word of the template or code (olivia-martin-cv, ivan_petrov_export
// keep cv and export).
func nameRestPart(w string) bool {
	if runeCount(w) < 2 {
		return false
	}
	lw := strings.ToLower(w)
	if stopWords[lw] || errWord(lw) || fhsDir(lw) {
		return false
	}
	if isASCII(w) && knownWord(lw) && !givenNameData(lw) && !surnameData(lw) {
		return false // cv, export, backup, avatar: the compound's other words
	}
	return true
}

// spacedRest reports the word s[a:b], one space from a masked name, as
// the same name's.
func spacedRest(s string, a, b int, dom script, capName bool) bool {
	w := s[a:b]
	if runeCount(w) < 2 {
		return false
	}
	lw := strings.ToLower(w)
	if stopWords[lw] || errWord(lw) || templateWord(lw) || firstPerson[lw] || legalForm(s[a:]) || wordIn(thingNouns, lw) {
		return false
	}
	r, _ := decodeRune(w)
	ws := scriptOf(r)
	if ws != dom {
		// से, नहीं, может: the sentence's word, not the name's, unless
		// the word or the name before it follows a person's noun
		// (Author राज्य पिल्लई)
		if sentenceWordBeside(w) && !personNounAt(s, a) && !(a > 1 && personNounAt(s, lastIndexByte(s[:a-1], ' ')+1)) {
			return false
		}
		// a word in another script than the message's is none of its
		// words; Latin beside a Cyrillic name in a Latin text is the
		// message's own. Japanese is the exception that counts few
		// letters: a run that opens on a particle or holds kana endings
		// (はロックされています) is the sentence after a Latin login, which
		// outnumbered its letters
		return ws != latin && !(ws == cjk && (japaneseClause(w) || hanClause(w)))
	}
	// in a caseless script, the message's own words beside a name are
	// too often unknown to the dictionaries as written (Hebrew's and
	// Arabic's prefixes, Thai written without spaces): left alone
	return ws.cased() && capName && nameCased(w)
}

// hanClause reports a run of Han after a Latin login that is the
// sentence going on, not a name's rest (用户 jsmith 没有权限): the
// dictionaries split it into words and the names data reads no surname
// and given name in it.
func hanClause(w string) bool {
	if !hanOnly(w) {
		return false
	}
	rs := []rune(w)
	return hanWords(rs) && !hanName(rs)
}

// japaneseClause reports a run of Japanese that is a sentence's, not a
// name's: it opens on a particle (は, が, を, に, の, で, と, も, へ) and
// goes on, or holds three hiragana or more (okurigana, auxiliaries).
// Names in hiragana are short (さくら) and written alone.
func japaneseClause(w string) bool {
	r, n := decodeRune(w)
	if n < len(w) && containsRune("はがをにのでともへ", r) {
		return true
	}
	hira := 0
	for _, r := range w {
		if unicode.Is(unicode.Hiragana, r) {
			hira++
		}
	}
	return hira >= 3 && runeCount(w) > 3
}

// sentenceStartWord reports the text's first word, capitalised as a
// sentence opens, that a dictionary or catalogue holds and the names data
// does not (Сервис Госуслуги, Revenu Québec): the sentence's noun before a
// name, not the name's part.
func sentenceStartWord(w string) bool {
	lw := lowerRunes(w)
	return (knownWord(lw) || scriptWordKnown(w)) && !givenNameData(lw) && !surnameData(lw)
}

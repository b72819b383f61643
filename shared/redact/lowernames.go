// People's names written in small letters in prose ("assigned to olivia
// martin", "olivia martin reported the bug", "message from olivia"):
// where the text's capitals say nothing, the names data and the
// dictionaries do. A given name no dictionary, catalogue or code
// vocabulary knows, followed by a surname of the names data, is a name
// (martin is a bird too: after olivia it is her surname); alone, after a
// word that introduces a person (to, from, cc, with, thanks, hi), so is
// the given name.

package redact

import (
	"strings"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
	"unicode"
	"unicode/utf8"
)

func init() {
	wordRules = append(wordRules, detectLowerNames)
}

// detectLowerNames masks a lower-case given name and the surname after it.
func detectLowerNames(sc *scan) {
	s := sc.s
	var prev string // the word before, lower case, "" after a non-word
	for i := 0; i < len(s); {
		a, b := lowerWordAt(s, i)
		if a < 0 {
			return
		}
		w := s[a:b]
		i = b
		if !lowerProseWord(s, a, b) {
			prev = ""
			continue
		}
		if !lowerGivenName(sc, w) || prev != "" && !commonEnglish(prev) {
			prev = w
			continue
		}
		if c, d := lowerWordAt(s, b); c == b+1 && s[b] == ' ' && lowerProseWord(s, c, d) && asciiWord(s[c:d]) && surnameData(s[c:d]) && !stopWords[s[c:d]] && !commonWord(s[c:d]) && englishAfter(s, d) && !sc.identifier(a, d) {
			sc.add(a, d, phName)
			i, prev = d, ""
			continue
		}
		if personIntro(prev) && englishAfter(s, b) && !sc.identifier(a, b) {
			sc.add(a, b, phName)
		}
		prev = w
	}
}

// lowerWordAt finds the next run of lower-case letters from s[i]: its
// start and end, or -1.
func lowerWordAt(s string, i int) (int, int) {
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if unicode.IsLower(r) {
			j := i + n
			for j < len(s) {
				r, m := utf8.DecodeRuneInString(s[j:])
				if !unicode.IsLower(r) {
					break
				}
				j += m
			}
			return i, j
		}
		i += n
	}
	return -1, -1
}

// lowerProseWord reports a word of prose at s[a:b]: between spaces or a
// sentence's punctuation, not a part of a token of code (olivia.martin,
// olivia_m, /home/olivia, key=olivia are the other rules').
func lowerProseWord(s string, a, b int) bool {
	if a > 0 {
		r, _ := utf8.DecodeLastRuneInString(s[:a])
		if !unicode.IsSpace(r) && !strings.ContainsRune("(\"'«“,", r) {
			return false
		}
	}
	if b < len(s) {
		r, _ := utf8.DecodeRuneInString(s[b:])
		if !unicode.IsSpace(r) && !strings.ContainsRune(",.;:!?)\"'»”", r) {
			return false
		}
		// a full stop glued to more (olivia.martin) is a dotted name's
		if r == '.' && b+1 < len(s) && !unicode.IsSpace(rune(s[b+1])) {
			return false
		}
	}
	return true
}

// lowerGivenName reports a given name of the names data that no
// dictionary, catalogue, code vocabulary or the event's code knows.
func lowerGivenName(sc *scan, w string) bool {
	if len(w) < 3 || !asciiWord(w) || !givenNameData(w) {
		return false
	}
	return !knownWord(w) && !codeWord(w) && !productName(w) && !sc.code.has(w) && !loginKept(w)
}

// commonEnglish reports a word of English's common vocabulary: the rule
// reads English prose only, where a dictionary word in small letters is
// one; in other languages' text a word the dictionaries here lack is
// mostly the language's own (ervan, lối), not a name.
func commonEnglish(w string) bool {
	return asciiWord(w) && wordlist.Common(w)
}

// englishAfter reports that the text after s[:b] ends there, or goes on
// with punctuation or an English word.
func englishAfter(s string, b int) bool {
	for b < len(s) && (s[b] == ' ' || s[b] == ',' || s[b] == ';') {
		b++
	}
	if b >= len(s) || !unicode.IsLetter(rune(s[b])) && s[b] < utf8.RuneSelf {
		return true
	}
	c, d := lowerWordAt(s, b)
	if c != b {
		return s[b] < utf8.RuneSelf && unicode.IsUpper(rune(s[b]))
	}
	return commonEnglish(s[c:d])
}

// personIntro reports a word after which a name stands alone: a
// preposition or greeting that introduces a person.
func personIntro(w string) bool {
	switch w {
	case "to", "from", "cc", "with", "thanks", "hi", "hello", "dear", "ping", "ask", "asked", "told", "contact", "contacted", "notify", "notified", "emailed", "called", "for", "by", "account":
		return true
	// the family and the people around someone, whose name follows
	// (my daughter emma)
	case "daughter", "son", "wife", "husband", "mother", "father", "mom", "mum", "dad", "brother", "sister", "grandma",
		"grandpa", "grandmother", "grandfather", "aunt", "uncle", "cousin", "niece", "nephew", "child", "kid", "baby",
		"friend", "boyfriend", "girlfriend", "fiance", "fiancee", "partner", "colleague", "boss", "neighbour", "neighbor":
		return true
	}
	return false
}

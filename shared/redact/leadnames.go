// A person's full name after the word the translation catalogues write
// right before a person's placeholder in another language than English
// (words.PersonLeadBefore: Dutch aan, Danish til, German an and für:
// uitbetalen aan Bram van den Berg, kvittering til Mette Kjærgaard).
// English's own (to, for, from) are the name rules' nouns; there a name
// is read from one given name. Here the run must be a whole name: a given
// name of the names data that is no German noun (German writes its nouns
// in capitals: an Bord, für Datei Export) first, and last a surname of
// the names data or a word no knowledge holds, one or two words and a
// surname's particles between (van den Berg). (bylogins.go's detectLeadNames reads the
// scripts without capitals.)

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectLatinLeadNames)
}

// detectLatinLeadNames masks a full name after a person's lead word of
// another language.
func detectLatinLeadNames(sc *scan) {
	s, l := sc.s, sc.lower
	for i := 0; i < len(l); {
		a, b := lowerWordAt(l, i)
		if a < 0 {
			return
		}
		i = b
		if b-a < 2 || b+2 >= len(s) || s[b] != ' ' || a > 0 && (isWord(s[a-1]) || s[a-1] >= 0x80) || s[a] < 'a' || s[a] > 'z' {
			continue
		}
		w := l[a:b]
		if nameNouns.has(w) || wordlist.FunctionWord(w) && commonEnglish(w) || !wordlist.PersonLeadBefore(w) {
			continue
		}
		c := b + 1
		if !upperStart(s[c:]) {
			continue
		}
		if e := leadNameRun(s, c); e > c {
			sc.add(c, e, phName)
			i = e
		}
	}
}

// leadNameParticles are the particles a surname opens with in the languages
// of the lead words (van den Berg, de Vries, von Arnim, dos Santos).
const leadNameParticles = " van den der de da di del della von zu la le du dos das do ter ten "

// leadNameRun returns the end of a whole name at s[c:] as detectLeadNames
// reads it (a given name first, a surname or a stranger last, up to two
// words and a surname's particles after the given name), or c.
func leadNameRun(s string, c int) int {
	n := firstWordLen(s[c:])
	first := s[c : c+n]
	lf := strings.ToLower(first)
	if n < 3 || !givenNameData(lf) || wordlist.NounEntry(lf) || stopName(first) || productName(lf) {
		return c
	}
	end, words := c+n, 0
	for j := c + n; j+1 < len(s) && s[j] == ' ' && words < 2; {
		w := firstWordLen(s[j+1:])
		if w == 0 {
			break
		}
		word := s[j+1 : j+1+w]
		if wordIn(leadNameParticles, word) {
			j += 1 + w
			continue
		}
		if !upperStart(word) || w < 3 {
			break
		}
		lw := strings.ToLower(word)
		if !(surnameData(lw) || !knownWord(lw)) || wordlist.NounEntry(lw) && !surnameData(lw) || stopName(word) {
			break
		}
		j += 1 + w
		end, words = j, words+1
	}
	if words == 0 || end < len(s) && (isWord(s[end]) || s[end] >= 0x80) {
		return c
	}
	return end
}

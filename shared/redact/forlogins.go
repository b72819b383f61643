// Logins after an English "for" that no knowledge holds: whom a job, a
// session or a check ran or failed for (face check failed twice for
// ammukutty, duplicate session for silentwolf). bylogins.go reads there a
// login made as logins are (mikkel88, jnowak) or made of English words a
// program does not name things with; after "by" and "from" it reads a
// stranger too (strangerLogin). After "for" it did not: Danish's and
// Norwegian's "for" leads their sentence's nouns and adjectives. Here the
// word before "for" says the sentence is English: a common English word
// no other language's function word is; the word after the token says it
// goes on in English or ends. Two tokens are read then: a word of five
// letters or more no knowledge holds (strangerLogin), and a handle glued
// of two English words or more that no dictionary, code or technical
// vocabulary holds as a whole (quietriver, oldsoldier): a program names
// such a thing with its separators (quiet_mode, old-soldier.yaml) or
// with a word the vocabularies hold whole (keepalive, readonly). After
// another language's "for" (para, pour, für) a stranger is read where the
// sentence goes on with its own function or catalogue words
// (foreignForLogin).

package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// englishForLogin reports the token s[i:j], after "for " at s[a:], as a
// login in an English sentence.
func englishForLogin(s string, a, i, j int) bool {
	tok := s[i:j]
	if !strangerLogin(tok) && !gluedEnglishLogin(tok) {
		return false
	}
	// (a token before a number labels it: for seqno 102)
	p := lastWordBefore(s, a)
	return len(p) >= 3 && commonEnglish(p) && !foreignStop(p) && !wordlist.FunctionWord(p) && englishAfter(s, j) && !numberNext(s, j)
}

// lastWordBefore returns the word of ASCII letters that ends, a space
// after it, at s[:a], lower-cased, or "".
func lastWordBefore(s string, a int) string {
	if a < 2 || s[a-1] != ' ' {
		return ""
	}
	k := a - 1
	for k > 0 && k > a-40 && isLetter(s[k-1]) {
		k--
	}
	if k > 0 && (isWord(s[k-1]) || s[k-1] >= utf8.RuneSelf) {
		return "" // part of a longer token
	}
	return strings.ToLower(s[k : a-1])
}

// gluedEnglishLogin reports a token of eight letters or more, small ASCII
// letters only, that no dictionary, code or technical vocabulary holds as
// a whole, nor a system's account, and that is written of common English
// words of three letters or more (quiet|river, old|soldier, silent|wolf).
func gluedEnglishLogin(tok string) bool {
	if len(tok) < 8 || len(tok) > maxLogin || !lettersOnly(tok) || !isLowerWord(tok) {
		return false
	}
	if wordlist.Known(tok) || wordlist.Common(tok) || codeWord(tok) || wordlist.Tech(tok) || wordlist.ErrorWord(tok) || loginKept(tok) {
		return false
	}
	return segmentedOf(tok, func(p string) bool { return len(p) >= 3 && commonEnglish(p) })
}

// foreignForLogin reports the token s[i:j], after another language's
// "for" (für, pour, para, voor, för, dla), as a login: a word of five
// letters or more that no dictionary of any language, no code and no
// package holds (strangerLogin), after which the sentence goes on with a
// function word or a catalogue's word of its language, or ends (bloqueada
// para lobomau após 5 falhas). A word of the sentence's own language
// there is a dictionary's, which strangerLogin refuses, or one the names
// data holds too, which the knowledge left out of the dictionaries (voor
// sprong).
func foreignForLogin(s string, i, j int) bool {
	// the names data's words the knowledge left out of the dictionaries
	// (voor sprong: Dutch's "jump" is a surname too) are the sentence's
	if tok := s[i:j]; !strangerLogin(tok) || surnameData(tok) || givenNameData(tok) {
		return false
	}
	if j == len(s) || j+1 < len(s) && indexByte(".,;:", s[j]) >= 0 && s[j+1] == ' ' {
		return true
	}
	if j+1 >= len(s) || s[j] != ' ' {
		return false
	}
	c, d := lowerWordAt(s, j+1)
	if c != j+1 || d < len(s) && !isSpace(s[d]) && indexByte(".,;:", s[d]) < 0 {
		return false
	}
	w := s[c:d]
	return wordlist.FunctionWord(w) || wordlist.Template(w) || foreignStop(w)
}

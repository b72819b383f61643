// A person's surname, masked with the given name before it or after a
// courtesy title, stands for the same person where the text repeats it
// alone (Fahrerin Sabine Wolf … Konflikt mit Fahrer Wolf; Käufer Tobias
// Liebe … (Liebe); Frau Herbst … Bauernhof Herbst): the name rules read a
// lone capitalised word as a noun, and a surname is often one (Wolf,
// Liebe, Herbst), but the text has already said whose name it is.

package redact

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// echoSurnames masks the other whole-word occurrences, written the same
// way, of the surname of each masked name: the last word of a span of
// two or three capitalised words, or a span of one after a courtesy
// title (Frau Herbst), when the names data holds it as a surname or a
// given name, written as it was (Grace Park … the park stays): capitalised
// as the name was, a word of English or of code (Wolf) is the person's
// there too.
func echoSurnames(s string, list []span) []span {
	var seen [maxEchoes]string
	n := 0
	var ix index
	for k, m := 0, len(list); k < m && n < maxEchoes; k++ {
		sp := list[k]
		if sp.ph != phName || sp.end-sp.start > 64 {
			continue
		}
		v := surnameOfSpan(s, sp)
		if v == "" {
			continue
		}
		lv := strings.ToLower(v)
		if !surnameData(lv) && !givenNameData(lv) {
			continue
		}
		if slices.Contains(seen[:n], v) {
			continue
		}
		seen[n] = v
		n++
		if ix == nil {
			ix = newIndex(list[:m])
		}
		list = echoSpans(s, v, phName, ix, list, func(a, b int) bool {
			return (a == 0 || !nameEchoByte(s, a, true)) && (b == len(s) || !nameEchoByte(s, b, false))
		})
	}
	return list
}

// surnameOfSpan returns the surname a name's span ends with: the last of
// two or three words, each a capital and small letters (Sabine Wolf), or
// the one word after a courtesy title (Frau Herbst); "" for any other.
func surnameOfSpan(s string, sp span) string {
	words := strings.Split(s[sp.start:sp.end], " ")
	if len(words) > 3 {
		return ""
	}
	for _, w := range words {
		if !capitalisedWord(w) {
			return ""
		}
	}
	last := words[len(words)-1]
	if utf8.RuneCountInString(last) < 3 {
		return ""
	}
	if len(words) == 1 && !courtesyBefore(s, sp.start) {
		return ""
	}
	return last
}

// capitalisedWord reports a capital and two small letters or more, and
// nothing else (Wolf, Weiß; not WOLF, McD or O'Neil).
func capitalisedWord(w string) bool {
	for i, r := range w {
		if i == 0 && !unicode.IsUpper(r) || i > 0 && !unicode.IsLower(r) {
			return false
		}
	}
	return utf8.RuneCountInString(w) >= 2
}

// courtesyBefore reports a courtesy title (Frau, Mr., Mme) and a space
// right before s[i].
func courtesyBefore(s string, i int) bool {
	j := i
	for j > 0 && i-j < 2 && (s[j-1] == ' ' || s[j-1] == '.') {
		j--
	}
	if j == i || s[i-1] != ' ' {
		return false
	}
	a := j
	for a > 0 && isLetter(s[a-1]) {
		a--
	}
	return j-a >= 2 && wordIn(courtesyTitles, strings.ToLower(s[a:j])) && s[a] >= 'A' && s[a] <= 'Z'
}

// nameEchoByte reports the character before (before) or at s[i] that
// would make the occurrence part of a longer token: a letter, a digit,
// "_", "-", "/", "@" or a mark.
func nameEchoByte(s string, i int, before bool) bool {
	var r rune
	if before {
		r, _ = utf8.DecodeLastRuneInString(s[:i])
	} else {
		r, _ = utf8.DecodeRuneInString(s[i:])
	}
	return r == '_' || r == '-' || r == '/' || r == '@' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.M, r)
}

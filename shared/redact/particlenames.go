// A given name, a surname's particle and a capitalised word: Pieter van der
// Berg, Carlos de la Mesa, Klaus von Stein. The particle run says the word
// after it is a family name, whatever else that word is: many are words of
// some language (Berg, mountain; Mesa, table; Stein, stone), so neither
// the value rules (an unknown word) nor the name pairs (two capitalised
// words side by side) see the person.

package redact

import (
	"strings"
	"unicode/utf8"
)

func init() {
	wordRules = append(wordRules, detectParticleNames)
}

// detectParticleNames masks a capitalised given name (givenBeforeParticle:
// the built-in list, or the names data's where no dictionary holds the
// word, so Banco de Chile and Santa de la Cruz stay), one space, a run of
// surname particles (surnameParticles, in lower case) and a capitalised
// family name with its hyphenated parts (van der Berg-Hoekstra). The
// family name is no all-capitals code and no word of the technical
// vocabulary of names (stopName: Anna de Error is none), and a thing's
// word after it (Inc, GmbH) makes the run a company's.
func detectParticleNames(sc *scan) {
	s := sc.s
	for k := indexByte(s, ' '); k > 0 && k+4 < len(s); {
		if sc.stop.pulse() {
			return
		}
		if a := particleGiven(s, k); a >= 0 {
			if j := particleFamily(s, k+1); j > 0 {
				sc.add(a, j, phName)
			}
		}
		n := indexByte(s[k+1:], ' ')
		if n < 0 {
			return
		}
		k += 1 + n
	}
}

// particleGiven returns where the capitalised given name ending at the
// space at k starts, or -1: letters only, at a word's start (not glued to
// code: _ . / @ - or a digit before it).
func particleGiven(s string, k int) int {
	a := k
	for a > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:a])
		if !letterRune(r) {
			break
		}
		a -= n
	}
	if k-a < 2 {
		return -1
	}
	if a > 0 {
		r, _ := utf8.DecodeLastRuneInString(s[:a])
		if digitRune(r) || containsRune("_./@-\\", r) {
			return -1
		}
	}
	w := s[a:k]
	r, n := decodeRune(w)
	if lw := strings.ToLower(w); !upperRune(r) || strings.ToUpper(w[n:]) == w[n:] || !givenBeforeParticle(lw) && !(givenNameData(lw) && personSlotBefore(s, a)) {
		return -1
	}
	return a
}

// personSlotBefore reports a place before s[a:] where only a person's name
// stands: an LDAP common name (CN=) or a noun for a person (medewerker,
// Kunde). There a given name that is a word too (Jan, Bas: January, French
// "low") starts a name with its particle: Jan de Boer, CN=Bas van Dijk.
func personSlotBefore(s string, a int) bool {
	if a >= 3 && strings.EqualFold(s[a-3:a], "cn=") {
		return true
	}
	p := strings.TrimRight(s[:a], " ")
	if len(p) == a {
		return false
	}
	i := len(p)
	for i > 0 && isLetter(p[i-1]) {
		i--
	}
	w := strings.ToLower(p[i:])
	return len(w) >= 4 && nameNouns.has(w) && !weakNoun(w)
}

// particleFamily returns the end of the particle run and family name that
// start at i, or 0.
func particleFamily(s string, i int) int {
	for _, p := range surnameParticles {
		if !hasPrefix(s[i:], p) {
			continue
		}
		b := i + len(p)
		r, _ := decodeRune(s[b:])
		if !upperRune(r) {
			return 0
		}
		j := b
		for j < len(s) {
			r2, n2 := decodeRune(s[j:])
			if !letterRune(r2) && r2 != '-' && r2 != '\'' {
				break
			}
			j += n2
		}
		// a closing quote or a dash after the name is not part of it
		for j > b && (s[j-1] == '\'' || s[j-1] == '-') {
			j--
		}
		w := s[b:j]
		if runeCount(w) < 2 || strings.ToUpper(w) == w || stopName(w) || thingFollows(s, j) {
			return 0
		}
		if j < len(s) && (isDigit(s[j]) || s[j] == '_') {
			return 0 // letters glued to digits or code are a token's
		}
		return j
	}
	return 0
}

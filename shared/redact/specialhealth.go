// Conditions written inside a Chinese or Japanese run (患者は多発性硬化症の
// ため, 患者患有多发性硬化症): the run has no spaces to find a word by, so
// a condition is looked up where one of the morphemes that end a
// condition's name ends (words.HealthSuffixes), longest first, in the
// translated ICD-10 titles' terms (words.Health).

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// healthTermRunes is the longest condition term looked up, in characters
// (knowgen keeps terms of two to eight).
const healthTermRunes = 8

// detectHealthRuns masks the clause around each condition term of a
// Chinese or Japanese run.
func detectHealthRuns(sc *scan) {
	s := sc.s
	if isASCII(s) {
		return
	}
	detectThaiHealth(sc)
	for e := 0; e < len(s); {
		r, n := utf8.DecodeRuneInString(s[e:])
		e += n
		if r < 0x3000 || !healthFinal(s[:e]) {
			continue
		}
		// the longest term ending at e, back over the run's characters
		a, best := e, -1
		for k := 0; k < healthTermRunes; k++ {
			p, m := utf8.DecodeLastRuneInString(s[:a])
			if m == 0 || !(unicode.Is(unicode.Han, p) || unicode.Is(unicode.Katakana, p) || p == 'ー') {
				break
			}
			a -= m
			if k > 0 && wordlist.Health(s[a:e]) {
				best = a
			}
		}
		if best < 0 || inIdentifier(s, best, e) && !afterCJKStop(s, best) {
			continue
		}
		ca, cb := clause(s, best, e)
		sc.add(ca, cb, phValue)
		if cb > e {
			e = cb
		}
	}
}

// healthFinal reports whether s ends in a morpheme that ends a
// condition's name.
func healthFinal(s string) bool {
	for _, m := range wordlist.HealthSuffixes {
		if strings.HasSuffix(s, m) {
			return true
		}
	}
	return false
}

// thaiDisease opens a Thai condition's name (โรคซึมเศร้า, depression):
// Thai writes no spaces between words, so a condition is looked up where
// it opens, each length up to words.ThaiHealthRunes, longest kept.
const thaiDisease = "โรค"

// detectThaiHealth masks the clause around each condition name of a Thai
// run. Bounded: each โรค looks ahead at most ThaiHealthRunes letters.
func detectThaiHealth(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); {
		k := strings.Index(s[i:], thaiDisease)
		if k < 0 {
			return
		}
		a := i + k
		e, best := a+len(thaiDisease), -1
		for n := utf8.RuneCountInString(thaiDisease); n < wordlist.ThaiHealthRunes && e < len(s); n++ {
			r, m := utf8.DecodeRuneInString(s[e:])
			if r < 0x0E01 || r > 0x0E5B {
				break
			}
			e += m
			if wordlist.Health(s[a:e]) {
				best = e
			}
		}
		if best < 0 {
			i = a + len(thaiDisease)
			continue
		}
		ca, cb := clause(s, a, best)
		sc.add(ca, cb, phValue)
		i = max(cb, best)
	}
}

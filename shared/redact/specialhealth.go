// Conditions written inside a Chinese or Japanese run (患者は多発性硬化症の
// ため, 患者患有多发性硬化症): the run has no spaces to find a word by, so
// a condition is looked up where one of the morphemes that end a
// condition's name ends (words.HealthSuffixes), longest first, in the
// translated ICD-10 titles' terms (words.Health).

package redact

import (
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
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
	detectUnspacedSpecial(sc)
	for e := 0; e < len(s); {
		r, n := decodeRune(s[e:])
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
		if hasSuffix(s, m) {
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
		k := indexStr(s[i:], thaiDisease)
		if k < 0 {
			return
		}
		a := i + k
		e, best := a+len(thaiDisease), -1
		for n := runeCount(thaiDisease); n < wordlist.ThaiHealthRunes && e < len(s); n++ {
			r, m := decodeRune(s[e:])
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

// healthCompound reports a Germanic compound whose head is a condition
// word of health.fuse or the lexicon's health category (Allergie, Krebs) and whose modifier is a known word, with or without
// a linking element (Kreislauf|kollaps, Lebensmittel|allergie,
// Herz|infarkt, hart|infarct): German, Dutch and the Nordic languages
// write the organ or the trigger before the condition as one word, which
// no dictionary lists whole. Asked of a capitalised word only (German's
// nouns). Latin letters, nine or more, only; the head
// five letters or more and no program's word; each split costs one
// lookup of the head, and the modifier is asked only where the head is a
// condition (compoundModifier's budget bounds it).
func healthCompound(w string) bool {
	if len(w) < 9 || len(w) > 64 || scriptOf(rune(w[0])) != latin {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isLetter(w[i]) && w[i] < utf8.RuneSelf {
			return false // a hyphen, an apostrophe: the hyphenated rule's
		}
	}
	budget := compoundBudget
	mod := 0
	for i := 1; i < len(w); i++ {
		if !utf8.RuneStart(w[i]) {
			continue
		}
		mod++
		if mod < 4 {
			continue
		}
		h := w[i:]
		if runeCount(h) < 5 {
			break
		}
		if !spend(&budget) || !healthHead(h) || programWord(h) {
			continue
		}
		if compoundModifier(w[:i], h, 1, &budget) {
			return true
		}
	}
	return false
}

// healthHead reports a condition's word: health.fuse's, or the special
// lexicon's of the health category.
func healthHead(h string) bool {
	c, ok := wordlist.Special(h)
	return ok && c == wordlist.CategoryHealth || wordlist.Health(h)
}

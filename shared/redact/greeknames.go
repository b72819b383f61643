// Greek writes a person's name with the definite article (ο Νίκος, την
// Ελένη, του Γιώργου), and a capital inside the sentence after the article
// marks a proper name though the dictionary holds the word in small
// letters: η Ελπίδα is Elpida, η ελπίδα hope; η Σοφία a woman, η σοφία
// wisdom. The capital rules leave a known word; the article and the
// capital together say that this one is a name.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// greekArticles are the forms of the masculine and feminine definite
// article (and with σε, "to, at") a name takes in the nominative,
// accusative and genitive. Not the neuter's το, which names a thing
// (το Windows).
const greekArticles = " ο η τον την του της στον στην στη "

// detectGreekArticleNames masks a capitalised Greek word right after a
// definite article in small letters, when the names data holds it as a
// given name (read in Latin letters too: Elpida) and no country's name is
// it (την Ελλάδα), and a capitalised word right after it (the surname).
func detectGreekArticleNames(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.Is(unicode.Greek, r) || i > 0 && letterRune(lastRune(s[:i])) {
			i += n
			continue
		}
		a := i
		j := greekWordEnd(s, i)
		i = j
		if j >= len(s) || s[j] != ' ' || !semListed(greekArticles, s[a:j]) {
			continue
		}
		b := j + 1
		e := greekWordEnd(s, b)
		w := s[b:e]
		if !greekTitleCase(w) || e < len(s) && (isWord(s[e]) || s[e] == '.' && e+1 < len(s) && isWord(s[e+1])) {
			continue
		}
		lw := strings.ToLower(w)
		if runeCount(w) < 3 || !givenNameData(lw) || wordlist.Country(lw) || wordlist.Tech(lw) || wordlist.Brand(lw) {
			continue
		}
		end := e
		if e+1 < len(s) && s[e] == ' ' {
			if f := greekWordEnd(s, e+1); greekTitleCase(s[e+1:f]) && runeCount(s[e+1:f]) >= 3 {
				end = f
			}
		}
		sc.add(b, end, phName)
		i = end
	}
}

// greekWordEnd returns where the run of Greek letters and marks from s[i]
// ends.
func greekWordEnd(s string, i int) int {
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.Is(unicode.Greek, r) && !unicode.IsMark(r) {
			break
		}
		i += n
	}
	return i
}

// greekTitleCase reports a Greek word written with a capital and then
// small letters (Ελπίδα; not ΑΦΜ, an acronym, nor a word in small
// letters).
func greekTitleCase(w string) bool {
	if w == "" {
		return false
	}
	first := true
	for _, r := range w {
		if !unicode.Is(unicode.Greek, r) && !unicode.IsMark(r) {
			return false
		}
		if first {
			if !unicode.IsUpper(r) {
				return false
			}
			first = false
			continue
		}
		if unicode.IsUpper(r) {
			return false
		}
	}
	return runeCount(w) >= 2
}

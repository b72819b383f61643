// How a word is written, read before it is judged: a French or Italian
// elision before it, an English contraction after it, a name's casing
// (Viviani-Turchi, DiAngelo), a Slavic surname's ending, and camel case in
// Cyrillic and Greek. judge.go asks these; they say nothing of whether a
// word is known.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// elisions are the French and Italian articles and prepositions written
// into the next word (l'auteur, dell'opzione, qu'il): the word after them
// is the one to judge.
var elisions = []string{"l", "d", "j", "m", "n", "s", "t", "c", "qu", "un", "dell", "dall", "nell", "all", "sull", "coll", "quell", "quest", "nessun", "po"}

// unElide returns tok without a leading Spanish inverted mark (¿durante?,
// ¡Matar: punctuation, not part of the word) and without an elided article
// or preposition before an apostrophe (l'auteur is judged as auteur).
func unElide(tok string) string {
	tok = strings.TrimLeft(tok, "¿¡")
	i := strings.IndexAny(tok, "'’")
	if i <= 0 || i > 6 {
		return tok
	}
	_, n := decodeRune(tok[i:])
	rest := tok[i+n:]
	if runeCount(rest) < 3 {
		return tok
	}
	pre := strings.ToLower(tok[:i])
	for _, e := range elisions {
		if pre == e {
			return rest
		}
	}
	return tok
}

// contraction returns the word before an English contraction's suffix
// ("couldn't" is "could", "driver's" is "driver").
//
// Not inlined (strs.go's one-call helpers brought it under the budget):
// its callers' copies cost more bytes than the call saves.
//
//go:noinline
func contraction(w string) (string, bool) {
	for _, suf := range []string{"n't", "n’t", "'s", "’s", "'re", "'ve", "'ll", "'d", "'m"} {
		if b, ok := cutSuffix(w, suf); ok && b != "" {
			return b, true
		}
	}
	return w, false
}

// nameCased reports a word cased as names are: each part of a double name
// capitalised (Viviani-Turchi), or a prefix capitalised inside (DiAngelo,
// McKenzie, O'Brien), letters only.
func nameCased(w string) bool {
	for _, p := range split(w, "-") {
		upper, n := 0, 0
		for i, r := range p {
			switch {
			case r == '\'' || r == '’':
				continue
			case !letterRune(r):
				return false
			case upperRune(r):
				if i == 0 {
					upper++
				} else {
					upper += 2
				}
			}
			n++
		}
		if n < 3 || upper == 0 || upper > 3 || strings.ToUpper(p) == p {
			return false // SA, GmbH's kin: an acronym is no name
		}
		if r, _ := decodeRune(p); !upperRune(r) {
			return false
		}
	}
	return true
}

// slavicSuffixes end Slavic surnames in Cyrillic (Монтянов, Иванова,
// Петровски, Шевченко): the word before such a surname is the given name.
var slavicSuffixes = []string{"ов", "ев", "ёв", "ин", "ова", "ева", "ина", "ский", "ская", "ски", "ска", "енко", "ук", "юк", "ич"}

// slavicSurname reports a capitalised Cyrillic word ending as Slavic
// surnames do.
func slavicSurname(w string) bool {
	r, _ := decodeRune(w)
	return unicode.Is(unicode.Cyrillic, r) && upperRune(r) && runeCount(w) >= 5 && hasSuffixAny(w, slavicSuffixes)
}

// casedHumps reports an identifier in camel case in a cased script other
// than Latin, whose every part is a known word and none a name:
// РеализацияТоваровУслуг, ДокументОснование (1C:Enterprise writes its
// objects' names so), ΣφάλμαΣύνδεσης. ИванПетров is two names.
func casedHumps(tok string) bool {
	if tok == "" || tok[0] < utf8.RuneSelf {
		return false
	}
	a, n := 0, 0
	for i, r := range tok {
		if i > a && upperRune(r) {
			if !humpWord(tok[a:i]) {
				return false
			}
			a, n = i, n+1
		}
	}
	return n > 0 && humpWord(tok[a:])
}

// humpWord reports one part of casedHumps: a word of two letters or
// more that the dictionaries know and the names data does not.
func humpWord(p string) bool { return len(p) > 3 && knownWord(p) && !personName(p) }

// trCaseAfterApostrophe are the case and possessive endings Turkish writes
// after an apostrophe on a name, an abbreviation, a number or a foreign
// word (stdout'a, PCRE'nin, Yılmaz'ın), a space after each.
const trCaseAfterApostrophe = " a e ı i u ü ya ye yı yi yu yü da de ta te dan den tan ten nın nin nun nün ın in un ün la le yla yle na ne nda nde ndan nden "

// trApostrophe returns the word before a Turkish case ending written after
// an apostrophe (stdout'a: stdout), which is the word to judge: the ending
// says nothing of it, and a name stays a name (Yılmaz'ın: Yılmaz).
//
//go:noinline
func trApostrophe(tok string) (string, bool) {
	i := strings.LastIndexAny(tok, "'’")
	if i < 2 {
		return "", false
	}
	_, n := decodeRune(tok[i:])
	if end := tok[i+n:]; !wordIn(trCaseAfterApostrophe, end) || containsChars(tok[:i], "'’") {
		return "", false
	}
	return tok[:i], true
}

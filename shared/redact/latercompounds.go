// Compounds of the languages that write them as one word and whose
// dictionaries list few of them: Swedish, Dutch, Hungarian (and German's
// beyond its nouns, which compound in words.Known already reads).

package redact

import (
	wordlist "glitchtip-mcp/shared/redact/words"
)

// laterCompound reports a word in small letters made of two words the
// dictionaries know (skriv|fel, index|cache, könyvtár|hurok,
// aanhaling|s|stijl: Swedish and Dutch join with an s), the last of four
// letters or more (three after five: skriv|fel), neither of them a name
// the names data holds (lind|berg,
// anna|lisa are names made of words). The second may be such a compound
// itself once (naams|verwijzings|variabele). clauseWord asks it of a word
// in small letters only, inside a sentence of the line's words, as it asks
// known5.fuse's: made known everywhere, a compound of two words is
// somebody's login or a place (Östersund) as often. A word longer than
// laterCompoundMax bytes is none: the walk asks two filters per byte.
func laterCompound(w string, depth int) bool {
	if depth == 0 || len(w) > laterCompoundMax || runeCount(w) < 7 {
		return false
	}
	for _, r := range w {
		if !letterRune(r) {
			return false // ludano_bacci: a login's parts, not a compound's
		}
	}
	head := 0
	for i := range w {
		if i == 0 {
			continue
		}
		head++
		if head < 3 {
			continue
		}
		h, t := w[:i], w[i:]
		if n := runeCount(t); n < 3 || n == 3 && head < 5 {
			break
		}
		if !laterPart(t) && !laterCompound(t, depth-1) || personNameData(t) {
			continue
		}
		if laterPart(h) && !personNameData(h) {
			return true
		}
		if hs, ok := cutLinkS(h); ok && runeCount(hs) >= 3 && laterPart(hs) && !personNameData(hs) {
			return true
		}
	}
	return false
}

const laterCompoundMax = 48

// laterPart reports a word a compound is made of: a word of the
// dictionaries, the later languages' deeper lists included.
func laterPart(p string) bool {
	return wordlist.KnownEntry(p) || wordlist.LaterDeep(p)
}

// cutLinkS takes the linking s off a compound's first part.
func cutLinkS(h string) (string, bool) {
	if len(h) > 1 && h[len(h)-1] == 's' {
		return h[:len(h)-1], true
	}
	return h, false
}

// A word of the special categories that programs know only as a name in
// code: schema.org's types of places and diets (Mosque, Synagogue,
// BuddhistTemple, CatholicChurch, HalalDiet, KosherDiet) put "mosque",
// "catholic", "buddhist", "halal" among the code words, and a code word
// alone says nothing of a person (specialWord's gate). In prose, where no
// template, technical vocabulary or error word holds it, such a word says
// what it says of somebody ("is a practising catholic", "asked for a halal
// meal") and masks its clause as any other; written as a type (`"@type":
// "Mosque"`, "type Synagogue", schema:Mosque) it stays code.

package redact

import wordlist "glitchtip-mcp/shared/redact/words"

// typeWords are the words that put the next word in a type's position,
// each between spaces.
const typeWords = " type @type class kind schema enum category types "

// codeNamedSpecialInProse reports whether lw, s[a:b], is a word of a
// category beside health that only code knowledge holds (no template,
// technical or error word), standing in prose: not quoted alone, not
// after a word that names a type.
func codeNamedSpecialInProse(s string, a, b int, lw string) bool {
	if len(lw) < 4 || wordlist.Template(lw) || errWord(lw) {
		return false
	}
	// a condition a registry names a package after (covid, pregnancy)
	// is the person's between two words of English prose in small letters
	// (patient has covid since monday); anywhere else it stays code
	if c, ok := wordlist.Special(lw); !ok || wordlist.Tech(lw) && c != wordlist.CategoryHealth ||
		c == wordlist.CategoryHealth && !(s[a] >= 'a' && s[a] <= 'z' && proseWordAt(s, a-1, false) && proseWordAt(s, b, true)) {
		return false
	}
	return specialInProseSlot(s, a, b)
}

// proseWordAt reports a word of common English in small letters next to a
// space at i: the word after s[i] when after, else the one before s[i].
func proseWordAt(s string, i int, after bool) bool {
	if i < 0 || i >= len(s) || s[i] != ' ' {
		return false
	}
	j, k := i+1, i+1
	if after {
		for k < len(s) && s[k] >= 'a' && s[k] <= 'z' {
			k++
		}
	} else {
		k, j = i, i
		for j > 0 && s[j-1] >= 'a' && s[j-1] <= 'z' {
			j--
		}
		if j > 0 && isLetter(s[j-1]) {
			return false
		}
	}
	return k > j && commonEnglish(s[j:k])
}

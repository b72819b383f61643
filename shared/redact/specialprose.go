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

import (
	"strings"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// typeWords are the words that put the next word in a type's position,
// each between spaces.
const typeWords = " type @type class kind schema enum category types "

// codeNamedSpecialInProse reports whether lw, s[a:b], is a word of a
// category beside health that only code knowledge holds (no template,
// technical or error word), standing in prose: not quoted alone, not
// after a word that names a type.
func codeNamedSpecialInProse(s string, a, b int, lw string) bool {
	if len(lw) < 4 || wordlist.Template(lw) || wordlist.Tech(lw) || errWord(lw) {
		return false
	}
	if c, ok := wordlist.Special(lw); !ok || c == wordlist.CategoryHealth {
		return false
	}
	if a > 0 && strings.IndexByte("\"'`<>", s[a-1]) >= 0 || b < len(s) && strings.IndexByte("\"'`<>", s[b]) >= 0 {
		return false
	}
	if a > 1 && s[a-1] == ':' && isWord(s[a-2]) {
		return false // schema:Mosque, a prefixed name
	}
	p := strings.TrimRight(s[:a], " ")
	if i := strings.LastIndexAny(p, " \t\n:=,(\"'"); i >= 0 || p != "" {
		return !strings.Contains(typeWords, " "+strings.ToLower(p[i+1:])+" ")
	}
	return true
}

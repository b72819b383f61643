// The two spellings of Bengali's and Devanagari's nukta letters, which the
// knowledge's sources and the texts it is asked about each write one way or
// the other.

package words

import "strings"

// nuktaPairs are the Bengali and Devanagari letters written with a nukta:
// each precomposed letter (য়, ড়, ঢ়; क़ … य़) and its consonant followed by
// the nukta sign, which Unicode's normalisation writes instead (the
// precomposed ones are composition exclusions: NFC and NFD both decompose
// them).
var nuktaPairs = [...][2]string{
	{"\u09df", "\u09af\u09bc"}, {"\u09dc", "\u09a1\u09bc"}, {"\u09dd", "\u09a2\u09bc"},
	{"\u0958", "\u0915\u093c"}, {"\u0959", "\u0916\u093c"}, {"\u095a", "\u0917\u093c"}, {"\u095b", "\u091c\u093c"},
	{"\u095c", "\u0921\u093c"}, {"\u095d", "\u0922\u093c"}, {"\u095e", "\u092b\u093c"}, {"\u095f", "\u092f\u093c"},
}

// nuktaSpelling returns w with its nukta letters spelt the other way: the
// consonant and the nukta sign where w writes the precomposed letter, the
// precomposed letter where w writes the two (w itself when it has none).
// Text comes both ways (keyboards type the two, normalised text holds
// them, older text and some dictionaries the one), and the sources of the
// knowledge chose either: Bengali's lists hold বড় and সক্রিয় precomposed,
// Hindi's फ़ाइल decomposed, so a normalised Bengali message's সক্রিয়
// ("active") was unknown.
func nuktaSpelling(w string) string {
	// the nukta sign (U+09BC, U+093C) and the precomposed letters
	// (U+09DC–U+09DF, U+0958–U+095F) all start with these bytes
	if !strings.Contains(w, "\xe0\xa6\xbc") && !strings.Contains(w, "\xe0\xa4\xbc") && !strings.Contains(w, "\xe0\xa7") && !strings.Contains(w, "\xe0\xa5") {
		return w
	}
	decomposed := strings.Contains(w, "\u09bc") || strings.Contains(w, "\u093c")
	for _, p := range nuktaPairs {
		if decomposed {
			w = strings.ReplaceAll(w, p[1], p[0])
		} else {
			w = strings.ReplaceAll(w, p[0], p[1])
		}
	}
	return w
}

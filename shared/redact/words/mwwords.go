package words

import (
	_ "embed"
	"strings"
	"unicode/utf8"
)

// mwwords.fuse (knowgen's mwwords.go): the words of MediaWiki's core
// messages, as translatewiki.net translates them, in the 137 languages of
// a two-letter code whose dictionaries the other filters lack (Swahili,
// Yoruba, Igbo, Hausa, Zulu, Amharic, Welsh, Basque, Estonian, Icelandic,
// Maltese, Armenian, Georgian, Kazakh, Kyrgyz, Uzbek, Mongolian, Urdu, the
// Indic languages…). Of each language's words that two of its messages or
// more write, it holds the 85 its error messages, then all its messages,
// write most, less what the other filters know, names (as the name rules
// read them) and special-category terms: 10,290 words, 24 KB.
//
// Known asks it, as it asks gap.fuse and latingap.fuse for the ordinary
// words of other languages the dictionaries lack; Template does not: a
// catalogue's word passes before the names data is asked (judgeToken's
// templateWord), and asked so, the whole of MediaWiki's words let a
// Marathi given name through (प्रकाश, also "light") that Known's left
// masked. Every Latin word reaches it, a login's too, so its fingerprints
// are 16 bits wide: a stranger passes once in 65,536.
var (
	//go:embed mwwords.fuse
	mwWordsData string
	mwWordsF    = newLazyFuse(mwWordsData)
)

// mwWord reports a word of mwwords.fuse; w is in lower case. It holds
// no word of fewer than three letters.
func mwWord(w string) bool {
	return utf8.RuneCountInString(w) >= 3 && mwWordsF.get().Has(w)
}

// KnownBesidesMediaWiki is Known without mwwords.fuse, which knowgen
// leaves out of it what the others know.
func KnownBesidesMediaWiki(w string) bool {
	w = strings.ToLower(w)
	if KnownBesidesGap(w) || gapWord(w) || latinGapWord(w) {
		return true
	}
	alt := nuktaSpelling(w)
	return alt != w && (KnownBesidesGap(alt) || gapWord(alt))
}

package redact

import (
	wordlist "glitchtip-mcp/shared/redact/words"
)

// hebrewDefinite reports a Hebrew word written with its article ה ("the")
// on to a word of three letters or more that the dictionaries or
// catalogues hold: השותפים is שותפים (partners) with the article, a word
// of the message and no given name, as Arabic's ال on a word is none
// (semnames.go). The names data writes a few names that read so too
// (Harun as הארון, "the ark"): in Hebrew text those are the word.
func hebrewDefinite(w string) bool {
	rest, ok := cutPrefix(w, "ה")
	return ok && runeCount(rest) >= 3 && (wordlist.Known(rest) || wordlist.Template(rest))
}

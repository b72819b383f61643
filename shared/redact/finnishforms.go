package redact

import wordlist "glitchtip-mcp/shared/redact/words"

// finnishForm reports a Finnish word in small letters in a case form no
// list holds whose stem another form of the word in wordfreq's Finnish
// list gives (toiminto|on: toiminto|a, toiminto|jen; knowgen's
// nordicdicts.go keys them as words.FinnishKey does): Finnish glues a
// dozen cases and their plurals to a word, and its frequency list holds
// few of a word's forms. The list's forms voikko reads as a name or the
// names data holds gave no stem (virtase|n, mäkise|n), and a capitalised
// word is left to the name rules (Virtaselle). A word without an ending is
// no form: the stem filter answers a stranger yes at 2^-12, and a login
// or a name of another script's people in Latin letters (alharbi, niemi:
// the stem of niemiä) would pass as a bare stem; with an ending, the names
// filters' yes is as often a stranger's (toimintoon, one in 130 at their 7
// bits) and the stem has answered for names already.
func finnishForm(lw string) bool {
	k := wordlist.FinnishKey(lw)
	return k != "" && k != lw && wordlist.FinnishStem(k)
}

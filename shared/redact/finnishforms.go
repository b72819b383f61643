package redact

import (
	"strings"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

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

// czechForm reports a Czech word in a form no list holds whose stem two
// forms of wordfreq's Czech list give (značí|m: znač|it, znač|í; ověř|eno;
// skladištn|í; knowgen's czechstems.go keys them as words.CzechKey does):
// Czech declines each noun and adjective in seven cases and conjugates
// each verb, and its list holds few of a word's forms. It is asked only of
// a word with a letter of Czech's háček or ů (č ď ě ň ř š ť ž ů), so an
// ASCII login never meets the stem filter's false positives; a
// capitalised word (a sentence's first) only by an ending verbs alone
// take (Značím, Ověřeno), since a surname is declined by the others
// (Dvořák|em), and the stems the names data's forms give were left out
// (krejč: Krejčí).
func czechForm(lw string, capital bool) bool {
	if !strings.ContainsAny(lw, "čďěňřšťžů") {
		return false
	}
	k, verb := wordlist.CzechKey(lw)
	if k == lw || !verb && capital {
		return false
	}
	// skladištn|í: a soft adjective of a noun (skladišt|ě, "storage") is
	// its stem and -n-, in small letters
	return wordlist.CzechStem(k) || !capital && strings.HasSuffix(k, "n") && strings.HasPrefix(lw[len(k):], "í") && wordlist.CzechStem(k[:len(k)-1])
}

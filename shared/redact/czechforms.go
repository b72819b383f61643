package redact

import (
	wordlist "glitchtip-mcp/shared/redact/words"
)

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
	if !containsChars(lw, "čďěňřšťžů") {
		return false
	}
	k, verb := wordlist.CzechKey(lw)
	if k == lw || !verb && capital {
		return false
	}
	// skladištn|í: a soft adjective of a noun (skladišt|ě, "storage") is
	// its stem and -n-, in small letters
	return wordlist.CzechStem(k) || !capital && hasSuffix(k, "n") && hasPrefix(lw[len(k):], "í") && wordlist.CzechStem(k[:len(k)-1])
}

package words

import _ "embed"

// stayverbs.txt (knowgen's stayverbs.go): the verbs a person's
// whereabouts are said with (lives, stays, resides, is located, sleeps,
// waits) in the forms text writes them: FreeDict's English–X
// translations of the seeds (their first verb sense) and the Wiktionary
// wordnets' lemmas of WordNet's senses of being somewhere (Open
// Multilingual Wordnet), with the words of wordfreq's list of each
// language that hunspell stems to one of them (wohnt, przebywa,
// находится, séjourne, mieszka, проживає, berada, bor), less each
// language's 100 most frequent words (sein, está); each between "|",
// embedded deflated (stayverbs.flate; notice in knowledge.LICENSE).
var (
	//go:embed stayverbs.flate
	stayVerbsData string
	stayVerbsSet  = &lazySet{text: &lazyText{data: stayVerbsData}}
)

// StayVerb reports a word, lower case, that is a form of a verb of
// living, staying or being somewhere in one of the languages read (wohnt,
// przebywa, находится, se encuentra's encuentra is not: a copula's and a
// finding's forms are left out): a place after it and its preposition is
// where somebody is.
func StayVerb(w string) bool { return stayVerbsSet.has(w) }

package words

import _ "embed"

// docwords.fuse (knowgen's docwords.go): the words of Chromium's
// translations of its identity documents' labels (Passport, ID card,
// Identity card, Driver's license, Identity docs) and of its word for a
// document, and in the languages Chromium's translators do not write,
// CLDR's names and keywords of the passport control and identification
// card emoji (Armenian անձնագիր, Hausa fasfo), lower case and without
// Latin marks ("d:": dokument, dowod, tozsamosci, patente, 身分證, 여권),
// and Chromium's word for Number in each language ("n:": nummer, numer,
// 번호): 563 entries in 1,315 bytes at 14 bits, 111 languages. Notice in
// docwords.LICENSE.
var (
	//go:embed docwords.fuse
	docWordsData string
	docWordsF    = newLazyFuse(docWordsData)
)

// DocWord reports a word, lower case without Latin marks, of the name of
// an identity document or of a document in some language (passport,
// dokument, dowod, patente, 護照). Ask it only of the words right before a
// token of capitals and digits; a stranger is answered yes once in some
// 16,000 asks.
func DocWord(w string) bool {
	f := docWordsF.get()
	if f.Has("d:" + w) {
		return true
	}
	// a nukta letter spelt the other way (Chromium's পরিচয়পত্র is
	// precomposed, a normalised text's is not)
	n := nuktaSpelling(w)
	return n != w && f.Has("d:"+n)
}

// numberwords.txt (knowgen's numberwords.go): the Wiktionary wordnets'
// lemmas of WordNet's identifying number (Open Multilingual Wordnet,
// 06596978-n: համար, нумар, شماره, नंबर, ნომერი, nambari), three letters
// or more, each between "|", 257 bytes embedded deflated
// (numberwords.flate; notice in knowledge.LICENSE).
var (
	//go:embed numberwords.flate
	numberWordsData string
	numberWordsSet  = &lazySet{text: &lazyText{data: numberWordsData}}
)

// NumberWord reports a language's word for Number, lower case without
// Latin marks (nummer, numero, numer, номер, 번호), as Chromium's
// translators write it or the Wiktionary wordnets hold it (համար, нумар).
func NumberWord(w string) bool { return docWordsF.get().Has("n:"+w) || numberWordsSet.has(w) }

package main

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// trnouns.fuse: Turkish words that are people's names too (kendi, renk,
// aday, kalkan, boru, vekil: "self", "colour", "candidate", "shield",
// "pipe", "proxy"), which known2.fuse leaves out as names (laterdicts.go),
// taken back where Turkish's own text inflects them as common nouns.
// Turkish writes a suffix on a proper name after an apostrophe (Deniz'e,
// Mehmet'in), which wordfreq's tokenizer cuts off, and on a common noun
// without one (denize, renkler): a word of wordfreq's trNounTop most
// frequent Turkish words that the redactor's names filters hold
// (given.fuse, surname.fuse) and its other filters do not know is taken
// when trNounMinForms or more of its forms with a case, plural, possessive
// or derivational suffix (trNounSuffixes) stand anywhere in the list
// (kendi: kendinin, kendisi, kendini, kendine, kendinde, kendiyle);
// names stand with none or one (mehmet, ahmet, zeynep: 0; murat: muratlı).
// The words that stay both (deniz, yıldız, umut: sea, star, hope, and
// given names) are judged by their place: the redactor reads this filter
// only for a word in small letters inside a sentence of known words
// (redact's clauseWord), never after a person's noun.
//
// trNounBits: the filter is asked only about words the names filters
// hold; at 8 bits one of them in 256 is read as a Turkish noun (Czech's
// stopa was), at 10 one in 1,024 (Swedish's enkeltrådat still is).
const (
	trNounTop      = 14000 // laterDicts' Turkish band
	trNounMinForms = 3
	trNounBits     = 10
)

// trNounSuffixes are the suffixes, after a consonant or a vowel, of the
// plural, the cases, the possessive and -li/-siz.
var trNounSuffixes = strings.Fields("ler lar i ı u ü e a de da den dan in ın un ün nin nın si sı su sü ni nı ne na nde nda le la yle yla yi yı ye ya li lı lu lü siz sız")

// turkishNouns returns trnouns.fuse's words and their figures.
func turkishNouns(src string) (map[string]bool, string, error) {
	list, err := wordfreqList(src, "tr")
	if err != nil {
		return nil, "", fmt.Errorf("%w (pip download --no-deps wordfreq==3.1.1, unzip into -src)", err)
	}
	inList := make(map[string]bool, len(list))
	for _, w := range list {
		inList[w] = true
	}
	out := map[string]bool{}
	ties := 0
	for _, w := range list[:min(trNounTop, len(list))] {
		if utf8.RuneCountInString(w) < 3 || !lettersOnly(w) || !words.GivenName(w) && !words.Surname(w) || words.Known(w) {
			continue
		}
		ties++
		n := 0
		for _, s := range trNounSuffixes {
			if inList[w+s] {
				n++
			}
		}
		if n >= trNounMinForms {
			out[w] = true
		}
	}
	return out, fmt.Sprintf("trnouns: %d of %d Turkish words the names filters hold, inflected as common nouns (%d forms or more)", len(out), ties, trNounMinForms), nil
}

package words

import (
	_ "embed"
	"strings"
	"unicode/utf8"
)

// czechEndings are Czech's inflectional endings of nouns, adjectives and
// verbs, longest first where one ends another (ových before ých before
// ch), so that CzechKey takes the same stem off the forms of one word:
// značí|m, znač|it, znač|í; ověř|eno, ověř|it; skladištn|í,
// skladištn|ích. czechVerbEndings are those of them only verbs take (the
// first person, the participles, the infinitive): no surname is declined
// so, so a capitalised word (a sentence's first) may be asked by them.
var (
	czechEndings = []string{
		"ovými", "ového", "ovému", "ových", "ovým", "ovou", "ová", "ové", "ový", "ovi",
		"ými", "ého", "ému", "ých", "ým", "ími", "ího", "ímu", "ích", "ách", "ami", "ech", "ům", "em", "ou", "ám",
		"ata", "aty", "ě", "ů", "y", "a", "e", "i", "o", "u", "á", "é", "ý",
	}
	czechVerbEndings = []string{
		"ováno", "ována", "ovány", "ován", "ovat", "ovali", "ovala", "oval", "ujeme", "ujete", "ují", "uje", "uji",
		"eno", "ena", "eny", "ěno", "ěna", "ěny", "áno", "ána", "ány", "ení", "ění", "ání",
		"íme", "íte", "ím", "ila", "ilo", "ili", "il", "ěla", "ělo", "ěli", "ěl", "ala", "alo", "ali", "al",
		"ít", "it", "et", "ět", "at", "í",
	}
)

// czechKeyMin is the shortest stem CzechKey answers: a shorter one is a
// piece of too many words.
const czechKeyMin = 4

// CzechKey returns the stem a Czech word's ending leaves (w in lower
// case), or w itself when it has none; verb says whether the ending is one
// only verbs take (czechVerbEndings). knowgen's czechstems.go keys the
// forms of wordfreq's Czech list so, and the redactor asks a form it meets
// by the same key (CzechStem), so a form no list holds is known when two
// others of the word are (značím: značit, značí).
func CzechKey(w string) (key string, verb bool) {
	for _, set := range [][]string{czechVerbEndings, czechEndings} {
		for _, e := range set {
			if k, ok := strings.CutSuffix(w, e); ok && utf8.RuneCountInString(k) >= czechKeyMin {
				return k, len(set) == len(czechVerbEndings)
			}
		}
	}
	return w, false
}

// csstem.fuse: the keys (CzechKey) of the forms of wordfreq's Czech list
// that hunspell-cs accepts and no names data holds, two forms a key
// (knowgen's czechstems.go); asked by CzechStem alone, not by Known.
//
//go:embed csstem.fuse
var csStemData string

var csStemF = newLazyFuse(csStemData)

// CzechStem reports a key (CzechKey) of csstem.fuse.
func CzechStem(key string) bool { return csStemF.get().Has(key) }

// Special-category words in an inflected or derived form the lexicon does
// not list: the lexicon writes a lemma (allergia, psychiatrie, dialisi,
// depresivo), a sentence writes its gender, number or case (depresiva),
// the adjective derived from it (allergico, psychiatrycznie,
// paraplégique) or its participle (dializzato, dialyzed). The word is
// asked in its lemma's forms: its ending, from a short table of the
// endings of one paradigm per language family (grammar, not a word
// list), replaced by each other ending of the same paradigm.

package redact

import (
	wordlist "glitchtip-mcp/shared/redact/words"
)

// stemParadigms are the endings of one word's paradigm, in the Latin
// script: an ending of a word is replaced by each other ending of its
// paradigm, longest ending first.
var stemParadigms = [...][]string{
	// Romance adjectives and nouns: gender and number (Italian,
	// Spanish, Portuguese: depresivo, depresiva, depresivos)
	{"os", "as", "es", "o", "a", "i", "e"},
	// French adjectives: -if/-ive, -eux/-euse, the participle's -é
	{"ifs", "ives", "if", "ive"},
	{"euses", "euse", "eux"},
	{"ées", "és", "ée", "é"},
}

// stemDerived pairs the endings of an adjective derived from a noun with
// the endings of the noun: Romance -ico/-ique/-ic, German -isch, Polish
// -yczny (allergico, allergisch, paraplégique) with -ia/-ie/-y/-ja; the
// adverbs made of such adjectives (psychiatrycznie, psichiatricamente,
// psychiatriquement); and the participle of a verb in -lyse with the
// noun in -lysis (dializzato, dialyzed, dialysé: dialisi, dialysis,
// dialyse), the derivation of the Greek -lysis in every Latin-script
// language. An adverb and a participle say what is done to a person
// (person), where an adjective names a department too.
var stemDerived = [...]struct {
	from, to []string
	person   bool
}{
	{[]string{"iques", "ique", "icos", "icas", "iche", "ici", "ico", "ica", "ic",
		"ischen", "ischer", "ischem", "isches", "ische", "isch",
		"ycznego", "ycznemu", "ycznych", "ycznymi", "ycznym", "ycznej", "yczny", "yczna", "yczne", "yczną"},
		[]string{"ia", "ie", "ía", "y", "ja"}, false},
	{[]string{"ycznie", "icamente", "iquement", "ically"}, []string{"ia", "ie", "ía", "y", "ja"}, true},
	{[]string{"lizzato", "lizzata", "lizzati", "lizzate", "lizados", "lizadas", "lizado", "lizada",
		"lysées", "lysée", "lysés", "lysé", "lysiert", "lyzed", "lysed"},
		[]string{"lisi", "lisis", "lysis", "lyse"}, true},
}

// careMorphemes are in the names of care rather than of a condition
// (knowgen's cognates leave them out the same way): psychiatrie,
// Therapie, rehabilitacja, dialisi name a hospital's department as well
// as a person's treatment, so only an adverb's or a participle's form of
// them (psychiatrycznie, dializzato) is asked, not a case or an
// adjective (psychiatrii, psychiatrische Abteilung).
var careMorphemes = [...]string{"iatr", "terap", "therap", "rehab", "dialis", "dialys", "diális", "dializ"}

// careLemma reports a lemma that names care (careMorphemes).
func careLemma(w string) bool {
	for _, m := range careMorphemes {
		if indexStr(w, m) >= 0 {
			return true
		}
	}
	return false
}

// glueEndings are the case, possessive and derivational endings that
// Turkish, Finnish, Estonian and Hungarian glue to a word the lexicon
// lists bare (kanserli, diabeteksen, depressziót: kanser, diabetes,
// depresszió), longest first: the word is asked without one.
var glueEndings = [...]string{
	"lığı", "liği", "luğu", "lüğü", "ssaan", "ssään",
	"dan", "den", "tan", "ten", "nın", "nin", "nun", "nün", "lar", "ler", "dır", "dir", "dur", "dür",
	"ssa", "ssä", "sta", "stä", "lla", "llä", "lta", "ltä", "lle", "ksi",
	"ban", "ben", "ból", "ből", "nak", "nek", "val", "vel", "ról", "ről", "hoz", "hez", "höz",
	"lı", "li", "lu", "lü", "da", "de", "ta", "te", "ya", "ye", "yı", "yi", "sı", "si", "ın", "in", "un", "ün",
	"ja", "jä", "na", "nä", "aa", "ää", "ot", "et", "öt", "ra", "re",
	"ı", "ü", "t", "n",
}

// inflectedSpecial reports a Latin-script word whose lemma, its ending
// replaced by another of its paradigm's (stemParadigms), cut off
// (glueEndings) or replaced by a noun's for an adjective's
// (stemDerived), is a special-category word of the
// lexicon, and which is no program's word itself. The stem kept has six
// letters at least and two thirds of the word, so that a short lexicon
// word is not found inside a longer one, or three with a derivation's ending of five letters or more, which
// says the word's family by itself (dia|lizzato). A glued ending is
// asked only of a word in small letters (capital: the word is
// capitalised), as the languages that glue write their nouns.
func inflectedSpecial(lw string, capital bool) bool {
	if len(lw) < 7 || len(lw) > 40 || !isASCIIorLatin(lw) || programWord(lw) {
		return false
	}
	n := runeCount(lw)
	ask := func(stem, e string, to []string, person bool) bool {
		s := runeCount(stem)
		if !(s >= 6 && 3*s >= 2*n || s >= 3 && runeCount(e) >= 5) {
			return false
		}
		for _, t := range to {
			if t == e {
				continue
			}
			if w := stem + t; lemmaSpecial(w) && (person || !careLemma(w)) {
				return true
			}
		}
		return false
	}
	for _, p := range stemParadigms {
		for _, e := range p {
			if stem, ok := cutSuffix(lw, e); ok {
				if ask(stem, e, p, false) {
					return true
				}
				break // the longest ending of a paradigm only
			}
		}
	}
	for _, e := range glueEndings {
		if capital {
			break // Tropica|na, Marti|na: a capitalised word is a name's
		}
		if stem, ok := cutSuffix(lw, e); ok {
			if ask(stem, e, []string{""}, false) {
				return true
			}
		}
	}
	for _, d := range stemDerived {
		for _, e := range d.from {
			if stem, ok := cutSuffix(lw, e); ok {
				if ask(stem, e, d.to, d.person) {
					return true
				}
				break
			}
		}
	}
	return false
}

// lemmaSpecial reports a lemma inflectedSpecial asks: a word of the
// lexicon, of the hand lists, or of the translated condition titles that
// no catalogue writes, and no program's word.
func lemmaSpecial(w string) bool {
	_, ok := wordlist.Special(w)
	return (ok || moreSpecial(w) || healthWord(w)) && !programWord(w)
}

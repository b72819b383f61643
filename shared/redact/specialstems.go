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
	// Italian writes the hard c of -ca/-co as ch before e and i
	// (allergiche, the plural of allergica)
	{"che", "chi", "ca", "co", "ci"},
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
var careMorphemes = [...]string{"iatr", "terap", "therap", "rehab", "dialis", "dialys", "diális", "dializ", "иатр", "іатр", "терап", "реабіл", "реабил", "диализ", "діаліз"}

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

// stemRule is one ending of the tables and the endings asked in its
// place.
type stemRule struct {
	ending string
	to     []string // "" (the bare stem) is asked of a word in small letters only
	group  int      // the endings of one paradigm or derivation: only the longest a word ends in is asked
	runes  int      // the ending's letters
	person bool     // a care word's form (careLemma) is asked too
	greek  bool     // a stem in -t is asked in -s and -z, one in -mat without t (stemGreek)
}

// stemIndex holds a script's rules by the last byte of their ending,
// longest ending first: a word is compared only with the endings that end
// as it does, so a word of no table's ending costs one look.
type stemIndex [256][]stemRule

// add puts the endings of one group into the index.
func (x *stemIndex) add(group int, endings, to []string, person, greek bool) {
	for _, e := range endings {
		r := stemRule{ending: e, to: to, group: group, runes: runeCount(e), person: person, greek: greek}
		b := &x[e[len(e)-1]]
		i := 0
		for i < len(*b) && len((*b)[i].ending) >= len(e) {
			i++
		}
		*b = append((*b)[:i], append([]stemRule{r}, (*b)[i:]...)...)
	}
}

// latinStems, cyrillicStems and greekStems are the tables of
// specialstems.go and specialslavic.go by script.
var latinStems, cyrillicStems, greekStems = buildStems()

// buildStems indexes the tables: a paradigm's ending asks the paradigm's
// others, a glued ending the bare stem, a derivation's the noun's.
func buildStems() (*stemIndex, *stemIndex, *stemIndex) {
	lat, cyr, gr := new(stemIndex), new(stemIndex), new(stemIndex)
	g := 0
	for _, p := range greekEndings[:greekNounParadigms] {
		// the lexicon writes a Greek noun in the nominative, a
		// sentence in the accusative or genitive (έχει καρκίνο,
		// ασθενής με διαβήτη, καταδίκης): a noun's and an adjective's
		// paradigms of greekforms.go, not a verb's
		g++
		gr.add(g, p, p, false, false)
	}
	for _, p := range stemParadigms {
		g++
		lat.add(g, p, p, false, false)
	}
	for _, e := range glueEndings {
		g++
		lat.add(g, []string{e}, []string{""}, false, false)
	}
	for _, d := range stemDerived {
		g++
		lat.add(g, d.from, d.to, d.person, false)
	}
	for _, d := range slavicStems {
		g++
		x := lat
		if !isASCIIorLatin(d.from[0]) {
			x = cyr
		}
		x.add(g, d.from, d.to, d.person, d.greek)
	}
	return lat, cyr, gr
}

// inflectedSpecial reports a Latin or Cyrillic word whose lemma, its
// ending replaced by another of its paradigm's (stemParadigms, a Slavic
// case's in slavicStems), cut off (glueEndings) or replaced by a noun's
// for an adjective's or an agent noun's (stemDerived, slavicStems), is a
// special-category word of the lexicon, and which is no program's word
// itself. The stem kept has six letters at least and two thirds of the
// word, so that a short lexicon word is not found inside a longer one, or
// three with a derivation's ending of five letters or more, which says
// the word's family by itself (dia|lizzato), or five with a Slavic
// derivation's of three (depres|yjny, dijabet|ičar). The bare stem is
// asked only of a word in small letters (capital: the word is
// capitalised): a glued ending (Tropica|na, a company's name, stays).
func inflectedSpecial(lw string, capital bool) bool {
	if len(lw) < 7 || len(lw) > 40 {
		return false
	}
	x := latinStems
	switch {
	case lw[0] >= 0xd0 && lw[0] <= 0xd3:
		x = cyrillicStems // U+0400–U+04FF
	case lw[0] >= 0xce && lw[0] <= 0xcf:
		x = greekStems // U+0380–U+03FF
	}
	rules := x[lw[len(lw)-1]]
	if len(rules) == 0 {
		return false
	}
	if x == latinStems && !isASCIIorLatin(lw) || x == cyrillicStems && !cyrillicWord(lw) || x == greekStems && !scriptWord(lw, greek) || programWord(lw) {
		return false
	}
	n := runeCount(lw)
	var done [8]int // groups asked already (their longest ending)
	nd := 0
	for i := range rules {
		r := &rules[i]
		stem, ok := cutSuffix(lw, r.ending)
		if !ok || groupDone(done[:nd], r.group) {
			continue
		}
		if nd < len(done) {
			done[nd] = r.group
			nd++
		}
		if askStem(stem, n, r, capital) {
			return true
		}
	}
	return false
}

// groupDone reports group g among the groups asked.
func groupDone(done []int, g int) bool {
	for _, d := range done {
		if d == g {
			return true
		}
	}
	return false
}

// askStem reports a lemma of stem, by rule r, that is a special-category
// word; n is the word's length in letters.
func askStem(stem string, n int, r *stemRule, capital bool) bool {
	s := runeCount(stem)
	if !(s >= 6 && 3*s >= 2*n || s >= 3 && r.runes >= 5 || s >= 5 && r.greek && r.runes >= 3) {
		return false
	}
	if askLemmas(stem, r, capital) {
		return true
	}
	return r.greek && stemGreek(stem, r, capital)
}

// askLemmas asks stem with each ending of r.to.
func askLemmas(stem string, r *stemRule, capital bool) bool {
	for _, t := range r.to {
		if t == r.ending || t == "" && capital {
			continue
		}
		if w := stem + t; lemmaSpecial(w) && (r.person || !careLemma(w)) {
			return true
		}
	}
	return false
}

// lemmaSpecial reports a lemma inflectedSpecial asks: a word of the
// lexicon, of the hand lists, or of the translated condition titles that
// no catalogue writes, and no program's word. A lemma is looked up, not
// split as a compound (specialCompound hashes each of its prefixes, for
// each lemma of each long word).
func lemmaSpecial(w string) bool {
	_, ok := wordlist.Special(w)
	return (ok || len(w) >= 3 && specialWordsMoreSet.has(w) || widerSpecialWord(w) || healthWord(w)) && !programWord(w)
}

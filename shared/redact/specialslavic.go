// Special-category words of the Slavic languages in a case or a
// derivation the lexicon does not list: Polish, Czech, Slovak and
// Croatian write a noun's case on a word in Latin letters (cukrzycy,
// rakovinou, dijabetesom: cukrzyca, rakovina, dijabetes), Bulgarian its
// article (депресията: депресия), and every Slavic language derives
// from a condition's noun an adjective (диабетический, depresyjny,
// alergický, dijabetički) and a noun for the person who has it
// (диабетик, astmatyk, dijabetičar, алкоголик). The endings of those
// derivations, with their commonest cases, are a short table per family;
// the lemma is asked of the lexicon in every language's spelling, as
// specialstems.go asks the Romance ones (grammar, not a word list).

package redact

import (
	wordlist "glitchtip-mcp/shared/redact/words"
)

// slavicStems are the Slavic endings: each group's endings (from) are
// replaced by the noun's (to). A group whose endings follow the Greek
// derivations (greek: epileptyk, astmatický) also asks the stem's -t as
// -s and -z (epilepsja) and a stem in -mat without it (astma).
var slavicStems = [...]struct {
	from, to      []string
	person, greek bool
}{
	// the oblique cases of a noun in Latin letters (Polish, Czech,
	// Slovak, Croatian, Serbian, Slovene): the nominative in -a or a
	// bare stem (cukrzycy: cukrzyca, diabetesem: diabetes)
	{[]string{"ami", "ach", "ou", "om", "em", "y", "u", "a"}, []string{"a", ""}, false, false},
	// adjectives in Latin letters: Polish -iczny/-yczny, -yjny, Czech
	// and Slovak -ický, -ivní/-ívny, Croatian and Serbian -ički, -ičan,
	// -ivan, each in its genders and cases (alergiczny, depresyjny,
	// diabetický, depresivní, dijabetički)
	{[]string{"icznego", "icznemu", "icznych", "icznymi", "icznym", "icznej", "iczny", "iczna", "iczne", "iczną",
		"ycznego", "ycznemu", "ycznych", "ycznymi", "ycznym", "ycznej", "yczny", "yczna", "yczne", "yczną",
		"yjnego", "yjnych", "yjnym", "yjnej", "yjny", "yjna", "yjne", "yjną",
		"ického", "ickému", "ických", "ickými", "ickým", "ickou", "ickej", "ický", "ická", "ické", "ickí", "ičtí",
		"ivního", "ivních", "ivním", "ivní", "ívneho", "ívnych", "ívnym", "ívnej", "ívny", "ívna", "ívne",
		"ičkog", "ičkom", "ičkih", "ički", "ička", "ičko", "ičnog", "ičnih", "ičan", "ična", "ično", "ični",
		"ivnog", "ivnom", "ivnih", "ivan", "ivna", "ivno", "ivni"},
		[]string{"ia", "ie", "ja", "ija", "a", "e", "es", "is", "y"}, false, true},
	// the adverbs of those adjectives (psychiatricky, depresivně)
	{[]string{"icznie", "ycznie", "icky", "ivně", "ívne", "ično", "ivno"},
		[]string{"ia", "ie", "ja", "ija", "a", "e", "es", "is", "y"}, true, true},
	// the person who has it, in Latin letters: Polish -yk/-ik, Czech
	// and Slovak -ik, Croatian and Serbian -ičar, the feminine and the
	// commonest cases (diabetyk, astmatik, alkoholička, dijabetičar);
	// not -yka/-ika, which is the abstract noun's (diagnostyka,
	// informatika) as well as the agent's genitive
	{[]string{"ykiem", "ykami", "ykach", "ykowi", "yków", "ykom", "yk", "ycy",
		"yczka", "yczki", "yczką", "yczkę", "ikem", "ikům", "ikovi", "iků", "ici", "ik",
		"ička", "ičky", "ičce", "ičkou", "ičar", "ičara", "ičari", "ičaru", "ičarom", "ičarka", "ičarke"},
		[]string{"", "a", "e", "ia", "ie", "ja", "ija", "es", "is", "y", "izm", "ismus", "izam", "izmus"}, false, true},
	// Bulgarian's article (диабетът, депресията)
	{[]string{"ът", "ят", "та", "то", "те"}, []string{""}, false, false},
	// adjectives in Cyrillic: Russian -ический, -ивный, Ukrainian
	// -ічний/-ичний, -ивний, Bulgarian -ичен, -ивен, Serbian -ички, each in its
	// genders and cases (диабетический, депрессивная, алергічний)
	{[]string{"ического", "ическому", "ическими", "ическим", "ических", "ической", "ическую", "ическое", "ические", "ическая", "ический",
		"ічного", "ічному", "ічними", "ічним", "ічних", "ічної", "ічну", "ічне", "ічні", "ічна", "ічний",
		"ичного", "ичному", "ичними", "ичним", "ичних", "ичної", "ичну", "ичне", "ичні", "ична", "ичний",
		"ичния", "ичният", "ичната", "ичното", "ичните", "ичен", "ична", "ично", "ични",
		"ичког", "ичких", "ички", "ичка", "ичко",
		"ивного", "ивному", "ивными", "ивным", "ивных", "ивной", "ивную", "ивное", "ивные", "ивная", "ивный",
		"ивний", "ивних", "ивним", "ивної", "ивне", "ивні", "ивен", "ивна", "ивно", "ивни"},
		[]string{"ия", "ія", "ија", "а", "я", ""}, false, true},
	// any adjective's genders and cases, in Latin letters: the lexicon
	// writes one form (těhotný, ciężarny, depresívny), a sentence
	// another (pacientka je těhotná, ciężarną, ciężarnej)
	{[]string{"ého", "ému", "ých", "ými", "ým", "ém", "ou", "ý", "á", "é",
		"ego", "emu", "ych", "ymi", "ym", "ej", "ą", "y", "a", "e"},
		[]string{"ý", "y", "á", "a"}, false, false},
	// and in Cyrillic: Russian and Ukrainian adjectives' long forms and
	// the Russian short one (беременна, беременной: беременная)
	{[]string{"ого", "ому", "ыми", "ых", "ым", "ую", "ой", "ое", "ые", "ый", "ая", "а",
		"ого", "ому", "ими", "их", "им", "ої", "ою", "у", "е", "і", "ий", "а"},
		[]string{"ая", "ый", "ий", "ой", "а"}, false, false},
	// the person who has it, in Cyrillic (диабетик, епілептик,
	// алкоголик, диабетици, дијабетичар); not -ика/-ику/-ики, the
	// abstract noun's (техника, диагностику) as well as the agent's
	{[]string{"иком", "иков", "иками", "иках", "икам", "ик", "ици",
		"ічка", "ічки", "ічку", "ічкою", "ичка", "ички", "ичкой", "ичку",
		"іком", "іків", "іками", "ік", "ичар", "ичара", "ичари", "ичарка"},
		[]string{"", "ия", "ія", "ија", "а", "я", "изм", "ізм", "изам"}, false, true},
}

// stemGreek asks the noun of a Greek word's derivation by its stem in -t:
// the t of epilept|ic is the s of epileps|ia (-sis, -sia: psychosis,
// psychotic), and astmat|ic is astma's (-ma, -matos), in every language
// that borrowed them and in either script.
func stemGreek(stem string, r *stemRule, capital bool) bool {
	for _, t := range [...]struct{ t, ma, s, z string }{{"t", "ma", "s", "z"}, {"т", "ма", "с", "з"}} {
		base, ok := cutSuffix(stem, t.t)
		if !ok {
			continue
		}
		if hasSuffix(base, t.ma) && lemmaSpecial(base) && (r.person || !careLemma(base)) {
			return true
		}
		return askLemmas(base+t.s, r, capital) || askLemmas(base+t.z, r, capital)
	}
	return false
}

// cyrillicWord reports a word of Cyrillic letters only.
func cyrillicWord(w string) bool { return scriptWord(w, cyrillic) }

// scriptWord reports a word of letters of script sc only.
func scriptWord(w string, sc script) bool {
	for _, r := range w {
		if !letterRune(r) || scriptOf(r) != sc {
			return false
		}
	}
	return true
}

// serbianLatin is Serbian's Cyrillic alphabet in Gaj's Latin one, the
// letters one for one (љ, њ and џ are two Latin letters each): Serbian
// writes either, and Croatian, Bosnian and Montenegrin write the Latin,
// which the lexicon holds (trudnoća, dijabetes, depresija).
var serbianLatin = map[rune]string{'а': "a", 'б': "b", 'в': "v", 'г': "g", 'д': "d", 'ђ': "đ", 'е': "e", 'ж': "ž",
	'з': "z", 'и': "i", 'ј': "j", 'к': "k", 'л': "l", 'љ': "lj", 'м': "m", 'н': "n", 'њ': "nj", 'о': "o", 'п': "p",
	'р': "r", 'с': "s", 'т': "t", 'ћ': "ć", 'у': "u", 'ф': "f", 'х': "h", 'ц': "c", 'ч': "č", 'џ': "dž", 'ш': "š"}

// serbianSpecial reports a word in Serbian Cyrillic (one of its own
// letters, ђ ј љ њ ћ џ, says the language: Russian and Bulgarian write
// none of them) whose Latin spelling is a special-category word of the
// lexicon, or one of its cases or derivations (депресија: depresija;
// трудноћом: trudnoćom; дијабетичар), and its category.
func serbianSpecial(lw string) (string, bool) {
	if lw == "" || lw[0] < 0xd0 || lw[0] > 0xd3 || !containsChars(lw, "ђјљњћџ") {
		return "", false
	}
	b := make([]byte, 0, len(lw))
	for _, r := range lw {
		l, ok := serbianLatin[r]
		if !ok {
			return "", false
		}
		b = append(b, l...)
	}
	w := string(b)
	if c, ok := wordlist.Special(w); (ok || moreSpecial(w) || healthWord(w)) && !programWord(w) {
		return c, true
	}
	return "", slavicSpecialForm(w) || inflectedSpecial(w, false)
}

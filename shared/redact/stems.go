// Known words in the forms texts write them: a dictionary lists a word's
// frequent forms, and a message of an inflected language writes the others
// too (семафора, замінюємо, paketi, wielowymiarowy). A word passes when it
// is a known word with another ending of its own language, a compound of
// known words (taakbesturing, Dateierstellungskontext) or, in a script
// written without spaces, known words and particles written together
// (segment.go). The names data outranks all of these: a word it knows is
// judged as it was (personName asks knownWord, so none of this makes a
// name known), and so is a word whose stem it knows (Петровой, Nowaka).

package redact

import (
	"sort"
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// knownForm reports whether w, a word no list holds as written, is a known
// word inflected, compounded, or written together with its particles. lw
// is w in lower case.
func knownForm(w, lw string) bool {
	n := runeCount(lw)
	r, _ := decodeRune(w)
	sc := scriptOf(r)
	// Thai's letters take three bytes each: its runs are bounded by
	// letters (thaiMaxRun)
	// បាន​បរាជ័យ, "failed": Khmer, Lao and Myanmar have no names data (the
	// filters answer one of their runs as a stranger) and long runs,
	// pieces between zero-width spaces, each split (unspaced.go)
	if sc == otherScript && unspacedLetter(r) {
		return unspacedWords(lw) > 0
	}
	if n < 2 || len(lw) > 96 && sc != thai {
		return false
	}
	// a name is short: a longer run of Han and kana is asked about the
	// names inside it (cjkNames), where the names filters' false
	// positives on a whole sentence cannot hide its words
	if (sc != cjk || n <= 8) && caselessNameData(lw, sc) && !markedWordForm(lw) {
		// toetsen|kaart: a lower-case compound of known words of ten
		// letters or more, no compound surname of German's dictionary,
		// is a word though the names filters answer yes: at 7 bits they
		// answer one stranger in 130 so, and such a word is far likelier
		// one than a family's name; a capitalised one is left to the
		// name rules (Schwarzkopf)
		// rekurencyjne: a Polish adjective of a loanword, though the names
		// filters answer yes to it
		// formatującego, индексирования: a long word with a participle's
		// or a verbal noun's ending (five letters or more) of a known
		// word: no family's name is declined so
		// пересобрать: a Russian or Ukrainian infinitive of a prefixed
		// verb; Rekurencyjne: a Polish adjective of a loanword at a
		// sentence's start (verbforms.go)
		// διαχειριστικού: a long Greek word in lower case, a form of a
		// known word no names data holds (greekForm), which only its
		// Latin spelling finds among the names (translit), where the
		// filters answer one stranger in 130 so; a Greek name is held as
		// Greek writes it; aşımına: a Turkish noun's case after its
		// possessive (trNoun) in Turkish's own letters (a name takes it
		// after an apostrophe; Svetlana is no svetla|na); toiminto|on: a
		// Finnish case ending on a stem of the Finnish list's forms
		// (finnishForm), no bare word the names data holds; skladištn|í:
		// a Czech ending on a stem of the Czech list's forms (czechForm)
		return w == lw && (n >= 10 && (sc == latin && (!wordlist.CompoundSurname(lw) && compoundWord(lw, 2) || latinLoan(lw)) || verbalForm(lw) ||
			sc == greek && !wordlist.GivenName(lw) && !wordlist.Surname(lw) && !unmarkedHas(lw, wordlist.Surname) && !unmarkedHas(lw, wordlist.GivenName) && greekForm(lw)) ||
			sc == cyrillic && n >= 7 && prefixedInfinitive(lw) || sc == latin && n >= 7 && containsChars(lw, "ışğ") && trNoun(lw, false, 1)) || sc == latin && (loanAdjective(lw) || n >= 7 && (finnishForm(lw) || czechForm(lw, false)))
	}
	// uid에, NUMA가: a word of another script with a Korean particle
	if head, ok := hangulParticleTail(lw); ok {
		return knownWord(head)
	}
	if head, ok := latinThenKana(lw); ok {
		return knownWord(head)
	}
	switch sc {
	case cjk:
		return kanaHanWords(lw)
	case hangul:
		return hangulWords(lw)
	case thai:
		// แพกเกจ, "package": a loanword of English alone; ที่, "at": a
		// grammatical word alone between a message's values, which
		// another Thai list holds too (a stranger one filter answers yes
		// for is no word)
		// ส่วนย่อย, "subpart": a dictionary word a catalogue writes
		return thaiPhrase(lw) || wordlist.ThaiLoan(lw) || wordlist.ThaiCatalogue(lw) || wordlist.ThaiGrammar(lw) && (wordlist.ThaiPart(lw) || wordlist.ThaiName(lw))
	case arabic, hebrew:
		return semiticForm(lw, sc)
	case indic:
		return hindiForm(lw) || bengaliForm(lw)
	}
	// пам’ять, обовʼязкове: Ukrainian's apostrophe, typeset, or the
	// modifier letter its 2019 orthography and Django's catalogue write;
	// the dictionaries write '
	if containsChars(lw, "’ʼ") {
		if a := strings.NewReplacer("’", "'", "ʼ", "'").Replace(lw); wordlist.Known(a) && !givenNameData(a) && !surnameData(a) {
			return true
		}
	}
	// отделённого: Russian's ё, which the dictionaries write е
	if yoKnown(lw) {
		return true
	}
	// обертка: Russian's е where the dictionaries write ё (обёртка), as
	// most Russian text is typed
	if yeKnown(lw) {
		return true
	}
	// facturacion, expedicao: a word of a language with diacritics as
	// code writes it, without them
	if accentKnown(lw) {
		return true
	}
	// коммита, МіБ, tabulacji, recursie: a technical loanword
	if loanForm(w, lw, sc) {
		return true
	}
	if n < 5 {
		return false
	}
	// διάλυσης, υποβαθμισμένα: a Greek word with another ending of
	// its paradigm
	if sc == greek && (w == lw && greekForm(lw) || greekPastPlural(lw)) {
		return true
	}
	capital := upperRune(r)
	return inflected(lw, capital, 1) || compoundWord(lw, 3) || !capital && sc == latin && (slavPrefixed(lw) || diPrefixed(lw) || finnishForm(lw)) || sc == latin && czechForm(lw, capital)
}

// ending is an inflectional ending of a language and the endings its
// dictionary forms have in its place: a word ending in from is known when
// its stem with one of to is (семафор|а: семафор, рекурсивн|о:
// рекурсивный). caps: the ending makes adjectives, adverbs, verbs or
// verbal nouns, never a surname's case, so a capitalised word (a sentence's
// first) may take it off too; a surname is declined by the others
// (Петров|ой, Nowak|a), and a capitalised word with those is left to the
// name rules.
type ending struct {
	from string
	to   string // the endings, a | between two: constant data, no code at start
	caps bool
}

// cyrNoun: a noun's case leads to its nominative or to its plural, which
// the frequency lists hold as often (кавычк|а: кавычки).
//
// cyrMasc: an adjective's masculine leads to its other forms too, those
// the frequency lists hold where they lack it (унарн|ий: унарного).
const (
	cyrAdj  = "ый|ий|ой|ій"
	cyrMasc = "ый|ий|ой|ій|ого|ая|ое|ої|ому"
	cyrNoun = "|а|я|о|ь|й|и|ы"
)

// cyrillicEndings are Russian's and Ukrainian's: adjectives and
// participles, adverbs, verbal nouns, verbs in the present, the cases of
// nouns.
var cyrillicEndings = []ending{
	{"ая", cyrAdj, true}, {"яя", cyrAdj, true}, {"ое", cyrAdj, true}, {"ее", cyrAdj, true}, {"ые", cyrAdj, true},
	{"ие", cyrAdj, true}, {"ых", cyrAdj, true}, {"их", cyrAdj, true}, {"ым", cyrAdj, true}, {"ыми", cyrAdj, true},
	{"ими", cyrAdj, true}, {"ого", cyrAdj, true}, {"его", cyrAdj, true}, {"ому", cyrAdj, true}, {"ему", cyrAdj, true},
	{"ую", cyrAdj, true}, {"юю", cyrAdj, true}, {"ої", cyrAdj, true}, {"ій", cyrAdj, true}, {"им", cyrAdj, true},
	{"о", cyrAdj, true}, {"е", cyrAdj, true}, {"і", cyrAdj, true}, {"ый", cyrMasc, true}, {"ий", cyrMasc, true},
	{"ование", "овать", true}, {"ования", "овать", true}, {"ованием", "овать", true},
	{"ение", "ить|ять", true}, {"ения", "ить|ять", true}, {"ание", "ать", true},
	{"ания", "ать", true}, {"ування", "увати|", true}, {"ювання", "ювати|ь", true},
	{"ання", "ати", true}, {"ення", "ити", true}, {"яння", "яти", true},
	{"ует", "овать", true}, {"уют", "овать", true}, {"уем", "овать", true},
	{"юємо", "ювати", true}, {"ює", "ювати", true}, {"юють", "ювати", true},
	{"уємо", "увати", true}, {"ує", "увати|", true}, {"ують", "увати", true},
	{"ет", "ать|ять|еть", true}, {"ит", "ить", true}, {"ят", "ить|ять", true},
	{"ємо", "ати|яти", true}, {"имо", "ити", true},
	// Russian short participles (заверен: заверить, индексирован:
	// индексировать), in lower case only: no surname's case
	{"ен", "ить|енный", false}, {"ена", "ить|енный", false}, {"ено", "ить|енный", false},
	{"ан", "ать", false}, {"ана", "ать", false}, {"ано", "ать", false},
	{"а", cyrNoun, false}, {"я", cyrNoun, false}, {"у", cyrNoun, false}, {"ю", cyrNoun, false}, {"ом", cyrNoun, false},
	{"ем", cyrNoun, false}, {"ы", cyrNoun, false}, {"и", cyrNoun, false}, {"ов", cyrNoun, false}, {"ев", cyrNoun, false},
	{"ей", cyrNoun, false}, {"ой", cyrNoun, false}, {"ам", cyrNoun, false}, {"ям", cyrNoun, false}, {"ами", cyrNoun, false},
	{"ями", cyrNoun, false}, {"ах", cyrNoun, false}, {"ях", cyrNoun, false}, {"ою", cyrNoun, false}, {"ів", cyrNoun, false},
	{"ові", cyrNoun, false}, {"ї", cyrNoun, false}, {"і", cyrNoun, false},
	// Ukrainian's cases after a vowel, written with є and ї
	// (репозиторі|єм, git's "не є git репозиторієм": репозиторій;
	// лінi|єю: лінія; кра|єві, репозиторі|їв)
	{"єм", cyrNoun, false}, {"єю", cyrNoun, false}, {"єві", cyrNoun, false}, {"їв", cyrNoun, false},
	// Bulgarian's definite article, written after its noun: the full
	// masculine -ът/-ят (достъп|ът, потребител|ят: достъп, потребител),
	// the feminine's -та, the neuter's -то and the plural's -те after
	// their vowel (грешк|ата, запитван|ето, грешк|ите). A person's name
	// takes no article, so a capitalised word (Достъпът, a sentence's
	// first) may take it off too; the dictionaries hold the bare noun
	// and few of its articled forms (сървърът, but not достъпът)
	{"ът", "", true}, {"ят", "|й|ь", true}, {"ата", "а", true}, {"ята", "я", true},
	{"ото", "о", true}, {"ето", "е", true}, {"ите", "и", true}, {"ете", "е", true},
}

const (
	// an adjective's other forms lead to its masculine in -y/-ý/-i (a
	// Romance noun in -a or -e has no such form: sertralin|e is no
	// Polish adjective, whatever sertralina is); the masculine leads to
	// the others
	slavAdj  = "y|i|ý|í"
	slavMasc = "a|e|i|ą|á|é"
	slavNoun = "|a|o|e"
)

// latinEndings are the endings of the inflected languages written in Latin
// letters whose words the catalogues and dictionaries hold: Polish and
// Czech adjectives and nouns, Turkish's case and possessive suffixes,
// Romanian's feminine and articled forms.
var latinEndings = []ending{
	{"y", slavMasc, true}, {"ý", slavMasc, true}, {"a", slavAdj, true}, {"e", slavAdj, true}, {"ego", slavAdj, true}, {"emu", slavAdj, true},
	{"ym", slavAdj, true}, {"ych", slavAdj, true}, {"ymi", slavAdj, true}, {"ej", slavAdj, true}, {"ą", slavAdj, true},
	{"á", slavAdj, true}, {"é", slavAdj, true}, {"ého", slavAdj, true}, {"ému", slavAdj, true},
	{"ým", slavAdj, true}, {"ých", slavAdj, true}, {"ými", slavAdj, true},
	// Polish verbal nouns (konwertowanie: konwertować) and German
	// participles (verneinend|es: verneinen)
	// and their cases, which lead to the nominative too, and a verb made
	// of a noun to the noun (numer|owania: numer); literal lists, so the
	// table is static data, not code run at start
	{"owanie", "ować|", true}, {"owania", "ować|owanie|", true},
	{"owaniu", "ować|owanie|", true}, {"owaniem", "ować|owanie|", true},
	{"anie", "ać", true}, {"ania", "ać|anie", true},
	{"enie", "ić|eć", true}, {"enia", "ić|eć|enie", true},
	{"end", "en", true}, {"ende", "en", true}, {"endes", "en", true},
	{"ender", "en", true}, {"enden", "en", true}, {"endem", "en", true},
	// Polish's instrumental after k and g (mnożnik|iem, katalog|iem)
	{"kiem", "k", false}, {"giem", "g", false},
	// Polish nouns in -ek lose their e when declined (dwukrop|ek:
	// dwukrop|ka, dwukrop|ku, dwukrop|kiem)
	{"ka", "ek", false}, {"ku", "ek", false}, {"kowi", "ek", false},
	{"kiem", "ek", false}, {"ki", "ek", false}, {"ków", "ek", false},
	{"kami", "ek", false}, {"kach", "ek", false},
	// Polish participles, declined, of known verbs: passive -iony/
	// -owany (zagłęb|ionej: zagłębić), active -ący (separ|ującego:
	// separować, czyt|ającego: czytać)
	{"iony", "ić", true}, {"iona", "ić", true}, {"ione", "ić", true}, {"ionej", "ić", true},
	{"ionego", "ić", true}, {"ionych", "ić", true}, {"ionym", "ić", true},
	{"owany", "ować", true}, {"owana", "ować", true}, {"owane", "ować", true},
	{"owanej", "ować", true}, {"owanego", "ować", true}, {"owanych", "ować", true},
	// and of a verb made of a noun, to the noun (format|ującego: format)
	{"ujący", "ować|", true}, {"ująca", "ować|", true}, {"ujące", "ować|", true},
	{"ującej", "ować|", true}, {"ującego", "ować|", true}, {"ujących", "ować|", true},
	{"ający", "ać", true}, {"ająca", "ać", true}, {"ające", "ać", true},
	{"ającej", "ać", true}, {"ającego", "ać", true}, {"ających", "ać", true},
	{"u", slavNoun, false}, {"em", slavNoun, false}, {"owi", slavNoun, false}, {"ów", slavNoun, false},
	{"ach", slavNoun, false}, {"ami", slavNoun, false}, {"om", slavNoun, false}, {"ę", slavNoun, false},
	{"i", "", false}, {"ı", "", false}, {"si", "", false}, {"sı", "", false},
	{"ler", "", false}, {"lar", "", false}, {"leri", "", false}, {"ları", "", false},
	{"de", "", false}, {"da", "", false}, {"den", "", false}, {"dan", "", false},
	{"nin", "", false}, {"nın", "", false}, {"ye", "", false}, {"ya", "", false},
	// Romanian's feminine and indefinite forms, where the frequency lists
	// hold the masculine or the form with its article (recursiv|ă:
	// recursiv, directiv|ă: directiva, preluar|e: preluarea); no ending
	// of a surname's case
	{"ă", "|a", false}, {"e", "ea", false},
}

// inflected reports a word whose stem with another ending of its language
// is a known word that no names data holds. An ASCII word takes an ending
// of fewer than four letters off only when what it leads to is no common
// English word (English forms are derived's: streamy is no inflection of
// stream; no English word ends in -owania); Cyrillic words may
// first take the reflexive -ся/-сь off.
//
// The endings are tried longest first (sortedEndings): a participle's
// kollidier|ende is asked about before kollidierend|e, whose stem the
// surname filter may answer yes for at its false-positive rate.
func inflected(lw string, capital bool, depth int) bool {
	r, _ := decodeRune(lw)
	table := latinByLength
	if scriptOf(r) == cyrillic {
		table = cyrillicByLength
		if depth > 0 {
			// архівує|ться: Ukrainian writes the reflexive after -ть
			for _, refl := range []string{"ться", "ся", "сь"} {
				if b, ok := cutSuffix(lw, refl); ok && runeCount(b) >= 5 && (stemKnown(b, lw) || inflected(b, capital, depth-1)) {
					return true
				}
			}
		}
	} else if scriptOf(r) != latin {
		return false
	}
	ascii := isLowerWord(lw)
	cyr := scriptOf(r) == cyrillic
	if moreForms(lw) || verbForms(lw, capital) || !cyr && turkishVerb(lw, capital) || !cyr && depth > 0 && (hungarianForm(lw, capital, 1) || latinForm(lw, capital)) || !capital && depth > 0 && sPassive(lw) {
		return true
	}
	for _, e := range table {
		stem, ok := cutSuffix(lw, e.from)
		if !ok || capital && !e.caps {
			continue
		}
		n := runeCount(stem)
		// a stem of four letters at least: short stems make any string a
		// word; three before an ending of five letters or more, which
		// says the word is a participle or verbal noun (ład|ująca:
		// ładować)
		if n < 4 && (n < 3 || runeCount(e.from) < 5) {
			continue
		}
		// a capitalised adjective is a street's (Ленская, Krakowska) or
		// a family's name (Kowalska) unless it is a participle
		// (Дублирующаяся): the name rules judge it
		if capital && (cyr && altIn(cyrAdj, firstAlt(e.to)) && !participleStem(stem) || !cyr && nameAdjStem(stem)) {
			continue
		}
		if stemSurname(stem) {
			return false
		}
		for ts, more := e.to, true; more; {
			var t string
			t, ts, more = cut(ts, "|")
			c := stem + t
			// an ASCII word with a short ending is asked about its other
			// forms in ASCII: fewer lookups, fewer strangers answered yes
			// репозитори|я: a noun's case leads to a nominative in -ий that
			// is known only as a form itself (репозиторий), one hop on
			known := stemKnown(c, lw) || cyr && !capital && depth > 0 && t == "й" && inflected(c, false, depth-1)
			if c == lw || ascii && len(e.from) <= 2 && !isLowerWord(t) || !known || ascii && len(e.from) < 4 && wordlist.Common(c) {
				continue
			}
			// an ASCII word with a short ending (kola|de, prawi|i: a
			// handle's shape) only to a catalogue's word or a long stem
			if ascii && len(e.from) <= 2 && n < 6 && !wordlist.Template(c) {
				continue
			}
			return true
		}
		if cyr && firstAlt(e.to) == "ить" && alternated(stem, lw) {
			return true
		}
		if cyr && e.caps && altIn(cyrAdj, firstAlt(e.to)) && denominal(stem) {
			return true
		}
		// przyrost|ow|y, plik|ow|ej: a Polish adjective made of a known
		// noun (a family's name, nowak|ow|a, is none: stemSurname), of one
		// in -ek too, whose e falls out (wątk|owy: wątek)
		if b, ok := cutSuffix(stem, "ow"); ok && !cyr && e.caps && (firstAlt(e.to) == "a" || firstAlt(e.to) == "y") &&
			runeCount(b) >= 4 && !stemSurname(b) && (stemKnown(b, stem) || hasSuffix(b, "k") && !hasSuffix(b, "ek") && stemKnown(b[:len(b)-1]+"ek", stem) || hasSuffix(b, "ni") && stemKnown(b+"e", stem)) {
			return true
		}
	}
	return !cyr && (germanAdjective(lw) || dutchAdjective(lw))
}

// sPassive reports Swedish's s-passive of a known past tense (avvisade|s,
// skapade|s: was rejected, was created), which the frequency lists hold
// only for the commonest verbs. Lower case only: no family's name
// (Mendes, Fernandes) is read as one. In Swedish's own letters too
// (glibc's "Anslutningen vägrade|s", connection refused).
func sPassive(lw string) bool {
	b, ok := cutSuffix(lw, "s")
	if !ok || len(b) < 6 || !hasSuffix(b, "de") && !hasSuffix(b, "te") {
		return false
	}
	for _, r := range b {
		if (r < 'a' || r > 'z') && r != 'å' && r != 'ä' && r != 'ö' {
			return false
		}
	}
	return knownAsWritten(b) || inflected(b, false, 0)
}

// alternated reports the stem of a Russian participle or verbal noun of a
// verb in -ить whose last consonant alternates (замещ|ён: заместить,
// освобожд|ение: освободить, установл|ен: установить): the verb a
// dictionary holds with the consonant it alternates with.
func alternated(stem, lw string) bool {
	for l := alternations; l != ""; {
		var p string
		p, l = nextPrefix(l)
		from, to, _ := cut(p, ":")
		if b, ok := cutSuffix(stem, from); ok && stemKnown(b+to+"ить", lw) {
			return true
		}
	}
	return false
}

// alternations are alternated's consonants, each followed by the one the
// verb writes.
const alternations = "щ:ст щ:т жд:д ж:д ж:з ч:т вл:в бл:б пл:п мл:м "

// germanAdjective reports a German adjective declined (dezimal|e,
// ungültig|en, numerisch|er, konfiguriert|es): an ending of the strong or
// weak declension after a stem that ends as German adjectives are made
// (-al, -ig, -lich, -isch, -bar, -los, -iv, ...; participles in -iert)
// and that a dictionary holds and the names data does not.
func germanAdjective(lw string) bool {
	for _, end := range [...]string{"en", "er", "es", "em", "e"} {
		stem, ok := cutSuffix(lw, end)
		if !ok || runeCount(stem) < 4 {
			continue
		}
		for l := germanAdjSuffixes; l != ""; {
			var x string
			x, l = nextPrefix(l)
			if hasSuffix(stem, x) {
				return !stemSurname(stem) && stemKnown(stem, lw)
			}
		}
	}
	return false
}

// dutchAdjective reports Dutch's adjective of a language and its people,
// which Dutch writes with a capital: the language's name in -s and an -e
// (Duits|e, Nederlands|e, Pools|e; Europe|se of Europees, Chine|se of
// Chinees, its long vowel written once), a catalogue's word (iso-codes'
// languages) that no names data holds, nor the adjective itself.
func dutchAdjective(lw string) bool {
	stem, ok := cutSuffix(lw, "se")
	if !ok || len(stem) < 3 || givenNameData(lw) || surnameData(lw) {
		return false
	}
	base := stem + "s"
	if v := stem[len(stem)-1]; !wordlist.Template(base) && indexByte("aeou", v) >= 0 && indexByte("aeiou", stem[len(stem)-2]) < 0 {
		base = stem + string(v) + "s"
	}
	return wordlist.Template(base) && stemKnown(base, lw)
}

// germanAdjSuffixes are the endings German adjectives are derived with.
const germanAdjSuffixes = "al ell ig lich isch bar los iv är ös sam haft ent ant iert "

// denominal reports a Russian or Ukrainian adjective's stem made of a known
// noun by a suffix (адрес|ов|е, літерал|ьн|е, файл|ов|ый, индекс|н|ый): the noun in one
// of its forms is known and the names data holds neither it nor the stem.
func denominal(stem string) bool {
	for _, x := range [...]string{"ирован", "ован", "уван", "юван", "ов", "ев", "ьн", "н"} {
		b, ok := cutSuffix(stem, x)
		if !ok || runeCount(b) < 4 || stemSurname(b) {
			continue
		}
		for ts, more := cyrNoun, true; more; {
			var t string
			t, ts, more = cut(ts, "|")
			if stemKnown(b+t, stem) {
				return true
			}
		}
	}
	return false
}

// latinByLength and cyrillicByLength are the endings, longest first.
var latinByLength, cyrillicByLength = sortedEndings(latinEndings), sortedEndings(cyrillicEndings)

func sortedEndings(es []ending) []ending {
	out := append([]ending(nil), es...)
	sort.SliceStable(out, func(i, j int) bool { return len(out[i].from) > len(out[j].from) })
	return out
}

// participleStem reports a Russian or Ukrainian stem of a participle
// (дублирующ-, закрыт-, оброблен-): what an adjective made of a verb ends
// in, and no place's or family's name does.
func participleStem(stem string) bool {
	for l := "ущ ющ ащ ящ вш нн ем им уч юч ач яч ован уван ен ан ят ыт ит "; l != ""; {
		var x string
		x, l = nextPrefix(l)
		if hasSuffix(stem, x) {
			return true
		}
	}
	return false
}

// nameAdjStem reports a Polish, Czech or Slovak adjective's stem that
// places' and families' names are made with (Krakow|ska, Nowak|owa,
// Novák|ová).
func nameAdjStem(stem string) bool {
	for _, x := range []string{"sk", "ck", "ow", "ov", "in", "ýn"} {
		if hasSuffix(stem, x) {
			return true
		}
	}
	return false
}

// firstAlt is the first of a list of endings with a | between two.
func firstAlt(list string) string {
	t, _, _ := cut(list, "|")
	return t
}

// altIn reports whether s is one of a list of endings with a | between two.
func altIn(list, s string) bool {
	for more := true; more; {
		var t string
		t, list, more = cut(list, "|")
		if t == s {
			return true
		}
	}
	return false
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// markedWordForm reports a word with marks that the names data holds only
// without them (linię: linie) where that unmarked form is a dictionary's
// or catalogue's word itself: the marks make it a form of a word, not the
// name the letters alone spell.
func markedWordForm(lw string) bool {
	u, ok := unmarked(lw)
	if !ok || wordlist.GivenName(lw) || wordlist.Surname(lw) || translit(lw, wordlist.GivenName) || translit(lw, wordlist.Surname) {
		return false
	}
	return strictWord(u)
}

// stemKnown reports a dictionary form c (of the word w) that a dictionary
// or catalogue holds and the names data does not hold as written. A
// Cyrillic or Greek entry is not asked in its Latin transliteration: the
// names data holds the names that are words too in their own script
// (Вера, Роза: hunspell's proper nouns), and a transliteration's answer
// for an entry is mostly a names filter's random false positive overriding
// the dictionary (архів as arkhiv, of архівується).
func stemKnown(c, w string) bool {
	if c == w || !wordlist.KnownEntry(c) || thaiNegated(c) {
		return c != w && wordlist.KnownEntry(c)
	}
	return !wordlist.GivenName(c) && !wordlist.Surname(c) && !unmarkedHas(c, wordlist.GivenName) && !unmarkedHas(c, wordlist.Surname)
}

// stemSurname reports a stem the names data holds as a surname: a declined
// surname (Nowak|a, Петров|ой) is a name, whatever word its ending makes.
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func stemSurname(stem string) bool {
	return surnameData(stem)
}

// yeKnown reports a Russian word written with е where its dictionary form
// has ё (обертка: обёртка): one of its first three е written ё, a
// dictionary word no names data holds (Семен is Семён, a name).
func yeKnown(lw string) bool {
	for i, k := 0, 0; i < 3 && !contains(lw, "ё"); i++ {
		j := indexStr(lw[k:], "е")
		if j < 0 {
			return false
		}
		k += j
		if stemKnown(lw[:k]+"ё"+lw[k+2:], lw) {
			return true
		}
		k += 2
	}
	return false
}

package redact

import (
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// compoundLinks are the linking elements Dutch, German and the Scandinavian
// languages put between the parts of a compound (ontstaan|s|tijd,
// terugverwijzing|en|grens, Verbindung|s|aufbau).
var compoundLinks = []string{"s", "e", "en", "n", "er", "es"}

// wordPrefixes are prefixes the European languages write before a word
// (Subdomínio, переспрямування; Dutch, German and Swedish particles:
// aanhaling, Aufruf): language words, each joined to a known word.
// (A string, not a slice: a slice of strings is data the bootstrap
// carries twice over, as headers and as bytes.)
const wordPrefixes = "sub super multi auto pre re co anti inter intra hyper " +
	"ultra pseudo meta micro mini mega wielo nie bez pod nad prze roz " +
	"aan uit over door onder ver ont her on af ab auf aus ein vor nach " +
	"mit über unter wieder zurück miss för upp till ny pré ré dé dés " +
	"jedno dwu wsp ri " +
	"пере под над без не раз само авто мульти під роз пре при одно много багато "

// nextPrefix returns the first word of a list of words each followed by a
// space (wordPrefixes, cyrillicPrefixes) and the rest of the list.
func nextPrefix(list string) (w, rest string) {
	k := indexByte(list, ' ')
	return list[:k], list[k+1:]
}

// compoundWord reports whether w, a lower-case word of letters, is a
// compound of known words of four letters or more, with a linking element between them or a prefix
// before, as Dutch, German and the Scandinavian languages write nouns
// together (taakbesturing, archiefmap, Dateierstellungskontext) and every
// European language writes prefixes. Each part must be a known word that
// is no person's name, and not every part common English: words of
// English written together are a handle (rivercrow, quietstorm), which
// segmented judges as code or not. Cost: one lookup of the head per
// position and of the modifier where a head is known, depth levels deep,
// on words of at most 64 bytes, and at most compoundBudget lookups a word
// (a hostile word of known words costs no more than a stranger).
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func compoundWord(w string, depth int) bool {
	budget := compoundBudget
	// Satz|art, Ziel|pfad: a short German compound is known when its
	// modifier is a German noun of the dictionary (a linking element
	// after it) and its head a noun too, or a word of three letters the
	// catalogues and a dictionary hold (Art, Typ); the whole is no name
	// already (knownForm asks the names data first). The word itself
	// only, never a modifier inside a longer one: Schön|hau|ser is a
	// street's name, not a compound of three short words
	if n := runeCount(w); n == 7 || n == 8 {
		return shortCompound(w, &budget) || compoundIn(w, depth, &budget)
	}
	return compoundIn(w, depth, &budget)
}

// compoundBudget bounds the lookups one word's split may make.
const compoundBudget = 160

func compoundIn(w string, depth int, budget *int) bool {
	// nine letters at least: a family's name of two short words
	// (Cuve|lier, Torr|enga) is shorter than the compounds messages write
	if depth == 0 || len(w) > 64 {
		return false
	}
	// Kundennr, Bestellnr, Rechnungsnr: German abbreviates Nummer to -nr
	// after the noun it numbers (Latin letters: Germanic compounds only)
	if m, ok := cutSuffix(w, "nr"); ok && len(m) >= 4 && scriptOf(rune(w[0])) == latin && spend(budget) && compoundModifier(m, "nummer", depth, budget) {
		return true
	}
	if n := runeCount(w); n < 9 {
		// під|ключа, под|ключа: a Slavic prefix before a known word
		// makes words of seven letters and eight; Cyrillic only, where
		// no Germanic family name is written
		return n >= 7 && cyrillicPrefixed(w, budget)
	}
	// Lijsterbeslaan, Rosenberg: a street's, a place's or a family's name
	// (a word in -ring is Dutch's -ing noun more often than a Ring)
	for x := range placeHeads {
		if hasSuffix(w, x) {
			return false
		}
	}
	// a street type at the end (Mannerheimin|tie, Linden|straße) is
	// judged below as a head, after the longer heads: opmaak|specificatie
	// is Dutch's -atie noun, not a Finnish road; after a prefix it is the
	// street's (Unter|allee)
	for l := wordPrefixes; l != ""; {
		var p string
		p, l = nextPrefix(l)
		if rest, ok := cutPrefix(w, p); ok && runeCount(rest) >= 5 && !placeHead(rest) && spend(budget) &&
			(compoundPart(rest) || depth > 1 && inflected(rest, false, 0)) &&
			!(isLowerWord(rest) && wordlist.Common(rest)) {
			return true
		}
	}
	// the longest head first: a head that names a street, a place or a
	// family ends the search before a shorter one inside it is tried
	// compounds written without a hyphen are the Germanic languages':
	// Latin letters only
	if r, _ := decodeRune(w); scriptOf(r) != latin {
		return false
	}
	n := runeCount(w)
	mod := 0
	for i := 1; i < len(w); i++ {
		if !utf8.RuneStart(w[i]) {
			continue
		}
		mod++
		head := n - mod
		if head < 3 {
			break
		}
		if mod < 3 || mod == 3 && (head < 6 || !shortModifier(w[:i])) || head == 3 && mod < 5 {
			continue
		}
		h := w[i:]
		// Kerkstraat, Lucasbaan, Rosenberg, Lindqvist: a street's, a
		// place's or a family's name, whatever its modifier is
		if placeHead(h) {
			return false
		}
		// a head of three letters only from the catalogues (map), where
		// a stranger's lookup is least often answered yes
		if head == 3 && !wordlist.Template(h) {
			continue
		}
		if !spend(budget) {
			return false
		}
		if !compoundPart(h) && !agentOfAction(h) {
			continue
		}
		if compoundModifier(w[:i], h, depth, budget) {
			return true
		}
	}
	return false
}

// compoundModifier reports whether m is a modifier before the head h: a
// known word, an English loan in the language's letters (Diskriminator|wert:
// discriminator), one with a linking element after it, or a compound itself,
// and the two not both common English.
func compoundModifier(m, h string, depth int, budget *int) bool {
	english := isLowerWord(h) && wordlist.Common(h)
	// Mahn|stufe, Les|ezeichen: German writes a verb's stem (mahnen) as
	// the modifier
	ok := func(x string) bool {
		return (len(x) == 3 || runeCount(x) >= 4 && spend(budget) && (compoundPart(x) || compoundPart(x+"en"))) && !(english && isLowerWord(x) && wordlist.Common(x))
	}
	if ok(m) || latinLoan(m) || len(m) >= 8 && englishWord(loanSpelt(m)) {
		return true
	}
	for _, link := range compoundLinks {
		// flagg|s|värde: a noun in -a drops it before the link too
		if b, cut := cutSuffix(m, link); cut && runeCount(b) >= 4 && (ok(b) || link == "s" && huStem(b+"a", m) && !personNameData(b+"a")) {
			return true
		}
	}
	// beskrivar|specifikation, fillist|filen: Swedish drops an agent
	// noun's final e (beskrivare) and a noun's final a (fillista, a
	// word of the later dictionaries or the catalogues) before another
	// noun, a modifier of five letters or more
	if runeCount(m) >= 5 && (hasSuffix(m, "ar") && (ok(m+"e") || compoundIn(m+"e", depth-1, budget)) || huStem(m+"a", m) && !personNameData(m+"a")) {
		return true
	}
	return compoundIn(m, depth-1, budget)
}

// cyrillicPrefixes are the Russian and Ukrainian prefixes of wordPrefixes.
const cyrillicPrefixes = "пере под над без раз під роз при пре не "

// cyrillicPrefixed reports a Cyrillic word that is a prefix and a known
// word of five letters or more, or an inflected form of one (під|ключа:
// ключ), that no names data holds.
func cyrillicPrefixed(w string, budget *int) bool {
	if r, _ := decodeRune(w); scriptOf(r) != cyrillic {
		return false
	}
	for l := cyrillicPrefixes; l != ""; {
		var p string
		p, l = nextPrefix(l)
		if rest, ok := cutPrefix(w, p); ok && runeCount(rest) >= 5 && spend(budget) &&
			!givenNameData(rest) && !surnameData(rest) && (compoundPart(rest) || inflected(rest, false, 0)) {
			return true
		}
	}
	return false
}

// spend takes one lookup from budget, reporting whether there was one.
func spend(budget *int) bool {
	*budget--
	return *budget >= 0
}

// compoundPart reports a part of a compound: a known word no names data
// holds, or a German noun the generator kept against the names data
// because its dictionary inflects it as a noun (Lager|liste: Lager is a
// surname too), or a word of another dictionary kept so (deel|nummer:
// words.InflectedEntry). A part the names data holds as a surname only is
// a word where the dictionaries' filter holds it itself (two languages'
// dictionaries or SCOWL: veld|waarde, pakket|bron, lees|controlepunt);
// a given name never is (caro|paloma, kurki|helena are people), but for
// the nouns of a program's role.
func compoundPart(p string) bool {
	// task|server: a thing's role (server, worker, client), which the
	// names data holds as a name too, is no person beside a known word
	return wordIn(thingNouns, p) || wordlist.Known(p) && (!givenNameData(p) && (!surnameData(p) || wordlist.DictionaryEntry(p)) || wordlist.NounEntry(p) || wordlist.InflectedEntry(p) || markedTemplate(p))
}

// markedTemplate reports a catalogue's word written with marks that the
// names data holds only without them (säkerhets|nivå: Niva): the
// catalogue writes the word, no source writes the name so.
func markedTemplate(p string) bool {
	_, marked := unmarked(p)
	return marked && wordlist.Template(p) && !wordlist.GivenName(p) && !wordlist.Surname(p) && !translit(p, wordlist.GivenName) && !translit(p, wordlist.Surname)
}

// placeHeads end the names of streets, places and families written as one
// word in Dutch, German and the Nordic languages (besides streetSuffixes):
// language words.
var placeHeads = wordMap("baan pad hof dijk berg bergen burg dorf dorp veld feld stein steen hausen huizen heim wijk mann gaard ström qvist kvist holm lund torp bach brink horst kamp ")

// placeHead reports a head that names a street, a place or a family.
func placeHead(h string) bool {
	if placeHeads[h] {
		return true
	}
	return wordIn(streetSuffixes, h)
}

// shortModifier reports a modifier of three letters (tab|grootte,
// log|bestand) that the catalogues and a dictionary hold, that is no
// language's function word (van, der, del: a family name's particle) and
// no common given name (the names data holds most short words, tab and log
// among them); the head after it is of six letters or more.
func shortModifier(m string) bool {
	return isLowerWord(m) && wordlist.Template(m) && wordlist.DictionaryEntry(m) && !wordlist.FunctionWord(m) && !givenName(m)
}

// shortCompound reports a Latin word of seven or eight letters made of a
// modifier of four letters or more, with or without a linking element,
// that is a German noun of the dictionary or a known word no names data
// holds (Exit|kode, Grond|tal), and a head that is a known word no names
// data holds or a catalogue's and a dictionary's word of three letters no
// function word (Satz|art, Datei|typ); the two not both common English (a
// handle's words, Blue|fox). A surname of two words (Wein|berg, Hof|mann)
// ends in a place's or a family's head and stays out.
func shortCompound(w string, budget *int) bool {
	if r, _ := decodeRune(w); scriptOf(r) != latin {
		return false
	}
	modifier := func(m string) bool {
		return runeCount(m) >= 4 && (wordlist.NounEntry(m) || wordlist.Template(m) && wordlist.DictionaryEntry(m) && compoundPart(m) && !surnameData(m))
	}
	for i := 4; i+3 <= len(w); i++ {
		if !utf8.RuneStart(w[i]) {
			continue
		}
		m, h := w[:i], w[i:]
		if placeHead(h) || !spend(budget) {
			continue
		}
		if !(runeCount(h) >= 4 && (wordlist.NounEntry(h) || wordlist.Template(h)) && compoundPart(h) || runeCount(h) == 3 && isLowerWord(h) && wordlist.Template(h) && wordlist.DictionaryEntry(h) && !wordlist.FunctionWord(h)) {
			continue
		}
		if isLowerWord(w) && wordlist.Common(h) && wordlist.Common(m) {
			continue
		}
		if modifier(m) {
			return true
		}
		for _, link := range compoundLinks {
			if b, cut := cutSuffix(m, link); cut && modifier(b) {
				return true
			}
		}
	}
	return false
}

// agentOfAction reports a head in -ator whose noun of action in -ation
// (German, Swedish) or -atie (Dutch) is a compound's part: Pfad|spezifikator
// of Spezifikation, as Indikator, Validator and Generator are made; after
// a known modifier only, where no family's name is written so.
func agentOfAction(h string) bool {
	stem, ok := cutSuffix(h, "ator")
	return ok && len(stem) >= 4 && (compoundPart(stem+"ation") || compoundPart(stem+"atie"))
}

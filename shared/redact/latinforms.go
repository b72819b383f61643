package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// More forms of the later Latin-script languages' words (Swedish, Czech,
// Romanian) that wordfreq's most frequent words and the catalogues list in
// another form:
//
//   - Swedish verbs in -era in the present, past, supine and as a verbal
//     noun (konverter|ar, install|erade, kanoniser|ing: konvertera), the
//     verb a word of the later dictionaries;
//   - a Czech infinitive of its verbal noun (porovn|at: porovnání), a
//     noun's genitive plural in -ů (podpis|ů) and a -nout verb's passive
//     participle (zahrn|uto: zahrnout);
//   - Swedish o- before a known word (o|bunden; svNegated);
//   - Czech passive participles of verbs in -ovat and -at (degrad|ováno:
//     degradovat, zakáz|ána: zakázat), the verb a known word, and the
//     short participle in -en of its long form or its verbal noun
//     (připoj|eno: připojen, vyhodnoc|en: vyhodnocení), and an adjective
//     in -ovací of its verbal noun (ověř|ovací: ověřování), and a verbal
//     noun's cases (připoje|ním: připojení);
//   - Czech adjectives in -ový made of a known noun (závork|ová: závorka),
//     in lower case only: a capitalised one is a family's name
//     (Novák|ová);
//   - Swedish definite and plural forms that double a noun's last m
//     (medlem|men, program|met: medlem, program);
//   - Swedish forms hunspell-sv's affix classes make (sv_SE.aff): a
//     verb's present of its infinitive in -a (bevar|ar, krymp|er: the K
//     and present classes), its agent noun and that noun's definite and
//     plural forms (begräns|are, begräns|aren), a noun's definite forms
//     (D: utmatning|en; J: filer|na) and an adjective's neuter and plural
//     in -t and -a (O: överflödig|t, logisk|a; and the neuter of an
//     adjective made with -al, -ell, -iv, -är, -ös, -bar or -sam,
//     decimal|t), and the s-passive of a
//     present or of a strong past with its class's vowel change (L:
//     kräv|s: kräva, överskr|eds: överskrida, skj|öts: skjuta);
//   - a Czech infinitive with a verbal prefix before a known
//     infinitive (vy|hodnotit: hodnotit; czPrefixed);
//   - Romanian's first-conjugation present in -ează/-eze/-ezi of its
//     infinitive in -a (filtr|ează: filtra), and a noun's definite
//     article -ul, -ului in lower case (increment|ul);
//   - Romanian written with s and t with a cedilla (ş, ţ), as most of its
//     catalogues still write them, where the dictionaries write a comma
//     below (ș, ț) or the other way round (ştergere: ștergere, funcţie:
//     funcție), and a verb's first person of such a word (şterg:
//     șterge).
//
// Each asks the word's other form of the dictionaries and catalogues, less
// the names data (stemKnown), and takes no ending off a stem the names
// data holds as a surname.

// latinFormEndings are the endings, "from:to,to" and a space each (text,
// not a table: see moreEndings); a leading * marks one a capitalised word
// may take off.
const latinFormEndings = "*erar:era *erade:era *erades:era *erat:era *erats:era *ering:era *eringen:era *eringar:era " +
	"*ováno:ovat *ována:ovat *ovány:ovat *ován:ovat *ovaný:ovat *ovaná:ovat *ované:ovat " +
	"*áno:at *ána:at *ány:at *at:ání *it:ení *ět:ění *ů: *nuto:nout *nuta:nout *nuty:nout *nut:nout *nutý:nout *nutá:nout *nuté:nout *eno:en,ení *ena:en,ení *eny:en,ení *en:ený,ení *ovací:ování *ním:ní *ních:ní *ními:ní " +
	"*mmen:m *mmet:m *mmar:m *mmarna:m " +
	"ová:a, ový:a, ové:a, ovou:a, ového:a, ovém:a, ových:a, ovým:a, ovými:a, " +
	"ar:a er:a *are:a *aren:a *arna:a *ares:a en: erna:er arna:ar orna:or *igt:ig *iga:ig *iskt:isk *iska:isk " +
	"*alt:al *ellt:ell *ivt:iv *ärt:är *öst:ös *bart:bar *samt:sam " +
	"s:a eds:ida ets:ita evs:iva eps:ipa öds:uda öts:uta,yta öps:upa,ypa äts:åta ölls:alla,ålla " +
	"*ează:a eze:a ezi:a ul: ului: "

// latinForm reports lw (capital: the word was capitalised) as one of the
// forms above.
//
//go:noinline
func latinForm(lw string, capital bool) bool {
	if romanianComma(lw) || !capital && (czPrefixed(lw) || svNegated(lw)) {
		return true
	}
	return eachRule(latinFormEndings, func(from, tos string) bool {
		caps := hasPrefix(from, "*")
		from = trimPrefix(from, "*")
		stem, ok := cutSuffix(lw, from)
		// a verb's form of five letters or more (ověř|ovací) is no
		// surname's case, whatever its stem spells without its marks
		if !ok || capital && !caps || runeCount(stem) < 3 || stemSurname(stem) && !(caps && runeCount(from) >= 5) {
			return false
		}
		for tos += ","; tos != ""; {
			k := indexByte(tos, ',')
			c := stem + tos[:k]
			tos = tos[k+1:]
			// a lower-case form of a compound asks the compound
			// (inmatningsavskiljarspecifikation|en)
			if caps && c != lw && knownWord(c) && !personNameData(c) || !caps && (huStem(c, lw) || compoundWord(c, 2)) && !personNameData(c) {
				return true
			}
		}
		return false
	})
}

// romanianComma reports a word with ş or ţ whose spelling with ș and ț
// (or the other way round) is a known word no names data holds.
func romanianComma(lw string) bool {
	if !containsChars(lw, "şţșț") {
		return false
	}
	alt := strings.Map(func(r rune) rune {
		switch r {
		case 'ş':
			return 'ș'
		case 'ţ':
			return 'ț'
		case 'ș':
			return 'ş'
		case 'ț':
			return 'ţ'
		}
		return r
	}, lw)
	if stemKnown(alt, lw) || wordlist.LaterEntry(alt) && !personNameData(alt) {
		return true
	}
	// şterg, aştept: the present's first person of a verb in -e or -a
	// (șterge, aștepta) is its stem
	if r, _ := utf8.DecodeLastRuneInString(lw); containsRune(trVowels+"ăâî", r) || runeCount(lw) < 4 {
		return false
	}
	for _, w := range [...]string{lw + "e", lw + "a", alt + "e", alt + "a"} {
		if wordlist.LaterEntry(w) && !personNameData(w) {
			return true
		}
	}
	return false
}

// czPrefixes are Czech's verbal prefixes of two letters or more, each a
// space after it, and none, the space before them.
const czPrefixes = " vy za na od po do pro při pře před roz ob nad pod "

// czPrefixed reports lw, a Czech infinitive (-t) of a prefix and an
// infinitive of five letters or more that the later dictionaries or the
// catalogues hold and no names data does (vy|hodnotit, pře|formátovat),
// or that they hold with another of the prefixes (do|rovnat: vy|rovnat;
// a prefix makes a perfective of the same verb, and the lists hold the
// commonest of them).
func czPrefixed(lw string) bool {
	if !hasSuffix(lw, "t") {
		return false
	}
	for l := czPrefixes[1:]; l != ""; {
		var p string
		p, l = nextPrefix(l)
		rest, ok := cutPrefix(lw, p)
		if !ok || runeCount(rest) < 5 || personNameData(rest) {
			continue
		}
		for m := czPrefixes; m != ""; {
			var q string
			q, m = nextPrefix(m)
			if huStem(q+rest, lw) {
				return true
			}
		}
	}
	return false
}

// svNegated reports lw, Swedish's negating o- before a word of five
// letters or more of the later dictionaries or the catalogues that no
// names data holds (o|bunden, o|giltig).
func svNegated(lw string) bool {
	rest, ok := cutPrefix(lw, "o")
	return ok && runeCount(rest) >= 5 && huStem(rest, lw) && !personNameData(rest)
}

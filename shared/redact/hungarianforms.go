package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// Hungarian words in the forms error text writes them. Hungarian glues
// its cases, possessives and plurals to a word (folyamat|nak, jogosultság|
// ai|nak, másolás|ra), its verbs' persons and participles to the verb's
// stem (értelmez|i, kilép|ő, csomagol|t), its preverbs before the verb
// (ki|lép, hozzá|ad) and nouns together (gyermek|folyamat), and
// wordfreq's 15,000 most frequent words (known2.fuse) and the catalogues'
// (known3.fuse) hold few of those forms. A word passes when, an ending
// of hungarianEndings taken off in the vowel harmony of the stem before
// it (a back ending after a back vowel: folyamat|nak, never folyamat|nek),
// its stem with one of the ending's dictionary forms is a word of those
// filters (kilép|ő: kilépés), or a compound of known words
// (gyermekfolyamat|nak); or when a preverb stands before such a word or
// form (ki|lövi: lövés). The stems are asked only of the later languages'
// filters (words.LaterEntry), which knowgen made without the names data's
// words; a stem that is a surname makes no form (Kovács|nak stays a
// name), and a word the names data holds as written never reaches this
// (knownForm).

// hungarianEndings are the endings, each "from:to,to" and a space (text,
// not a table: see moreEndings): to are the dictionary forms the stem is
// asked with ("" the stem alone). The nominal endings: cases (-nak, -ban,
// -ból, -ra, -ról, -hoz, -nál, -tól, -val, -ért, -ként, -ig, -on, -t),
// plurals and possessives before them; the verbal ones: the definite
// present (-i, -ja), the imperative (-tsa), the participles (-ó, -t, -ott, -va), the potential
// (-ható, -heti), each to the verbal noun (-ás) or the infinitive (-ni),
// and the verbal noun to its verb.
const hungarianEndings = "jainak: jeinek: ainak: einek: oknak: eknek: öknek: aknak: " +
	"jában: jében: ában: ében: jából: jéből: ából: éből: jának: jének: ának: ének: " +
	"ját: jét: át: ét: jai: jei: ai: ei: okat: eket: öket: akat: " +
	"nak: nek: ban: ben: ból: ből: ról: ről: hoz: hez: höz: nál: nél: tól: től: val: vel: " +
	"ként: ért: kor: ig: ba: be: ra: re: on: en: ön: ot: et: öt: at: ok: ek: ök: ak: ja: je: n: t: k: " +
	"hatók:ás,ni hetők:és,ni ható:ás,ni hető:és,ni hatja:ás,ni heti:és,ni hatják:ás,ni hetik:és,ni " +
	"ják:ás,ni ik:és,ás ja:ás,ni je:és,ni i:ás,és " +
	// the imperative of a verb in -t, its t and j written ts (Készít|se
	// elő, Állít|sa be: készítés, állítás)
	"tsa:tás tse:tés tsák:tás tsék:tés tson:tás tsen:tés " +
	"ott:ás,ni ett:és,ni ött:és,ni tt:ás,és ó:ás,ni ő:és,ni ók:ás ők:és " +
	// the adverbial participle (be lett fejez|ve: fejezés; el van
	// mentve: mentés)
	"va:ás,ni ve:és,ni " +
	"atlan:ás,ó etlen:és,ő tlan:ás,ó tlen:és,ő talan: telen: " +
	// a verbal noun of a known verb (össze|hasonlít|ás: hasonlít)
	"ás: és: "

// hungarianPreverbs are the preverbs Hungarian writes before a verb and
// its forms (ki|lép, meg|semmisít, hozzá|ad), a space after each.
const hungarianPreverbs = "ki be el meg fel le át össze vissza hozzá rá szét újra alá elő túl végig "

// hungarianForm reports lw, a lower-case word of Latin letters, as a
// Hungarian word's form (see above); depth bounds the preverbs' nesting.
// A word of letters Hungarian does not write (q, w, x, y but in gy, ly,
// ny, ty, the other languages' marks: Söderqvist, Lepšík) is none; an
// ending of one letter (-n, -t, -k) stands only after a long vowel
// (azonosító|n, kapcsoló|t), one of two after a stem of five letters or
// more (fris|ek, grus|on are other languages' words), and a capitalised
// word (a sentence's first, or a family's or a place's name: Rataj|a,
// Tatar|ek, Such|enek) takes off only an ending of three letters or more
// from a stem of one vowel harmony.
//
//go:noinline
func hungarianForm(lw string, capital bool, depth int) bool {
	if depth < 0 || len(lw) > 64 || runeCount(lw) < 4 || !huLetters(lw) || isLowerWord(lw) && huNames(lw) {
		return false
	}
	if eachRule(hungarianEndings, func(from, tos string) bool {
		stem, ok := cutSuffix(lw, from)
		n := runeCount(stem)
		m := runeCount(from)
		if !ok || n < 3 || n < 4 && tos == "" || n < 5 && tos == "" && m == 2 || capital && (m < 3 || !huHarmonic(stem)) || !huHarmony(stem, from) || stemSurname(stem) {
			return false
		}
		if m == 1 && from != "i" && from != "ó" && from != "ő" {
			if r, _ := utf8.DecodeLastRuneInString(stem); !containsRune("áéíóőúű", r) {
				return false
			}
		}
		nominal := tos == ""
		for tos += ","; tos != ""; {
			k := indexByte(tos, ',')
			to := tos[:k]
			tos = tos[k+1:]
			if to != "" && !huHarmony(stem, to) {
				continue
			}
			if huStem(stem+to, lw) {
				return true
			}
		}
		if !nominal {
			return false
		}
		// alma|t: a stem's last a or e is long before an ending (almá|t)
		if b, ok := cutSuffix(stem, "á"); ok {
			return huStem(b+"a", lw)
		}
		if b, ok := cutSuffix(stem, "é"); ok {
			return huStem(b+"e", lw)
		}
		// gyermekfolyamat|nak: a compound of two words of the filters
		return huCompound(stem)
	}) {
		return true
	}
	// művelet|név, kapcsoló|név: the compound of two words of the filters
	// as it stands, which the endings above find only with an ending
	// after it (műveletnév|ben); in lower case
	if depth > 0 && !capital && huCompoundWith(lw, huHead) {
		return true
	}
	// parancs|értelmez|ő: a word of the filters before a form of one, in
	// lower case (Kereszt|németi|i is a place's)
	if depth > 0 && !capital && huCompoundWith(lw, func(h string) bool { return hungarianForm(h, false, 0) }) {
		return true
	}
	for l := hungarianPreverbs; l != ""; {
		var p string
		p, l = nextPrefix(l)
		rest, ok := cutPrefix(lw, p)
		if !ok || runeCount(rest) < 4 {
			continue
		}
		if depth > 0 && hungarianForm(rest, false, depth-1) || !capital && huStem(rest, lw) && !personNameData(rest) {
			return true
		}
	}
	return false
}

// huNames reports a word of at most 14 letters, asked of ASCII words (a
// login's letters and length: the names filters answer a longer word's
// many splits, and a word of marks', értel|mező, yes too often) that
// splits into two names of the names data, each of three letters or
// more, in either order (farkas|endre: a login, whose end a case ending's
// letters may seem to be).
func huNames(w string) bool {
	n := runeCount(w)
	if n > 14 {
		return false
	}
	i := 0
	for k := range w {
		if i >= 3 && n-i >= 3 && personNameData(w[:k]) && personNameData(w[k:]) {
			return true
		}
		i++
	}
	return false
}

// huLetters reports a word of Hungarian's letters.
func huLetters(w string) bool {
	prev := ' '
	for _, r := range w {
		switch {
		case r == 'y' && !containsRune("glnt", prev):
			return false
		case r >= 'a' && r <= 'z' && r != 'q' && r != 'w' && r != 'x':
		case containsRune("áéíóöőúüű", r):
		default:
			return false
		}
		prev = r
	}
	return true
}

// huCompound reports a compound of two words of the later languages'
// filters or the catalogues (gyermek|folyamat, felhasználó|azonosító),
// each of four letters or more and no name: two lookups answered yes,
// where a stranger meets one filter's false positive squared.
func huCompound(w string) bool {
	return huCompoundWith(w, func(h string) bool { return huStem(h, w) && !personNameData(h) })
}

// huCompoundWith reports w as a word of the filters of four letters or
// more, no name, before a head of three letters or more that head accepts
// (adat|kód|ban, fájl|név: Hungarian's short heads, név, kód, idő).
func huCompoundWith(w string, head func(string) bool) bool {
	n := runeCount(w)
	if n < 7 || len(w) > 64 {
		return false
	}
	i := 0
	for k := range w {
		if i >= 4 && n-i >= 3 && huStem(w[:k], w) && !personNameData(w[:k]) && head(w[k:]) {
			return true
		}
		i++
	}
	return false
}

// huHead reports the head of a compound as it stands: a word of the
// filters of four letters or more, or one written with Hungarian's marks
// that the dictionaries hold (név, kód, idő), no case ending (folyamat|nek)
// and no name the names data holds as it is written (név is no Nev: its
// marks make it the word).
func huHead(h string) bool {
	if isASCII(h) {
		return len(h) >= 4 && huStem(h, "") && !personNameData(h)
	}
	return wordlist.KnownEntry(h) && !wordlist.GivenName(h) && !wordlist.Surname(h) && !contains(hungarianEndings, " "+h+":")
}

// huStem reports c, a stem of the word w with a dictionary form's ending,
// as a word of the later languages' filters or a catalogue's word no
// names data holds (fájlleíró|ként).
func huStem(c, w string) bool {
	return c != w && (wordlist.LaterEntry(c) || wordlist.Template(c) && !personNameData(c))
}

// huHarmony reports an ending that agrees with the stem's vowels: an
// ending with a back vowel (a á o ó u ú) after a stem whose last vowel
// but i and í is back, one with a front vowel (e é ö ő ü ű) after a front
// one (i and í alone are front); an ending of i, í or no vowel, or one of
// the cases that keep their vowel (-ként, -ért, -kor), after any stem.
func huHarmony(stem, end string) bool {
	if end == "ként" || end == "ért" || end == "kor" {
		return true
	}
	e := strings.IndexAny(end, huBack+huFront)
	if e < 0 {
		return true
	}
	last := strings.LastIndexAny(stem, huBack+huFront)
	if last < 0 {
		return strings.IndexAny(end[e:], huFront) == 0
	}
	return strings.IndexAny(stem[last:], huBack) == 0 == (strings.IndexAny(end[e:], huBack) == 0)
}

// huBack and huFront are Hungarian's back and front vowels but i and í.
const (
	huBack  = "aáoóuú"
	huFront = "eéöőüű"
)

// huHarmonic reports a stem whose vowels are all back or all front (i and
// í either): a Hungarian word's, where a capitalised word of both (Such|e:
// a family's name) is another language's.
func huHarmonic(stem string) bool {
	return !containsChars(stem, huBack) || !containsChars(stem, huFront)
}

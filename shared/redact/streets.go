// Street addresses told by their street type, in the abbreviations and
// words each language writes (бул. Ростовский, д. 3; aleja Wodna 42;
// Аллея Лебедина 1380; 924 木村 Street): a street type, a name and a
// house number, whatever the name's words are.

package redact

import (
	"strings"
	"unicode/utf8"

	"glitchtip-mcp/shared/lazyre"
	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() { wordRules = append(wordRules, detectTypedStreets) }

// reTypedStreet is a street of the Spanish, Portuguese and Italian street
// types (streetTypes's, and their abbreviations with a full stop, as Latin
// America writes them: Av. Paulista 1578, Avda. de la Constitución 14,
// C/ Mayor 12, Pça. da Sé 71) in prose: the type, a capitalised name of
// up to four words with its particles, a house number, which the prose's
// street rule (reStreet) asks of none of them, and the flat and the
// neighbourhood after it.
var reTypedStreet = lazyre.NewRare(`(?:\b(?i:av|avda|blvd|bd|pza|ctra|cra|trav|tv|rod|estr)\.|\bP(?:ç|c)a\.|\bC/|\b(?i:paseo|travessa|praça|estrada|rodovia|carrera|carretera|camino|corso|strada|vicolo|largo|alameda|rambla|ronda|pasaje|glorieta|travesía|lungomare|contrada|piazzale|borgo|ladeira|rotonda|avda))` +
	`\s*(?:(?i:de la|de los|de las|del|dell[ao]|degli|delle|d[eiao]s?)\s+)?\p{Lu}\p{Ll}[\p{L}'\-]*(?:\s+(?:(?i:de la|de los|de las|del|dell[ao]|degli|delle|d[eiao]s?)\s+)?\p{Lu}[\p{L}'\-]*){0,3},?\s*(?:(?i:n[º°o])\.?\s*)?\d{1,5}[A-Za-z]?\b` +
	// the flat after the number and Mexico's colonia or a Brazilian
	// bairro after it (…, apto 92; …, Col. Roma Norte)
	`(?:,?\s*(?i:apto|apt|piso|andar|bloco|depto|dpto|int)\.?\s*\d{1,5}[A-Za-z]?\b)?(?:,\s*(?i:col|colonia|bairro|barrio)\.?\s+\p{Lu}[\p{L}'\-]*(?:\s+\p{Lu}[\p{L}'\-]*){0,3})?`)

// typedStreetWords are the lower-cased starts reTypedStreet can match at.
var typedStreetWords = []string{"av.", "avda", "blvd.", "bd.", "pza.", "ctra.", "cra.", "trav", "tv.", "rod.", "estr", "pça.", "pca.", "c/",
	"paseo", "travessa", "praça", "estrada", "rodovia", "carrera", "carretera", "camino", "corso", "strada", "vicolo", "largo", "alameda",
	"rambla", "ronda", "pasaje", "glorieta", "travesía", "lungomare", "contrada", "piazzale", "borgo", "ladeira", "rotonda"}

// detectTypedStreets masks a street told by reTypedStreet's types.
func detectTypedStreets(sc *scan) {
	if !sc.anyDigit() || !sc.anyOf(typedStreetWords...) {
		return
	}
	for _, m := range reTypedStreet.FindAllStringIndex(sc.s, -1) {
		sc.add(m[0], m[1], phAddress)
	}
}

// streetTypes are the street types and the parts of an address after the
// street (house, building, flat) as addresses write them, in full and
// abbreviated, in the languages error text comes in (Russian, Ukrainian,
// Bulgarian, Polish, Czech, English, German, Dutch, French, Spanish,
// Italian, Portuguese, Greek): one string, each between spaces, so no map is
// built at start.
const streetTypes = " ул улица бул бульв бульвар пр пр-т просп проспект пер переулок пл площадь ш шоссе наб набережная " +
	"алл аллея алея вул вулиця пров провулок майдан площа шосе узвіз набережна проезд проїзд тупик д дом к корп кв стр буд ul ulica al aleja os osiedle " +
	"plac ulice nám náměstí třída street st road rd avenue ave lane ln drive dr boulevard blvd court ct " +
	// USPS Publication 28's suffixes no error message writes alone
	"parkway pkwy highway hwy expressway freeway causeway turnpike bypass extension ext heights " +
	"way place pl terrace crescent straße str strasse weg gasse allee platz ring damm brücke ufer chaussee " +
	"straat laan plein gracht rue av chemin impasse allée bd quai cours prom promenade route rte calle avenida avda paseo plaza ronda " +
	"camino carrera glorieta pasaje travesía rambla via viale piazza piazzale corso vicolo borgo contrada strada " +
	"lungomare rua travessa praça largo alameda estrada rodovia ladeira rotonda " +
	// Greek: street, avenue, square, side street
	"οδός οδ λεωφόρος λεωφ πλατεία πλ πάροδος παρ πάρ " +
	// the flat, floor or unit after the house number
	"piso apto apt appartamento interno scala puerta andar bloco "

// streetAddress reports a value made of a street type, a name (capitalised
// words, or words of a caseless script) and a house number, each field one
// of these.
func streetAddress(v string) bool {
	f := strings.Fields(strings.ReplaceAll(v, ",", " "))
	if len(f) < 2 || len(f) > 9 {
		return false
	}
	types, nums, names := 0, 0, 0
	for _, w := range f {
		t := strings.ToLower(trimSuffix(w, "."))
		r, _ := decodeRune(w)
		switch {
		case t != "" && !contains(t, " ") && contains(streetTypes, " "+t+" "):
			types++
		case houseNumber(w) || houseNumber(strings.ReplaceAll(w, "/", "")):
			nums++
		case ordinalWord(w) || romanNumeral(w):
			names++ // Чорноморський 4-й, Mieszka I: a street's ordinal
		case upperRune(r) && streetSuffix(t) && (len(f) > 2 || !wordlist.Common(t) && !wordlist.Code(t) && !wordlist.Tech(t)):
			// Oscarboulevard, Schusterring, Lindengracht: a name and its
			// street type in one word
			types++
			names++
		case upperRune(r) && runeCount(w) >= 3 && !containsChars(w, "._:/=()[]{}"):
			names++
		case wordIn(addressParticles, t) || upperRune(r) && runeCount(w) == 2 && (nameLetters(w) || w[len(w)-1] == '.'):
			// Alameda de Amor, ul. Za Bramką, ul. Садовая Б.: a particle
			// of the name, or its abbreviated word (B. for Bolshaya)
		case letterRune(r) && !scriptOf(r).cased() && !containsChars(w, "._:/=()[]{}"):
			names++
		default:
			return false
		}
	}
	// Promenade Rua 2 1189: two street types name a street between them
	return (types >= 1 && names >= 1 || types >= 2) && nums >= 1 && names <= 4
}

// ordinalWord reports a number with a Cyrillic ordinal ending (4-й, 2-я,
// 3-го), as East Slavic street names carry one.
func ordinalWord(w string) bool {
	d, suf, ok := cut(w, "-")
	if !ok || d == "" || len(d) > 3 || countDigits(d) != len(d) {
		return false
	}
	switch suf {
	case "й", "я", "е", "го", "ий", "ая", "а":
		return true
	}
	return false
}

// romanNumeral reports a king's or pope's number after the name a street
// is named for (ul. Mieszka I, Jana Pawła II): I to XX in capitals.
func romanNumeral(w string) bool {
	if w == "" || len(w) > 5 || strings.Trim(w, "IVX") != "" {
		return false
	}
	switch w {
	case "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX":
		return true
	}
	return false
}

// streetSuffixes end street names written as one word in Dutch, German,
// the Nordic languages, Finnish and Hungarian.
const streetSuffixes = "" +
	" straat laan weg plein gracht kade singel boulevard dreef steeg " +
	"straße strasse gasse allee platz ring damm ufer gatan gata vägen gade vej veien " +
	"katu tie utca steig stieg brücke pfad chaussee " +
	// Dutch court, path, lane, dike and market (Lievehof, Molenpad,
	// Kerkbaan, Zeedijk); Swedish alley, path and hill; Danish lane
	"hof pad baan dijk markt gränd stigen backen stræde "

// streetSuffix reports a word of four letters or more before a street
// type written into it.
func streetSuffix(t string) bool {
	for list := streetSuffixes[1:]; list != ""; {
		x, rest, _ := cut(list, " ")
		list = rest
		if hasSuffix(t, x) && runeCount(t) >= runeCount(x)+3 {
			return true
		}
	}
	return false
}

// detectAddressQuoted masks the quoted value the word "address" names
// (no result for address "Estação Moraes", "48 प्रधान"), when its words
// are a place's (placeWords); a network's address (a host, an IP, a mail
// box, a path) is none.
func detectAddressQuoted(sc *scan) {
	if !contains(sc.lower, "address \"") && !contains(sc.lower, "address '") {
		return
	}
	s := sc.s
	eachAfter(sc.lower, "address ", func(end int) int {
		if end > 8 && isLetter(s[end-9]) || end >= len(s) || s[end] != '"' && s[end] != '\'' {
			return end
		}
		e := indexByte(s[end+1:min(len(s), end+81)], s[end])
		if e > 0 && placeWords(s[end+1:end+1+e]) {
			sc.add(end+1, end+1+e, phAddress)
		}
		return end + 1 + max(e, 0)
	})
}

// placeWords reports two to eight words of a place: house numbers, the
// particles of a street's name, and names (capitalised, or in a script
// without capitals), one of them no word of the error vocabulary ("Not
// Found" stays).
func placeWords(v string) bool {
	f := strings.Fields(strings.ReplaceAll(v, ",", " "))
	if len(f) < 2 || len(f) > 8 {
		return false
	}
	proper := false
	for _, w := range f {
		lw := strings.ToLower(w)
		switch r := firstRune(w); {
		case houseNumber(w) || wordIn(addressParticles, lw):
		case !nameLetters(trimSuffix(w, ".")) || lowerRune(r) || r < utf8.RuneSelf && allUpper(w):
			return false
		default:
			proper = proper || !errWord(lw) && !wordlist.Tech(lw)
		}
	}
	return proper
}

// Where a person stays or lives, said in prose: the room, bed, berth or
// seat a guest, a patient or a passenger is in (guest in room 1207,
// Patientin liegt in Zimmer 312, Station 4B; الضيف في غرفة 214، فندق
// النخيل; passenger … seat 23A on AY 1331), and the place after a verb of
// living or staying and its preposition (Klient wohnt jetzt in Kreuzberg,
// checked in at Hotel Borg, mieszka w dzielnicy Kraków-Podgórze, tạm trú
// tại Bình Dương). A room without a person before it is a program's (room
// 5 of the chat service, Zimmer 3 im Grundriss), and a place after a verb
// of things (the file lives in /etc, data resides in eu-central-1) is no
// capitalised name or is a word of code.

package redact

import (
	"strings"

	"glitchtip-mcp/shared/lazyre"
	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() { wordRules = append(wordRules, detectStays) }

// stayPersons are the nouns of a person who is put in a room, a bed or a
// seat (a hotel's guest, a ward's patient, a flight's passenger, an
// inmate) in the languages the error text comes in, each between spaces
// (wordIn), lower case; Arabic's with its article.
const stayPersons = " guest guests passenger passengers patient patients traveller traveler resident inmate occupant " +
	"gast gäste fluggast passagier passagierin patientin bewohner bewohnerin reisende reisender " +
	"huésped huéspedes pasajero pasajera paciente passager passagère voyageur voyageuse hôte ospite passeggero " +
	"passeggera paziente hóspede passageiro passageira patiënt gość pasażer pasażerka pacjent pacjentka " +
	"гость гостья пассажир пассажирка пациент пациентка постоялец misafir yolcu hasta vieras matkustaja " +
	"potilas gäst passagerare ضيف الضيف نزيل النزيل مريض المريض راكب الراكب אורח נוסע מטופל "

// stayPlaces are the words of the place in a building or a vehicle a
// person is given, each between spaces, lower case: room, bed, berth,
// cabin and seat.
const stayPlaces = " room bed berth cabin seat zimmer bett kabine sitzplatz chambre lit cabine siège habitación " +
	"cama camarote asiento camera letto cabina posto quarto leito assento kamer stoel pokój łóżko " +
	"miejsce kajuta номер палата комната койка место oda yatak koltuk huone vuode hytti rum säng " +
	"hytt värelse غرفة سرير مقعد חדר מיטה מושב "

// stayGates are the words of the gate or platform a traveller waits at,
// lower case: a place of the person's only written as a sign writes it,
// capitalised (at Gate C7, am Gleis 9; passenger service at gate 5 is the
// airport's).
const stayGates = " gate flugsteig porte puerta uitgang gleis bahnsteig platform quai andén binario perron peron "

// stayHotels are the words for a hotel, after which the hotel's name
// follows a room's number (… غرفة 214، فندق النخيل, room 12, Hotel Borg).
const stayHotels = " hotel hôtel hotell otel hostel motel pension gasthof отель гостиница فندق מלון "

// maxStayGap is how many words may stand between the person and the room
// (guest is now in room 12; الضيف في غرفة).
const maxStayGap = 4

// detectStays masks a person's room, bed or seat and the place after a
// verb of living (the file's head).
func detectStays(sc *scan) {
	s := sc.s
	if hasDigit(s) {
		detectStayNumbers(sc)
	}
	if sc.anyOf(whereaboutsGates...) {
		for _, m := range reWhereabouts.FindAllStringSubmatchIndex(s, -1) {
			if a, b := m[2], m[3]; whereaboutsPlace(s[a:b]) {
				sc.add(a, b, phGeo)
			}
		}
	}
	if sc.anyOf(livingVerbGates...) {
		for _, m := range reLivingPlace.FindAllStringSubmatchIndex(s, -1) {
			a, b := m[2], m[3]
			if !residencePlace(s[a:b]) {
				continue
			}
			sc.add(a, b, phGeo)
		}
	}
}

// detectStayNumbers masks a stay place and its number (room 1207, Zimmer
// 312, غرفة 214, seat 23A and the flight after it) when a stay person's
// noun stands up to maxStayGap words before it in the same clause, with
// the next unit or the hotel after a comma (, Station 4B; ، فندق النخيل).
func detectStayNumbers(sc *scan) {
	s := sc.s
	ws := localAddressWords(s)
	person := -100
	for i, w := range ws {
		lw := strings.ToLower(strings.Trim(s[w.a:w.b], `"'()[].`))
		if wordIn(stayPersons, lw) {
			person = i
		}
		if w.colon || hasSuffix(s[w.a:w.b], ".") && !wordIn(stayPlaces, lw) {
			person = -100 // a clause ends
		}
		if i-person > maxStayGap+1 || w.comma || i+1 >= len(ws) || !wordIn(stayPlaces, lw) && !(wordIn(stayGates, lw) && upperRune(firstRune(s[w.a:w.b]))) {
			continue
		}
		n := ws[i+1]
		if !stayNumber(s[n.a:n.b]) {
			continue
		}
		end := n.b
		switch {
		// a seat's flight (seat 23A on AY 1331)
		case !n.comma && i+3 < len(ws) && wordIn(" on in of auf im du del do da van op ", strings.ToLower(s[ws[i+2].a:ws[i+2].b])) && flightCode(s, ws, i+3):
			end = ws[i+3].b
			if ws[i+3].b-ws[i+3].a == 2 {
				end = ws[i+4].b
			}
		// the ward or the hotel after a comma (Zimmer 312, Station 4B;
		// room 12, Hotel Borg)
		case n.comma && i+3 < len(ws) && stayNumber(s[ws[i+3].a:ws[i+3].b]) && addrName(s[ws[i+2].a:ws[i+2].b]):
			end = ws[i+3].b
		case n.comma && i+3 < len(ws) && wordIn(stayHotels, strings.ToLower(s[ws[i+2].a:ws[i+2].b])) && addrName(s[ws[i+3].a:ws[i+3].b]):
			end = ws[i+3].b
			if i+4 < len(ws) && !ws[i+3].comma && addrName(s[ws[i+4].a:ws[i+4].b]) && unknownPlaceWord(s[ws[i+4].a:ws[i+4].b]) {
				end = ws[i+4].b
			}
		// the airport, station or building after a comma (Gate C7,
		// Heathrow): one capitalised name no catalogue holds
		case n.comma && i+2 < len(ws) && addrName(s[ws[i+2].a:ws[i+2].b]) && unknownPlaceWord(s[ws[i+2].a:ws[i+2].b]):
			end = ws[i+2].b
		}
		sc.add(w.a, end, phGeo)
		person = -100
	}
}

// stayNumber reports a room's, bed's, seat's or gate's number: one to
// five digits, with a letter after them (23A, 4B) or a capital before
// them (B22, C7), or neither.
func stayNumber(w string) bool {
	if len(w) > 1 && w[0] >= 'A' && w[0] <= 'Z' && isDigit(w[1]) {
		w = w[1:]
		return len(w) <= 4 && countDigits(w) == len(w)
	}
	d := 0
	for d < len(w) && isDigit(w[d]) {
		d++
	}
	return d >= 1 && d <= 5 && (d == len(w) || d == len(w)-1 && isLetter(w[d]))
}

// flightCode reports a flight's designator at ws[i]: an airline's two
// characters and one to four digits, glued (LH1838) or apart (AY 1331).
func flightCode(s string, ws []addrWord, i int) bool {
	w := s[ws[i].a:ws[i].b]
	if len(w) == 2 && i+1 < len(ws) {
		n := s[ws[i+1].a:ws[i+1].b]
		return airlineCode(w) && len(n) <= 4 && countDigits(n) == len(n) && n != ""
	}
	return len(w) >= 3 && len(w) <= 6 && airlineCode(w[:2]) && countDigits(w[2:]) == len(w)-2
}

// airlineCode reports two capitals or a capital and a digit, as IATA's
// airline designators are written.
func airlineCode(w string) bool {
	return len(w) == 2 && (w[0] >= 'A' && w[0] <= 'Z' || isDigit(w[0])) && (w[1] >= 'A' && w[1] <= 'Z' || isDigit(w[1])) && !(isDigit(w[0]) && isDigit(w[1]))
}

// reLivingPlace is a verb of living or staying in the third person, the
// words of time between it and its preposition (jetzt, seit 2019,
// currently, obecnie), the preposition and an article or the word for a
// district, then the place: one to three capitalised words (Kreuzberg,
// Hotel Borg, Kraków-Podgórze, Bình Dương). Finnish and Swahili put the
// place right after the verb, in a case or without a preposition (asuu
// Kalliossa, anaishi Moshi). The verb opens after a character that is
// no letter: Go's \b reads ASCII only.
var reLivingPlace = lazyre.NewRare(`(?:^|[^\p{L}\p{M}])(?i:(?:` +
	// English, German, French, Spanish, Italian, Portuguese, Dutch,
	// Polish, Czech, Slovak, Romanian, Russian, Ukrainian, Greek, the
	// Scandinavian languages, Indonesian and Malay, Tagalog, Vietnamese
	`lives|living|lived|stays|staying|stayed|checked\s+in|wohnt|wohnte|lebt|lebte|wohnhaft|übernachtet|weilt|` +
	`habite|vit|séjourne|loge|demeure|vive|reside|aloja|hospedad[oa]|mora|abita|risiede|soggiorna|alloggia|` +
	`woont|verblijft|mieszka|przebywa|bydlí|žije|býva|locuiește|locuieste|проживает|живёт|живет|живе|мешкає|проживає|` +
	`μένει|ζει|διαμένει|bor|tinggal|menginap|nakatira|tumutuloy|tạm\s+trú|cư\s+trú|sống|` +
	// last seen, as a tracker's or a missing person's report writes it
	`last\s+seen|zuletzt\s+gesehen|vu\s+pour\s+la\s+derni[èe]re\s+fois|visto\s+por\s+[úu]ltima\s+vez|` +
	`visto\s+per\s+l'ultima\s+volta|laatst\s+gezien|ostatnio\s+widzian[ya]|senast\s+sedd)` +
	`(?:\s+(?:jetzt|seit|noch|vorübergehend|now|currently|still|temporarily|actuellement|maintenant|temporairement|ahora|` +
	`actualmente|atualmente|attualmente|adesso|ora|nu|nog|teraz|obecnie|aktuálně|momentálně|сейчас|зараз|τώρα|` +
	`fortfarande|sekarang|ngayon|hiện|đang|since|\d{4})){0,3}` +
	`\s+(?:in|at|im|am|bei|à|au|aux|chez|dans|en|em|no|na|nos|nas|a|al|presso|te|op|w|we|v|ve|vo|în|la|в|во|у|на|` +
	`στη|στην|στο|στον|σε|i|på|di|sa|tại|ở)` +
	`(?:\s+(?:the|der|dem|den|la|le|les|el|il|lo|het|dzielnicy|district|quartier|barrio|bairro|stadtteil|районе|hotel))?` +
	`|(?:asuu|oleskelee|anaishi|anakaa)(?:\s+(?:nyt|sasa|katika))?)` +
	`\s+(\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+){0,2})`)

// livingVerbGates are the lower-cased stems reLivingPlace can start with:
// its expression runs only on a text with one.
var livingVerbGates = []string{"seen", "gesehen", "fois", "vez", "volta", "gezien", "widzian", "sedd", "live", "living", "stay", "checked in", "wohn", "lebt", "übernacht", "weilt", "habite", "vit ",
	"séjourn", "loge ", "demeure", "vive", "reside", "aloja", "hospedad", "mora", "abita", "risied", "soggiorn", "allogg",
	"woont", "verblijf", "mieszka", "przebywa", "bydlí", "žije", "býva", "locuie", "прожива", "живёт", "живет", "живе",
	"мешкає", "μένει", "ζει", "διαμένει", "bor ", "tinggal", "menginap", "nakatira", "tumutuloy", "trú", "sống",
	"asuu", "oleskelee", "anaishi", "anakaa"}

// residencePlace reports a place's name after a verb of living: none of
// its words a word of code or technical vocabulary (lives in Vault, stays
// in Settings), the word for a hotel aside (checked in at Hotel Borg).
// Its words may be a dictionary's (Bình Dương, tạm trú tại: Vietnamese
// syllables all are): the capitals make them a name.
func residencePlace(p string) bool {
	for _, w := range strings.Fields(p) {
		lw := strings.ToLower(w)
		if !wordIn(stayHotels, lw) && (wordlist.Code(lw) || wordlist.Tech(lw)) {
			return false
		}
	}
	return true
}

// reWhereabouts is a key that says where a person or their device was
// last seen or is now (last_seen, lastSeenAt, current_location,
// whereabouts, Standort, Aufenthaltsort, местоположение, геолокация,
// ubicación actual, dernière position), its colon or equals sign, and a
// place's capitalised words, up to four, a comma between them or not
// (last_seen: Gare du Nord 23:41; геолокация: Киев, Оболонь). A timestamp
// or an id there has no capital and stays.
var reWhereabouts = lazyre.NewRare(`(?i:(?:^|[^\p{L}\p{M}_])(?:last[_ -]?seen(?:[_ -]?(?:at|location|place|in))?|last[_ -]?location|` +
	`current[_ -]?location|whereabouts|seen[_ -]at|standort|aufenthaltsort|letzter[_ -]standort|местоположение|` +
	`геолокация|геолокація|місцезнаходження|ubicaci[óo]n[_ -]actual|[úu]ltima[_ -]ubicaci[óo]n|derni[èe]re[_ -]position|` +
	`posizione[_ -]attuale|ultima[_ -]posizione|localiza[çc][ãa]o[_ -]atual|ostatnia[_ -]lokalizacja|laatste[_ -]locatie))` +
	`["']?\s*[:=]\s*["']?(\p{Lu}[\p{L}\p{M}'’.-]+(?:,?\s+(?:\p{Lu}[\p{L}\p{M}'’.-]+|(?i:de|du|des|del|la|le|der|am|an|di|da|do)\s+\p{Lu}[\p{L}\p{M}'’.-]+)){0,3})`)

// whereaboutsGates are the lower-cased stems reWhereabouts can start with.
var whereaboutsGates = []string{"seen", "location", "whereabouts", "standort", "aufenthalt", "местополож", "геолокац", "місцезнах",
	"ubicaci", "position", "posizione", "localiza", "lokalizacja", "locatie"}

// whereaboutsPlace reports a place's words after a whereabouts key: none
// of them a word of code or technical vocabulary, and one word alone no
// catalogue's either (last_seen: Never, current_location: Unknown stay).
func whereaboutsPlace(p string) bool {
	f := strings.Fields(strings.ReplaceAll(p, ",", " "))
	if len(f) == 1 && !unknownPlaceWord(f[0]) {
		return false
	}
	return residencePlace(p)
}

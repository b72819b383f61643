// Street addresses told by their street type, in the abbreviations and
// words each language writes (бул. Ростовский, д. 3; aleja Wodna 42;
// Аллея Лебедина 1380; 924 木村 Street): a street type, a name and a
// house number, whatever the name's words are.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// streetTypes are the street types and the parts of an address after the
// street (house, building, flat) as addresses write them, in full and
// abbreviated, in the languages error text comes in.
var streetTypes = map[string]bool{
	// Russian, Ukrainian, Bulgarian
	"ул": true, "улица": true, "бул": true, "бульв": true, "бульвар": true, "пр": true, "пр-т": true, "просп": true, "проспект": true,
	"пер": true, "переулок": true, "пл": true, "площадь": true, "ш": true, "шоссе": true, "наб": true, "набережная": true,
	"алл": true, "аллея": true, "алея": true, "вул": true, "вулиця": true, "пров": true, "провулок": true, "майдан": true,
	"д": true, "дом": true, "к": true, "корп": true, "кв": true, "стр": true, "буд": true,
	// Polish, Czech
	"ul": true, "ulica": true, "al": true, "aleja": true, "os": true, "osiedle": true, "plac": true, "ulice": true, "nám": true, "náměstí": true, "třída": true,
	// English, German, Dutch, French, Spanish, Italian, Portuguese
	"street": true, "st": true, "road": true, "rd": true, "avenue": true, "ave": true, "lane": true, "ln": true, "drive": true, "dr": true,
	"boulevard": true, "blvd": true, "court": true, "ct": true, "way": true, "place": true, "pl": true, "terrace": true, "crescent": true,
	"straße": true, "str": true, "strasse": true, "weg": true, "gasse": true, "allee": true, "platz": true, "ring": true, "damm": true,
	"straat": true, "laan": true, "plein": true, "gracht": true, "rue": true, "av": true, "chemin": true, "impasse": true, "allée": true,
	"calle": true, "avenida": true, "avda": true, "paseo": true, "plaza": true, "via": true, "viale": true, "piazza": true,
	"corso": true, "rua": true, "travessa": true, "praça": true, "largo": true,
}

// streetAddress reports a value made of a street type, a name (capitalised
// words, or words of a caseless script) and a house number, each field one
// of these.
func streetAddress(v string) bool {
	f := strings.Fields(strings.ReplaceAll(v, ",", " "))
	if len(f) < 3 || len(f) > 9 {
		return false
	}
	types, nums, names := 0, 0, 0
	for _, w := range f {
		t := strings.ToLower(strings.TrimSuffix(w, "."))
		r, _ := utf8.DecodeRuneInString(w)
		switch {
		case streetTypes[t]:
			types++
		case houseNumber(w) || houseNumber(strings.ReplaceAll(w, "/", "")):
			nums++
		case unicode.IsUpper(r) && utf8.RuneCountInString(w) >= 3 && !strings.ContainsAny(w, "._:/=()[]{}"):
			names++
		case unicode.IsLetter(r) && !scriptOf(r).cased() && !strings.ContainsAny(w, "._:/=()[]{}"):
			names++
		default:
			return false
		}
	}
	return types >= 1 && nums >= 1 && names >= 1 && names <= 4
}

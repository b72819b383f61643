// The words for a database's objects as the translated messages inflect
// and place them: Polish, Czech and Russian decline the noun before the
// name (w kolumnie "ilosc" relacji "pozycje"), Turkish, Japanese and
// Korean write it after the name ("stok_kartlari" tablosundaki,
// "jaego_ilbo" 이름의 릴레이션, "jumun_pkey" 고유 제약 조건). A constraint's
// or an index's name carries its kind in an affix (orders_pkey,
// uniq_sku, idx_orders_created): it is a schema object's wherever it
// stands.

package redact

import (
	"strings"
	"unicode/utf8"
)

// schemaStems begin the declined forms of schemaWords' nouns (and of
// "uniqueness", which names the constraint: omezení unikátnosti "…").
var schemaStems = []string{"relacj", "relac", "tabel", "tabul", "tabulk", "kolumn", "sloupc", "ograniczen", "omezen",
	"unikátnost", "unikaln", "jedinečnost", "indeks", "sekwencj", "таблиц", "столбц", "стовпц", "отношени", "відношенн",
	"ограничени", "обмеженн", "индекс", "колонк"}

// schemaAfter begin the nouns written after the name, in the languages
// that put them there (Turkish, Hungarian, Finnish).
var schemaAfter = []string{"tablo", "sütun", "ilişki", "kısıt", "dizin", "tábla", "oszlop", "megszorítás", "taulu", "sarake", "relaatio"}

// schemaNoun reports a declined form of a database object's noun.
func schemaNoun(w string, stems []string) bool {
	for _, st := range stems {
		if hasPrefix(w, st) {
			return true
		}
	}
	return false
}

// schemaNounAfter reports the noun for a database object right after the
// closing quote at s[b] (within two words in a script written without
// case, whose particles come between: 이름의 릴레이션, 고유 제약).
func schemaNounAfter(s string, b int) bool {
	rest := strings.TrimLeft(s[b:], "\"'`» ")
	for w := 0; w < 2 && rest != ""; w++ {
		if w == 0 && schemaNoun(strings.ToLower(runesPrefix(rest, 16)), schemaAfter) || schemaNoun(rest, schemaSuffixes) {
			return true
		}
		sp := indexByte(rest, ' ')
		if sp < 0 || rest[0] < utf8.RuneSelf {
			return false
		}
		rest = strings.TrimLeft(rest[sp:], " ")
	}
	return false
}

// runesPrefix returns s's first n runes (all of s when it has fewer): a
// stem is looked for at the start of the next word, and lower-casing the
// rest of a long text at every quote cost its length each time. Each rune
// lower-cases to at least one byte, so the first 16 runes lower-cased
// hold every stem of schemaAfter (the longest, megszorítás, is 13 bytes)
// as the whole rest lower-cased would.
func runesPrefix(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}

// constraintName reports a name whose affix says it is a constraint's, an
// index's or a sequence's (orders_pkey, order_items_order_id_fkey,
// uniq_sku, idx_orders_created_at, orders_id_seq).
func constraintName(v string) bool {
	f, l := indexByte(v, '_'), lastIndexByte(v, '_')
	return len(v) >= 6 && len(v) <= 64 && f > 0 && strings.Trim(v, "abcdefghijklmnopqrstuvwxyz0123456789_.") == "" &&
		(inList(" pkey fkey key idx index check seq excl uniq unique ", v[l+1:]) || inList(" pk fk uk uq ix idx uniq chk ", v[:f]))
}

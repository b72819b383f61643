// Indonesian's passive prefix di-, which Indonesian writes onto the verb
// (dimasukan, "entered"), and the preposition di ("at", "in"), which old
// translations write onto the noun (didekat, "near").

package redact

import (
	wordlist "glitchtip-mcp/shared/redact/words"
)

// diPrefixed reports a lower-case word that is di before a known word of
// five letters or more that the names data does not hold (di|masukan,
// di|dekat): a shorter rest, or a name (di|marco), is read as it stands.
func diPrefixed(lw string) bool {
	if idAffixed(lw) {
		return true
	}
	rest, ok := cutPrefix(lw, "di")
	if !ok || runeCount(rest) < 5 || givenNameData(rest) || surnameData(rest) {
		return false
	}
	return wordlist.Known(rest)
}

// idAffixes are Indonesian's prefixes, each "prefix:letter" and a space
// (the first none): meN- and peN- take the stem's first p, t, k or s
// into their nasal (mem|akai: pakai, pen|ulis: tulis, meng|irim: kirim,
// peny|impan: simpan) and keep it before other letters (pen|cocok,
// pem|bongkar).
const idAffixes = ": di: ter: ber: ke: me: pe: mem:p pem:p men:t pen:t meng:k peng:k meny:s peny:s mem: pem: men: pen: meng: peng: "

// idAffixed reports lw, in lower case and ASCII, as an Indonesian word of
// the later dictionaries (id: known2.fuse) with its affixes: a prefix and
// -kan, -nya, -an, -i or none (pen|cocok, pem|bongkar|an: bongkar), or
// -kan or -nya alone (spesifikasi|kan); the stem of four letters or more,
// no names data's.
func idAffixed(lw string) bool {
	if !isLowerWord(lw) {
		return false
	}
	for l := idAffixes; l != ""; {
		var a string
		a, l = nextPrefix(l)
		p, first, _ := cut(a, ":")
		rest, ok := cutPrefix(lw, p)
		if !ok {
			continue
		}
		w := first + rest // once a prefix, not once a suffix
		for i, suf := range [...]string{"kan", "nya", "an", "i", ""} {
			// meny|etel: a nasal that took the stem's first letter in
			// also before a catalogue's word (setel)
			if b, cut := cutSuffix(w, suf); cut && (p != "" || i < 2) && len(b) >= 4 && (wordlist.LaterEntry(b) || first != "" && wordlist.Template(b)) && !personNameData(b) {
				return true
			}
		}
	}
	return false
}

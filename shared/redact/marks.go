// Words written without their letters' marks. Code names things in ASCII:
// a Spanish team's table is codigo_almacen, a Portuguese service is
// CotacaoService, a Polish column is ilosc, a German file is waehrung.ts,
// a French field is quantite; the dictionaries write código, almacén,
// cotação, ilość, Währung, quantité. A part of a compound passes when
// putting back one mark of one language makes a word that language's
// dictionary or catalogue holds. The names data outranks this as it does
// every form: a word it holds, or a marked form it holds, is no word here.
//
// Russian writes ё as е in most print, and the dictionaries follow: a
// word with ё is asked about with е too (отделённого: отделенного).

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// markAlphabets are, for each language with a dictionary here that writes
// Latin letters with marks, the ASCII spelling code gives a marked letter
// (or a run of them: Portuguese -ção, Polish -ść, German's umlauts as two
// letters) and what it stands for. A word is asked about in one language
// at a time and with one mark (or one such run) put back: every candidate
// is another chance of a filter's false positive, so the candidates are
// few (cotação, ilość, Währung, quantité, almacén, código). Each is a
// list of "ascii:marked,marked" pairs, a space after each: constant data
// that no code builds at start.
var markAlphabets = []string{
	// es
	"a:á e:é i:í o:ó u:ú n:ñ ",
	// pt: one acute or circumflex, or the nasal endings
	"a:á,â e:é,ê i:í o:ó,ô u:ú cao:ção coes:ções ao:ão oes:ões aes:ães ",
	// fr
	"a:à,â e:é,è,ê i:î o:ô u:û c:ç ",
	// pl
	"a:ą c:ć e:ę l:ł n:ń o:ó s:ś z:ż,ź sc:ść osc:ość ",
	// de: the umlauts and ß as code spells them
	"ae:ä oe:ö ue:ü ss:ß ",
}

// markedKnown reports whether lw, a lower-case ASCII word of four letters
// or more that no list holds as written and no names data reads as a
// name, is a word of a language with marks written without one. Callers
// ask it only about a part of a compound whose other parts stand beside
// it (codigo_almacen, CotacaoService, waehrung.ts): a login is one word.
func markedKnown(lw string) bool {
	if len(lw) < 4 || len(lw) > 24 || !isLowerWord(lw) || nameSegments(lw) || givenNameData(lw) || surnameData(lw) {
		return false
	}
	for li, alpha := range markAlphabets {
		for l := alpha; l != ""; {
			var p string
			p, l = nextPrefix(l)
			from, marked, _ := cut(p, ":")
			// every place the ASCII spelling stands, with each mark
			for j := indexStr(lw, from); j >= 0; {
				for ms := marked; ms != ""; {
					var m string
					m, ms, _ = cut(ms, ",")
					if markedWord(lw[:j]+m+lw[j+len(from):], li == len(markAlphabets)-1) {
						return true
					}
				}
				k := indexStr(lw[j+1:], from)
				if k < 0 {
					break
				}
				j += 1 + k
			}
		}
	}
	return false
}

// markedWord reports a candidate with its mark back that a dictionary or a
// catalogue holds. A technical term has no marks, and only German writes
// nouns capitalised: an answer of those filters for a marked candidate is a
// false positive. The names data is not asked again here: markedKnown asked
// it of the word as written, and a name the data holds with its marks
// (Łukasz) it holds without them too (lukasz), so the marked candidate's
// own answer adds only the names filters' random false positives, which
// would override the dictionary that holds it (ilość).
func markedWord(c string, german bool) bool {
	return wordlist.Known(c) && !wordlist.Tech(c) && (german || !wordlist.Noun(c))
}

// yoKnown reports a Russian word with ё that the dictionaries hold written
// with е.
func yoKnown(w string) bool {
	if !contains(w, "ё") && !contains(w, "Ё") {
		return false
	}
	e := strings.NewReplacer("ё", "е", "Ё", "Е").Replace(w)
	return knownWord(e)
}

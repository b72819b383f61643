// Where a person is, said by the institution they are in: a word for a
// shelter, a prison, a hospital, a care home, a hotel or a camp (the Open
// Multilingual Wordnet's, words.PlaceNounForm: im Frauenhaus's haus is
// none, im Pflegeheim St. Elisabeth, în închisoarea Jilava, w szpitalu
// Bródnowskim, à l'hôtel Ibis de Liège, in der Reha-Klinik in Bad
// Wildungen) and the place's name after it: the words up to the last
// capitalised one no catalogue holds (wherePlace), or in a script
// without capitals the name before the noun no catalogue holds (मेरठ जेल,
// the Meerut jail). A program's message names no shelter or prison; a
// word of code after the noun (hotel Settings, Hospital API) is none of
// a place's names and stays.

package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() { wordRules = append(wordRules, detectInstitutions) }

// detectInstitutions masks the name of the institution after a word for
// one (the file's head). One pass over the words; each noun reads at most
// maxWherePlace words after it.
func detectInstitutions(sc *scan) {
	s := sc.s
	ws := localAddressWords(s)
	for i := 0; i < len(ws); i++ {
		t := whereWord(s, ws[i])
		if k := strings.LastIndexByte(t, '-'); k > 0 && k < len(t)-1 {
			t = t[k+1:] // a compound's head (Reha-Klinik)
		}
		if k := strings.IndexAny(t, "'’"); k > 0 && k <= 5 {
			t = t[k+len(string([]rune(t[k:])[0])):] // an article's elision (l'hôtel, dell'ospedale)
		}
		if utf8.RuneCountInString(t) < 3 || codeShaped(t) {
			continue
		}
		lt := strings.ToLower(t)
		if !wordlist.PlaceNounForm(lt) || wordlist.Code(lt) && !wordlist.PlaceNoun(lt) {
			continue
		}
		r, _ := utf8.DecodeRuneInString(t)
		if !scriptOf(r).cased() {
			if i > 0 && !ws[i-1].comma && !ws[i-1].colon {
				p := whereWord(s, ws[i-1])
				if q, _ := utf8.DecodeRuneInString(p); p != "" && !scriptOf(q).cased() && !codeShaped(p) && unknownPlaceWord(p) && !wordlist.Known(strings.ToLower(p)) {
					a := ws[i-1].a + strings.Index(s[ws[i-1].a:ws[i-1].b], p)
					sc.add(a, a+len(p), phGeo)
				}
			}
		}
		if ws[i].comma || ws[i].colon || clauseEnds(s, ws[i]) || i+1 >= len(ws) {
			continue
		}
		if a, b := wherePlace(s, ws, i+1); a < b {
			sc.add(a, b, phGeo)
		}
	}
}

// Where a person is, said in prose in any of the languages the dictionaries
// translate the verbs of staying into: a form of a verb of living,
// staying, being somewhere, sleeping or waiting (words.StayVerb: wohnt,
// przebywa, находится, séjourne, mieszka, проживає, berada, bor, staying),
// up to three words of time between it and its preposition (derzeit,
// сейчас, حاليًا), a preposition (a short list of each language's, the
// grammar), then the place: the words up to its last capitalised one that
// no code or technical vocabulary holds (im Frauenhaus Kassel,
// på skyddat boende i Umeå, at her sister's in Leeds), or, in a script
// without capitals, up to three words of its clause that no catalogue
// holds (في مخيم الزعتري).
// A verb of things' places (deployed, running, is) is none of these, and a
// place of code (resides in eu-central-1, lives in /etc, stays in
// Settings) is a word of code or has no capital: both stay.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() { wordRules = append(wordRules, detectWhereabouts) }

// whereaboutsPreps are the prepositions a place follows a verb of staying
// with, each between spaces, lower case: English, German, French,
// Spanish, Italian, Portuguese, Catalan, Dutch, Polish, Czech, Slovak,
// Russian, Ukrainian, Bulgarian, Greek, the Scandinavian languages,
// Romanian, Indonesian and Malay, Vietnamese and Arabic (في and its
// prefixed ب aside: it joins the noun).
const whereaboutsPreps = " in at near inside im in am an bei auf à au aux en dans chez près en a al presso nel nella em no na nos nas " +
	"op bij te w we przy u na v ve vo у в во на біля при σε στη στην στο στον στα i på hos în la di tại ở في "

// maxWhereFill is how many words of time may stand between the verb and
// its preposition (derzeit; deze week; actuellement); maxWherePlace how
// many words after the preposition the place's name may end at (près
// de la gare de Lille-Flandres).
const (
	maxWhereFill  = 3
	maxWherePlace = 5
)

// detectWhereabouts masks the place after a verb of staying and its
// preposition (the file's head). One pass over the words; each verb reads
// at most maxWhereFill+maxWherePlace+1 words after it.
func detectWhereabouts(sc *scan) {
	s := sc.s
	ws := localAddressWords(s)
	for i := 0; i+2 < len(ws); i++ {
		w := ws[i]
		if w.comma || w.colon {
			continue
		}
		v := whereWord(s, w)
		if len(v) < 3 || !wordlist.StayVerb(strings.ToLower(v)) || clauseEnds(s, w) || i > 0 && numberedSubject(whereWord(s, ws[i-1])) {
			continue
		}
		j := i + 1
		for ; j < len(ws) && j <= i+maxWhereFill+1; j++ {
			t := strings.ToLower(whereWord(s, ws[j]))
			if wordIn(whereaboutsPreps, t) {
				break
			}
			if j > i+maxWhereFill || ws[j].comma || ws[j].colon || clauseEnds(s, ws[j]) || !fillWord(whereWord(s, ws[j])) {
				j = len(ws)
				break
			}
		}
		if j >= len(ws)-1 || !wordIn(whereaboutsPreps, strings.ToLower(whereWord(s, ws[j]))) || ws[j].comma || ws[j].colon {
			continue
		}
		if a, b := wherePlace(s, ws, j+1); a < b {
			sc.add(a, b, phGeo)
			i = j
		}
	}
}

// wherePlace returns the place's span after the preposition, whose next
// word is ws[k]: up to the last capitalised word no catalogue holds in
// the maxWherePlace words of the clause, or in a script without capitals
// its first words up to three; 0, 0 for none, or where a word of code
// stands first (in eu-central-1, at /var/lib).
func wherePlace(s string, ws []addrWord, k int) (int, int) {
	end := -1
	for m := k; m < len(ws) && m < k+maxWherePlace; m++ {
		t := whereWord(s, ws[m])
		r, _ := utf8.DecodeRuneInString(t)
		if t == "" || !unicode.IsLetter(r) || codeShaped(t) {
			break
		}
		lt := strings.ToLower(t)
		code := wordlist.Code(lt) || wordlist.Tech(lt) || innerUpper(t) && !strings.ContainsAny(t, "-'’")
		switch {
		case !scriptOf(r).cased():
			if code || !unknownPlaceWord(t) {
				m = len(ws) // a program's word (الذاكرة, memory; الخادم, the server): no place
				continue
			}
			if m < k+3 {
				end = m
			}
		case unicode.IsUpper(r) && utf8.RuneCountInString(t) > 2:
			if code {
				m = len(ws) // lives in Vault, stays in Settings
				continue
			}
			if strings.IndexFunc(t, unicode.IsLower) > 0 {
				end = m // an acronym (CTT, the post) or a format (YYYY-MM-DD) is no place's name alone
			}
		}
		if ws[m].comma || ws[m].colon || clauseEnds(s, ws[m]) {
			break
		}
	}
	if end < 0 {
		return 0, 0
	}
	a := ws[k].a
	for a < ws[k].b && !isLetterAt(s, a) {
		a++
	}
	t := whereWord(s, ws[end])
	return a, ws[end].a + strings.Index(s[ws[end].a:ws[end].b], t) + len(t)
}

// whereWord is a word's letters, its quotes and brackets and its
// sentence's marks trimmed.
func whereWord(s string, w addrWord) string {
	t := s[w.a:w.b]
	if i := strings.LastIndexByte(t, ':'); i > 0 && i < len(t)-1 && countDigits(t[i+1:]) == len(t)-i-1 {
		t = t[:i] // a frame's line after its message (Umeå.:41)
	}
	return strings.Trim(t, `.,;:!?()[]{}"'«»“”‘’`)
}

// clauseEnds reports a word its clause ends after: a full stop, a
// semicolon, a dash or a bracket after it (a short abbreviation's dot
// aside: ul., St.).
func clauseEnds(s string, w addrWord) bool {
	t := s[w.a:w.b]
	if w.b < len(s)-2 && (s[w.b:min(len(s), w.b+4)] == " – " || s[w.b:min(len(s), w.b+5)] == " — " || s[w.b:w.b+3] == " - ") {
		return true
	}
	if strings.HasSuffix(t, ".") {
		return utf8.RuneCountInString(t) > 4
	}
	return strings.ContainsAny(t[max(0, len(t)-1):], ";!?)]")
}

// fillWord reports a word that may stand between the verb and its
// preposition: a word of time or manner in small letters (derzeit,
// actuellement, сейчас, deze week) or of a script without capitals
// (حاليًا); not a capitalised name, a number or a word of code.
func fillWord(t string) bool {
	r, _ := utf8.DecodeRuneInString(t)
	if t == "" || !unicode.IsLetter(r) || codeShaped(t) {
		return false
	}
	return !scriptOf(r).cased() || unicode.IsLower(r)
}

// numberedSubject reports a subject that ends in a number or an id: a
// program's process, job or thread (Процесс 48213 ожидает в режиме
// ShareLock; Process 23114 väntar på), which waits where a program does.
func numberedSubject(t string) bool {
	return t != "" && (isDigit(t[len(t)-1]) || codeShaped(t))
}

// codeShaped reports a token with a digit, an underscore, a slash, an at
// sign or an equals sign: an identifier's, a path's, a host's.
func codeShaped(t string) bool {
	return strings.ContainsAny(t, "0123456789_/@=<>{}\\|")
}

// People's names written in Arabic or Hebrew inside a message of the same
// script: "خطأ: لم يتمكن محمد العتيبي من إتمام الدفع", "שגיאה: יוסי כהן לא
// הצליח להתחבר". Those scripts have no case to mark a name, so the names
// data does (words' semgiven.fuse, semsurname.fuse): a given name followed
// by a surname or another given name (Arabic writes the father's given
// name second, محمد أحمد), or by a family name behind its particle (ال,
// بن, بنت, آل, أبو, בן, בת), is a person, and a third such word is his
// too. A word the catalogues or dictionaries hold (known3's Arabic
// catalogue words, the templates' Hebrew) or a function word of the
// language is never a name part, so a message's own words stay. A given
// name alone is masked only after a role noun (rolenames.go).

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectSemiticNames)
}

// semParticles stand between a given name and the family name they
// introduce: son, daughter, family of, father of.
var semParticles = map[string]bool{
	"بن": true, "ابن": true, "بنت": true, "آل": true, "أبو": true, "ابو": true, "بو": true,
	"בן": true, "בת": true,
}

// semStop are function words of Arabic and Hebrew that the names data may
// hold as names (a short word is a name somewhere): never a name part;
// باسم ("named", the given name Basim too) introduces what it names.
var semStop = map[string]bool{
	"على": true, "إلى": true, "الى": true, "عن": true, "مع": true, "من": true, "في": true, "لا": true, "لم": true,
	"باسم": true, "لن": true, "قد": true, "كان": true, "أن": true, "إن": true, "ان": true, "ما": true, "هو": true, "هي": true,
	"של": true, "את": true, "עם": true, "לא": true, "אין": true, "על": true, "הוא": true, "היא": true, "או": true,
	"גם": true, "כבר": true, "אם": true, "כי": true, "זה": true, "זו": true, "יש": true, "אל": true, "מה": true,
}

// detectSemiticNames masks two or three Arabic or Hebrew words one space
// apart whose first is a given name and whose next are surnames or given
// names (or a particle and a family name).
func detectSemiticNames(sc *scan) {
	s := sc.s
	// in text of another script, a word of these is another script's and
	// judged as such (a company kept after "merchant" is kept whole)
	if !hasScript(s, leadRTLIndic, semScripts) {
		return
	}
	if d := dominantScript(s); d != arabic && d != hebrew {
		return
	}
	var ws [][2]int // the words of the two scripts, in order
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !semLetter(r) {
			i += n
			continue
		}
		j := i + n
		for j < len(s) {
			r, n := utf8.DecodeRuneInString(s[j:])
			if !semLetter(r) && !unicode.Is(unicode.Mn, r) && !(r == '\'' || r == '׳') {
				break
			}
			j += n
		}
		// no word of the script glued to Latin letters or digits
		if ws = append(ws, [2]int{i, j}); j < len(s) {
			if r, _ := utf8.DecodeRuneInString(s[j:]); unicode.IsLetter(r) || unicode.IsDigit(r) {
				ws = ws[:len(ws)-1]
			}
		}
		i = j
	}
	spaced := func(a, b int) bool { return ws[a][1]+1 == ws[b][0] && s[ws[a][1]] == ' ' }
	word := func(k int) string { return semPlain(s[ws[k][0]:ws[k][1]]) }
	for k := 0; k+1 < len(ws); k++ {
		if sc.stop.pulse() {
			return
		}
		if !spaced(k, k+1) {
			continue
		}
		start, ok := ws[k][0], semGiven(word(k))
		if !ok {
			// a one-letter prefix before the given name (ליוסי, to Yossi;
			// لمحمد, for Mohammed) stays the sentence's
			if p := semPrefix(s[ws[k][0]:ws[k][1]]); p > 0 && semGiven(word(k)[p:]) {
				start, ok = ws[k][0]+p, true
			}
		}
		if !ok {
			continue
		}
		end := k
		switch w := word(k + 1); {
		case semParticles[w] && k+2 < len(ws) && spaced(k+1, k+2) && semFamily(word(k+2)):
			end = k + 2
		case semFamily(w):
			end = k + 1
			if k+2 < len(ws) && spaced(k+1, k+2) && semFamily(word(k+2)) {
				end = k + 2
			}
		}
		if end > k {
			sc.add(start, ws[end][1], phName)
			k = end
		}
	}
}

// semPrefix returns the bytes of the one-letter prefix (and, to, for)
// that Arabic and Hebrew write on to a word, when w has three letters or
// more after it; 0 when it has none. Hebrew's ה, ב, מ (the, in, from) are
// left out: on to words that are names too they make common words
// (המדינה, ברמה, מזרח).
func semPrefix(w string) int {
	r, n := utf8.DecodeRuneInString(w)
	if !strings.ContainsRune("ולول", r) || utf8.RuneCountInString(w) < 4 {
		return 0
	}
	return n
}

var semScripts = []*unicode.RangeTable{unicode.Arabic, unicode.Hebrew}

// semLetter reports a letter of Arabic or Hebrew.
func semLetter(r rune) bool {
	return r >= 0x590 && r < 0x700 && unicode.IsLetter(r)
}

// semPlain is w without its short vowels, marks and tatweel.
func semPlain(w string) string {
	if !strings.ContainsFunc(w, func(r rune) bool { return unicode.Is(unicode.Mn, r) || r == 'ـ' }) {
		return w
	}
	return strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Mn, r) || r == 'ـ' {
			return -1
		}
		return r
	}, w)
}

// semWord reports a word of the message: a function word, or a word the
// dictionaries or catalogues hold.
func semWord(w string) bool {
	return semStop[w] || roleStop[w] || utf8.RuneCountInString(w) < 2 || wordlist.Known(w) || wordlist.Template(w)
}

// semGiven reports a given name of the names data that is no word.
// A particle (בן, Ben, is a given name too) starts a family name
// (בן סימון, بن لادن), not a person.
func semGiven(w string) bool { return wordlist.SemGivenName(w) && !semParticles[w] && !semWord(w) }

// semFamily reports a surname or given name of the names data that is no
// word, or one behind Arabic's article (العتيبي: ال + عتيبي).
func semFamily(w string) bool {
	if semWord(w) {
		return false
	}
	if wordlist.SemSurname(w) || wordlist.SemGivenName(w) {
		return true
	}
	rest, ok := strings.CutPrefix(w, "ال")
	return ok && utf8.RuneCountInString(rest) >= 2 && (wordlist.SemSurname(rest) || wordlist.SemGivenName(rest))
}

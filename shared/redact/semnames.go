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

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectSemiticNames)
}

// semParticles stand between a given name and the family name they
// introduce: son, daughter, family of, father of.
const semParticles = " بن ابن بنت آل أبو ابو بو בן בת "

// semStop are function words of Arabic and Hebrew that the names data may
// hold as names (a short word is a name somewhere): never a name part;
// باسم ("named", the given name Basim too) introduces what it names.
const semStop = " على إلى الى عن مع من في لا لم باسم لن قد كان أن إن ان ما هو هي" +
	" של את עם לא אין על הוא היא או גם כבר אם כי זה זו יש אל מה "

// semListed reports w as one of list's words, written between spaces.
func semListed(list, w string) bool {
	for i := 0; w != ""; {
		j := indexStr(list[i:], w)
		if j < 0 {
			return false
		}
		j += i
		if list[j-1] == ' ' && list[j+len(w)] == ' ' {
			return true
		}
		i = j + 1
	}
	return false
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
	// the words of the two scripts, in order, none glued to Latin letters
	// or digits
	urdu := strings.ContainsFunc(s, urduLetter)
	ws := semWords(s, func(r rune) bool { return unicode.Is(unicode.Mn, r) || r == '\'' || r == '׳' }, true)
	for k := 0; k+1 < len(ws); k++ {
		if sc.stop.pulse() {
			return
		}
		t := ws[k]
		start := t.i
		// آل محمد بن علي: the house of a forebear names a family and its
		// firm (organisations.go keeps it), no one person
		if k > 0 && ws[k-1].w == "آل" && semSpaced(s, ws[k-1], t) {
			// the whole lineage after it: names and the particles
			// between them
			for k+1 < len(ws) && semSpaced(s, ws[k], ws[k+1]) && (semGivenIn(ws[k+1].w, urdu) || semFamilyIn(ws[k+1].w, urdu) || semListed(semParticles, ws[k+1].w)) {
				k++
			}
			continue
		}
		if !semGivenIn(t.w, urdu) {
			// a one-letter prefix before the given name (ויוסי, and Yossi;
			// لمحمد, for Mohammed) stays the sentence's
			p := semPrefix(t.w)
			if p == 0 && k+1 < len(ws) && semSpaced(s, t, ws[k+1]) && semSurnameNext(ws[k+1].w, urdu) {
				p = hebrewPrefix(t.w)
			}
			if p == 0 || !semGivenIn(t.w[p:], urdu) {
				continue
			}
			start += p
		}
		// the words after the given name that are the person's: one or
		// two family names or given names, or a particle and a family name
		n := 0
		for n < 2 && k+n+1 < len(ws) && semSpaced(s, ws[k+n], ws[k+n+1]) {
			w := ws[k+n+1].w
			if semFamilyIn(w, urdu) {
				n++
				continue
			}
			if n == 0 && semListed(semParticles, w) && k+2 < len(ws) && semSpaced(s, ws[k+1], ws[k+2]) && semFamilyIn(ws[k+2].w, urdu) {
				n = 2
			}
			break
		}
		if n > 0 {
			sc.add(start, ws[k+n].j, phName)
			k += n
		}
	}
}

// semPrefix returns the bytes of the one-letter prefix (and, to, for)
// that Arabic and Hebrew write on to a word, when w has three letters or
// more after it; 0 when it has none. Hebrew's ה, ב, מ, ל (the, in, from,
// to) are left out: on to words that are names too they make common words
// (המדינה, ברמה, מזרח), and ל starts every infinitive (לקרוא).
func semPrefix(w string) int {
	r, n := decodeRune(w)
	if !containsRune("וول", r) || runeCount(w) < 4 {
		return 0
	}
	return n
}

// hebrewPrefix returns the bytes of Hebrew's one-letter prefix (to, in,
// from, the, as, that: ל ב מ ה כ ש) before a word of three letters or
// more, or 0. Asked only before a surname of the names data
// (semSurnameNext): the surname says the word before it is a given name
// with its prefix (לעמית לוי, to Amit Levi), where the prefix alone on to
// a word would make a common word of a name (המדינה, ברמה, לקרוא).
func hebrewPrefix(w string) int {
	r, n := decodeRune(w)
	if !containsRune("לבמהכש", r) || runeCount(w) < 4 {
		return 0
	}
	return n
}

// semSurnameNext reports a surname of the names data that is no word: the
// family name after a given name.
func semSurnameNext(w string, urdu bool) bool {
	return semHas(wordlist.SemSurname, w, urdu) && !semWordIn(w, urdu)
}

// semTok is a word of Arabic or Hebrew: its bytes in the text and the word
// without its short vowels.
type semTok struct {
	i, j int
	w    string
}

// semSpaced reports b one space after a.
func semSpaced(s string, a, b semTok) bool { return a.j+1 == b.i && s[a.j] == ' ' }

var semScripts = []*unicode.RangeTable{unicode.Arabic, unicode.Hebrew}

// semLetter reports a letter of Arabic or Hebrew.
func semLetter(r rune) bool {
	return r >= 0x590 && r < 0x700 && letterRune(r)
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
// dictionaries or catalogues hold, bare or behind Hebrew's article
// (hebrewarticle.go).
func semWord(w string) bool {
	return semListed(semStop, w) || roleStop[w] || runeCount(w) < 2 || wordlist.Known(w) || wordlist.Template(w) || hebrewDefinite(w)
}

// semWordIn is semWord, and in an Urdu message (urdu) also a word that is
// an Arabic word as Arabic spells it (کتاب, كتاب).
func semWordIn(w string, urdu bool) bool {
	if semWord(w) {
		return true
	}
	a := ""
	if urdu {
		a = semArabicSpelling(w)
	}
	return a != "" && (semListed(semStop, a) || wordlist.Known(a) || wordlist.Template(a))
}

// urduLetter reports the letters Urdu writes and Arabic and Persian do not
// (ٹ, ڈ, ڑ, ں, ہ, ھ, ۃ, ے): a message with one is Urdu, whose names the
// names data holds in Arabic's spelling.
func urduLetter(r rune) bool {
	return r == 'ٹ' || r == 'ڈ' || r == 'ڑ' || r == 'ں' || r == 'ہ' || r == 'ھ' || r == 'ۃ' || r == 'ے'
}

// semGivenIn reports a given name of the names data that is no word,
// asking an Urdu message's words (urdu) in Arabic's spelling too.
// A particle (בן, Ben, is a given name too) starts a family name
// (בן סימון, بن لادن), not a person.
//
// Arabic writes no article on a given name: النص (the text) is none.
func semGivenIn(w string, urdu bool) bool {
	return (semHas(wordlist.SemGivenName, w, urdu) || abdCompound(w)) && !hasPrefix(w, "ال") && !semListed(semParticles, w) && !semWordIn(w, urdu)
}

// abdCompound reports a name of the form "servant of" and one of God's
// names written as one word (عبدالله, عبدالرحمن, عبدالکریم): the names data
// holds its parts, عبد and الله, as two names, and Arabic, Persian and
// Urdu write it joined as often as apart. No word of the language starts
// so.
func abdCompound(w string) bool {
	rest, ok := cutPrefix(w, "عبدال")
	return ok && runeCount(rest) >= 2
}

// semHas asks has about w and, in an Urdu message (urdu), for a word
// with the letters Urdu writes where Arabic writes others (ی, ک, ہ, ۃ, ھ,
// ے), about its Arabic spellings: the names data writes Arabic's (فاطمة,
// علي), an Urdu message its own (فاطمہ علی, مصطفی). A final ه or ہ is tried
// as ة too, and a final ی as ى. Persian's names have data of their own
// (persiannames.go); read as Arabic, Persian's and Pashto's loans met the
// names data's strangers (ویجت, "widget").
func semHas(has func(string) bool, w string, urdu bool) bool {
	if has(w) {
		return true
	}
	a := ""
	if urdu {
		a = semArabicSpelling(w)
	}
	if a == "" {
		return false
	}
	if has(a) {
		return true
	}
	if r, _ := utf8.DecodeLastRuneInString(w); r == 'ہ' || r == 'ه' || r == 'ھ' {
		return has(trimSuffix(a, "ه") + "ة")
	} else if r == 'ی' {
		return has(trimSuffix(a, "ي") + "ى")
	}
	return false
}

// semArabicSpelling returns w with Persian's and Urdu's own letters as
// Arabic writes them, or "" when w has none.
func semArabicSpelling(w string) string {
	if !strings.ContainsFunc(w, func(r rune) bool { return r == 'ی' || r == 'ک' || r == 'ہ' || r == 'ۃ' || r == 'ھ' || r == 'ے' }) {
		return ""
	}
	return strings.Map(func(r rune) rune {
		switch r {
		case 'ی', 'ے':
			return 'ي'
		case 'ک':
			return 'ك'
		case 'ہ', 'ھ':
			return 'ه'
		case 'ۃ':
			return 'ة'
		}
		return r
	}, w)
}

// semFamilyIn reports a surname or given name of the names data that is
// no word, or a surname of three letters or more behind Arabic's article
// (العتيبي: ال + عتيبي), asking an Urdu message's words (urdu) in Arabic's
// spelling too.
func semFamilyIn(w string, urdu bool) bool {
	if semWordIn(w, urdu) {
		return false
	}
	if semHas(wordlist.SemSurname, w, urdu) {
		return true
	}
	rest, ok := cutPrefix(w, "ال")
	if !ok {
		return semHas(wordlist.SemGivenName, w, urdu) || abdCompound(w)
	}
	return runeCount(rest) >= 3 && semHas(wordlist.SemSurname, rest, urdu)
}

// semWords returns the words of s in the Arabic and Hebrew scripts, in
// order: a run of their letters and of the characters also says belong
// to a word (marks, a geresh), each with its plain form. apart leaves out
// a word glued to Latin letters or digits after it.
func semWords(s string, also func(rune) bool, apart bool) []semTok {
	var ws []semTok
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		if !semLetter(r) {
			i += n
			continue
		}
		j := i + n
		for j < len(s) {
			r, n = decodeRune(s[j:])
			if !semLetter(r) && !also(r) {
				break
			}
			j += n
		}
		if r, _ = decodeRune(s[j:]); !apart || j == len(s) || !letterRune(r) && !digitRune(r) {
			ws = append(ws, semTok{i, j, semPlain(s[i:j])})
		}
		i = j
	}
	return ws
}

// Special categories of personal data (GDPR Art. 9 and 10: health, sex life
// and orientation, religion, politics, union membership, ethnicity,
// biometrics, criminal offences; immigration status beside them) in plain
// prose: a phrase of them masks its clause, whoever it is about, since the
// clause is what says it of somebody ("patient is HIV positive, admitted").

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// maxClause is the longest clause a special-category phrase masks; a longer
// run without punctuation is masked to this much around the phrase.
const maxClause = 240

// detectSpecialCategories masks each clause that holds a special-category
// word or phrase of the lexicon. A word that is also the vocabulary of error
// templates ("union" in SQL, "health" in a health check) counts only as part
// of a longer phrase; a word inside an identifier (diabetes_risk, a key) is
// code, not prose.
func detectSpecialCategories(sc *scan) {
	s := sc.s
	type word struct{ a, b int }
	var ws []word
	var lw []string
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			i += n
			continue
		}
		j := i
		for j < len(s) {
			r2, n2 := utf8.DecodeRuneInString(s[j:])
			if !unicode.IsLetter(r2) && r2 != '\'' && r2 != '-' {
				break
			}
			j += n2
		}
		e := j
		for e > i && (s[e-1] == '\'' || s[e-1] == '-') {
			e-- // 'Type 1 diabetes': the closing quote is no part of it
		}
		ws = append(ws, word{i, e})
		lw = append(lw, sc.lower[i:e])
		i = j
	}
	if !isASCII(s) {
		detectCJKSpecial(sc)
	}
	for k := 0; k < len(ws); k++ {
		a, b := ws[k].a, ws[k].b
		if inIdentifier(s, a, b) {
			continue
		}
		end := b
		found := false
		if _, n, ok := wordlist.SpecialPhrase(lw[k:min(len(lw), k+6)]); ok && n > 1 {
			end = ws[k+n-1].b
			found = !inIdentifier(s, a, end)
		} else if _, ok := wordlist.Special(lw[k]); ok && !programWord(lw[k]) {
			found = true
		} else if strings.IndexByte(lw[k], '-') > 0 {
			// römisch-katholisch, HIV-positiv: a part of a hyphenated word
			for _, p := range strings.Split(lw[k], "-") {
				if _, ok := wordlist.Special(p); ok && len(p) >= 3 && !programWord(p) {
					found = true
					break
				}
			}
		}
		if !found {
			continue
		}
		ca, cb := clause(s, a, end)
		sc.add(ca, cb, phValue)
		for k+1 < len(ws) && ws[k+1].a < cb {
			k++
		}
	}
}

// inIdentifier reports a word joined to code around it: diabetes_risk,
// health.check, religion= (a key), /union/.
func inIdentifier(s string, a, b int) bool {
	// after "=" the word is a key's value (diagnosis=HIV positive), not
	// part of the key
	if a > 0 && strings.IndexByte("_./:#@$", s[a-1]) >= 0 && !(s[a-1] == ':' && a < len(s)) {
		return true
	}
	if b < len(s) && strings.IndexByte("_./=(#@$", s[b]) >= 0 {
		return !(s[b] == '.' && (b+1 >= len(s) || s[b+1] == ' ' || s[b+1] == '\n'))
	}
	return false
}

// clause is the stretch around s[a:b] between punctuation that ends a
// clause, at most maxClause bytes.
func clause(s string, a, b int) (int, int) {
	ca := a
	for ca > 0 && a-ca < maxClause && strings.IndexByte(".,;:!?()[]{}\"'\n|", s[ca-1]) < 0 {
		ca--
	}
	for ca < a && s[ca] == ' ' {
		ca++
	}
	cb := b
	for cb < len(s) && cb-b < maxClause && strings.IndexByte(".,;:!?()[]{}\"'\n|", s[cb]) < 0 {
		cb++
	}
	for cb > b && s[cb-1] == ' ' {
		cb--
	}
	return ca, cb
}

// programWord reports a word programs and their messages use (subclasses,
// union, health): the catalogues', the error vocabulary's, code's, in the
// singular too. Alone it says nothing about a person.
func programWord(lw string) bool {
	if wordlist.Template(lw) || wordlist.Code(lw) || wordlist.Tech(lw) || errWord(lw) {
		return true
	}
	for _, w := range []string{strings.TrimSuffix(lw, "s"), strings.TrimSuffix(lw, "es")} {
		if w != lw && wordlist.Code(w) {
			return true
		}
	}
	return false
}

// cjkSpecial are the special-category words of Chinese, Japanese and
// Korean, which write them into the sentence without spaces: sexual
// orientation, HIV and AIDS, a positive test, cancer, diabetes, depression,
// pregnancy, mental illness, a criminal record. The words that name a
// field (宗教, 性的指向: religion, sexual orientation) are not among them:
// a form's label says nothing of anyone. A short list kept by hand, as the
// Latin-script words of specialHand are.
var cjkSpecial = []string{
	"同性愛", "同性恋", "同性戀", "異性愛", "异性恋", "両性愛", "双性恋",
	"艾滋", "爱滋", "愛滋", "エイズ", "阳性", "陽性", "癌症", "がん患者", "糖尿病", "抑郁症", "うつ病", "妊娠", "怀孕",
	"精神疾患", "精神病", "前科", "犯罪歴", "犯罪记录",
	"동성애", "에이즈", "양성 판정", "우울증", "임신", "전과",
}

// detectCJKSpecial masks the clause around a special-category word of
// Chinese, Japanese or Korean: from the last punctuation before it to the
// next, as the Latin rule does, or the quoted value it stands in.
func detectCJKSpecial(sc *scan) {
	s := sc.s
	for _, w := range cjkSpecial {
		for off := 0; off < len(s); {
			i := strings.Index(s[off:], w)
			if i < 0 {
				break
			}
			a, b := off+i, off+i+len(w)
			ca, cb := cjkClause(s, a, b)
			sc.add(ca, cb, phValue)
			off = cb
		}
	}
}

// cjkClause is the stretch around s[a:b] between the punctuation of
// Chinese, Japanese and Korean text (and ASCII), at most maxClause bytes.
func cjkClause(s string, a, b int) (int, int) {
	const stops = ".,;:!?()[]{}\"'\n|。、，；：！？（）「」『』“”《》【】"
	ca := a
	for ca > 0 && a-ca < maxClause {
		r, n := utf8.DecodeLastRuneInString(s[:ca])
		if strings.ContainsRune(stops, r) {
			break
		}
		ca -= n
	}
	cb := b
	for cb < len(s) && cb-b < maxClause {
		r, n := utf8.DecodeRuneInString(s[cb:])
		if strings.ContainsRune(stops, r) {
			break
		}
		cb += n
	}
	for ca < a && s[ca] == ' ' {
		ca++
	}
	for cb > b && s[cb-1] == ' ' {
		cb--
	}
	return ca, cb
}

// Job titles the text names as such: "unknown job title "Aquaculteur"",
// "occupation Flisak pieniński is not in the tariff table", "no salary
// band for Eczacı". A job title names no one, in any language, and its
// words are a trade's, which no dictionary of frequent words holds
// (Фальцовщик, Kalaycı) and which the names data sometimes does (a
// surname after a trade, Flisak): where the text says an occupation
// stands, the word rules' masks over it are taken back. A person's name
// there (a given name, then a capitalised word) stays masked, and so does
// what a strong detector finds.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// occupationWords name an occupation, each between spaces: English's
// words for one and for the pay scale that is set per job (salary band
// for …), and the "Occupation" field's label as GNU Health 5.0.6
// translates it (trytond/modules/health/locale), in lower case.
const occupationWords = " occupation job_title jobtitle profession " +
	"tätigkeit επάγγελμα ocupación occupazione ocupação profissão yrke meslek الوظيفة 职业 職業 "

// occupationPhrases are the words of several that name one.
var occupationPhrases = []string{"job title", "salary band for", "salary grade for", "pay grade for", "pay band for", "pay scale for", "nghề nghiệp"}

// occupationSpans returns where job titles stand: the value after a word
// or phrase naming an occupation, quoted to its closing quote, or else to
// " is ", a bracket, a comma or the line's end.
func occupationSpans(s string) []span {
	lower := lowerInPlace(s)
	var out []span
	at := func(a, b int) {
		// the separator and the opening quote
		j, quote := b, byte(0)
		for j < len(s) && j-b < 4 && strings.IndexByte(" :=\"'`", s[j]) >= 0 {
			if s[j] != ' ' && s[j] != ':' && s[j] != '=' {
				quote = s[j]
			}
			j++
		}
		if j == b || j >= len(s) {
			return
		}
		if r, _ := utf8.DecodeRuneInString(s[b:]); unicode.IsLetter(r) {
			return // occupational, professions: another word
		}
		e := j
		if quote != 0 {
			k := strings.IndexByte(s[j:min(len(s), j+96)], quote)
			if k <= 0 {
				return
			}
			e = j + k
		} else {
			for e < len(s) && e-j < 96 && strings.IndexByte("\n,;()[]{}\"'", s[e]) < 0 && !strings.HasPrefix(s[e:], " is ") && !strings.HasPrefix(s[e:], ". ") {
				e++
			}
		}
		v := strings.TrimSpace(s[j:e])
		if v == "" || personTitle(v) {
			return
		}
		start, end := j, e
		if quote != 0 {
			start, end = j-1, e+1
		}
		out = append(out, span{start, end, ""})
	}
	for i := 0; i < len(lower); {
		r, n := utf8.DecodeRuneInString(lower[i:])
		if !unicode.IsLetter(r) || i > 0 && !wordStartAt(lower, i) {
			i += n
			continue
		}
		j := i
		for j < len(lower) && strings.IndexByte(" :=\"'`\n,;()", lower[j]) < 0 {
			j++
		}
		if wordIn(occupationWords, lower[i:j]) {
			at(i, j)
			i = j
			continue
		}
		for _, p := range occupationPhrases {
			if strings.HasPrefix(lower[i:], p) {
				at(i, i+len(p))
			}
		}
		i += n
	}
	return out
}

// personTitle reports a value that reads as somebody's name rather than a
// trade's: a given name of the names data, then a capitalised word, or a
// common given name alone.
func personTitle(v string) bool {
	f := strings.Fields(v)
	if len(f) < 2 {
		return len(f) == 1 && givenName(strings.ToLower(f[0]))
	}
	r, _ := utf8.DecodeRuneInString(f[1])
	return givenNameData(strings.ToLower(f[0])) && unicode.IsUpper(r)
}

// wordStartAt reports a word starting at i: the rune before it is no
// letter, digit or underscore.
func wordStartAt(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_'
}

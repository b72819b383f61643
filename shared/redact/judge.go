// How a value is judged: each word is code, a word of the template's
// language, or a value to mask (judgeToken); quoted prose as a whole.

package redact

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// maskValue masks, in the value at sc.s[a:b], each word that reads
// neither as code nor as the template's language (runs of them as one),
// and the whole value when it is quoted prose in somebody's words rather
// than an error message's. Identifiers the redactor recognises (request
// ids, SHAs, versions) are kept whatever they look like.
func maskValue(sc *scan, a, b int, dom script, strict, quoted bool) {
	v := sc.s[a:b]
	if strings.TrimSpace(v) == "" || isPlaceholder(strings.TrimSpace(v)) {
		return
	}
	content, foreignVocab, person := 0, 0, false
	runA, runB := -1, -1
	flush := func() {
		if runA >= 0 {
			sc.add(runA, runB, phValue)
			runA = -1
		}
	}
	for i := 0; i < len(v); {
		for i < len(v) && valueSep(v[i]) {
			i++
		}
		j := i
		for j < len(v) && !valueSep(v[j]) {
			j++
		}
		if i == j {
			break
		}
		ta, tb := i, j
		i = j
		for ta < tb && strings.IndexByte("()[]{}<>.,:;!?\"'`*", v[ta]) >= 0 {
			ta++
		}
		for tb > ta && strings.IndexByte("()[]{}<>.,:;!?\"'`*", v[tb-1]) >= 0 {
			tb--
		}
		tok := trimQuotes(v[ta:tb])
		if tok == "" {
			continue
		}
		switch judgeToken(tok, dom, strict) {
		case tokMask:
			if sc.identifier(a+ta, a+tb) {
				flush()
				continue
			}
			if runA < 0 || strings.TrimSpace(sc.s[runB:a+ta]) != "" {
				flush()
				runA = a + ta
			}
			runB = a + tb
			continue
		case tokPerson:
			person = true
		case tokOtherWord:
			content++
			foreignVocab++
		case tokWord:
			if !stopWords[strings.ToLower(tok)] {
				content++
			}
		}
		flush()
	}
	flush()
	// prose in quotes: error messages speak their own vocabulary and not
	// in the first person; a sentence in other words is somebody's text
	if quoted && (person && content >= 2 || content >= 2 && foreignVocab*3 > content) {
		sc.add(a, b, phValue)
	}
}

func valueSep(c byte) bool {
	return c == ' ' || c == ',' || c == ';' || c == '|' || c == '\t' || c == '\n'
}

// trimQuotes drops typographic quotes around a token.
func trimQuotes(t string) string {
	for _, q := range []string{"“", "”", "‘", "’", "«", "»"} {
		t = strings.TrimPrefix(strings.TrimSuffix(t, q), q)
	}
	return t
}

// identifier reports whether s[a:b] lies inside an identifier the
// redactor recognises (identifiers.go); they are indexed on first use.
func (sc *scan) identifier(a, b int) bool {
	if !sc.protDone {
		protectIdentifiers(sc)
		sc.protIdx, sc.protDone = newIndex(sc.prot), true
	}
	i := sort.Search(len(sc.protIdx), func(i int) bool { return sc.protIdx[i].end > a })
	return i < len(sc.protIdx) && sc.protIdx[i].start <= a && sc.protIdx[i].end >= b
}

// firstPerson are the words in which somebody speaks of themselves.
var firstPerson = map[string]bool{"i": true, "i'm": true, "im": true, "my": true, "me": true, "mine": true, "i've": true, "i’m": true, "we're": true, "our": true}

// stopWords are function words, neutral in prose.
var stopWords = map[string]bool{
	"the": true, "a": true, "an": true, "of": true, "in": true, "on": true, "at": true, "to": true, "for": true, "and": true,
	"or": true, "is": true, "was": true, "be": true, "by": true, "with": true, "from": true, "not": true, "no": true,
	"it": true, "this": true, "that": true, "as": true, "but": true, "if": true, "so": true, "are": true, "were": true,
	"has": true, "have": true, "had": true, "do": true, "does": true, "did": true, "can": true, "will": true,
}

func judgeToken(tok string, dom script, strict bool) int {
	letters, digits, upper, lowerN, trans := 0, 0, 0, 0, 0
	code, hump := false, false
	prev := byte(0) // 'a' letter, '0' digit
	for i := 0; i < len(tok); {
		c := tok[i]
		if c >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(tok[i:])
			if foreignRune(r, dom) {
				return tokMask
			}
			if unicode.IsLetter(r) {
				letters++
				if unicode.IsUpper(r) {
					upper++
				} else {
					lowerN++
				}
			}
			i += n
			continue
		}
		switch {
		case c >= 'a' && c <= 'z':
			letters++
			lowerN++
			if prev == '0' {
				trans++
			}
			prev = 'a'
		case c >= 'A' && c <= 'Z':
			letters++
			upper++
			if prev == '0' {
				trans++
			}
			if i > 0 && tok[i-1] >= 'a' && tok[i-1] <= 'z' {
				hump = true
			}
			prev = 'a'
		case c >= '0' && c <= '9':
			digits++
			if prev == 'a' {
				trans++
			}
			prev = '0'
		case c == '_' || c == '/' || c == '\\' || c == '.' || c == '@' || c == '#' || c == '$' || c == '%' || c == '=' || c == '&' || c == '+' || c == '~' || c == '^':
			code = true
			prev = 0
		case c == ':' || c == '(' || c == ')' || c == '[' || c == ']' || c == '{' || c == '}' || c == '<' || c == '>' || c == '*' || c == '"' || c == '`':
			code = true
			prev = 0
		default:
			prev = 0
		}
		i++
	}
	lt := strings.ToLower(tok)
	if c, ok := contraction(lt); ok {
		lt = c
		tok = tok[:len(c)]
	}
	switch {
	case letters == 0:
		return tokCode // numbers, punctuation
	case firstPerson[lt]:
		return tokPerson
	case code:
		// snake_case, dotted paths, paths, emails (found elsewhere): code,
		// unless a part is a given name (olivia_martin)
		for _, p := range splitParts(tok) {
			if len(p) >= 3 && givenName(strings.ToLower(p)) {
				return tokMask
			}
		}
		return tokCode
	case digits > 0:
		// letters and digits: a unit, a version, an id with a prefix
		// (v2, 8gb, utf8, SKU-1182) is code; a mix of capitals and digits
		// that changes more than once (T0345612H, C02XK1ZZJG5H) is
		// somebody's number
		if upper > 0 && len(tok) >= 6 && trans >= 2 && !strings.Contains(tok, "-") || digits >= 5 && trans == 1 && prev == 'a' && upper > 0 {
			return tokMask
		}
		return tokCode
	}
	if hump || upper >= 2 && lowerN > 0 || upper == 0 && strings.Contains(tok, "-") && !strict {
		// camelCase, PascalCase, McName… or kebab-case
		if hump && isUpperASCII(tok[0]) {
			// PascalCase is code; a capitalised name part is not
			for _, p := range splitParts(tok) {
				if len(p) >= 3 && isUpperASCII(p[0]) && nameWord(p) && !wordlist.ErrorWord(strings.ToLower(p)) && !thingNouns[strings.ToLower(p)] {
					if givenName(strings.ToLower(p)) {
						return tokMask
					}
				}
			}
		}
		return tokCode
	}
	if upper > 0 && lowerN == 0 {
		// SCREAMING_CASE and acronyms are code; a given name in capitals
		// is a name
		if len(tok) >= 3 && givenName(lt) {
			return tokMask
		}
		return tokCode
	}
	if upper > 0 {
		// Capitalised
		if nameWord(tok) {
			return tokMask
		}
		if wordlist.ErrorWord(lt) || stopWords[lt] {
			return tokWord
		}
		return tokOtherWord
	}
	// lower case
	if givenName(lt) && !wordlist.Common(lt) {
		return tokMask
	}
	if stopWords[lt] || wordlist.ErrorWord(lt) {
		return tokWord
	}
	if wordlist.Common(lt) {
		return tokOtherWord
	}
	if strict && len(lt) >= 4 {
		return tokMask
	}
	return tokCode
}

// contraction returns the word before an English contraction's suffix
// ("couldn't" is "could", "driver's" is "driver").
func contraction(w string) (string, bool) {
	for _, suf := range []string{"n't", "n’t", "'s", "’s", "'re", "'ve", "'ll", "'d", "'m"} {
		if b, ok := strings.CutSuffix(w, suf); ok && b != "" {
			return b, true
		}
	}
	return w, false
}

// Passwords drawn at random from letters, digits and punctuation
// (?[u:h>qq7:}}grn, &0604Du!9b, wZEPepJ<!^-^H5) under a key, whatever the
// key: no program writes such a run. Code's punctuated tokens have a
// structure these lack: a regular expression's classes and quantifiers, a
// call or a struct literal after a name, a URL's query, a format's verbs,
// percent-escapes.

package redact

import (
	"strings"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// soupWild are the punctuation marks a generated password draws from and
// an identifier, a path or a version does not hold.
const soupWild = "!#$%^*~|<>{}[]()?\"'`\\;&"

// symbolSoup reports a value of 8 to 40 printable ASCII signs without a
// space that mixes at least three of lower case, upper case, digits and
// soupWild's marks, with one of those marks at least, and none of the
// structures of code.
func symbolSoup(v string) bool {
	if len(v) < 8 || len(v) > 40 {
		return false
	}
	lower, upper, digit, wild := 0, 0, 0, 0
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c <= ' ' || c >= 0x7f:
			return false
		case c >= 'a' && c <= 'z':
			lower = 1
		case isUpperASCII(c):
			upper = 1
		case isDigit(c):
			digit = 1
		case c == '\'' && i > 0 && i+1 < len(v) && isLetter(v[i-1]) && isLetter(v[i+1]):
			// Couldn't, L'option: a word's apostrophe
		case strings.IndexByte(soupWild, c) >= 0:
			wild++
		}
	}
	if strings.Count(v, "\"")+strings.Count(v, "'")+strings.Count(v, "`") >= 2 || strings.Count(v, "\\") >= 2 {
		return false // quoted parts ("a":"b", 'x','y'), a Windows path or a namespace (App\Jobs\Sync)
	}
	if wild == 0 || lower+upper+digit+min(wild, 1) < 3 || lower+upper == 0 {
		return false
	}
	// [ami-0c55…], (x), {id}: a whole in brackets; $jsonSchema, @user,
	// #tag: a sigil and a name; x\: an escaped quote's half
	if o := strings.IndexByte("([{<", v[0]); o >= 0 && v[len(v)-1] == ")]}>"[o] || v[len(v)-1] == '\\' {
		return false
	}
	if strings.IndexByte("$@#%&*!:", v[0]) >= 0 && identWord(v[1:]) {
		return false
	}
	for _, m := range []string{"://", "[a-z", "[A-Z", "[0-9", "(?", ".*", ".+", "\\d+", "\\w+", "\\s+", "\\d{", "\\w{", "{{", "%s", "%d", "%v", "&{", "=&", "[]", "()", "{}", "<nil>",
		"@", ":\\", "\\n", "\\t", "#<", "<<\"", "=(", ")=", "::", "]:", ",\"", "\":", "\",", "\"="} {
		if strings.Contains(v, m) {
			return false
		}
	}
	// a name right before a bracket: a call, an index, a literal
	// (foo(x), map[string]int, Some("x"), User{ID})
	run := 0
	for i := 0; i < len(v); i++ {
		c := v[i]
		if isAlnum(c) || c == '_' {
			run++
			continue
		}
		if run >= 3 && (c == '(' || c == '[' || c == '{') {
			return false
		}
		run = 0
	}
	// Opera/9.17, Mozilla/5.0: a product and its version
	for k := 2; k+1 < len(v); k++ {
		if v[k] == '/' && isDigit(v[k+1]) && isLetter(v[k-1]) && isLetter(v[k-2]) {
			return false
		}
	}
	// Handler#0, issue#12: a name and its number
	for k := strings.IndexByte(v, '#'); k > 0 && k+1 < len(v); k = -1 {
		if isAlnum(v[k-1]) && isDigit(v[k+1]) {
			return false
		}
	}
	// a query (?id=7&x=Y) or percent-escapes (%2F%3D)
	if q := strings.IndexByte(v, '?'); q >= 0 && strings.IndexByte(v[q:], '=') > 0 {
		return false
	}
	{
		pct := 0
		for k := 0; k+2 < len(v); k++ {
			if v[k] == '%' && hexDigit(v[k+1]) && hexDigit(v[k+2]) {
				pct++
			}
		}
		if pct >= 2 {
			return false
		}
	}
	// ${HOME}, ${var}: a shell's or a template's variable
	if d := strings.Index(v, "${"); d >= 0 && strings.IndexByte(v[d:], '}') > 0 {
		return false
	}
	return true
}

// soupAt returns the bounds of a symbolSoup in the run of non-space signs
// at s[i], without the brackets, quotes and punctuation of its setting at
// either end ((unlock => (w=…6), "x",), when the run holds no "=" of a
// further key; a == b when there is none.
func soupAt(s string, i int) (int, int) {
	j := i
	for j < len(s) && j-i <= 48 && s[j] > ' ' && s[j] < 0x7f {
		j++
	}
	if j-i > 48 {
		return i, i
	}
	a, b := i, j
	for a < b && strings.IndexByte("([{<\"'`", s[a]) >= 0 {
		a++
	}
	for b > a && strings.IndexByte(")]}>\"'`,;:.", s[b-1]) >= 0 {
		b--
	}
	if furtherKey(s[a:b]) || !symbolSoup(s[a:b]) {
		return i, i
	}
	return a, b
}

// furtherKey reports a run that holds the next key of a list (abc&user=bob,
// x;Server=db): a name after "&", ";", "," or "|" and then "=", or one
// that starts with a name of two letters or more and "=" (error="No).
func furtherKey(v string) bool {
	for k := 1; k < len(v); k++ {
		if v[k] != '=' {
			continue
		}
		w := k
		for w > 0 && (isAlnum(v[w-1]) || v[w-1] == '_') {
			w--
		}
		if w < k && w > 0 && strings.IndexByte("&;,|", v[w-1]) >= 0 || w == 0 && k >= 2 {
			return true // error="No…: a key of its own
		}
	}
	return false
}

// soupAfter reports a soup value right after a separator ending at s[i]
// (its spaces, a ">" of "=>", an opening quote skipped).
func soupAfter(s string, i int) bool {
	for i < len(s) && (s[i] == ' ' || s[i] == '>') {
		i++
	}
	if i < len(s) && (s[i] == '"' || s[i] == '\'') {
		e := strings.IndexByte(s[i+1:min(len(s), i+42)], s[i])
		return e > 0 && symbolSoup(s[i+1:i+1+e])
	}
	a, b := soupAt(s, i)
	return b > a
}

func init() {
	wordRules = append(wordRules, detectQuotedSoup)
}

// soupQuotes are the quotes a soup value is read between, opening and
// closing.
var soupQuotes = [][2]string{{"'", "'"}, {"\"", "\""}, {"`", "`"}, {"“", "”"}, {"«", "»"}}

// detectQuotedSoup masks a quoted value that is a symbolSoup wherever it
// stands (The given key 'QRVJut8o6={hH?J' was not present, NotFound(Some(
// "yid.a{fa4v|)")), “,!%e]VN%ekRj]Nz”): the quotes bound it, and no
// program quotes such a run.
func detectQuotedSoup(sc *scan) {
	s := sc.s
	for _, q := range soupQuotes {
		for off := 0; off < len(s); {
			k := strings.Index(s[off:], q[0])
			if k < 0 {
				break
			}
			a := off + k + len(q[0])
			off = a
			if a-len(q[0]) > 0 && isAlnum(s[a-len(q[0])-1]) {
				continue // an apostrophe inside a word
			}
			e := strings.Index(s[a:min(len(s), a+44)], q[1])
			if e < 8 {
				continue
			}
			if v := s[a : a+e]; !strings.ContainsAny(v, " \t\n") && symbolSoup(v) {
				sc.add(a, a+e, phSecret)
				off = a + e + len(q[1])
			}
		}
	}
}

// identWord reports letters, digits and "_" only.
func identWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isAlnum(w[i]) && w[i] != '_' {
			return false
		}
	}
	return w != ""
}

// passphraseAfter reports a value right after a separator ending at s[i]
// (its spaces, a ">" of "=>", an opening quote skipped) that is words and
// a number as password generators make them (wordsAndNumber).
func passphraseAfter(s string, i int) bool {
	for i < len(s) && (s[i] == ' ' || s[i] == '>' || s[i] == '"' || s[i] == '\'') {
		i++
	}
	j := i
	for j < len(s) && j-i <= 64 && !valueStop(s[j]) {
		j++
	}
	return j > i && j-i <= 64 && (wordsAndNumber(s[i:j]) || passphraseValue(s[i:j]))
}

// passphraseValue reports words and a number as password generators join
// them (Regulations-Horses-Attended-42, DolorumModi6115, ex-Impedit-874,
// horses_regulations_attended_9360), judged without the code vocabulary,
// which holds every word some program was written with: two words or more
// of letters (three when all are lower case, as snake_case names of
// tables and jobs are), one of them no technical term, no acronym among
// them, and a number of two to four digits that is no year.
func passphraseValue(v string) bool {
	d := 0
	for d < len(v) && isDigit(v[len(v)-1-d]) {
		d++
	}
	if d < 2 || d > 4 || d == len(v) || v[len(v)-d] == '0' {
		return false
	}
	if y := atoi(v[len(v)-d:]); d == 4 && y >= 1990 && y <= 2039 {
		return false
	}
	body := v[:len(v)-d]
	var sep byte
	if c := body[len(body)-1]; c == '-' || c == '_' || c == '.' {
		sep, body = c, body[:len(body)-1]
	}
	parts, letters, lowerOnly, tech := 0, 0, true, 0
	ok := true
	eachPart(body, func(p string) bool {
		parts++
		letters += len(p)
		if !lettersOnly(p) || len(p) < 2 || len(p) > 1 && allUpper(p) {
			ok = false
			return false
		}
		if isUpperASCII(p[0]) {
			lowerOnly = false
		}
		if wordlist.Tech(strings.ToLower(p)) {
			tech++
		}
		return true
	})
	for i := 0; ok && i < len(body); i++ {
		if c := body[i]; !isLetter(c) && c != sep || sep == 0 && (c == '-' || c == '_' || c == '.') {
			ok = false
		}
	}
	return ok && parts >= 2 && letters >= 8 && tech < parts && (!lowerOnly || parts >= 3)
}

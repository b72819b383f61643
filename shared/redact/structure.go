package redact

import (
	"net"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// Values by structure. An error text is a template a developer wrote plus
// values that came from users and systems. The detectors elsewhere in this
// package recognise classes somebody listed; the rules here find values by
// where they stand, whatever their class, and mask each one unless it
// reads as code or as the template's own language:
//
//   - quoted strings, in every quoting style and script;
//   - the rest of a line after its last ": " when it is short;
//   - fields of delimited records (a|b|c, a,b,c);
//   - file names of user content (scans, photos, office documents).
//
// Outside values, a word in another script than the text around it and a
// capitalised word that is neither a sentence start, a common word, a
// technical word nor the name of a thing ("Harvey worker") is masked.
//
// A value is kept when every word of it is code-shaped (snake_case,
// camelCase, PascalCase, SCREAMING_CASE, dotted paths, paths, numbers with
// units, versions), a common word, or an identifier format; prose is kept
// when it speaks the vocabulary of error messages and not in the first
// person.

const phValue = "[value]"

// maxQuoted is the longest quoted value looked for: a quote with no
// closing quote within it opens nothing.
const maxQuoted = 512

// script of a text: its letters are mostly Latin, or mostly of another
// script (then capitalisation and the word lists say nothing).
type script uint8

const (
	latin script = iota
	other
)

// dominantScript is the script most of s's letters are in.
func dominantScript(s string) script {
	lat, oth := 0, 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if isLetter(c) {
				lat++
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		if unicode.IsLetter(r) {
			if unicode.Is(unicode.Latin, r) {
				lat++
			} else {
				oth++
			}
		}
	}
	if oth > lat {
		return other
	}
	return latin
}

// foreignRune reports a letter of another script than sc, the text's own.
func foreignRune(r rune, sc script) bool {
	if r < utf8.RuneSelf || !unicode.IsLetter(r) {
		return false
	}
	return sc == latin && !unicode.Is(unicode.Latin, r)
}

// detectValues marks quoted values, line tails and record fields that do
// not read as code or as the template's language, and user file names.
func detectValues(sc *scan) {
	s := sc.s
	dom := dominantScript(s)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		closer, ok := quoteCloser(s, i, r)
		if !ok {
			i += n
			continue
		}
		a := i + n
		end := -1
		lim := min(len(s), a+maxQuoted)
		for j := a; j < lim; {
			c := s[j]
			if c == '\n' {
				break
			}
			if c == '\\' {
				j += 2
				continue
			}
			r2, n2 := utf8.DecodeRuneInString(s[j:])
			if r2 == closer && (closer != '\'' || j+1 >= len(s) || !isLetter(s[j+1])) {
				end = j
				break
			}
			j += n2
		}
		if end < 0 {
			i += n
			continue
		}
		maskValue(sc, a, end, dom, false, true)
		i = end + utf8.RuneLen(closer)
	}
	detectTails(sc, dom)
	detectRecords(sc, dom)
	detectUserFiles(sc, dom)
	detectForeignWords(sc, dom)
}

// quoteCloser returns the closing quote of an opening quote r at s[i]. An
// apostrophe opens a value only after a non-letter (not in "couldn't").
func quoteCloser(s string, i int, r rune) (rune, bool) {
	switch r {
	case '"', '`':
		return r, true
	case '\'':
		return '\'', i == 0 || !isLetter(s[i-1]) && !(s[i-1] >= '0' && s[i-1] <= '9')
	case '“':
		return '”', true
	case '‘':
		return '’', true
	case '«':
		return '»', true
	case '「':
		return '」', true
	case '『':
		return '』', true
	case '„':
		return '“', true
	}
	return 0, false
}

// detectTails judges the text after a line's last ": " as one value when
// it is short ("User not found: Olivia Martin"): the template ends at the
// colon.
func detectTails(sc *scan, dom script) {
	s := sc.s
	for start := 0; start < len(s); {
		end := strings.IndexByte(s[start:], '\n')
		if end < 0 {
			end = len(s)
		} else {
			end += start
		}
		line := s[start:end]
		if k := strings.LastIndex(line, ": "); k >= 0 {
			a := start + k + 2
			v := strings.TrimRight(s[a:end], " .")
			if v != "" && len(v) <= 120 && len(strings.Fields(v)) <= 6 {
				maskValue(sc, a, a+len(v), dom, false, false)
			}
		}
		start = end + 1
	}
}

// detectRecords judges each field of a delimited record: a run of at least
// three fields separated by "|", or by "," or ";" with no space after.
func detectRecords(sc *scan, dom script) {
	s := sc.s
	if !strings.ContainsAny(s, "|,;") {
		return
	}
	for start := 0; start < len(s); {
		end := strings.IndexByte(s[start:], '\n')
		if end < 0 {
			end = len(s)
		} else {
			end += start
		}
		for _, sep := range []byte{'|', ',', ';'} {
			recordFields(sc, start, end, sep, dom)
		}
		start = end + 1
	}
}

// recordFields judges the fields of the record around separator sep in
// s[start:end], when there is one: the longest run of fields without
// spaces around the separators.
func recordFields(sc *scan, start, end int, sep byte, dom script) {
	s := sc.s
	line := s[start:end]
	if strings.Count(line, string(sep)) < 2 {
		return
	}
	// the record is the run of space-free separators: a field may hold
	// spaces, a separator may not have one after it (a list in prose does)
	first := strings.IndexByte(line, sep)
	a := strings.LastIndexAny(line[:first], " \t:=([{\"'") + 1
	b := a
	seps := 0
	for j := a; j < len(line); j++ {
		if line[j] == sep {
			if sep != '|' && j+1 < len(line) && line[j+1] == ' ' {
				break
			}
			seps++
		}
		if sep != '|' && (line[j] == ')' || line[j] == ']' || line[j] == '}' || line[j] == '"') {
			break
		}
		b = j + 1
	}
	if seps < 2 {
		return
	}
	for f := a; f < b; {
		k := strings.IndexByte(line[f:b], sep)
		e := b
		if k >= 0 {
			e = f + k
		}
		v := strings.TrimSpace(line[f:e])
		off := strings.Index(line[f:e], v)
		switch {
		case v == "":
		case len(v) == 8 && countDigits(v) == 8 && validYMD(v):
			sc.add(start+f+off, start+f+off+len(v), phValue) // a date of birth in a record
		default:
			maskValue(sc, start+f+off, start+f+off+len(v), dom, true, false)
		}
		f = e + 1
	}
}

// userExts are the extensions of files people make: documents, scans,
// photos, recordings. Their names often carry who they are about.
var userExts = map[string]bool{
	"pdf": true, "doc": true, "docx": true, "odt": true, "rtf": true, "pages": true, "xls": true, "xlsx": true,
	"ods": true, "numbers": true, "ppt": true, "pptx": true, "key": false, "txt": true, "jpg": true, "jpeg": true,
	"png": true, "heic": true, "heif": true, "gif": true, "bmp": true, "tif": true, "tiff": true, "webp": true,
	"dcm": true, "mp4": true, "mov": true, "m4a": true, "mp3": true, "wav": true, "eml": true, "msg": true, "vcf": true,
}

// documentWords name what a personal document is: a file name holding one
// is about somebody.
var documentWords = map[string]bool{
	"passport": true, "payslip": true, "licence": true, "license": true, "certificate": true, "selfie": true,
	"xray": true, "cv": true, "resume": true, "tax": true, "medical": true, "sick": true, "therapy": true,
	"divorce": true, "birth": true, "id": false, "scan": false, "statement": true, "contract": true, "lease": true,
	"rental": true, "diagnosis": true, "prescription": true, "visa": true, "will": true, "invoice": false,
}

// detectUserFiles masks the names of user files (by extension) that carry
// a proper name, a given name, another script or a personal document's
// kind; the folder before them is kept.
func detectUserFiles(sc *scan, dom script) {
	s, l := sc.s, sc.lower
	for i := strings.IndexByte(l, '.'); i >= 0 && i < len(l); {
		j := i + 1
		for j < len(l) && isLetter(l[j]) || j < len(l) && l[j] >= '0' && l[j] <= '9' {
			j++
		}
		ext := l[i+1 : j]
		if userExts[ext] && (j == len(l) || !isWord(l[j])) {
			a := i
			for a > 0 && !fileStop(s[a-1]) {
				a--
			}
			if a < i && personalFileName(s[a:i], dom) {
				sc.add(a, j, phValue)
			}
		}
		k := strings.IndexByte(l[j:], '.')
		if k < 0 {
			return
		}
		i = j + k
	}
}

func fileStop(c byte) bool {
	return c == ' ' || c == '/' || c == '\\' || c == '\'' || c == '"' || c == '\t' || c == '\n' || c == '(' || c == '[' || c == '=' || c == ':' || c == '`'
}

// personalFileName reports a file's base name that names a person or a
// personal document.
func personalFileName(base string, dom script) bool {
	for _, p := range splitParts(base) {
		if p == "" {
			continue
		}
		lp := strings.ToLower(p)
		if documentWords[lp] || givenName(lp) {
			return true
		}
		r, _ := utf8.DecodeRuneInString(p)
		switch {
		case foreignRune(r, dom):
			return true
		case unicode.IsUpper(r) && len(p) >= 3 && !allUpper(p) && !wordlist.Common(lp) && !wordlist.ErrorWord(lp):
			return true
		}
	}
	return false
}

// splitParts splits a name on "_", "-", ".", spaces and case changes.
func splitParts(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '_' || c == '-' || c == '.' || c == ' ' || c >= '0' && c <= '9' {
			out = append(out, s[start:i])
			start = i + 1
			continue
		}
		if i > start && c >= 'A' && c <= 'Z' && s[i-1] >= 'a' && s[i-1] <= 'z' {
			out = append(out, s[start:i])
			start = i
		}
	}
	return append(out, s[start:])
}

// detectForeignWords marks, outside values, the words written in another
// script than the text around them ("failed for customer Ολυμπία"), and
// capitalised words that are no sentence start and no known word: proper
// names the template did not write.
func detectForeignWords(sc *scan, dom script) {
	s := sc.s
	prevMasked := -1 // end of the last capitalised word masked, for runs
	for i := 0; i < len(s); {
		a, b := nextToken(s, i)
		if a < 0 {
			return
		}
		i = b
		tok := s[a:b]
		r, _ := utf8.DecodeRuneInString(tok)
		if foreignRune(r, dom) || hasForeign(tok, dom) {
			sc.add(a, b, phName)
			continue
		}
		w := strings.Trim(tok, ".,;:!?)]}'\"’")
		if w == "" || !isUpperASCII(w[0]) || len(w) < 3 || !plainWord(w) {
			continue
		}
		wb := a + len(w)
		if nameWord(w) && !sentenceStart(s, a) && !thingFollows(s, wb) || prevMasked >= 0 && onlySpaceBetween(s, prevMasked, a) && properWord(w) {
			sc.add(a, wb, phName)
			prevMasked = wb
		}
	}
}

// nextToken returns the next run of non-space bytes at or after i.
func nextToken(s string, i int) (int, int) {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '(' || s[i] == '[' || s[i] == '{' || s[i] == ',') {
		i++
	}
	if i >= len(s) {
		return -1, -1
	}
	j := i
	for j < len(s) && s[j] != ' ' && s[j] != '\t' && s[j] != '\n' && s[j] != ',' {
		j++
	}
	return i, j
}

func hasForeign(tok string, dom script) bool {
	for _, r := range tok {
		if foreignRune(r, dom) {
			return true
		}
	}
	return false
}

func isUpperASCII(c byte) bool { return c >= 'A' && c <= 'Z' }

// plainWord reports a capitalised word of letters only (an apostrophe or
// hyphen inside): no code shape, no digits.
func plainWord(w string) bool {
	for i := 1; i < len(w); i++ {
		c := w[i]
		switch {
		case c >= 'a' && c <= 'z', c == '\'', c == '-' && i+1 < len(w) && isUpperASCII(w[i+1]):
		case c >= utf8.RuneSelf:
			// a Latin letter with a diacritic
		default:
			return false
		}
	}
	return true
}

// nameWord reports a capitalised word that is neither a common word nor a
// technical one: a proper name.
func nameWord(w string) bool {
	for _, p := range strings.Split(w, "-") {
		lp, _ := contraction(strings.ToLower(p))
		if lp == "" || productName(lp) || stopName(lp) {
			continue
		}
		if givenName(lp) {
			return true
		}
		if !asciiWord(lp) || !wordlist.Common(lp) && !wordlist.ErrorWord(lp) {
			return true
		}
	}
	return false
}

// properWord reports a capitalised word that can continue a name already
// found ("Olivia Martin": Martin is a common word, but not here).
func properWord(w string) bool {
	return !wordlist.ErrorWord(strings.ToLower(w))
}

func asciiWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func onlySpaceBetween(s string, a, b int) bool {
	return b > a && strings.TrimSpace(s[a:b]) == ""
}

// sentenceStart reports a word at the start of the text, a line or a
// sentence, where capitals say nothing.
func sentenceStart(s string, a int) bool {
	j := a
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '\t') {
		j--
	}
	if j == 0 || s[j-1] == '\n' {
		return true
	}
	switch s[j-1] {
	case '.', '!', '?', ':', '>', '-', '=', '|', '*':
		return j < a
	}
	return false
}

// thingNouns follow a proper name that names a thing: "Harvey worker",
// "Grace Scheduler", "Victoria Metrics".
var thingNouns = map[string]bool{
	"worker": true, "workers": true, "service": true, "scheduler": true, "backend": true, "app": true, "api": true,
	"portal": true, "server": true, "cluster": true, "queue": true, "job": true, "jobs": true, "bot": true,
	"pipeline": true, "site": true, "docs": true, "mailer": true, "search": true, "metrics": true, "gateway": true,
	"proxy": true, "db": true, "database": true, "cache": true, "store": true, "web": true, "ui": true,
	"dashboard": true, "monitor": true, "daemon": true, "engine": true, "platform": true, "sdk": true, "client": true,
	"plugin": true, "module": true, "library": true, "framework": true, "cli": true, "agent": true, "operator": true,
	"controller": true, "exporter": true, "collector": true, "runner": true, "bucket": true, "stack": true,
}

// thingFollows reports a thing noun (after more capitalised words) at
// s[b:].
func thingFollows(s string, b int) bool {
	for k := 0; k < 4; k++ {
		for b < len(s) && s[b] == ' ' {
			b++
		}
		e := b
		for e < len(s) && (isLetter(s[e]) || s[e] >= utf8.RuneSelf) {
			e++
		}
		if e == b {
			return false
		}
		w := strings.ToLower(s[b:e])
		if thingNouns[w] {
			return true
		}
		if !isUpperASCII(s[b]) {
			return false
		}
		b = e
	}
	return false
}

func allUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 'a' && s[i] <= 'z' {
			return false
		}
	}
	return true
}

// keepValue reports whether a value reads as code or as the template's
// language. strict (record fields, file names) also masks unknown
// lower-case words.
func keepValue(v string, dom script, strict bool) bool {
	sc := &scan{s: v}
	maskValue(sc, 0, len(v), dom, strict, false)
	return len(sc.out) == 0
}

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

// token judgements
const (
	tokCode      = iota // code-shaped, a number, an identifier
	tokWord             // a word of the error-message vocabulary
	tokOtherWord        // a common word error messages do not use
	tokPerson           // a first-person word: somebody is speaking
	tokMask             // a proper name, another script, an unexplained mix
)

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

// serviceParts are the words of service accounts, bots and system users.
var serviceParts = map[string]bool{
	"svc": true, "service": true, "bot": true, "system": true, "app": true, "api": true, "worker": true, "job": true,
	"ci": true, "cd": true, "deploy": true, "deployer": true, "admin": true, "root": true, "postgres": true,
	"mysql": true, "readonly": true, "ro": true, "rw": true, "reporting": true, "replication": true, "replica": true,
	"backup": true, "monitor": true, "monitoring": true, "prometheus": true, "grafana": true, "runner": true,
	"sa": true, "robot": true, "automation": true, "cron": true, "scheduler": true, "etl": true, "ingest": true,
	"sync": true, "migrator": true, "migration": true, "task": true, "lambda": true, "default": true,
	"anonymous": true, "nobody": true, "daemon": true, "www": true, "nginx": true, "serviceaccount": true,
	"dependabot": true, "renovate": true, "github": true, "gitlab": true, "jenkins": true, "k8s": true, "kube": true,
	"node": true, "operator": true, "controller": true, "agent": true, "proxy": true, "gateway": true, "writer": true,
	"reader": true, "consumer": true, "producer": true, "publisher": true, "subscriber": true, "healthcheck": true,
}

// serviceValue reports a user value that names a service account, a bot,
// a role or a system user (payments_svc, system:serviceaccount:ci:argo,
// arn:aws:sts::…:assumed-role/…, dependabot[bot], "reporting"), not a
// person: a resource name whose last segment names no one, a service word,
// or common words without a given name or a digit.
func serviceValue(v string) bool {
	v = strings.Trim(v, "\"'` ")
	if v == "" || strings.ContainsAny(v, " @") {
		return false
	}
	if strings.HasSuffix(v, "[bot]") {
		return true
	}
	if k := strings.LastIndexAny(v, ":/"); k >= 0 {
		// arn:…:user/olivia.martin is a person; …:assumed-role/x/8f2d… is not
		last := v[k+1:]
		for _, p := range splitParts(last) {
			if len(p) >= 3 && givenName(strings.ToLower(p)) {
				return false
			}
		}
		return !strings.Contains(strings.ToLower(v), ":user/") || serviceValue(last)
	}
	words := 0
	for _, p := range splitParts(v) {
		lp := strings.ToLower(p)
		if lp == "" {
			continue
		}
		if serviceParts[lp] {
			return true
		}
		if givenName(lp) || !asciiWord(lp) || len(lp) < 3 || !wordlist.Common(lp) {
			return false
		}
		words++
	}
	return words > 0 && countDigits(v) == 0
}

// userKey reports the keys whose value is an account: user, login,
// owner, principal.
func userKey(key string) bool {
	p := keyParts(key)
	if len(p) == 0 {
		return false
	}
	switch p[len(p)-1] {
	case "user", "username", "login", "owner", "author", "principal", "role", "account", "uid", "sender":
		return true
	}
	return false
}

// relax drops what the heuristic rules marked on text that is code or
// infrastructure: names that are code-shaped or made of common words,
// secrets that are snake_case words, internal host names and private
// addresses (unless the Redactor masks infrastructure), well-known
// addresses always.
func relax(s string, list []span, infra bool) []span {
	var kept []span // infrastructure kept: what other rules saw inside it stays too
	for _, sp := range list {
		t := s[sp.start:sp.end]
		if sp.ph == phHost && !infra && !personalHost(t) || sp.ph == phIP && (wellKnownIP(t) || !infra && privateIP(t)) {
			kept = append(kept, sp)
		}
	}
	out := list[:0]
	for _, sp := range list {
		if len(kept) > 0 && (sp.ph == phPhone || sp.ph == phNumber || sp.ph == phRedacted || sp.ph == phGeo || sp.ph == phName) && inside(kept, sp) {
			continue
		}
		t := s[sp.start:sp.end]
		drop := false
		switch sp.ph {
		case phName:
			mention := sp.start > 0 && s[sp.start-1] == '@'
			drop = !hasForeign(t, latin) && (!mention && (codeName(t) || inCodePath(s, sp.start, sp.end)) || commonWords(t))
		case phSecret:
			drop = snakeWords(t) || wordParts(t)
		case phHost:
			drop = !infra && !personalHost(t)
		case phIP:
			drop = wellKnownIP(t) || !infra && privateIP(t)
		}
		if !drop {
			out = append(out, sp)
		}
	}
	return out
}

// codeName reports a code-shaped text without a person in it
// (com.fasterxml.jackson, enable_classiclink, psycopg2, manifest.json):
// one dot joins a handle (k.nakamura, olivia.m) unless it ends in a file
// extension or joins common words.
func codeName(t string) bool {
	if strings.HasPrefix(t, "@") {
		return false // a mention is somebody's handle
	}
	if !strings.ContainsAny(t, "._:/0123456789") {
		return false
	}
	for i := 0; i < len(t); i++ {
		if c := t[i]; !isWord(c) && c != '.' && c != ':' && c != '/' && c != '-' {
			return false // a handle's "+", a record's "|", a name's "^"
		}
	}
	parts := splitParts(t)
	for _, p := range parts {
		if len(p) >= 3 && givenName(strings.ToLower(p)) {
			return strings.Count(t, ".") >= 2 || strings.Contains(t, ":")
		}
	}
	if strings.Count(t, ".") == 1 && !strings.ContainsAny(t, "_:/") {
		k := strings.IndexByte(t, '.')
		ext := strings.ToLower(t[k+1:])
		base := strings.ToLower(t[:k])
		if len(ext) >= 2 && len(ext) <= 5 && countDigits(ext) == 0 && (wordlist.ErrorWord(ext) || fileExts[ext]) &&
			(strings.ContainsAny(base, "_-0123456789") || wordlist.Common(base) || wordlist.ErrorWord(base)) {
			return true
		}
		for _, p := range parts {
			if lp := strings.ToLower(p); lp != "" && (len(lp) < 3 || !wordlist.Common(lp)) {
				return false
			}
		}
	}
	return true
}

// fileExts are extensions of code and data files.
var fileExts = map[string]bool{
	"json": true, "yaml": true, "yml": true, "toml": true, "xml": true, "csv": true, "txt": true, "py": true, "go": true,
	"js": true, "ts": true, "mjs": true, "cjs": true, "jsx": true, "tsx": true, "rb": true, "php": true, "java": true,
	"kt": true, "cs": true, "rs": true, "sql": true, "sh": true, "conf": true, "ini": true, "env": true, "lock": true,
	"html": true, "css": true, "md": true, "log": true, "so": true, "dll": true, "jar": true, "zip": true, "gz": true,
	"tar": true, "proto": true, "tf": true, "parquet": true, "db": true, "bak": true, "pem": true, "crt": true,
}

// commonWords reports a text of common words, none a given name ("App
// Backend", "Portal", "hourly").
func commonWords(t string) bool {
	n := 0
	for _, w := range strings.FieldsFunc(strings.TrimPrefix(t, "@"), func(r rune) bool { return r == ' ' || r == '-' || r == ',' }) {
		lw, _ := contraction(strings.ToLower(strings.Trim(w, ".'\"")))
		if lw == "" {
			continue
		}
		n++
		if givenName(lw) && !productName(lw) || !asciiWord(lw) || !wordlist.Common(lw) {
			return false
		}
	}
	return n > 0
}

// snakeWords reports SCREAMING_SNAKE or snake_case made of words and
// numbers (TLS_AES_256_GCM_SHA384, V17__add_refunds, audit_log_2026_11):
// a name, where a generated secret has random parts.
func snakeWords(t string) bool {
	if !strings.Contains(t, "_") {
		return false
	}
	wordsN := 0
	for _, p := range strings.Split(t, "_") {
		if p == "" {
			continue
		}
		if countDigits(p) == len(p) {
			continue
		}
		lp := strings.ToLower(p)
		if len(lp) <= 4 && allUpper(p) || wordlist.Common(lp) || wordlist.ErrorWord(lp) {
			wordsN++
			continue
		}
		if len(lp) <= 3 && (lp[0] == 'v' || allUpper(p)) {
			continue
		}
		return false
	}
	return wordsN >= 2
}

// personalHost reports a host name that carries a person's name: a
// device named after its owner (olivias-macbook.local, liam-laptop).
func personalHost(h string) bool {
	for _, p := range splitParts(h) {
		lp := strings.ToLower(p)
		if len(lp) >= 3 && (givenName(lp) || strings.HasSuffix(lp, "s") && givenName(lp[:len(lp)-1])) {
			return true
		}
	}
	return false
}

// wellKnownIP reports loopback, unspecified and the link-local metadata
// address (169.254.169.254, fd00:ec2::254): they name no one.
func wellKnownIP(t string) bool {
	ip := net.ParseIP(strings.Trim(t, "[]"))
	if ip == nil {
		return false
	}
	return ip.IsLoopback() || ip.IsUnspecified() || ip.Equal(net.ParseIP("169.254.169.254")) || ip.Equal(net.ParseIP("fd00:ec2::254"))
}

// privateIP reports private, link-local and shared (100.64/10) addresses:
// a network's inside, not a user's address.
func privateIP(t string) bool {
	ip := net.ParseIP(strings.NewReplacer("-", ".", "_", ".").Replace(strings.Trim(t, "[]")))
	if ip == nil {
		return false
	}
	if ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsLoopback() {
		return true
	}
	if v4 := ip.To4(); v4 != nil && v4[0] == 100 && v4[1]&0xc0 == 64 {
		return true
	}
	return false
}

// inside reports whether sp lies within one of list.
func inside(list []span, sp span) bool {
	for _, k := range list {
		if k.start <= sp.start && sp.end <= k.end {
			return true
		}
	}
	return false
}

// hostOrAddress reports a value that is a host name or an IP address,
// with a port or a path after it.
func hostOrAddress(v string) bool {
	h := v
	if k := strings.IndexAny(h, "/"); k > 0 {
		h = h[:k]
	}
	if k := strings.LastIndexByte(h, ':'); k > 0 && countDigits(h[k+1:]) == len(h)-k-1 && strings.Count(h, ":") == 1 {
		h = h[:k]
	}
	if net.ParseIP(strings.Trim(h, "[]")) != nil {
		return true
	}
	tld := strings.ToLower(h[strings.LastIndexByte(h, '.')+1:])
	switch tld {
	case "internal", "local", "lan", "corp", "svc", "consul", "intra", "home":
		return strings.Count(h, ".") >= 1
	}
	return hostLike(strings.ToLower(h))
}

// inCodePath reports a span that is one segment of a dotted module path
// (com.fasterxml.jackson.databind) or of a colon-joined resource name
// (arn:aws:sts::…): code, whatever the segment's word.
func inCodePath(s string, a, b int) bool {
	i, j := a, b
	for i > 0 && (isWord(s[i-1]) || s[i-1] == '.') {
		i--
	}
	for j < len(s) && (isWord(s[j]) || s[j] == '.') {
		j++
	}
	tok := s[i:j]
	if strings.Count(tok, ".") >= 2 && strings.ToLower(tok) == tok {
		return true
	}
	// arn:aws:…, urn:…: a scheme of lower-case letters joined by colons
	return b+1 < len(s) && s[b] == ':' && s[b+1] >= 'a' && s[b+1] <= 'z' && strings.ToLower(s[a:b]) == s[a:b] && b-a <= 5 &&
		strings.Count(s[b:min(len(s), b+40)], ":") >= 2
}

// wordParts reports a name made of words (X-RateLimit-Remaining,
// reporting-replica-2): every part of three letters or more a common word,
// at least two of them. A generated secret's parts are not words.
func wordParts(t string) bool {
	if strings.ContainsAny(t, " \t\n") {
		return false // words apart are prose or a mnemonic, not a name
	}
	n, short := 0, 0
	for _, p := range splitParts(t) {
		if p == "" {
			continue
		}
		if len(p) < 3 {
			short++ // a random token splits into many short fragments
			continue
		}
		lp := strings.ToLower(p)
		if !wordlist.Common(lp) && !wordlist.ErrorWord(lp) {
			return false
		}
		n++
	}
	return n >= 2 && short <= 1
}

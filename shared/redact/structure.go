package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// Values by structure. An error text is a template a developer wrote plus
// values that came from users and systems. The detectors elsewhere in this
// package recognise classes somebody listed; the rules here find values by
// where they stand, whatever their class, and mask each word of one unless
// it is known (judge.go): a word of the template's language, a technical
// or code word, the event's own code, a recognised identifier:
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
// A compound (snake_case, camelCase, kebab-case, a dotted name, a path
// segment) passes only when its parts are known; its shape alone says
// nothing about who wrote it. Prose is kept when it speaks the vocabulary
// of error messages and not in the first person.

const phValue = "[value]"

// maxQuoted is the longest quoted value looked for: a quote with no
// closing quote within it opens nothing.
const maxQuoted = 512

// listKey reports a quoted word s[a:b] that is the key of a list (its
// closing quote ends at c): {"vergi_no": ["Bu alan zorunludur."]}. Form
// and serializer errors map each field to its list of messages, so such a
// key is a field's name, in whatever language the form was written;
// somebody's name as a key maps to an object or a value.
func listKey(s string, a, b, c int) bool {
	if b <= a || containsChars(s[a:b], " \t") {
		return false
	}
	for c < len(s) && s[c] == ' ' {
		c++
	}
	if c >= len(s) || s[c] != ':' {
		return false
	}
	c++
	for c < len(s) && s[c] == ' ' {
		c++
	}
	return c < len(s) && s[c] == '['
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
			// „…” : Polish, Hungarian and Romanian close „ with ”
			if (r2 == closer || r == '„' && r2 == '”') && (closer != '\'' || j+1 >= len(s) || !isLetter(s[j+1])) {
				end = j
				break
			}
			j += n2
		}
		if end < 0 {
			i += n
			continue
		}
		switch {
		case fieldKeyAt(s, a, end) || listKey(s, a, end, end+utf8.RuneLen(closer)):
			// {"edrpou": ["…"]}: a field's name, not a value
		case messageKeyBefore(s, i) || codedMessageBefore(s, i) && !speaksInPerson(s[a:end]):
			// "description":"The card was declined…": the service's
			// message, whose words are judged but whose prose is no
			// one's text
			maskValue(sc, a, end, dom, false, false)
		default:
			maskValue(sc, a, end, dom, false, true)
		}
		i = end + utf8.RuneLen(closer)
	}
	detectTails(sc, dom)
	detectPairs(sc, dom)
	detectEnumReceived(sc, dom)
	detectCacheKeys(sc, dom)
	detectPathValues(sc, dom)
	detectRows(sc, dom)
	detectTableColumns(sc, dom)
	detectKeyRows(sc, dom)
	detectListingOwners(sc, dom)
	detectRecords(sc, dom)
	detectUserFiles(sc, dom)
	detectForeignWords(sc, dom)
	detectContentValues(sc)
	detectPersonMessages(sc)
	detectLabelledClauses(sc)
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
		// »x« … »y«: German's closing quote opens nothing; it closes the
		// » before it on the line (the text between two German quotes is
		// the sentence's)
		// (read back to the nearest guillemet: reading the whole line at
		// each « made a line of them quadratic)
		for j := i; j > 0; {
			r, n := utf8.DecodeLastRuneInString(s[:j])
			switch r {
			case '\n', '«':
				return '»', true
			case '»':
				return '»', false
			}
			j -= n
		}
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
		end := indexByte(s[start:], '\n')
		if end < 0 {
			end = len(s)
		} else {
			end += start
		}
		line := s[start:end]
		if k := strings.LastIndex(line, ": "); k >= 0 {
			a := start + k + 2
			v := strings.TrimRight(s[a:end], " .")
			v = trimCulpritFunc(v)
			// …(customer name: Frank Winter):41: the line number a
			// frame's location adds after a bracket is no part of it
			if c := lineNumberCut(v); len(c) < len(v) && hasSuffix(c, ")") {
				v = c
			}
			if v != "" && len(v) <= 120 && len(strings.Fields(v)) <= 6 {
				maskValue(sc, a, a+len(v), dom, false, false)
			}
		}
		start = end + 1
	}
}

// trimCulpritFunc drops the function a culprit names after the value
// ("addr: Ronda Compañía de Mar, 1119 in handle_request"): " in " and one
// word of code (snake_case, dotted, with a call's brackets) end the value.
func trimCulpritFunc(v string) string {
	k := strings.LastIndex(v, " in ")
	if k <= 0 {
		return v
	}
	f := trimSuffix(v[k+4:], "()")
	if f == "" || len(f) > 96 || !containsChars(f, "_.") {
		return v
	}
	for i := 0; i < len(f); i++ {
		if c := f[i]; !isWord(c) && c != '.' && c != '<' && c != '>' && c != '$' {
			return v
		}
	}
	return v[:k]
}

// detectRecords judges each field of a delimited record: a run of at least
// three fields separated by "|", or by "," or ";" with no space after.
func detectRecords(sc *scan, dom script) {
	s := sc.s
	if !containsChars(s, "|,;") {
		return
	}
	for start := 0; start < len(s); {
		end := indexByte(s[start:], '\n')
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
	first := indexByte(line, sep)
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
	for n, f := 0, a; f < b; n++ {
		k := indexByte(line[f:b], sep)
		e := b
		if k >= 0 {
			e = f + k
		}
		v := strings.TrimSpace(line[f:e])
		off := indexStr(line[f:e], v)
		switch {
		case v == "":
		case len(v) == 8 && countDigits(v) == 8 && validYMD(v):
			sc.add(start+f+off, start+f+off+len(v), phValue) // a date of birth in a record
		case sep == '|' && v != "-" && !stopValue(strings.ToLower(v)) && keyClass(psqlColumn(s, start, n)) == "cred":
			// psql's table: the column above names a password
			// (passphrase | g5t3:aw4;nL), whose : and ; are no
			// structure; the value is the column's however it reads
			sc.add(start+f+off, start+f+off+len(v), phSecret)
		case sep == '|' && shapedKeyValue(psqlColumn(s, start, n), v):
			// psql's table: the column above names a card's expiry, a
			// postcode, a blood group (card_exp | 04/30)
			sc.add(start+f+off, start+f+off+len(v), phValue)
		default:
			maskValue(sc, start+f+off, start+f+off+len(v), dom, true, false)
		}
		f = e + 1
	}
}

// psqlColumn returns the name of column n of the psql table whose row
// starts at start: from the line above the rule of dashes and "+" over
// the rows, or "" when no such rule is above it.
func psqlColumn(s string, start, n int) string {
	r := strings.LastIndex(s[:start], "-+-")
	ra := lastIndexByte(s[:max(r, 0)], '\n')
	if r < 0 || ra < 1 || strings.Trim(s[ra+1:r], "-+") != "" {
		return ""
	}
	h := s[lastIndexByte(s[:ra], '\n')+1 : ra]
	for ; n > 0; n-- {
		k := indexByte(h, '|')
		if k < 0 {
			return ""
		}
		h = h[k+1:]
	}
	if k := indexByte(h, '|'); k >= 0 {
		h = h[:k]
	}
	return strings.TrimSpace(h)
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

// token judgements
const (
	tokCode      = iota // code-shaped, a number, an identifier
	tokWord             // a word of the error-message vocabulary
	tokOtherWord        // a common word error messages do not use
	tokPerson           // a first-person word: somebody is speaking
	tokMask             // a proper name, another script, an unexplained mix
)

// fieldKeyAt reports a quoted key of a JSON object or a dict at s[a:b]
// whose value is not an object: a field's name as code writes it
// (snake_case or camelCase letters, a digit at most at its end), as
// validation errors map fields to their messages ({"vergi_no": ["…"]}).
// A key whose value is an object can be an entry keyed by a person
// ({"entries": {"olivia.m": {…}}}), and is judged as a value. Leading
// underscores are code's too: Django keys the errors of no one field
// "__all__" ({'__all__': ['…']}), marshmallow "_schema".
func fieldKeyAt(s string, a, b int) bool {
	f := a
	for f < b && s[f] == '_' {
		f++
	}
	if b-a < 2 || b-a > 48 || b+1 >= len(s) || a < 2 || f == b || !isLetter(s[f]) {
		return false
	}
	// a member of an object: after its "{" or a ","
	i := a - 2
	for i > 0 && s[i] == ' ' {
		i--
	}
	if s[i] != '{' && s[i] != ',' {
		return false
	}
	j := b + 1
	for j < len(s) && s[j] == ' ' {
		j++
	}
	if j >= len(s) || s[j] != ':' {
		return false
	}
	j++
	for j < len(s) && s[j] == ' ' {
		j++
	}
	if j >= len(s) || s[j] == '{' {
		return false
	}
	for k := a; k < b; k++ {
		c := s[k]
		if !(isLetter(c) || c == '_' || isDigit(c) && k == b-1) {
			return false
		}
	}
	return true
}

// messageWords are the last words of keys that hold a service's message
// about a failure (message, errorMessage, error_description, detail,
// reason): its text speaks the service's words, not a person's.
var messageWords = wordMap("message msg description desc detail details reason hint error err summary title ")

// messageKeyBefore reports a key naming a message right before the opening
// quote at s[q] ("message": "…", errorMessage="…").
func messageKeyBefore(s string, q int) bool {
	j := q
	for j > 0 && q-j < 5 && (s[j-1] == ' ' || s[j-1] == ':' || s[j-1] == '=' || s[j-1] == '[') {
		j--
	}
	if j == q || !containsChars(s[j:q], ":=") {
		return false
	}
	list := indexByte(s[j:q], '[') >= 0
	if j > 0 && (s[j-1] == '"' || s[j-1] == '\'') {
		j--
	}
	k := j
	// (a key in another alphabet's letters too: "wiadomość", "сообщение")
	for k > 0 && j-k < 48 && (isWord(s[k-1]) || s[k-1] == '-' || s[k-1] >= utf8.RuneSelf) {
		k--
	}
	if list && k < j && k > 0 && j < len(s) && s[k-1] == s[j] && fieldKeyAt(s, k, j) {
		// {"slug": ["…"]}: a field and the list of its validation
		// messages, as Django and DRF map them
		return true
	}
	p := keyParts(s[k:j])
	if len(p) == 0 || !messageWords[p[len(p)-1]] && !localMessageKey(s, k, j, p[len(p)-1]) {
		return false
	}
	// user_message, "last user message", chat.message: a person's words
	if k > 1 && (s[k-1] == ' ' || s[k-1] == '.') {
		w := k - 1
		for w > 0 && k-1-w < 24 && isWord(s[w-1]) {
			w--
		}
		p = append(keyParts(s[w:k-1]), p...)
	}
	for _, w := range p {
		if personQualifiers[w] || personKey(w) || wordIn(channelWords, w) {
			return false
		}
	}
	return true
}

// localMessageKey reports a key, s[k:j], whose last word w is the word for
// a message or an error in another language than English, as the system
// catalogues translate them ({"mensaje": "…"}, {"fehler": "…"},
// {"сообщение": "…"}): a JSON member's name, quoted, so that prose
// quoted after a word such as "Fehler:" stays judged as prose.
func localMessageKey(s string, k, j int, w string) bool {
	if k < 1 || j >= len(s) || s[k-1] != s[j] || s[j] != '"' && s[j] != '\'' {
		return false
	}
	return wordlist.MessageWord(w) || wordlist.ErrorTranslation(w)
}

// channelWords name where people write to each other or to a service's
// staff: a message there is theirs, and its sentence is judged as a
// person's text (chat.message, sms_message, ticket.message).
const channelWords = " chat sms dm inbox conversation ticket "

// schemaWords are the words for a database's named objects (relation,
// table, column, constraint, index, schema, sequence) in the languages
// PostgreSQL and MySQL translate their messages into: the quoted name
// after one is a schema object's, whatever its words ("relacja
// \"zamowienia_pozycje\" nie istnieje"). A role's or a user's name is not
// among them: that is an account.
var schemaWords = wordMap("relation relations relación relação relazione relacja relace relatie relasjon relationen reláció " +
	"ilişki отношение отношения відношення table tabelle tabla tabela tabella tabulka tabel tabell tablo " +
	"таблица таблицы таблиця column colonne spalte columna coluna colonna kolumna sloupec kolom kolumn " +
	"sütun столбец столбца стовпець constraint contrainte restricción restrição vincolo ograniczenie " +
	"omezení beperking kısıtlama ограничение ограничения обмеження index índice indice indeks индекс " +
	"індекс schema schéma esquema schemat схема sequence séquence secuencia sequência sequenza sekwencja " +
	"последовательность view vue vista widok представление ")

// schemaSuffixes are the same words in scripts written without spaces,
// glued to the message before the name (重复键违反唯一约束"…").
var schemaSuffixes = []string{"约束", "关系", "表", "索引", "列", "制約", "リレーション", "テーブル", "インデックス", "제약", "릴레이션", "테이블", "인덱스"}

// schemaNameAt reports a quoted name at s[a:b] (its opening quote at q)
// that follows the word for a database object: lower-case ASCII letters,
// digits, "_" and ".", as schemas are named.
func schemaNameAt(s string, q, a, b int) bool {
	if b-a < 2 || b-a > 64 {
		return false
	}
	for k := a; k < b; k++ {
		if c := s[k]; !(c >= 'a' && c <= 'z' || isDigit(c) || c == '_' || c == '.') {
			return false
		}
	}
	j := q
	for j > 0 && s[j-1] == ' ' && q-j < 2 {
		j--
	}
	k := lettersBefore(s, j)
	w := lowerInPlace(s[k:j])
	// declined, after the name, or named by its affix (schemaforms.go); a
	// noun the agglutinating languages write after the name stands before
	// it too, declined (relaatiossa "tilaukset", tablosu "x")
	if schemaWords[w] || schemaNoun(w, schemaStems) || schemaNoun(w, schemaAfter) || constraintName(s[a:b]) || schemaNounAfter(s, b) {
		return true
	}
	if r, _ := decodeRune(w); r >= 0x2E80 {
		for _, suf := range schemaSuffixes {
			if hasSuffix(w, suf) {
				return true
			}
		}
	}
	return false
}

// protectSchemaNames records the quoted names of database objects
// (schemaNameAt) as identifiers, so that no rule reads them as values.
func protectSchemaNames(sc *scan) {
	s := sc.s
	for q := 0; q < len(s); q++ {
		c := s[q]
		if c != '"' && c != '\'' && c != '`' && !(c == 0xC2 && q+1 < len(s) && s[q+1] == 0xAB) {
			continue
		}
		a, closer := q+1, string(c)
		if c == 0xC2 {
			a, closer = q+2, "»"
		}
		e := indexStr(s[a:min(len(s), a+66)], closer)
		if c == 0xC2 && e > 2 {
			// French sets its guillemets apart by a space: « factures_2024 »
			in := s[a : a+e]
			t := strings.TrimRight(strings.TrimLeft(in, " \u00a0\u202f"), " \u00a0\u202f")
			if t != "" {
				a, e = a+indexStr(in, t), len(t)
			}
		}
		// olivia_martin: a table named after a person is still a name
		if e > 0 && schemaNameAt(s, q, a, a+e) && !namedAfterPerson(s[a:a+e]) {
			sc.protect(a, a+e)
			q = a + e
		}
	}
}

// namedAfterPerson reports a snake_case name whose parts are a given name
// and a surname (jan_kowalski), or that is one given name.
func namedAfterPerson(v string) bool {
	p := strings.FieldsFunc(v, func(r rune) bool { return r == '_' || r == '.' })
	if len(p) == 1 {
		return givenName(p[0])
	}
	for i := 0; i+1 < len(p); i++ {
		if len(p[i]) >= 3 && len(p[i+1]) >= 3 && (givenName(p[i]) || givenNameData(p[i]) && len(p) == 2) && (surnameData(p[i+1]) || givenNameData(p[i+1])) {
			return true
		}
	}
	return false
}

// How a value is judged: each word is code, a word of the template's
// language, or a value to mask (judgeToken); quoted prose as a whole.

package redact

import (
	"sort"
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
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
	if addressValue(v) {
		sc.add(a, b, phAddress)
		return
	}
	if articleCode(sc.s, a, b, strings.Trim(v, "\"' ")) {
		return // sku: "WH-2291-BLK": the shop's article
	}
	if abendCodes(sc.s, a, strings.TrimSpace(v)) {
		return // ABEND=S0C7 U0000: a z/OS step's completion codes (abendcodes.go)
	}
	if t := strings.TrimSpace(v); plateValue(t) && !kbArticle(sc, t) {
		sc.add(a, b, phValue)
		return
	}
	if afterLegalPrefix(sc.s, a) {
		return // ОАО «Галкин Зуев»: a company's name after its legal form
	}
	if politeKorean(v) {
		// 문의: 배송이 너무 늦어요 환불해주세요: spoken Korean, a person's
		// words, however well the dictionaries know them
		sc.add(a, b, phValue)
		return
	}
	if regionDisplayName(strings.Trim(v, " '\"")) {
		return // location 'West Europe': a cloud's region (cloudterms.go)
	}
	if t := strings.TrimSpace(v); caselessNamePair(t) || wholeName(t, dom, sc.code) {
		sc.add(a, b, phName)
		return
	}
	if t := strings.TrimSpace(v); keyedPersonName(t) && personNameKeyAt(sc.s, a) {
		sc.addSure(a, b, phName) // claimant name "Will Power" (wholename.go)
		return
	}
	if t := strings.TrimSpace(v); quoted && !containsChars(t, " \t") && containsChars(t, ",;|") && passwordShaped(t) && !sc.identifier(a, b) {
		// Csf%|VOd;0r*: one quoted word, whose , ; | are a password's
		// characters and not a list's separators
		sc.add(a, b, phValue)
		return
	}
	valuePlates(sc, a, b)
	content, foreignVocab, person, catalogue := 0, 0, false, 0
	// a lone lower-case "i" is English's I only among English words; in
	// Swedish, Polish, Czech and Croatian it is "and" or "in"
	lowerI, english := false, 0
	runA, runB := -1, -1
	flush := func() {
		if runA >= 0 {
			// Watkins LLC, Hughes-Jones GmbH: a company's name
			if !thingFollows(sc.s, runB) {
				sc.add(runA, runB, phValue)
			}
			runA = -1
		}
	}
	prevA, prevB, prevMasked := -1, -1, false // the last capitalised word
	lone := !containsChars(strings.TrimSpace(v), " \t\n") && assignedAt(sc.s, a)
	words := 0
	judge := func(ta, tb int) {
		tok := trimQuotes(v[ta:tb])
		words++
		// "^[A-Z]{3}[0-9]{5}$": the pattern a validator says a value
		// must match (Hibernate's @Pattern, JSON Schema's) is code
		if hexFields(tok) || len(tok) > 2 && len(tok) <= 18 && tok[:2] == "0x" && hexDigits(tok[2:]) || len(tok) > 3 && tok[0] == '^' && tok[len(tok)-1] == '$' && containsChars(tok, "[\\") {
			// 965f1453~47~09414c93…: hashes and counts, joined;
			// code:0x8badf00d: a machine word written in hexadecimal
			return
		}
		if k := fingerprinted(tok); k > 0 && tb-ta == len(tok) {
			// vipul-f0eb1acf….png: the content hash a build put in a
			// file's name is the build's identifier; the stem before it
			// is judged alone
			tb = ta + k
			tok = v[ta:tb]
		}
		if tempFileName(sc.s, a+ta, tok) {
			return // /tmp/tmpk4x2_m.parquet, tmp/GetImageBlob882 (files.go)
		}
		if hostAfterNoun(sc, a+ta, a+tb, tok) {
			return // connect to host sklad.vnutr (keep.go)
		}
		verdict := judgeToken(tok, dom, strict, sc.code)
		if r, _ := decodeRune(tok); upperRune(r) && (plainWord(tok) || nameCased(tok)) {
			// Brett Sweet, Rudy Charles: a surname after a given name,
			// though a word, is the same person's
			adjacent := prevA >= 0 && strings.TrimSpace(v[prevB:ta]) == ""
			lt := strings.ToLower(tok)
			if adjacent && verdict == tokMask && !prevMasked && (givenNameData(strings.ToLower(v[prevA:prevB])) || surnameData(strings.ToLower(v[prevA:prevB])) || slavicSurname(tok)) {
				// Cecilia Guimond: a name's known first word goes with it
				if runA < 0 || strings.TrimSpace(sc.s[runB:a+prevA]) != "" {
					flush()
					runA = a + prevA
				}
				runB = a + prevB
			}
			if adjacent && verdict != tokMask && (prevMasked && (surnameData(lt) || givenNameData(lt)) || namePair(v[prevA:prevB], tok)) {
				verdict = tokMask
				if !prevMasked {
					if runA < 0 || strings.TrimSpace(sc.s[runB:a+prevA]) != "" {
						flush()
						runA = a + prevA
					}
					runB = a + prevB
				}
			}
			prevA, prevB, prevMasked = ta, tb, verdict == tokMask
		} else {
			prevA = -1
		}
		if verdict == tokMask && (ta == 0 && (sentenceOpener(sc.s, a, a+tb) || enumValue(sc.s, a, tok) || codeKeyValue(sc.s, a, tok)) || ta > 0 && v[ta-1] == '=' && codeKeyValue(sc.s, a+ta, tok)) {
			// a message's first word after its key, an error's code, a
			// field's name; a host's under its key inside a longer value
			verdict = tokWord
		}
		if verdict == tokMask && !quoted && (a == 0 || sc.s[a-1] != '=') && clauseWord(v, ta, tb, tok, sc.s, a) {
			verdict = tokWord // přetečení, υπερχείληση: a message's word in a language no dictionary here holds
		}
		if verdict == tokMask && !quoted && sc.tagalogText() && wordlist.Tagalog(strings.ToLower(tok)) {
			// Ang … ay kinakailangan: a word of Tagalog's catalogues, in
			// Tagalog text; a quoted message is somebody's, as clauseWord
			verdict = tokWord
		}
		if verdict == tokOtherWord && lone && sc.loneCompound(tok) {
			// user=cantimoritemistocle, "ainm":"fukudaatsushi": a value
			// of one long word that only splits into known words (or
			// reads as one's form) is somebody's choice of name, as
			// knownAsWritten says of a repository's owner, and so is one
			// that splits into a given name and a surname; a word a list
			// holds as written stays
			verdict = tokMask
		}
		switch verdict {
		case tokMask:
			if sc.identifier(a+ta, a+tb) && !birthDate(tok) || sc.ownIndex(tok) || sc.ownCode(tok) || recordCodeAfterNoun(sc.s, a+ta, tok) || slashReferenceCode(sc.s, a+ta, a+tb) {
				flush()
				return
			}
			if runA < 0 || strings.TrimSpace(sc.s[runB:a+ta]) != "" {
				flush()
				runA = a + ta
			}
			runB = a + tb
			return
		case tokPerson:
			if tok == "i" {
				lowerI = true
			} else {
				person = true
			}
		case tokOtherWord:
			content++
			foreignVocab++
			if wordlist.Template(strings.ToLower(tok)) {
				catalogue++
			}
		case tokWord:
			if !stopWords[strings.ToLower(tok)] {
				content++
			}
		}
		if lt := strings.ToLower(tok); verdict != tokMask && asciiWord(lt) && wordlist.Common(lt) {
			english++
		}
		flush()
	}
	for i := 0; i < len(v); {
		for i < len(v) && valueSep(v[i]) {
			i++
		}
		j := i
		for j < len(v) && !valueSep(v[j]) {
			j++
		}
		// "C:\Program Files\Lohnbuero\lb.exe": a Windows path goes on
		// over a space while the next word holds another folder
		for driveLetterPath(v[i:j]) && j+1 < len(v) && v[j] == ' ' {
			k := j + 1
			for k < len(v) && !valueSep(v[k]) {
				k++
			}
			if !contains(v[j+1:k], "\\") {
				break
			}
			j = k
		}
		if i == j {
			break
		}
		if k := numberBracket(v[i:j]); k > 0 {
			j = i + k // 65536）同义词: the bracket ends the word the space would
		}
		ta, tb := i, j
		i = j
		if edgedSecret(v[ta:tb]) && !sc.identifier(a+ta, a+tb) {
			// )Bb5YQ0zS, jJZA2Cxj(: the bracket trimmed below is the
			// password's own
			flush()
			sc.add(a+ta, a+tb, phValue)
			continue
		}
		// Some("xqzvbn"), NotFound(Some("…")): the wrappers are the
		// enum's code; the quoted payload is the word judged
		ta = enumPayload(v[:tb], ta)
		for ta < tb && indexByte("()[]{}<>.,:;!?\"'`*", v[ta]) >= 0 {
			ta++
		}
		for tb > ta && indexByte("()[]{}<>.,:;!?\"'`*", v[tb-1]) >= 0 {
			tb--
		}
		if p := indexByte(v[ta:tb], '('); p > 0 && a+tb < len(sc.s) && sc.s[a+tb] == ')' && tb > ta+p+1 && countDigits(v[ta+p+1:tb]) == tb-ta-p-1 && containsChars(v[ta:ta+p], "./-_") {
			// ./dist/app.js(8080): a number in brackets after a file,
			// package or host is its pid or port, no value: the name
			// before it is judged alone
			tb = ta + p
		}
		tok := trimQuotes(v[ta:tb])
		if tok == "" {
			continue
		}
		if len(tok) < tb-ta && tok[0] == '/' {
			// «/usr/share/man/man1/gdbus.1.gz»: a path inside
			// typographic quotes is read segment by segment as a bare one
			if k := indexStr(v[ta:tb], tok); k > 0 {
				ta += k
				tb = ta + len(tok)
			}
		}
		// a Windows path that reads whole as code stays whole, as before;
		// one that does not is judged folder by folder, so a user's folder
		// no longer takes the whole path with it
		winPath := driveLetterPath(tok) && (judgeToken(tok, dom, strict, sc.code) == tokMask || namedFolder(tok))
		if len(tok) > 1 && (containsChars(tok, "/=:") || winPath) && hasLetter(tok) && !hostName(tok) && !timeZone(tok) && tb-ta == len(tok) {
			// a path or a key=value: each segment is judged on its own,
			// so /srv/exports/olivia-martin/cv.pdf keeps its folders and
			// actor=mkaraoglu its key; a query is the query rule's
			if q := indexByte(v[ta:tb], '?'); q >= 0 {
				tb = ta + q
			}
			// one token of code, not words of prose: its segments
			// (system:serviceaccount:ci:deployer) do not count as a
			// sentence's words below
			c0, f0 := content, foreignVocab
			var sw softwarePath
			// projects/fleet-prod-3821/datasets/telemetry: a resource
			// name's ids are the organisation's, judged only for a name
			res := resourceName(v[ta:tb])
			// a Windows path's folders end at its backslashes; elsewhere
			// a backslash is an escape's (\r, \n) and stays in its token
			seps := "/=:&"
			if winPath {
				seps = "/=:&\\"
			}
			for s0 := ta; s0 < tb; {
				// (a form's '&' ends a field's value as '=' ends its
				// key: to=olivia.martin&retry=false)
				e := strings.IndexAny(v[s0:tb], seps)
				if e < 0 {
					e = tb
				} else {
					e += s0
				}
				// (SERVICE_NAME=ORCLPDB1)(CID=…), (&(uid=x)(cn=y)): a
				// closing bracket glued to the next one's opening ends a
				// segment as the separators do
				next := e + 1
				if p := indexStr(v[s0:e], ")("); p >= 0 {
					e, next = s0+p, s0+p+2
				}
				sa, sb := s0, e
				for sa < sb && (v[sa] == '\'' || v[sa] == '"') {
					sa++
				}
				for sb > sa && (v[sb-1] == '\'' || v[sb-1] == '"') {
					sb--
				}
				// txid=…: the part before "=" is a key, a field's name;
				// /opt/sklad: a folder that names software (pathsoftware.go)
				if sb > sa && !(e < tb && v[e] == '=' && (sa == ta || v[sa-1] == '(' || v[sa-1] == '&')) && !sw.segment(v[ta:tb], sa-ta, sb-ta) && !sw.programFolder(v[ta:tb], sa-ta, sb-ta) && (!res || namedParts(v[sa:sb], dom, sc.code)) {
					if key, ok := personKeyBefore(v[ta:tb], sa-ta); ok && hasLetter(v[sa:sb]) && !stopValue(strings.ToLower(v[sa:sb])) && !serviceValue(v[sa:sb]) && !hostOrAddress(v[sa:sb]) && !accountState(key, v[sa:sb]) {
						// audit: actor=sunflower action=delete: a person's
						// key inside a value is a person's key still, and an
						// English word there is somebody's unless code or a
						// service names it (actor=scheduler)
						flush()
						sc.add(a+sa, a+sb, phValue)
					} else if winPath && e < tb && v[e] == '\\' && personFolder(v[sa:sb]) {
						// C:\Program Files\JohnSmith\app.exe: a folder the
						// names data reads as a person's name is theirs,
						// though a humped word alone reads as code
						flush()
						sc.add(a+sa, a+sb, phName)
					} else {
						judge(sa, sb)
					}
				}
				s0 = next
			}
			content, foreignVocab = c0+1, f0
			continue
		}
		if comparedKey(v, tb) {
			continue // WHERE a.attrelid = …: a column, left of its value
		}
		// «6ED0E7B82643E131»: a typographic quote is no part of the word
		// either, so the identifier under it is found
		for ta < tb && typoQuoteStart(v[ta:tb]) {
			_, n := decodeRune(v[ta:tb])
			ta += n
		}
		for tb > ta && typoQuoteEnd(v[ta:tb]) {
			_, n := utf8.DecodeLastRuneInString(v[ta:tb])
			tb -= n
		}
		// »6ED0E7B82643E131«DA87E80D6294BE9B: a typographic quote inside
		// the word closes one value and the next is written on (procps'
		// »%s«%s): each side with digits is judged alone, so both key ids
		// are found
		for tb-ta > 4 && !isASCII(v[ta:tb]) {
			k := strings.IndexAny(v[ta:tb], "«»„“”")
			if k <= 0 || !hasDigit(v[ta:ta+k]) || !hasDigit(v[ta+k:tb]) {
				break // »Olivia«Martin stays one value, judged whole
			}
			judge(ta, ta+k)
			for ta += k; ta < tb && typoQuoteStart(v[ta:tb]); {
				_, n := decodeRune(v[ta:tb])
				ta += n
			}
		}
		if ta < tb {
			judge(ta, tb)
		}
	}
	flush()
	// prose in quotes: error messages speak their own vocabulary and not
	// in the first person; a sentence in other words is somebody's text
	if quoted && !person && !isASCII(v) {
		if thaiSpeaks(v) {
			person, content = true, max(content, 2) // แฟนเก่า|มา|รอ, "the ex came and waited"
		}
		for _, w := range cjkFirstPerson {
			if contains(v, w) {
				person, content = true, max(content, 2)
				break
			}
		}
	}
	if lowerI && english*2 > content {
		person = true
	}
	// יש להזין תוכן בשדה זה.: a sentence of a translation catalogue's
	// words only is a message (Django REST framework's, in Hebrew)
	if quoted && (person && (content >= 2 || words >= 4) || content >= 4 && foreignVocab*3 > content && catalogue < foreignVocab) {
		sc.add(a, b, phValue)
	}
}

// edgedSecret reports a token of a value that is a random mix of capitals,
// small letters and digits with a bracket no code leaves open at its edge,
// or a # before it: )Bb5YQ0zS, xPXm90Ud(, #5_4J6dazQJW. A generated id
// has the mix but not the punctuation; text opens a bracket before a word
// and closes it after one, never the other way round.
func edgedSecret(t string) bool {
	if len(t) < 8 || len(t) > 128 {
		return false
	}
	core := strings.Trim(t, "()[]{}#")
	if core == t || len(core) < 6 || containsChars(core, "()[]{}") {
		return false
	}
	if !containsRune(")]}#", rune(t[0])) && !containsRune("([{", rune(t[len(t)-1])) {
		return false // (req_xYz123AbC456): brackets of the text around it
	}
	var lo, up, dg bool
	for i := 0; i < len(core); i++ {
		switch c := core[i]; {
		case c >= 'a' && c <= 'z':
			lo = true
		case c >= 'A' && c <= 'Z':
			up = true
		case c >= '0' && c <= '9':
			dg = true
		case c == '_' || c == '-' || c == '.':
		default:
			return false
		}
	}
	return lo && up && dg && !holdsWord(core)
}

// afterLegalPrefix reports a value that follows a legal form written
// before a company's name, with its opening quote between (ООО «…»,
// (주) …).
func afterLegalPrefix(s string, a int) bool {
	j := a
	for j > 0 && a-j < 8 && containsRune(" «\"'“„(", rune(s[j-1])) || j > 1 && a-j < 8 && (hasSuffix(s[:j], "«") || hasSuffix(s[:j], "“") || hasSuffix(s[:j], "„")) {
		_, n := utf8.DecodeLastRuneInString(s[:j])
		j -= n
	}
	k := j
	for k > 0 && s[k-1] != ' ' && s[k-1] != '\'' && s[k-1] != '"' && j-k < 64 {
		k--
	}
	return k < j && legalPrefix(strings.Trim(s[k:j], "()"))
}

func valueSep(c byte) bool {
	return c == ' ' || c == ',' || c == ';' || c == '|' || c == '\t' || c == '\n'
}

// trimQuotes drops typographic quotes around a token.
func trimQuotes(t string) string {
	if t == "" || t[0] < utf8.RuneSelf && t[len(t)-1] < utf8.RuneSelf {
		return t // each quote is two or three bytes of 0x80 and more
	}
	for _, q := range []string{"“", "”", "‘", "’", "«", "»", "„", "‚"} {
		t = trimPrefix(trimSuffix(t, q), q)
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

// assignedAt reports a value at s[a:] that an = assigns (user=x,
// user => 'x') or a JSON object's quoted key (\"user\":\"x\"): a field's
// value, not a message's words after its prefix.
func assignedAt(s string, a int) bool {
	i := a
	for i > 0 && (s[i-1] == ' ' || s[i-1] == '"' || s[i-1] == '\'') && a-i < 3 {
		i--
	}
	if i == 0 {
		return false
	}
	switch s[i-1] {
	case '=':
		return true
	case '>':
		return i > 1 && s[i-2] == '='
	case ':':
		return i > 1 && s[i-2] == '"' && i < a && s[i] == '"'
	}
	return false
}

// personKeyBefore returns the key written right before tok[i:] with "="
// (actor= in audit: actor=x), when it names a person (personKey).
func personKeyBefore(tok string, i int) (string, bool) {
	if i < 2 || tok[i-1] != '=' {
		return "", false
	}
	k := strings.LastIndexAny(tok[:i-1], "/=:&(") + 1
	key := tok[k : i-1]
	return key, key != "" && personKey(key)
}

// Names written as one token: a person's name as a handle or a slug
// (allison-bird, deanna_singleton, elladio.barzini), wherever it stands,
// in a URL's path too.

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// urlNameSegments masks each path segment of the URL w (at a) that is a
// person's name written as a slug (personCompound); the host and the query
// are other rules'.
func urlNameSegments(sc *scan, w string, a int) {
	i := indexStr(w, "://") + 3
	h := indexByte(w[i:], '/')
	if h < 0 {
		return
	}
	// gs://backup-jgarcia/db.sql.gz: an object store's URL names a
	// bucket where others name a host, and people name buckets after
	// themselves as they name folders
	if sch := strings.ToLower(w[:i-3]); (sch == "s3" || sch == "s3a" || sch == "gs") && personCompound(w[i:i+h]) && !sc.identifier(a+i, a+i+h) {
		sc.add(a+i, a+i+h, phValue)
	}
	i += h
	if q := strings.IndexAny(w, "?#"); q > i {
		w = w[:q]
	}
	for i < len(w) {
		j := i + 1
		for j < len(w) && w[j] != '/' {
			j++
		}
		if seg := w[i+1 : j]; personCompound(seg) && !sc.identifier(a+i+1, a+j) {
			sc.add(a+i+1, a+j, phValue)
		}
		i = j
	}
}

// personCompound reports a handle or slug made of a person's name: parts
// joined by "_", "-" or "." of which one is a name the names data knows and
// no dictionary does, and none is code of another kind (a path, a URL).
func personCompound(w string) bool {
	if len(w) < 5 || !containsChars(w, "_-.") || containsChars(w, "/:@=") {
		return false
	}
	if k := lastIndexByte(w, '.'); k > 0 && fileKind(strings.ToLower(w[k+1:])) {
		return false // a file's name is the file rules'
	}
	if serviceSlug(w) {
		return false // hoasen-sync: a service's name (cloudterms.go)
	}
	// fayize.i̇nsaf: İ lower-cased by a program that knows no Turkish is
	// i and a combining dot above
	w = strings.ReplaceAll(w, "i\u0307", "i")
	ps := strings.FieldsFunc(w, func(r rune) bool { return r == '_' || r == '-' || r == '.' })
	if len(ps) < 2 || len(ps) > 4 {
		return false
	}
	if len(ps) == 2 && (cjkPair(ps[0], ps[1]) || caselessNamePair(w)) {
		return true // 林_桃子, ヨーコ_森野, 雨桐.林
	}
	// parts no dictionary, catalogue or code knows, letters only: a
	// handle (elladio.barzini, zakaria-fechant), not a program's name
	// (the first part known ends the search: every part must be unknown)
	unknown := 0
	for _, p := range ps {
		if !(runeCount(p) >= 2 && oneScript(p) && !knownWord(p) && !segmented(strings.ToLower(p))) {
			break
		}
		unknown++
	}
	if unknown == len(ps) || namedHandle(w) || nameRun(ps) {
		return true
	}
	// team-mmueller, backup-tkowalski: a kebab slug of a word and a
	// login made of a name's parts (gluedName: an initial and a surname,
	// a given name and a surname written together), as namespaces and
	// buckets are named after their owner; not a dotted or snake
	// identifier's part (c.relkind: r|elkind)
	if len(ps) == 2 && !containsChars(w, "._") {
		for i, p := range ps {
			if o := ps[1-i]; gluedName(p) && len(o) >= 3 && knownWord(o) && !personName(o) {
				return true
			}
		}
	}
	// narciso-pla-rios: a given name, then two surnames as Spain and
	// Portugal write them, the last one of the names data; small letters,
	// no code word nor technical term (max-retry-count, mark-as-read)
	three := len(ps) == 3 && givenNameData(ps[0]) && surnameData(ps[2])
	for _, p := range ps {
		three = three && len(p) >= 2 && lettersOnly(p) && !wordlist.Code(p) && !wordlist.Tech(p) && !stopWords[p]
	}
	if three {
		return true
	}
	for _, p := range ps {
		// grace-o'brien, liam.o'neill: Irish surnames' O' (clock is
		// no surname: o'clock)
		if len(p) > 4 && p[0] == 'o' && p[1] == '\'' && surnameData("o"+p[2:]) {
			return true
		}
	}
	// a person's name part and, beside it, another name or an initial:
	// one name-like part alone is too often a filter's false positive
	for i, p := range ps {
		if runeCount(p) < 3 && !cjkOnly(p) || !plainWord(capitalised(p)) || !oneScript(p) || !personName(p) {
			continue
		}
		// a common given name (olivia) takes any name beside it; a rarer
		// one (bert) a name that is no word (bert-base is a model). A
		// digit is no initial: a rarer name's slug of three parts or more
		// that counts (orion-events-4, node-riyadh-3) is a partition's or
		// a node's, numbered; olivia-7 and team-olivia-2 stay a person's
		common := givenName(strings.ToLower(p))
		for j, q := range ps {
			lq := strings.ToLower(q)
			if j == i {
				continue
			}
			if runeCount(q) == 1 && (!isDigit(q[0]) || len(ps) == 2 || common) || givenName(lq) ||
				(surnameData(lq) || givenNameData(lq)) && (common || !knownWord(q)) {
				return true
			}
		}
	}
	return false
}

// namedHandle reports a handle of two parts joined by _ - or .
// (agnolo_capone), one that no dictionary, catalogue or code knows and
// one that is a word too but a name of the names data that no program's
// vocabulary holds (capone is Italian's capon and a surname): the unknown
// part says the whole is no phrase of words. Four letters each at least,
// in lower case as handles are written: a short unknown part is as often
// an abbreviation (vnd.wave), capitals a class (hudson.AbortException).
// The judge of values asks it too: a value's compound of known parts is
// code.
func namedHandle(tok string) bool {
	k := strings.IndexAny(tok, "_-.")
	if k < 0 {
		return false
	}
	unknown := 0
	first, last := tok[:k], tok[k+1:]
	for _, p := range [2]string{first, last} {
		if len(p) < 4 || !lettersOnly(p) || !isLowerWord(p) || wordlist.Code(p) || wordlist.Tech(p) {
			return false
		}
		if !knownWord(p) {
			unknown++ // agnolo, though it splits (ag|nolo)
		} else if !surnameData(p) && !givenNameData(p) || wordlist.Template(p) || stopWords[p] || wordIn(thingNouns, p) || errWord(p) {
			return false
		}
	}
	// both parts words too: the names data breaks the tie when the first
	// is a given name and the last a surname (jimmy-hess, mica-wood), as
	// logins are made; a phrase of words (release-notes) is not that
	return unknown == 1 || unknown == 0 && givenNameData(first) && surnameData(last)
}

// joinedName reports a handle in small letters whose parts are joined by
// "." or "_" (մարիամ.ղազարով, thành_mai_bảo_dương), no program's
// identifier (a program writes ASCII, or capitals in 1C's
// Справочники.Номенклатура; a key's ім_я, a road's ถ.): in another
// script (foreign), of two letters each at least, one part is a
// name; in Latin with marks each is a name of the names data (a word
// nobody knows there is as often a language's compound).
func joinedName(tok string, foreign bool) bool {
	ps := split(strings.ReplaceAll(tok, "_", "."), ".")
	if len(ps) < 2 || len(ps) > 4 {
		return false
	}
	hit := false
	for _, p := range ps {
		if len(p) < 3 || foreign && len(p) < 4 || upperRune(firstRune(p)) {
			return false
		}
		if foreign {
			hit = hit || foreignName(p)
		} else if !givenNameData(p) && !surnameData(p) {
			return false
		}
	}
	return hit || !foreign
}

// nameRun reports a login of three or four parts in small letters
// (babatunji.kolade.sobre, where the last part is a word of Spanish too)
// of which two at least no dictionary, catalogue or code knows and none is
// a word of code or a technical term: a program's dotted or snake name is
// made of known words (config.database.url), a person's of names, and a
// name that happens to be a word elsewhere does not make it code.
func nameRun(ps []string) bool {
	// (babatunji.kolade.ng, kolade.babatunji.internal: a host's name ends
	// in a top-level domain, two letters for a country)
	if last := ps[len(ps)-1]; len(ps) < 3 || len(last) < 3 || wordIn(hostLikeWords, last) {
		return false
	}
	unknown := 0
	for _, p := range ps {
		if !isLowerWord(p) || !lettersOnly(p) || wordlist.Code(p) || wordlist.Tech(p) {
			return false
		}
		if len(p) >= 3 && !knownWord(p) && !segmented(p) {
			unknown++
		}
	}
	return unknown >= 2
}

// fieldErrorKey reports a JSON key ending at s[i] whose value is a list of
// messages a framework's catalogue writes ({"cislo_zmluvy": ["Toto pole je
// povinné."]}, {"koli_adedi": ["Tam sayı girin."]}): Django REST
// framework, Laravel and the form libraries that copy them key a form's
// errors by its field's name, which the team writes in its own language
// (cislo zmluvy, koli adedi: contract number, parcel count) and no
// dictionary here holds. Every word of the first message must be a
// catalogue's, so a person's handle keyed to somebody's words stays a
// handle. Python prints the same dict with single quotes, as Django's
// ValidationError does ({'songogchiin_toirog': ['Энэ талбарыг бөглөх
// шаардлагатай.']}).
func fieldErrorKey(s string, i int) bool {
	if i >= len(s) || s[i] != '"' && s[i] != '\'' {
		return false
	}
	q := s[i]
	j := i + 1
	for _, want := range []byte{':', '[', q} {
		for j < len(s) && s[j] == ' ' {
			j++
		}
		if j >= len(s) || s[j] != want {
			return false
		}
		j++
	}
	e := indexByte(s[j:min(len(s), j+200)], q)
	if e < 0 {
		return false
	}
	return fieldMessage(s[j : j+e])
}

// fieldMessage reports a message of two words or more, each of them a
// catalogue's and none a first person's (moje heslo, "my password":
// somebody speaks). A word of one letter (Hungarian's article a,
// Armenian's է, "is"), which the catalogues' filter does not hold, carries
// no one's data and is passed over, unless it is a person's I.
func fieldMessage(m string) bool {
	words := 0
	for _, w := range strings.FieldsFunc(m, func(r rune) bool { return !letterRune(r) }) {
		lw := strings.ToLower(w)
		if firstPerson[lw] {
			return false
		}
		if runeCount(lw) == 1 {
			continue
		}
		if !wordlist.Template(lw) {
			return false
		}
		words++
	}
	return words >= 2
}

// fieldErrorLine reports a field's name at s[a:b] that opens a line and is
// followed by ": " and a framework's message, as Django's ValidationError
// and form errors print one per field in text (codi_assignatura: Aquest
// camp és obligatori.) and Rails' and Laravel's loggers copy them: the
// plain-text form of fieldErrorKey's {"codi_assignatura": ["…"]}, with the
// same test of the message's first sentence. A person's handle before a
// message of catalogue words (anna_kowalska: …) is the names rules' still.
func fieldErrorLine(s string, a, b int) bool {
	if a > 0 && s[a-1] != '\n' || b+2 > len(s) || s[b] != ':' || s[b+1] != ' ' {
		return false
	}
	m := s[b+2 : min(len(s), b+202)]
	if k := strings.IndexAny(m, ".\n"); k >= 0 {
		m = m[:k]
	}
	return fieldMessage(m)
}

// fieldName reports a form field's name as code writes one (snake_case,
// camelCase: cislo_zmluvy, koliAdedi) that is no given name and surname
// (nameParts, as a folder's): a dotted handle (elladio.barzini) or a slug
// of a person's name (olivia_martin) is a person's wherever it stands.
func fieldName(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; !(isAlnum(c) || c == '_') {
			return false
		}
	}
	return !nameParts(w)
}

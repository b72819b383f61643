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

	wordlist "glitchtip-mcp/shared/redact/words"
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
	// on the stack for a text of up to 32 words
	var wsBuf [32]word
	var lwBuf [32]string
	ws, lw := wsBuf[:0], lwBuf[:0]
	for i := 0; i < len(s); {
		if sc.stop.pulse() {
			return
		}
		var j int
		i, j = nextRun(s, i, specialWordGoesOn)
		if i == len(s) {
			break
		}
		e := j
		for e > i && (s[e-1] == '\'' || s[e-1] == '-') {
			e-- // 'Type 1 diabetes': the closing quote is no part of it
		}
		if u := unElide(sc.lower[i:e]); len(u) < e-i {
			i = e - len(u) // d'|asile, l'|epilessia: the lexicon holds the word alone
		}
		le := e
		if e-i > 5 && s[e-2] == '\'' && (s[e-1] == 's' || s[e-1] == 'S') {
			// Parkinson's disease, Crohn's: English names a condition
			// after its describer in the possessive, which no lexicon
			// lists; the word is looked up without 's, and the clause
			// goes on past it (’s ends the word already: ’ is no letter)
			le = e - 2
		}
		ws = append(ws, word{i, e})
		lw = append(lw, sc.lower[i:le])
		i = j
	}
	var things []span // thingSpans, on the first capitalised phrase
	thingsDone := false
	for k := 0; k < len(ws); k++ {
		a, b := ws[k].a, ws[k].b
		if inIdentifier(s, a, b) || camelJoined(s[a:b]) {
			continue
		}
		end := b
		found := false
		cat := ""
		if c, n, ok := wordlist.SpecialPhrase(lw[k:min(len(lw), k+6)]); ok && n > 1 {
			end = ws[k+n-1].b
			found = !inIdentifier(s, a, end)
			cat = c
		} else if c, n, ok := specialPhraseForm(lw[k:min(len(lw), k+4)]); ok {
			// związku zawodowego: a phrase of the lexicon in a case
			end = ws[k+n-1].b
			found = !inIdentifier(s, a, end)
			cat = c
		} else if c, ok := wordlist.Special(lw[k]); (ok || moreSpecial(lw[k]) || healthWord(lw[k])) && (!programWord(lw[k]) || codeNamedSpecialInProse(s, a, b, lw[k]) || personSpecial(sc, a, b, lw[k])) || handSpecial(lw[k]) || slavicSpecialForm(lw[k]) {
			found, cat = true, c
		} else if c, ok := semiticSpecial(lw[k]); ok {
			found, cat = true, c
		} else if c, ok := serbianSpecial(lw[k]); ok {
			found, cat = true, c
		} else if georgianSpecial(lw[k]) || armenianSpecial(lw[k]) || turkicSpecial(lw[k]) {
			found = true // ორსულად, քաղցկեղով, босқындар: a case of a lexicon word
		} else if inflectedSpecial(lw[k], startsUpper(s[a:b])) {
			// depresiva, allergico, psychiatrycznie, dializzato: a
			// lexicon word's inflected or derived form
			found = true
		} else if indexByte(lw[k], '-') > 0 {
			// römisch-katholisch, HIV-positiv: a part of a hyphenated word
			for _, p := range split(lw[k], "-") {
				// covid-positive: a program's word as a part in a
				// person's clause, as personSpecial takes it alone
				if _, ok := wordlist.Special(p); (ok || moreSpecial(p) || healthWord(p)) && len(p) >= 3 && (!programWord(p) || personSpecial(sc, a, b, p)) || handSpecial(p) {
					found = true
					break
				}
			}
		} else if sickCompound(lw[k]) {
			// zucker|krank, cukor|beteg: a compound on "ill" itself
			found = true
		} else if isUpperASCII(s[a]) && healthCompound(lw[k]) {
			// Kreislauf|kollaps, Lebensmittel|allergie: German writes
			// the compound noun capitalised (a run of small letters,
			// sharedaccesssignature, is asked nothing)
			found = true
		}
		if !found || errorChainLink(s, sc.lower, a, end) || startsUpper(s[a:b]) && formAfterName(s, b) || end == b && inCountryName(lw, k) {
			continue // Krebs GmbH, Gay Lamy S.A.R.L.: a company's name before its legal form
		}
		if end == b && startsUpper(s[a:b]) && cat != wordlist.CategoryUnion && cat != wordlist.CategoryPolitics {
			// Pipistrel Sinus: a capitalised word of a product's name
			// the brands data holds names the product, not a condition
			// (a union's or a party's name the lexicon holds is theirs)
			if !thingsDone {
				things, thingsDone = thingSpans(s), true
			}
			if inside(things, span{start: a, end: end}) || versionFollows(s, b) {
				continue // (Flutter 3.19.2: a release number names a product)
			}
		}
		ca, cb := clause(s, a, end)
		ca = specialSubject(s, ca)
		ca, cb = clauseOffCode(sc, ca, a, end, cb)
		if cat == wordlist.CategoryUnion || cat == wordlist.CategoryPolitics {
			// IG Metall, a union the lexicon names: an organisation's
			// name, which keepOrganisations would give back, and the
			// membership it says of somebody
			sc.addSure(ca, cb, phValue)
		} else {
			sc.add(ca, cb, phValue)
		}
		// ethnicity 'Kurdish': a category's word right before a quoted
		// value names that value, which is the category's too
		if qa, qb := quotedAfter(s, cb); qa < qb {
			sc.add(qa, qb, phValue)
		}
		for k+1 < len(ws) && ws[k+1].a < cb {
			k++
		}
	}
	detectSpecialRuns(sc)
	detectSpecialRunsWider(sc)
	detectHealthRuns(sc)
	detectSpecialKeys(sc)
	detectPartyMembers(sc)
}

// semiticSpecial is the category of an Arabic or Hebrew word that is a
// lexicon word behind a proclitic or before an attached pronoun
// (بالصرع, "with epilepsy"; لمرضى السكري; Hebrew למסגד), its vowel
// marks dropped first and the alif after an accusative's tanwin
// (سرطاناً: سرطان): the dictionaries write the word alone, as the
// lexicon and the hand list (moreSpecial) hold it, and the text writes
// it with its clitics.
func semiticSpecial(lw string) (string, bool) {
	if lw == "" || lw[0] < 0xd6 || lw[0] > 0xdb {
		return "", false // U+0580–U+06FF: Hebrew's and Arabic's letters
	}
	arabic := lw[0] >= 0xd8
	w := lw
	if arabic {
		w = strings.Map(func(r rune) rune {
			if r >= 0x64b && r <= 0x652 || r == 0x670 || r == 0x640 {
				return -1 // harakat, tanwin, shadda, sukun, the dagger alif, tatweel
			}
			return r
		}, lw)
		if strings.Contains(lw, "\u064b") {
			w = strings.TrimSuffix(w, "ا")
		}
	}
	cat := ""
	has := func(x string) bool {
		c, ok := wordlist.Special(x)
		if ok {
			cat = c
		}
		return ok || moreSpecial(x)
	}
	if w != lw && has(w) || wordlist.SemiticReach(w, arabic, has) {
		return cat, true
	}
	return "", false
}

// healthWord reports a word of a translated condition title (health.fuse)
// that software's catalogues do not write in a sense of their own: French
// postérieure is an ICD-10 title's word (insuffisance ... postérieure) and
// a date's in Laravel's "doit être une date postérieure à", as ld and bfd
// write it of an address, so two catalogues' word is the template's. The
// lexicon's words (alcoholic, homossexualidade) are asked apart and keep
// masking their clause.
func healthWord(lw string) bool {
	return wordlist.Health(lw) && !wordlist.HealthTemplate(lw)
}

// camelJoined reports a word of code's camel case, a capital after three
// small letters or more (DiabetesService, HepatitisClient): an
// identifier's parts joined, a class or a service of a health product,
// not a German compound, which writes one capital (Diabetesklinik); a
// short run before the capital is a name's or a party's (McDonald, AfD).
func camelJoined(w string) bool {
	run := 0
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c >= 'a' && c <= 'z':
			run++
		case c >= 'A' && c <= 'Z' && run >= 3:
			return true
		default:
			run = 0
		}
	}
	return false
}

// inCountryName reports lw[k], a word of the lexicon that a country's
// name writes (wordlist.SpecialInCountryName: demokratická, islamic),
// with a word of a country's name up to three words before or after it
// (Demokratická republika Kongo, Iran, Islamic Republic of, República
// Democrática do Congo): the state's name, not a value.
func inCountryName(lw []string, k int) bool {
	if !wordlist.SpecialInCountryName(lw[k]) {
		return false
	}
	for j := max(0, k-3); j < min(len(lw), k+4); j++ {
		if j != k && wordlist.Country(strings.Trim(lw[j], ",.;:()'\"")) {
			return true
		}
	}
	return false
}

// formAfterName reports a legal form after s[:b], a capitalised word's
// end, once or after up to three more capitalised words (Parkinson Ltd,
// Gay Lamy S.A.R.L.): the words are a company's name, whatever one of
// them says alone. Bounded: at most four looks ahead.
func formAfterName(s string, b int) bool {
	for n := 0; n < 4 && b+1 < len(s) && s[b] == ' '; n++ {
		if legalForm(s[b+1:]) {
			return true
		}
		e := indexByte(s[b+1:], ' ')
		if e < 0 || !startsUpper(s[b+1:]) {
			return false
		}
		b += 1 + e
	}
	return false
}

// errorChainLink reports a word in small letters between an error word's
// ": " and the next ": " with a failure's words after it (Error:
// biometrics: not enrolled, as iOS's and Android's LocalAuthentication
// write it): a link of the error's prefix chain, the component that
// failed; nobody's condition (error: diabetes: type 2 is). lw is the
// text in small letters.
func errorChainLink(s, lw string, a, b int) bool {
	if a < 3 || b+3 >= len(s) || s[b] != ':' || s[a-2] != ':' || s[a] < 'a' || s[a] > 'z' {
		return false
	}
	k, e := lettersBefore(s, a-2), b+2
	for e < len(s) && isLetter(s[e]) {
		e++
	}
	return errWord(lw[k:a-2]) && errWord(lw[b+2:e]) && !(e+1 < len(s) && isDigit(s[e+1]))
}

// inIdentifier reports a word joined to code around it: diabetes_risk,
// health.check, religion= (a key), /union/.
func inIdentifier(s string, a, b int) bool {
	// after "=" the word is a key's value (diagnosis=HIV positive), not
	// part of the key
	if a > 0 && indexByte("_./:#@$", s[a-1]) >= 0 && !(s[a-1] == ':' && a < len(s)) {
		return true
	}
	if b < len(s) && indexByte("_./=(#@$&", s[b]) >= 0 {
		return !(s[b] == '.' && (b+1 >= len(s) || s[b+1] == ' ' || s[b+1] == '\n'))
	}
	// CgT2fNT49: letters of mixed case glued to digits are a random
	// token's, not CGT the union (covid19 stays a word with its number)
	return (b < len(s) && isDigit(s[b]) || a > 0 && isDigit(s[a-1])) && innerCapital(s[a:b])
}

// clauseMarks end a clause in the scripts that do not use ASCII
// punctuation: CJK and fullwidth punctuation, the Arabic comma and
// semicolon. Quotes are no end: a quoted value is part of what the clause
// says (la colonne syndicat contient « … »).
const clauseMarks = "，。、；：！？（）【】،؛"

// clause is the stretch around s[a:b] between punctuation that ends a
// clause, at most maxClause bytes. A phrase inside quotes is the quote's:
// an opening quote (« „ “ ‹ 「 『) opens its clause and its closing quote
// ends it (le motif « a fait une fausse couche … » dépasse 40 caractères
// keeps le motif and dépasse; Freitext „ist AfD-Mitglied“ enthält keeps
// Freitext and enthält); a quote closed before the phrase or opened after
// it is part of what the clause says (contient « … »). A version's dot
// (firmware 4.2.1) ends no clause, but the version is none of it: the
// clause stops before the version's token.
func clause(s string, a, b int) (int, int) {
	open, closed := quoteOpen, quoteClose
	ca := a
	quoted := false // a closing quote read first: the phrase stands after a quote
	for ca > 0 && a-ca < maxClause && (indexByte(".,;:!?()[]{}\"'\n|", s[ca-1]) < 0 || possessiveAt(s, ca-1)) {
		r, n := utf8.DecodeLastRuneInString(s[:ca])
		if r >= utf8.RuneSelf && (hasRune(clauseMarks, r) || hasRune(open, r) && !quoted) {
			break
		}
		quoted = quoted || r >= utf8.RuneSelf && hasRune(closed, r)
		ca -= n
	}
	inQuote := ca > 0 && hasRune(open, lastRune(s[:ca]))
	if ca > 1 && ca < a && s[ca-1] == '.' {
		ca = pastVersion(s, ca, a)
	}
	for ca < a && s[ca] == ' ' {
		ca++
	}
	cb := b
	quoted = false // an opening quote read first: the phrase stands before a quote
	for cb < len(s) && cb-b < maxClause && (indexByte(".,;:!?()[]{}\"'\n|", s[cb]) < 0 || possessiveAt(s, cb)) {
		r, n := decodeRune(s[cb:])
		if r >= utf8.RuneSelf && (hasRune(clauseMarks, r) || hasRune(closed, r) && !quoted) {
			break
		}
		quoted = quoted || r >= utf8.RuneSelf && hasRune(open, r)
		cb += n
	}
	if cb > b && cb+1 < len(s) && s[cb] == '.' || inQuote {
		cb = specialClauseEnd(s, b, cb, inQuote, closed)
	}
	for cb > b && s[cb-1] == ' ' {
		cb--
	}
	return ca, cb
}

// possessiveAt reports an English possessive's apostrophe at s[i], a
// letter before it and an s ending the word after it (Hodgkin's
// lymphoma): part of the clause's words, no quote that ends it.
//
//go:noinline
func possessiveAt(s string, i int) bool {
	return s[i] == '\'' && i > 0 && isLetter(s[i-1]) && i+1 < len(s) && s[i+1] == 's' && (i+2 == len(s) || !isLetter(s[i+2]))
}

// pastVersion returns ca moved past a version whose dot is s[ca-1]
// (4.2.1 firmware), not beyond a.
//
//go:noinline
func pastVersion(s string, ca, a int) int {
	if ts, te := tokenAround(s, ca-1); versionToken(s[ts:te]) && te <= a {
		return te
	}
	return ca
}

// specialClauseEnd returns the clause's end cb moved before a version whose dot
// is s[cb] (firmware 4.2.1: the version is none of the clause), or, for a
// phrase inside a quote, to the quote's closing mark on the same line:
// a comma inside the quote ends no clause of it („Alkoholabhängigkeit,
// Entzug im März“, 「エイズ陽性、抗ウイルス薬服用中」).
//
//go:noinline
func specialClauseEnd(s string, b, cb int, inQuote bool, closed string) int {
	if cb+1 < len(s) && s[cb] == '.' {
		if ts, te := tokenAround(s, cb); versionToken(s[ts:te]) && ts >= b {
			return ts
		}
	}
	if !inQuote || cb >= len(s) || hasRune(closed, firstRune(s[cb:])) {
		return cb
	}
	rest := s[cb:min(len(s), b+maxClause)]
	if e := strings.IndexAny(rest, closed); e > 0 && indexByte(rest[:e], '\n') < 0 {
		return cb + e
	}
	return cb
}

// hasRune is strings.ContainsRune, not inlined: clause asks it of its
// marks at six places.
//
//go:noinline
func hasRune(set string, r rune) bool { return containsRune(set, r) }

// tokenAround returns the bounds of the token holding s[i], between
// spaces.
//
//go:noinline
func tokenAround(s string, i int) (int, int) {
	ts, te := i, i
	for ts > 0 && s[ts-1] != ' ' && s[ts-1] != '\n' {
		ts--
	}
	for te < len(s) && s[te] != ' ' && s[te] != '\n' {
		te++
	}
	return ts, te
}

// versionToken reports digits joined by dots, a "v" before them or a
// comma or a closing bracket after them (4.2.1, v2.0, 4.2.1,): a version
// or a clause's number, no condition's code (E11.9, F20.0 name one).
//
//go:noinline
func versionToken(t string) bool {
	t = strings.TrimRight(trimPrefix(t, "v"), ",;:)")
	return t != "" && strings.Trim(t, "0123456789.") == "" && isDigit(t[0]) && isDigit(t[len(t)-1])
}

// lastRune is the rune that ends s.
func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

// quoteOpen and quoteClose are the quotes a clause's phrase may stand
// inside. “ opens an English quote and closes a German one („…“): read
// backward it opens, read forward it closes, unless its pair was read
// first.
const quoteOpen, quoteClose = "«‹「『„“", "»›」』“”"

// programWord reports a word programs and their messages use (subclasses,
// union, health): the catalogues', the error vocabulary's, code's, in the
// singular too. Alone it says nothing about a person.
func programWord(lw string) bool {
	if wordlist.Template(lw) || wordlist.Code(lw) || wordlist.Tech(lw) || errWord(lw) {
		return true
	}
	for _, w := range []string{trimSuffix(lw, "s"), trimSuffix(lw, "es")} {
		if w != lw && wordlist.Code(w) {
			return true
		}
	}
	return codeVerbForm(lw) || accentedTemplate(lw)
}

// codeVerbForm reports an English -ing or -ed form of a code word
// (purging, purged: purge; stopping: stop): the lexicon holds the form
// for a person's (purging, of an eating disorder) where software writes
// it of caches, queues and jobs. Health's words only: a conviction's
// (sentenced) says the same of a person whatever code calls a sentence.
func codeVerbForm(lw string) bool {
	if c, ok := wordlist.Special(lw); ok && c != wordlist.CategoryHealth {
		return false
	}
	return codeVerb(lw)
}

// codeVerb reports an English -ing or -ed form of a code word (disabled:
// disable; stopping: stop), of any category.
func codeVerb(lw string) bool {
	for _, suf := range [...]string{"ing", "ed"} {
		stem, ok := cutSuffix(lw, suf)
		if !ok || len(stem) < 3 {
			continue
		}
		if wordlist.Code(stem) || wordlist.Code(stem+"e") {
			return true
		}
		if n := len(stem); stem[n-1] == stem[n-2] && wordlist.Code(stem[:n-1]) {
			return true
		}
	}
	return false
}

// accentedTemplate reports a word the catalogues hold with an accent on
// its first letter, which French leaves off a capital (Echec: échec,
// Etat: état): a template's word, not the lexicon's. Only that letter:
// any vowel's accent would make a short word another language's (gay:
// Vietnamese gây).
func accentedTemplate(lw string) bool {
	if len(lw) < 4 || lw[0] != 'e' || !isASCII(lw) {
		return false
	}
	for _, m := range [...]string{"é", "è", "ê"} {
		if wordlist.Template(m + lw[1:]) {
			return true
		}
	}
	return false
}

// specialWordGoesOn continues a word of the special-category lexicon over
// letters, marks, apostrophes and hyphens (römisch-katholisch), but not
// from one script into another: HIV阳性 is two words.
func specialWordGoesOn(r0, r rune) bool {
	if r < utf8.RuneSelf && r0 < utf8.RuneSelf {
		return isLetter(byte(r)) || r == '\'' || r == '-' // Latin, no mark
	}
	if unicode.IsLetter(r) {
		return (scriptOf(r) == latin) == (scriptOf(r0) == latin)
	}
	return isMark(r) || r == '\'' || r == '-'
}

// quotedAfter returns the inside of a quoted value that opens after one
// space at s[b], closed on the same line within 80 bytes; a == b when
// there is none.
func quotedAfter(s string, b int) (int, int) {
	// one space first: a quote right at the clause's end closes the
	// value the clause is in ("note":"… alcoholism","severity")
	if b+1 >= len(s) || s[b] != ' ' {
		return 0, 0
	}
	i := b + 1
	r, n := decodeRune(s[i:])
	closer, ok := quoteCloser(s, i, r)
	if !ok {
		return 0, 0
	}
	a := i + n
	for j := a; j < min(len(s), a+80); {
		r2, n2 := decodeRune(s[j:])
		if r2 == '\n' {
			break
		}
		if r2 == closer {
			return a, j
		}
		j += n2
	}
	return 0, 0
}

// clauseOffCode narrows a special-category clause s[ca:cb] around its
// phrase s[a:end] to what lies between the code tokens beside the phrase
// (ERROR_HW_UNAVAILABLE while enrolling fingerprint template …): an
// error's constant, or a compound of the event's or the text's own code,
// names what failed, not somebody; the phrase and the words between stay
// the clause's.
func clauseOffCode(sc *scan, ca, a, end, cb int) (int, int) {
	s := sc.s
	for i := ca; i < cb; {
		j := indexByte(s[i:cb], ' ')
		if j < 0 {
			j = cb - i
		}
		if j > 0 && (i+j < a || i > end) && codeToken(sc, s[i:i+j]) {
			if i > end {
				cb = i
				break
			}
			ca = i + j + 1
		}
		i += j + 1
	}
	for cb > end && s[cb-1] == ' ' {
		cb--
	}
	return ca, cb
}

// codeToken reports a token of code in prose: a constant in upper-case
// snake case with a word the knowledge holds (ERROR_HW_UNAVAILABLE,
// BIOMETRIC_ERROR_NO_HARDWARE), or a snake_case or dotted compound of the
// event's code or of the code the text itself names.
func codeToken(sc *scan, tok string) bool {
	t := strings.Trim(tok, "\"'`,;:()[]{}")
	if len(t) < 4 || indexByte(t, '_') <= 0 && indexByte(t, '.') <= 0 {
		return false
	}
	if snakeConstant(t, 2, 24) {
		return true
	}
	return !isDigit(t[0]) && (sc.code.compound(t) || sc.ownCode(t))
}

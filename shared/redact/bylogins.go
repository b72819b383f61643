// Logins after "by": who committed, changed, locked or approved something
// (commit 3f9a2c1 by jdoe, last modified by mkowalski, locked by p.nowak),
// and after "to", "from" and "cc": who a thing was assigned or sent to or
// came from (ticket assigned to jsmith, message from mkaraoglu), and after
// "for": whom a job ran or failed for (upload failed for mikkel88). The name
// rules read a capitalised name there; a login in small letters passed
// them as code. Here a word whose parts no knowledge holds is a value:
// what a program writes there (sorted by created_at, caused by timeout,
// signed by letsencrypt, connect to pgbouncer) is made of words.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectByLogins, detectLeadLogins, detectLeadNames)
}

// detectByLogins masks an unknown login in small letters after "by".
func detectByLogins(sc *scan) {
	// and "by" in the languages of the catalogues (ägdes av jsmith,
	// geändert von mkowalski, modifié par jdupont, creado por jgarcia,
	// gewijzigd door pjansen, zmienione przez jnowak, změněno od pnovak,
	// modificato da mrossi): a login's test is the same in every language
	// and "for" (upload failed for mikkel88, Export für jnowak
	// fehlgeschlagen, échec pour jdupont): whom a job ran or failed for
	for _, w := range [...]string{"by ", "to ", "from ", "cc ", "login is ", "username is ", "user is ", "account is ", "handle is ",
		"av ", "von ", "par ", "por ", "door ", "przez ", "od ", "da ",
		"for ", "für ", "pour ", "para ", "voor ", "för ", "dla "} {
		loginsAfter(sc, w)
	}
}

// loginsAfter masks an unknown login in small letters after the word w
// (with its space).
func loginsAfter(sc *scan, w string) {
	s := sc.s
	if !sc.anyOf(w) {
		return
	}
	for off := 0; ; {
		k := indexStr(sc.lower[off:], w)
		if k < 0 {
			return
		}
		a := off + k
		off = a + len(w)
		if a > 0 && isWord(s[a-1]) {
			continue // ruby , standby
		}
		if w == "to " && pronounTo("to", strings.ToLower(wordBefore(s, a))) {
			continue // aby to mohl: Czech's "to", "it"
		}
		i := off
		j := i
		for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || isDigit(s[j]) || s[j] == '.' || s[j] == '_' || s[j] == '-') {
			j++
		}
		for j > i && (s[j-1] == '.' || s[j-1] == '-') {
			j--
		}
		// a word glued to more (by Jane, by user@host, by foo(), by /path,
		// da relação: a letter beyond ASCII goes on with the word, which
		// the other rules read whole)
		// (a colon before a space ends the clause: failed for mikkel88:
		// S3 AccessDenied; before more it is a port's or a password's)
		colonEnds := j < len(s) && s[j] == ':' && (j+1 == len(s) || s[j+1] == ' ')
		if j-i < 3 || j < len(s) && !colonEnds && (isWord(s[j]) || s[j] >= 0x80 || indexByte("@(/:[{<", s[j]) >= 0) || !isLetter(s[i]) {
			continue
		}
		// SELECT * FROM edu_core.course_schedule: a name the text writes
		// as its own code (owncode.go) is no login
		// voor sprong: another language's "for" leads a noun of its
		// sentence far more often than a login, and that language's
		// dictionary words the names data also holds were left out of
		// the knowledge (sprong, "jump", is a surname too), so a bare
		// word there is a login only when it is made as logins are
		// (jnowak, mikkel88); English's dictionaries keep such words
		// (a stranger no dictionary holds before the sentence's own words
		// is one too: forlogins.go)
		if forWord(w) && !loginMade(s[i:j]) && !foreignForLogin(s, i, j) {
			continue
		}
		// Credentials for dev.sysv_gmpxx, ambigu pour http.enc.dlq: after
		// "for", a name of three dotted labels or a schema's table is the
		// thing a program works for; a login has one dot at most, and no
		// underscore after it (j.doe, olivia_92)
		if (w == "for " || forWord(w)) && schemaOrQueue(s[i:j]) {
			continue
		}
		// (after an English "for", forlogins.go reads a stranger too)
		if (byLogin(s[i:j]) || englishLoginLead(w) && (wordsLogin(s[i:j]) || (w == "by " || w == "from ") && strangerLogin(s[i:j]) && !numberNext(s, j) && !hasPrefix(s[j:], " <")) ||
			w == "for " && englishForLogin(s, a, i, j) || forWord(w) && foreignForLogin(s, i, j)) && !sc.identifier(i, j) && !sc.ownCode(s[i:j]) {
			sc.add(i, j, phPathUser)
		}
	}
}

// strangerLogin reports a token of one word of five letters or more
// that no knowledge holds, not even the registries' package names
// after English's "by" or "from" (triggered by ptakowa; "for" leads
// Danish's and Norwegian's nouns too): where English writes who did something, a word
// no language, program or tool has is the person's login; a tool's name
// is a package's (by goreleaser, from pgbouncer).
func strangerLogin(tok string) bool {
	for i := 0; i < len(tok); i++ {
		if tok[i] < 'a' || tok[i] > 'z' {
			return false // created_at, go.mod, orders-dlq.fifo: a program's names
		}
	}
	return len(tok) >= 5 && unknownWord(tok) && !wordlist.Tech(tok) && !loginKept(tok)
}

// numberNext reports a number after s[j] and a space: the token before it
// labels the number (for seqno 102), no login. (A token before " <" is an
// address's display name, which the e-mail rules judge: mail from
// noreply <…>.)
func numberNext(s string, j int) bool {
	return j+1 < len(s) && s[j] == ' ' && isDigit(s[j+1])
}

// englishLoginLead reports English's words loginsAfter reads: a handle of
// English words (wordsLogin) follows them, not another language's.
func englishLoginLead(w string) bool {
	switch w {
	case "by ", "to ", "from ", "cc ", "for ", "login is ", "username is ", "user is ", "account is ", "handle is ":
		return true
	}
	return false
}

// forWord reports the other languages' words for "for" loginsAfter reads
// (with their space).
func forWord(w string) bool {
	switch w {
	case "für ", "pour ", "para ", "voor ", "för ", "dla ":
		return true
	}
	return false
}

// schemaOrQueue reports a token of three dotted labels or more
// (http.enc.dlq) or a dotted one with an underscore after its dot
// (tsan.ice_encodings): a queue's, a module's or a schema's table's name.
func schemaOrQueue(tok string) bool {
	d := indexByte(tok, '.')
	return d >= 0 && (strings.Count(tok, ".") >= 2 || indexByte(tok[d:], '_') >= 0)
}

// loginMade reports a token made as logins are: with a digit or a
// separator (mikkel88, j.doe, anna_k), or a surname with its given name's
// initial glued before it (jnowak), or a given name with the surname's
// after it (oscarw), neither part a word of the dictionaries.
func loginMade(tok string) bool {
	if containsChars(tok, "0123456789._-") {
		return true
	}
	lt := strings.ToLower(tok)
	return len(lt) >= 4 && surnameData(lt[1:]) && !knownWord(lt[1:]) && !knownWord(lt) ||
		len(lt) >= 5 && givenNameData(lt[:len(lt)-1]) && !knownWord(lt[:len(lt)-1]) && !knownWord(lt)
}

// byLogin reports a login: a token one of whose parts (split at ".", "_",
// "-" and digits) is no known word, written together of known words or a
// system's account, and one of whose parts the names data reads as a
// person's (loginNamePart): a tool no dictionary knows is no login.
func byLogin(tok string) bool {
	// ocs-01.billing.telco.example: three labels and a special-use or
	// internal domain are a host's (j.doe has one dot)
	if loginKept(tok) || hostLike(tok) || strings.Count(tok, ".") >= 2 && hostOrAddress(tok) || specialUseHost(tok) {
		return false
	}
	unknown, named := false, false
	eachPart(tok, func(p string) bool {
		lp := strings.ToLower(p)
		if countDigits(lp) == len(lp) || len(lp) == 1 && len(tok) > 2 && containsChars(tok, "._-") {
			return true // a number, an initial beside a known surname is judged by the surname
		}
		if unknownWord(lp) {
			unknown = true
		}
		named = named || loginNamePart(lp)
		return true
	})
	return unknown && named
}

// loginNamePart reports a part of a login the names data reads: a given name
// or a surname (olivia, kowalski), or one after an initial (jdoe,
// mkowalski), or a given name before an initial (oscarw). A tool's name
// (goreleaser, kustomize) has neither.
func loginNamePart(lp string) bool {
	if len(lp) < 3 {
		return false
	}
	// a given name with the surname's initial glued after it (oscarw,
	// annak) is the other common way logins are made
	return givenNameData(lp) || surnameData(lp) || len(lp) >= 4 && surnameData(lp[1:]) ||
		len(lp) >= 5 && givenNameData(lp[:len(lp)-1]) && !knownWord(lp)
}

// detectLeadLogins masks a login in small letters where the translation
// catalogues write a person's argument: after the word their person
// templates put right before the placeholder (Nachricht an mkowalski,
// envoyé à jdupont, إلى rsharma, для ivanov2) or, in a language that
// writes case and postpositions after a name, before the word they put
// after it (tanaka.h によって, mkaya tarafından, rsharma দ্বারা):
// words.PersonLeadBefore and PersonLeadAfter, read off the templates
// themselves in every language, not typed here. The login is judged as
// after "for" in another language (loginsAfter): made as logins are
// (loginMade) with a part no knowledge holds and a part the names data
// reads (byLogin), so a known word (an server, à postgres) or a tool's
// name no names data holds (an kestrelmq) stays.
func detectLeadLogins(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); {
		if s[i] < 'a' || s[i] > 'z' || i > 0 && (isWord(s[i-1]) || s[i-1] >= utf8.RuneSelf || indexByte(".@/-:", s[i-1]) >= 0) {
			i++
			continue
		}
		j := i
		for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || isDigit(s[j]) || s[j] == '.' || s[j] == '_' || s[j] == '-') {
			j++
		}
		a := i
		i = j
		for j > a && (s[j-1] == '.' || s[j-1] == '-') {
			j--
		}
		if j-a < 3 || j < len(s) && (isWord(s[j]) || indexByte("@(/[{<=", s[j]) >= 0) {
			continue
		}
		// a letter beyond ASCII goes on with the word (restricción),
		// unless it opens a particle glued after a login (tanaka_hによって)
		if r, _ := decodeRune(s[j:]); j < len(s) && r >= utf8.RuneSelf && (letterRune(r) || unicode.IsMark(r)) && !unicode.In(r, unicode.Hiragana, unicode.Hangul) {
			continue
		}
		if !leadBefore(s, a) && !leadAfter(s, j) {
			continue
		}
		tok := s[a:j]
		// a login of letters alone (jnowak) is six letters or more: a
		// shorter one is as often a word of a language written without
		// its marks (Vietnamese cho phong, với khanh)
		if !containsChars(tok, "0123456789._-") && len(tok) < 6 {
			continue
		}
		if loginMade(tok) && !schemaOrQueue(tok) && !domainLike(tok) && leadLoginParts(tok) && byLogin(tok) && !sc.identifier(a, j) && !sc.ownCode(tok) {
			sc.add(a, j, phPathUser)
		}
	}
}

// domainLike reports a name whose last dotted label is a country's
// two letters or a generic domain's (jansson.rs, client-19.yt, dev.io): a
// host, where a login's dot stands before an initial (tanaka.h).
func domainLike(tok string) bool {
	d := lastIndexByte(tok, '.')
	if d < 0 {
		return false
	}
	tld := tok[d+1:]
	return len(tld) == 2 && lettersOnly(tld) || wordIn(hostLikeWords, tld)
}

// leadLoginParts reports a login whose parts are initials, digits or
// words no knowledge holds (byLogin asks that one is a name's): a part
// that is a known word (jansson_production, jxl_test: the names data holds
// Test too) makes a thing's name, a store's or a table's, which a program
// writes after the same words.
func leadLoginParts(tok string) bool {
	ok := true
	eachPart(tok, func(p string) bool {
		lp := strings.ToLower(p)
		if len(lp) > 2 && countDigits(lp) < len(lp) && !unknownWord(lp) {
			ok = false
		}
		return ok
	})
	return ok
}

// leadBefore reports the word right before s[a], one space between, as a
// person template's word before its placeholder (an, إلى, för).
func leadBefore(s string, a int) bool {
	if a < 3 || s[a-1] != ' ' {
		return false
	}
	k := a - 1
	for k > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:k])
		if !letterRune(r) && !unicode.IsMark(r) && r != '\'' && r != '’' {
			break
		}
		k -= n
	}
	w := strings.ToLower(s[k : a-1])
	return len(w) >= 2 && wordlist.PersonLeadBefore(w)
}

// leadAfter reports the word right after s[j] (one space between, or
// glued in a run of hiragana) as a postpositional language's word after
// a person's placeholder (によって, tarafından, দ্বারা).
func leadAfter(s string, j int) bool {
	if j >= len(s) {
		return false
	}
	if s[j] == ' ' {
		j++
	}
	if j >= len(s) || s[j] < utf8.RuneSelf && !isLetter(s[j]) {
		return false
	}
	hira := false
	k := j
	for k < len(s) {
		r, n := decodeRune(s[k:])
		if k == j {
			hira = unicode.Is(unicode.Hiragana, r)
		}
		if hira && !unicode.Is(unicode.Hiragana, r) || !letterRune(r) && !unicode.IsMark(r) {
			break
		}
		k += n
	}
	return k > j && wordlist.PersonLeadAfter(strings.ToLower(s[j:k]))
}

// detectLeadNames masks, in Arabic, Hebrew, Devanagari or Bengali prose,
// a given name of the names data that no word of the script is right
// after a person template's word before its placeholder (إلى سارة, אל
// דנה, للمستخدم يوسف), a catalogue's word for a person in a role
// (personLeadWord: ஊழியர் முருகன், کارمند رضا, ללקוח דנה) or Hebrew's
// possessive (של נועה: a name of three letters or more, the names data
// holding as many of two as Hebrew writes words, גל, טל), or right
// before a template's word after it (সুমন দ্বারা),
// with the surnames after an Arabic or Hebrew one: in a script without
// capitals only the names data tells a name there, and the templates
// where a name stands (detectLeadLogins).
func detectLeadNames(sc *scan) {
	s := sc.s
	if !hasScript(s, leadRTLIndic, semScripts) && !hasScript(s, 0xE0, indicNameScripts) {
		return
	}
	type word struct {
		i, j int
		w    string
	}
	var ws []word
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		if !letterRune(r) && !unicode.IsMark(r) {
			i += n
			continue
		}
		j := i + n
		for j < len(s) {
			r2, n2 := decodeRune(s[j:])
			if !letterRune(r2) && !unicode.IsMark(r2) {
				break
			}
			j += n2
		}
		ws = append(ws, word{i, j, s[i:j]})
		i = j
	}
	spaced := func(a, b word) bool { return a.j+1 == b.i && s[a.j] == ' ' }
	urdu := strings.ContainsFunc(s, urduLetter)
	for k := 0; k+1 < len(ws); k++ {
		if sc.stop.pulse() {
			return
		}
		a, b := ws[k], ws[k+1]
		if !spaced(a, b) {
			continue
		}
		r, _ := decodeRune(b.w)
		switch {
		case unicode.In(r, semScripts...) && semGivenIn(b.w, urdu) && (personLeadWord(a.w) || a.w == "של" && runeCount(b.w) >= 3):
			end := b.j
			for n := k + 2; n < len(ws) && n <= k+3 && spaced(ws[n-1], ws[n]) && semFamilyIn(ws[n].w, urdu); n++ {
				end = ws[n].j
			}
			sc.add(b.i, end, phName)
		case unicode.In(r, indicNameScripts...) && indicLeadName(b.w) && personLeadWord(a.w):
			sc.add(b.i, b.j, phName)
		}
		if r, _ := decodeRune(a.w); unicode.In(r, indicNameScripts...) && indicLeadName(a.w) && wordlist.PersonLeadAfter(b.w) {
			sc.add(a.i, a.j, phName)
		}
	}
}

// personLeadWord reports a word a person's name follows in a language
// without capitals: a person template's word before its placeholder
// (words.PersonLeadBefore: إلى, אל) or the word the catalogues write for
// a person in a role (words.PersonNounWord: ஊழியர், employee; مشتری,
// customer; לקוח), also behind the article or preposition Arabic and
// Hebrew glue to a noun (الـ, لـ, ה, ל: ללקוח, "to the customer"). Every
// language's catalogues say which words those are, so a role noun needs no
// list per language (reRoleNoun's four languages).
func personLeadWord(w string) bool {
	lw := strings.ToLower(w)
	if len(lw) < 2 {
		return false
	}
	if wordlist.PersonLeadBefore(lw) || wordlist.PersonNounWord(lw) {
		return true
	}
	r, _ := decodeRune(lw)
	if !unicode.In(r, semScripts...) {
		return false
	}
	for _, p := range []string{"ال", "لل", "ل", "ה", "ל", "לה"} {
		if rest, ok := cutPrefix(lw, p); ok && runeCount(rest) >= 3 && wordlist.PersonNounWord(rest) {
			return true
		}
	}
	return false
}

// indicLeadName reports a Devanagari or Bengali word of three letters or
// more that the names data spells as a given name and no dictionary or
// catalogue of the script knows (सुनीता; the data's short syllables, ka,
// se, are names somewhere too).
func indicLeadName(w string) bool {
	return runeCount(w) >= 3 && !wordlist.Known(w) && !wordlist.Template(w) && !roleStop[w] && indicNameIs(w, wordlist.GivenName)
}

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
)

func init() {
	wordRules = append(wordRules, detectByLogins)
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
		k := strings.Index(sc.lower[off:], w)
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
		if j-i < 3 || j < len(s) && !colonEnds && (isWord(s[j]) || s[j] >= 0x80 || strings.IndexByte("@(/:[{<", s[j]) >= 0) || !isLetter(s[i]) {
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
		if forWord(w) && !loginMade(s[i:j]) {
			continue
		}
		// Credentials for dev.sysv_gmpxx, ambigu pour http.enc.dlq: after
		// "for", a name of three dotted labels or a schema's table is the
		// thing a program works for; a login has one dot at most, and no
		// underscore after it (j.doe, olivia_92)
		if (w == "for " || forWord(w)) && schemaOrQueue(s[i:j]) {
			continue
		}
		if byLogin(s[i:j]) && !sc.identifier(i, j) && !sc.ownCode(s[i:j]) {
			sc.add(i, j, phPathUser)
		}
	}
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
	d := strings.IndexByte(tok, '.')
	return d >= 0 && (strings.Count(tok, ".") >= 2 || strings.IndexByte(tok[d:], '_') >= 0)
}

// loginMade reports a token made as logins are: with a digit or a
// separator (mikkel88, j.doe, anna_k), or a surname with its given name's
// initial glued before it (jnowak), or a given name with the surname's
// after it (oscarw), neither part a word of the dictionaries.
func loginMade(tok string) bool {
	if strings.ContainsAny(tok, "0123456789._-") {
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
		if countDigits(lp) == len(lp) || len(lp) == 1 && len(tok) > 2 && strings.ContainsAny(tok, "._-") {
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

// A person's state in prose: a role noun as the clause's subject, then,
// past the language's function words only, a word no template, code or
// technical vocabulary holds (el cliente es sordo, a páciens cukorbeteg,
// töötaja on rase, kandidát je člen KSČM, passageiro cadeirante). What a
// program says of a person in a role it says in its templates' words (the
// customer is blocked, Kunde ist gesperrt, el cliente es obligatorio); a
// word of no template said of a person is what somebody wrote of them,
// which in an error's prose is most often a condition, a conviction, a
// membership or a status: the special lexicon cannot list those words in
// every language, the catalogues can list the words that are not them.

package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// stateSpan is one word's bytes, s[a:b].
type stateSpan struct{ a, b int }

// maxStateGap is how many function words may stand between the role noun
// and the state's word (es, ist, är, je, είναι; bị, đang).
const maxStateGap = 3

// detectPersonStates masks, from the state's word to its clause's end,
// what the text says a person in a role is or has. Bounded: each word is
// read once as a role noun and at most maxStateGap+1 words after it.
func detectPersonStates(sc *scan) {
	s, lw := sc.s, sc.lower
	var wsBuf [48]stateSpan
	ws := wsBuf[:0]
	for i := 0; i < len(s); {
		if sc.stop.pulse() {
			return
		}
		a, b := nextRun(s, i, specialWordGoesOn)
		if a == len(s) {
			break
		}
		i = b
		for b > a && (s[b-1] == '\'' || s[b-1] == '-') {
			b-- // 'sordo': the closing quote is no part of it
		}
		ws = append(ws, stateSpan{a, b})
	}
	for k := 0; k < len(ws); k++ {
		pair := k > 0 && s[ws[k-1].b:ws[k].a] == " " && wordlist.RoleNounWord(lw[ws[k-1].a:ws[k].b])
		if pair {
			if !clauseSubject(s, lw, ws, k-1) || inIdentifier(s, ws[k-1].a, ws[k].b) {
				continue // bệnh nhân, a noun of two words: its first opens the clause
			}
		} else if !stateRoleNoun(lw[ws[k].a:ws[k].b]) || inIdentifier(s, ws[k].a, ws[k].b) || !clauseSubject(s, lw, ws, k) {
			continue
		}
		if a, e := verbFinalState(s, lw, ws, k); e > 0 {
			sc.add(a, e, phValue)
			continue
		}
		links := 0 // words between that are no function word: one copula
		for j := k + 1; j < len(ws) && j <= k+1+maxStateGap; j++ {
			if gap := s[ws[j-1].b:ws[j].a]; gap != " " && !(j == k+1 && roleRecordNumber(gap)) {
				break // a mark, a number or a line between: another clause
			}
			a, b := ws[j].a, ws[j].b
			if inIdentifier(s, a, b) || b < len(s) && indexByte(".-_", s[b]) >= 0 && b+1 < len(s) && isLetterAt(s, b+1) {
				break // tenant shop-prod.eu.auth0.com: a host's or a key's part
			}
			if b < len(s) && (s[b] == ':' || s[b] == '=') {
				break // patient MRN: 7788991, a label of what follows
			}
			x := lw[a:b]
			if personStateWord(x) && !(startsUpper(s[a:b]) && personNameData(x)) {
				if e := stateRunEnd(s, lw, ws, j, pair); e > 0 {
					sc.add(a, e, phValue)
				}
				break
			}
			if !wordlist.FunctionWord(x) && !oneLetter(x) {
				if links++; links > 1 || !linkWord(x) {
					break // candidate versions found…, المستلم غير موجود في…: no state
				}
			}
		}
	}
}

// maxStateRun is how many words a state may take (sordo; şeker
// hastası; en situación irregular).
const maxStateRun = 3

// stateRunEnd returns the end of the state that opens at ws[j]: up to
// maxStateRun words in small letters that no template holds, which must
// end their clause (el cliente es sordo, la cita…); 0 when the clause goes
// on past them (alıcı adreste bulunamadı, customer zonnetje has an open
// invoice, Teilnehmer geboren 19910722): a program's sentence about the
// role, whose person's word a name or login rule judges.
//
// After a noun of two words (bệnh nhân), the language writes a word in
// syllables each of which its catalogues may hold (trầm cảm): past the
// state's first syllable, any word in small letters goes on the run.
func stateRunEnd(s, lw string, ws []stateSpan, j int, syllables bool) int {
	e, n := ws[j].b, 1
	for k := j + 1; k < len(ws) && k < j+maxStateRun && s[ws[k-1].b:ws[k].a] == " "; k++ {
		y := lw[ws[k].a:ws[k].b]
		if syllables && y == s[ws[k].a:ws[k].b] && !wordlist.FunctionWord(y) && !inIdentifier(s, ws[k].a, ws[k].b) {
			e, n = ws[k].b, n+1
			continue
		}
		if !personStateWord(y) || startsUpper(s[ws[k].a:ws[k].b]) && personNameData(y) {
			break
		}
		e, n = ws[k].b, n+1
	}
	_, cb := clause(s, ws[j].a, e)
	rest := strings.TrimRight(s[e:cb], " ")
	switch {
	case rest == "":
	case stateComplement(lw[e:e+len(rest)], rest):
		return e + len(rest) // dømt for tyveri i 2019: the state's object
	case n == maxStateRun-1 && stateHead(lw[e:e+len(rest)], rest):
		return e + len(rest) // alkoholová závislosť: the noun its adjectives qualify
	case !conjunctionNext(strings.ToLower(rest)):
		return 0
	}
	return e
}

// stateConjunctions are the coordinating conjunctions ("and") of the
// languages the catalogues' role nouns are in, each between spaces: a
// closed class. After the state a clause of its own may follow one
// (o passageiro é cadeirante e o carro não tem rampa, mgonjwa ana VVU na
// dawa…), which ends the state as a mark does.
const stateConjunctions = " and und et e y i и і та és ve och og en và dan na oraz ja ir και și dhe "

// conjunctionNext reports rest, the clause's text after the state (lower
// case), opening with a conjunction of stateConjunctions and a word.
func conjunctionNext(rest string) bool {
	w, tail, ok := strings.Cut(strings.TrimPrefix(rest, " "), " ")
	return ok && rest[0] == ' ' && wordIn(stateConjunctions, w) && strings.TrimSpace(tail) != ""
}

// stateRoleNoun reports a noun of a person in a role: English's
// (personClauseNouns) or another language's as the catalogues write it
// (words.PersonNounWord: cliente, müşteri, töötaja, członek, 患者) or
// the dictionaries translate a record's person (words.RoleNounWord:
// páciens, मरीज़, žadatel, δότης).
func stateRoleNoun(w string) bool {
	return roleNounLemma(w) || roleNounForm(w)
}

// roleNounLemma reports w a role noun as the lists hold it.
func roleNounLemma(w string) bool {
	return wordIn(personClauseNouns, w) || len(w) >= 3 && (wordlist.PersonNounWord(w) || wordlist.RoleNounWord(w))
}

// roleNounEndings are the endings a role noun's lemma takes and the
// lemma's own end they replace, as "ending:lemma end" pairs, each between
// spaces: the definite article the Nordic languages, Icelandic and
// Romanian glue on (patient|en, pasient|en, starfsmaður|inn,
// voluntar|ul), and the Romance feminine of a masculine lemma
// (passag|ère of passager, emplead|a of empleado). Grammar,
// a closed class; the lists hold the lemma.
const roleNounEndings = " en: et: n: inn: in: ið: ul: a:o ère:er euse:eur rice:eur "

// roleRecordNumber reports gap, the text between a role noun and the next
// word, a number of two to ten digits between single spaces: the
// person's record number, which the role's clause goes on past (кандидат
// 5512 состоит на учёте у нарколога; mwanachama 7712 ana VVU).
func roleRecordNumber(gap string) bool {
	n := len(gap) - 2
	return n >= 2 && n <= 10 && gap[0] == ' ' && gap[len(gap)-1] == ' ' && countDigits(gap) == n
}

// roleNounForm reports w a role noun's lemma with one of roleNounEndings
// (patienten, starfsmaðurinn, passagère, empleada): the lemma keeps four
// letters or more before the ending.
func roleNounForm(w string) bool {
	if a, ok := strings.CutPrefix(w, "ال"); ok || strings.HasSuffix(w, "ة") {
		// Arabic's article and feminine ending (المسافرة, الزبونة: مسافر, زبون)
		f := strings.TrimSuffix(a, "ة")
		return utf8.RuneCountInString(f) >= 3 && (roleNounLemma(a) || roleNounLemma(f))
	}
	for rest := roleNounEndings; ; {
		p, tail, ok := strings.Cut(strings.TrimPrefix(rest, " "), " ")
		if !ok {
			return false
		}
		rest = " " + tail
		end, lemmaEnd, _ := strings.Cut(p, ":")
		if stem, ok := strings.CutSuffix(w, end); ok && utf8.RuneCountInString(stem) >= 4 && roleNounLemma(stem+lemmaEnd) {
			return true
		}
	}
}

// clauseSubject reports the role noun ws[k] opening its clause: at the
// text's or a mark's start, or after a function word (el cliente, den
// anställde) or another role noun (pracownik członek); after another
// content word it is a thing's attribute (Serverlə əlaqə, the server's
// connection).
func clauseSubject(s, lw string, ws []stateSpan, k int) bool {
	if k == 0 || s[ws[k-1].b:ws[k].a] != " " {
		return true
	}
	p := lw[ws[k-1].a:ws[k-1].b]
	if wordlist.FunctionWord(p) || stateRoleNoun(p) {
		return true
	}
	// an article of one or two letters that itself opens the clause
	// (Σφάλμα: ο δότης, Hiba: a páciens), in a language whose function
	// words no list here holds; three letters are a noun's too (خطأ: حجز
	// المسافر فاطمة, the passenger Fatima's booking)
	return utf8.RuneCountInString(p) <= 2 && (k == 1 || s[ws[k-2].b:ws[k-1].a] != " ")
}

// linkWord reports a word that may stand, once, between a role noun and
// its state beside the function words: a template's word of five letters
// or fewer (is, has, jest, είναι, đang), the copulas and auxiliaries of
// the languages whose function words no list here holds. Two of them are
// a program's predicate (غير موجود, not found), not a copula.
func linkWord(x string) bool {
	return utf8.RuneCountInString(x) <= 5 && wordlist.Template(x)
}

// personStateWord reports a word of three letters or more that no template,
// code, technical or error vocabulary holds, no function word and no
// role noun: a word a person's state is said in, not a program's.
func personStateWord(x string) bool {
	n := 0
	for _, r := range x {
		if r < 0x80 && !(r >= 'a' && r <= 'z' || r == '\'' || r == '-') {
			return false
		}
		n++
	}
	return n >= 3 && !strings.Contains(x, "'") && !wordlist.Template(x) && !wordlist.Code(x) && !wordlist.Tech(x) &&
		!wordlist.ErrorWord(x) && !wordlist.FunctionWord(x) && !stateRoleNoun(x)
}

// maxComplementWords is how many words a state's complement may take
// (for tyveri i 2019; за насиље у породици).
const maxComplementWords = 4

// stateComplement reports rest, the clause's text after a state's words
// (lower the same in lower case), as the state's prepositional object:
// a short template or function word that opens it (for, za, у, voor),
// then only words in small letters that are function words or a
// person's state words, at least one of those, and a year's digits
// (dømt for tyveri i 2019, osuđivan za razbojništvo, состоит на учёте у
// нарколога). A program's sentence goes on in its templates' words (alıcı
// adreste bulunamadı, not found; второй группы) or names a thing in
// capitals or a code, and stays.
func stateComplement(lower, rest string) bool {
	if rest == "" || rest[0] != ' ' || strings.Count(rest, " ") > maxComplementWords || lower != rest {
		return false // capitals: a name, a code, a product
	}
	states := 0
	for n, w := range strings.Fields(rest) {
		switch {
		case n >= maxComplementWords:
			return false
		case n == 0:
			if utf8.RuneCountInString(w) > 4 || !isLetterAt(w, 0) || !wordlist.FunctionWord(w) && !wordlist.Template(w) {
				return false
			}
		case len(w) == 4 && countDigits(w) == 4:
		case wordlist.FunctionWord(w):
		case personStateWord(w):
			states++
		default:
			return false
		}
	}
	return states > 0
}

// oneLetter reports a word of one letter: a preposition, an article or a
// conjunction in the languages that write such words (Czech v, k, s;
// Polish w, z; Italian e, a), which stands between a role noun and its
// state as the function words do (žadatel je v invalidním důchodu).
func oneLetter(x string) bool {
	return x != "" && utf8.RuneCountInString(x) == 1
}

// stateHead reports rest (lower the same in lower case) one word in small
// letters, of five letters or more, that a template may hold but no error
// vocabulary, code, technical vocabulary or function word does: after a
// state of two words, the noun its adjectives qualify, the state's third
// and last (má zaznamenanú alkoholová závislosť: dependence). After one
// word it may be a program's verb (alıcı adreste bulunamadı, not found),
// after three the state is whole and what follows it the program's
// (வாடிக்கையாளர் முருகன் கணக்கை திறக்க முடியவில்லை, could not open).
func stateHead(lower, rest string) bool {
	w := strings.TrimPrefix(rest, " ")
	if len(w) == len(rest) || lower != rest || strings.IndexByte(w, ' ') >= 0 || utf8.RuneCountInString(w) < 5 {
		return false
	}
	for _, r := range w {
		if r < 0x80 && (r < 'a' || r > 'z') {
			return false
		}
	}
	return !wordlist.ErrorWord(w) && !wordlist.Code(w) && !wordlist.Tech(w) && !wordlist.FunctionWord(w)
}

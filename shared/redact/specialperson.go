// A word of the special categories that programs know as a word of their
// own too (covid, pregnancy, prison, asylum, parole, undocumented: package
// names, catalogue words) says what it says of somebody where its clause
// has a person in it: a person's noun (candidate on parole for burglary,
// the patient's pregnancy), a personal pronoun (she is on parole) or
// another language's catalogue noun of a person in a role. Without one it stays the program's
// (pregnancy_test, disability settings, asylum API, covid dashboard).

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// personClauseNouns are the English nouns of a person whom a record is
// about, each between spaces: the catalogues' nouns of a person in a role
// (patient, customer, employee, passenger, applicant), a household's and
// the plain ones. Left out are the nouns programs use of their own parts
// (user, client, member, owner, driver, parent, child, tenant, guest,
// subscriber, holder, player, worker, witness, doctor, man: brew doctor,
// man pages): "client has disabled push streams".
const personClauseNouns = " patient patients customer customers employee employees applicant applicants candidate candidates " +
	"passenger passengers student students person persons people someone somebody woman women boy girl " +
	"spouse husband wife mother father son daughter visitor visitors traveller traveler attendee attendees " +
	"beneficiary insured policyholder cardholder accountholder staffer colleague coworker inmate detainee " +
	"claimant defendant resident pupil nurse nurses "

// personPronouns are English's personal pronouns of the third person
// singular, each between spaces: they speak of somebody, where it and
// they speak of anything.
const personPronouns = " he she him his her hers himself herself "

// personSpecial reports whether lw, s[a:b], a lexicon word that is a
// program's word too, stands in prose (as codeNamedSpecialInProse asks)
// in a clause that has a person in it. A catalogue's word (parole is
// Italian's "words", sucht German's "searches") counts only between
// words of English prose, in whose language the lexicon holds it; an
// English -ed or -ing form of a code word (disabled, purging) is a
// program's state whoever stands beside it.
func personSpecial(sc *scan, a, b int, lw string) bool {
	s := sc.s
	if len(lw) < 4 || codeVerb(lw) || !specialInProseSlot(s, a, b) {
		return false
	}
	if !(s[a] >= 'a' && s[a] <= 'z' || allUpperLetters(s[a:b])) {
		return false // Prison Architect, a capitalised product's name
	}
	if wordlist.Template(lw) && !(proseWordAt(s, a-1, false) && (proseWordAt(s, b, true) || b == len(s) || indexByte(".,;:!?)", s[b]) >= 0)) {
		return false
	}
	ca, cb := clause(s, a, b)
	return personInClause(sc, ca, cb, a, b)
}

// personInClause reports a person's noun, an English personal pronoun,
// or another language's catalogue noun of a person in a role (pracownik,
// ασθενής) in s[ca:cb], outside the word s[a:b]. A name the name rules
// masked is no such sign: their doubtful spans in a program's text
// (a word taken for a name) would take its clause with them.
// Bounded by the clause (maxClause each side).
func personInClause(sc *scan, ca, cb, a, b int) bool {
	lw := sc.lower
	for i := ca; i < cb; {
		for i < cb && !isLetterAt(lw, i) {
			i++
		}
		j := i
		for j < cb && isLetterAt(lw, j) {
			j++
		}
		if j > i && (i >= b || j <= a) {
			w := lw[i:j]
			if wordIn(personClauseNouns, w) || wordIn(personPronouns, w) || len(w) >= 4 && !commonEnglish(w) && wordlist.PersonNounWord(w) {
				return true
			}
		}
		i = j
	}
	return false
}

// isLetterAt reports a letter at s[i]: an ASCII letter or any byte of a
// character beyond ASCII (whose letters the words are made of).
func isLetterAt(s string, i int) bool {
	c := s[i]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// specialInProseSlot reports s[a:b] standing in prose: not quoted alone,
// not a prefixed name (schema:Mosque), not after a word that names a type.
func specialInProseSlot(s string, a, b int) bool {
	if a > 0 && indexByte("\"'`<>", s[a-1]) >= 0 || b < len(s) && indexByte("\"'`<>", s[b]) >= 0 {
		return false
	}
	if a > 1 && s[a-1] == ':' && isWord(s[a-2]) {
		return false // schema:Mosque, a prefixed name
	}
	p := strings.TrimRight(s[:a], " ")
	if i := strings.LastIndexAny(p, " \t\n:=,(\"'"); i >= 0 || p != "" {
		return !contains(typeWords, " "+strings.ToLower(p[i+1:])+" ")
	}
	return true
}

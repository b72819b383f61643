// People's names written in small letters in prose ("assigned to olivia
// martin", "olivia martin reported the bug", "message from olivia"):
// where the text's capitals say nothing, the names data and the
// dictionaries do. A given name no dictionary, catalogue or code
// vocabulary knows, followed by a surname of the names data, is a name
// (martin is a bird too: after olivia it is her surname); alone, after a
// word that introduces a person (to, from, cc, with, thanks, hi), so is
// the given name.

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
	"unicode"
	"unicode/utf8"
)

func init() {
	wordRules = append(wordRules, detectLowerNames)
}

// detectLowerNames masks a lower-case given name and the surname after it.
func detectLowerNames(sc *scan) {
	s := sc.s
	var prev, prev2 string // the words before, lower case, "" after a non-word
	// a person's verb (personVerbAfter) can follow a word only where the
	// text holds one: elsewhere the surnames after a word are asked only
	// after a word that introduces a person or after is and was
	verbs := sc.anyOf(personVerbList...)
	for i := 0; i < len(s); {
		a, b := lowerWordAt(s, i)
		if a < 0 {
			return
		}
		w := s[a:b]
		i = b
		if !lowerProseWord(s, a, b) {
			prev, prev2 = "", ""
			continue
		}
		p2 := prev2
		prev2 = prev
		strict := lowerGivenName(sc, w) && (prev == "" || commonEnglish(prev))
		if strict && b+1 < len(s) && s[b] == ' ' {
			if c, d := lowerWordAt(s, b); c == b+1 && lowerProseWord(s, c, d) && asciiWord(s[c:d]) && surnameData(s[c:d]) && !stopWords[s[c:d]] && !commonWord(s[c:d]) && englishAfter(s, d) && !sc.identifier(a, d) {
				sc.add(a, d, phName)
				i, prev = d, ""
				continue
			}
		}
		intro := personIntro(prev)
		if !intro && !verbs && prev != "is" && prev != "was" {
			// none of the four places below can hold (personVerbAfter
			// finds no verb in a text without one)
			prev = w
			continue
		}
		// the surnames after w, if any: the three places below ask the same
		e := surnamesAfter(s, b)
		if intro && !pronounTo(prev, p2) {
			only := onlyPerson(s, e, p2, prev)
			// after a participle of an act only a person does (assigned
			// to, approved by) no tool stands either, nor between
			// "account" and a participle (account max disabled: an error
			// message's word or a product's name is no reason there); in
			// a greeting's address (thanks olivia,) a person or a group
			// does
			// and after "created by" and what is sent to or comes from a
			// person (sent to, message from) a product's name that is a
			// given name too is the person's (ticket created by felix.,
			// reset link sent to ruby., new message from victoria); a
			// program's place is a deployment's or a trigger's (deployed
			// to felix., triggered by travis.). An error message's word
			// keeps its place there (sent to server.)
			person := only && (personAct(p2) || prev == "account" || productName(w) && (p2 == "created" || wordIn(" sent message email reply invitation ", p2)))
			// a person's noun and "called" or "named" (a user called
			// nova, a customer named ruby) name the person, as assigned
			// to does
			if (prev == "called" || prev == "named") && wordIn(personRoleWords+" person someone somebody ", p2) && clauseEnd(s, e) || personVerbAfter(s, e) > 0 && (prev == "called" || prev == "named") && wordIn(personRoleWords, p2) {
				only, person = true, true
			}
			if only && personAct(p2) && givenNameData(w) && systemAccount(w) && !stopWords[w] && englishAfter(s, e) && !sc.identifier(a, e) {
				// assigned to fedora: a ticket is assigned to a person,
				// never to a distribution's default account
				sc.addSure(a, e, phName)
				i, prev = e, w
				continue
			}
			if vocative(s, e, prev) {
				// nobody thanks a product or an error's word (thanks
				// julia, thanks edit,): a greeting's address is a person's
				// or a group's, as where no program stands
				only, person = true, true
			}
			// a word the names data lacks where only a person stands
			// (ticket created by pardi., sent to halka., account jelita
			// disabled): a word only another language's dictionary holds
			// is no reason to keep it in English text, code words and
			// tools' names keep theirs. Not after any participle's to,
			// where a thing's value stands (changed to deutsch.)
			person = person || only && !givenNameData(w) && (prev == "by" || prev == "account" || wordIn(" sent escalated message email reply invitation ", p2))
			// a word no knowledge holds is a name where only a person
			// stands (assigned to asfriþ.), and after an English word
			// that introduces one when it has letters beyond ASCII
			// (message from rødh): a tool's name (created by goreleaser)
			// has none. The word before, if any, English, says the text is
			// English (in vraťte to prosím, "to" is Czech)
			if subjectName(sc, w, only, only || !asciiWord(w) && (p2 == "" || commonEnglish(p2)), person) && englishAfter(s, e) && !namesValue(s, e) && !sc.identifier(a, e) {
				// created by adam, message from natália: after a word that
				// introduces a person, in English, the English dictionary
				// breaks the tie; another language's (adam is Turkish
				// for "man") does not make a given name a word here
				sc.addSure(a, e, phName)
				i, prev = e, w
				continue
			}
		}
		v := personVerbAfter(s, e)
		for k := b; v == 0 && k < e && !wordlist.Code(w); k++ {
			// ilovepizza left, maria smith left: a verb the names data
			// holds as a surname too (Left) is the verb after the name,
			// no surname of it; not after a word of code, which the
			// names data may hold too (file, server said 'x': Server
			// and Said are names, and a server is what speaks there)
			if s[k] == ' ' && personVerbAfter(s, k) > 0 {
				v, e = personVerbAfter(s, k), k
			}
		}
		if !stopWords[prev] && v > 0 && subjectName(sc, w, true, true, v > 1) && !sc.identifier(a, e) {
			// adam logged in, grace commented: a given name whose verb only
			// a person does
			sc.addSure(a, e, phName)
			i, prev = e, w
			continue
		}
		if (prev == "is" || prev == "was") && clauseEnd(s, e) && personNounBefore(sc.lower, a) && subjectName(sc, w, true, true, true) && !sc.identifier(a, e) {
			// the owner of the team is olivia, the reviewer was grace
			sc.addSure(a, e, phName)
			i, prev = e, w
			continue
		}
		if !strict {
			prev = w
			continue
		}
		if personIntro(prev) && !pronounTo(prev, p2) && englishAfter(s, b) && !sc.identifier(a, b) {
			sc.add(a, b, phName)
		}
		prev = w
	}
}

// lowerWordAt finds the next run of lower-case letters from s[i]: its
// start and end, or -1.
func lowerWordAt(s string, i int) (int, int) {
	for i < len(s) {
		r, n := decodeRune(s[i:])
		if lowerRune(r) {
			j := i + n
			for j < len(s) {
				// a combining mark (U+0300–036F) goes with its letter: i̇lkay, the
				// dotted İ in small letters as Unicode writes it
				r, m := decodeRune(s[j:])
				if !lowerRune(r) && (r < 0x300 || r > 0x36f) {
					break
				}
				j += m
			}
			return i, j
		}
		i += n
	}
	return -1, -1
}

// lowerProseWord reports a word of prose at s[a:b]: between spaces or a
// sentence's punctuation, not a part of a token of code (olivia.martin,
// olivia_m, /home/olivia, key=olivia are the other rules').
func lowerProseWord(s string, a, b int) bool {
	if a > 0 {
		r, _ := utf8.DecodeLastRuneInString(s[:a])
		if !unicode.IsSpace(r) && !containsRune("(\"'«“,:", r) {
			return false
		}
	}
	if b < len(s) {
		r, _ := decodeRune(s[b:])
		if !unicode.IsSpace(r) && !containsRune(",.;:!?)\"'»”", r) {
			return false
		}
		// a full stop glued to a word (olivia.martin) is a dotted name's
		if r == '.' && b+1 < len(s) && (isWord(s[b+1]) || s[b+1] >= utf8.RuneSelf) {
			return false
		}
	}
	return true
}

// lowerGivenName reports a given name of the names data that no
// dictionary, catalogue, code vocabulary or the event's code knows.
func lowerGivenName(sc *scan, w string) bool {
	if len(w) < 3 || !asciiWord(w) || !givenNameData(w) {
		return false
	}
	// (ang crew manifest, Isara ang app: Tagalog's article, in Tagalog
	// text, is the sentence's word, not the given name Ang)
	return unknownWord(w) && !productName(w) && !sc.code.has(w) && !loginKept(w) && !(sc.tagalogText() && wordlist.Tagalog(w))
}

// onlyPerson reports a place after the word p (and p2 before it) where a
// given name ending at s[e] can only be a person's, even where it is an
// English word too: after a participle and the preposition that names who
// did it (created by, assigned to, sent from) when it ends the clause
// (created by grace.), and between "account" and a participle (account
// martin disabled).
func onlyPerson(s string, e int, p2, p string) bool {
	if p == "account" {
		c, d := lowerWordAt(s, e+1)
		return e+1 < len(s) && s[e] == ' ' && c == e+1 && d-c > 4 && hasSuffix(s[c:d], "ed")
	}
	return (p == "by" || p == "to" || p == "from") && (len(p2) > 4 && hasSuffix(p2, "ed") || wordIn(" sent message email reply invitation ", p2)) && clauseEnd(s, e)
}

// personAct reports a participle of an act only a person does or is
// given (approved by, assigned to); a program pushes to, reports to and
// replies to as well.
func personAct(p string) bool { return wordIn(" assigned approved invited reviewed mentioned ", p) }

// vocative reports a greeting's address, the word after p ending at s[e]
// before a comma (thanks ksiezyc, the rollout is done): a person or a
// group is addressed there (thanks all, thanks devs,), so a word no
// knowledge holds is a name, and so is a given name English holds too
// (thanks holly,) unless it is a function word, an error message's word
// or a role (thanks dev, thanks admin,); a group's word that is a given
// name too (sales, crew) is masked there.
func vocative(s string, e int, p string) bool {
	return e < len(s) && s[e] == ',' && wordIn(" thanks thank hi hello dear ", p)
}

// clauseEnd reports that the text ends at s[b] or its clause does: a
// punctuation mark, a bracket, the end or a preposition of place or time
// (assigned to martin in sprint 4; caused by grace period goes on).
func clauseEnd(s string, b int) bool {
	if b+1 < len(s) && s[b] == ' ' {
		c, d := lowerWordAt(s, b+1)
		return s[b+1] == '(' || c == b+1 && wordIn(" in at on via during since ", s[c:d])
	}
	return b == len(s) || indexByte(".,;:!?)]}\"'\n", s[b]) >= 0
}

// subjectName reports a given name of the names data, in small letters of
// any cased script, where a person stands (english: only a person does),
// that English's common words (or, where only a person stands, the words
// of error messages, function words and a person's roles: server, peer,
// default, author), products and the event's code do not hold. A word of
// code alone is no reason there (mark, tim and lea are identifiers' parts
// too: assigned to mark.). Other languages' dictionaries are not asked:
// the text around it is English (personIntro, englishAfter), and adam is
// Turkish for "man". Where no program stands either (person: the owner … is,
// … commented, assigned to …), what keeps a word must be known safe for
// that place (issue 31): an English function word, a role, a system
// account; a product's name (felix commented), an error message's word
// or another language's word (assigned to liefje) is no reason there.
//
//go:noinline
func subjectName(sc *scan, w string, only, unknown, person bool) bool {
	if runeCount(w) < 3 || productName(w) && !person || sc.code.has(w) || loginKept(w) {
		return false
	}
	if !givenNameData(w) {
		// a word nobody knows where only a person stands (ærlænd
		// logged in, the owner is agimundus, assigned to asfriþ.) is a
		// name, as everything unknown in a value's place is a value
		// (unknown); a tool no knowledge holds is masked there as a
		// login would be (created by goreleaser.), while after "by"
		// alone, where tools stand as often, it is not asked.
		// A word with letters beyond ASCII is no English word, whatever
		// another language's dictionary or its forms say (boguchwał is
		// Polish for "praise God"): in these English places it is the
		// person's unless it names a technology
		return unknown && (unknownWord(w) || person && !codeWord(w) && !codeCompound(w) || !asciiWord(w) && !wordlist.Tech(w))
	}
	// an error message's word keeps its place only as written: an
	// inflection the vocabulary reads (nils of nil) is no word a
	// template writes where a person stands (sent to nils.)
	return !commonEnglish(w) || only && !wordlist.FunctionWord(w) && !stopWords[w] && !(wordlist.ErrorEntry(w) && !person) && !wordIn(personRoleWords, w)
}

// codePart reports a part of code written together where only a person
// stands: a code word, one of three letters only when the technical or
// code vocabulary or error messages hold it (dev|team, we|bops). The
// English dictionary's short words split names as well (mart|ani,
// sti|gulf, mar|olo).
func codePart(p string) bool {
	return len(p) > 2 && codeWord(p) && (len(p) > 3 || wordlist.Tech(p) || wordlist.Code(p) || wordlist.ErrorWord(p))
}

// codeCompound reports code written together of codeParts, with a word of
// two letters only first (on|call, db|admin): a short word last splits
// handles and names (fund|in, data|in, frans|es) as a prefix of a code's
// rarely does. The two letters first are a word the technical or code
// vocabulary or error messages hold, as a short codePart was (on, db; ti
// of ti|mona is a dictionary's only), and a word that names split whole is
// a name's as in segmentedOf (ad|amantino is adam|antino).
func codeCompound(w string) bool {
	if segmentedOf(w, codePart) {
		return true
	}
	p := w[:min(2, len(w))]
	return len(w) > 5 && codeWord(p) && (wordlist.Tech(p) || wordlist.Code(p) || wordlist.ErrorWord(p)) &&
		(codePart(w[2:]) || segmentedOf(w[2:], codePart)) && !nameSegments(w)
}

// personVerbAfter reports a verb after s[:b] that only a person does
// (logging in, signing up, writing, approving): 1, or 2 where no program
// is its subject either (commented, said, logged in, signed up: servers
// reply, accept, report and push, people comment).
func personVerbAfter(s string, b int) int {
	if b >= len(s) || s[b] != ' ' {
		return 0
	}
	c, d := lowerWordAt(s, b+1)
	switch {
	case c != b+1:
		return 0
	case wordIn(" commented said asked ", s[c:d]) || hasPrefix(s[c:], "logged in") || hasPrefix(s[c:], "signed up"):
		return 2
	case wordIn(personVerbWords, s[c:d]):
		return 1
	}
	return 0
}

// personVerbWords are personVerbAfter's verbs, each between spaces (wordIn).
const personVerbWords = " logged signed reported joined commented wrote requested approved invited registered subscribed " +
	"unsubscribed replied said asked accepted declined mentioned pushed merged committed uploaded " +
	// what a game's, a chat's or a forum's member does or is done to
	// (lobby 7712: ilovepizza left before ready-check): a program's
	// process exits, stops or disconnects
	"left kicked banned muted "

// personVerbList is personVerbWords as a list, for anyOf.
var personVerbList = strings.Fields(personVerbWords)

// personNounBefore reports a noun naming a person's role among the six
// words before lower[:a] (the owner of the team is …).
func personNounBefore(lower string, a int) bool {
	f := strings.Fields(lower[max(0, a-64):a])
	for _, w := range f[max(0, len(f)-6):] {
		// a key (contact: Waarde '…' is ongeldig) heads a value, a
		// message of any language: no role in an English sentence
		if !hasSuffix(w, ":") && wordIn(personRoleWords, strings.Trim(w, ".,:;'\"()")) {
			return true
		}
	}
	return false
}

// personRoleWords name a person's role in a thing, each between spaces.
const personRoleWords = " owner owners author assignee reviewer creator requester approver maintainer manager contact " +
	"admin administrator customer sender recipient reporter member user username login "

// namesValue reports a token with a digit after s[:b]: the word before it
// names the value (failed for iban DE89 3704…), it is no person.
func namesValue(s string, b int) bool {
	if b >= len(s) || s[b] != ' ' {
		return false
	}
	for b++; b < len(s) && s[b] != ' '; b++ {
		if isDigit(s[b]) {
			return true
		}
	}
	return false
}

// commonEnglish reports a word of English's common vocabulary: the rule
// reads English prose only, where a dictionary word in small letters is
// one; in other languages' text a word the dictionaries here lack is
// mostly the language's own (ervan, lối), not a name.
func commonEnglish(w string) bool {
	return asciiWord(w) && wordlist.Common(w)
}

// englishAfter reports that the text after s[:b] ends there, or goes on
// with punctuation or an English word that is no other language's
// function word too (Patient lehnt die Behandlung ab: die is German's).
func englishAfter(s string, b int) bool {
	for b < len(s) && (s[b] == ' ' || s[b] == ',' || s[b] == ';') {
		b++
	}
	if b >= len(s) || !letterRune(rune(s[b])) && s[b] < utf8.RuneSelf {
		return true
	}
	c, d := lowerWordAt(s, b)
	if c != b {
		return s[b] < utf8.RuneSelf && upperRune(rune(s[b]))
	}
	return commonEnglish(s[c:d]) && !foreignStop(s[c:d])
}

// pronounTo reports "to" after p2, a word of another language than
// English: Czech's, Slovak's and Polish "to" is a pronoun, "it, this" (na
// to, aby to mohl být; zgłosić to jako błąd), and the word after it no
// person's. p2 is another language's when it is a function word of one
// (foreignStop: na), is Latin with a letter beyond ASCII (zgłosić), or a dictionary
// holds it and English's common words do not (aby); an English "to"
// follows an English word (assigned to, sent to) or none. So does an
// English "for": Danish's and Norwegian's "for" is "too" after their
// copula (saldoen er for lav, "the balance is too low"), and the
// adjective after it no person's.
func pronounTo(p, p2 string) bool {
	if p != "to" && p != "for" || p2 == "" {
		return false
	}
	r, _ := decodeRune(p2)
	return foreignStop(p2) || !asciiWord(p2) && scriptOf(r) == latin || !commonEnglish(p2) && wordlist.Known(p2)
}

// personIntro reports a word after which a name stands alone: a
// preposition or greeting that introduces a person, or one of the family
// and the people around someone, whose name follows (my daughter emma).
func personIntro(w string) bool { return wordIn(personIntroWords, w) }

// personIntroWords are personIntro's words, each between spaces (wordIn):
// a switch over them cost 1.4 KB of code.
const personIntroWords = " to from cc with thanks hi hello dear ping ask asked told contact contacted notify notified emailed called for by account " +
	"daughter son wife husband mother father mom mum dad brother sister grandma grandpa grandmother grandfather aunt uncle cousin " +
	"niece nephew child kid baby friend boyfriend girlfriend fiance fiancee partner colleague boss neighbour neighbor "

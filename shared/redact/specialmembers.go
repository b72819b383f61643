// Membership of a party or a union written with the organisation's short
// name (membro della CGIL, Mitglied der AfD, militante du PCF, AfD-Mitglied):
// the lexicon cannot list every party and union of every country, and a
// short name in capitals is code's as often as not (the lexicon's afd and
// cgt are words of code too). Beside the word for a member, with the
// article that says "of the" between or glued before it by a hyphen as
// German compounds write it, the capitals name an organisation somebody
// belongs to: the clause is masked as the lexicon's phrases mask theirs.
// A technical acronym (member of the AD, Mitglied der OU) stays.

package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// memberWords are the word for a member (of a party, a union) in the
// languages error text comes in, in lower case, each between spaces.
// The last six (Romanian, the Scandinavian languages, Estonian, Greek,
// the Cyrillic ones) are the catalogues' Member as pnoun.fuse holds it.
const memberWords = " member mitglied membre membro miembro lid militante militant członek członkiem membru medlem liige μέλος член члан "

// memberNamedWords are memberWords of the languages that write a common
// noun in small letters mid-sentence, where a capitalised word after
// them is a proper name: the organisation's full name (membre du
// Rassemblement national, medlem i Kommunal, członek Solidarności).
// English's and German's member stand before a group's name (member of
// Administrators, Mitglied der Gruppe …) and Dutch lid is a word of its
// own: they are left out.
const memberNamedWords = " membre membro miembro militante membru medlem członek członkiem "

// memberOfWords are the articles and prepositions that join a member's
// word to the organisation (der, du, della, of the), each between spaces.
const memberOfWords = " der des of the du de la della del dello van i do da "

// detectPartyMembers masks the clause of a member's word beside a short
// name in capitals (see the file's comment).
func detectPartyMembers(sc *scan) {
	if !sc.anyOf("member", "mitglied", "membre", "membro", "miembro", "militant", "lid", "członek", "członkiem", "membru", "medlem", "liige", "μέλος", "член", "члан") {
		return
	}
	s := sc.s
	pi, pj := -1, -1 // the word before
	for i, j := nextWord(s, 0); i >= 0; i, j = nextWord(s, j) {
		if !wordIn(memberWords, sc.lower[i:j]) {
			pi, pj = i, j
			continue
		}
		a, b := -1, -1
		named := wordIn(memberNamedWords, sc.lower[i:j])
		if pi >= 0 && pj == i-1 && s[pj] == '-' && partyShortName(s, pi, pj) {
			a, b = pi, j // AfD-Mitglied
		} else {
			k, l := nextWord(s, j)
			for n := 0; n < 2 && k >= 0 && wordIn(memberOfWords, sc.lower[k:l]) && spacedBetween(s, j, k); n++ {
				j = l
				k, l = nextWord(s, l)
			}
			if k >= 0 && spacedBetween(s, j, k) && j > i && (partyShortName(s, k, l) || named && memberTechShortName(s, k, l)) && (l == len(s) || !isWord(s[l]) && s[l] != '-' && s[l] != '.') {
				a, b = i, l // Mitglied der AfD
			} else if k >= 0 && spacedBetween(s, j, k) && named && (organisationName(s, sc.lower, k, l) || partyPhraseHead(sc.lower[k:l])) {
				a, b = i, l // medlem i Kommunal, militante del partido
			}
		}
		if a >= 0 && !inIdentifier(s, a, b) {
			ca, cb := clause(s, a, b)
			sc.addSure(ca, cb, phValue)
		}
		pi, pj = i, j
	}
}

// spacedBetween reports one space between s[:j] and s[k:].
func spacedBetween(s string, j, k int) bool {
	return k == j+1 && s[j] == ' '
}

// partyShortName reports s[i:j], letters of which two or more are
// capitals, up to six, and the word before it no technical acronym: a
// party's or a union's short name (AfD, CGIL, PCF, SPD), or a word of the
// lexicon's politics or union.
func partyShortName(s string, i, j int) bool {
	w := s[i:j]
	if j-i < 2 || j-i > 6 {
		return false
	}
	caps := 0
	for k := 0; k < len(w); k++ {
		switch {
		case w[k] >= 'A' && w[k] <= 'Z':
			caps++
		case w[k] < 'a' || w[k] > 'z':
			return false
		}
	}
	lw := strings.ToLower(w)
	if c, ok := wordlist.Special(lw); ok && (c == wordlist.CategoryPolitics || c == wordlist.CategoryUnion) {
		return true
	}
	return caps >= 2 && !techAcronym(w) && !wordlist.Tech(lw) && !wordlist.Template(lw)
}

// groupOfThing reports a value v read after "of" (ending at b) that is an
// article and one word, an acronym or a known word, with a noun of the
// technical vocabulary after it (member of the AD group, of the IAM role):
// a directory's or a cloud's kind of group names a thing, not a person.
// A noun the lexicon writes before "member" (party member, union member)
// or none of the technical vocabulary's (church, club) names an
// organisation whose membership is a special category: it stays masked.
func groupOfThing(s, v string, b int) bool {
	art, w, ok := cut(v, " ")
	if !ok || art != "the" && art != "a" && art != "an" || w == "" || indexByte(w, ' ') >= 0 {
		return false
	}
	if !(allUpperLetters(w) && len(w) <= 6 || isLowerWord(w) && knownWord(w) && !personName(w)) {
		return false
	}
	i, j := nextWord(s, b)
	if i != b+1 || s[b] != ' ' {
		return false
	}
	next := s[i:j]
	if !isLowerWord(next) || !wordlist.Tech(next) || moreSpecial(next) {
		return false
	}
	_, special := wordlist.Special(next)
	_, _, member := wordlist.SpecialPhrase([]string{next, "member"})
	return !special && !member
}

// memberTechShortName reports s[i:j] a short name in capitals that the
// technical vocabulary alone holds (PS, PCF, PSD: PostScript, a font's
// format, a file's), no template's word (Mitglied der OU, AD), and the
// word after it no technical noun (member of the IAM role): after a
// member's word in a language of memberNamedWords, a party's or a
// union's short name.
func memberTechShortName(s string, i, j int) bool {
	w := s[i:j]
	if j-i < 2 || j-i > 6 || !allUpperLetters(w) {
		return false
	}
	lw := strings.ToLower(w)
	if !wordlist.Tech(lw) || wordlist.Template(lw) || techAcronym(w) {
		return false
	}
	k, l := nextWord(s, j)
	return k < 0 || !spacedBetween(s, j, k) || !isLowerWord(s[k:l]) || !wordlist.Tech(s[k:l])
}

// organisationName reports s[i:j] (lower the text in lower case) a
// capitalised word of four letters or more, not all capitals, that no
// template or technical vocabulary holds: mid-sentence in the languages
// of memberNamedWords, an organisation's proper name (Kommunal,
// Solidarności, Rassemblement).
func organisationName(s, lower string, i, j int) bool {
	if utf8.RuneCountInString(s[i:j]) < 4 || !startsUpper(s[i:j]) || allUpperLetters(s[i:j]) {
		return false
	}
	lw := lower[i:j]
	return !wordlist.Template(lw) && !wordlist.Tech(lw) && !wordlist.Code(lw)
}

// partyPhraseHead reports w, in lower case, the first word of a phrase of
// the lexicon's politics or union (partido of partido político, parti of
// parti politique): after a member's word, the organisation's kind named
// alone (militante del partido, militante do partido).
func partyPhraseHead(w string) bool {
	if len(w) < 4 || strings.IndexByte(w, ' ') >= 0 {
		return false
	}
	for _, l := range strings.Split(wordlist.SpecialBlock(w+" ", w+"!"), "\n") {
		if _, c, ok := strings.Cut(l, "\t"); ok && (c == wordlist.SpecialCode(wordlist.CategoryPolitics) || c == wordlist.SpecialCode(wordlist.CategoryUnion)) {
			return true
		}
	}
	return false
}

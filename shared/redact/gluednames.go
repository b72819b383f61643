// Logins made of a given name and a surname written together (johntran,
// amokeolabode) or of an initial and a surname (bramadan), as account
// names are made: no dictionary holds the whole, though compound
// splitting may read its parts as words (john + le).

package redact

import (
	wordlist "glitchtip-mcp/shared/redact/words"
)

// gluedName reports a lower-case word of 5 to 24 letters that no
// dictionary, program or technology holds as written and that splits into
// a given name of the names data (three letters or more, no program's
// word) and a surname of the data (two letters or more), or into an
// initial and a surname of five letters or more.
func gluedName(w string) bool {
	n := len(w)
	if n < 5 || n > 24 {
		return false
	}
	for i := 0; i < n; i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	if knownAsWritten(w) || wordlist.Code(w) || wordlist.Tech(w) || givenNameData(w) || surnameData(w) {
		return false
	}
	if accentKnown(w) {
		return false // quantite: quantité as ASCII writes it, no quan|tite
	}
	// expressie|soort: a compound of dictionary words (no name among its
	// parts), though the names filters split it elsewhere (expressieso|ort)
	if n >= 12 && compoundWord(w, 2) {
		return false
	}
	// sobrescrev|endo, firm|abile, discrimin|ateur, yuvala|ma: a known
	// verb conjugated or derived (verbforms.go, turkishVerb) or a
	// loanword (loanForm), and a long Hungarian word's case
	// (gyermek|folyamat|nak), though the names filters split it
	// (sobres|crevendo); the short endings of nouns and adjectives
	// (inflected) are no reason, a login ends in -a as often
	// (nestanbigvav|a)
	if n >= 8 && (verbForms(w, false) || loanForm(w, w, latin) || turkishVerb(w, false)) || n >= 10 && hungarianForm(w, false, 1) {
		return false
	}
	if n-1 >= 5 && surnameData(w[1:]) && !knownAsWritten(w[1:]) && !wordlist.Code(w[1:]) {
		return true
	}
	// the parts are judged by the names data alone: the technical
	// vocabulary holds many names (john, tran) as some tool's
	for k := 3; k <= n-2; k++ {
		g, f := w[:k], w[k:]
		if givenNameData(g) && !wordlist.Code(g) && !stopWords[g] && surnameData(f) && !wordlist.Code(f) && !stopWords[f] && runeCount(f) >= 2 {
			return true
		}
	}
	return false
}

package words

import _ "embed"

// idphrases.fuse (knowgen's idphrases.go): the system catalogues'
// translations of an identifier's label with its qualifier (Internal ID:
// "ID interno", "Wewnętrzny identyfikator", "Dahili Kimlik"; Key ID,
// Startup ID, Unique Identifier), lower case, one space between words;
// no user's, group's, session's or device's id: 766 labels in 1,947 bytes
// at 16 bits. Notice in idphrases.LICENSE.
var (
	//go:embed idphrases.fuse
	idPhrasesData string
	idPhrasesF    = newLazyFuse(idPhrasesData)
)

// IDPhrase reports a label, lower case with single spaces, that a system
// catalogue gives a thing's identifier ("id interno", "uygulama
// kimliği"). Ask it only of a label between a parenthesis and a colon
// before a number.
func IDPhrase(w string) bool { return idPhrasesF.get().Has(w) }

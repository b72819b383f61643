package words

import _ "embed"

// userword.fuse (knowgen's userwords.go): the translations of User,
// Username, User name, Login name and Login in the system catalogues
// under /usr/share/locale, and the inflected forms of those words the
// same languages' catalogues write (потребителят, käyttäjätunnuksella,
// korisnika, vartotojas, uživatelem); behind "n:", the one-word
// translations of Name in the same catalogues (nama, nombre, navn).
// Notice in userword.LICENSE.
var (
	//go:embed userword.fuse
	userWordData string
	userWordF    = newLazyFuse(userWordData)
)

// UserWord reports a word, lower case, that another language writes for
// a user or a login, in any of the forms its catalogues write it: a
// login right after it is a person's.
func UserWord(w string) bool { return userWordF.get().Has(w) }

// NameLabel reports a word, lower case, that another language's
// catalogues write for Name (nama, nombre, név): a SQL column of that
// name holds a person's name when a person's is compared with it.
func NameLabel(w string) bool { return userWordF.get().Has("n:" + w) }

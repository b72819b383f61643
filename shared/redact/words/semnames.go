package words

import _ "embed"

// Arabic and Hebrew given names and surnames, to find people where those
// scripts have no case (knowgen's semnames.go; redact's semnames.go): the
// given names of arabnamer's pairs that gender-guesser holds and Israel's
// CBS first names, 7.9 KB at 7 bits (0.78%); the Arabic names arabnamer
// and Wikidata both hold and the CBS surnames of 200 people or more,
// 6.0 KB at 5 bits (3.1%: asked only after a given name).
var (
	//go:embed semgiven.fuse
	semGivenData string
	//go:embed semsurname.fuse
	semSurnameData string

	semGivenF   = lazyFuse(semGivenData)
	semSurnameF = lazyFuse(semSurnameData)
)

// SemGivenName reports an Arabic or Hebrew given name (w written without
// its short vowels).
func SemGivenName(w string) bool { return semGivenF().Has(w) }

// SemSurname reports an Arabic or Hebrew surname (w written without its
// short vowels); at 3% for a stranger, it is to be asked only after a
// given name.
func SemSurname(w string) bool { return semSurnameF().Has(w) }

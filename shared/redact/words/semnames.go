package words

import _ "embed"

// Arabic and Hebrew given names and surnames, to find people where those
// scripts have no case (knowgen's semnames.go; redact's semnames.go): the
// given names of arabnamer's pairs that gender-guesser holds and Israel's
// CBS first names of 100 people or more, 5.8 KB at 6 bits (1.6%); the
// Arabic names arabnamer and Wikidata both hold and the CBS surnames of
// 500 people or more, 5.4 KB at 7 bits (0.78%: asked only after a given
// name, where Hebrew has no dictionary to leave a verb out).
var (
	//go:embed semgiven.fuse
	semGivenData string
	//go:embed semsurname.fuse
	semSurnameData string

	semGivenF   = newLazyFuse(semGivenData)
	semSurnameF = newLazyFuse(semSurnameData)
)

// SemGivenName reports an Arabic or Hebrew given name (w written without
// its short vowels).
func SemGivenName(w string) bool { return semGivenF.get().Has(w) }

// SemSurname reports an Arabic or Hebrew surname (w written without its
// short vowels), to be asked only after a given name.
func SemSurname(w string) bool { return semSurnameF.get().Has(w) }

// fagiven.fuse (knowgen's persiannames.go): the Persian given names of
// persian-gender-detection's Iranian names dataset, 17,613 of them, 20 KB
// at 8 bits.
var (
	//go:embed fagiven.fuse
	faGivenData string
	faGivenF    = newLazyFuse(faGivenData)
)

// FaGivenName reports a Persian given name (w written without zero-width
// non-joiners). The filter answers a stranger yes one time in 256, so the
// redactor asks it only of a word beside a second name or after a title.
func FaGivenName(w string) bool { return faGivenF.get().Has(w) }

// visurname.fuse (knowgen's vietsurnames.go): the Vietnamese family
// names of name-variants' table that the GSO's frequencies or Unihan's
// Sino-Vietnamese readings of Chinese surnames back, 44 of them.
var (
	//go:embed visurname.fuse
	viSurnameData string
	viSurnameF    = newLazyFuse(viSurnameData)
)

// VietSurname reports a Vietnamese family name written with its tone
// marks, in lower case (nguyễn, trần, lê, phạm).
func VietSurname(w string) bool { return viSurnameF.get().Has(w) }

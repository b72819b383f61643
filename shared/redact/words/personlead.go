package words

import _ "embed"

// personlead.fuse (knowgen's personlead.go): the words the translations
// of person templates write right before the person's placeholder ("b:":
// an %s gesendet, إلى %s, przez %s, för %s, для %s) and, in the
// languages that write case and postpositions after a name, right after
// it ("a:": {actor} によって, %s দ্বারা, %s ile), in the system catalogues
// (less those the localised corpora measure with) and Pidgin's, Gajim's,
// Evolution's and Claws Mail's: 292 keys in 795 bytes at 16 bits.
// Notice in personlead.LICENSE.
var (
	//go:embed personlead.fuse
	personLeadData string
	personLeadF    = newLazyFuse(personLeadData)
)

// PersonLeadBefore reports a word, lower case, that a language's
// templates write right before a person's name or login (an, إلى, för).
func PersonLeadBefore(w string) bool { return personLeadF.get().Has("b:" + w) }

// PersonLeadAfter reports a word, lower case (or a run of hiragana), that
// a language writes right after a person's name or login (によって,
// দ্বারা, ile).
func PersonLeadAfter(w string) bool { return personLeadF.get().Has("a:" + w) }

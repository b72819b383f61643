package redact

import "strings"

// Legal forms the generated corpus showed missing, by class rather than by
// name: the forms registers write (ISO 20275's entity legal forms) in the
// spellings the locales' companies are written with. The lists they join
// (legalForms, legalPrefixes: propernames.go) are read by organisationSpans,
// which keeps the name a form marks as a company's whatever its words.
var moreLegalForms = []string{
	// Spain's single-member companies, Poland's general and professional
	// partnerships written closed up, Turkey's "Ticaret" and "Sanayi" that
	// stand before Ltd. Şti. or A.Ş. or end the name alone, Brazil's sole
	// trader (Empresário Individual, its micro form), and Inc. and Ltd.
	// transliterated into Cyrillic
	"S.L.U.", "SLU", "Sp.j.", "Sp.p.", "Sp. j.", "Sp. k.", "Sp. p.", "Tic.", "San.", "Ticaret", "EI", "MEI", "Инк", "Инк.", "Корп", "Корп.",
	// Thai: จำกัด ("limited") ends a company's name, (มหาชน) a public one's
	"จำกัด", "(มหาชน)",
}

// moreLegalPrefixes are legal forms and words for a company written
// before its name: Russia's joint-stock forms (РАО, НАО), Ukraine's (АТ),
// a concern or a scientific-production association (Концерн, НПО), Thai's
// ordinary and limited partnerships and a bank.
var moreLegalPrefixes = []string{"РАО", "НАО", "НПО", "АТ", "Концерн", "ห้างหุ้นส่วนสามัญ", "ธนาคาร"}

// gluedLegalPrefixes are abbreviated Thai forms written straight before the
// name, without a space (บมจ.ถนอมพล: public company limited, หจก.: limited
// partnership, บจก.: company limited).
var gluedLegalPrefixes = []string{"บมจ.", "หจก.", "บจก."}

func init() {
	legalForms = append(legalForms, moreLegalForms...)
	for _, p := range moreLegalPrefixes {
		legalPrefixes[p] = true
	}
}

// gluedLegalPrefix reports a name word that starts with a form written
// before the name and glued to it.
func gluedLegalPrefix(w string) bool {
	for _, p := range gluedLegalPrefixes {
		if len(w) > len(p) && strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

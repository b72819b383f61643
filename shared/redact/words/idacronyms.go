package words

import (
	_ "embed"
	"strings"
)

// idacronyms.txt (knowgen's idacronyms.go): the acronyms python-stdnum
// 2.2 (LGPL) names a person's numbers by, of its modules for a personal,
// identity, citizen's, birth, social insurance or personal tax number
// (SVNR, PESEL, BSN, NIR, CURP, ИНН, ЕГН), three capitals or more, each
// between "|", 268 bytes (notice in knowledge.LICENSE), embedded deflated
// (idacronyms.flate, inflated on first use).
var (
	//go:embed idacronyms.flate
	idAcronymsData string
	idAcronymsT    = &lazyText{data: idAcronymsData}
)

// IDAcronym reports an acronym, as written in capitals, that a country
// names a person's number by (SVNR, PESEL, ИНН): a number after it is
// that person's.
func IDAcronym(w string) bool {
	return len(w) >= 3 && len(w) <= 12 && strings.IndexByte(w, '|') < 0 && strings.Contains(idAcronymsT.get(), "|"+w+"|")
}

// A file people make about one person is named after the document and
// the person (atestado_obito_rosa_pinto.pdf, довіреність_Ковальчук_О.pdf,
// Vollmacht_Brandstetter.pdf): a part of the name that is a wordnet's
// word for such a document (words.DocNounForm: certificate, power of
// attorney, bank statement, payslip, diploma, CV, contract, affidavit,
// medical record, licence) makes a name beside it the holder's, though a
// dictionary holds it too: a capitalised word of letters that no
// frequent word list, catalogue or code holds, or a name the names data
// holds in small letters. A document's word beside a program's words
// (contract_template_v2.docx, Vertrag_Muster.pdf) or an acronym
// (довідка_ВПО.pdf) names no one.

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// docHolderFile reports a file's name parts (fileParts) that hold a
// document's word and a name beside it (the file's head).
func docHolderFile(parts []string) bool {
	doc := -1
	for i, p := range parts {
		if lp := strings.ToLower(p); runeCount(lp) >= 4 && wordlist.DocNounForm(lp) {
			doc = i
			break
		}
	}
	if doc < 0 {
		return false
	}
	for i, p := range parts {
		if i == doc || runeCount(p) < 3 || !nameLetters(p) || allUpperLetters(p) {
			continue
		}
		lp := strings.ToLower(p)
		if programWord(lp) || wordlist.DocNounForm(lp) {
			continue
		}
		if upperStart(p) && !wordlist.Common(lp) || givenNameData(lp) || surnameData(lp) {
			return true
		}
	}
	return false
}

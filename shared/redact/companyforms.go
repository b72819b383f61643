package redact

import "strings"

// Legal forms written before a company's name and glued to it. The forms
// the generated corpus showed missing (S.L.U., Sp.j., Tic., Инк, РАО, Thai
// จำกัด …) joined legalForms and legalPrefixes (propernames.go); these are
// read inside a word.

// gluedLegalPrefixes are abbreviated Thai forms written straight before the
// name, without a space (บมจ.ถนอมพล: public company limited, หจก.: limited
// partnership, บจก.: company limited).
var gluedLegalPrefixes = []string{"บมจ.", "หจก.", "บจก."}

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

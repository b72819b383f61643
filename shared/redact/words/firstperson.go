package words

import (
	_ "embed"
	"strings"
)

// firstperson.txt (knowgen's firstperson.go): the forms the Universal
// Dependencies treebanks (CC BY-SA; 47 treebanks of as many languages)
// annotate as a personal pronoun or possessive of the first person
// singular (I, me, my: Norwegian jeg, Lithuanian aš, Georgian ჩემი, Uyghur
// مەن, Turkish benim; not we and our, in which a service speaks of
// itself), written at least twice and as a word of its
// own, less those another language writes as a word of its own: more
// often in the installed catalogues where the English speaks in no first
// person (Slovak ako, "as"; Tagalog sa, "at") or often in another
// language's wordfreq list (Polish ich, "their"; Hungarian ég, "sky";
// English awake, Javanese's "self"). Each between "|", lower case, 287
// bytes deflated (firstperson.flate, inflated on first use; notice in
// knowledge.LICENSE).
var (
	//go:embed firstperson.flate
	firstPersonData string
	firstPersonT    = &lazyText{data: firstPersonData}
)

// FirstPerson reports a word (lower case) in which a writer speaks of
// themselves in some language's treebank and no other language's word is
// spelt the same: a program's own message never speaks so.
func FirstPerson(w string) bool {
	return len(w) >= 2 && len(w) <= 40 && strings.IndexByte(w, '|') < 0 && strings.Contains(firstPersonT.get(), "|"+w+"|")
}

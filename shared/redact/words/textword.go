package words

import _ "embed"

// textword.fuse (knowgen's textwords.go): the translations of Note, Memo,
// Comment, Review, Remark, Feedback and Message ("t:") and of Reason and
// Description ("d:") in the system catalogues and in those of Pidgin, the
// address books, Evolution, Claws Mail and the software centres, with the
// inflected forms the same languages' catalogues write (bewertung,
// arvostelut, recenze, đánhgiá, 리뷰, レビュー, 备注; důvod, lýdo).
// Notice in textword.LICENSE.
var (
	//go:embed textword.fuse
	textWordData string
	textWordF    = newLazyFuse(textWordData)
)

// TextWord reports a word, lower case, two words joined (ghichú), that a
// language writes for a note, a comment, a review or a message: a label
// only a person's text stands under in a clause that opens with it
// (Bewertung abgelehnt: …).
func TextWord(w string) bool { return textWordF.get().Has("t:" + w) }

// ReasonWord reports a word, lower case, that a language writes for a
// reason or a description: a label a service writes its own text under
// too, whose text is a person's only when it speaks in person.
func ReasonWord(w string) bool { return textWordF.get().Has("d:" + w) }

// The number of an identity document after the document's word in any
// language Chromium's translators write it in (words.DocWord: document,
// Dokument, dowód, patente, 身分證, 여권), with a word for number between
// them or ending the word (Dokumentnummer, passport number, 여권 번호), an
// inflection (numer dowodu, the Polish genitive) or a compound whose head
// is the document (Personalausweis): an order's, an invoice's or a
// build's identifier of the same shape stands after another word and is
// kept. doclabels.go reads the labels this knowledge does not hold as
// words (Cyrillic's and Arabic's phrases, Turkish numarası, the
// acronyms).

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// detectDocWordNumbers masks a document number (docNumberEnd) after a
// document's word (docWordBefore), or after a word for number that a word
// no knowledge holds labels (unknownNumberLabelBefore).
func detectDocWordNumbers(sc *scan) {
	s := sc.s
	if !hasDigit(s) {
		return
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(isDigit(c) || c >= 'A' && c <= 'Z') || !docNumberStart(s, i) {
			continue
		}
		j, ok := docNumberEnd(s, i)
		switch {
		case !ok || ownPrefix(s, i, j):
		case docWordBefore(s, i):
			sc.add(i, j, phNatID)
		case unknownNumberLabelBefore(s, i):
			// an account's number or a person's: no document names it
			sc.add(i, j, phNumber)
		case docWordAfter(s, j):
			sc.add(i, j, phNatID)
		}
		i = j
	}
}

// docNumberStart reports s[i] after no letter, digit or joiner of a
// token: after a space, a colon, a quote, a bracket, or a run of a
// script written without spaces (身分證字號F224871935).
func docNumberStart(s string, i int) bool {
	if i == 0 {
		return true
	}
	if c := s[i-1]; c < utf8.RuneSelf {
		return !isWord(c) && indexByte("-/.@$%&+\\", c) < 0
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return !letterRune(r) || unspacedRune(r)
}

// docNumberEnd returns the end of the token of capitals and digits at
// s[i], its groups joined by one hyphen or slash (C8KL4R27P,
// WBK-2026-004417, PL/BR/7734/2024), and whether it reads as a document's
// number: six to 24 characters, eight when groups are joined (V2-0041 is
// a version, 12-3456 a range), four digits or more, with a capital or,
// digits alone, nine digits or more (a national id, not a record's
// number), ending the token (not "ABC123456.pdf", not a lower-case tail).
func docNumberEnd(s string, i int) (int, bool) {
	j, digits, upper, joined := i, 0, false, false
	for j < len(s) {
		c := s[j]
		switch {
		case isDigit(c):
			digits++
		case c >= 'A' && c <= 'Z':
			upper = true
		case (c == '-' || c == '/') && j > i && j+1 < len(s) && (isDigit(s[j+1]) || s[j+1] >= 'A' && s[j+1] <= 'Z'):
			joined = true
		default:
			goto end
		}
		j++
	}
end:
	if j-i < 6 || joined && j-i < 8 || j-i > 24 || digits < 4 || !upper && digits < 9 {
		return j, false
	}
	if j < len(s) && (isWord(s[j]) || indexByte(".@-/:", s[j]) >= 0 && j+1 < len(s) && isAlnum(s[j+1])) {
		return j, false
	}
	return j, true
}

// docWordBefore reports a document's word ending before s[a], across a
// colon, "#", "=" and spaces, a word for number between them (Nr., No.,
// number, Nummer, 번호) and the hyphen or space before it.
func docWordBefore(s string, a int) bool {
	j := a
	for j > 0 && a-j < 3 && indexByte(" :#=", s[j-1]) >= 0 {
		j--
	}
	if k := numberWordBefore(s, j); k > 0 {
		j = k
	}
	k := lettersBefore(s, j)
	if k == j {
		return false
	}
	w := docForm(s[k:j])
	if r, _ := utf8.DecodeRuneInString(w); unspacedRune(r) || r >= 0x0E00 && r <= 0x0E7F {
		return unspacedDocWord(w)
	}
	if wordlist.NumberWord(w) && k > 1 && indexByte(" -", s[k-1]) >= 0 {
		// Dokument Nr, passport number, 여권 번호
		j = k - 1
		if k = lettersBefore(s, j); k == j {
			return false
		}
		w = docForm(s[k:j])
		if r, _ := utf8.DecodeRuneInString(w); unspacedRune(r) {
			return unspacedDocWord(w)
		}
	}
	return docWord(w)
}

// unknownNumberLabelBefore reports a word for number (words.NumberWord:
// number, نمبر, ቁጥር) ending before s[a] across a colon, "#", "=" and
// spaces, after a word of three letters or more, not in capitals, that no
// knowledge holds (PhilSys number, اکاؤنٹ نمبر, የሂሳብ ቁጥር): a thing a
// program numbers is a word the dictionaries, the catalogues or code know
// (order, invoice, build, заказ); a word none knows names the number as a
// person's or an account's is named, and the number goes with it.
func unknownNumberLabelBefore(s string, a int) bool {
	j := a
	for j > 0 && a-j < 3 && indexByte(" :#=", s[j-1]) >= 0 {
		j--
	}
	k := lettersBefore(s, j)
	if j == a || k == j || k < 2 || s[k-1] != ' ' || !wordlist.NumberWord(docForm(s[k:j])) {
		return false
	}
	j = k - 1
	k = lettersBefore(s, j)
	w := s[k:j]
	if utf8.RuneCountInString(w) < 3 || k > 0 && !docNumberStart(s, k) || w == strings.ToUpper(w) && w != strings.ToLower(w) {
		return false
	}
	lw := strings.ToLower(w)
	return unknownWord(lw) && !wordlist.RecordNoun(lw)
}

// docWordAfter reports a document's word (docStem: паспорту, the
// passport's, inflected) right after s[b] and one space, in a script
// other than Latin: the languages that put a noun's number before it
// (Kyrgyz ID4418207 паспорту боюнча, "by passport ID4418207"), as a
// plate stands before its vehicle's word. A Latin word after a code is
// English's too, which names a code's own document so (RFC7231 document).
func docWordAfter(s string, b int) bool {
	if b+1 >= len(s) || s[b] != ' ' {
		return false
	}
	e := b + 1
	for e < len(s) && e-b <= 64 {
		r, n := utf8.DecodeRuneInString(s[e:])
		if !letterRune(r) {
			break
		}
		e += n
	}
	r, _ := utf8.DecodeRuneInString(s[b+1:])
	if e == b+1 || r < 0x370 || unspacedRune(r) {
		return false
	}
	return docStem(docForm(s[b+1 : e]))
}

// ownPrefix reports a token s[a:b] whose capitals before its first hyphen
// (two or more) begin the word before it (document DOC-0311-882,
// Dokument DOK-2024-118): a document-management system's key for its
// records, named after them, not a number a state gave.
func ownPrefix(s string, a, b int) bool {
	p := a
	for p < b && s[p] >= 'A' && s[p] <= 'Z' {
		p++
	}
	if p-a < 2 || p == b || s[p] != '-' {
		return false
	}
	j := a
	for j > 0 && a-j < 3 && indexByte(" :#=", s[j-1]) >= 0 {
		j--
	}
	k := lettersBefore(s, j)
	return j-k >= p-a && strings.EqualFold(s[k:k+p-a], s[a:p])
}

// docForm is a word as docwords.fuse holds it: lower case, without Latin
// marks (Dowód: dowod).
func docForm(w string) string {
	w = strings.ToLower(w)
	if r, _ := utf8.DecodeRuneInString(w); r < 0x250 {
		return unaccented(w)
	}
	return w
}

// docWord reports a document's word (dokument, dowod), inflected by one
// or two letters from a stem of five or more (dowodu, documents), or as
// a compound's head (personalausweis: ausweis), or with a word for number
// after it (dokumentnummer, ausweisnummer).
func docWord(w string) bool {
	if docStem(w) {
		return true
	}
	for i := 4; i <= len(w)-2; i++ {
		if utf8.RuneStart(w[i]) && wordlist.NumberWord(w[i:]) {
			return docStem(w[:i])
		}
	}
	return false
}

// docStem reports a document's word, as it stands, inflected (one or two
// letters more, a stem of five or more) or as the head of a compound of
// six letters or more after three or more.
func docStem(w string) bool {
	if wordlist.DocWord(w) {
		return true
	}
	for n := 1; n <= 2 && len(w)-n >= 5; n++ {
		if utf8.RuneStart(w[len(w)-n]) && wordlist.DocWord(w[:len(w)-n]) {
			return true
		}
	}
	for i := 3; i <= len(w)-6; i++ {
		if utf8.RuneStart(w[i]) && wordlist.DocWord(w[i:]) {
			return true
		}
	}
	return false
}

// unspacedDocWord reports a run of a script written without spaces
// (Han, kana, Thai, or a Hangul compound) that ends with a document's
// word, or with one and up to two characters after it (身分證字號,
// 护照号码, 여권번호).
func unspacedDocWord(w string) bool {
	end := len(w)
	for n := 0; n <= 2 && end > 0; n++ {
		for k, m := end, 0; k > 0 && m < 8; m++ {
			_, size := utf8.DecodeLastRuneInString(w[:k])
			k -= size
			if m >= 1 && wordlist.DocWord(w[k:end]) {
				return true
			}
		}
		_, size := utf8.DecodeLastRuneInString(w[:end])
		end -= size
	}
	return false
}

// unspacedRune reports a letter of Han, kana or Hangul.
func unspacedRune(r rune) bool {
	return r >= 0x1100 && unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// A person's text named by the clause before its colon, in any language:
// the clause opens with the label of a person's text, as a language's
// catalogues write it (Note, Memo, Comment, Review, Remark, Feedback,
// Message: words.TextWord, noteLabel), and says what became of it; what
// follows the colon, quoted or to the end of its line, is that text
// (Bewertung abgelehnt (Moderation): Kaufe nie wieder hier, …; Zpráva od
// nájemníka nebyla doručena: Chci zrušit…; Asiakasviesti: Maksoin jo…;
// 配送备注保存失败：“…”; 리뷰 등록 실패: "…"). A program's message there
// stays (Kommentar: Dieses Feld ist zwingend erforderlich.: programText),
// and under a reason's or a description's label (words.ReasonWord), which
// a service writes its own text under too, only a text that speaks in
// person is masked.

package redact

import (
	"strings"
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// maxClauseWords is how many words a clause before the colon may have: the
// label, what became of it, and whose it is (Notat på leieforhold 4471
// kunne ikke lagres); a longer one is a sentence of the program's own.
const maxClauseWords = 8

// detectLabelledClauses masks the text after a clause that opens with the
// label of a person's text (see above), on each line.
func detectLabelledClauses(sc *scan) {
	s := sc.s
	for ls := 0; ls < len(s); {
		le := lineEnd(s, ls)
		labelledClauseLine(sc, ls, le)
		ls = le + 1
	}
}

// labelledClauseLine masks, on the line s[ls:le], the text after each
// colon whose clause (from the line's start or the colon before, a
// frame's file's too) opens with a person's text's label.
func labelledClauseLine(sc *scan, ls, le int) {
	s := sc.s
	cs := ls
	for i, colons := ls, 0; i < le && colons < 16; i++ {
		// a full-width colon reaches here folded to ":" (fold.View), with
		// no space after it (配送备注保存失败：“…”), and a quote may follow
		// a colon at once (…しました:「…」)
		if s[i] != ':' {
			continue
		}
		if i+1 >= le || s[i+1] != ' ' && !cjkColon(s, i) && !quoteAt(s, i+1) {
			cs = i + 1 // a frame's file before the clause (views.py:Bewertung abgelehnt: …:41)
			continue
		}
		colons++
		start := cs
		cs = i + 1
		for cs < le && s[cs] == ' ' {
			cs++
		}
		reason, ok := clauseLabel(s, start, i)
		if !ok {
			continue
		}
		a, b, quoted := clauseText(s, i+1, le)
		if a >= b {
			continue
		}
		if !quoted && a == i+1 && bareCJKLabel(s[start:i]) {
			// the label alone before CJK's colon: its note is its first
			// clause, the program's words may follow its comma
			// (备注：…，无法导出), as contentkeys.go reads it
			if c := strings.IndexAny(s[a:b], "，。；,"); c > 0 {
				b = a + c
			}
		}
		v := s[a:b]
		// the program's reason follows a clause that says what became of
		// the text; after the label alone (備考: …) the text is the note
		c := strings.TrimSpace(s[start:i])
		alone := c != "" && !contains(c, " ") && (c[0] < 0xE3 || bareCJKLabel(c))
		if !sentenceValue(v) || quoted && labelledProgramText(v) || !quoted && (programText(v) || !alone && programReason(v)) || reason && !inPersonText(v) {
			continue
		}
		sc.add(a, b, phValue)
		i = max(i, b-1)
		cs = b
	}
}

// bareCJKLabel reports a clause that is a label in Han, Kana or Hangul
// alone, or glued after the word for whose text it is (备注, 客户留言),
// with no word after it that says what became of the text.
func bareCJKLabel(c string) bool {
	c = strings.TrimSpace(c)
	return c != "" && c[0] >= 0xE3 && !contains(c, " ") && (noteLabel(c) || cjkTextLabel(c))
}

// programReason reports an unquoted text after a clause that is the
// program's reason for what became of the text, not the text: half of its
// words of five letters or more, two at least, are the catalogues' or
// code's (Kommentar konnte nicht gespeichert werden: Die Datenbank ist
// schreibgeschützt; Zpráva nebyla odeslána: Připojení k serveru bylo
// odmítnuto), where a person's own words are mostly no catalogue's (the
// short words, which both write, are not counted); or, in Han, Kana or
// Hangul, whose words no catalogue test tells apart, any text in which
// nobody speaks in person (评论加载失败：网络连接超时，请稍后重试).
func programReason(v string) bool {
	if speaksInPersonApart(v) || opensWithGreeting(v) {
		return false
	}
	n, known := 0, 0
	for _, w := range strings.FieldsFunc(v, func(r rune) bool { return !isLetterRune(r) && r != '\'' }) {
		if w[0] >= 0xE3 {
			return true
		}
		if runeCount(w) < 5 {
			continue // a short word: grammar both write (vi, skal, til, ist)
		}
		n++
		if w = strings.ToLower(w); wordlist.Template(w) || wordlist.Tech(w) || wordlist.Code(w) {
			known++
		}
	}
	return n >= 2 && 2*known >= n
}

// quoteAt reports a quote opening at s[i]: an ASCII one, or a typographic
// or CJK one (typoQuoteAt).
func quoteAt(s string, i int) bool {
	if s[i] == '"' || s[i] == '\'' {
		return true
	}
	n, _ := typoQuoteAt(s, i)
	return n > 0
}

// clauseLabel reports a clause s[a:c] before a colon of at most
// maxClauseWords words that opens with a label of a person's text: its
// first word, its first two joined (đánh giá, ghi chú), a compound that
// ends in one (asiakasviesti, Kundenkommentar), or, in a script written
// without spaces, a run holding one (配送备注保存失败, 配達メモの保存に失敗しました);
// or that says what became of the text before it names it with a label
// of Note, Comment, Review or Message (Error en desar el comentari,
// Speichern der Bewertung fehlgeschlagen), not of a reason.
// reason reports a reason's or a description's label (lý do, Begründung).
func clauseLabel(s string, a, c int) (reason, ok bool) {
	for a < c && s[a] == ' ' {
		a++
	}
	if c-a > 160 || a >= c || containsChars(s[a:c], "=/\\{}[]<>\"`@") || len(strings.Fields(s[a:c])) > maxClauseWords {
		return false, false
	}
	e := a
	for e < c {
		r, n := decodeRune(s[e:])
		if !isLetterRune(r) {
			break
		}
		e += n
	}
	if e == a || e < c && s[e] != ' ' && s[e] != '(' {
		return false, false // comment_id:, note.text:, a word glued to a sign
	}
	w := strings.ToLower(s[a:e])
	if s[a] >= 0xE3 {
		return false, cjkRunLabel(w)
	}
	if noteLabel(w) || compoundTextLabel(w) {
		return false, true
	}
	w2 := ""
	if e+1 < c && s[e] == ' ' {
		f := e + 1
		for f < c {
			r, n := decodeRune(s[f:])
			if !isLetterRune(r) {
				break
			}
			f += n
		}
		w2 = w + strings.ToLower(s[e+1:f])
	}
	if w2 != "" && noteLabel(w2) {
		return false, true
	}
	if wordlist.ReasonWord(w) || describeKeys[w] || w2 != "" && wordlist.ReasonWord(w2) {
		return true, true
	}
	// a clause that says what became of the text before naming it (Error
	// en desar el missatge; Nie udało się wysłać wiadomości): a later word
	// of it that is a label a person's text alone stands under
	for _, f := range strings.Fields(s[e:c]) {
		if f = strings.ToLower(strings.Trim(f, "()")); wordlist.TextWord(f) && !wordlist.ReasonWord(f) {
			return false, true
		}
	}
	return false, false
}

// isLetterRune reports a letter or a combining mark (Hindi संदेश writes
// its vowels as marks).
func isLetterRune(r rune) bool {
	return letterRune(r) || r >= 0x300 && unicode.Is(unicode.M, r)
}

// compoundTextLabel reports a word that ends in a label of a person's
// text of four letters or more after three or more of its own, as the
// languages that join their nouns write whose text it is (asiakasviesti,
// Kundenkommentar, kundemelding).
func compoundTextLabel(w string) bool {
	n := runeCount(w)
	for j, k := 0, 0; j < len(w); k++ {
		if k >= 3 && n-k >= 4 && noteLabel(w[j:]) {
			return true
		}
		_, m := decodeRune(w[j:])
		j += m
	}
	return false
}

// cjkRunLabel reports a run of Han, Kana or Hangul that holds the label of
// a person's text of two to four characters (配送备注保存失败: 备注;
// 买家留言解析失败: 留言; 配達メモの保存に失敗しました: メモ): the words for
// whose text it is and what became of it are glued to it.
func cjkRunLabel(w string) bool {
	if len(w) > 64 {
		return false
	}
	for j := 0; j < len(w); {
		for k, e := 0, j; k < 4 && e < len(w); k++ {
			_, m := decodeRune(w[e:])
			e += m
			if k >= 1 && (wordlist.TextWord(w[j:e]) || peopleLabel(w[j:e]) || contentKeys[w[j:e]] && !wordlist.Template(w[j:e])) {
				return true
			}
		}
		_, m := decodeRune(w[j:])
		j += m
	}
	return false
}

// clauseText returns the text after the colon at s[i-1]: the quoted one
// (quoted), or the rest of the line to before the program's detail and a
// program's words after a dash (… lasku? — tallennus epäonnistui).
func clauseText(s string, a, le int) (int, int, bool) {
	for a < le && s[a] == ' ' {
		a++
	}
	if a >= le {
		return a, a, false
	}
	closer := ""
	n := 1
	if s[a] == '"' || s[a] == '\'' {
		closer = s[a : a+1]
	} else if m, q := typoQuoteAt(s, a); m > 0 {
		n, closer = m, q
	}
	if closer != "" {
		e := indexStr(s[a+n:le], closer)
		if e < 0 {
			return a, a, false
		}
		return a + n, a + n + e, true
	}
	b := min(labelledEnd(s, a), le)
	// a culprit's function after it (… in handle_request), then the
	// program's detail in brackets before that
	b = a + len(trimCulpritFunc(s[a:b]))
	b = messageDetailStart(s, a, b)
	for _, d := range [...]string{" — ", " – "} {
		if k := indexStr(s[a:b], d); k > 0 && catalogueMessage(s[a+k+len(d):b]) {
			b = a + k
		}
	}
	return a, b, false
}

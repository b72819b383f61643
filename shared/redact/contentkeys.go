// Text a person wrote, given under the key for it in the form's language:
// 本文=…, 内容=…, 내용='…', testo="…", Kommentar="…", treść=…. Whatever
// it says, it is somebody's words (a complaint, a question, a review),
// and the pair rules judge only its first word; the whole of it is
// masked when it is a sentence. Keys for a message or a description are
// left out: a service writes those too (mensaje=Tarjeta rechazada).

package redact

import (
	"strings"
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// contentKeys are the keys for a person's text in the languages of the
// catalogues, in lower case.
var contentKeys = wordMap("本文 内容 內容 正文 评论 評論 留言 备注 コメント 問い合わせ内容 お問い合わせ内容 내용 본문 댓글 문의내용 " +
	"testo commento texto comentario contenido comentário conteúdo texte commentaire contenu avis kommentar inhalt " +
	"bemerkung anmerkung tekst opmerking inhoud treść komentarz uwagi текст комментарий содержание отзыв metin yorum " +
	"içerik isi komentar catatan comment comments feedback review reply complaint remark remarks content ")

// textPart are the words a key adds after a content key's to name its
// text (comment body, review text, feedback content).
var textPart = wordMap("body text content message")

// detectContentValues masks a sentence given under a key for a person's
// text: quoted after ":" or "=", or unquoted after "=" to the end of the
// line, a bracket or the next key.
func detectContentValues(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); i++ {
		// a full-width colon reaches here folded to ":" (fold.View)
		if s[i] != '=' && s[i] != ':' {
			continue
		}
		// {"comment":"…"}, {'note': '…'}: JSON's and a dict's key ends
		// at its quote
		q := i
		if q > 1 && (s[q-1] == '"' || s[q-1] == '\'') {
			q--
		}
		k := lettersBefore(s, q)
		if q < i && (k == 0 || s[k-1] != s[q]) {
			continue
		}
		key := strings.ToLower(s[k:q])
		if textPart[key] {
			if w := strings.ToLower(wordBefore(s, k)); contentKeys[w] {
				key = w // comment body:, review text=: the comment's text
				if k > 1 && s[k-1] == ' ' {
					// the label starts at the comment's word, where a
					// line's label is looked for (Complaint text: …)
					k = lettersBefore(s, k-1)
				}
			}
		}
		ck := contentKeys[key]
		inPerson := !ck && describeKeys[key] // its text must speak in person (describekeys.go)
		// a label only, of the line's rest: a translation of a chat's
		// message or of a comment that no list types (wiadomość, zpráva,
		// הודעה, संदेश, 消息)
		label := s[i] == ':' && q == i && !ck && !inPerson && wordlist.TextKey(key)
		if !label && !ck && !inPerson && s[i] == ':' && q == i && k < q && s[k] >= 0xE3 {
			// a label in Han, Kana or Hangul: a note's alone (備考:,
			// 메모:), where "Nota:" heads a Romance program's remark
			// but these languages write 注意 for it, or a label glued
			// after the word for whose text it is, as these head-final
			// languages write it (客户留言：, 顧客コメント:)
			label = cjkTextLabel(key)
		}
		if !label && s[i] == ':' && q == i && !ck && k > 1 && s[k-1] == ' ' {
			// a label of two words, as the filter holds it joined
			// (phản hồi, maklum balas: Vietnamese and Malay feedback),
			// or a label followed by one word that says whose the text
			// is (nota cliente, μήνυμα πελάτη: as before a quote,
			// contentKeyBefore), which is no word of code
			if j := lettersBefore(s, k-1); j < k-1 {
				w := strings.ToLower(s[j : k-1])
				// or, in Han, Kana or Hangul, a label after the word
				// for whose text it is (고객 메모, 顧客 備考)
				// (a note under the word for whose it is is a
				// person's, where 메모: alone wants a text in person)
				if !inPerson && (wordlist.TextKey(w+key) || wordlist.NoteKey(w) && !wordlist.Code(key) && !wordlist.Tech(key)) ||
					s[j] >= 0xE3 && s[k] >= 0xE3 && peopleLabel(key) {
					k, label, inPerson = j, true, false
				}
			}
		}
		// a label of a comment or feedback before "=" whose value is not
		// quoted (palaute=Tilaus tuli rikki, …): its unquoted rest is the
		// text, judged as a labelled line's is; a chat's Message is no
		// such label, a service's message stands under it too
		// (mensaje=Tarjeta rechazada…)
		keyed := s[i] == '=' && q == i && !ck && !inPerson && i+1 < len(s) && s[i+1] != '"' && s[i+1] != '\'' && wordlist.CommentKey(key)
		if k == q || !ck && !inPerson && !label && !keyed || k > 0 && (s[k-1] == '_' || s[k-1] == '.' || isDigit(s[k-1])) {
			continue
		}
		a := i + 1
		for a < len(s) && s[a] == ' ' && a-i < 3 {
			a++
		}
		// a caseless script's "：" reaches here folded to ":", with no
		// space after it (消息：…): a label's letter of three bytes before
		// it, or any key between two letters beyond ASCII (cjkColon), whose
		// note ends at its first comma below (备注：乙肝携带，无法导出)
		spaced := a > i+1 || label && i > 2 && s[i-3] >= 0xE3
		var b int
		if !label && a < len(s) && (s[a] == '"' || s[a] == '\'') { // a label's text is the rest of its line
			e := indexByte(s[a+1:], s[a])
			if e < 0 {
				continue
			}
			a, b = a+1, a+1+e
		} else if o, c, ok := cornerQuote(s[a:]); ok && label && (k == 0 || s[k-1] == '\n' || s[k-1] == ':' || k > 1 && s[k-1] == ' ' && s[k-2] == ':') {
			// チケット本文: 「…」— …: the quote is the text, the
			// program's words after it stay
			e := indexStr(s[a+len(o):], c)
			if e < 0 {
				continue
			}
			a += len(o)
			b = a + e
		} else if s[i] == '=' {
			b = contentEnd(s, a)
			if j := b; keyed {
				for j > a && isDigit(s[j-1]) {
					j--
				}
				if j < b && j > a && s[j-1] == ':' {
					b = j - 1 // a frame's line (views.py:palaute=…:41)
				}
			}
			if keyed && programText(s[a:b]) {
				i = max(i, b-1) // the line's rest is read once (palaute=palaute=…)
				continue        // palaute=null, palaute=puuttuu 3 kenttää
			}
		} else if (spaced || cjkColon(s, i)) && (k == 0 || s[k-1] == '\n' || s[k-1] == ':' || k > 1 && s[k-1] == ' ' && s[k-2] == ':') {
			// the key labels the rest of its line after ": ", at its
			// start, after a message's head or a frame's file (review: …,
			// views.py:opmerking: …:41):
			// a person's text unless the program's, whose words a
			// catalogue holds, or that quotes a value or counts
			b = labelledEnd(s, a)
			if a == i+1 {
				// after CJK's colon the note is its first clause; a
				// program's words may follow its comma (备注：…，无法导出)
				if c := strings.IndexAny(s[a:b], "，。；,"); c > 0 {
					b = a + c
				}
			}
			if programText(s[a:b]) {
				continue // comment: This field is required. / reply: … received 'x' / form 7 rejected
			}
		} else {
			continue // "Kommentar: zu lang": a message's words after a colon
		}
		if sentenceValue(s[a:b]) && (!inPerson || inPersonText(s[a:b])) {
			sc.add(a, b, phValue)
		}
		i = max(i, b-1)
	}
}

// cjkTextLabel reports a key in Han, Kana or Hangul that labels a
// person's text: a note's or a comment's label, alone or glued after
// characters that say whose text it is (顧客備考, 客户留言). A chat's
// message is none (エラーメッセージ, 错误消息: a program's message), nor
// is a word the catalogues write (内容, 내용: エラー内容 is the program's).
func cjkTextLabel(key string) bool {
	for j := 0; j < len(key); {
		if t := key[j:]; peopleLabel(t) || contentKeys[t] && !wordlist.Template(t) {
			return true
		}
		_, n := decodeRune(key[j:])
		j += n
	}
	return false
}

// peopleLabel reports a label only people's text stands under: a
// comment's, or a note's that is not also a chat's Message (which
// programs write theirs under too).
func peopleLabel(t string) bool {
	return runeCount(t) >= 2 && (wordlist.CommentKey(t) || wordlist.NoteKey(t) && !wordlist.TextKey(t))
}

// programText reports a labelled text that is a program's, not a person's:
// a message made of the catalogues' words, unless somebody speaks in it
// in person (phản hồi: Hàng bị lỗi, tôi muốn đổi: Vietnamese's syllables
// are all a catalogue's), or one that quotes a value, lists options or
// counts.
//
// A text in which somebody speaks in person stays theirs with a number in
// it: an hour, a floor, a sum (я на работе до 19:00).
func programText(v string) bool {
	inPerson := speaksInPersonApart(v)
	return catalogueMessage(v) && !inPerson || containsChars(v, "`\"«|=<>[]{}") || contains(v, " '") ||
		!inPerson && containsChars(v, "0123456789")
}

// contentEnd ends an unquoted text at the line's end, an opening bracket
// after a space, or the next key (", key=", " key=").
func contentEnd(s string, a int) int {
	b := a
	for b < len(s) && s[b] != '\n' {
		if s[b] == ' ' && b+1 < len(s) && (s[b+1] == '(' || hasPrefix(s[b+1:], "（")) {
			break
		}
		if s[b] == ' ' || s[b] == ',' {
			j := b + 1
			for j < len(s) && s[j] == ' ' {
				j++
			}
			k := j
			for k < len(s) && (isWord(s[k]) || s[k] == '-') {
				k++
			}
			if k > j && k < len(s) && s[k] == '=' {
				break
			}
		}
		b++
	}
	for b > a && (s[b-1] == ' ' || s[b-1] == ',') {
		b--
	}
	return b
}

// sentenceValue reports a value that is a sentence: three words or more
// with letters, or six letters or more of a script written without
// spaces; code (a name, a path, a number) is none.
func sentenceValue(v string) bool {
	if containsChars(v, "{}[]<>=/\\") {
		return false
	}
	words, glued := 0, 0
	for _, w := range strings.Fields(v) {
		if hasLetter(w) && !contains(w, "_") {
			words++
		}
	}
	for _, r := range v {
		if r >= 0x2E80 && letterRune(r) || unicode.In(r, unicode.Thai, unicode.Hangul) {
			glued++
		}
	}
	return words >= 3 || glued >= 6
}

// isQuote reports an ASCII quote or backquote.
func isQuote(c byte) bool { return c == '\'' || c == '"' || c == '`' }

// cornerQuote returns the CJK or typographic quote that opens v and the
// one that closes it.
func cornerQuote(v string) (open, closer string, ok bool) {
	for _, q := range [...][2]string{{"「", "」"}, {"『", "』"}, {"“", "”"}} {
		if hasPrefix(v, q[0]) {
			return q[0], q[1], true
		}
	}
	return "", "", false
}

// programSeps are the marks a program writes between a person's text and
// its own words after it.
var programSeps = [...]string{" -> ", " => ", " → ", " | "}

// labelledEnd ends a labelled text at its line's end (read in a window
// of maxPersonMessage bytes, so a line of keys stays linear), before the
// program's detail in brackets or a frame's line number (":41").
//
// An arrow or a bar after a space ends it too: what follows is the
// program's (… -> TimeoutError, … | encoding error).
func labelledEnd(s string, a int) int {
	b := messageDetailStart(s, a, lineEnd(s[:min(len(s), a+maxPersonMessage)], a))
	for _, sep := range programSeps {
		// not between quoted options ('active' | 'archived')
		if e := indexStr(s[a:b], sep); e > 0 && !isQuote(s[a+e-1]) && (a+e+len(sep) == len(s) || !isQuote(s[a+e+len(sep)])) {
			b = a + e
		}
	}
	j := b
	for j > a && isDigit(s[j-1]) {
		j--
	}
	// a frame's line after a letter, not an hour's minutes (19:00)
	if j < b && j > a+1 && s[j-1] == ':' && !isDigit(s[j-2]) {
		return j - 1
	}
	return b
}

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
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// contentKeys are the keys for a person's text in the languages of the
// catalogues, in lower case.
var contentKeys = wordMap("本文 内容 內容 正文 评论 評論 留言 备注 コメント 問い合わせ内容 お問い合わせ内容 내용 본문 댓글 문의내용 " +
	"testo commento texto comentario contenido comentário conteúdo texte commentaire contenu avis kommentar inhalt " +
	"bemerkung anmerkung tekst opmerking inhoud treść komentarz uwagi текст комментарий содержание отзыв metin yorum " +
	"içerik isi komentar catatan comment comments feedback review reply complaint ")

// textPart are the words a key adds after a content key's to name its
// text (comment body, review text, feedback content).
var textPart = wordMap("body text content message")

// detectContentValues masks a sentence given under a key for a person's
// text: quoted after ":" or "=", or unquoted after "=" to the end of the
// line, a bracket or the next key.
func detectContentValues(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); i++ {
		sep, wide := 1, false
		switch {
		case s[i] == ':' && i+1 < len(s) && s[i+1] >= 0xE0:
			wide = true // "：" folded to ":" (fold.View), the colon of a script without spaces
		case s[i] == '=' || s[i] == ':':
		case strings.HasPrefix(s[i:], "："):
			sep = len("：")
		default:
			continue
		}
		k := i
		for k > 0 && i-k < 48 {
			r, n := utf8.DecodeLastRuneInString(s[:k])
			if !unicode.IsLetter(r) {
				break
			}
			k -= n
		}
		key := strings.ToLower(s[k:i])
		if before := strings.ToLower(wordBefore(s, k)); k > 1 && s[k-1] == ' ' && s[k-2] != ' ' && !contentKeys[key] && (contentKeys[before] || describeKeys[before]) {
			// comment body:, review text=, nota cliente:, تعليق العميل: the
			// key's word and whose text it is
			key, k = before, k-1-len(before)
		}
		if !contentKeys[key] && k < i && s[k] >= 0xE3 {
			for j := k; j < i; {
				_, n := utf8.DecodeRuneInString(s[j:])
				if j += n; j < i && contentKeys[s[j:i]] {
					key = s[j:i] // 用户留言, お客様コメント: a content key closing a key written without spaces
					break
				}
			}
		}
		inPerson := !contentKeys[key] && describeKeys[key] // its text must speak in person (describekeys.go)
		if k == i || !contentKeys[key] && !inPerson || k > 0 && (s[k-1] == '_' || s[k-1] == '.' || isDigit(s[k-1])) {
			continue
		}
		a := i + sep
		for a < len(s) && s[a] == ' ' && a-i < 3 {
			a++
		}
		var b int
		if a < len(s) && (s[a] == '"' || s[a] == '\'') {
			e := strings.IndexByte(s[a+1:], s[a])
			if e < 0 {
				continue
			}
			a, b = a+1, a+1+e
		} else if s[i] == '=' || sep > 1 {
			b = contentEnd(s, a)
		} else if wide {
			b = contentEnd(s, a)
		} else if labelAt(s, k) {
			b = labelledEnd(s, a)
			if quotesValue(s[a:b]) || uncatalogued(sc, s[a:b], unicode.MaxRune) == 0 {
				continue // "comment: This field is required.", "reply: invalid value 'x'": a program's message about the field
			}
		} else {
			continue // "Kommentar: zu lang": a message's words after a colon
		}
		if sentenceValue(s[a:b]) && (!inPerson || inPersonText(s[a:b])) {
			if s[i] == ':' {
				b = programTail(sc, a, b)
			}
			sc.add(a, b, phValue)
		}
		i = max(i, b-1)
	}
}

// contentEnd ends an unquoted text at the line's end, an opening bracket
// after a space, or the next key (", key=", " key=").
func contentEnd(s string, a int) int {
	b := a
	for b < len(s) && s[b] != '\n' {
		if s[b] == ' ' && b+1 < len(s) && (s[b+1] == '(' || strings.HasPrefix(s[b+1:], "（")) {
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
	if strings.ContainsAny(v, "{}[]<>=/\\") {
		return false
	}
	words, glued := 0, 0
	for _, w := range strings.Fields(v) {
		if hasLetter(w) && !strings.Contains(w, "_") {
			words++
		}
	}
	for _, r := range v {
		if r >= 0x2E80 && unicode.IsLetter(r) || unicode.In(r, unicode.Thai, unicode.Hangul) {
			glued++
		}
	}
	return words >= 3 || glued >= 6
}

// labelAt reports a key at s[k] that labels what follows it: the line's
// first word or the first after a message's head or a file's name
// ("Error: review: …", "views.py:review: …").
func labelAt(s string, k int) bool {
	return k == 0 || s[k-1] == '\n' || s[k-1] == ':' || k > 1 && s[k-1] == ' ' && s[k-2] == ':'
}

// labelledEnd ends a labelled text at its line's end, before the
// program's detail in brackets or a frame's line number (":41").
func labelledEnd(s string, a int) int {
	// a line of keys is read in windows (maxPersonMessage), not again to
	// its end at each one
	e := lineEnd(s[:min(len(s), a+maxPersonMessage)], a)
	for e > a && e < len(s) && !utf8.RuneStart(s[e]) {
		e--
	}
	b := messageDetailStart(s, a, e)
	j := b
	for j > a && isDigit(s[j-1]) {
		j--
	}
	if j < b && j > a && s[j-1] == ':' {
		return j - 1
	}
	return b
}

// programTail ends a labelled text before the clauses that close it in
// the program's words, after a comma or a semicolon ("comment: she is
// a member of the Teamsters, invoice 77 held", "备注：乙肝携带，无法导出"):
// each of their words a catalogue's, or a number, and in a script with
// spaces a number among them (a person's sentence ends in known words
// too: "terrible courier, never again"). Read back a few clauses at
// most.
func programTail(sc *scan, a, b int) int {
	s := sc.s
	for n := 0; n < 4; n++ {
		c := max(strings.LastIndexAny(s[a:b], ",;，；"), -1)
		if c <= 0 {
			return b
		}
		t := s[a+c : b]
		t = t[strings.IndexFunc(t, func(r rune) bool { return !strings.ContainsRune(",;，； ", r) }):]
		if t == "" || uncatalogued(sc, t, unicode.MaxRune) > 0 || !catalogueWords(t) || countDigits(t) == 0 && t[0] < 0xE0 {
			return b
		}
		b = a + c
	}
	return b
}

// catalogueWords reports a text of words a catalogue holds and numbers,
// with at least one word.
func catalogueWords(t string) bool {
	words := 0
	for _, w := range strings.FieldsFunc(t, func(r rune) bool { return r == ' ' || strings.ContainsRune(",.!?;:…、。", r) }) {
		switch {
		case countDigits(w) == len(w):
		case !wordlist.Template(w) && !wordlist.Tech(w) && !templatePair(w):
			return false
		default:
			words++
		}
	}
	return words > 0
}

// templatePair reports a short run of a script written without spaces
// that is two catalogue words (无法导出: 无法 + 导出).
func templatePair(w string) bool {
	if len(w) > 24 || w == "" || w[0] < 0xE0 {
		return false
	}
	for j := 3; j < len(w); j++ {
		if utf8.RuneStart(w[j]) && wordlist.Template(w[:j]) && wordlist.Template(w[j:]) {
			return true
		}
	}
	return false
}

// quotesValue reports a text that quotes a value or lists options, as a
// program's message about a field does (reply: Invalid enum value.
// Expected 'active' | 'archived', received '…'); a person's text quotes
// nothing (an apostrophe inside a word is no quote).
func quotesValue(v string) bool {
	return strings.ContainsAny(v, "`\"«»„“”|{}[]<>=") || strings.HasPrefix(v, "'") || strings.Contains(v, " '")
}

// uncatalogued counts the words of a text (two letters or more, below
// the given script, not the event's code) that no translation catalogue
// and no package index holds (a run of a script written without spaces
// is no word, and counts only under a key for a person's text):
// a service's sentence under a key for a person's text is the
// catalogue's ("Ce champ est obligatoire"), a person's has their own
// words ("Заказ пришёл пустой, верните деньги", "Bestelling kwam
// beschadigd aan").
func uncatalogued(sc *scan, v string, below rune) int {
	n := 0
	for _, w := range strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || strings.ContainsRune(",.!?;:…、。", r) }) {
		if strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsMark(r) }) >= 0 {
			continue // a value or code (an address, a number, an id), not a word of the text
		}
		if r, _ := utf8.DecodeRuneInString(w); r < below && utf8.RuneCountInString(w) > 1 && !wordlist.Template(w) && !wordlist.Tech(w) && !templatePair(w) && !sc.code.has(w) {
			n++
		}
	}
	return n
}

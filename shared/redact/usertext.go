// A person's own message that an error quotes whatever its key: a
// support ticket's text, a customer's complaint, a comment ("Erro ao
// enviar para o CRM: campo 'mensagem' inválido: Bom dia, preciso
// cancelar…", "…υποστήριξης: Γεια σας, η παραγγελία μου ακυρώθηκε…").
// Its words are all known, so no word rule masks it, and no key says what
// it is; what says so is what a program's own text never does: it opens
// with a greeting or speaks of the writer in the first person
// (speaksInPerson). Such a sentence after a colon, to the end of its
// line, or between quotes, is masked whole (contentkeys.go masks it
// under a key for a person's text, whatever it says).

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// maxPersonMessage is how much of a line after a colon is read for a
// person's message: a line of colons is read in windows, not again to
// its end at each one.
const maxPersonMessage = 600

// messageGreetings open a message to a service's staff, in the languages
// of the catalogues, lower case, each between spaces (wordIn) or, for the
// scripts written without spaces, as a prefix (greetingPrefix); greeting's
// words count too.
const messageGreetings = " hey bonjour salut buongiorno buonasera oi olá merhaba selam hallå cześć witam ahoj szia " +
	"bună halo chào здравствуйте привет привіт вітаю καλημέρα مرحبا שלום नमस्ते "

// messageGreetingPairs are the greetings of two words, joined by "_".
const messageGreetingPairs = " bom_dia boa_tarde boa_noite buenos_días buenas_tardes guten_tag guten_morgen dzień_dobry " +
	"goede_morgen goedemiddag добрый_день добрий_день γεια_σας xin_chào dobrý_den السلام_عليكم "

// greetingPrefixes open a message in the scripts written without spaces.
var greetingPrefixes = [...]string{"สวัสดี", "こんにちは", "お世話になって", "您好", "你好", "안녕하세요"}

// detectPersonMessages masks a person's message after a colon or between
// quotes (see above).
func detectPersonMessages(sc *scan) {
	s := sc.s
	for ls := 0; ls < len(s); {
		le := lineEnd(s, ls)
		personLine(sc, ls, le)
		ls = le + 1
	}
	personQuoted(sc)
}

// personLine masks, on the line s[ls:le], the text after a colon that
// opens with a greeting or with the writer speaking in person ("…del
// cliente: mi marido usó mi tarjeta…"); after a colon a program writes
// its own words first.
func personLine(sc *scan, ls, le int) {
	s := sc.s
	colons := 0
	for i := ls; i < le && colons < 16; i++ {
		// a full-width colon reaches here folded to ":" (fold.View),
		// with no space after it (用户留言：我的…)
		if s[i] != ':' || i+1 >= le || s[i+1] != ' ' && !cjkColon(s, i) {
			continue
		}
		colons++
		a := i + 1
		for a < le && s[a] == ' ' {
			a++
		}
		b := min(le, a+maxPersonMessage)
		if b < le && b > a {
			for b > a && !utf8.RuneStart(s[b]) {
				b--
			}
		}
		if a >= b {
			continue
		}
		if k := detailDash(s[a:b]); k > 0 {
			b = a + k // … ich will mein Geld zurück -> sentiment API 503
		}
		v := s[a:b]
		if v[0] == '"' || v[0] == '\'' {
			continue // a quoted message is personQuoted's
		}
		if !opensWithGreeting(v) && !opensInPerson(v) {
			// the last label's text, addressed to somebody (Anh ơi …
			// nhé, …นะคะ), to before the program's detail
			if contains(v, ": ") || !hasSpeechParticle(v) && !speaksInPersonAfter(v) && !textLabelled(s[ls:i], v) {
				continue
			}
			b = a + speechEnd(v)
		}
		b = messageDetailStart(s, a, b)
		if sentenceValue(s[a:b]) {
			sc.add(a, b, phValue)
			return
		}
	}
}

// cjkColon reports a colon at s[i] between two characters of a script
// that writes no space after it: CJK's full-width colon, folded to ":"
// (备注：请联系…), which labels what follows as ": " does.
func cjkColon(s string, i int) bool {
	return s[i] == ':' && i > 0 && s[i-1] >= utf8.RuneSelf && i+1 < len(s) && s[i+1] >= utf8.RuneSelf
}

// messageDetailStart ends a message before the program's detail that
// closes its line in brackets ("… تم التسليم (رمز الخطأ 504)").
func messageDetailStart(s string, a, b int) int {
	if b > a && (s[b-1] == ')' || hasSuffix(s[a:b], "）")) {
		if k := strings.LastIndex(s[a:b], " ("); k > 0 {
			return a + k
		}
		if k := strings.LastIndex(s[a:b], "（"); k > 0 {
			return a + k
		}
	}
	return b
}

// opensWithGreeting reports a text whose first word greets its reader
// (Bom dia, Merhaba, مرحبا،, สวัสดีค่ะ).
func opensWithGreeting(v string) bool {
	for _, p := range greetingPrefixes {
		if hasPrefix(v, p) {
			return true
		}
	}
	var f [3]string // the first three words: a greeting, whom it greets, a pause
	n := 0
	for w := range strings.FieldsSeq(v) {
		f[n] = w
		if n++; n == len(f) {
			break
		}
	}
	if n == 0 {
		return false
	}
	w := strings.ToLower(strings.TrimRight(f[0], ",.!:;،"))
	if greeting(w) && w != "thanks" && w != "thank" || wordIn(messageGreetings, w) {
		// one who greets addresses somebody and pauses (Merhaba, Chào
		// shop,); smtp's "Hello called after other methods" names a verb
		for _, g := range f[:n] {
			if hasSuffix(g, ",") || hasSuffix(g, "،") || hasSuffix(g, "!") {
				return true
			}
		}
	}
	// bom dia, buenos días, guten Tag, dzień dobry, γεια σας, xin chào
	return n > 1 && wordIn(messageGreetingPairs, w+"_"+strings.ToLower(strings.TrimRight(f[1], ",.!:;،")))
}

// personQuoted masks a quoted sentence that opens with a greeting or in
// which somebody speaks in person.
func personQuoted(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); {
		n, closer := 1, ""
		switch c := s[i]; {
		case c == '"':
			closer = `"`
		case c == '\'':
			if i > 0 && isLetter(s[i-1]) {
				i++
				continue // l'utente, couldn't
			}
			closer = "'"
		case c == 0xC2 || c == 0xE2 || c == 0xE3:
			// the first bytes of « », of “ ” ‘ ’ „ ‹ ›, of 「 『
			if m, q := typoQuoteAt(s, i); m > 0 {
				n, closer = m, q
			}
		}
		if closer == "" {
			i += n
			continue
		}
		a := i + n
		end := -1
		for j := a; j < len(s) && j-a < maxPersonMessage && s[j] != '\n'; {
			if hasPrefix(s[j:], closer) && (closer != "'" || j+1 >= len(s) || !isLetter(s[j+1])) {
				end = j
				break
			}
			_, m := decodeRune(s[j:])
			j += m
		}
		if end < 0 {
			i = a
			continue
		}
		if v := s[a:end]; sentenceValue(v) && (opensWithGreeting(v) || speaksInPersonApart(v) || contentKeyBefore(s, i) ||
			labelledClauseBefore(s, i) && !programText(v) || noteLabelAfter(s, end+len(closer)) && !labelledProgramText(v)) {
			x, y := a, end
			for x < y && s[x] == ' ' {
				x++ // « je ne peux … »: French sets its quotes off with spaces
			}
			for y > x && s[y-1] == ' ' {
				y--
			}
			sc.add(x, y, phValue)
		}
		i = end + len(closer)
	}
}

// contentKeyBefore reports a label of a person's text right before the
// quote at s[q], with no separator but a space: a key for it
// (contentKeys: 本文「…」, 본문 '…', Kommentar "…"), or a translation of
// the address books' Note or Pidgin's Message (words.NoteKey: notatka,
// ghi chú, หมายเหตุ, ข้อความ); the label may be of two words (ghi chú),
// written as a key (ghi_chu), end a word of a script written without
// spaces (問い合わせ本文「…」), or be followed by one word that says whose
// the text is or what it does (notatka klienta "…", catatan pegawai "…",
// ghi_chu chứa "…", ghi chú giao hàng "…"), which is no word of code.
func contentKeyBefore(s string, q int) bool {
	var w [4]string // the words before the quote, the nearest first
	j := q
	for n := 0; n < len(w); n++ {
		if j > 0 && s[j-1] == ' ' {
			j--
		}
		k := j
		for k > 0 && q-k < 96 {
			r, m := utf8.DecodeLastRuneInString(s[:k])
			if !letterRune(r) && !(r >= 0x300 && unicode.Is(unicode.M, r)) && r != '_' {
				break
			}
			k -= m
		}
		if k == j {
			break
		}
		w[n] = strings.ToLower(strings.Trim(s[k:j], "_"))
		if k == 0 || s[k-1] != ' ' {
			break
		}
		j = k
	}
	if w[0] == "" {
		return false
	}
	if noteLabel(w[0]) || w[1] != "" && noteLabel(w[1]+w[0]) {
		return true
	}
	if r, _ := utf8.DecodeLastRuneInString(w[0]); r >= 0xE00 && r < 0x1100 || r >= 0x2E80 {
		// a script written without spaces: the label ends its run
		for i, n := len(w[0]), 0; i > 0 && n < 6; n++ {
			_, m := utf8.DecodeLastRuneInString(w[0][:i])
			i -= m
			if n > 0 && noteLabel(w[0][i:]) {
				return true
			}
		}
		return false
	}
	if w[1] == "" || wordlist.Code(w[0]) || wordlist.Tech(w[0]) {
		return false
	}
	if noteLabel(w[1]) || w[2] != "" && noteLabel(w[2]+w[1]) {
		return true
	}
	// or by two words that say what the text is for (ghi chú giao hàng
	// "…": a delivery's note), neither a word of code
	return w[2] != "" && !wordlist.Code(w[1]) && !wordlist.Tech(w[1]) && (noteLabel(w[2]) || w[3] != "" && noteLabel(w[3]+w[2]))
}

// labelledClauseBefore reports a quote after ": " (or a dash between
// spaces) that closes a clause of up to five words naming a person's text
// among them (상담 내용 저장 실패: "…", komentarz klienta odrzucony: "…",
// تعليق العميل مرفوض: "…", note di consegna troppo lunghe — "…"): what the
// clause failed on or refused is the text it names. Its caller keeps a
// program's message quoted there (programText).
func labelledClauseBefore(s string, q int) bool {
	j := q
	if j > 0 && s[j-1] == ' ' {
		j--
	}
	if j > 0 && s[j-1] == ':' {
		j--
	} else if d := dashBefore(s, j); d > 0 {
		j = d // note di consegna troppo lunghe — "…": a dash between spaces sets off the quote as a colon does
	} else {
		return false
	}
	for n := 0; n < 5 && j > 0; n++ {
		k := lettersBefore(s, j)
		if k == j {
			for k > 0 && isDigit(s[k-1]) {
				k-- // a number the clause names its thing by (post 8812)
			}
			if k == j {
				return false
			}
		} else if w := strings.ToLower(s[k:j]); noteLabel(w) || romancePlural(w) {
			return true
		}
		if k == 0 || s[k-1] != ' ' {
			return false
		}
		j = k - 1
	}
	return false
}

// noteLabel reports a label of a person's text or of a note about a
// person, its words joined, lower case: a key for it, the address books'
// Note, or a translation of the catalogues' Note, Comment, Review,
// Remark, Feedback or Message in any of its forms (words.TextWord).
func noteLabel(k string) bool {
	k = strings.ReplaceAll(k, "_", "")
	return contentKeys[k] || wordlist.NoteKey(k) || wordlist.TextWord(k)
}

// lettersBefore returns where the run of letters of any alphabet that
// ends at s[j] starts, reading back 64 bytes at most: the word before a
// quote, a key before its colon. A combining mark is part of its word
// (Hindi संदेश writes its vowels as marks).
func lettersBefore(s string, j int) int {
	k := j
	for k > 0 && j-k < 64 {
		r, n := utf8.DecodeLastRuneInString(s[:k])
		if !letterRune(r) && !(r >= 0x300 && unicode.Is(unicode.M, r)) {
			break
		}
		k -= n
	}
	return k
}

// lineEnd returns the end of the line that starts at s[a]: its line break,
// or the end of s.
func lineEnd(s string, a int) int {
	if e := indexByte(s[a:], '\n'); e >= 0 {
		return a + e
	}
	return len(s)
}

// dashBefore returns, for a dash between spaces that ends at s[j] (" — ",
// " – ", " - "), where the space before it starts; 0 when there is none.
func dashBefore(s string, j int) int {
	for _, d := range [...]string{" — ", " – ", " - "} {
		d = d[:len(d)-1] // the space after the dash is before j already
		if j >= len(d) && s[j-len(d):j] == d {
			return j - len(d)
		}
	}
	return 0
}

// romancePlural reports an Italian feminine plural of a label of a
// person's text (note, osservazioni is none): Italian writes the plural of
// nota as note, which the catalogues' singular does not hold.
func romancePlural(w string) bool {
	b, ok := cutSuffix(w, "e")
	return ok && runeCount(b) >= 3 && noteLabel(b+"a")
}

// noteLabelAfter reports a bracket right after a quote that names the
// field the quote is the value of, a note's or a comment's ('…' (campo
// notas), "…" (field comment), «…» (champ commentaire)): up to three
// words, one of them a label of a person's text, then the bracket's end.
func noteLabelAfter(s string, e int) bool {
	for e < len(s) && s[e] == ' ' {
		e++
	}
	if e >= len(s) || s[e] != '(' {
		return false
	}
	found := false
	for n, j := 0, e+1; n < 3 && j < len(s); n++ {
		k := j
		for k < len(s) && k-j < 48 {
			r, m := decodeRune(s[k:])
			if !letterRune(r) && r != '_' {
				break
			}
			k += m
		}
		if k == j {
			return false
		}
		if w := strings.ToLower(s[j:k]); noteLabel(w) || romancePlural(w) {
			found = true
		}
		if k < len(s) && s[k] == ')' {
			return found
		}
		if k+1 >= len(s) || s[k] != ' ' && s[k] != ':' && s[k] != '=' {
			return false
		}
		j = k + 1
		for j < len(s) && s[j] == ' ' {
			j++
		}
	}
	return false
}

// labelledProgramText reports a text a field's label names that is still
// a program's: a catalogue's message (the field's own validation text)
// unless somebody speaks in it, or one that quotes, lists or assigns. A
// number does not make it a program's: the label says whose it is (el
// código del portal es 4471B).
func labelledProgramText(v string) bool {
	return catalogueMessage(v) && !speaksInPersonApart(v) || containsChars(v, "`\"«|=<>[]{}") || contains(v, " '")
}

// detailDash returns where a program's own detail starts after a message
// on the same line, behind a spaced arrow or dash ("Mazungumzo: Habari,
// nimelipa mara mbili -> TimeoutError", "Uwaga klienta: Proszę zostawić
// paczkę - błąd"), or 0: the program writes its words after the person's.
func detailDash(v string) int {
	k := -1
	for _, d := range [...]string{" -> ", " - ", " – ", " — "} {
		if i := indexStr(v, d); i > 0 && (k < 0 || i < k) {
			k = i
		}
	}
	return max(k, 0)
}

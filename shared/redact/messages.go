package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// Messages standing where a value would: a sentence of one language after
// a key is the message's text, not somebody's value.

// messageAt reports a message that starts at s[a]: the first word and
// the ones after it on the line read as a sentence of one language —
// four words or more, each but one a known word, two of them words
// messages are made of (function words, the error vocabulary, the
// translation catalogues' words) — and the first word is no person's
// name. "billing.vat_number: El número debe ser menor o igual a 64" and
// "InvalidAuthenticityToken: Can't verify CSRF token authenticity" are a
// key's message, not its value; a password of random words has no
// message words, a login no known word.
func messageAt(s string, a int) bool {
	end := indexByte(s[a:min(len(s), a+200)], '\n')
	if end < 0 {
		end = min(len(s), a+200) - a
	}
	words, known, glue := 0, 0, 0
	for i, f := range strings.Fields(s[a : a+end]) {
		if words == 8 {
			break
		}
		w := strings.TrimFunc(f, func(r rune) bool { return !letterRune(r) })
		if i == 0 && (w == "" || personName(w) || givenName(strings.ToLower(w))) {
			return false
		}
		if w == "" || countDigits(w) > 0 {
			continue
		}
		words++
		lw := strings.ToLower(w)
		if c, ok := contraction(lw); ok {
			lw = c
		}
		isGlue := stopWords[lw] || errWord(lw) || templateWord(lw)
		if isGlue || knownWord(lw) {
			known++
		} else if i == 0 {
			return false
		}
		if isGlue {
			glue++
		}
	}
	return words >= 4 && known >= words-1 && glue >= 2
}

// keyMessageAt reports a message after a key's colon at s[a] that a
// form's validation writes in its language, its first word no names
// data's: a sentence to the line's end (messageAt), or up to four words
// of the catalogues (credMessageAt) ending with a full stop: owner:
// Ungültiger Wert., user: Valeur invalide., author: Ce champ est
// obligatoire. A person's name opens with the names data's (owner: Rose
// Baker already exists), a function word does not (La valeur …).
func keyMessageAt(s string, a int) bool {
	// no further than the rules asked read (messageAt 200 bytes,
	// credMessageAt 120): the rest of a long line, read at every key of it,
	// made a line of keys quadratic ("/user:ä" repeated to 255 KB: 12.8 s)
	v, _, _ := cut(s[a:min(len(s), a+256)], "\n")
	if fw := firstWord(v); a < 2 || s[a-2] != ':' || (givenNameData(fw) || surnameData(fw)) && !wordlist.FunctionWord(fw) {
		return false
	}
	return messageAt(s, a) || hasSuffix(v, ".") && credMessageAt(s, a)
}

// credMessageAt reports a short message after a password's key (or, in
// small letters, a personal field's: telefon: ungültig), at s[a]
// to the line's end: one to four words, each a word messages are made of
// (a stop word, the error vocabulary, a catalogue's word) and none the
// password's own word: "Passwort: zu kurz", "пароль: слишком короткий",
// "contraseña: inválida" say what is wrong with the value, where a
// passphrase's words (correct horse battery) are no catalogue's. English's
// one-word answers are stopValue's; a quoted or "="-joined value is always
// the value.
func credMessageAt(s string, a int) bool {
	end := indexByte(s[a:min(len(s), a+120)], '\n')
	if end < 0 {
		if len(s)-a > 120 {
			return false
		}
		end = len(s) - a
	}
	fs := strings.Fields(s[a : a+end])
	if len(fs) == 0 || len(fs) > 4 {
		return false
	}
	for _, f := range fs {
		w := strings.ToLower(strings.TrimRightFunc(f, unicode.IsPunct))
		if w == "" || !utf8.ValidString(w) || secretKeyWord(w) ||
			!(stopWords[w] || wordlist.FunctionWord(w) || errWord(w) || templateWord(w)) {
			return false
		}
		// one word alone must be another language's catalogue word
		// (inválida, неверный): an English word there (test, admin) is
		// as often the password itself
		if len(fs) == 1 && !templateWord(w) {
			return false
		}
	}
	return true
}

// passphraseEnd returns where a passphrase that starts with the word
// s[a:b] ends: "password: correct horse battery staple" is four words of
// one secret, and masking the first alone left three. The run goes on
// over lower-case words up to eight; a function word or a word that says
// what is wrong with a value ends it ("hunter was rejected", "hunter
// expired"). The error vocabulary and the catalogues' words do not: they
// hold the nouns passphrases are made of ("sunny ember lamp": ember is a
// framework's word, table and window a program's). A first word with a
// digit or a capital is no passphrase's.
func passphraseEnd(s string, a, b int) int {
	if !passphraseWord(s[a:b]) {
		return b
	}
	for n := 0; n < 7 && b+1 < len(s) && s[b] == ' '; n++ {
		e := b + 1
		for e < len(s) && s[e] != ' ' && s[e] != '\n' && s[e] != '\t' {
			e++
		}
		w := strings.TrimRight(s[b+1:e], ".,;!?")
		if !passphraseWord(w) || stopWords[w] || stopValue(w) {
			break
		}
		b += 1 + len(w)
	}
	return b
}

// passphraseWord reports a word a passphrase is made of: 2 to 24 letters,
// all lower case.
func passphraseWord(w string) bool {
	if len(w) < 2 || len(w) > 48 {
		return false
	}
	n := 0
	for _, r := range w {
		if !lowerRune(r) {
			return false
		}
		n++
	}
	return n <= 24
}

// sentenceOpener reports a capitalised word at s[a:b] that opens a
// sentence after a key's ": " ("A validação falhou: Subdomínio já está
// em uso"): the words after it on the line are three or more known words
// of a language, each but one, with a word messages are made of among
// them. A person's name there is still a value (personName decides
// before this is asked); a word in lower case is a login's shape, and is
// judged alone.
func sentenceOpener(s string, a, b int) bool {
	if a < 2 || s[a-2:a] != ": " {
		return false
	}
	if r, _ := decodeRune(s[a:b]); !upperRune(r) {
		return false
	}
	w := s[a:b]
	if personName(w) || givenName(strings.ToLower(w)) || strings.IndexFunc(w, func(r rune) bool { return !letterRune(r) }) >= 0 {
		return false
	}
	end := indexByte(s[b:min(len(s), b+200)], '\n')
	if end < 0 {
		end = min(len(s), b+200) - b
	}
	words, known, glue := 0, 0, 0
	for _, f := range strings.Fields(s[b : b+end]) {
		if words == 6 {
			break
		}
		x := strings.TrimFunc(f, func(r rune) bool { return !letterRune(r) })
		if x == "" || strings.IndexFunc(x, func(r rune) bool { return !letterRune(r) }) >= 0 {
			continue
		}
		words++
		lx := strings.ToLower(x)
		isGlue := stopWords[lx] || errWord(lx) || templateWord(lx)
		if isGlue || knownWord(lx) && !personName(x) {
			known++
		}
		if isGlue {
			glue++
		}
	}
	return known >= 3 && known >= words-1 && glue >= 1
}

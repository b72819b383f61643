package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// A value right after the word for a password in prose, in every language
// the translation catalogues ship a Password label in (words/pwkeys: GTK's,
// PAM's, the keyrings' and network managers' catalogues, some hundred
// languages), not only those rePasswordWord types: `पासवर्ड kavuri2291 है`,
// `პაროლი x7Kq2 არასწორია`, `Нууц үг: r8t2kq`, `parolanız Ab12cd`,
// `kata sandinya x7k2q9`, `รหัสผ่านคือ x7k2q9`, `비밀번호는 x7k2q9`. The label
// is one to three words joined as a key writes them (mật khẩu: matkhau),
// with a case ending, possessive or particle of up to five letters glued on
// (parola|sı, şifre|niz, 비밀번호|는, รหัสผ่าน|คือ), or a declined form
// (passwordWordForm); a separator (":", "：", Amharic's "፦", Khmer's "៖") or
// one short word between it and the value (a copula: é, je, là, este) is
// allowed. An unquoted value must be shaped as no word is: letters and
// digits mixed (secretValue); a quoted one is the value whatever it holds.

// pwLabelSuffix is the longest case ending, possessive or particle, in
// letters, read off a password's word glued to it (Turkish -ınız,
// Uzbek -ingiz, Indonesian -nya, Korean 는, Thai's copula คือ).
const pwLabelSuffix = 5

// pwLabelMax bounds a label's bytes (three words joined): the longest
// catalogue word for a password is well under it, and a longer run is not
// hashed.
const pwLabelMax = 64

// labelRune reports a rune a label's word is made of: a letter, a mark
// (the vowel signs of Indic scripts), or a joiner (Khmer's and Malayalam's
// zero-width spaces and joiners, which the catalogues' keys drop).
func labelRune(r rune) bool {
	return letterRune(r) || unicode.Is(unicode.M, r) || r >= 0x200B && r <= 0x200D
}

// caselessLabelScript reports a letter of a script written without spaces
// between words, where a password's word is found inside a run.
func caselessLabelScript(r rune) bool {
	return unicode.In(r, unicode.Thai, unicode.Khmer, unicode.Lao, unicode.Myanmar, unicode.Han, unicode.Hangul, unicode.Hiragana, unicode.Katakana)
}

// pwLabelKey returns a label's words as the catalogues' keys write them:
// lower case, joiners dropped.
func pwLabelKey(w string) string {
	var b strings.Builder
	for _, r := range w {
		if r >= 0x200B && r <= 0x200D {
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// passwordLabel reports a label's key (pwLabelKey) that is a catalogue's
// word for a password, in a declined form, or with a short ending glued
// on; in a script written without spaces, the word may stand anywhere in
// the run before such an ending.
func passwordLabel(k string) bool {
	if len(k) < 4 || len(k) > pwLabelMax {
		return false
	}
	if wordlist.PasswordKey(k) || passwordWordForm(k) {
		return true
	}
	if r, n := decodeRune(k); strings.ContainsRune("הבולמשכ", r) && runeCount(k) >= 4 && wordlist.PasswordKey(k[n:]) {
		return true // הסיסמה, בסיסמה: Hebrew writes "the", "in", "to" onto the word
	}
	// Initialpasswort, Einmalkennwort, standaardwachtwoord: a closed
	// compound whose head is the word for a password (six letters or
	// more) after a known word names a password still
	for p := 4; p+6 <= len(k); p++ {
		if utf8.RuneStart(k[p]) && runeCount(k[p:]) >= 6 && wordlist.PasswordKey(k[p:]) && wordlist.Known(k[:p]) {
			return true
		}
	}
	r0, _ := utf8.DecodeLastRuneInString(k)
	caseless := caselessLabelScript(r0)
	// the ends to try: the whole run, then up to pwLabelSuffix letters off
	ends := []int{len(k)}
	for e, n := len(k), 0; e > 0 && n < pwLabelSuffix; n++ {
		_, w := utf8.DecodeLastRuneInString(k[:e])
		e -= w
		ends = append(ends, e)
	}
	for _, e := range ends[1:] {
		if e >= 4 && runeCount(k[:e]) >= 3 && wordlist.PasswordKey(k[:e]) {
			return true
		}
	}
	if !caseless {
		return false
	}
	for i := 0; i < len(k); {
		_, w := decodeRune(k[i:])
		i += w
		for _, e := range ends {
			if e-i >= 4 && wordlist.PasswordKey(k[i:e]) {
				return true
			}
		}
	}
	return false
}

// labelWordBefore returns the start of the word that ends at s[:e] (its
// letters, marks and joiners), or e when none does.
func labelWordBefore(s string, e int) int {
	a := e
	for a > 0 && e-a <= pwLabelMax {
		r, w := utf8.DecodeLastRuneInString(s[:a])
		if !labelRune(r) {
			break
		}
		a -= w
	}
	if e-a > pwLabelMax {
		return e
	}
	return a
}

// valueLabelBefore returns the class of the label that ends at s[:e]: "cred"
// for a password's (its last word, or its last two or three words joined,
// one space between them: mật khẩu, Нууц үг, kata sandinya), "user" for
// the words an address book or a login form names a person's field with
// (words.FieldKey: उपयोक्ता नाम, Kullanıcı adı, Tên người dùng, as a key
// writes them: उपयोक्तानाम, kullanıcıadı) or an account with
// (words.AccountLabel, GnuCash's: hesap, účet), "" for none. A person's field
// is asked as written only: its filter answers a stranger more often than
// the password's, and a glued ending would ask it six times as often.
func valueLabelBefore(s string, e int) string {
	key := ""
	for n := 0; n < 3; n++ {
		a := labelWordBefore(s, e)
		if a == e {
			return ""
		}
		key = pwLabelKey(s[a:e]) + key
		if len(key) > pwLabelMax {
			return ""
		}
		if passwordLabel(key) {
			return "cred"
		}
		if len(key) >= 4 && (wordlist.FieldKey(key) != "" || wordlist.AccountLabel(key)) {
			return "user"
		}
		if a < 2 || s[a-1] != ' ' {
			return ""
		}
		e = a - 1
	}
	return ""
}

// pwLabelSeps are the separators a label may stand before its value with:
// the colons of Latin, CJK, Ethiopic and Khmer writing, and "=".
var pwLabelSeps = []string{":", "：", "፦", "៖", "="}

// labelAt returns the class of the label (valueLabelBefore) that ends before
// the value at s[a]: right before it (glued to it in a script written
// without spaces), or before a separator or one short word (a copula: é,
// je, là, este), and whether a separator stood between.
func labelAt(s string, a int) (class string, sep bool) {
	e := a
	for e > 0 && s[e-1] == ' ' {
		e--
	}
	if e == a {
		// glued: only after a letter of a script written without spaces
		if r, _ := utf8.DecodeLastRuneInString(s[:a]); caselessLabelScript(r) {
			return valueLabelBefore(s, a), false
		}
		return "", false
	}
	for _, p := range pwLabelSeps {
		if hasSuffix(s[:e], p) {
			e -= len(p)
			for e > 0 && s[e-1] == ' ' {
				e--
			}
			return valueLabelBefore(s, e), true
		}
	}
	if c := valueLabelBefore(s, e); c != "" {
		return c, false
	}
	// one short word between: the language's copula
	c := labelWordBefore(s, e)
	if c == e || runeCount(s[c:e]) > 4 || c < 2 || s[c-1] != ' ' {
		return "", false
	}
	return valueLabelBefore(s, c-1), false
}

// detectPasswordLabels masks the value after a password's label in prose,
// in any language the catalogues know the word in (see above).
func detectPasswordLabels(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); i++ {
		c := s[i]
		// a value starts at a letter, a digit or a quote after a space
		// (a letter of any alphabet: Тал-Нутаг-55, Xəzər.Dəniz.21), or at
		// an ASCII one after a letter of a script written without spaces
		if i == 0 || !(isAlnum(c) || c == '"' || c == '\'' || c >= utf8.RuneSelf && s[i-1] == ' ' && letterAt(s, i)) {
			continue
		}
		if p := s[i-1]; p != ' ' && p < utf8.RuneSelf {
			continue
		}
		if s[i-1] >= utf8.RuneSelf {
			if r, _ := utf8.DecodeLastRuneInString(s[:i]); !caselessLabelScript(r) {
				continue
			}
		}
		a, b, quoted := i, 0, false
		if c == '"' || c == '\'' {
			e := indexByte(s[i+1:min(len(s), i+130)], c)
			if e < 0 || containsChars(s[i+1:i+1+e], "\n\t") {
				continue
			}
			a, b, quoted = i+1, i+1+e, true
		} else {
			b = i
			for b < len(s) && b-i <= 64 && !isSpace(s[b]) {
				if s[b] < utf8.RuneSelf {
					b++
					continue
				}
				// a letter of any alphabet (Xəzər.Dəniz.21); a symbol
				// beyond ASCII (a typographic quote, a CJK comma) ends
				// it, and so does a unit glued to a number (8자, 12文字:
				// a length the message asks for)
				r, n := utf8.DecodeRuneInString(s[b:])
				if !letterRune(r) && !unicode.Is(unicode.M, r) || isDigit(c) {
					break
				}
				b += n
			}
			for b > a && indexByte(",;:)]}.", s[b-1]) >= 0 {
				b--
			}
		}
		v := s[a:b]
		if len(v) < 4 || len(v) > 64 || !quoted && !pwLabelValueShape(v) || !secretValue(v, false) || filePathValue(v) {
			i = max(i, b-1)
			continue
		}
		if !quoted && (indexByte(v, '.') < 0 && knownAsWritten(v) || encodingName(v)) {
			// Nuova password sha256:, parola nouă utf-8: the kind of
			// password a prompt asks for, a word of code (one word: the
			// filters answer for a dotted run as a whole at random)
			i = max(i, b-1)
			continue
		}
		switch class, sep := labelAt(s, i); class {
		case "cred":
			if q, va, vb := promptWord(s, a, b); !quoted && !sep && vb > va+1 {
				a, b = va, vb // hasło sha512: zaq12wsx
			} else if !quoted && q {
				break
			}
			sc.add(a, b, phSecret)
		case "user":
			// usuario 'app_reportes': a service's account is no person's
			if (quoted || loginShaped(v)) && !loginKept(v) {
				sc.add(a, b, phPathUser)
			}
		}
		i = max(i, b-1)
	}
}

// pwLabelValueShape reports an unquoted word shaped as a password, not as
// a word, number, path or host of the message: letters of any alphabet
// and digits mixed, or a symbol inside (Samarqand*Non), no slash, and no dot before a last part of letters alone (db1.local,
// app2.log: a host's or a file's name; at.ex.6881 is a password's).
func pwLabelValueShape(v string) bool {
	letter, digit := false, false
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isDigit(c):
			digit = true
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= utf8.RuneSelf:
			letter = true
		case c == '/' || c == '\\':
			return false
		case i > 0 && i < len(v)-1 && indexByte("*!#$%^&+~", c) >= 0:
			// Samarqand*Non: a symbol inside a run of letters is a
			// password's as a digit is, a sentence writes none there
			digit = true
		}
	}
	if d := lastIndexByte(v, '.'); d >= 0 && d+1 < len(v) && lettersOnly(v[d+1:]) {
		return false
	}
	return letter && digit
}

// loginShaped reports an unquoted word after a person's field label that
// is shaped as a login, not as a version, a build or a memory address
// (personnummer v2024b, adresse 0x7ffd5a8c): three letters or more, and
// not hexadecimal digits alone.
func loginShaped(v string) bool {
	letters, hex := 0, true
	for i := 0; i < len(v); i++ {
		c := v[i] | 0x20
		if c >= 'a' && c <= 'z' {
			letters++
			hex = hex && c <= 'f' || i == 1 && c == 'x' && v[0] == '0'
		} else if !isDigit(v[i]) {
			hex = false
		}
	}
	return letters >= 3 && !hex
}

// letterAt reports a letter of any alphabet starting at s[i].
func letterAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return letterRune(r)
}

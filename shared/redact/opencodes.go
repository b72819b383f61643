package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// A code that opens something, after its label in prose, in the languages
// the wordnets write the label in (words.OpenCodeLabel, words.OpenThing):
// `暗証番号 0412`, `toegangscode 4471`, `Schließfachcode 3-19-27`, `code
// d'accès 24A71`, `kode pintu: 7720#`, `gate code 1234`. The label is a
// PIN's, an access code's or a password's word (one to three words
// joined, or the end of a run of a script written without spaces), or a
// code's word (words.CodeLabel: code, kode, código, コード) joined to or
// beside a door's, a gate's, a locker's or a safe's word or a word that
// makes a code a credential (words.CredentialQualifier: accès, acceso).
// A code alone (Fehlercode 4172, exit code 1, code=404, RC 55) names no
// such thing and stays. The value is shaped as a code a keypad takes:
// four to eight digits, or three or more digits with up to two letters
// or a keypad's symbols (3719B, 24A71, 3-19-27, 7720#).

// openCodeShape reports a value shaped as a code a keypad takes.
func openCodeShape(v string) bool {
	if len(v) < 3 || len(v) > 12 {
		return false
	}
	digits, letters, syms := 0, 0, 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isDigit(c):
			digits++
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			letters++
		case c == '-' || c == '#' || c == '*':
			syms++
		default:
			return false
		}
	}
	if letters == 0 && syms == 0 {
		return digits >= 4 && digits <= 8
	}
	return digits >= 3 && letters <= 2 && (isDigit(v[0]) || isDigit(v[len(v)-1]))
}

// openLabelWordBefore returns the start of the word that ends at s[:e]:
// letters, marks, and a hyphen or an apostrophe between them (PIN-Code,
// d'accès), or e when none does.
func openLabelWordBefore(s string, e int) int {
	a := e
	for a > 0 && e-a <= pwLabelMax {
		r, w := utf8.DecodeLastRuneInString(s[:a])
		if labelRune(r) || (r == '-' || r == '\'' || r == '’') && a-w > 0 && a < e {
			a -= w
			continue
		}
		break
	}
	if e-a > pwLabelMax {
		return e
	}
	for a < e && (s[a] == '-' || s[a] == '\'') {
		a++
	}
	return a
}

// openLabelForm writes a label's word as the lists hold it: lower case,
// letters and marks alone.
func openLabelForm(w string) string {
	var b strings.Builder
	for _, r := range w {
		if unicode.IsLetter(r) || unicode.Is(unicode.M, r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// openQualifier reports a word for what a code opens or a word that makes
// a code a credential, an elided article before it allowed (d'accès).
func openQualifier(w string) bool {
	if i := strings.IndexAny(w, "'’"); i >= 0 && i <= 2 {
		w = w[i+len(string([]rune(w[i:])[0])):]
	}
	f := openLabelForm(w)
	return len(f) >= 3 && (wordlist.OpenThing(f) || wordlist.CredentialQualifier(f))
}

// openCodeWord reports a code's word (words.CodeLabel).
func openCodeWord(w string) bool {
	f := openLabelForm(w)
	return len(f) >= 3 && wordlist.CodeLabel(f)
}

// openCompound reports one word that joins what a code opens and a code's
// word (Schließfachcode, Tür-Code), the German linking s allowed.
func openCompound(w string) bool {
	f := openLabelForm(w)
	for i := 3; i+3 <= len(f); i++ {
		if !utf8.RuneStart(f[i]) || !wordlist.CodeLabel(f[i:]) {
			continue
		}
		h := f[:i]
		if wordlist.OpenThing(h) || wordlist.CredentialQualifier(h) || hasSuffix(h, "s") && (wordlist.OpenThing(h[:len(h)-1]) || wordlist.CredentialQualifier(h[:len(h)-1])) {
			return true
		}
	}
	return false
}

// openCodeLabelBefore reports an open code's label ending at s[:e].
func openCodeLabelBefore(s string, e int) bool {
	var ws []string // the words before e, last first
	for n := 0; n < 3; n++ {
		a := openLabelWordBefore(s, e)
		if a == e {
			break
		}
		ws = append(ws, s[a:e])
		if a < 2 || s[a-1] != ' ' {
			break
		}
		e = a - 1
	}
	if len(ws) == 0 {
		return false
	}
	key := ""
	for i, w := range ws {
		key = openLabelForm(w) + key
		if (i > 0 || runeCount(key) >= 3) && wordlist.OpenCodeLabel(key) {
			return true
		}
	}
	last := ws[0]
	if openCompound(last) {
		return true
	}
	// kode pintu, code d'accès; door code, access code; código de
	// acceso: a code's word beside the qualifier, a short word between
	if len(ws) >= 2 && (openCodeWord(ws[1]) && openQualifier(last) || openQualifier(ws[1]) && openCodeWord(last)) {
		return true
	}
	if len(ws) == 3 && runeCount(ws[1]) <= 3 && openCodeWord(ws[2]) && openQualifier(last) {
		return true
	}
	// 入力された暗証番号: the label ends a run of a script written
	// without spaces
	if r, _ := utf8.DecodeLastRuneInString(last); caselessLabelScript(r) {
		for i := 0; i < len(last); {
			if wordlist.OpenCodeLabel(last[i:]) {
				return true
			}
			_, w := decodeRune(last[i:])
			i += w
		}
	}
	return false
}

// openCodeLabelAt reports an open code's label before the value at s[a]:
// right before it, or before a separator (":", "：", "=") or one short
// word (a copula: is, ist, est, es).
func openCodeLabelAt(s string, a int) bool {
	e := a
	for e > 0 && s[e-1] == ' ' {
		e--
	}
	if e == a {
		r, _ := utf8.DecodeLastRuneInString(s[:a])
		return caselessLabelScript(r) && openCodeLabelBefore(s, a)
	}
	for _, p := range []string{":", "：", "="} {
		if hasSuffix(s[:e], p) {
			e -= len(p)
			for e > 0 && s[e-1] == ' ' {
				e--
			}
			return openCodeLabelBefore(s, e)
		}
	}
	if openCodeLabelBefore(s, e) {
		return true
	}
	c := labelWordBefore(s, e)
	if c == e || runeCount(s[c:e]) > 4 || c < 2 || s[c-1] != ' ' {
		return false
	}
	return openCodeLabelBefore(s, c-1)
}

// detectOpenCodes masks a code that opens something after its label.
func detectOpenCodes(sc *scan) {
	s := sc.s
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !isAlnum(c) {
			continue
		}
		p := s[i-1]
		if p != ' ' && p < utf8.RuneSelf {
			continue
		}
		if p >= utf8.RuneSelf {
			if r, _ := utf8.DecodeLastRuneInString(s[:i]); !caselessLabelScript(r) {
				continue
			}
		}
		b := i
		for b < len(s) && b-i <= 16 && (isAlnum(s[b]) || s[b] == '-' || s[b] == '#' || s[b] == '*') {
			b++
		}
		e := b
		for e > i && s[e-1] == '-' {
			e--
		}
		// the code ends the word: a space, a sentence's mark or the end
		ok := b == len(s) || indexByte(" ,;:.)]»\"'\n\t", s[b]) >= 0 || s[b] >= utf8.RuneSelf
		// a word of code or an encoding is what a prompt asks for
		// (пароль cp1251:), no code
		if ok && openCodeShape(s[i:e]) && !encodingName(s[i:e]) && !knownAsWritten(s[i:e]) && openCodeLabelAt(s, i) {
			sc.add(i, e, phSecret)
		}
		i = max(i, b-1)
	}
}

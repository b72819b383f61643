package redact

import "strings"

// promptWord judges a word at s[a:b] after the word for a password, with a
// colon at its end or right after it: when the word is a known one as
// written, it is the kind of password a prompt asks for ("Nuova password
// sha256:", "Новый пароль md5:"), not a value. qualifier: nothing but
// spaces follows the colon on its line; otherwise the value is the run of
// non-space characters after the colon ("hasło sha512: zaq12wsx"), at
// s[va:vb]. A stranger there ("password hunter2:") is a value itself.
func promptWord(s string, a, b int) (qualifier bool, va, vb int) {
	w := trimSuffix(s[a:b], ":")
	if len(w) == b-a {
		if b >= len(s) || s[b] != ':' {
			return false, 0, 0
		}
		b++
	}
	if w == "" || !knownAsWritten(w) && !encodingName(w) {
		return false, 0, 0
	}
	line, _, _ := cut(s[b:], "\n")
	va = b + len(line) - len(strings.TrimLeft(line, " \t"))
	vb = va + strings.IndexAny(s[va:]+" ", " \t\n")
	return va == b+len(line), va, vb
}

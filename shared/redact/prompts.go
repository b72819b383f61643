package redact

import "strings"

// promptQualifier reports a word at s[a:b] after the word for a password
// that ends a prompt: the prompt's colon follows it (or ends it) and
// nothing but spaces after that on its line, and the word is a known one as
// written ("Nuova password sha256:", "Новый пароль md5:", "Neues Passwort
// bcrypt:"): the kind of password the prompt asks for, not a value, which
// comes after the colon. A stranger there ("password hunter2:") is still a
// value.
func promptQualifier(s string, a, b int) bool {
	w := s[a:b]
	rest := s[b:]
	switch {
	case strings.HasSuffix(w, ":"):
		w = w[:len(w)-1]
	case strings.HasSuffix(w, "："):
		w = w[:len(w)-len("：")]
	case strings.HasPrefix(rest, ":"):
		rest = rest[1:]
	case strings.HasPrefix(rest, "："):
		rest = rest[len("："):]
	default:
		return false
	}
	if line, _, _ := strings.Cut(rest, "\n"); strings.TrimSpace(line) != "" {
		return false
	}
	return w != "" && knownAsWritten(w)
}

// qualifiedPassword returns the value after a prompt's qualifier and colon
// that s[a:b] holds ("hasło sha512: zaq12wsx": s[a:b] is "sha512:"): the
// first run of non-space characters after the colon, when the qualifier is
// a known word.
func qualifiedPassword(s string, a, b int) (int, int, bool) {
	w := s[a:b]
	if !strings.HasSuffix(w, ":") || len(w) < 2 || !knownAsWritten(w[:len(w)-1]) {
		return 0, 0, false
	}
	i := b
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	j := i
	for j < len(s) && !isSpace(s[j]) {
		j++
	}
	return i, j, j-i >= 2
}

package redact

import (
	"net/http"
	"strings"
)

// An HTTP status's reason phrase after its code (303 See Other, 451
// Unavailable For Legal Reasons) is the protocol's text, whatever its
// words read as: See Other was masked as a person's name. The phrases are
// the Go standard library's (net/http's StatusText, the IANA registry's).

// statusPhraseSpans finds each status code of three digits followed by
// its own reason phrase, the phrase's words as written (any case) and
// nothing glued after them.
func statusPhraseSpans(s string) []span {
	var out []span
	for i := 0; i+4 < len(s); i++ {
		if !isDigit(s[i]) || i > 0 && isAlnum(s[i-1]) || !isDigit(s[i+1]) || !isDigit(s[i+2]) || s[i+3] != ' ' {
			continue
		}
		p := http.StatusText(atoi(s[i : i+3]))
		a := i + 4
		if p == "" || a+len(p) > len(s) || !strings.EqualFold(s[a:a+len(p)], p) || a+len(p) < len(s) && isAlnum(s[a+len(p)]) {
			continue
		}
		out = append(out, span{a, a + len(p), ""})
		i = a + len(p)
	}
	return out
}

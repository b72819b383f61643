package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A firm is named after two partners by their surnames joined by a hyphen
// (Kirk-Taylor, Bentley-Perez, Σιώρης-Πέττα, Батюк-Дуплій); a person with
// a double surname is written with a given name before it (Anna
// Kirk-Taylor) or after a title or a person's noun (Mr Kirk-Taylor,
// customer Kirk-Taylor). firmPairSpans marks such a pair standing alone:
// both parts capitalised words of one cased script, one at least a
// surname the names data holds (its Cyrillic and Greek surnames are few),
// and neither a common given name or one the data holds as a given name
// only (Anna-Lena, Jean-Luc are a person's given names),
// with no name word before or after it, and no key, title or person's
// noun before it. keepOrganisations takes back the word rules' spans
// inside it.
func firmPairSpans(s string) []span {
	var out []span
	prev := "" // the token before, folded and trimmed
	for i := 0; i < len(s); {
		if s[i] == ' ' {
			i++
			continue
		}
		j := i + strings.IndexByte(s[i:], ' ')
		if j < i {
			j = len(s)
		}
		tok := s[i:j]
		core := strings.Trim(tok, orgPunct)
		lead := strings.Index(tok, core)
		if firmPair(core) && !(nameNouns()[prev] && !weakNoun(prev)) && !strings.HasSuffix(prev, ":") && !strings.HasSuffix(prev, "=") &&
			!nameWordAround(s, i+lead, i+lead+len(core)) {
			e := i + lead + len(core)
			for e < j && (s[e] == '\'' || s[e] == '"') {
				e++ // the word rules' span may hold the closing quote
			}
			out = append(out, span{i + lead, e, ""})
		}
		prev = strings.ToLower(strings.TrimLeft(tok, orgPunct))
		i = j
	}
	return out
}

// firmPair reports two surnames joined by one hyphen (see firmPairSpans).
func firmPair(w string) bool {
	a, b, ok := strings.Cut(w, "-")
	if !ok || strings.Contains(b, "-") {
		return false
	}
	surnames := 0
	for _, p := range [...]string{a, b} {
		r, _ := utf8.DecodeRuneInString(p)
		if utf8.RuneCountInString(p) < 3 || !unicode.IsUpper(r) || !oneScript(p) || orgFirstName(p) {
			return false
		}
		if surnameData(strings.ToLower(p)) {
			surnames++
		}
	}
	if surnames == 0 {
		return false
	}
	ra, _ := utf8.DecodeRuneInString(a)
	rb, _ := utf8.DecodeRuneInString(b)
	return scriptOf(ra) == scriptOf(rb)
}

// nameWordAround reports a capitalised word right before s[a:] or right
// after s[:b] (Anna Kirk-Taylor, Kirk-Taylor Anna), a space apart: the
// pair is then part of a longer name.
func nameWordAround(s string, a, b int) bool {
	if a >= 2 && s[a-1] == ' ' {
		k := strings.LastIndexByte(s[:a-1], ' ') + 1
		if w := strings.Trim(s[k:a-1], orgPunct); w != "" && s[a-2] != ',' && orgNameWord(w) {
			return true
		}
	}
	if b+1 < len(s) && s[b] == ' ' {
		e := b + 1 + strings.IndexByte(s[b+1:], ' ')
		if e <= b {
			e = len(s)
		}
		if w := strings.Trim(s[b+1:e], orgPunct); w != "" && orgNameWord(w) && !legalForm(w) {
			return true
		}
	}
	return false
}

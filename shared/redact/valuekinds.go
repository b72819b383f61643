package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// Kinds of values a key's value may be that name no one: the text's own
// keys and index names, ULIDs, enum codes, compared keys, system users
// and enum payloads.

// ownKey reports a word the text itself writes as a key ({ idempotency_key:
// "…" }, retry_token=…): a field's name, wherever else it stands. The keys
// are collected once per text, in one pass.
func (sc *scan) ownKey(w string) bool {
	if sc.keys == nil {
		sc.keys = map[string]bool{}
		s := sc.s
		for i := 0; i < len(s); i++ {
			if s[i] != ':' && s[i] != '=' || i+1 >= len(s) || s[i+1] == ':' || s[i+1] == '=' || s[i+1] == '/' ||
				s[i] == ':' && isLetter(s[i+1]) {
				continue // profile:olivia-martin:prefs joins names, no key
			}
			j, k := i, i
			for k > 0 && j-k < 64 && (isWord(s[k-1]) || s[k-1] == '-') {
				k--
			}
			// a field's name in code's shape (snake or kebab case),
			// unquoted: a quoted key can be an entry's person
			if w := s[k:j]; j-k >= 3 && containsChars(w, "_-") && isLetter(s[k]) && (k == 0 || !isWord(s[k-1]) && s[k-1] != '.' && s[k-1] != '"' && s[k-1] != '\'') &&
				!namedAfterPerson(strings.ReplaceAll(strings.ToLower(w), "-", "_")) && !personCompound(w) {
				sc.keys[w] = true
			}
		}
	}
	return sc.keys[w]
}

// ownIndex reports a MongoDB index's name made of the text's own keys and
// their sort directions (idempotency_key_1, tenant_id_1_created_at_-1).
func (sc *scan) ownIndex(tok string) bool {
	if !hasSuffix(tok, "_1") && !hasSuffix(tok, "_-1") || len(tok) > 128 {
		return sc.ownKey(tok)
	}
	rest := tok
	for rest != "" {
		k := indexStr(rest, "_1")
		d := indexStr(rest, "_-1")
		if k < 0 || d >= 0 && d < k {
			k = d
		}
		if k <= 0 || !sc.ownKey(rest[:k]) {
			return false
		}
		rest = rest[k:]
		rest = trimPrefix(trimPrefix(rest, "_-1"), "_1")
		rest = trimPrefix(rest, "_")
	}
	return true
}

// collationName reports a MySQL/MariaDB collation by its structure: a
// charset of letters and digits in at most four runs (utf8mb4, latin1,
// cp1251, ascii), more parts in small letters and digits, and ci, cs or
// bin last (utf8mb4_unicode_ci, utf8mb4_0900_as_cs, latin1_bin): the
// server's name for a sort order. A random token alternates more (xk9f7q2m).
func collationName(tok string) bool {
	k := indexByte(tok, '_')
	if k < 2 || len(tok) > 48 || !isLetter(tok[0]) || !wordIn(" ci cs bin ", tok[lastIndexByte(tok, '_')+1:]) {
		return false
	}
	runs := 1
	for i := 1; i < len(tok); i++ {
		c := tok[i]
		if !(c >= 'a' && c <= 'z' || isDigit(c) || c == '_') {
			return false
		}
		if i < k && isDigit(c) != isDigit(tok[i-1]) {
			runs++
		}
	}
	// a charset of letters alone (ascii_general_ci) with a language: a
	// login before _bin is no collation
	return runs <= 4 && (runs > 1 || strings.Count(tok, "_") > 1)
}

// mongoIndexName reports the name MongoDB gives an index by default: each
// field's name and its direction or kind, joined by "_" (sku_1_warehouse_1,
// created_at_-1, location_2dsphere), where every field's name is known
// words or code: a token that merely ends in _1 is judged as usual.
func mongoIndexName(tok string) bool {
	if len(tok) > 128 || !contains(tok, "_") {
		return false
	}
	fields := 0
	for rest := tok; rest != ""; fields++ {
		field, next := "", ""
		for i := 1; i < len(rest) && field == ""; i++ {
			if rest[i-1] != '_' {
				continue
			}
			for _, d := range [...]string{"1", "-1", "2dsphere", "2d", "text", "hashed"} {
				if hasPrefix(rest[i:], d) && (i+len(d) == len(rest) || rest[i+len(d)] == '_') {
					field, next = rest[:i-1], trimPrefix(rest[i+len(d):], "_")
					break
				}
			}
		}
		if field == "" || !isLetter(field[0]) || !knownCompound(field) && !knownWord(field) {
			return false
		}
		rest = next
	}
	return fields > 0
}

// typedULID reports a ULID (26 characters of Crockford's base 32, its
// first the high bits of a millisecond time) with an optional type prefix
// in lower case (evt_, ord_): ids that sort by their creation time.
func typedULID(v string) bool {
	if i := indexByte(v, '_'); i > 0 && i <= 8 && isLowerWord(v[:i]) {
		v = v[i+1:]
	}
	if len(v) != 26 || v[0] < '0' || v[0] > '7' {
		return false
	}
	for i := 0; i < len(v); i++ {
		c := v[i]
		if !(isDigit(c) || c >= 'A' && c <= 'Z' && c != 'I' && c != 'L' && c != 'O' && c != 'U') {
			return false
		}
	}
	return true
}

// enumKeys end keys whose values are a program's enumerations: an error's
// code or reason, a state, a type.
var enumKeys = wordMap("code reason status state type kind errcode ")

// enumValue reports a snake_case value (idempotency_key_in_use,
// card_declined) right after an enumeration's key and ":" or "=" ("(code:
// …)", reason=…): a constant of the program that wrote the message. A
// person's name in snake case is still a name.
func enumValue(s string, a int, tok string) bool {
	if !contains(tok, "_") || len(tok) > 64 || namedAfterPerson(tok) || personCompound(tok) {
		return false
	}
	for i := 0; i < len(tok); i++ {
		if c := tok[i]; !(c >= 'a' && c <= 'z' || c == '_' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	if strings.ToLower(tok) != tok && strings.ToUpper(tok) != tok {
		return false
	}
	j := a
	for j > 0 && s[j-1] == ' ' && a-j < 2 {
		j--
	}
	if j == 0 || s[j-1] != ':' && s[j-1] != '=' {
		return false
	}
	j--
	if j > 0 && (s[j-1] == '"' || s[j-1] == '\'') {
		j--
	}
	k := j
	for k > 0 && j-k < 48 && (isWord(s[k-1]) || s[k-1] == '-') {
		k--
	}
	p := keyParts(s[k:j])
	return len(p) > 0 && enumKeys[p[len(p)-1]] && keyClass(s[k:j]) == ""
}

// codeKeys end keys whose values name a program's own parts: a bean's
// property (propertyPath=ilosc), a form's field (on field 'quantite'), a
// class (rootBeanClass=class pl.acme.Pozycja), a parameter, an attribute.
var codeKeys = wordMap("propertypath property field fieldname attribute parameter param rootbeanclass leafbean beanclass ")

// codeKeyValue reports an identifier (letters, digits, _ . $, a letter
// first) right after a key of codeKeys and ":", "=" or a space and a quote
// (propertyPath=ilosc, on field 'quantite', rootBeanClass=class x.y.Z):
// a name of the program that wrote the message. A name the names data
// holds, or written as code (olivia_martin), is still a name.
func codeKeyValue(s string, a int, tok string) bool {
	if len(tok) > 128 || !isLetter(tok[0]) || namedAfterPerson(tok) || personCompound(tok) {
		return false
	}
	if lt := strings.ToLower(tok); givenNameData(lt) || surnameData(lt) {
		return false // on field 'kowalczyk': the names data's, not code's
	}
	host := hostLabels(tok)
	for i := 0; i < len(tok); i++ {
		if c := tok[i]; !isAlnum(c) && c != '_' && c != '.' && c != '$' && !host {
			return false
		}
	}
	j := a
	if j > 0 && (s[j-1] == '\'' || s[j-1] == '"') {
		j--
	}
	if j >= 6 && s[j-6:j] == "class " {
		j -= 6 // rootBeanClass=class pl.acme.Pozycja
	}
	switch {
	case j > 0 && (s[j-1] == ':' || s[j-1] == '='):
		j--
	case j > 0 && s[j-1] == ' ' && j < a:
		j-- // on field 'quantite': quoted after a space
	case host && j > 1 && s[j-2:j] == ": ":
		j -= 2 // host: ora-lager-01
	default:
		return false
	}
	k := j
	for k > 0 && j-k < 48 && (isWord(s[k-1]) || s[k-1] == '-') {
		k--
	}
	p := keyParts(s[k:j])
	return len(p) > 0 && (codeKeys[strings.ToLower(strings.Join(p, ""))] || codeKeys[p[len(p)-1]] || host && hostKeys[p[len(p)-1]] ||
		programKeys[p[len(p)-1]] && programName(strings.ToLower(tok)))
}

// programKeys name the program a syslog, audit or PAM line is about
// (program=sshd, comm="cron", exe=smbd, SYSLOG_IDENTIFIER=rsyslogd).
var programKeys = wordMap("program prog comm exe process daemon identifier ")

// programName reports a program's name: a name Debian's base system
// gives a program or account (base-passwd, its required packages'
// programs) or a package the technical vocabulary holds, or such a name
// with the "d" Unix gives its daemon (sshd, crond, rsyslogd, smbd).
func programName(lt string) bool {
	if wordlist.SystemName(lt) || wordlist.Tech(lt) {
		return true
	}
	base, ok := cutSuffix(lt, "d")
	return ok && len(base) >= 3 && !givenNameData(base) && !surnameData(base) && (wordlist.SystemName(base) || wordlist.Tech(base))
}

// hostKeys name a machine or a service's node: their value is a host's
// name, kept by policy however its words read.
var hostKeys = wordMap("host hostname server node instance replica upstream backend peer machine ")

// hostLabels reports a host's name of labels joined by hyphens, each a
// word some language's dictionary or the technical vocabulary holds, or a
// number (ora-lager-01, kasse-nord-02): a machine named after what it
// does, in its team's language. A label no knowledge holds (olivia,
// mkaraoglu) may be somebody's, and is judged as any value.
func hostLabels(tok string) bool {
	if indexByte(tok, '-') <= 0 || len(tok) > 63 {
		return false
	}
	for rest := tok; rest != ""; {
		p, next, _ := cut(rest, "-")
		if p == "" || countDigits(p) != len(p) && (!asciiWord(p) || !strictWord(p)) {
			return false
		}
		rest = next
	}
	return !hasSuffix(tok, "-")
}

// comparedKey reports a token of v ending at b that is followed by " = "
// (not "=="): the left side of a comparison or an assignment, a column's
// or a variable's name.
func comparedKey(v string, b int) bool {
	j := b
	for j < len(v) && v[j] == ' ' && j-b < 2 {
		j++
	}
	return j > b && j+1 < len(v) && v[j] == '=' && v[j+1] == ' '
}

// systemUID reports a numeric user id below 1000 under a uid key (UID:998,
// uid=0): Unix gives those to root and the system's service accounts
// (SYS_UID_MAX is 999); a person's account starts at 1000.
func systemUID(key, v string) bool {
	p := keyParts(key)
	return len(p) > 0 && p[len(p)-1] == "uid" && len(v) <= 3 && countDigits(v) == len(v)
}

// enumPayload returns where the quoted payload of an enum variant or a
// wrapper at s[i] starts (Rust's Debug: holder: Some("…"), Ok('…'),
// Box::new("…"), nested as NotFound(Some("…"))): the payload is the
// value. Elsewhere it returns i.
func enumPayload(s string, i int) int {
	for w, depth := i, 0; depth < 3; depth++ {
		j := w
		for j < len(s) && j-w < 32 && (isWord(s[j]) || s[j] == ':') {
			j++
		}
		if j == w || !isLetter(s[w]) || j+1 >= len(s) || s[j] != '(' {
			break
		}
		if s[j+1] == '"' || s[j+1] == '\'' {
			return j + 1
		}
		w = j + 1
	}
	return i
}

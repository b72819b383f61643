// Values written into code's own assignments and calls, which the key
// reader (keyed.go, reKeySep) does not take for a key's separator: Make's
// and Go's := ::= ?=, a default after || (token || "…"), a comparison ==,
// an element's ">" whose tag lost its "<", a call's next argument after a
// quoted key ("token", "…"), a template literal after its key (key: `…`),
// and a key glued to a stray closing quote (sentry0"= …, afinicity": …:
// the opening one lost with what came before). In those positions a random literal is what the code holds,
// whatever the key's words: a hex run or a UUID the identifier rules keep
// elsewhere (a commit, a trace id) is a constant someone wrote into the
// code, and a constant that random is a credential. Under a key that names
// a credential (keyClass), any secret-shaped value goes.
//
// Three shapes need no position: a hex run longer than any digest (65 hex
// digits or more that are no SHA-384 or SHA-512: a key, no hash), a
// digest-long hex run glued to a word for a key (pubkey-…, apikey_…), and
// hex in both cases, which no encoder writes.

package redact

import (
	"strings"

	"glitchtip-mcp/shared/ident"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// detectCodeAssigned masks the values of code's assignments (above).
func detectCodeAssigned(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '=' && c != ':' && c != '|' && c != ',' && c != '?' && c != '>' {
			continue
		}
		// the operator at i: opEnd is past it, strong when code alone
		// writes it
		opEnd, strong := i+1, false
		switch {
		case hasPrefix(s[i:], "::="):
			opEnd, strong = i+3, true
		case hasPrefix(s[i:], "==="):
			continue // =ERROR REPORT====: a banner, or JavaScript's strict comparison
		case hasPrefix(s[i:], ":="), hasPrefix(s[i:], "?="), hasPrefix(s[i:], "||"), hasPrefix(s[i:], "=="):
			opEnd, strong = i+2, true
		case hasPrefix(s[i:], "=>"):
			// Ruby's and PHP's hash rocket: a literal after it unquoted (a
			// quoted one is a hash's string, judged as keys' values are)
			opEnd = i + 2
			k := opEnd
			for k < len(s) && k-opEnd < 4 && s[k] == ' ' {
				k++
			}
			strong = k < len(s) && !quoteByte(s[k])
		case c == '>':
			// heroku_key>…: an element's value whose tag lost its "<" (a
			// body cut or read from its middle); no -> or >>, and no tag
			// still whole, a "<" since the last ">" (<trace>…, </commit>…:
			// XML's own reader judges)
			if b := s[max(0, i-256):i]; i == 0 || indexByte("-=<>", s[i-1]) >= 0 || opEnd < len(s) && s[opEnd] == '>' || lastIndexByte(b, '<') > lastIndexByte(b, '>') {
				continue
			}
			strong = true
		case c == '?' || c == '|':
			continue
		}
		if i > 0 && (s[i-1] == '=' || s[i-1] == ':' || s[i-1] == '!' || s[i-1] == '<' || s[i-1] == '>') {
			continue // the second half of an operator read already, or != <= >=
		}
		ka, kb, stray := assignedKey(s, i)
		if ka < 0 {
			i = opEnd - 1
			continue
		}
		va, vb, tick := assignedValue(s, opEnd)
		if va >= vb {
			i = opEnd - 1
			continue
		}
		// = : , are everywhere: a key=value, a list, a time. They are
		// code's only with a stray quote before them, a template literal
		// after them, or (a call's argument) a quote glued to the comma
		glued := opEnd < len(s) && (s[opEnd] == '\'' || c == ',' && s[opEnd] == '"') && !quoteByte(s[max(ka, 1)-1])
		if !strong && !stray && !tick && !glued {
			i = opEnd - 1
			continue
		}
		v, class := s[va:vb], keyClass(s[ka:kb])
		// Record(job_id='4ecadfc1-…'): an event id's shape (a UUID, 32
		// hex digits) under a key that names an identifier (job_id,
		// orderUuid, device_guid) and no credential nor a person's data
		// is the id, as a repr writes a record's fields (session_id,
		// user_id are not)
		id := class == "" && s[kb-1]|0x20 == 'd' && s[kb-2]|0x20 == 'i' && ident.EventID(v)
		if generatedLiteral(v) && !id || class == "cred" && len(v) >= 8 && (hasDigit(v) || generatedValue(v)) && secretValue(v, false) {
			sc.add(va, vb, phSecret)
			i = vb - 1
			continue
		}
		i = opEnd - 1
	}
	detectLongHex(sc)
	detectProseCredValues(sc)
}

// assignedKey returns the key written before the operator at s[op], up
// to one space and two quotes back, and whether a quote closes it that
// no quote opened (a stray quote: 6secret0", nmeraki',); -1 when no key
// stands there.
func assignedKey(s string, op int) (int, int, bool) {
	j := op
	if j > 0 && s[j-1] == ' ' {
		j--
	}
	q := 0
	for j > 0 && q < 2 && (s[j-1] == '"' || s[j-1] == '\'' || s[j-1] == '`') {
		j--
		q++
	}
	kb := j
	for j > 0 && kb-j <= 64 && (isAlnum(s[j-1]) || s[j-1] == '_' || s[j-1] == '.' || s[j-1] == '-') {
		j--
	}
	if kb-j < 2 || kb-j > 64 || !hasLetter(s[j:kb]) {
		return -1, -1, false
	}
	if q == 0 || j > 0 && quoteByte(s[j-1]) {
		return j, kb, false
	}
	// 'attempt to subtract with overflow', src/…: a quoted phrase's last
	// word, its opening quote earlier on the line, is no key
	line := s[max(0, j-256):j]
	if nl := lastIndexByte(line, '\n'); nl >= 0 {
		line = line[nl+1:]
	}
	return j, kb, indexByte(line, s[kb]) < 0
}

// assignedValue returns the token after the operator ending at i, past up
// to five quotes, spaces and "=" (:= '…', ::='…', ?= …), and whether a
// backtick opens it (a template literal).
func assignedValue(s string, i int) (int, int, bool) {
	tick := i < len(s) && s[i] == '`'
	k := i
	for k < len(s) && k-i < 5 && (s[k] == ' ' || s[k] == '=' || s[k] == '"' || s[k] == '\'' || s[k] == '`') {
		k++
	}
	e := k
	for e < len(s) && e-k < 300 && (isAlnum(s[e]) || indexByte("_-+/=.:~", s[e]) >= 0) {
		e++
	}
	for e > k && indexByte(".:", s[e-1]) >= 0 {
		e--
	}
	return k, e, tick
}

// generatedLiteral reports a literal no one writes by hand: 12 to 256
// characters with letters and digits, either hex (a digest's or a UUID's
// shape, 16 hex digits or more) or, with no word among its letters, random
// by looksRandom's judgement, padded base64 of no text, or by its letters
// and digits alternating.
func generatedLiteral(v string) bool {
	t := strings.TrimRight(v, "=")
	if len(t) < 12 || len(v) > 256 || !hasDigit(t) || !hasLetter(t) || contains(t, "://") {
		return false
	}
	hex, n := true, 0
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F':
			n++
		case c == '-' || c == ':':
		default:
			hex = false
		}
	}
	if hex {
		return n >= 16
	}
	// rotation-window-2024-q3: words and a date, however mixed
	if wordAmongLetters(t) {
		return false
	}
	// exp-2024-10-12: a calendar date written out names a run, a backup,
	// an experiment; no generator draws one
	for i := 0; i+10 <= len(t); i++ {
		if d := t[i : i+10]; d[4] == '-' && d[7] == '-' && countDigits(d) == 8 && validYMD(d[:4]+d[5:7]+d[8:]) {
			return false
		}
	}
	if looksRandom(t) {
		return true
	}
	// g9d+fply…=: base64 padded to its four-character blocks, a "+" or "/"
	// inside, that decodes to no text: random bytes
	if len(v)%4 == 0 && len(t) < len(v) && containsChars(t, "+/") && !containsChars(t, "-_.:~") {
		if _, text := decodeBase64(t); !text {
			return true
		}
	}
	// a path (src/orders.rs), a time (2024::09:14:22.317811): no token
	if containsChars(t, "/:.") {
		return false
	}
	// hw26ovj2w2e9qcq: small letters and digits alternating, the letters
	// no word
	digits, trans := 0, 0
	for i := 0; i < len(t); i++ {
		if isDigit(t[i]) {
			digits++
		}
		if i > 0 && isDigit(t[i]) != isDigit(t[i-1]) {
			trans++
		}
	}
	if digits*10 < len(t) || trans*6 < len(t) || (len(t)-digits)*4 < len(t) {
		return false
	}
	return true
}

// wordAmongLetters reports a run of four letters or more in t that is a
// known word.
func wordAmongLetters(t string) bool {
	known, _ := wordLetters(t, true)
	return known > 0
}

// wordLetters counts t's letters and those of them in runs of four letters
// or more that are known words, up to the first such run when first (its
// callers ask it along a value: counting every run there grew quadratic):
// a name of words and numbers is mostly words, base 36 drawn at random
// holds a word or two by chance (veto in 64 characters).
func wordLetters(t string, first bool) (known, letters int) {
	for i := 0; i < len(t) && !(first && known > 0); {
		j := i
		for j < len(t) && (t[j] >= 'a' && t[j] <= 'z' || t[j] >= 'A' && t[j] <= 'Z') {
			j++
		}
		letters += j - i
		if j-i >= 4 && knownWord(t[i:j]) {
			known += j - i
		}
		i = j + 1
	}
	return known, letters
}

// detectLongHex masks a hex run longer than any digest (65 hex digits or
// more, no SHA-384's 96 or SHA-512's 128), a digest-long one (32 or more)
// glued by "-" or "_" to a word for a key (pubkey-…, api_key-…), and one of
// 24 or more in both cases: a key's material, no hash a triager compares.
func detectLongHex(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); {
		if !isHexByte(s[i]) || i > 0 && isAlnum(s[i-1]) {
			i++
			continue
		}
		j, letters, upper, lower := i, false, 0, 0
		for j < len(s) && isHexByte(s[j]) {
			letters = letters || !isDigit(s[j])
			if s[j] >= 'A' && s[j] <= 'F' {
				upper++
			} else if s[j] >= 'a' {
				lower++
			}
			j++
		}
		if j < len(s) && isAlnum(s[j]) || !letters {
			i = j
			continue
		}
		n := j - i
		switch {
		case n >= 65 && n != 96 && n != 128:
			sc.add(i, j, phSecret)
		case n >= 24 && upper >= 3 && lower >= 3 && n-upper-lower >= 3 && (i == 0 || s[i-1] != '_' && s[i-1] != '-'):
			// (after a vendor's shippo_live_ the prefix rule masks the
			// whole token)
			// A1DB8B018b6F787B…: hex in both cases is no digest's, which
			// every encoder writes in one case (%x, %X, sha1sum, a .NET
			// GUID); a generator over [a-fA-F0-9] drew it, a token
			// (gitleaks' Sourcegraph rule). EIP-55's mixed-case addresses
			// follow 0x, glued to it, and are the address rule's
			sc.add(i, j, phSecret)
		case n >= 32 && i >= 2 && (s[i-1] == '-' || s[i-1] == '_'):
			w := i - 1
			for w > 0 && isAlnum(s[w-1]) {
				w--
			}
			if lw := strings.ToLower(s[w : i-1]); w < i-1 && (keyClass(lw) == "cred" || hasSuffix(lw, "key") && !wordlist.Common(lw)) {
				sc.add(w, j, phSecret)
			}
		}
		i = j
	}
}

// quoteByte reports a quote or a backtick.
func quoteByte(c byte) bool { return c == '"' || c == '\'' || c == '`' }

// isHexByte reports a hex digit in either case.
func isHexByte(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// detectProseCredValues masks the value prose writes straight after a
// credential's word (with secret pe4v…=, with creds RMOd…, auth header
// rvbd…==, sensitive_url 4be1…): one token with letters and digits, random
// by generatedLiteral, or padded as base64 is, or with a capital inside; a
// word, a number, a path, an address or a resource name after it stays.
func detectProseCredValues(sc *scan) {
	if !sc.anyOf(proseCredMarks...) {
		return
	}
	s := sc.s
	for i := 0; i < len(s); {
		if !isAlnum(s[i]) || i > 0 && (isAlnum(s[i-1]) || s[i-1] == '_') {
			i++
			continue
		}
		j := i
		for j < len(s) && (isAlnum(s[j]) || s[j] == '_') && j-i <= 40 {
			j++
		}
		if j >= len(s) || s[j] != ' ' || j-i > 40 || !keyMarked(sc.lower[i:j]) && !containsAny(sc.lower[i:j], proseCredMarks...) {
			i = j
			continue
		}
		// with api i6w7le2ej_KC=c: gitleaks' generic keywords (access,
		// api) name a credential in prose only before a token
		a := j + 1
		// auth header …, sensitive url …: the credential's word and its
		// noun (a word keyClass reads as a credential's only with its noun)
		lw := sc.lower[i:j]
		cred := keyClass(s[i:j]) == "cred"
		if e := indexByte(s[a:min(len(s), a+12)], ' '); e > 0 && (cred || lw == "sensitive" || lw == "confidential") && lettersOnly(s[a:a+e]) && keyClass(s[i:j]+"_"+s[a:a+e]) == "cred" {
			a, cred = a+e+1, true
		}
		keyword := false
		if !cred {
			if p := keyParts(s[i:j]); len(p) == 0 || p[len(p)-1] != "access" && p[len(p)-1] != "api" {
				i = j
				continue
			}
			keyword = true
		}
		b := a
		for b < len(s) && b-a <= 128 && !isSpace(s[b]) && s[b] != ',' && s[b] != ';' && s[b] != '"' && s[b] != '\'' {
			b++
		}
		for b > a && s[b-1] == ':' {
			b--
		}
		if v := s[a:b]; len(v) >= 8 && len(v) <= 128 && hasLetter(v) && secretValue(v, false) && !containsChars(v, "/@") &&
			proseCredValue(v, indexByte(s[i:j], '_') > 0) && (!keyword || genericKeyValue(v)) {
			sc.add(a, b, phSecret)
		} else if keyword {
			b = j // access token …: the next word is read as a key in turn
		}
		i = max(b, j)
	}
}

// proseCredMarks are the pieces one of which a credential's word in prose
// holds (keyMarks holds the rest); sensitive_url is keyClass's too.
var proseCredMarks = []string{"auth", "secret", "cred", "token", "pass", "pwd", "jwt", "sensitive", "access", "api"}

// proseCredValue reports the token after a credential's word in prose
// that is its value, with no ":" or one between two parts (a user and a
// password, qHqj…:40jR…; a time has two): random by generatedLiteral; padded as base64 is or
// with a capital inside, and a digit; letters and digits, 12 or more,
// with no word among the letters (8fvntxpry…7vr). After a key written as
// code names it (nuget_config_password uCBN…, kh_qi120bz0: snake_case is
// no prose), a digit or an inner capital will do, in a token that is no
// words run together (InvalidGrant).
func proseCredValue(v string, snake bool) bool {
	if c := indexByte(v, ':'); c >= 0 && (c == 0 || c == len(v)-1 || strings.Count(v, ":") > 1 || !hasLetter(v[c+1:])) {
		return false
	}
	if generatedLiteral(v) {
		return true
	}
	if contains(v, ".") {
		return false
	}
	digit := hasDigit(v)
	if digit && (hasSuffix(v, "=") || innerUpper(v)) {
		return true
	}
	if digit && len(v) >= 12 && !contains(v, ":") && !wordAmongLetters(v) {
		return true
	}
	return snake && (digit || innerUpper(v)) && !wordParts(v) && !wordAmongLetters(v)
}

// innerUpper reports a capital after the first letter.
func innerUpper(v string) bool {
	for i := 1; i < len(v); i++ {
		if v[i] >= 'A' && v[i] <= 'Z' {
			return true
		}
	}
	return false
}

// A person's login or name masked in one place of a text stands in its
// other places too (ERROR: relation "ilkka.tmp_import" does not exist
// (schema of user ilkka): the schema is named after the user the message
// names), and the places a login stands that no key or noun names: a
// Windows account after its domain (CORP\lbauer) and a Discord tag
// (el_gato_loco#4412).

package redact

import (
	"slices"
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectDomainLogins, detectDiscordTags, detectSyslogUsers, detectCutAddresses)
}

// detectCutAddresses masks the local part of an e-mail address whose
// domain a mailer cut or a template left out (bounce for frank.winter@ —
// local part rejected): the part before "@" is the person's mailbox,
// though no domain follows, when it is a dotted or joined name
// (first.last) or a word no knowledge holds. A system's mailbox (root@,
// git@, postmaster@) and a word of code (react@ before a version) stay.
func detectCutAddresses(sc *scan) {
	s := sc.s
	for k := indexByte(s, '@'); k > 0; {
		if k+1 == len(s) || indexByte(" \t\n,;)>\"'", s[k+1]) >= 0 {
			a := k
			for a > 0 && (isWord(s[a-1]) || indexByte(".+-%", s[a-1]) >= 0) {
				a--
			}
			lv := strings.ToLower(s[a:k])
			if k-a >= 3 && (a == 0 || indexByte(" \t\n<(\"':=", s[a-1]) >= 0) && isLetter(s[a]) &&
				!loginKept(lv) && !systemAccount(lv) && !codeParts(lv) && (containsChars(lv, "._") && !fileName(lv) || unknownWord(lv)) {
				sc.add(a, k, phEmail)
			}
		}
		n := indexByte(s[k+1:], '@')
		if n < 0 {
			return
		}
		k += 1 + n
	}
}

// maxEchoes bounds the distinct values echoAccounts looks for: each is one
// pass over the text.
const maxEchoes = 8

// echoAccounts masks the other occurrences of a login or a name a span
// masked, as a whole token (between characters no login holds), so that
// a person named once is not given away by the schema, path or key that
// repeats the name. Only one-token values of four characters or more.
func echoAccounts(s string, list []span) []span {
	var seen [maxEchoes]string
	n := 0
	var ix index // the spans as found, built at the first echo's value
	for k, m := 0, len(list); k < m && n < maxEchoes; k++ {
		sp := list[k]
		ph := sp.ph
		v := s[sp.start:sp.end]
		if ph == phEmail {
			// commit 4f1a2b by sara.n <sara.n@…>: the mailbox's login,
			// written beside the address or elsewhere, is the person's
			// (handlewords.go)
			v, ph = mailboxLogin(v), phPathUser
		}
		if ph != phName && ph != phPathUser || len(v) < 4 || len(v) > 40 {
			continue
		}
		// a word of English or code (created by grace: grace period) is
		// masked where it stands for a person, not everywhere; another
		// language's word that is a name too (nora) is the person's
		// A login is written in small letters; a capitalised word
		// masked as a name may be another language's noun (Aciklama)
		if lv := strings.ToLower(v); lv != v || !echoToken(v) || commonEnglish(lv) || codeWord(lv) {
			continue
		}
		if slices.Contains(seen[:n], v) {
			continue
		}
		seen[n] = v
		n++
		if ix == nil {
			ix = newIndex(list[:m])
		}
		// a dot after it qualifies a name with it (ilkka.tmp_import)
		// or ends a sentence; a "_" or "-" after it heads a token made
		// of it (try moonchild_2026, feature/jwinter-fix-checkout)
		list = echoSpans(s, v, ph, ix, list, func(a, b int) bool {
			return (a == 0 || !loginByte(s[a-1])) && (b == len(s) || !loginByte(s[b]) || s[b] == '.' || joinedHead(s, b))
		})
	}
	return echoSurnames(s, list)
}

// joinedHead reports a "_" or "-" at s[b] with a letter or a digit after
// it: the token before it goes on as a joined one's head.
func joinedHead(s string, b int) bool {
	return (s[b] == '_' || s[b] == '-') && b+1 < len(s) && s[b+1] < 0x80 && isWord(s[b+1]) && s[b+1] != '_'
}

// mailboxLogin returns the local part of an e-mail address when it is
// made as a person's login is (sara.n, anna_k, jdoe77: a dot, an
// underscore or a digit with a letter part no system's or code's words
// make), or "": a role's mailbox (noreply, support, ci-bot) names no one.
func mailboxLogin(addr string) string {
	at := indexByte(addr, '@')
	if at < 4 {
		return ""
	}
	lp := addr[:at]
	lv := strings.ToLower(lp)
	if lv != lp || !containsChars(lv, "._0123456789") || loginKept(lv) || systemAccount(lv) || serviceLogin(lv) || codeParts(lv) {
		return ""
	}
	return lp
}

// echoSpans appends a span of ph at each occurrence of v in s that whole
// accepts (its bounds) and no span of ix already covers.
func echoSpans(s, v, ph string, ix index, list []span, whole func(a, b int) bool) []span {
	for off := 0; ; {
		i := indexStr(s[off:], v)
		if i < 0 {
			return list
		}
		a := off + i
		b := a + len(v)
		off = b
		if whole(a, b) && !ix.hit(a, b) {
			list = append(list, span{start: a, end: b, ph: ph})
		}
	}
}

// echoNumbers masks the other occurrences of a person's number a span
// masked as a national id's or a number (nir = '2850775116042' masks it
// in the ValueError that quotes it as 'FR-2850775116042'): a run of
// eight to twenty digits, between characters that are no digits or
// letters, or after a country's code and a hyphen.
func echoNumbers(s string, list []span) []span {
	n := 0
	var ix index
	for k, m := 0, len(list); k < m && n < maxEchoes; k++ {
		sp := list[k]
		if sp.ph != phNatID && sp.ph != phNumber || sp.end-sp.start < 8 || sp.end-sp.start > 20 {
			continue
		}
		v := s[sp.start:sp.end]
		if countDigits(v) != len(v) || strings.Count(s, v) < 2 {
			continue
		}
		n++
		if ix == nil {
			ix = newIndex(list[:m])
		}
		list = echoSpans(s, v, sp.ph, ix, list, func(a, b int) bool {
			before := a == 0 || !isAlnum(s[a-1]) || s[a-1] == '-' && a >= 3 && s[a-2] >= 'A' && s[a-2] <= 'Z' && s[a-3] >= 'A' && s[a-3] <= 'Z' && (a == 3 || !isAlnum(s[a-4]))
			return before && (b == len(s) || !isAlnum(s[b]))
		})
	}
	return list
}

// echoToken reports a value of one token: letters first, then letters,
// digits, '.', '_' or '-'.
func echoToken(v string) bool {
	if !isLetter(v[0]) {
		return false
	}
	for i := 0; i < len(v); i++ {
		if !loginByte(v[i]) {
			return false
		}
	}
	return true
}

// loginByte reports a byte a login is written with.
func loginByte(c byte) bool { return isWord(c) || c == '.' || c == '-' || c >= 0x80 }

// detectDomainLogins masks the account after a Windows domain
// (CORP\lbauer, für CORP\lbauer auf …): a NetBIOS domain in capitals, a
// backslash and a login that ends there. The system's and a service's
// accounts stay (NT AUTHORITY\SYSTEM, BUILTIN\Administrators,
// CORP\svc_backup), as do a registry's or a path's segments (HKLM\Software\…),
// an unquoted Windows path's folder under Program Files (inProgramPath) and
// an escape written into text (FATAL\nDETAIL).
func detectDomainLogins(sc *scan) {
	s := sc.s
	for off := 0; ; {
		k := indexByte(s[off:], '\\')
		if k < 0 {
			return
		}
		at := off + k
		off = at + 1
		a := at
		for a > 0 && at-a < 16 && (s[a-1] >= 'A' && s[a-1] <= 'Z' || isDigit(s[a-1]) || s[a-1] == '-') {
			a--
		}
		if at-a < 2 || at-a > 15 || a > 0 && (loginByte(s[a-1]) || s[a-1] == ':' || s[a-1] == '\\') || countDigits(s[a:at]) == at-a {
			continue
		}
		if inProgramPath(s, a) {
			continue // C:\Program Files\PhotoCD GOMP\lib.so: a vendor's folder's last word
		}
		b := at + 1
		for b < len(s) && (isWord(s[b]) || s[b] == '.' || s[b] == '-') {
			b++
		}
		for b > at+1 && s[b-1] == '.' {
			b-- // the sentence's full stop
		}
		if b-at-1 < 2 || b < len(s) && (s[b] == '\\' || s[b] == '/' || s[b] >= 0x80) || !isLetter(s[at+1]) {
			continue
		}
		u := s[at+1 : b]
		if indexByte("ntr", u[0]) >= 0 && (u[1] >= 'A' && u[1] <= 'Z' || knownWord(strings.ToLower(u[1:]))) {
			continue // \n, \t or \r before a word
		}
		lu := strings.ToLower(u)
		if !loginKept(lu) && (byLogin(lu) || !codeValue(u) && !knownWord(lu)) && !sc.identifier(at+1, b) {
			sc.add(at+1, b, phPathUser)
		}
	}
}

// detectDiscordTags masks a Discord tag, a handle and four digits after
// '#' (el_gato_loco#4412, Wumpus#0001), unless the handle is code's words
// (issue#1234, build_step#4412, PR#4412: what programs number).
func detectDiscordTags(sc *scan) {
	s := sc.s
	for off := 0; ; {
		k := indexByte(s[off:], '#')
		if k < 0 {
			return
		}
		h := off + k
		off = h + 1
		if h+5 > len(s) || countDigits(s[h+1:h+5]) != 4 || h+5 < len(s) && (isWord(s[h+5]) || s[h+5] == '.' && h+6 < len(s) && isDigit(s[h+6])) {
			continue
		}
		a := h
		for a > 0 && (isWord(s[a-1]) || s[a-1] == '-') {
			a--
		}
		// a dotted name before it is a class's and the number an entity's
		// id (Hibernate's com.acme.StockItem#1182)
		if h-a < 2 || a > 0 && (s[a-1] >= 0x80 || indexByte("/@#&?=.", s[a-1]) >= 0) || !isLetter(s[a]) {
			continue
		}
		handle := strings.ToLower(s[a:h])
		code := true
		eachPart(handle, func(p string) bool {
			code = code && (len(p) < 2 || countDigits(p) == len(p) || codeWord(p))
			return code
		})
		if !code && !loginKept(handle) && !sc.identifier(a, h) {
			sc.add(a, h, phPathUser)
		}
	}
}

// detectSyslogUsers masks a login that heads a daemon's message in a
// syslog line (smbd[1211]: nora: failed to open …, as Samba writes the
// user): where a program names its module or function (kernel: usb …,
// systemd[1]: nginx.service: …), a given name or a login of a name's parts
// that no code word is stands for the account.
func detectSyslogUsers(sc *scan) {
	s := sc.s
	for off := 0; ; {
		k := indexStr(s[off:], "]: ")
		if k < 0 {
			return
		}
		c := off + k
		off = c + 3
		d := c
		for d > 0 && isDigit(s[d-1]) {
			d--
		}
		if d == c || d == 0 || s[d-1] != '[' || d < 2 || !isWord(s[d-2]) {
			continue
		}
		a := c + 3
		b := a
		for b < len(s) && (s[b] >= 'a' && s[b] <= 'z' || isDigit(s[b]) || s[b] == '.' || s[b] == '_' || s[b] == '-') {
			b++
		}
		if b-a < 3 || b+1 >= len(s) || s[b] != ':' || s[b+1] != ' ' || !isLetter(s[a]) {
			continue
		}
		lv := s[a:b]
		if !loginKept(lv) && !codeWord(lv) && !commonEnglish(lv) && (givenNameData(lv) || byLogin(lv)) && !sc.identifier(a, b) {
			sc.add(a, b, phPathUser)
		}
	}
}

// codeParts reports a dotted or joined name each of whose parts is a word
// of code or of the technical vocabulary (lodash.merge, a package's).
func codeParts(lv string) bool {
	for _, p := range strings.FieldsFunc(lv, func(r rune) bool { return r == '.' || r == '_' || r == '-' }) {
		if !wordlist.Code(p) && !wordlist.Tech(p) {
			return false
		}
	}
	return true
}

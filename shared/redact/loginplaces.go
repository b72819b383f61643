// Logins where a program's line puts an account and no key names it:
// PostgreSQL's log prefix (user@database ERROR:), the subject of a
// forge's "does not have write access", a chat service's "handle x is
// taken", the USER column of a scheduler's or ps's table. A word there
// is an account whatever knowledge holds it (hobbit, bergkristall,
// silentwolf); what passes is what is known to name no one: a system or
// service account, a placeholder, the program's own words.

package redact

import (
	"strings"

	"glitchtip-mcp/shared/lazyre"
)

// rePgPrefix is PostgreSQL's log_line_prefix %u@%d before the message's
// level (2024-03-05 10:11:02 UTC [4412] olivia@donors ERROR: …).
var rePgPrefix = lazyre.NewRare(`(?:^|[\s\]])([A-Za-z0-9._\-]{2,64})@[A-Za-z0-9._\-]{1,64}\s+(?:ERROR|FATAL|LOG|WARNING|STATEMENT|DETAIL|HINT|PANIC|NOTICE|INFO|DEBUG[1-5]?):`)

// reNoAccess is the subject of a forge's or a server's refusal (git push
// rejected: bergkristall does not have write access to …).
var reNoAccess = lazyre.NewRare(`(?:^|[\s:'"])([a-z][a-z0-9._\-]{1,63}) (?:does not|doesn't) have (?:write|read|push|pull|admin|maintain|triage) (?:access|permission)`)

// reHandleTaken is a handle a sign-up or a chat service judges (handle
// haziq_kl already bound, "handle dr_house_fan violates naming policy"):
// the noun "handle" before the account and a verb after it.
var reHandleTaken = lazyre.NewRare(`(?i)(?:^|[\s:'"(\[])handle ['"]?([A-Za-z0-9._\-]{2,64})['"]? (?:is|was|has|already|violates|does|not|cannot|can't|taken|exists|unavailable|in use|reserved|rejected|blocked|banned|suspended)\b`)

// reRedisPair is a field and its value as redis-cli numbers a reply's
// items (HGETALL, ACL LOG, CONFIG GET: 9) "username" 10) "kfrank"): an
// odd item names the even one after it.
var reRedisPair = lazyre.NewRare(`(?:^|\s)(\d{1,3})\) "([A-Za-z][A-Za-z0-9_\-]{0,40})"\s+(\d{1,3})\) "([^"\n]{1,128})"`)

// reAdminKey is a key whose last word is admin (PARISH_ADMIN=x,
// "superuser": "x") and its value in small letters.
var reAdminKey = lazyre.NewRare(`(?i)(?:^|[^A-Za-z0-9])(?:[A-Za-z0-9]+[_.\-])?(?:admin|administrator|superuser)["']?\s*[:=]\s*["']?((?-i:[a-z][a-z0-9._\-]{1,63}))`)

// detectLoginPlaces masks the accounts these lines name.
func detectLoginPlaces(sc *scan) {
	s := sc.s
	if contains(s, ") \"") {
		for _, m := range reRedisPair.FindAllStringSubmatchIndex(s, -1) {
			n, k, v := atoi(s[m[2]:m[3]]), s[m[4]:m[5]], s[m[8]:m[9]]
			if n%2 == 1 && atoi(s[m[6]:m[7]]) == n+1 && personKey(k) && !loginKept(v) && !redactPlaceholder(v) {
				sc.add(m[8], m[9], phPathUser)
			}
		}
	}
	if contains(s, "@") {
		for _, m := range rePgPrefix.FindAllStringSubmatchIndex(s, -1) {
			if !loginKept(s[m[2]:m[3]]) {
				sc.add(m[2], m[3], phPathUser)
			}
		}
	}
	if contains(sc.lower, " have ") {
		for _, m := range reNoAccess.FindAllStringSubmatchIndex(s, -1) {
			// the caller, the token, pipeline: the program's own words
			// are what it says has no access; a word only a dictionary
			// knows, a login's shape or an unknown word is an account
			if v := s[m[2]:m[3]]; !loginKept(v) && !stopHandle(v) && !authLogStop(v) && (loginDictionaryWord(v) || loginMade(v) || !knownWord(v)) {
				sc.add(m[2], m[3], phPathUser)
			}
		}
	}
	if contains(s, "USER") || contains(s, "OWNER") || contains(s, "UID") {
		loginColumns(sc)
	}
	if contains(sc.lower, "admin") || contains(sc.lower, "superuser") {
		for _, m := range reAdminKey.FindAllStringSubmatchIndex(s, -1) {
			// the account that administers, as the words of the
			// value read it; admin=true, admin: enabled say how
			if v := s[m[2]:m[3]]; !(m[3] < len(s) && (s[m[3]] == '/' || s[m[3]] == ':' || s[m[3]] == '(')) && !loginKept(v) && !stopHandle(v) && !authLogStop(v) &&
				(loginDictionaryWord(v) || loginMade(v) || !knownWord(v)) {
				sc.add(m[2], m[3], phPathUser)
			}
		}
	}
	if contains(s, "KeyError: '") {
		keyErrorLogin(sc)
	}
	if contains(sc.lower, "handle ") {
		for _, m := range reHandleTaken.FindAllStringSubmatchIndex(s, -1) {
			if v := strings.ToLower(s[m[2]:m[3]]); !loginKept(v) && !stopHandle(v) && !authLogStop(v) && !wordIn(handleVerbWords, v) {
				sc.add(m[2], m[3], phPathUser)
			}
		}
	}
}

// loginColumns masks the USER (or OWNER, UID) column of a table a
// command prints under a header of capitals (squeue, ps aux, ps -ef):
// the rows below it with at least the header's fields hold an account
// in that field. Fields are split at any space: squeue and ps put one
// space between cells where the values are long (train4  akowalska PD),
// which the aligned tables' two-space cells (tablecols.go) do not read.
func loginColumns(sc *scan) {
	s := sc.s
	col, width := -1, 0
	for off := 0; off < len(s); {
		e := indexByte(s[off:], '\n')
		if e < 0 {
			e = len(s)
		} else {
			e += off
		}
		line := s[off:e]
		fields := strings.Fields(line)
		switch {
		case headerFields(fields) >= 0:
			col, width = headerFields(fields), len(fields)
		case col >= 0 && len(fields) >= width:
			v := fields[col]
			a := off + fieldStart(line, col)
			if !loginKept(v) && countDigits(v) < len(v) && tokenChars(v) {
				sc.add(a, a+len(v), phPathUser)
			}
		default:
			col = -1
		}
		off = e + 1
	}
}

// headerFields reports where a table's header of three fields or more,
// each in capitals, has its account's column (USER, OWNER, UID), or -1.
func headerFields(fields []string) int {
	if len(fields) < 3 {
		return -1
	}
	col := -1
	for i, f := range fields {
		for k := 0; k < len(f); k++ {
			if c := f[k]; !(c >= 'A' && c <= 'Z' || c == '%' || c == '(' || c == ')' || c == '_' || c == '-') {
				return -1
			}
		}
		if f == "USER" || f == "OWNER" || f == "UID" {
			col = i
		}
	}
	return col
}

// fieldStart reports where the n-th field of line begins.
func fieldStart(line string, n int) int {
	i := 0
	for f := 0; ; f++ {
		for i < len(line) && isSpace(line[i]) {
			i++
		}
		if f == n {
			return i
		}
		for i < len(line) && !isSpace(line[i]) {
			i++
		}
	}
}

// tokenChars reports an account's characters: letters, digits, ".", "_"
// and "-" (ps writes a long name cut with "+": systemd+, no account).
func tokenChars(v string) bool {
	for i := 0; i < len(v); i++ {
		if c := v[i]; !(isWord(c) || c == '.' || c == '-') {
			return false
		}
	}
	return true
}

// handleVerbWords are the words after the verb "handle" that the verb's
// sentence puts before is, was or not (cannot handle this is…, to handle
// it was…): no handle.
const handleVerbWords = " it this that them these those what which such every each both "

// keyErrorLogin masks the key of Python's KeyError: 'x' when the
// traceback's line indexes a mapping by a login's or a user's variable
// (return limites[login], balances[user]): the key missing is that
// account, whatever words it is made of. A key indexed by anything else
// (settings[name], cache[key]) is the program's and stays.
func keyErrorLogin(sc *scan) {
	s := sc.s
	for off := 0; ; {
		k := indexStr(s[off:], "KeyError: '")
		if k < 0 {
			return
		}
		a := off + k + len("KeyError: '")
		e := indexByte(s[a:min(len(s), a+maxLogin+1)], '\'')
		off = a
		if e <= 0 {
			continue
		}
		v := s[a : a+e]
		if !tokenChars(v) || countDigits(v) == len(v) || loginKept(v) || !subscriptedByLogin(s[a+e:]) {
			continue
		}
		sc.add(a, a+e, phPathUser)
	}
}

// subscriptedByLogin reports a subscript [w] in rest whose variable w is a
// word for a user or a login (loginWord: login, user, username, usuario).
func subscriptedByLogin(rest string) bool {
	for off := 0; off < len(rest); {
		k := indexByte(rest[off:], '[')
		if k < 0 {
			return false
		}
		a := off + k + 1
		b := a
		for b < len(rest) && (isWord(rest[b])) {
			b++
		}
		if b < len(rest) && rest[b] == ']' && b > a && loginWord(strings.ToLower(rest[a:b])) {
			return true
		}
		off = a
	}
	return false
}

// Credentials and users in the shapes logs print them: name/value pairs,
// authentication log lines, the value a validation message quotes after
// "got".

package redact

import (
	"strings"
	"sync"
	"unicode/utf8"

	"glitchtip-mcp/shared/lazyre"
	wordlist "glitchtip-mcp/shared/redact/words"
)

// reNameValue is a variable in list form: {name: DB_PASSWORD, value: x}
// (Kubernetes, ECS task definitions), Name=DB_PASSWORD,Value=x (AWS CLI),
// ParameterKey=DbPassword,ParameterValue=x (CloudFormation). The value's
// key says nothing; the name next to it does.
var reNameValue = lazyre.New(`(?i)["']?(?:name|key|parameterkey|variable)["']?\s*[:=]\s*["']?([A-Za-z][A-Za-z0-9_.\-]{1,80})["']?\s*,\s*["']?(?:value|parametervalue)["']?\s*[:=]\s*(["']?)([^"',}\]\s]+)`)

func detectNameValuePairs(sc *scan) {
	if !contains(sc.lower, "value") {
		return
	}
	for _, m := range reNameValue.FindAllStringSubmatchIndex(sc.s, -1) {
		v := sc.s[m[6]:m[7]]
		if keyClass(sc.s[m[2]:m[3]]) != "" && !stopValue(strings.ToLower(v)) {
			sc.add(m[6], m[7], phRedacted)
		}
	}
}

// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func authLogStop(v string) bool {
	return wordIn(authLogStopWords, v)
}

// authLogStopWords are authLogStop's words, each between spaces (wordIn).
const authLogStopWords = " from user reason host client unknown " + "invalid request service database the " + "this input action agent interaction " +
	"choice timeout signal "

// reAuthLogUser is the account name in the lines authentication logs
// write (sshd, PAM, su, login, systemd-logind, databases, directory
// servers) when a login fails, succeeds or a session opens or closes;
// login(1)'s, PAM's and FTP servers' "Login incorrect" (530 Login
// incorrect for x) names the account after its "for"; ssh names it
// after "Permission denied (publickey) for" and, in its debug lines,
// after "Authenticating to host:22 as".
var reAuthLogUser = lazyre.NewRare(`(?i)\b(?:failed (?:password|none|publickey|keyboard-interactive/pam|hostbased) for(?: (?:invalid|illegal) user)?|accepted (?:password|publickey|keyboard-interactive/pam|hostbased) for|(?:invalid|illegal) user|authentication failure for|authentication attempt for|logon denied for|login failed for|failed login for|login incorrect for|authentication failed for|session (?:opened|closed) for user|(?:connection closed by|disconnected from) (?:authenticating |invalid )?user|session \d+ of user|attempts exceeded for(?: invalid user)?|password changed for|failed su \(to [a-z0-9._-]+\)|logname=|ruser=|authenticationfailed:|(?:started|triggered|aborted|cancell?ed|approved|requested|locked|blocked|disabled|deleted|created|modified) by user|permission to [A-Za-z0-9._/\-]{1,128} denied to|permission denied \([a-z,-]{1,64}\) for|authenticating to [A-Za-z0-9._:\-]{1,128} as)\s*(?:(?:invalid |illegal )?user\s+)?['"]?([A-Za-z0-9._@\-]{2,64})`)

// reSudoUser is the account at the head of a sudo log line (sudo:
// olivia : TTY=pts/0 ; PWD=… ; USER=root ; COMMAND=…), also when sudo
// says why first (olivia : 3 incorrect password attempts ; TTY=…).
var reSudoUser = lazyre.NewRare(`\bsudo(?:\[\d+\])?:\s+([A-Za-z0-9._\-]{2,64})\s+:\s+(?:[^;\n]{1,160};\s*)?(?:TTY|PWD|USER|COMMAND)=`)

// reAuthLogQuoted is the account in the auth lines that quote or bracket
// it or name it before its address: login's FAILED LOGIN (1) on '/dev/tty1'
// FOR 'x', Dovecot's user=<x>, sshd's User x from 192.0.2.1 not allowed.
var reAuthLogQuoted = lazyre.NewRare(`(?i)(?:\bFAILED LOGIN \(\d+\) on '[^'\n]{0,64}' FOR '([^'\n]{1,64})'|\buser=<([^>\s]{1,64})>|\bUser ([A-Za-z0-9._@\-]{1,64}) from \S{1,64} not allowed|\[([A-Za-z0-9._@\-]{1,64})\] (?:FAIL|OK) (?:LOGIN|UPLOAD|DOWNLOAD|MKDIR)|(?-i:\bUSER) ([A-Za-z0-9._@\-]{1,64}): (?:no such user|Login|incorrect|authentication))`)

// reCronUser is the account cron names in parentheses before what it did
// (CRON[2231]: (olivia) CMD (…), crond: (olivia) RELOAD (…)), and the one
// crontab names after "for" (no crontab for olivia, (cron for olivia)).
var reCronUser = lazyre.NewRare(`(?i)\bcrond?(?:\[\d+\])?:\s+\(([A-Za-z0-9._\-]{1,64})\)\s+[A-Z]{3,}|\bcron(?:tab)? for (?:user )?([A-Za-z0-9_\-]{1,64})`)

func detectAuthLogUsers(sc *scan) {
	authLeadUsers(sc)
	if contains(sc.s, "sudo") {
		for _, m := range reSudoUser.FindAllStringSubmatchIndex(sc.s, -1) {
			if v := strings.ToLower(sc.s[m[2]:m[3]]); !loginKept(v) {
				sc.add(m[2], m[3], phPathUser)
			}
		}
	}
	if contains(sc.lower, "cron") {
		for _, m := range reCronUser.FindAllStringSubmatchIndex(sc.s, -1) {
			g := 2
			if m[2] < 0 {
				g = 4
			}
			if v := strings.ToLower(sc.s[m[g]:m[g+1]]); !loginKept(v) && v != "cron" {
				sc.add(m[g], m[g+1], phPathUser)
			}
		}
	}
	// Linux-PAM's pam_unix: "session opened for user %s(uid=%d) by
	// %s(uid=%d)": the name glued to "(uid=" is an account, the one who
	// opened the session too
	for off := 0; ; {
		k := indexStr(sc.s[off:], "(uid=")
		if k < 0 {
			break
		}
		e := off + k
		a := e
		for a > 0 && (isWord(sc.s[a-1]) || sc.s[a-1] == '-' || sc.s[a-1] == '.') {
			a--
		}
		if a < e && (a == 0 || sc.s[a-1] == ' ') && !loginKept(strings.ToLower(sc.s[a:e])) {
			sc.add(a, e, phPathUser)
		}
		off = e + 5
	}
	if sc.anyOf("failed login", "user=<", "not allowed", "fail login", "ok login") ||
		contains(sc.s, "USER ") && sc.anyOf("no such user", "login", "incorrect", "authentication") {
		for _, m := range reAuthLogQuoted.FindAllStringSubmatchIndex(sc.s, -1) {
			for g := 2; g+1 < len(m); g += 2 {
				if m[g] >= 0 && !loginKept(sc.s[m[g]:m[g+1]]) {
					sc.add(m[g], m[g+1], phPathUser)
				}
			}
		}
	}
	if !sc.anyOf("password for", "publickey for", "pam for", "hostbased for", "none for", "failure for", "denied for",
		"failed for", "login for", "incorrect for", "for user", "exceeded for", "changed for", "attempt for", "invalid user", "illegal user",
		"of user", "authenticating user", "from user", "su (to", "logname=", "ruser=", "authenticationfailed", "by user", "denied to",
		"denied (", "authenticating to") {
		return
	}
	for _, m := range reAuthLogUser.FindAllStringSubmatchIndex(sc.s, -1) {
		// "failed for user X" is found at X; "failed for reason: …" names
		// no one, nor does a URL's scheme ("failed for 'https://…'")
		if hasPrefix(sc.s[m[3]:], "://") {
			continue
		}
		for m[3] > m[2]+1 && sc.s[m[3]-1] == '.' {
			m[3]-- // the sentence's full stop (denied to jsmith.)
		}
		// ssh's user@host (Permission denied (publickey) for
		// hobbit@lottery-db-02): the account before "@", the host the
		// triager needs after it; an e-mail address's own rule has the
		// whole address
		if k := indexByte(sc.s[m[2]:m[3]], '@'); k > 0 && !contains(sc.s[m[2]+k:m[3]], ".") {
			m[3] = m[2] + k
		}
		// a dictionary word is an account here too (failed password for
		// falcon); what says something about the login is not
		// a given name the names data holds that ends the clause (login
		// failed for page.) is the account, though the word says what a
		// message is about where more follows (failed for page 3)
		if v := strings.ToLower(sc.s[m[2]:m[3]]); !loginKept(v) && (!authLogStop(v) && !stopHandle(v) ||
			givenNameData(v) && clauseEnd(sc.s, m[3]) && !stopWords[v] && !wordIn(personRoleWords, v)) {
			// an account, whatever its words: "[user]", which the
			// name rules' second thoughts (relax) leave alone
			sc.add(m[2], m[3], phPathUser)
		}
	}
}

// credWords are the words that make "got X" in the same text a credential
// someone typed: validation messages quote the rejected value. "token" is
// not one: parsers say "unexpected token, got EOF".
var credWords = []string{"password", "passwd", "passphrase", "passcode", "pwd", "secret", "api key", "apikey", "pin code", "otp"}

// detectGotValues masks the value a validation message quotes after
// "got", "received" or "given" in a text about a credential: "password
// too short (got hunter2x)", "Invalid password: got 'Summer2024'". A
// count ("got 5", "got 7 characters") is not a credential.
func detectGotValues(sc *scan) {
	if !sc.anyOf("got", "received", "given") || !sc.anyOf(credWords...) {
		return
	}
	s, l := sc.s, sc.lower
	for _, w := range []string{"got", "received", "given"} {
		eachAfter(l, w, func(off int) int {
			i := off - len(w)
			if i > 0 && isWord(l[i-1]) || off >= len(s) || !(s[off] == ' ' || s[off] == ':') {
				return off
			}
			j := off
			for j < len(s) && (s[j] == ' ' || s[j] == ':') {
				j++
			}
			a, b := readValue(s, j, "cred", false)
			if a >= b || stopValue(strings.ToLower(s[a:b])) {
				return off
			}
			if v := s[a:b]; countDigits(v) == len(v) && len(v) <= 3 {
				return off // a count
			}
			// a word of error messages' own vocabulary (Go's and Python's)
			// before a colon labels what follows (mysqldump: Got error:
			// 1045: …), no value received; a password word (sunshine:) is
			// none of theirs
			if b < len(s) && s[b] == ':' && asciiWord(l[a:b]) && wordlist.ErrorWord(l[a:b]) {
				return off
			}
			if rest := strings.TrimLeft(l[b:min(len(l), b+16)], " \"'"); hasPrefix(rest, "char") ||
				hasPrefix(rest, "digit") || hasPrefix(rest, "byte") || hasPrefix(rest, "letter") {
				return off
			}
			sc.add(a, b, phRedacted)
			return off
		})
	}
}

// authLeadUsers masks the login after the words the translations of
// PostgreSQL's and shadow's login failures write before it (authlead.txt:
// Passwort-Authentifizierung für Benutzer »k.winter«, Contraseña
// incorrecta para k.winter, para el usuario «k.winter»), judged as
// reAuthLogUser's is; a word a dictionary knows is the sentence's there
// (für Benutzer die …), not an account, unless the names data holds it
// and the clause ends on it.
func authLeadUsers(sc *scan) {
	s, l := sc.s, sc.lower
	space, wide := indexByte(l, ' ') >= 0, !isASCII(l)
	authLeadsOnce.Do(cutAuthLeads)
	for _, ld := range authLeads {
		// a lead with a space or a letter beyond ASCII is in no text
		// without one (most of an event's texts are one ASCII word: a
		// function, a module, a file); then the text's pairs of bytes:
		// most texts hold no lead, and a search for each would read them
		// 49 times
		if ld.space && !space || ld.wide && !wide {
			continue
		}
		lead := ld.lead
		for off := 0; sc.mayContain(lead); {
			k := indexStr(l[off:], lead)
			if k < 0 {
				break
			}
			a := off + k
			off = a + len(lead)
			if p, _ := utf8.DecodeLastRuneInString(l[:a]); a > 0 && (letterRune(p) || digitRune(p)) {
				continue // the end of a longer word
			}
			i := off
			for i < len(s) && s[i] == ' ' {
				i++
			}
			if q, n := decodeRune(s[i:]); containsRune("\"'»«„“「`", q) {
				i += n // its quote
			}
			j := i
			for j < len(s) && j-i < 64 && (isAlnum(s[j]) || indexByte("._@-", s[j]) >= 0) {
				j++
			}
			for j > i && s[j-1] == '.' {
				j-- // the sentence's full stop
			}
			if n, _ := decodeRune(s[j:]); i == off || j-i < 2 || n >= utf8.RuneSelf && letterRune(n) {
				continue // no space or quote before it, or a word going on in letters beyond ASCII (andré)
			}
			v := strings.ToLower(s[i:j])
			if loginKept(v) || authLogStop(v) || stopHandle(v) {
				continue
			}
			if knownParts(v) && !(givenNameData(v) && clauseEnd(s, j)) {
				continue
			}
			sc.add(i, j, phPathUser)
		}
	}
}

// authLead is one of authlead.txt's leads, with whether it holds a space
// and a byte beyond ASCII (what a text must hold to contain it).
type authLead struct {
	lead        string
	space, wide bool
}

// authLeads are authlead.txt's leads in its order, cut once rather than
// at every text.
var (
	authLeads     []authLead
	authLeadsOnce sync.Once
)

func cutAuthLeads() {
	for _, l := range split(wordlist.AuthLeads(), "|") {
		if l != "" {
			authLeads = append(authLeads, authLead{l, indexByte(l, ' ') >= 0, !isASCII(l)})
		}
	}
}

// knownParts reports a word, or a compound of words joined by "-"
// (Benutzer-Konto), each of which the dictionaries know.
func knownParts(v string) bool {
	for v != "" {
		p, r, _ := cut(v, "-")
		if p == "" || !wordlist.Known(p) {
			return false
		}
		v = r
	}
	return true
}

package redact

import (
	"slices"
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// Credentials on command lines. Errors quote the command that failed
// (Python's CalledProcessError, Go's exec.ExitError context, shell traces,
// CI logs), and command lines carry passwords in forms no "key=value" rule
// sees: "mysql -pS3cret", "sshpass -p pw", "redis-cli -a pw", "curl -u
// user:pw", "smbclient -U user%pw", "keytool -storepass pw", "sqlplus
// scott/tiger@db". The detector splits the text into arguments (shell
// words, or the items of a quoted list such as ['mysql', '-pX']) and
// applies, per tool, the flags whose value is a secret, plus long options
// named like one (--password, --db-password, --api-token, -storepass).

// cliArg is one argument: its text without quotes, brackets or list
// commas, and where that text is in the value.
type cliArg struct {
	s    string
	a, b int
}

// cliArgs splits s at whitespace and list commas and trims each piece's
// quotes and brackets.
func cliArgs(s string) []cliArg {
	var out []cliArg
	i := 0
	for i < len(s) {
		for i < len(s) && (isSpace(s[i]) || s[i] == ',') {
			i++
		}
		j := i
		for j < len(s) && !isSpace(s[j]) && s[j] != ',' {
			j++
		}
		a, b := i, j
		for a < b && indexByte("[('\"{`", s[a]) >= 0 {
			a++
		}
		for b > a && indexByte("])'\"};`", s[b-1]) >= 0 {
			b--
		}
		if a < b {
			out = append(out, cliArg{s[a:b], a, b})
		}
		i = j
	}
	return out
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// cliTool is a command's name: the base name, lowercase, without ".exe".
func cliTool(arg string) string {
	if i := strings.LastIndexAny(arg, `/\:`); i >= 0 { // also "views.py:mysql" in a frame location
		arg = arg[i+1:]
	}
	return trimSuffix(strings.ToLower(arg), ".exe")
}

// Tools by how they take a password.
var (
	// -pSECRET, attached (a bare -p prompts)
	cliAttachedP = wordMap("mysql mysqldump mysqladmin mysqlimport mysqlcheck mysqlshow mysqlpump mysqlsh mariadb mariadb-dump mariadb-admin 7z 7za 7zr rar unrar ")
	// the flag's next argument
	cliNext = func() map[string]string {
		m := pairMap("sshpass:-p mongo:-p mongosh:-p mongodump:-p mongorestore:-p mongoexport:-p mongoimport:-p " +
			"mongostat:-p mongotop:-p redis-cli:-a keydb-cli:-a ldapsearch:-w ldapadd:-w ldapmodify:-w " +
			"ldapdelete:-w ldapwhoami:-w ldapmodrdn:-w ldapcompare:-w zip:-P unzip:-P zipcloak:-P sqlcmd:-P " +
			"bcp:-P osql:-P isql:-P openssl:-k mysql_config_editor:-p mosquitto_sub:-P mosquitto_pub:-P mosquitto_rr:-P ")
		m["ldappasswd"] = "-w -s" // two flags
		m["ssh-keygen"] = "-N -P" // two flags
		return m
	}()
	// -p after "login" (docker login -u bob -p pw)
	cliLoginP = wordMap("docker podman nerdctl buildah helm skopeo oras crane cf regctl ")
	// user:password (curl), user%password (Samba)
	cliUserColon   = wordMap("curl ")
	cliUserPercent = wordMap("smbclient rpcclient smbmap smbcacls net ")
	// user/password@service as an argument (Oracle tools)
	cliSlashLogin = wordMap("sqlplus sqlldr expdp impdp exp imp rman dgmgrl tkprof ")
)

// cliSecretOption reports whether a long option's name (without dashes
// and value) names a secret it takes as its value: --password,
// --db-password, --api-token, -storepass; not --password-stdin,
// --no-password, --token-file or --secret-name, which take none or name
// where it is.
func cliSecretOption(name string) bool {
	name = strings.ToLower(name)
	for list := cliNoValuePrefixes; list != ""; {
		p, rest, _ := cut(list, " ")
		list = rest
		if hasPrefix(name, p) {
			return false
		}
	}
	parts := strings.FieldsFunc(name, func(r rune) bool { return r == '-' || r == '_' || r == '.' })
	if len(parts) == 0 {
		return false
	}
	last := parts[len(parts)-1]
	// --header takes a header, --auth-header the credential the key rules
	// read in an auth_header's value
	// --sidekiq-sensitive-url: a value the key says is sensitive, whatever
	// the noun after "sensitive" (keyClass's rule)
	sensitive := len(parts) > 1 && (parts[len(parts)-2] == "sensitive" || parts[len(parts)-2] == "confidential")
	if wordIn(cliNoSecretEnds, last) && !((last == "header" || sensitive) && keyClass(name) == "cred") {
		return false
	}
	for _, p := range append(parts, strings.Join(parts, "")) { // the parts, and --api-key as "apikey"
		switch p {
		case "pass", "pwd", "passin", "passout", "pw":
			return true
		}
		// a word ending in one: dbpassword, authtoken, apikey; not
		// "tokens" (--max-tokens 100) or "tokenizer"
		for list := cliSecretEndings; list != ""; {
			w, rest, _ := cut(list, " ")
			list = rest
			if hasSuffix(p, w) {
				return true
			}
		}
	}
	// --db-contrasinal, --smtp-lykilord: a catalogue's word for a password
	if passwordKeyTail(parts) {
		return true
	}
	// --license-key, --signing-key: a key the key rules read as a
	// credential's takes it as its argument, whatever its shape; so does
	// one that says how its credential is written (--jwt-base64,
	// --secret-hex: the secret, encoded)
	if wordIn(" base64 b64 hex pem encoded ", last) && len(parts) > 1 {
		return keyClass(strings.Join(parts[:len(parts)-1], "_")) == "cred"
	}
	return (last == "key" || last == "header" || sensitive) && keyClass(name) == "cred"
}

// cliNoSecretEnds are the last parts of an option that takes no secret
// (--token-file, --password-stdin), each between spaces (wordIn).
const cliNoSecretEnds = " stdin file path dir name env id ttl type length len expiry expires policy command cmd prompt store helper url endpoint header format mode size count "

// cliValueOK rejects what stands in a secret's place without being one:
// an empty or placeholder value, a variable reference, another option, a
// function word of the sentence that names the option (keytool's own
// "-storepass und -keypass", "-storepass 和 -keypass": a message about the
// options in its language, not a command line).
func cliValueOK(v string) bool {
	if len(v) < 2 || v[0] == '-' || variableRef(v) || hasPrefix(v, "env:") || hasPrefix(v, "file:") ||
		hasPrefix(v, "fd:") || v == "stdin" || hasPrefix(v, "<") || hasPrefix(v, "***") || v[0] == '[' {
		return false
	}
	if caselessOnly(v) {
		return false
	}
	return !stopValue(strings.ToLower(v)) && !wordlist.FunctionWord(v)
}

// caselessOnly reports a word of Han, kana or Hangul letters only, the
// sentence's full stop or comma after them aside (时重试。).
func caselessOnly(v string) bool {
	v = strings.TrimRight(v, "。、，")
	for _, r := range v {
		if !caselessRune(r) {
			return false
		}
	}
	return v != ""
}

// variableRef reports a value that is a variable's name standing for the
// secret: a shell's $PASS, ${DB_PASS}, $(cat f), $1, Windows' %DB_PASS%.
// A password that only begins with $ or % (%jFXV$7n5OcS7@8y, $}*=4+;z)
// holds more than a name and is itself the secret.
func variableRef(v string) bool {
	if len(v) < 2 {
		return false
	}
	n := 1
	for n < len(v) && (isAlnum(v[n]) || v[n] == '_') {
		n++
	}
	switch v[0] {
	case '$':
		if v[1] == '{' || v[1] == '(' {
			return true
		}
		return n > 1 && (isLetter(v[1]) || v[1] == '_' || n == 2) && (n == len(v) || v[n] == '/')
	case '%':
		return n > 1 && n+1 == len(v) && v[n] == '%'
	}
	return false
}

// cliMark masks the argument v at s[a:b] when it is a secret's; a colon
// or comma after it is the message's (htpasswd … deploy pw: could not
// open). Not inlined: detectCLICredentials marks in many places.
//
//go:noinline
func cliMark(sc *scan, a, b int, v string) {
	for b > a+1 && (v[len(v)-1] == ':' || v[len(v)-1] == ',') {
		b--
		v = v[:len(v)-1]
	}
	if cliValueOK(v) {
		sc.add(a, b, phRedacted)
	}
}

// cliSeen is what the arguments so far say about the command: which
// password conventions apply. Kept as flags, so each argument costs the
// same however long the text.
type cliSeen struct {
	attachedP, loginTool, login, userColon, userPercent, slashLogin, htpasswd, net bool
	// userFlag: a "-u" came before, so an attached -pX is the password
	// whatever the tool
	userFlag bool
	next     []string
}

func (c *cliSeen) add(tool string) {
	c.attachedP = c.attachedP || cliAttachedP[tool]
	c.loginTool = c.loginTool || cliLoginP[tool]
	c.login = c.login || tool == "login"
	c.userColon = c.userColon || cliUserColon[tool]
	c.userPercent = c.userPercent || cliUserPercent[tool]
	c.slashLogin = c.slashLogin || cliSlashLogin[tool]
	c.htpasswd = c.htpasswd || tool == "htpasswd"
	c.net = c.net || tool == "net"
	if fs, ok := cliNext[tool]; ok {
		for _, f := range strings.Fields(fs) {
			if !slices.Contains(c.next, f) {
				c.next = append(c.next, f)
			}
		}
	}
}

func detectCLICredentials(sc *scan) {
	s := sc.s
	// every rule needs an option word (" -p", "'-p'", "/user:") or an
	// Oracle tool's user/password argument; most texts have neither, and
	// a '-' alone (dates, UUIDs, slugs) is no reason to split them
	if !contains(s, " -") && !contains(s, "'-") && !contains(s, "\"-") &&
		!contains(sc.lower, "/user:") && !sc.anyOf("sqlplus", "sqlldr", "expdp", "impdp", "rman", "dgmgrl", "tkprof", "exp ", "imp ") {
		return
	}
	args := cliArgs(s)
	mark := func(a, b int, v string) { cliMark(sc, a, b, v) }
	var seen cliSeen
	// htpasswd -b [file] user PASSWORD: the positional arguments after -b
	htpasswdLeft := 0
	for i, arg := range args {
		t := arg.s
		var n cliArg
		hasNext := i+1 < len(args)
		if hasNext {
			n = args[i+1]
		}
		if htpasswdLeft > 0 && t[0] != '-' {
			if htpasswdLeft--; htpasswdLeft == 0 {
				mark(arg.a, arg.b, t)
			}
			continue
		}
		if t == "-u" || t == "--user" {
			seen.userFlag = true
		}
		switch {
		case t[0] != '-' && t[0] != '/':
			tool := cliTool(t)
			// Oracle: sqlplus scott/tiger@orcl; a user's name starts with
			// a letter (exp 04/28 is a card's expiry, no login)
			if slash := indexByte(t, '/'); slash > 0 && !isDigit(t[0]) && t[0] != '@' && !contains(t, "://") &&
				seen.slashLogin && !cliSlashLogin[tool] {
				end := len(t)
				if at := indexByte(t, '@'); at > slash {
					end = at
				}
				mark(arg.a+slash+1, arg.a+end, t[slash+1:end])
			}
			seen.add(tool)
		case t[0] == '/':
			// Windows: net use \\srv\share /user:DOMAIN\name PASSWORD
			if seen.net && hasPrefix(strings.ToLower(t), "/user:") && hasNext && n.s[0] != '/' && n.s[0] != '*' {
				mark(n.a, n.b, n.s)
			}
		case seen.htpasswd && htpasswdLeft == 0 && len(t) > 1 && t[1] != '-' && containsRune(t, 'b'):
			htpasswdLeft = 3 // file user password
			if containsRune(t, 'n') {
				htpasswdLeft = 2 // -n: no file
			}
		case len(t) > 2 && t[1] == 'p' && (seen.attachedP || seen.userFlag && !portLike(t[2:])):
			mark(arg.a+2, arg.b, t[2:]) // mysql -pSECRET, 7z -pSECRET, "-u root -pSECRET"
		case (t == "-p" && seen.login && seen.loginTool) || slices.Contains(seen.next, t):
			if hasNext {
				mark(n.a, n.b, n.s)
			}
		case len(t) > 2 && t[1] == 'u' && seen.userColon:
			if c := indexByte(t, ':'); c > 2 {
				mark(arg.a+c+1, arg.b, t[c+1:]) // curl -uuser:SECRET, the user glued to -u
			}
		case (t == "-u" || t == "-U" || t == "--user" || t == "--proxy-user") && seen.userColon:
			if c := indexByte(n.s, ':'); hasNext && c > 0 {
				mark(n.a+c+1, n.b, n.s[c+1:]) // curl -u user:SECRET
			}
		case t == "-U" && seen.userPercent:
			if c := indexByte(n.s, '%'); hasNext && c > 0 {
				mark(n.a+c+1, n.b, n.s[c+1:]) // smbclient -U user%SECRET
			}
		default:
			// long options: --password=x, --password x, -storepass x,
			// openssl -passin pass:x
			name, val, hasVal := cut(strings.TrimLeft(t, "-"), "=")
			if !(hasPrefix(t, "--") || len(name) >= 4) || !cliSecretOption(name) {
				continue
			}
			a, b := arg.b-len(val), arg.b
			if !hasVal {
				if !hasNext {
					continue
				}
				a, b, val = n.a, n.b, n.s
			}
			if hasPrefix(val, "pass:") {
				a, val = a+5, val[5:]
			}
			mark(a, b, val)
		}
	}
}

// portLike reports a port or port mapping (-p8080, -p8080:80).
func portLike(v string) bool {
	for i := 0; i < len(v); i++ {
		if !isDigit(v[i]) && v[i] != ':' && v[i] != '.' && v[i] != '/' {
			return false
		}
	}
	return true
}

// cliNoValuePrefixes open options that take no secret, one space apart (a
// constant walked in place: a slice literal is built by code at each call).
const cliNoValuePrefixes = "no- no_ ask- ask_ prompt use- require with- without skip show- print- reset change"

// cliSecretEndings end an option's word that takes a secret, one space
// apart ("pw" glued to a word: --bindpw, --rootpw; no English word ends
// so).
const cliSecretEndings = "pw password passwd passwort passphrase token secret apikey storepass keypass credential credentials accesskey secretkey"

// flagValue judges the argument after a command-line flag (-u mkaraoglu,
// --owner olivia.martin); i is at the flag's first '-'. A flag written
// with = is a pair.
func flagValue(sc *scan, i int, dom script) int {
	s := sc.s
	e := i
	for e < len(s) && (s[e] == '-' || isWord(s[e])) {
		e++
	}
	if e-i == 2 && s[i] == '-' && e < len(s) && s[e] != ' ' {
		// -p%KK!lb7f5: a one-letter flag with its value glued on
		b := e
		for b < len(s) && s[b] != ' ' && s[b] != '\n' {
			b++
		}
		if v := strings.TrimRight(s[i+1:b], ":,;"); passwordShaped(v) {
			sc.add(i+2, i+1+len(v), phRedacted)
		}
		return b - 1
	}
	// the flag's value after a space, or after ", " in a printed
	// argument list ([sync, --retry, mgomes])
	a := e + 1
	if e+1 < len(s) && s[e] == ',' && s[e+1] == ' ' {
		a++
	}
	if e-i > 40 || a == e+1 && (e >= len(s) || s[e] != ' ') || a >= len(s) {
		return i
	}
	if s[a] == '-' || s[a] == '"' || s[a] == '\'' {
		return e
	}
	b := a
	for b < len(s) && s[b] != ' ' && !pairStop(s[b]) {
		b++
	}
	b = trimValueEnd(s, a, b)
	// what ends the line or the list after the value is the command's
	// operand, a value by position (useradd --id 7 sat_1801, [provision,
	// --id, 7, IHE 9930], [sync --retry Bảo Phạm]); not when another
	// flag follows, nor past five words
	t := s[b:min(len(s), b+64)]
	u := strings.TrimLeft(t, ", ")
	r := strings.IndexAny(u, "\n]})")
	if r < 0 && len(t) < 64 {
		r = len(u)
	}
	if p := strings.LastIndex(u[:max(r, 0)], " in "); p >= 0 && b+len(t) == len(s) && r == len(u) && p+4 < r && indexByte(u[p+4:], ' ') < 0 {
		// cmd --id 7 18 OZ 524 in handle_request: a culprit's
		// function after the command is no operand's word
		r = p
	}
	o := b + len(t) - len(u)
	if r < 0 || contains(u[:r], " -") || strings.Count(u[:r], " ") > 3 {
		r, o = 0, b
	}
	r += o
	if b > a && b-a < maxPairValue {
		switch v := s[a:b]; {
		case personKey(strings.TrimLeft(s[i:e], "-")) || byKey(strings.TrimLeft(s[i:e], "-")):
			accountValue(sc, a, b, dom, strings.TrimLeft(s[i:e], "-"))
		case isLowerWord(strings.Map(func(r rune) rune {
			if r == '-' || r == '_' || r == '.' || r == '/' || r >= '0' && r <= '9' {
				return 'a'
			}
			return r
		}, v)) && (knownCompound(v) || len(v) > 15 || containsChars(v, "-_./")) && !personCompound(v) && !nameSegments(v) && !(loginDigits(v) && !cliSecretOption(strings.TrimLeft(s[i:e], "-"))):
			// --tokenizer bert-base, --target nightly: a setting in
			// lower case, unless it is somebody's handle or one short
			// word nothing knows (--retry fhlvy; a long random one is
			// the secret rules', which name it)
		default:
			// with the operand (--retry KPZ 256: a plate)
			o = a
		}
	}
	if r > o && s[o] != '\'' && s[o] != '"' {
		// (a quoted operand is the quote rule's)
		maskValue(sc, o, r, dom, false, false)
		if o > b && b > a && countDigits(s[a:b]) == b-a {
			// a number the flag takes may be a plate's first part
			// (--id 16 SJZ 63, Go's {81391 16 SJZ 63 false})
			// the number and the operand's next two words
			q := o
			for w := 0; w < 2 && q < r; w++ {
				q++
				for q < r && s[q] != ' ' {
					q++
				}
			}
			if plateValue(s[a:q]) {
				sc.add(a, q, phValue)
			}
		}
	}
	return max(e, b-1)
}

// scriptExts are the extensions of scripts a line runs by name.
const scriptExts = " sh bash zsh ksh py pl rb ps1 php js "

// scriptCommand reports an argument that runs a script: a path to one
// (./backup.sh, bin/sync, /opt/jobs/export.py) or a name with a script's
// extension.
func scriptCommand(arg string) bool {
	if hasPrefix(arg, "./") && len(arg) > 2 {
		return true
	}
	e := lastIndexByte(arg, '.')
	return e > 0 && e < len(arg)-1 && wordIn(scriptExts, strings.ToLower(arg[e+1:]))
}

// detectScriptArgs masks a script's positional argument that no knowledge
// holds (./backup.sh mguerra /srv/recetas 2026-11-30: the login the job
// runs for): a line that opens with a script, or an interpreter and its
// script, then its arguments to the line's end or a shell's operator.
// Flags, paths, dates, numbers, hosts and known words or compounds
// (staging, eu-west-1, myservice) are the job's own and stay; a
// flag's value is cliSecretOption's.
func detectScriptArgs(sc *scan) {
	if !sc.anyOf("./", ".sh", ".py", ".pl", ".rb", ".ps1", ".php", ".js", ".bash") {
		return
	}
	s := sc.s
	for ls := 0; ls < len(s); {
		le := indexByte(s[ls:], '\n')
		if le < 0 {
			le = len(s)
		} else {
			le += ls
		}
		if line := s[ls:le]; indexByte(line, '.') >= 0 {
			scriptLineArgs(sc, ls, line)
		}
		ls = le + 1
	}
}

// scriptLineArgs masks the unknown positional arguments of one line at
// s[ls:] when the line runs a script.
func scriptLineArgs(sc *scan, ls int, line string) {
	// the line's first words: a prompt, an interpreter, the script
	k, args := 0, cliArgs(line[:min(len(line), 4096)])
	if len(args) == 0 || strings.TrimLeft(line[:args[0].a], " \t") != "" {
		return
	}
	if args[k].s == "$" || args[k].s == "+" || args[k].s == "#" {
		k++
	}
	if k < len(args) && interpreterWord(cliTool(args[k].s)) {
		k++
	}
	if k >= len(args) || !scriptCommand(args[k].s) {
		return
	}
	prevFlag := false
	for _, a := range args[k+1:] {
		v := a.s
		if containsChars(v, ";|&<>") {
			return
		}
		if v[0] == '-' {
			prevFlag = !contains(v, "=")
			continue
		}
		if !prevFlag && scriptArgValue(sc, v) {
			sc.add(ls+a.a, ls+a.b, phValue)
		}
		prevFlag = false
	}
}

// interpreterWord reports a shell or an interpreter that runs the script
// named after it (bash sync.sh, python3 export.py).
//
// Not inlined (strs.go's one-call helpers brought it under the budget):
// its callers' copies cost more bytes than the call saves.
//
//go:noinline
func interpreterWord(t string) bool {
	return wordIn(" sh bash zsh ksh dash perl ruby php node pwsh powershell ", t) || hasPrefix(t, "python")
}

// scriptArgValue reports a script's argument of three letters or more,
// of letters, digits, "_" and "-" only, that no dictionary, catalogue or
// program's vocabulary holds, whole or as a compound, and the event's
// own code does not name.
func scriptArgValue(sc *scan, v string) bool {
	if len(v) < 3 || len(v) > 64 || !hasLetter(v) || hexRun(strings.ToLower(v)) {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; !isAlnum(c) && c != '_' && c != '-' && c < utf8.RuneSelf {
			return false
		}
	}
	lv := strings.ToLower(v)
	return !knownWord(v) && !knownCompound(v) && !sc.code.has(lv) && !versionLike(v)
}

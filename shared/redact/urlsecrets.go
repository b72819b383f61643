package redact

import (
	"strings"

	"glitchtip-mcp/shared/lazyre"
	wordlist "glitchtip-mcp/shared/redact/words"
)

// Credentials inside URLs and connection strings: a URL's userinfo, judged
// before any decoding can break it, DSNs of Go's MySQL driver and Oracle,
// authorization schemes and their credential, query strings' values, webhooks
// and one-time tokens in a link's path, OAuth parameters.

var (
	// scheme://userinfo@ — any userinfo, including an empty user
	// (redis://:pass@) and a user alone (a Sentry DSN's key).
	reURLUser = lazyre.New(`[A-Za-z][A-Za-z0-9+.\-]*://([^/\s@'"<>?#\\]*)@`)
	// ?query — the whole query string of a URL or request line
	reQuery = lazyre.New(`\?[A-Za-z0-9_.~%+\-\[\]]+=[^\s'"<>#]*`)
	// chat and automation webhooks carry their secret in the path
	reWebhook = lazyre.New(`(?i)(hooks\.slack\.com/(?:services|workflows|triggers)/|discord(?:app)?\.com/api/webhooks/|webhook\.office\.com/webhook[a-z0-9]*/|outlook\.office\.com/webhook/|hooks\.zapier\.com/hooks/catch/|api\.telegram\.org/bot|chat\.googleapis\.com/v1/spaces/|logic\.azure\.com[:/])[^\s'"<>]*`)
	// Go MySQL DSN user:pass@tcp(host)
	reGoDSN = lazyre.NewRare(`[A-Za-z0-9_.\-$]*:[^\s@'"/]*@(?:tcp|tcp6|unix|udp)\(`)
	// Oracle user/pass@host
	reOracle = lazyre.NewRare(`\b[A-Za-z][\w$#]*/[^\s/@'"]+@(?://)?[A-Za-z0-9(][\w.\-=()]*`)
	// Authorization schemes and their credential, on one line (the word
	// token ending a line names no credential on the next)
	reAuth = lazyre.New(`(?i)\b(bearer|basic|digest|negotiate|ntlm|bot|token|apikey|api-key|hmac|sharedaccesssignature|aws4-hmac-sha256|ssws|sso-key|dsn)([ \t]+|=|:\s*)([A-Za-z0-9._~+/=\-,:]+)`)
)

func detectURLs(sc *scan) {
	s := sc.s
	if contains(s, "://") {
		for _, m := range reURLUser.FindAllStringSubmatchIndex(s, -1) {
			// ssh://git@gitlab.example.org/…: git is the system account
			// every git host serves, as in git@host:repo (systemMailbox);
			// a userinfo with no password that names such an account is
			// nobody's
			if m[3] > m[2] && !systemMailbox(s[m[2]:m[3]+1]) {
				sc.add(m[2], m[3], phUser)
			}
		}
		// a userinfo whose password holds a raw "/" or "#" (decoded, or
		// never encoded) ends the expression's authority early: judged
		// before any of it can be read as a path
		eachAfter(s, "://", func(a int) int {
			e := a
			for e < len(s) && e-a < 512 && !isSpace(s[e]) && indexByte("\"'<>`", s[e]) < 0 {
				e++
			}
			// user:pa/ss#w@host: a password holds the raw "/" or "#",
			// after the user's ":" (logo@2x.png in a path is no userinfo)
			if at := lastIndexByte(s[a:e], '@'); at > 0 && containsChars(s[a:a+at], "/#") && colonFirst(s[a:a+at]) && hostAfter(s[a+at+1:e]) {
				sc.add(a, a+at, phUser)
			}
			return e
		})
		if contains(sc.lower, "hook") || contains(sc.lower, "telegram") || contains(sc.lower, "googleapis") || contains(sc.lower, "azure") || contains(sc.lower, "discord") {
			for _, m := range reWebhook.FindAllStringSubmatchIndex(sc.lower, -1) {
				sc.add(m[3], m[1], phWebhook)
			}
		}
	}
	if indexByte(s, '?') >= 0 {
		for _, m := range reQuery.FindAllStringIndex(s, -1) {
			// a sentence's full stop or comma, or the parenthesis closing
			// "(see https://…?a=b)", is the text's, not the query's
			b := m[1]
			for b > m[0]+2 && (indexByte(".,;:!", s[b-1]) >= 0 || (s[b-1] == ')' && !contains(s[m[0]:b-1], "("))) {
				b--
			}
			queryValues(sc, m[0], b)
		}
	}
}

func detectDSNs(sc *scan) {
	s := sc.s
	if contains(s, "@") {
		if contains(s, "(") {
			for _, m := range reGoDSN.FindAllStringIndex(s, -1) {
				at := lastIndexByte(s[m[0]:m[1]], '@')
				sc.add(m[0], m[0]+at, phUser)
			}
		}
		if indexByte(s, '/') >= 0 {
			oracleCtx := contains(sc.lower, "oracle") || contains(sc.lower, "sqlplus") ||
				contains(sc.lower, "ora-") || contains(sc.lower, "tns") || contains(sc.lower, "connect")
			for _, m := range reOracle.FindAllStringIndex(s, -1) {
				if m[0] > 0 && indexByte("/.:\\", s[m[0]-1]) >= 0 {
					continue
				}
				at := indexByte(s[m[0]:m[1]], '@')
				host := s[m[0]+at+1 : m[1]]
				if oracleCtx || hasPrefix(host, "//") || hasPrefix(host, "(") || contains(host, ":") {
					sc.add(m[0], m[0]+at, phUser)
				}
			}
		}
	}
}

func detectAuthSchemes(sc *scan) {
	l := sc.lower
	if !sc.anyOf("bearer", "basic", "digest", "negotiate", "ntlm", "bot", "token", "apikey", "api-key", "hmac", "sharedaccess", "aws4", "ssws", "sso-key", "dsn") {
		return
	}
	for _, m := range reAuth.FindAllStringSubmatchIndex(sc.s, -1) {
		scheme := l[m[2]:m[3]]
		val := sc.s[m[6]:m[7]]
		// helm … release-notes-bot ./charts/release-notes-bot: a
		// relative path is no credential
		if len(val) < 6 || isPlaceholder(val) || stopValue(strings.ToLower(val)) || hasPrefix(val, "./") {
			continue
		}
		// "invalid basic constraints", "could not negotiate protocol": a
		// word of the dictionary in small letters after the scheme's word
		// and a space is prose; a credential there is generated
		if sc.s[m[4]] == ' ' && isLowerWord(val) && knownWord(val) {
			continue
		}
		// "token expired", "bot detected": after a bare word only a value
		// that looks generated counts.
		if (scheme == "token" || scheme == "bot" || scheme == "dsn") && sc.s[m[4]] == ' ' && !hasDigit(val) && len(val) < 16 {
			continue
		}
		// deploy-bot svc=…, renovate-bot: branch …: the end of a bot's
		// kebab or snake name, no Authorization scheme
		if scheme == "bot" && m[2] > 0 && (sc.s[m[2]-1] == '-' || sc.s[m[2]-1] == '_') {
			continue
		}
		// dsn=4.4.1: a mail log's delivery status (RFC 3463's class,
		// subject and detail), no data source's name
		if scheme == "dsn" && versionLike(trimSuffix(val, ",")) {
			continue
		}
		// "token android.os.BinderProxy@4d1f0a2b is not valid": a window
		// token is an object, which Java writes as its class and hash
		if scheme == "token" && m[7] < len(sc.s) && sc.s[m[7]] == '@' && qualifiedClass(val) {
			continue
		}
		// DSN host=db-01.example dbname=orders: libpq's keyword/value
		// conninfo, no key of its own; its host is kept by policy and its
		// password= is a secret's key the keyed rules mask
		if scheme == "dsn" && conninfoAt(sc.s[m[6]:]) {
			continue
		}
		// "digest sha256:…" is an image digest; Digest auth carries key=value
		if scheme == "digest" && !contains(val, "=") {
			continue
		}
		// a DSN is a URL: its key is the userinfo, its host is kept
		if k := indexStr(val, "://"); k >= 0 {
			if m[7] < len(sc.s) && sc.s[m[7]] == '@' {
				sc.add(m[6]+k+3, m[7], phCred) // scheme://key@host
			} else if ua, ub, ok := urlUserinfo(val); ok {
				sc.add(m[6]+ua, m[6]+ub, phCred)
			}
			continue
		}
		sc.add(m[6], m[7], phCred)
	}
}

// conninfoWord reports a value that starts with a keyword and "=" (host=,
// dbname=, Server=, ADO.NET's Data Source=): a connection string's first
// pair. A generated key holds "=" only as its padding, at its end.
func conninfoWord(v string) bool {
	e := indexByte(v[:min(len(v), 24)], '=')
	if e <= 1 || e >= len(v)-1 || v[e+1] == '=' {
		return false
	}
	// ADO.NET's keywords of two words are capitalised (Data Source,
	// Initial Catalog, User ID); "libpqsecret sslmode=" is a value and
	// the next pair
	k, k2, two := cut(v[:e], " ")
	return lettersOnly(k) && (!two || isUpperASCII(k[0]) && lettersOnly(k2) && isUpperASCII(k2[0])) && (codeWord(strings.ToLower(k)) || segmented(strings.ToLower(k)))
}

// conninfoAt reports a connection string at the start of v: a known
// keyword and "=" (conninfoWord), and a second pair after a space or ";"
// (host=db dbname=x, Server=…;Database=…). One pair alone, key=AAAA…:…,
// is a credential's own form.
func conninfoAt(v string) bool {
	if !conninfoWord(v) {
		return false
	}
	v = v[:min(len(v), 200)]
	for i := indexByte(v, '=') + 1; i < len(v); i++ {
		if (v[i] == ';' || v[i] == ' ') && conninfoWord(v[i+1:]) {
			return true
		}
	}
	return false
}

// colonFirst reports a ":" before the first "/" or "#" of u, the user's
// (empty, as Redis writes it: redis://:pa#ss@cache:6379) and no port
// after it: localhost:8080/users/@me has a host, not a userinfo (a digit
// alone is a password's start, app:4/x…@db).
func colonFirst(u string) bool {
	c := indexByte(u, ':')
	e := strings.IndexAny(u, "/#")
	p := u[c+1 : max(c+1, e)]
	return c >= 0 && c < e && (len(p) < 2 || countDigits(p) < len(p))
}

// hostAfter reports a host (and port, path) right after a userinfo's "@":
// a dotted name, or a bare one before its port (rabbit-01:5672) or its
// path, the database of a DSN (claims-sql/ClaimsDb).
func hostAfter(v string) bool {
	n := 0
	for n < len(v) && (isWord(v[n]) || v[n] == '.' || v[n] == '-') {
		n++
	}
	port := n+1 < len(v) && v[n] == ':' && isDigit(v[n+1])
	path := n+1 < len(v) && v[n] == '/' && isWord(v[n+1])
	return n > 0 && (indexByte(v[:n], '.') > 0 || port || path) && (n == len(v) || indexByte(":/?#", v[n]) >= 0)
}

// urlUserinfo returns where the userinfo of URL v is (after "://", before
// the last "@" of the authority), when it has one.
func urlUserinfo(v string) (int, int, bool) {
	k := indexStr(v, "://")
	if k < 0 {
		return 0, 0, false
	}
	a := k + 3
	end := len(v)
	if e := strings.IndexAny(v[a:], "/?#"); e >= 0 {
		// a raw "/" or "#" inside the userinfo (a decoded password) ends
		// the authority too early: the last "@" before any later "/" wins
		end = a + e
		if at := lastIndexByte(v[a:], '@'); at >= 0 && a+at > end {
			if e2 := strings.IndexAny(v[a+at:], "/?#"); e2 >= 0 {
				end = a + at + e2
			} else {
				end = len(v)
			}
		}
	}
	at := lastIndexByte(v[a:end], '@')
	if at <= 0 {
		return 0, 0, false
	}
	return a, a + at, true
}

// rePathToken finds the last path segment of links that carry a one-time
// token in their path: password resets, e-mail confirmations, invitations,
// magic links, unsubscribe and share links. Such a token signs in whoever
// holds it, whatever its format (hex digests included).
var rePathToken = lazyre.NewRare(`(?i)/(?:reset(?:[-_]password)?|password[-_]?resets?|reset[-_]?token|confirm(?:ation)?|confirm[-_]email|verify(?:[-_]email)?|verification|activate|activation|invites?|invitations?|accept[-_]invite|magic(?:[-_]?links?)?|unsubscribe|tokens?|otp|share|shared|download|signin|sign[-_]in|login|auth|callback|recover|recovery|onboarding)(?:/[A-Za-z0-9_\-]{1,40}){0,2}/([A-Za-z0-9_\-.~=]{16,})`)

func detectPathTokens(sc *scan) {
	if !tokenAfterSlash(sc.s) {
		return
	}
	for _, m := range rePathToken.FindAllStringSubmatchIndex(sc.s, -1) {
		v := sc.s[m[2]:m[3]]
		// /usr/share/man/man1/gtk-update-icon-cache.1.gz: the file
		// system's tree of a distribution's shared data, no share link
		if pre := sc.s[:m[0]]; (hasSuffix(pre, "/usr") || hasSuffix(pre, "/usr/local")) && strings.EqualFold(sc.s[m[0]+1:min(m[0]+6, len(sc.s))], "share") {
			continue
		}
		// a slug of words ("password-reset-success") is a page, not a token
		if !hasDigit(v) && strings.ToLower(v) == v {
			continue
		}
		sc.add(m[2], m[3], phSecret)
	}
}

// tokenAfterSlash reports 16 bytes or more of no slash, space or control
// right after a slash, which rePathToken's last segment needs
// ("/resolvers.py" has 12).
func tokenAfterSlash(s string) bool {
	n := -1 // bytes since the last slash, -1: none
	for i := 0; i < len(s) && n < 16; i++ {
		if s[i] == '/' {
			n = 0
		} else if n >= 0 && s[i] > ' ' {
			n++
		} else {
			n = -1
		}
	}
	return n >= 16
}

// reOAuthParam finds the one-time and long-lived values of OAuth requests
// written as form or query parameters: an authorization code, a device or
// user code, a code verifier, tokens.
var reOAuthParam = lazyre.New(`(?i)(?:^|[?&\s;,])(code|auth_code|authorization_code|oauth_code|device_code|user_code|code_verifier|refresh_token|id_token|access_token|client_secret)=([^&\s"',;]{6,})`)

func detectOAuthParams(sc *scan) {
	// "code=" alone is an error code as often as an authorization code:
	// only where the text is an OAuth exchange
	if !contains(sc.lower, "=") || !sc.anyOf("grant_type", "redirect_uri", "oauth", "authorize", "code_verifier", "client_id", "token_endpoint", "/token") {
		return
	}
	for _, m := range reOAuthParam.FindAllStringSubmatchIndex(sc.s, -1) {
		sc.add(m[4], m[5], phCred)
	}
}

// queryValues masks the values of the query s[a:b] ("?k=v&k=v") that are
// not plainly technical: a page number, an enum, a SKU stay (?page=3,
// ?sort=asc); anything a key names as sensitive, anything random-looking,
// personal or long is masked, value by value, keys kept. A query that does
// not split into k=v pairs is masked whole.
func queryValues(sc *scan, a, b int) {
	s := sc.s
	for i := a + 1; i < b; {
		e := indexByte(s[i:b], '&')
		if e < 0 {
			e = b
		} else {
			e += i
		}
		eq := indexByte(s[i:e], '=')
		if eq <= 0 {
			if e > i {
				sc.add(i, e, phValue)
			}
			i = e + 1
			continue
		}
		k, v := s[i:i+eq], s[i+eq+1:e]
		// a page's cursor, base64 of clean JSON under a plain key, is data
		if v != "" && !plainQueryValue(k, v) && !(sc.depth == 0 && hasPrefix(v, "eyJ") && keyClass(k) == "" && jsonData(sc, i+eq+1, e)) {
			sc.add(i+eq+1, e, phValue)
		}
		i = e + 1
	}
}

// plainQueryValue reports a query value a triager may read: its key names
// nothing sensitive, and it is a short number or a code-shaped word that
// is neither random-looking nor a name.
func plainQueryValue(k, v string) bool {
	kk := trimSuffix(trimSuffix(k, "[]"), "%5B%5D")
	if keyClass(kk) != "" || searchKeys[strings.ToLower(kk)] || len(v) > 40 {
		return false
	}
	if isoDateTime(v) {
		return true // a time the query selects by (?since=2026-03-01T00:00:00Z): a birth key is keyClass's
	}
	if containsChars(v, "@%+/:") {
		return false
	}
	if countDigits(v) == len(v) {
		return len(v) <= 9
	}
	if looksRandom(v) || generatedValue(v) {
		return false
	}
	return judgeToken(v, latin, true, nil) == tokCode || wordlist.ErrorWord(strings.ToLower(v)) || queryEnumWord(kk, v)
}

// queryEnumWord reports a lower-case word a program passes as one of its
// options (?sort=newest, ?status=archived, ?direction=inbound): a word of
// code or of the catalogues, under a key that names no person, which no
// names data holds (?ref=grace, ?u=tiger stay masked: a login made of a
// word is the leak the issue names).
func queryEnumWord(k, v string) bool {
	if len(v) < 3 || len(v) > 24 || personKey(k) || strings.IndexFunc(v, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 {
		return false
	}
	return (wordlist.Code(v) || wordlist.Template(v)) && !wordlist.GivenName(v) && !wordlist.Surname(v)
}

// isoDateTime reports an ISO 8601 date and time written whole
// (2026-03-01T09:30:00Z, 2026-03-01T09:30:00.123+01:00): a moment a
// program writes, which no person types.
func isoDateTime(v string) bool {
	if len(v) < 16 || len(v) > 35 || !isoDateAt(v, 0) || v[10] != 'T' || !isDigit(v[11]) || !isDigit(v[12]) || v[13] != ':' || !isDigit(v[14]) || !isDigit(v[15]) {
		return false
	}
	for _, c := range []byte(v[16:]) {
		if !isDigit(c) && !strings.ContainsRune(":.Z+-", rune(c)) {
			return false
		}
	}
	return true
}

package redact

import (
	"sort"
	"strings"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/ident"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"
	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// Credential formats: private keys, credentials inside URLs and connection
// strings, authorization schemes, JWTs, vendor tokens and webhook URLs.
// Patterns use unbounded repeats (checked for length in code) rather than
// large bounded ones, which compile slowly and bloat the program.

var (
	rePEM = lazyre.New(`-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?s:.*?)(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)`)
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
	// Authorization schemes and their credential
	reAuth = lazyre.New(`(?i)\b(bearer|basic|digest|negotiate|ntlm|bot|token|apikey|api-key|hmac|sharedaccesssignature|aws4-hmac-sha256|ssws|sso-key|dsn)(\s+|=|:\s*)([A-Za-z0-9._~+/=\-,:]+)`)
	reJWT  = lazyre.New(`eyJ[A-Za-z0-9_\-]{6,}(?:\.[A-Za-z0-9_\-]*)?(?:\.[A-Za-z0-9_\-]*)?`)
	reAWS  = lazyre.New(`\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{12,}`)
)

func detectPEM(sc *scan) {
	if !strings.Contains(sc.s, "-----BEGIN") {
		return
	}
	for _, m := range rePEM.FindAllStringIndex(sc.s, -1) {
		sc.add(m[0], m[1], phKey)
	}
}

func detectURLs(sc *scan) {
	s := sc.s
	if strings.Contains(s, "://") {
		for _, m := range reURLUser.FindAllStringSubmatchIndex(s, -1) {
			if m[3] > m[2] {
				sc.add(m[2], m[3], phUser)
			}
		}
		// a userinfo whose password holds a raw "/" or "#" (decoded, or
		// never encoded) ends the expression's authority early: judged
		// before any of it can be read as a path
		eachAfter(s, "://", func(a int) int {
			e := a
			for e < len(s) && e-a < 512 && !isSpace(s[e]) && strings.IndexByte("\"'<>`", s[e]) < 0 {
				e++
			}
			// user:pa/ss#w@host: a password holds the raw "/" or "#",
			// after the user's ":" (logo@2x.png in a path is no userinfo)
			if at := strings.LastIndexByte(s[a:e], '@'); at > 0 && strings.ContainsAny(s[a:a+at], "/#") && colonFirst(s[a:a+at]) && hostAfter(s[a+at+1:e]) {
				sc.add(a, a+at, phUser)
			}
			return e
		})
		if strings.Contains(sc.lower, "hook") || strings.Contains(sc.lower, "telegram") || strings.Contains(sc.lower, "googleapis") || strings.Contains(sc.lower, "azure") || strings.Contains(sc.lower, "discord") {
			for _, m := range reWebhook.FindAllStringSubmatchIndex(sc.lower, -1) {
				sc.add(m[3], m[1], phWebhook)
			}
		}
	}
	if strings.IndexByte(s, '?') >= 0 {
		for _, m := range reQuery.FindAllStringIndex(s, -1) {
			// a sentence's full stop or comma, or the parenthesis closing
			// "(see https://…?a=b)", is the text's, not the query's
			b := m[1]
			for b > m[0]+2 && (strings.IndexByte(".,;:!", s[b-1]) >= 0 || (s[b-1] == ')' && !strings.Contains(s[m[0]:b-1], "("))) {
				b--
			}
			queryValues(sc, m[0], b)
		}
	}
}

func detectDSNs(sc *scan) {
	s := sc.s
	if strings.Contains(s, "@") {
		if strings.Contains(s, "(") {
			for _, m := range reGoDSN.FindAllStringIndex(s, -1) {
				at := strings.LastIndexByte(s[m[0]:m[1]], '@')
				sc.add(m[0], m[0]+at, phUser)
			}
		}
		if strings.IndexByte(s, '/') >= 0 {
			oracleCtx := strings.Contains(sc.lower, "oracle") || strings.Contains(sc.lower, "sqlplus") ||
				strings.Contains(sc.lower, "ora-") || strings.Contains(sc.lower, "tns") || strings.Contains(sc.lower, "connect")
			for _, m := range reOracle.FindAllStringIndex(s, -1) {
				if m[0] > 0 && strings.IndexByte("/.:\\", s[m[0]-1]) >= 0 {
					continue
				}
				at := strings.IndexByte(s[m[0]:m[1]], '@')
				host := s[m[0]+at+1 : m[1]]
				if oracleCtx || strings.HasPrefix(host, "//") || strings.HasPrefix(host, "(") || strings.Contains(host, ":") {
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
		if len(val) < 6 || isPlaceholder(val) || stopValue(strings.ToLower(val)) {
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
		// "token android.os.BinderProxy@4d1f0a2b is not valid": a window
		// token is an object, which Java writes as its class and hash
		if scheme == "token" && m[7] < len(sc.s) && sc.s[m[7]] == '@' && qualifiedClass(val) {
			continue
		}
		// "digest sha256:…" is an image digest; Digest auth carries key=value
		if scheme == "digest" && !strings.Contains(val, "=") {
			continue
		}
		// a DSN is a URL: its key is the userinfo, its host is kept
		if k := strings.Index(val, "://"); k >= 0 {
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

// colonFirst reports a ":" before the first "/" or "#" of u.
func colonFirst(u string) bool {
	c := strings.IndexByte(u, ':')
	return c > 0 && c < strings.IndexAny(u, "/#")
}

// hostAfter reports a host (and port, path) right after a userinfo's "@".
func hostAfter(v string) bool {
	n := 0
	for n < len(v) && (isWord(v[n]) || v[n] == '.' || v[n] == '-') {
		n++
	}
	return n > 0 && strings.IndexByte(v[:n], '.') > 0 && (n == len(v) || strings.IndexByte(":/?#", v[n]) >= 0)
}

// urlUserinfo returns where the userinfo of URL v is (after "://", before
// the last "@" of the authority), when it has one.
func urlUserinfo(v string) (int, int, bool) {
	k := strings.Index(v, "://")
	if k < 0 {
		return 0, 0, false
	}
	a := k + 3
	end := len(v)
	if e := strings.IndexAny(v[a:], "/?#"); e >= 0 {
		// a raw "/" or "#" inside the userinfo (a decoded password) ends
		// the authority too early: the last "@" before any later "/" wins
		end = a + e
		if at := strings.LastIndexByte(v[a:], '@'); at >= 0 && a+at > end {
			if e2 := strings.IndexAny(v[a+at:], "/?#"); e2 >= 0 {
				end = a + at + e2
			} else {
				end = len(v)
			}
		}
	}
	at := strings.LastIndexByte(v[a:end], '@')
	if at <= 0 {
		return 0, 0, false
	}
	return a, a + at, true
}

func detectJWT(sc *scan) {
	if !strings.Contains(sc.s, "eyJ") {
		return
	}
	for _, m := range reJWT.FindAllStringIndex(sc.s, -1) {
		// …GfVPE66+XXSxehM9+eyJyJ22jQ==: "eyJ" inside a base64 run (a
		// digest's, sha512-…), where no token starts
		if m[0] > 0 && (sc.s[m[0]-1] == '+' || isAlnum(sc.s[m[0]-1])) || sc.depth == 0 && jsonData(sc, m[0], m[1]) {
			continue
		}
		sc.add(m[0], m[1], phJWT)
	}
}

// jsonData reports base64 of a JSON object in one segment (a page's
// cursor: eyJwYWdlIjo…) whose text has no JWT header's "alg" and nothing
// the detectors find: data, kept from the entropy rule too. A token's
// header, or its claims with a person in them, are not.
func jsonData(sc *scan, a, b int) bool {
	for b < len(sc.s) && (isRunChar(sc.s[b]) || sc.s[b] == '=') {
		b++
	}
	t, ok := decodeBase64(sc.s[a:b])
	if strings.Contains(sc.s[a:b], ".") || !ok || !strings.HasSuffix(t, "}") || strings.Contains(t, `"alg"`) || redactText(t, 1, sc.stop, true, false, sc.code) != t {
		return false
	}
	sc.protect(a, b)
	return true
}

func detectAWS(sc *scan) {
	if strings.IndexByte(sc.s, 'A') < 0 || !containsAny(sc.s, "AKIA", "ASIA", "AGPA", "AIDA", "AROA", "ANPA", "ANVA", "AIPA", "ABIA", "ACCA", "A3T") {
		return
	}
	for _, m := range reAWS.FindAllStringIndex(sc.s, -1) {
		sc.add(m[0], m[1], phSecret)
	}
}

// vendorPrefixes are token prefixes that vendors put in front of generated
// secrets so that scanners can find them (GitHub, GitLab, Slack, Stripe,
// OpenAI, Anthropic, Hugging Face, npm, PyPI, Docker Hub, DigitalOcean,
// Shopify, Grafana, HashiCorp Vault and Terraform, Linear, Notion,
// Atlassian, Postman, Doppler, Pulumi, Databricks, age, Square, SendGrid,
// Mailgun, New Relic, Sentry, Figma, 1Password, Google, Alibaba, Tencent,
// xAI, Perplexity, NVIDIA, Cerebras, Groq, Replicate, Airtable, Asana,
// Twilio, Mapbox, Contentful, Fastly, Heroku, Planetscale, Supabase,
// Clerk, Resend, Vercel, Netlify, Bitbucket, Okta, Dynatrace, Datadog,
// Buildkite, CircleCI, Snyk, Sourcegraph, Tailscale, Telegram, Mercado Pago,
// RubyGems, 42's intra, Lob, SettleMint…). A prefix followed by enough token
// characters is a secret even when the body is short: titles are often
// cut by the SDK, and a cut key is still a key.
// One string of comma-separated prefixes: a slice's headers cost more.
const vendorPrefixes = "ghp_,gho_,ghu_,ghs_,ghr_,github_pat_,glpat-,gldt-,glrt-,glptt-,glsoat-,glcbt-,gloas-,glimt-,glagent-,glffct-," +
	"xoxa-,xoxb-,xoxp-,xoxo-,xoxs-,xoxr-,xoxe-,xoxe.,xapp-,sk_live_,sk_test_,pk_live_,pk_test_,rk_live_,rk_test_," +
	"whsec_,sk-ant-,sk-proj-,sk-svcacct-,sk-admin-,sk-or-,sk-,hf_,api_org_,gsk_,r8_,npm_,pypi-,dckr_pat_,dckr_oat_," +
	"dop_v1_,doo_v1_,dor_v1_,shpat_,shpca_,shppa_,shpss_,glc_,glsa_,hvs.,hvb.,hvr.,lin_api_,lin_oauth_,secret_," +
	"ntn_,ATATT,ATCTT,PMAK-,dp.pt.,dp.st.,dp.ct.,dp.sa.,dp.scim.,pul-,dapi,AGE-SECRET-KEY-,sq0atp-,sq0csp-,EAAA," +
	"SG.,key-,NRAK-,NRJS-,NRII-,NRAA-,sntrys_,sntryu_,sntrya_,figd_,figu_,ops_,op_,AIza,ya29.,GOCSPX-,LTAI,AKID," +
	"xai-,pplx-,nvapi-,csk-,pat,patk,key,SK,AC,tfp_,sk.eyJ,pk.eyJ,CFPAT-,fastly_,HRKU-,pscale_tkn_,pscale_pw_,sbp_," +
	"sb_secret_,sk_live,rnd_,re_,vercel_,nfp_,ATBB,SSWS,dt0c01.,ddapi_,ddapp_,bkua_,CCIPAT_,snyk_,sgp_,tskey-,oat_," +
	"ory_,bbc_,cpat_,clerk_,sk_prod_,ak_,rpa_,spl_,sl.,ctp_,APCA-,PKTEST,mfa.,amzn1.,atlasv1.,SCW,ghpat_,prt_,pnu_," +
	"ycp_,y0_,t1.,vlt_,xkeysib-,mlsn.,lmk_,sm_,plaid_,access-sandbox-,access-production-,access_token$production$," +
	"access_token$sandbox$,EAAC,EAAG,OAuth ,pat-na1-,pat-eu1-,FLWSECK-,FLWSECK_TEST-,APP_USR-,access-development-," +
	"rubygems_,s-s4t2ud-,s-s4t2af-,test_pub_,live_pub_,sm_pat_,sm_aat_,sm_sat_"

// vendorIndex maps the first two bytes of each vendor prefix to the
// prefixes starting with them, longest first ("sk-ant-" before "sk-"), so
// finding prefixes is one pass over the text instead of a large
// alternation run by the regexp engine.
var vendorIndex = func() map[string][]string {
	ix := map[string][]string{}
	for _, p := range strings.Split(vendorPrefixes, ",") {
		k := p[:2]
		ix[k] = append(ix[k], p)
	}
	for _, list := range ix {
		sort.Slice(list, func(i, j int) bool { return len(list[i]) > len(list[j]) })
	}
	return ix
}()

func isTokenChar(c byte) bool {
	return isWord(c) || c == '-' || c == '.' || c == '=' || c == '/' || c == '+' || c == '$'
}

// maxVendorBody is longer than any vendor key's body.
const maxVendorBody = 1024

func detectVendor(sc *scan) {
	s := sc.s
	runEnd := 0
	for i := 0; i+2 <= len(s); i++ {
		if sc.stop.pulse() {
			return
		}
		if i > 0 && (isWord(s[i-1]) || s[i-1] == '-' || s[i-1] == '.') {
			continue
		}
		list := vendorIndex[s[i:i+2]]
		if list == nil {
			continue
		}
		// h1:AC2r…=: go.sum's digest, whose base64 may start as a
		// vendor's prefix does
		if i >= 3 && s[i-3:i] == "h1:" && goModHash(s[i-3:min(len(s), i+44)]) {
			continue
		}
		for _, prefix := range list {
			if !strings.HasPrefix(s[i:], prefix) {
				continue
			}
			// h1:7xly/keyFz…: a prefix of letters after base64's "/" or
			// "+" is inside a digest's run, no token's start
			if i > 1 && (s[i-1] == '/' || s[i-1] == '+') && isAlnum(s[i-2]) && strings.Trim(prefix, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" {
				break
			}
			start, bodyStart := i, i+len(prefix)
			// key/1a2b…: a path's segment names a resource's kind (a KMS
			// key in an ARN); no vendor writes a "/" after its prefix
			if bodyStart < len(s) && s[bodyStart] == '/' && isLetter(s[bodyStart-1]) {
				break
			}
			// every prefix inside one run of token characters ends where
			// the run ends: the run is read once (y0_=y0_=… would be read
			// once per prefix, in quadratic time)
			if i >= runEnd {
				runEnd = bodyStart
				for runEnd < len(s) && isTokenChar(s[runEnd]) {
					runEnd++
				}
			}
			end := max(runEnd, bodyStart)
			if end-bodyStart > maxVendorBody {
				// no vendor's key is this long: a run that starts like one
				// and goes on is masked whole, never judged piecewise
				sc.add(start, end, phSecret)
				i = end - 1
				break
			}
			for end > bodyStart && strings.IndexByte(".-/", s[end-1]) >= 0 {
				end--
			}
			if vendorBody(prefix, s[bodyStart:end]) {
				sc.add(start, end, phSecret)
				i = end - 1
			}
			break
		}
	}
}

// detectSuffixedKeys masks keys a vendor marks at the end rather than the
// start: Mailchimp's 32 hexadecimal digits and a data-centre suffix
// ("…-us21").
func detectSuffixedKeys(sc *scan) {
	s := sc.s
	eachAfter(s, "-us", func(j int) int {
		i := j - 3
		for j < len(s) && j-i < 5 && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i+3 || j < len(s) && isWord(s[j]) || i < 32 || i > 32 && isWord(s[i-33]) {
			return i + 3
		}
		if ident.Chars(s[i-32:i], 32, 32, lowerHexDigit) {
			sc.add(i-32, j, phSecret)
		}
		return j
	})
}

func lowerHexDigit(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' }

func hexDigit(c byte) bool { return lowerHexDigit(c) || c >= 'A' && c <= 'F' }

// vendorBody decides whether body after prefix is a token. Prefixes that
// are also common word starts (key, pat, SK, AC, op_, sk-) need a long,
// generated-looking body; distinctive ones need only a few characters.
func vendorBody(prefix, body string) bool {
	alnum, digits, upper, lower := 0, 0, 0, 0
	for i := 0; i < len(body); i++ {
		c := body[i]
		switch {
		case c >= '0' && c <= '9':
			digits++
			alnum++
		case c >= 'a' && c <= 'z':
			lower++
			alnum++
		case c >= 'A' && c <= 'Z':
			upper++
			alnum++
		}
	}
	generated := digits > 0 && (upper+lower > 0) || upper > 0 && lower > 0 && len(body) >= 20
	switch p := "," + prefix + ","; {
	case strings.Contains(",key,pat,patk,SK,AC,SCW,PKTEST,OAuth ,t1.,sl.,ak_,re_,sm_,oat_,op_,ops_,y0_,spl_,ctp_,rnd_,sk_live,", p):
		// after a prefix that ends in its separator (sm_, op_), mixed-case
		// letters that are no words (sm_pat_hphhgzNQYnVj…) are generated
		return alnum >= 24 && generated && looksRandom(body) ||
			prefix[len(prefix)-1] == '_' && digits == 0 && alnum >= 16 && upper >= 4 && lower >= 4 && !wordParts(body)
	case strings.Contains(",sk-,key-,pul-,dapi,LTAI,AKID,AIza,EAAA,EAAC,EAAG,SG.,secret_,xai-,csk-,amzn1.,mfa.,", p):
		return alnum >= 16 && generated
	case strings.Contains(",rubygems_,s-s4t2ud-,s-s4t2af-,test_pub_,live_pub_,", p):
		// RubyGems', 42's and Lob's keys are hex after the prefix; the
		// words those prefixes are (rubygems_version, test_pub_sub) take none
		return len(body) >= 24 && strings.Trim(body, "0123456789abcdef") == ""
	}
	return alnum >= 8 && (digits > 0 || upper > 0 && lower > 0 || alnum >= 16)
}

// goModHash reports a Go module's hash as go.sum and go's checksum errors
// write it (h1: and the base64 of a SHA-256): a digest, whose "+" and "/"
// make no password.
func goModHash(v string) bool {
	v = strings.TrimRight(v, ",;.")
	return len(v) == 47 && strings.HasPrefix(v, "h1:") && v[46] == '=' && ident.Chars(v[3:46], 43, 43, func(c byte) bool { return isAlnum(c) || c == '+' || c == '/' })
}

func containsAny(s string, subs ...string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// hasDigit reports an ASCII digit in s: a loop, as strings.ContainsAny
// builds its set of bytes anew on every call. Not inlined: it is asked in
// a dozen places, and the bootstrap's size is capped.
//
//go:noinline
func hasDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			return true
		}
	}
	return false
}

func isWord(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func isPlaceholder(v string) bool {
	return (strings.HasPrefix(v, "[") || strings.HasPrefix(v, "?[")) && strings.HasSuffix(v, "]")
}

// detectBase64 decodes base64 runs that are readable text and redacts the
// whole run when the text inside holds anything the strong detectors find
// (a base64-wrapped "user:password", JSON with an email, a key).
func detectBase64(sc *scan) {
	if sc.depth > 0 || len(sc.s) < 16 {
		return
	}
	done := sc.marked()
	for _, m := range sc.tokenRuns() { // base64 runs long enough to wrap a secret
		// each run is decoded and redacted on its own: the costliest loop
		// of a crafted value
		if sc.stop.pulse() {
			return
		}
		if done.hit(m[0], m[1]) {
			continue
		}
		txt, ok := decodeBase64(sc.s[m[0]:m[1]])
		if !ok {
			continue
		}
		if redactText(txt, 1, sc.stop, true, false, sc.code) != txt || strings.Contains(txt, ":") && base64Cred(txt) {
			sc.add(m[0], m[1], phEncoded)
		}
	}
}

// base64Cred reports "user:password"-shaped decoded text (Basic auth).
func base64Cred(t string) bool {
	i := strings.IndexByte(t, ':')
	return i > 0 && i < len(t)-1 && !strings.ContainsAny(t, " \n\t") && len(t) < 200
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
	if !strings.Contains(sc.lower, "=") || !sc.anyOf("grant_type", "redirect_uri", "oauth", "authorize", "code_verifier", "client_id", "token_endpoint", "/token") {
		return
	}
	for _, m := range reOAuthParam.FindAllStringSubmatchIndex(sc.s, -1) {
		sc.add(m[4], m[5], phCred)
	}
}

// reMnemonic is a wallet's recovery phrase after its name: 12 to 24 short
// lowercase words (BIP-39), which a key=value rule would cut after the
// first word.
var reMnemonic = lazyre.NewRare(`(?i)\b(?:seed|mnemonic|recovery|backup|secret|wallet)(?:[ _-]?(?:phrase|words|sentence|key))?\s*[:=]\s*["']?((?:[a-z]{3,8}[ ,]+){11,23}[a-z]{3,8})`)

func detectMnemonic(sc *scan) {
	if !sc.anyOf("seed", "mnemonic", "recovery", "backup", "secret", "wallet") {
		return
	}
	for _, m := range reMnemonic.FindAllStringSubmatchIndex(sc.s, -1) {
		sc.add(m[2], m[3], phSecret)
	}
}

// rePasswordHash is a stored password hash in modular crypt or Django
// form ($argon2id$…, $6$salt$…, pbkdf2_sha256$600000$…): whoever has it
// can try passwords against it offline.
var rePasswordHash = lazyre.NewRare(`\$(?:2[abxy]?|argon2(?:id|i|d)|scrypt|pbkdf2(?:-sha(?:1|256|512))?|[156]|5|y|gy|7|sha1|md5)\$[^\s'"<>,;]{8,}|\b(?:pbkdf2_sha(?:1|256)|argon2|bcrypt(?:_sha256)?|scrypt|sha1|md5|unsalted_md5|crypt)\$[^\s'"<>,;]{8,}`)

func detectPasswordHashes(sc *scan) {
	if strings.IndexByte(sc.s, '$') < 0 {
		return
	}
	for _, m := range rePasswordHash.FindAllStringIndex(sc.s, -1) {
		if strings.Count(sc.s[m[0]:m[1]], "$") >= 2 {
			sc.add(m[0], m[1], phSecret)
		}
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
		e := strings.IndexByte(s[i:b], '&')
		if e < 0 {
			e = b
		} else {
			e += i
		}
		eq := strings.IndexByte(s[i:e], '=')
		if eq <= 0 {
			if e > i {
				sc.add(i, e, phValue)
			}
			i = e + 1
			continue
		}
		k, v := s[i:i+eq], s[i+eq+1:e]
		// a page's cursor, base64 of clean JSON under a plain key, is data
		if v != "" && !plainQueryValue(k, v) && !(sc.depth == 0 && strings.HasPrefix(v, "eyJ") && keyClass(k) == "" && jsonData(sc, i+eq+1, e)) {
			sc.add(i+eq+1, e, phValue)
		}
		i = e + 1
	}
}

// plainQueryValue reports a query value a triager may read: its key names
// nothing sensitive, and it is a short number or a code-shaped word that
// is neither random-looking nor a name.
func plainQueryValue(k, v string) bool {
	kk := strings.TrimSuffix(strings.TrimSuffix(k, "[]"), "%5B%5D")
	if keyClass(kk) != "" || searchKeys[strings.ToLower(kk)] || len(v) > 40 || strings.ContainsAny(v, "@%+/:") {
		return false
	}
	if countDigits(v) == len(v) {
		return len(v) <= 9
	}
	if looksRandom(v) || generatedValue(v) {
		return false
	}
	return judgeToken(v, latin, true, nil) == tokCode || wordlist.ErrorWord(strings.ToLower(v))
}

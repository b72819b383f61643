package redact

import (
	"sort"
	"strings"

	"glitchtip-mcp/shared/ident"
	"glitchtip-mcp/shared/lazyre"
)

// Credential formats: private keys, JWTs, AWS and vendor tokens, base64
// credentials, wallets' recovery phrases and stored password hashes
// (credentials inside URLs and connection strings: urlsecrets.go).
// Patterns use unbounded repeats (checked for length in code) rather than
// large bounded ones, which compile slowly and bloat the program.

var (
	rePEM = lazyre.New(`-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?s:.*?)(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)`)
	reJWT = lazyre.New(`eyJ[A-Za-z0-9_\-]{6,}(?:\.[A-Za-z0-9_\-]*)?(?:\.[A-Za-z0-9_\-]*)?`)
	// and Twilio's API key SID (SK and 32 lower-case hex), the user half
	// of the key's pair as an access key id is AWS's (gitleaks' twilio-api-key)
	reAWS = lazyre.New(`\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{12,}|\bSK[0-9a-f]{32}\b`)
)

func detectPEM(sc *scan) {
	if !contains(sc.s, "-----BEGIN") {
		return
	}
	for _, m := range rePEM.FindAllStringIndex(sc.s, -1) {
		sc.add(m[0], m[1], phKey)
	}
}

func detectJWT(sc *scan) {
	if !contains(sc.s, "eyJ") {
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
	if contains(sc.s[a:b], ".") || !ok || !hasSuffix(t, "}") || contains(t, `"alg"`) || redactText(t, 1, sc.stop, true, false, sc.code) != t {
		return false
	}
	sc.protect(a, b)
	return true
}

func detectAWS(sc *scan) {
	if contains(sc.s, "AC") {
		detectAccountSIDs(sc)
	}
	if indexByte(sc.s, 'A') < 0 && !contains(sc.s, "SK") || !containsAny(sc.s, "AKIA", "ASIA", "AGPA", "AIDA", "AROA", "ANPA", "ANVA", "AIPA", "ABIA", "ACCA", "A3T", "SK") {
		return
	}
	for _, m := range reAWS.FindAllStringIndex(sc.s, -1) {
		sc.add(m[0], m[1], phSecret)
	}
}

// detectAccountSIDs masks a Twilio account's SID (AC and 32 lower-case
// hex) written after the key Twilio's clients name it by (account_sid,
// AccountSid, TWILIO_ACCOUNT_SID), whatever separates them, a space too
// (account_sid AC…): it is the user half of the account's credentials,
// which the auth token beside it completes, as an access key id is AWS's.
// Other SIDs (a message's SM…, a call's CA…) stay: what a triager looks up.
func detectAccountSIDs(sc *scan) {
	s := sc.s
	for i := 0; i+34 <= len(s); {
		k := indexStr(s[i:], "AC")
		if k < 0 {
			return
		}
		a := i + k
		i = a + 2
		if a > 0 && isAlnum(s[a-1]) || a+34 > len(s) || a+34 < len(s) && isAlnum(s[a+34]) || !ident.Chars(s[a+2:a+34], 32, 32, lowerHexDigit) {
			continue
		}
		// the separator before it (=, :, quotes, spaces), then the key
		e := a
		for e > 0 && a-e < 4 && indexByte(" =:'\"\t", s[e-1]) >= 0 {
			e--
		}
		b := e
		for b > 0 && e-b < 40 && (isAlnum(s[b-1]) || s[b-1] == '_' || s[b-1] == '-') {
			b--
		}
		if e < a && b < e && hasSuffix(strings.NewReplacer("_", "", "-", "").Replace(sc.lower[b:e]), "accountsid") {
			sc.add(a, a+34, phSecret)
		}
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
	for _, p := range split(vendorPrefixes, ",") {
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
			if !hasPrefix(s[i:], prefix) {
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
			for end > bodyStart && indexByte(".-/", s[end-1]) >= 0 {
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
	case contains(",key,pat,patk,SK,AC,SCW,PKTEST,OAuth ,t1.,sl.,ak_,re_,sm_,oat_,op_,ops_,y0_,spl_,ctp_,rnd_,sk_live,", p):
		// after a prefix that ends in its separator (sm_, op_), mixed-case
		// letters that are no words (sm_pat_hphhgzNQYnVj…) are generated
		return alnum >= 24 && generated && looksRandom(body) ||
			prefix[len(prefix)-1] == '_' && digits == 0 && alnum >= 16 && upper >= 4 && lower >= 4 && !wordParts(body)
	case contains(",sk-,key-,pul-,dapi,LTAI,AKID,AIza,EAAA,EAAC,EAAG,SG.,secret_,xai-,csk-,amzn1.,mfa.,", p):
		return alnum >= 16 && generated
	case contains(",rubygems_,s-s4t2ud-,s-s4t2af-,test_pub_,live_pub_,", p):
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
	return len(v) == 47 && hasPrefix(v, "h1:") && v[46] == '=' && ident.Chars(v[3:46], 43, 43, func(c byte) bool { return isAlnum(c) || c == '+' || c == '/' })
}

func containsAny(s string, subs ...string) bool {
	for _, sub := range subs {
		if contains(s, sub) {
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
	i := 0
	for ; i+8 <= len(s); i += 8 {
		// eight bytes at once: x has a zero byte where s has a digit
		// after the XOR, and x-10 borrows into the top bit of the first
		// byte under 10 (a byte of 128 or more has its own top bit, masked)
		x := load8(s[i:]) ^ 0x3030303030303030
		if (x-0x0a0a0a0a0a0a0a0a)&^x&0x8080808080808080 != 0 {
			return true
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			return true
		}
	}
	return false
}

// load8 reads s's first eight bytes as one word.
func load8(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 | uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

func isWord(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func isPlaceholder(v string) bool {
	return (hasPrefix(v, "[") || hasPrefix(v, "?[")) && hasSuffix(v, "]")
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
		if redactText(txt, 1, sc.stop, true, false, sc.code) != txt || contains(txt, ":") && base64Cred(txt) {
			sc.add(m[0], m[1], phEncoded)
		}
	}
}

// base64Cred reports "user:password"-shaped decoded text (Basic auth).
func base64Cred(t string) bool {
	i := indexByte(t, ':')
	return i > 0 && i < len(t)-1 && !containsChars(t, " \n\t") && len(t) < 200
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
	if indexByte(sc.s, '$') < 0 {
		return
	}
	for _, m := range rePasswordHash.FindAllStringIndex(sc.s, -1) {
		if strings.Count(sc.s[m[0]:m[1]], "$") >= 2 {
			sc.add(m[0], m[1], phSecret)
		}
	}
}

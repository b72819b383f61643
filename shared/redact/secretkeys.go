// Values under a key that names a secret (password, passphrase, pw,
// kennwort, seed, unlock, in any language keys are written in), whatever
// their shape: a random printable password holds the characters the keyed
// reader stops at (&&,ziGU7VC:, )bnwmRLR1, <<"wZH::6wMgy">>) and the
// pieces the shape rules take for code ("&&", "::"), so the key, not the
// shape, says what it is. Regular expressions and templates elsewhere in a
// message stay: only the value in the key's own position is read.

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// passwordKeyWords are the word for "password" in the languages keys are
// written in, as a key writes it (one word, with and without its
// accents: French mot de passe as motdepasse, Swedish lösenord, Hungarian
// jelszó, Danish and Norwegian kodeord), each between spaces. One list for
// secretKey, credParts and keyMarks: kept apart, they drifted (a key one
// list knew, the others did not read).
const passwordKeyWords = " passwort kennwort passe motdepasse contrasena contraseña contrasenia contrasenya senha parola parolă " +
	"wachtwoord haslo hasło пароль sifre şifre salasana heslo lozinka geslo parool passord kodeord adgangskode " +
	"losenord lösenord jelszo jelszó κωδικός סיסמה slaptažodis รหัสผ่าน " +
	// French's abbreviation of mot de passe (mdp), German's "secret" and
	// "access code" as config keys write them
	"mdp geheimnis zugangscode "

// secretKeyWords are key words (a key's last part after splitting) that
// name a password, each between spaces; "seed" and "unlock" name one only
// weakly: their value must be no number (seed=42 is a random generator's).
// psk is a Wi-Fi network's pre-shared key (wpa_supplicant's psk=,
// hostapd's wpa_psk=): a passphrase people choose.
const secretKeyWords = " password passwd passphrase pass pwd pw pword passcode secret psk "

// secretKeyWord reports one of secretKeyWords or passwordKeyWords.
func secretKeyWord(w string) bool {
	return wordIn(secretKeyWords, w) || wordIn(passwordKeyWords, w)
}

// keyMarks are pieces of which every key word of secretKey and docKey
// holds one, in lower case: a text without any has no such key, and a word
// without any is no such key (most words: secretKey's split is not run).
var keyMarks = append([]string{"pass", "pw", "secret", "seed", "unlock", "doc", "ident", "national", "kyc", "tax", "ssn", "subject", "psk"},
	strings.Fields(passwordKeyWords)...)

// keyMarked reports a word (lower case) holding one of keyMarks.
func keyMarked(lw string) bool {
	for _, m := range keyMarks {
		if contains(lw, m) {
			return true
		}
	}
	return false
}

// detectSecretKeyValues masks the value after each key naming a secret.
func detectSecretKeyValues(sc *scan) {
	if !sc.anyOf(keyMarks...) && !contains(sc.s, ")=(") && !sc.anyOf(keywordMarks...) {
		return
	}
	s := sc.s
	drive := contains(s, ":\\") // inProgramPath is asked only then
	for i := 0; i < len(s); {
		if !keyByte(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && keyByte(s[j]) {
			j++
		}
		// arn:aws:secretsmanager:…:secret:prod/db: a resource name's
		// type, no key
		// C:\Program Files\SEED WebP\x.so: a vendor's folder's word, no
		// key (inProgramPath)
		if j-i <= 40 && (i == 0 || !keyByte(s[i-1])) && !inARN(s, i) && !(drive && inProgramPath(s, i)) {
			if i > 0 && s[i-1] == '(' && hasPrefix(s[j:], ")=(") && keyClass(s[i:j]) == "name" {
				// Key (holder)=(山本 直人): PostgreSQL's DETAIL writes the
				// value in parentheses, spaces and all
				if e := indexByte(s[j+3:min(len(s), j+259)], ')'); e > 0 && !containsChars(s[j+3:j+3+e], "(\n") {
					sc.add(j+3, j+3+e, phName)
				}
			} else if !keyMarked(sc.lower[i:j]) {
				// no key of a secret or a document: but one that ends in a
				// keyword gitleaks' generic rule reads (access, api) holds a
				// token-shaped value's secret
				j = keywordKeyValue(sc, i, j)
			} else if docKey(s[i:j]) {
				if a, b := secretValueAt(s, i, j); a < b && docNumber(s[a:b]) {
					sc.add(a, b, phNatID)
				} else if a, b := valueBeforeKey(s, i); a < b && docNumber(s[a:b]) {
					sc.add(a, b, phNatID)
				}
			} else if weak, ok := secretKey(s[i:j]); ok {
				if a, b := valueBeforeKey(s, i); a < b && secretValue(s[a:b], weak) {
					sc.add(a, b, phSecret)
				}
				if a, b := secretValueAt(s, i, j); a < b && (secretValue(s[a:b], weak) || !weak && passwordFlagValue(s, i, a, b)) {
					sc.add(a, b, phSecret)
					j = b
				} else if hasPrefix(s[j:], ": ") && (i == 0 || s[i-1] == '\n' || s[i-1] == ':' || i >= 2 && s[i-2:i] == ": ") {
					j = keyMessageValues(sc, j+2, weak)
				}
			}
		}
		i = j
	}
}

// keyByte reports a byte of a key: ASCII letters, digits, "_" and the
// bytes of letters in other scripts.
func keyByte(c byte) bool { return isAlnum(c) || c == '_' || c >= 0x80 }

// secretKey reports whether key names a secret, and whether only weakly.
func secretKey(key string) (weak, ok bool) {
	p := keyParts(key)
	if len(p) == 0 {
		// keyParts keeps ASCII only: a key in another script is one word
		l := strings.ToLower(key)
		return false, secretKeyWord(l)
	}
	last := p[len(p)-1]
	if len(p) > 1 && (last == "phrase" || last == "code" || last == "key") {
		last = p[len(p)-2] // seed_phrase, unlock_code
	}
	if secretKeyWord(last) || hasSuffix(last, "password") || hasSuffix(last, "passwd") || hasSuffix(last, "passphrase") || gluedPass(last) {
		return false, true // PGPASSWORD, dbpasswd, $dbpass
	}
	return true, last == "seed" || last == "unlock"
}

// gluedPass reports a key word written whole in small letters that is a
// known word or abbreviation with "pass" glued after it ($dbpass,
// smtppass, $rootpass: PHP's and shell's configs name the password so),
// itself no word as written: compass, bypass, keepass, multipass,
// sshpass name no password.
func gluedPass(w string) bool {
	head, ok := cutSuffix(w, "pass")
	return ok && len(head) >= 2 && isASCII(head) && knownWord(head) && !knownAsWritten(w)
}

// secretValueAt returns the bounds of the value written after the key
// s[i:j], or an empty span when no separator follows it: key=, key: ,
// key =>, "key":, [key] =>, (key)=(…), {key,<<"…">>}, --key value,
// <Key>…</Key>, s:4:"key";s:9:"…".
func secretValueAt(s string, i, j int) (int, int) {
	// the openers before the key in its own run (a tuple's "{", a group's
	// "("), closed after the value
	t := i
	for t > 0 && i-t < 8 && !isSpace(s[t-1]) && indexByte("{([\"'<-", s[t-1]) >= 0 {
		t--
	}
	flag := hasSuffix(s[t:i], "--")
	xml := hasSuffix(s[t:i], "<")
	k := j
	for k < len(s) && k-j < 2 && indexByte("\"')]`>", s[k]) >= 0 {
		k++
	}
	if xml {
		if k == j || s[k-1] != '>' {
			return 0, 0
		}
		e := indexStr(s[k:min(len(s), k+256)], "</")
		if e < 0 {
			return 0, 0
		}
		return k, k + e
	}
	switch sep := s[k:min(len(s), k+4)]; {
	case hasPrefix(sep, " => ") || hasPrefix(sep, " = "):
		k += indexByte(sep[1:], ' ') + 2
	case hasPrefix(sep, "=>"):
		k += 2
	case hasPrefix(sep, "=") || hasPrefix(sep, ":"):
		k++
	case hasPrefix(sep, ",") && hasSuffix(s[t:i], "{"):
		k++ // {pass,<<"…">>}
	case hasPrefix(sep, ";s:"):
		// PHP serialize(): "key";s:N:"value";
		e := k + 3
		for e < len(s) && isDigit(s[e]) {
			e++
		}
		if e >= len(s) || s[e] != ':' {
			return 0, 0
		}
		k = e + 1
	case hasPrefix(sep, " ") && k == j && (flag || len(sep) > 1 && (sep[1] == '"' || sep[1] == '\'' || isUpperASCII(s[i]))):
		// --key value, unexpected pass "…", Validation failed: Seed …
		if !flag && sep[1] != '"' && sep[1] != '\'' && indexByte("([{<", sep[1]) >= 0 {
			return 0, 0 // password (using…): an aside
		}
		if flag && hasPrefix(s[k:], " --") {
			return 0, 0 // --password --dry-run: the next flag, the password asked for
		}
	default:
		return 0, 0
	}
	for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
		k++
	}
	if hasPrefix(s[k:], "<<\"") {
		k += 2
	} else if hasPrefix(s[k:], "Some(\"") {
		k += 5
	}
	if k >= len(s) {
		return 0, 0
	}
	if q := s[k]; q == '"' || q == '\'' || q == '`' {
		e := indexByte(s[k+1:min(len(s), k+130)], q)
		if e < 0 || containsChars(s[k+1:k+1+e], "\n") {
			return 0, 0
		}
		return k + 1, k + 1 + e
	}
	if s[k] == '(' || s[k] == '[' {
		k++ // (key)=(value), [value]: the position's own bracket
		if k < len(s) && (s[k] == '"' || s[k] == '\'') {
			return 0, 0 // 'pw': ['Enter a valid value.']: the key's messages
		}
	}
	e := k
	for e < len(s) && !isSpace(s[e]) && e-k < 128 {
		e++
	}
	// the closers of the openers written before the value
	for _, c := range openersBefore(s[t:k]) {
		if e > k && s[e-1] == c {
			e--
		}
	}
	// Password=Zq8!mW2x;Encrypt=True: a connection string's pairs end at
	// ";" and the next keyword (ADO.NET and JDBC quote a password that
	// holds one)
	cut := false
	// User ID=app;Password=-----BEGIN… KEY-----;Encrypt=True: a pair after
	// a pair's ";" runs to the next pair's ";" across spaces, as ADO.NET
	// reads it
	if i > 0 && s[i-1] == ';' && k == j+1 && s[j] == '=' && e < len(s) && s[e] == ' ' {
		if c := indexByte(s[e:min(len(s), k+256)], ';'); c > 0 && indexByte(s[e:e+c], '\n') < 0 && (e+c+1 == len(s) || conninfoWord(s[e+c+1:])) {
			e, cut = e+c, true
		}
	}
	for c := k; c < e && !cut; c++ {
		if s[c] == ';' && conninfoWord(s[c+1:e]) {
			e, cut = c, true
		}
	}
	// (a password cut at its pair's ";" keeps its last "." or ",")
	for !cut && e > k && indexByte(",;.:", s[e-1]) >= 0 {
		e--
	}
	// dsn "host=… password=S3cr3t!": a quote the value never opened
	// closes one opened before it on its line
	if e > k+1 && (s[e-1] == '"' || s[e-1] == '\'') && !contains(s[k:e-1], s[e-1:e]) && strings.Count(s[lastIndexByte(s[:k], '\n')+1:k], s[e-1:e])%2 == 1 {
		e--
	}
	// (using password: YES): a closer the value never opened is the
	// sentence's
	if e > k && indexByte(")]}", s[e-1]) >= 0 && len(openersBefore(s[k:e])) == 0 && strings.Count(s[k:e], s[e-1:e]) > strings.Count(s[k:e], opener(s[e-1])) {
		e--
	}
	return k, e
}

// openersBefore returns the closers of the brackets and quotes opened and
// not closed in p, innermost first.
func openersBefore(p string) []byte {
	var st []byte
	for i := 0; i < len(p); i++ {
		switch c := p[i]; c {
		case '(', '[', '{':
			st = append(st, c+1+byte(min(1, int(c-'(')))) // ( ), [ ], { }
		case ')', ']', '}':
			if len(st) > 0 && st[len(st)-1] == c {
				st = st[:len(st)-1]
			}
		case '"', '\'':
			if len(st) > 0 && st[len(st)-1] == c {
				st = st[:len(st)-1]
			} else {
				st = append(st, c)
			}
		}
	}
	for a, b := 0, len(st)-1; a < b; a, b = a+1, b-1 {
		st[a], st[b] = st[b], st[a]
	}
	return st
}

// passwordFlagValue reports the value of a command line's password flag
// (--password gatoverde, --contraseña gatoverde) that secretValue's shapes
// pass: on a command line the flag's argument is the password, lower-case
// words and all, unless it is another flag, a path, a placeholder or a
// word saying there is none.
func passwordFlagValue(s string, i, a, b int) bool {
	v := s[a:b]
	return i >= 2 && s[i-2:i] == "--" && (i == 2 || !keyByte(s[i-3])) && a > i && s[a-1] == ' ' &&
		len(v) >= 4 && v[0] != '-' && !stopValue(strings.ToLower(v)) && !filePathValue(v) && !contains(v, "://")
}

// secretValue reports a value a secret's key holds: no word of a message
// (a plain word, "null", a placeholder), but something with a digit, a
// symbol or a capital inside; under a weak key, no number and no path.
func secretValue(v string, weak bool) bool {
	if len(v) < 4 || len(v) > 128 || stopValue(strings.ToLower(v)) || serverAnswer(v) || isPlaceholder(v) || hasPrefix(v, "[") && hasSuffix(v, "]") || cjkSentence(v) {
		return false
	}
	inner, digit, letter, symbol := false, false, false, false
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case c >= 'A' && c <= 'Z':
			letter = true
			inner = inner || i > 0
		case c >= 'a' && c <= 'z' || c >= 0x80:
			letter = true
		case isDigit(c):
			digit = true
		default:
			symbol = true
		}
	}
	if f, _, sp := cut(v, " "); sp && (lettersOnly(f) || hasSuffix(v, ".")) {
		return false // words of a message, no passphrase of a generator
	}
	if contains(v, "://") || hasPrefix(v, "/") && strings.Count(v, "/") > 1 || hasPrefix(v, "~/") || hasPrefix(v, "./") ||
		strings.ToLower(v) == v && filePathValue(v) {
		return false // a path or URL is judged by its own rules (build/output.tar.gz after пароль: is a template's argument)
	}
	if weak && !letter {
		return false
	}
	return digit || symbol || inner
}

// keyMessageValues masks, in the message after "key: " (a validator's
// message about the key's value, in any language: seed: Waarde 'ErIe3629'
// is ongeldig), each quoted token that reads as the secret, and returns the
// line's end. The message's options are words and its patterns
// ('^[A-Z]{2}\d{6}$', {{.Name}}, %(name)s) stay.
func keyMessageValues(sc *scan, i int, weak bool) int {
	s := sc.s
	end := indexByte(s[i:], '\n')
	if end < 0 {
		end = len(s)
	} else {
		end += i
	}
	for k := i; k < end; k++ {
		var closer string
		switch {
		case s[k] == '\'' || s[k] == '"' || s[k] == '`':
			closer = s[k : k+1]
		case hasPrefix(s[k:], "«"):
			closer = "»"
		case hasPrefix(s[k:], "“"):
			closer = "”"
		case hasPrefix(s[k:], "„"):
			closer = "“"
		default:
			continue
		}
		a := k + 1 // ' " `
		if s[k] == 0xc2 {
			a = k + 2 // «
		} else if s[k] >= 0x80 {
			a = k + 3 // “ „
		}
		e := indexStr(s[a:end], closer)
		if e < 0 {
			break
		}
		e += a
		ta, tb := a, e
		for ta < tb && s[ta] == ' ' {
			ta++
		}
		if hasPrefix(s[ta:tb], "\u00a0") {
			ta += 2
		}
		for tb > ta && s[tb-1] == ' ' {
			tb--
		}
		if t := s[ta:tb]; !contains(t, " ") && secretValue(t, weak) && !patternText(t) {
			sc.add(ta, tb, phSecret)
		}
		k = e + len(closer) - 1
	}
	return end
}

// patternText reports a regular expression or a template, which a
// validator's message quotes as what it expected.
func patternText(t string) bool {
	if hasPrefix(t, "^") || hasSuffix(t, "$") {
		return true
	}
	for _, p := range []string{`\d`, `\w`, `\s`, "[a-z", "[A-Z", "0-9]", "{{", "%(", "${", "#{", ".*", ".+"} {
		if contains(t, p) {
			return true
		}
	}
	return false
}

// valueBeforeKey returns the value a message names before its key: .NET's
// "The value '…' is not valid for Key.", or an empty span.
func valueBeforeKey(s string, i int) (int, int) {
	const tail = "' is not valid for "
	if !hasSuffix(s[:i], tail) {
		return 0, 0
	}
	e := i - len(tail)
	a := lastIndexByte(s[max(0, e-130):e], '\'')
	if a < 0 || !hasSuffix(s[:max(0, e-130)+a], "value ") {
		return 0, 0
	}
	return max(0, e-130) + a + 1, e
}

// docKey reports a key that names a person's document or tax number
// (doc, ident, national, kyc_ref, tax_no, TaxNo, national_id): whose value,
// when it is a long number, is that number.
func docKey(key string) bool {
	for _, p := range keyParts(key) {
		switch p {
		case "doc", "document", "ident", "identity", "identification", "national", "kyc", "tax", "taxno", "taxpayer", "ssn", "subject":
			return true
		}
	}
	return false
}

// docNumber reports 9 to 13 digits, one "-" or none among them (a
// national id's, a tax number's: 470610-1268326): an order's or a row's
// number is named by its own key.
func docNumber(v string) bool {
	d := countDigits(v)
	return d >= 9 && d <= 13 && (d == len(v) || d == len(v)-1 && strings.Count(v, "-") == 1 && v[0] != '-' && v[len(v)-1] != '-')
}

// opener returns the bracket a closer closes.
func opener(c byte) string {
	return string(c - 1 - byte(min(1, int(c-')'))))
}

// keywordMarks are the key words of gitleaks' generic-api-key rule (its
// keyword list: access, auth, api, credential, creds, key, passwd,
// password, secret, token) that keyClass does not make a credential's on
// their own: a key ending in one of them (stripe_access, bittrex-api,
// --stripe-access) names a secret when its value is a token, while a word,
// a version, a date, a path, a URL, a hex digest or a UUID under it stays
// (access: public, api: v2, --access restricted).
var keywordMarks = []string{"access", "api"}

// keywordKeyValue masks the token-shaped value after a key s[i:j] (its
// kebab-case head before i read with it) whose last word is one of
// keywordMarks, and returns where reading goes on.
func keywordKeyValue(sc *scan, i, j int) int {
	s := sc.s
	lk := sc.lower[i:j]
	if !hasSuffix(lk, "access") && !hasSuffix(lk, "api") {
		return j
	}
	// stripe-access, --sendbird-api: a kebab key's head before its "-",
	// read back 40 bytes at most (a key's length: api-keyä… repeated
	// would read the text back at each key)
	k := i
	for k > 1 && i-k < 40 && s[k-1] == '-' && keyByte(s[k-2]) {
		k--
		for k > 0 && i-k < 40 && keyByte(s[k-1]) {
			k--
		}
	}
	if i-k >= 40 {
		return j
	}
	p := keyParts(s[k:j])
	if len(p) == 0 || p[0] == "public" || p[0] == "publishable" {
		return j
	}
	if last := p[len(p)-1]; last != "access" && last != "api" {
		return j
	}
	a, b := secretValueAt(s, k, j)
	// '--flag-access=U37J…']: the quote and bracket of the list it stands
	// in close after it
	for b > a && indexByte("'\"])},;", s[b-1]) >= 0 {
		b--
	}
	// API:=…: Make's and Go's := is the operator's, no part of the value
	for a < b && s[a] == '=' {
		a++
	}
	if a >= b || !genericKeyValue(s[a:b]) {
		return j
	}
	sc.add(a, b, phSecret)
	return b
}

// genericKeyValue reports a token under a key of keywordMarks: ten
// characters or more (gitleaks' generic rule's least), four letters, no
// version, no hex digest or UUID (an identifier's shape), secret-shaped
// and random as a credential's word in prose wants it, and no word among
// its parts (GetUserById2).
func genericKeyValue(v string) bool {
	return len(v) >= 10 && letterCount(v) >= 4 && !versionLike(v) && strings.Trim(v, "0123456789abcdefABCDEF-") != "" &&
		secretValue(v, false) && proseCredValue(v, true) && !wordPart(v)
}

// wordPart reports a part of v (split as splitParts splits code's names)
// of three letters or more that the common or error words hold: a name of
// words run together (GetUserById2, ratelimit2Exceeded), no token.
func wordPart(v string) bool {
	for _, p := range splitParts(v) {
		if lp := strings.ToLower(p); len(lp) >= 3 && (wordlist.Common(lp) || wordlist.ErrorWord(lp)) {
			return true
		}
	}
	return false
}

// Secrets named in prose, with no ":" or "=" after their name, which the
// keyed reader looks for: a TOTP or 2FA secret after the word secret or
// seed (TOTP secret JBSWY3DPEHPK3PXP), the recovery or backup codes a user
// was given (recovery codes: 8f3k-29dj-xk2m, 7h2n-ks81-pq0z), and the value
// after an environment variable that names a key or a token
// (DATADOG_API_KEY 3f2c…, as a shell's set -x or a launcher's log writes
// it).

package redact

import (
	"strings"
	"unicode"
)

// detectOTPSecrets masks a random value after "secret" or "seed" (with
// "key" after it, or "is", ":" or "=" between); namedvalues.go's
// reRecoveryCodes takes the lists of recovery codes.
func detectOTPSecrets(sc *scan) {
	fieldValues(sc, "input_value=", false)
	fieldValues(sc, "Value: ", true)
	if !hasDigit(sc.s) {
		return
	}
	if sc.anyOf("key", "token", "secret", "password") {
		envSecrets(sc)
	}
	if !sc.anyOf("secret", "seed") {
		return
	}
	for _, w := range []string{"secret", "seed"} {
		for off := 0; ; {
			k := indexStr(sc.lower[off:], w)
			if k < 0 {
				break
			}
			a := off + k
			off = a + len(w)
			if a > 0 && isWord(sc.s[a-1]) || off < len(sc.s) && isWord(sc.s[off]) {
				continue // client_secret, seeded: other rules' keys and words
			}
			i := skipFiller(sc.s, off, " key")
			if v := tokenAt(sc.s, i); otpSecret(v) {
				sc.add(i, i+len(v), phSecret)
			}
		}
	}
}

// envSecrets masks a random value after a space that follows a variable's
// name of two words or more that names a credential (DATADOG_API_KEY
// 3f2c…, GITHUB_TOKEN ghs_…, heroku_api_key 01234567-…, apiToken …, as a
// shell's set -x, a launcher's log or an SDK's message writes it). Words
// after it (GITHUB_TOKEN is not set) are a message; a cache or a sort key
// names no credential (keyClass).
func envSecrets(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); {
		if !isLetter(s[i]) || i > 0 && (isWord(s[i-1]) || s[i-1] == '$' || s[i-1] == '-' || s[i-1] == '.') {
			i++
			continue
		}
		j := i
		for j < len(s) && isWord(s[j]) {
			j++
		}
		if name := s[i:j]; j+1 < len(s) && s[j] == ' ' && multiPart(name) && keyClass(name) == "cred" {
			// a dotted token (s.abc…) or parts joined by colons (id:secret)
			// are read whole; a full stop or colon after it is the sentence's
			v := tokenAt(s, j+1)
			for e := j + 1 + len(v); e+1 < len(s) && (s[e] == '.' || s[e] == ':') && isAlnum(s[e+1]); e = j + 1 + len(v) {
				v += s[e:e+1] + tokenAt(s, e+1)
			}
			if len(v) >= 16 && hasDigit(v) && strings.IndexFunc(v, unicode.IsLetter) >= 0 && !snakeWords(v) && !wordParts(v) {
				sc.add(j+1, j+1+len(v), phSecret)
			}
		}
		i = j + 1
	}
}

// multiPart reports a name of two words or more as code writes one:
// snake_case or camelCase (a word of prose is one part).
func multiPart(name string) bool {
	for k := 1; k < len(name); k++ {
		if name[k] == '_' || name[k] >= 'A' && name[k] <= 'Z' && name[k-1] >= 'a' && name[k-1] <= 'z' {
			return true
		}
	}
	return false
}

// skipFiller skips, from i, an optional word (" key"), then spaces, "is",
// "was", ":", "=" and an opening quote: what stands between a credential's
// name and its value in prose.
func skipFiller(s string, i int, word string) int {
	// the words are compared in place: lowering the rest of the text at
	// every match was quadratic (200 KB of "secret …" took 10 s)
	if word != "" && hasPrefixFold(s[i:], word) {
		i += len(word)
	}
	for {
		for i < len(s) && indexByte(" :=\"'", s[i]) >= 0 {
			i++
		}
		switch {
		case hasPrefixFold(s[i:], "is "):
			i += 3
		case hasPrefixFold(s[i:], "was "):
			i += 4
		default:
			return i
		}
	}
}

// hasPrefixFold reports whether s begins with the lower-case ASCII word w
// in any case.
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func hasPrefixFold(s, w string) bool {
	return len(s) >= len(w) && strings.EqualFold(s[:len(w)], w)
}

// tokenAt returns the run of token characters (letters, digits, "-", "_",
// "+", "/", "=") at s[i:].
func tokenAt(s string, i int) string {
	j := i
	for j < len(s) && (isAlnum(s[j]) || indexByte("-_+/=", s[j]) >= 0) {
		j++
	}
	for j > i && s[j-1] == '-' {
		j--
	}
	return s[i:j]
}

// otpSecret reports a second factor's shared secret: base32 in capitals of
// 16 characters or more (RFC 4648's A–Z and 2–7, as authenticator apps
// show it), or a generated value. A secret's name (prod/db-creds) and a
// word (rotation) are not.
func otpSecret(v string) bool {
	if len(v) >= 16 && strings.Trim(strings.TrimRight(v, "="), "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") == "" && hasDigit(v) {
		return true
	}
	return generatedValue(v) && !contains(v, "/")
}

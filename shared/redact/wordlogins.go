// Logins made of everyday words (rainbowdreamer, guardian_angel,
// kiwi_lover): where a login stands (after "by", "from", "for" or the word
// for a user), a token of two words or more that a program would not name
// anything with is somebody's choice of a handle. A program's compound
// holds a word of code or of the error vocabulary (maxmemory, dead_letter,
// payment-service); a person's holds words of a dictionary only. And the
// login an error type named for a user's failure carries
// (UserNotFoundException: x), which loginwords.go reads after the type.

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// wordsLogin reports a lower-case token of two dictionary words or more,
// written together or joined by "_" or "-" (a dotted one is a host's or
// a module's: sklad.interni), none of them a word of
// code, of the error vocabulary or of the technical terms' short list:
// a person's handle of words. A system's or a service's account stays.
func wordsLogin(tok string) bool {
	if len(tok) < 6 || len(tok) > maxLogin || !isLowerWord(tok) || loginKept(tok) {
		return false
	}
	parts, long := 0, false
	ok := true
	eachPart(tok, func(p string) bool {
		if len(p) < 3 || !personalWord(p) {
			// a glued pair (rainbowdreamer) is asked as its words
			if len(p) >= 8 && !wordlist.Known(p) && !wordlist.Common(p) && segmentedOf(p, longPersonalWord) {
				parts += 2
				long = true
				return true
			}
			ok = false
			return false
		}
		parts++
		long = long || len(p) >= 4
		return true
	})
	return ok && long && parts >= 2
}

// personalWord reports a common English word that no program's
// vocabulary names things with: neither code's, nor the error messages',
// nor a technical term's. English only: the other languages' words after
// their "by" and "for" are their sentence's (betalarens bank,
// aşağıda korunan), and English is what handles are made of.
//
// The technical terms' filter is not asked: the registries' package names
// hold everyday words by the thousand (kiwi, owl, lover), and a program's
// compound of them holds a word of code too (redux_saga's saga is code's).
func personalWord(p string) bool {
	return wordlist.Common(p) && !wordlist.Code(p) && !wordlist.ErrorWord(p) && !techWord(p)
}

// longPersonalWord is personalWord for a word of four letters or more: a
// glued handle is split into whole words (rainbow|dreamer), not into the
// short ones any token splits into (we|bops).
func longPersonalWord(p string) bool { return len(p) >= 4 && personalWord(p) }

// loginTypeName reports an error type's name in CamelCase whose first
// word is a word for a user or a login and whose others are all words of
// the error vocabulary (UserNotFoundException, LoginRejected,
// AccountLockedError); UserService or UsernameField names no failure.
func loginTypeName(w string) bool {
	if len(w) < 8 || !isUpperASCII(w[0]) {
		return false
	}
	humps, failure := 0, false
	for a := 0; a < len(w); {
		b := a + 1
		for b < len(w) && w[b] >= 'a' && w[b] <= 'z' {
			b++
		}
		h := strings.ToLower(w[a:b])
		if b-a < 2 && b < len(w) || !isLetter(w[a]) {
			return false
		}
		switch {
		case humps == 0:
			if !loginWord(h) && h != "user" && h != "username" && h != "login" && h != "account" {
				return false
			}
		case wordIn(" not found denied rejected locked disabled invalid unknown missing exists blocked suspended ", h):
			failure = true
		case !wordIn(" exception error ", h):
			return false
		}
		humps++
		a = b
	}
	return humps >= 2 && failure
}

// wordPairLogin reports two lower-case words joined by one dot, neither
// of them a word of code or a file's extension (kasih.ibu, moon.child):
// after the word for a user or an account, a login made of words, not a
// module's or a file's name (user.rb, app.config, self.name).
func wordPairLogin(v string) bool {
	x, y, ok := cut(v, ".")
	if !ok || contains(y, ".") || len(x) < 3 || len(y) < 3 || !isLowerWord(x) || !isLowerWord(y) {
		return false
	}
	return !wordlist.Code(x) && !wordlist.Code(y) && !fileKind(y) && !techWord(x) && !techWord(y) && !wordlist.ErrorWord(x) && !wordlist.ErrorWord(y)
}

// People in a school's, a tutoring service's, a charity's and a trip's
// roles: under a key of one (tutor=kannadati, "student": "ada_obi":
// positions.go's personKey) and after one in a sentence, when the token is
// made as logins are (volunteer quiet_owl took over, learner amara92
// enrolled): words joined by "_", or letters and a counter. A word alone
// after the noun is left to the name rules (teacher training, student
// loans: the noun is an adjective's as often). Not a candidate, a
// release's too (candidate=rc2), nor a guest, a virtual machine's.

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectRoleHandles)
}

// roleNounWords are the roles' nouns, each between spaces (wordIn).
const roleNounWords = " student tutor teacher pupil learner instructor volunteer applicant passenger visitor "

// roleNounList is roleNounWords as a list, for anyOf.
var roleNounList = strings.Fields(roleNounWords)

// detectRoleHandles masks a login-shaped token after a role's noun.
func detectRoleHandles(sc *scan) {
	if !sc.anyOf(roleNounList...) {
		return
	}
	s, l := sc.s, sc.lower
	for i := 0; i < len(l); {
		a, b := lowerWordAt(l, i)
		if a < 0 {
			return
		}
		i = b
		if !wordIn(roleNounWords, l[a:b]) || a > 0 && isWord(l[a-1]) || b+1 >= len(l) || l[b] != ' ' {
			continue
		}
		c, d := b+1, b+1
		for d < len(s) && loginByte(s[d]) && s[d] < 0x80 {
			d++
		}
		for d > c && (s[d-1] == '.' || s[d-1] == '-') {
			d--
		}
		if d-c < 4 || !isLetter(s[c]) || d < len(s) && (s[d] >= 0x80 || indexByte("(/=:[", s[d]) >= 0) {
			continue
		}
		tok := s[c:d]
		lt := strings.ToLower(tok)
		if roleHandle(lt) && !loginKept(lt) && !systemAccount(lt) && !wordlist.Tech(lt) && !codeWord(lt) && !sc.identifier(c, d) && !sc.ownCode(tok) {
			sc.add(c, d, phPathUser)
		}
		i = d
	}
}

// roleHandle reports a token made as logins are: two words or more of
// letters joined by "_", the last no word of code's (quiet_owl), or
// letters and one to four digits (amara92).
func roleHandle(lt string) bool {
	if wordNumberLogin(lt) && lettersOnly(strings.TrimRight(lt, "0123456789")) {
		return true
	}
	parts := strings.Split(lt, "_")
	if len(parts) < 2 || len(parts) > 3 {
		return false
	}
	for _, p := range parts {
		if len(p) < 2 || !lettersOnly(p) {
			return false
		}
	}
	// a program's snake_case name ends in its vocabulary's word
	// (session_id, seat_map, training_schedule); a handle in a person's
	// (quiet_owl, ada_obi); a technical list's word that a dictionary
	// holds too and code does not name things with is a person's (owl:
	// the web's ontology language, and a bird)
	last := parts[len(parts)-1]
	return !wordlist.Code(last) && !(wordlist.Tech(last) && !wordlist.DictionaryEntry(last)) && !wordlist.ErrorWord(last)
}

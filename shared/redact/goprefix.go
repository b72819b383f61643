// A Go error opens with its package's name and a colon (os/user's
// "user: …", archive/zip's "zip: …"): a key's word, but the package's,
// when one of the package's exported names follows and the message goes
// on about it.

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// goPackageMessage reports that the value at s[a:] follows ": " after a
// word of small letters and digits that opens the text or a line, as a Go
// package's name opens its errors, and is one exported Go identifier then
// the message's next word in small letters ("user: LookupGroup not
// implemented", "zip: FileHeader.Extra too long"). The identifier is
// humped or dotted, each dotted part a name the knowledge holds whole
// (Go's exported names), each of its humps a part of the standard
// libraries' identifiers or an initialism of two letters (Id), and no
// given name first then a name: "user: alice not found", "user: JohnSmith
// not found", "user: MarkWalker not found", "user: Max.Ray not found" and
// "user: DarkKnight not found" stay a login (File of FileHeader is a given
// name too, but no name follows it).
//
//go:noinline
func goPackageMessage(s string, a int) bool {
	if a < 3 || a >= len(s) || s[a-2:a] != ": " {
		return false
	}
	k := a - 2
	for k > 0 && (s[k-1] >= 'a' && s[k-1] <= 'z' || isDigit(s[k-1])) {
		k--
	}
	if k > 0 && s[k-1] != '\n' || k == a-2 {
		return false
	}
	e := indexByte(s[a:], ' ') + a
	if e < a || e+1 >= len(s) || s[e+1] < 'a' || s[e+1] > 'z' || !wordlist.Tech(s[k:a-2]) {
		return false // the message goes on in small letters
	}
	t := s[a:e]
	if !innerCapital(t) && indexByte(t, '.') < 0 {
		return false
	}
	given, first := false, true
	for t != "" {
		part, rest, _ := cut(t, ".")
		if part == "" || !isUpperASCII(part[0]) || !allLettersOrDigits(part) || !wordlist.Tech(part) {
			return false
		}
		for i, j := 0, 1; i < len(part); i, j = j, j+1 {
			for j < len(part) && !isUpperASCII(part[j]) {
				j++
			}
			h := strings.ToLower(part[i:j])
			if len(h) > 2 && !wordlist.Code(h) || !first && given && personNameData(h) {
				return false
			}
			given = given || first && givenNameData(h)
			first = false
		}
		t = rest
	}
	return true
}

// A login after Tagalog's linker: Tagalog joins a noun and what names or
// describes it with "na" (ang user na jdelacruz, ang customer na mariadc:
// "the user jdelacruz"), where English sets the login right after the
// noun. After a person's or an account's noun (handleNoun, the
// catalogues' word for a user) and "na", in a Tagalog text, a token no
// dictionary, technical vocabulary or Tagalog catalogue holds, or one made as logins are
// (a digit or a separator), is that person's login; a Tagalog word there
// describes the noun (ang user na ito, "this user"; na naka-login).

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectTagalogLinkedHandles)
}

// detectTagalogLinkedHandles masks the login after a person's noun and
// Tagalog's linker "na".
func detectTagalogLinkedHandles(sc *scan) {
	if !sc.anyOf(" na ") || !sc.tagalogPersonText() {
		return
	}
	s, l := sc.s, sc.lower
	for off := 0; ; {
		k := indexStr(l[off:], " na ")
		if k < 0 {
			return
		}
		p := off + k
		off = p + 4
		a := p
		for a > 0 && isLetter(l[a-1]) {
			a--
		}
		if a == p || a > 0 && l[a-1] >= 0x80 {
			continue
		}
		if noun := l[a:p]; !handleNoun(noun) || weakNoun(noun) || noun == "named" || noun == "called" {
			continue
		}
		c, d := off, off
		for d < len(s) && loginByte(s[d]) {
			d++
		}
		for d > c && (s[d-1] == '.' || s[d-1] == '-') {
			d--
		}
		if d-c < 3 || !isLetter(s[c]) || d < len(s) && s[d] >= 0x80 {
			continue
		}
		lv := strings.ToLower(s[c:d])
		if loginKept(lv) || systemAccount(lv) || wordlist.Tagalog(lv) || wordIn(" ang ay ng mga hindi sa ito iyan iyon may ", lv) {
			continue
		}
		// as written: the code vocabulary's filter answers yes for one
		// word in 256, and the position is strong enough to ask only
		// the dictionaries and the technical terms
		if len(lv) >= 5 && !wordlist.Known(lv) && !wordlist.Common(lv) && !wordlist.Tech(lv) || loginMade(lv) || wordNumberLogin(lv) {
			sc.addSure(c, d, phName)
		}
	}
}

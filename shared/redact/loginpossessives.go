// A login in small letters with English's possessive: whose server,
// notebook or session a program speaks of (Unhandled error starting
// tsuzuki's server, jdoe's notebook). The name rules read a capitalised
// name there; a login in small letters passed them as code. A word no
// knowledge holds (strangerLogin) or a login made of a name's parts
// (byLogin: jnowak, anna_k) is the person's; a program's or a package's
// name with the possessive (python's, the server's, nginx's) is held.

package redact

func init() {
	wordRules = append(wordRules, detectLoginPossessives)
}

// detectLoginPossessives masks a login in small letters before "'s" and
// a word in small letters.
func detectLoginPossessives(sc *scan) {
	s := sc.s
	if !contains(s, "'s ") {
		return
	}
	for off := 0; ; {
		k := indexStr(s[off:], "'s ")
		if k < 0 {
			return
		}
		e := off + k
		off = e + 3
		if off >= len(s) || s[off] < 'a' || s[off] > 'z' {
			continue // the possessive before a noun in small letters
		}
		a := e
		for a > 0 && e-a <= maxLogin && (s[a-1] >= 'a' && s[a-1] <= 'z' || isDigit(s[a-1]) || s[a-1] == '_' || s[a-1] == '.') {
			a--
		}
		if a == e || a > 0 && s[a-1] != ' ' && s[a-1] != '(' && s[a-1] != '"' || !isLetter(s[a]) {
			continue // a longer token's tail, a capitalised name (the name rules')
		}
		tok := s[a:e]
		if (strangerLogin(tok) || containsChars(tok, "0123456789._") && byLogin(tok)) && !sc.identifier(a, e) && !sc.ownCode(tok) {
			sc.add(a, e, phPathUser)
		}
	}
}

// An Erlang or Elixir proplist's pair, {member,<<"Ines">>}: the atom
// before the binary is the value's key, as name= is a k=v pair's. The
// keyed reader looks for =, : and the words of prose; a tuple's comma is
// none of them, so a short given name there (which the names data holds
// but no capital alone masks) came through while a longer one was masked
// by its shape.

package redact

import "strings"

// erlangBinaryMax bounds a binary read as a person's value: a name is
// short, and a longer run is no pair's value to read here.
const erlangBinaryMax = 128

// detectErlangPairs masks the binary of each {key,<<"…">>} whose atom
// names a person (member, owner, customer, nachname: the keys keyClass
// reads as a name's), or an account (user, login: an account's), or is a
// bare name and the binary opens with a given name.
func detectErlangPairs(sc *scan) {
	s := sc.s
	if !contains(s, ",<<\"") && !contains(s, ", <<\"") {
		return
	}
	for off := 0; off < len(s); {
		k := indexStr(s[off:], "<<\"")
		if k < 0 {
			return
		}
		at := off + k
		off = at + 3
		// the atom before ", " or ","
		j := at
		if j > 0 && s[j-1] == ' ' {
			j--
		}
		if j == 0 || s[j-1] != ',' {
			continue
		}
		j--
		e := j
		for j > 0 && e-j < 40 && (isAlnum(s[j-1]) || s[j-1] == '_') {
			j--
		}
		if j == e || j == 0 || s[j-1] != '{' {
			continue
		}
		a := at + 3
		end := indexStr(s[a:min(len(s), a+erlangBinaryMax)], "\">>")
		if end <= 0 {
			continue
		}
		// {user,<<"chinonso_o">>}: an account's atom (personKey's:
		// user, login, owner) holds a login, whatever its words, unless
		// it names a system or service account
		if c := keyClass(s[j:e]); c != "name" && personKey(s[j:e]) {
			if v := s[a : a+end]; !loginKept(v) && !redactPlaceholder(v) && countDigits(v) < len(v) && !contains(v, " ") {
				sc.add(a, a+end, phPathUser)
				off = a + end + 3
			}
			continue
		}
		// {name,<<"…">>}: a bare name is anything's, a value that opens
		// with a given name a person's (as detectKeyed reads name=)
		if c := keyClass(s[j:e]); c != "name" {
			p := keyParts(s[j:e])
			first, _, _ := cut(s[a:a+firstWordLen(s[a:a+end])], "-")
			if c != "" || len(p) == 0 || len(p) > 2 || p[len(p)-1] != "name" || !givenName(strings.ToLower(first)) {
				continue
			}
		}
		sc.add(a, a+end, phName)
		off = a + end + 3
	}
}

// More places values stand: after any key (k=v, k: v, k => v, Go's %+v
// {Key:value}), in XML element text written without spaces, after a
// command-line flag, in the owner and group columns of an ls -l line. The
// key need not name anything: the value is judged by what it is made of
// (judge.go), so count=12 and actor=scheduler stay while actor=mkaraoglu
// does not.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// maxPairValue is the longest unquoted value after a key that is judged
// (quoted values are the quote rule's).
const maxPairValue = 160

// detectPairs judges the value after every key and separator.
func detectPairs(sc *scan, dom script) {
	s := sc.s
	if !containsChars(s, "=:>-[{") {
		return
	}
	braces := 0 // open { of a Go %+v or Ruby inspect: key:value there
	// open ( or [ right after a type's name: a Java toString (Lombok's
	// Customer(id=1, name=Angel Flores), Eclipse's User [id=3, name=…]),
	// whose values run on over spaces to the comma
	records, maps := 0, 0
	// a culprit's " in handle_request" ends the text's last value
	fn := culpritFunction(s)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '{':
			braces++
			if i+1 < len(s) && isDigit(s[i+1]) {
				// a struct Go's %v prints without names, a number
				// first ({97217 draganjovanovski false}): the fields
				// after it are read as a flag's value and operand
				i = flagValue(sc, i+1, dom)
			}
			continue
		case '}':
			if braces > 0 {
				braces--
			}
			continue
		case '(', '[':
			if c == '[' && hasSuffix(s[:i], "Optional") {
				// Java's Optional[…]: its payload unquoted, a value
				// whatever key it had; a password's run is read to the
				// bracket that closes it (Optional[mz4z<wm[]5Z^]), as a
				// key's value is (keyedValue)
				j := i + 1
				for j < len(s) && j-i < maxPairValue && !isSpace(s[j]) {
					j++
				}
				r := lastIndexByte(s[i+1:j], ']')
				for r > 0 && s[i+r] == ']' && strings.Count(s[i+1:i+1+r], "]") > strings.Count(s[i+1:i+1+r], "[") {
					r-- // Member[…, invitedBy=Optional[pw]]: the record's bracket
				}
				if e := strings.IndexAny(s[i+1:min(len(s), i+1+maxPairValue)], "]\n"); !(r > 0 && keyedValue(sc, i+1, i+1+r)) && e > 0 {
					maskValue(sc, i+1, i+1+e, dom, false, false)
				}
			}
			if c == '[' && i > 2 && s[i-3:i] == "map" {
				// Go's map[k:v k:v]: its pairs are a %+v's
				braces++
				maps++
				continue
			}
			if i > 0 && isAlnum(s[i-1]) || c == '[' && i > 1 && s[i-1] == ' ' && isAlnum(s[i-2]) {
				records++
			}
			continue
		case ')', ']':
			if records > 0 {
				records--
			} else if c == ']' && maps > 0 {
				maps--
				braces--
			}
			continue
		case '>':
			if i > 0 && s[i-1] == '=' {
				continue // the => of a hash, read at its '='
			}
			i = xmlText(sc, i, dom)
			continue
		case '-':
			if i > 0 && s[i-1] == ' ' && i+1 < len(s) && (isLetter(s[i+1]) || s[i+1] == '-') {
				i = flagValue(sc, i, dom)
			}
			continue
		case '=', ':':
		default:
			continue
		}
		if c == '=' && i > 0 && s[i-1] == ')' && i+1 < len(s) && s[i+1] == '(' {
			i = columnValues(sc, i, dom)
			continue
		}
		// the key: a word right before the separator (a closing quote
		// between them is allowed: "key": value)
		k := i
		// key = value at a line's start (configparser, TOML, properties
		// written with spaces): elsewhere " = " is code's or prose's
		spaced := c == '=' && i > 1 && s[i-1] == ' ' && s[i-2] != ' ' && i+1 < len(s) && s[i+1] == ' '
		if spaced {
			k--
		}
		if c == '=' && i+1 < len(s) && s[i+1] == '>' {
			// [seed] => x, :name => x, "name" => x
			for k > 0 && s[k-1] == ' ' && i-k < 2 {
				k--
			}
			if k > 0 && (s[k-1] == ']' || s[k-1] == '"' || s[k-1] == '\'') {
				k--
			}
		}
		if k > 0 && (s[k-1] == '"' || s[k-1] == '\'') {
			k--
		}
		ke := k
		for k > 0 && (isWord(s[k-1]) || s[k-1] == '-' || s[k-1] == '.') && ke-k < 64 {
			k--
		}
		if (c == '=' || braces > 0) && k > 0 && s[k-1] >= utf8.RuneSelf {
			// ключ=…, clé=…, 用户名=…: a key written in any alphabet (its
			// letters were not read above, and its value with them); only
			// before "=", as a word before ":" in those scripts is as often
			// a message's prefix (Ошибка:, خطأ:), but not in a %+v's or a
			// Go map's braces ({ID:1 Επαφή:…})
			k = keyStartBack(s, k, ke)
		}
		if c == '=' && k+2 < ke && s[k] == '-' && (k == 0 || s[k-1] == ' ') {
			// --by=cage_2022, -Downer=x: a flag written with = is a
			// pair whose key is the flag's name
			for k < ke && s[k] == '-' {
				k++
			}
		}
		if k == ke || !isLetter(s[k]) && !letterRune(firstRune(s[k:])) {
			continue
		}
		// a key that begins its line holds the rest of it (a config
		// file's line, a properties entry: owner=Liisa Virtanen-Partanen),
		// and a form's field after its '&' the words up to the next one
		// (id=7&party=Aron%20Ferrarese, decoded)
		lineKey := c == '=' && (lineStart(s, k) || s[k-1] == '&')
		if spaced && !lineKey {
			continue
		}
		j := i + 1
		arrow := c == '=' && j < len(s) && s[j] == '>'
		if c == '=' && j < len(s) && (s[j] == '=' || s[j] == '>') {
			j++ // == is a comparison, => a hash arrow
			if s[j-1] == '=' {
				continue
			}
		}
		if c == ':' {
			switch {
			case j < len(s) && s[j] == ' ' && (braces > 0 || !isUpperASCII(s[k])):
				// login: jsmith; not "Error: Minified React error", a
				// message after its prefix
			case braces > 0 && j < len(s) && s[j] != '/' && s[j] != ':' && s[j] != '\\':
				// {Name:Olivia Age:3}
			default:
				continue // a URL's scheme, a path's drive, a time, file:line
			}
		}
		for j < len(s) && s[j] == ' ' {
			j++
		}
		if q := enumPayload(s, j); q < len(s) && (s[q] == '"' || s[q] == '\'') && (personKey(s[k:ke]) || byKey(s[k:ke])) {
			// signer="정완-폐", principal='gbishbaas': a person's key
			// quoted is still a person's key; one quoted word is judged as
			// the account it names, not by its pieces (inside Rust's
			// wrappers too: invited_by: Some("ysaahaa"))
			i = max(i, quotedAccount(sc, q, dom, s[k:ke]))
			continue
		}
		if pa := j + len("Optional["); hasPrefix(s[j:], "Optional[") && (personKey(s[k:ke]) || byKey(s[k:ke])) {
			// invitedBy=Optional[Marianna Rataj]: the brackets bound a
			// person's key's value, one word an account, several a
			// name or an address whole
			if e := strings.IndexAny(s[pa:min(len(s), pa+maxPairValue)], "]\n"); e > 0 && indexByte(s[pa:pa+e], ' ') < 0 {
				accountValue(sc, pa, pa+e, dom, s[k:ke])
			} else if e > 0 {
				sc.add(pa, pa+e, phValue)
			}
			continue
		}
		if c == ':' && j < len(s) && s[j] == '{' && nameAsKey(s[k:ke]) {
			// {"Hannah":{"gems":1200}}, map[Elif:{Room:0}]: a given name
			// as the key of an object is the person the object is of
			sc.add(k, ke, phName)
		}
		if j >= len(s) || s[j] == '"' || s[j] == '\'' || s[j] == '`' || s[j] == '{' || s[j] == '[' || s[j] == '(' || enumPayload(s, j) > j || hasPrefix(s[j:], "Optional[") {
			// quoted values are the quote rule's; structures are read
			// inside (Java's Optional[…] at its bracket, its payload whole)
			continue
		}
		a, b := j, j
		words := 0
		for b < fn && b-a < maxPairValue {
			e := b
			for e < len(s) && !pairStop(s[e]) && s[e] != ' ' {
				e++
			}
			if e == b {
				break
			}
			// the next key ends this value (x: a y: b, {A:1 B:2}), and so
			// does an aside in brackets after it (ship: Ratzeburger Allee
			// 811 (while saving)): the logger's words, not the value's
			// a long command-line flag too (failed: /bin/provision --by
			// x): the flag's own value is read at it; a bare -- is a
			// dash or the options' end (find: оопс -- …), no flag
			if words > 0 && (s[e-1] == ':' || s[b] == '(' || s[b] == '-' && e > b+2 && s[b+1] == '-' || indexByte(s[b:e], '=') >= 0 || braces > 0 && indexByte(s[b:e], ':') > 0) {
				break
			}
			b = e
			words++
			// only "k: v", a hash rocket's and a %+v value run on over
			// spaces, a few words
			if c == '=' && !arrow && !lineKey && braces == 0 && (records == 0 || !recordValueGoesOn(s, b)) && (records > 0 || !logfmtValueGoesOn(s, b)) || words >= 4 || b >= len(s) || s[b] != ' ' || b+1 >= len(s) || pairStop(s[b+1]) {
				break
			}
			b++
		}
		b = trimValueEnd(s, a, b)
		if b == len(s) || s[b] == '\n' || b == fn {
			// display: Ed Holmes:41 at the end of a line: the line number
			// a stack frame's location adds is not the value's
			b = a + len(lineNumberCut(s[a:b]))
		}
		if a < b {
			// owner: Ungültiger Wert.: a form's message under a
			// person's key is no one's value; its words are judged
			if personKey(s[k:ke]) && !(s[k:ke] == "who" && indexByte(s[a:b], ' ') > 0) && !goPackageMessage(s, a) && !keyMessageAt(s, a) {
				// an account is one word (login: jsmith from 10.0.0.4);
				// a capitalised full name is the name rules'
				if sp := indexByte(s[a:b], ' '); sp > 0 {
					b = a + sp
				}
				accountValue(sc, a, b, dom, s[k:ke])
			} else {
				maskValue(sc, a, b, dom, false, false)
			}
		}
		i = max(i, b-1)
	}
}

// recordValueGoesOn reports, at the space after a word of a value in a
// Java toString's brackets, whether the value runs on: the words up to the
// next comma or closing bracket hold no = (id=1 name=x is two pairs).
func recordValueGoesOn(s string, b int) bool {
	for i := b; i < len(s) && i-b < maxPairValue; i++ {
		switch s[i] {
		case ',', ')', ']', '\n':
			return i > b+1
		case '=', '(', '[', '{', '"', '\'':
			return false
		}
	}
	return false
}

// logfmtValueGoesOn reports, at the space after a word of an unquoted
// value after "=", whether the value runs on: in a line of key=value
// pairs (logfmt: name=Angel Flores status=failed) an unquoted value runs
// to the next key, so the words up to a word glued to an "=" on the same
// line, none of them holding a quote, a bracket, a colon or an "=", are
// the value's. Without a key after them they are the line's own words
// (user=bob failed to log in).
func logfmtValueGoesOn(s string, b int) bool {
	for i := b; i < len(s) && i-b < maxPairValue; i++ {
		switch c := s[i]; c {
		case '=':
			return i > 0 && s[i-1] != ' ' && i > b+1 && lastIndexByte(s[b+1:i], ' ') > 0
		case '&':
			// a form's first field, its '+' decoded: its words run to
			// the '&' glued to the last (data=Elias de Hoog&id=7)
			return s[i-1] != ' ' && i > b+1
		case ':', '(', '[', '{', '"', '\'', '`', '<', '>', '\n', ',', ';', '|':
			return false
		}
	}
	return false
}

// lineStart reports whether only blanks stand before s[k] on its line.
func lineStart(s string, k int) bool {
	for k > 0 && (s[k-1] == ' ' || s[k-1] == '\t') {
		k--
	}
	return k == 0 || s[k-1] == '\n'
}

// keyStartBack returns where a key that ends at ke starts, reading back
// from k over the letters and marks of any alphabet, digits, _ - and .
// (64 bytes at most).
func keyStartBack(s string, k, ke int) int {
	for k > 0 && ke-k < 64 {
		r, n := utf8.DecodeLastRuneInString(s[:k])
		if !(letterRune(r) || digitRune(r) || unicode.Is(unicode.M, r) || r == '_' || r == '-' || r == '.') {
			break
		}
		k -= n
	}
	return k
}

// namedWinFolders masks each folder of the Windows path whose folders
// begin at s[i] that the names data reads as a person's name (personFolder):
// C:\Program Files\JohnSmith\app.exe, D:\Apps\John Smith\x.exe. Such a
// path reads whole as code and no other rule judges its folders; the
// path goes on over a space while the next word holds another folder, as
// the judge reads it, and is read at most 512 bytes on.
func namedWinFolders(sc *scan, i int) {
	s := sc.s
	a := i
	for k := i; k < len(s) && k-i < 512; k++ {
		c := s[k]
		if c == ' ' {
			e := k + 1
			for e < len(s) && e-k < 256 && s[e] != ' ' && s[e] != '\\' && !pathStop(s[e]) {
				e++
			}
			if e >= len(s) || s[e] != '\\' {
				return
			}
			continue
		}
		if pathStop(c) || c == '"' || c == ':' || c == '*' || c == '?' {
			return
		}
		if c == '\\' {
			if personFolder(s[a:k]) {
				sc.add(a, k, phName)
			}
			a = k + 1
		}
	}
}

// pairStop ends an unquoted value.
func pairStop(c byte) bool {
	switch c {
	case ',', ';', '&', ')', '}', ']', '"', '\'', '<', '\n', '\t', '|':
		return true
	}
	return false
}

// detectPathValues judges every path in the text, wherever it stands (open
// /srv/exports/olivia-martin/cv.pdf: …): its segments are values written by
// whoever named the files. A URL is the URL rules'; a host is kept.
func detectPathValues(sc *scan, dom script) {
	s := sc.s
	for i := strings.IndexAny(s, "/:"); i >= 0 && i < len(s); {
		if s[i] == ':' && !(i > 0 && isLetter(s[i-1]) && i+1 < len(s) && (isLetter(s[i+1]) || isDigit(s[i+1]))) {
			// a key's or a sentence's colon, a time: only a name joined
			// by colons (profile:olivia_martin:prefs) is read here; a
			// drive's (C:\Program Files\JohnSmith\app.exe) is asked for
			// its folders named as people are
			if i > 0 && isLetter(s[i-1]) && i+1 < len(s) && s[i+1] == '\\' && (i < 2 || !isWord(s[i-2])) {
				namedWinFolders(sc, i+2)
			}
			k := strings.IndexAny(s[i+1:], "/:")
			if k < 0 {
				return
			}
			i += 1 + k
			continue
		}
		// partial«vendor/modules.txt»: a typographic quote glued to a
		// path ends it (a template's "%s«%s»"); no file's name has one
		a := i
		for a > 0 && !pathStop(s[a-1]) && !typoQuoteEnd(s[:a]) {
			a--
		}
		b := i
		for b < len(s) && !pathStop(s[b]) && !typoQuoteStart(s[b:]) {
			b++
		}
		for b > a {
			// server.pid에, output.tar.gz의: a particle of the sentence's
			// script glued to the path is not part of it
			r, n := utf8.DecodeLastRuneInString(s[a:b])
			if indexByte(".,:;!?", s[b-1]) >= 0 || r >= utf8.RuneSelf && (sentenceLetter(r) || unicode.IsPunct(r)) {
				b -= n
				continue
			}
			break
		}
		for a < b {
			r, n := decodeRune(s[a:b])
			if r >= utf8.RuneSelf && (sentenceLetter(r) || unicode.IsPunct(r)) {
				a += n
				continue
			}
			break
		}
		if tok := s[a:b]; len(tok) > 2 && contains(tok, "://") {
			// s3://app-uploads/avatars/pgarcia/profile.png: a URL's path
			// keeps its users' folders as a file's does (the URL itself
			// is judged by the URL rules)
			pathOwners(sc, a, b)
		} else if len(tok) > 2 && !hostName(tok) && !hostPort(tok) && !timeZone(tok) && hasLetter(tok) && !(a > 0 && s[a-1] == '<') {
			maskValue(sc, a, b, dom, false, false)
			pathOwners(sc, a, b)
		}
		k := strings.IndexAny(s[max(b, i+1):], "/:")
		if k < 0 {
			return
		}
		i = max(b, i+1) + k
	}
}

// sentenceLetter reports a letter of a script other than Latin, or a
// vowel sign or tone mark of one (Thai's ้ and ู, Devanagari's ी): a word
// of the sentence glued to a path is taken off it whole, never cut at its
// marks (ต|้องการ…ข้อมู|ล), Khmer's, Lao's and Myanmar's too (និ|ង/ឬ).
func sentenceLetter(r rune) bool {
	sc := scriptOf(r)
	return sc != latin && (letterRune(r) || unicode.IsMark(r) && (sc != otherScript || unspacedLetter(r)))
}

// typoQuoteStart and typoQuoteEnd report a typographic quote (« » „ “ ”)
// at the start or the end of s.
func typoQuoteStart(s string) bool {
	r, _ := decodeRune(s)
	return r == '«' || r == '»' || r == '„' || r == '“' || r == '”'
}

func typoQuoteEnd(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r == '«' || r == '»' || r == '„' || r == '“' || r == '”'
}

// the bits of "'`()[]{}<>,|= (TestStopSetsAsIndexByte)
var pathStops = asciiSet{0x7000138400000000, 0x3800000128000000}

func pathStop(c byte) bool {
	return isSpace(c) || pathStops.has(c)
}

// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func hasLetter(s string) bool {
	for i := 0; i < len(s); i++ {
		if isLetter(s[i]) || s[i] >= utf8.RuneSelf {
			return true
		}
	}
	return false
}

// personKey reports a key or flag that names an account or a person
// (login, owner, uid, --user, author): its value is somebody, whatever its
// words.
func personKey(key string) bool {
	p := keyParts(key)
	if len(p) == 0 {
		return false
	}
	switch last := p[len(p)-1]; last {
	case "uid", "handle", "nick", "nickname", "assignee", "author", "login", "user", "username", "owner", "member", "customer",
		"recipient", "sender", "holder", "principal", "account", "patient", "employee", "subscriber",
		// who did it: an audit log's actor, a record's creator
		"actor", "creator", "requester", "requestor", "reporter", "reviewer", "approver", "signer", "uploader", "submitter",
		"initiator", "invitee", "inviter", "who":
		return true
	case "by":
		// created_by, requested_by, but not order_by or group_by: "by"
		// after what somebody did
		return len(p) >= 2 && hasSuffix(p[len(p)-2], "ed")
	}
	// "buyer":"x", counterparty_trader: x: a party's noun (partyKey);
	// tutor=kannadati: a role's (rolehandles.go)
	if partyKey(p[len(p)-1]) || wordIn(roleNounWords, p[len(p)-1]) {
		return true
	}
	// Benutzer: jens, bruger: jens, käyttäjä: virtaselle: the word for a
	// user or an account in the languages error text comes in
	// (loginWords) is a person's key as English's user is
	return len(p) == 1 && loginWord(strings.ToLower(key))
}

// partyKeyOf reports a key whose last word names a party (partyKey) or
// a person in a role in another language's words (personNounKey:
// Επαφή, kontakt): a number under it is the record's id.
func partyKeyOf(key string) bool {
	p := keyParts(key)
	return len(p) > 0 && personNounKey(p[len(p)-1])
}

// byKey reports "by" alone as a flag or a quoted value's key (--by x,
// {"by" => "x"}): it says who did something, as created_by does; written
// in prose (address this by: …) it is no key. A field's name after it
// (by: created_at) is kept as a service's words are.
func byKey(key string) bool { return key == "by" }

// accountValue masks the value of a person's key unless it names a service
// account, a bot or a role, or says something about the value instead of
// being one (login=failed, user: null).
func accountValue(sc *scan, a, b int, dom script, key string) {
	v := sc.s[a:b]
	if keptAccountUID(sc.s, a, b) {
		return // root(uid=0): the kept account's own number
	}
	// author: dependabot[bot]: a GitHub App's account, whose "]" the
	// value's reader left as a closing bracket, is nobody's, nor are
	// its words; assignee: unassigned, the key's own verb undone
	if hasSuffix(v, "[bot") && b < len(sc.s) && sc.s[b] == ']' || hasSuffix(v, "[bot]") || undoneRole(key, strings.ToLower(v)) {
		return
	}
	if loginWordValue(key, v) && !ownServiceAccount(sc.s, a, b) {
		sc.add(a, b, phValue) // username=falcon: a word is a login here
		return
	}
	if k := lastIndexByte(v, ':'); k > 0 && k < len(v)-1 && countDigits(v[k+1:]) == len(v)-k-1 && !containsChars(v[:k], ":/") {
		// bosuntokun:41, a line number or a port after the account: the
		// account is judged, not an ARN's path
		v = v[:k]
		b = a + k
	}
	// by: created_at, {"by" => "region"}: "by" alone also orders and
	// groups by a field, whose name is words
	field := key == "by" && snakeWords(v)
	// seller: 4412: a party's number is its id in the service's records
	// (the seller_id a key writes), which the triager needs
	partyID := countDigits(v) == len(v) && partyKeyOf(key)
	if stopValue(strings.ToLower(v)) || serviceValue(v) || hostOrAddress(v) || field || accountState(key, v) || partyID {
		maskValue(sc, a, b, dom, false, false)
		return
	}
	sc.add(a, b, phValue)
}

// nameAsKey reports a key that is a person's given name: one capitalised
// word (Hannah, Elif) the given-name data holds and no dictionary lists
// as a word (Grace, Will and Mark are words too, and name a field as
// often), and no code's PascalCase (ID, Spec: its rest in lower case).
func nameAsKey(k string) bool {
	if len(k) < 3 || len(k) > 24 || !isUpperASCII(k[0]) {
		return false
	}
	for i := 1; i < len(k); i++ {
		if !(k[i] >= 'a' && k[i] <= 'z') && k[i] < utf8.RuneSelf {
			return false
		}
	}
	lw := strings.ToLower(k)
	return givenNameData(lw) && !wordlist.DictionaryEntry(lw) && !wordlist.Common(lw)
}

// Passwords drawn from printable characters at random (qC"eN#R=&S[?,
// %h/HoE]z)lnL, 3B82XsEh!): wherever they stand, their own punctuation
// breaks the value positions apart (a quote, a "=", a bracket), so they are
// judged as whole runs between spaces, by what no program writes: letters
// of both cases in no word, with symbols that are no code's syntax.

package redact

import (
	"strings"
	"unicode/utf8"
)

// detectRandomPrintable masks each run between spaces, or the value after
// a key's "=" or ":" in it, that reads as a password of random printable
// characters.
func detectRandomPrintable(sc *scan) {
	s := sc.s
	drive := contains(s, ":\\") // inProgramPath is asked only then
	for i := 0; i < len(s); {
		for i < len(s) && (s[i] <= ' ' || s[i] >= 0x7f) {
			i++
		}
		j := i
		for j < len(s) && s[j] > ' ' && s[j] < 0x7f {
			j++
		}
		// f("Dezdemóna: a word going on in letters beyond ASCII is a
		// word, no password's end; the run is judged without it
		k := j
		if j < len(s) && s[j] >= utf8.RuneSelf {
			for k > i && isLetter(s[k-1]) {
				k--
			}
		}
		// "C:\Program Files\Acme ELF\zless.gz": a vendor's folder and
		// its file, no password (inProgramPath)
		if k-i >= 8 && !goModHash(s[i:k]) && !(drive && inProgramPath(s, i)) {
			if calledRun(s[i:k]) {
				// Zaiko.Hikiate.Kakutei(Int32: a frame's method through its
				// namespaces and its first parameter's type, split from
				// the parameter's name by the frame's own space
				i = j
				continue
			}
			if contains(s[i:k], "</") {
				// <value>6}lXt={_zd</value>: each element's text
				elementTexts(sc, i, k)
				i = j
				continue
			}
			if e := foreignKeyTail(s, i, k); e >= 0 {
				// கடவுசசொல==0?Ii&D>1fmB[wt, clé_api=Xk29dLmq8Pz: the key in
				// another alphabet ended the run before (its ASCII tail,
				// _api, goes on with it); its "=" or ":" and tail are the
				// key's, not the password's, and stay
				n := len(sc.out)
				if keyedValue(sc, e+1, k) || printableRun(sc, e, k) {
					if len(sc.out) > n && sc.out[n].start == e {
						sc.out[n].start = e + 1
					}
					i = j
					continue
				}
			}
			p := i - 1
			for p > 0 && s[p] == ' ' {
				p--
			}
			if p < i-1 && s[p] == ':' && !folderPath(s[i:k]) && keyedValue(sc, i, k) {
				// parole: ;&c&ko:,v4yz'.o: the value after a key and its
				// colon, whose own ; , : the value positions stop at
				i = j
				continue
			}
			if !printableRun(sc, i, k) {
				printableFields(sc, i, k)
				quotedPieces(sc, i, k)
				queryFields(sc, i, k)
			}
		}
		i = j
	}
	// {"գաղտնաբառ":"dL'=/Jz6#x"}: a key in another alphabet cuts the
	// runs above at its letters, and the quotes after it no longer pair
	// up; the quoted strings of the whole run between spaces are judged
	for i := 0; i < len(s); {
		for i < len(s) && s[i] <= ' ' {
			i++
		}
		j, wide := i, false
		for j < len(s) && s[j] > ' ' {
			wide = wide || s[j] >= utf8.RuneSelf
			j++
		}
		if wide && j-i >= 10 && containsChars(s[i:j], "\"'") {
			quotedPieces(sc, i, j)
		}
		i = j
	}
}

// foreignKeyTail returns where the "=" or ":" stands in the run s[i:k]
// when the run goes on with a key written in another alphabet (ключ=…,
// clé_api=…, 密码_db=…): the key's ASCII letters, digits and "_" up to
// its separator are the key's tail. It returns -1 when the run does not
// start inside such a word or holds no separator after the tail.
func foreignKeyTail(s string, i, k int) int {
	if i == 0 || s[i-1] < utf8.RuneSelf {
		return -1
	}
	e := i
	for e < k && (isAlnum(s[e]) || s[e] == '_') {
		e++
	}
	if e+1 >= k || s[e] != '=' && s[e] != ':' {
		return -1
	}
	return e
}

// keyedValue masks s[a:b], a run that stands where a key's value does,
// when it reads as a password (runPassword), and reports whether it did. A
// comma, semicolon, colon or full stop after it, and a closing bracket it
// never opened ({Pw:x!Q3z9Lm}, (PGPASSWORD=pw)), are the structure's; a
// run that opens or closes a quote or a structure ({'a@b.c':, (pw),
// 'pw') is left to the quote rule and the rules that read inside, and one
// after "==" is a comparison (torch==2.1.0+cu118).
func keyedValue(sc *scan, a, b int) bool {
	s := sc.s
	if b-a < 8 || indexByte("'\"`([{<=", s[a]) >= 0 {
		return false
	}
	depth := 0
	for i := a; i < b; i++ {
		switch s[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		}
	}
trim:
	for b > a {
		switch s[b-1] {
		case ')', ']', '}':
			if depth >= 0 {
				break trim
			}
			depth++
		case ',', '.', ';', ':':
		case '\'', '`':
			return false
		default:
			break trim
		}
		b--
	}
	if b-a < 8 || !runPassword(s[a:b]) {
		return false
	}
	sc.add(a, b, phSecret)
	return true
}

// runPassword reports a value's whole run that reads as a password and
// holds no assignment or key of its own (q=0.9,*/*;q=0.8, f(x)=(y+1),
// reg="^[A-Z]+$", Fairtable:'8jzq…, NAME?=) and no "::" (an IPv6
// address's, a scope's): a header's, a formula's, a setting's.
func runPassword(v string) bool {
	letters := 0
	for i := 1; i < len(v); i++ {
		c, p := v[i], v[i-1]
		if letters++; !isLetter(p) {
			letters = 0
		}
		if c == '"' || c == ':' && (letters >= 4 || p == ':') || c == '=' && i+1 < len(v) && (isAlnum(p) || indexByte(",;):?+!", p) >= 0) {
			return false
		}
	}
	return randomPrintable(v) || passwordShaped(v)
}

// elementTexts masks the text of each XML element in s[a:b] that reads
// as a random password.
func elementTexts(sc *scan, a, b int) {
	s := sc.s
	for i := a; i < b; {
		k := indexStr(s[i:b], "</")
		if k < 0 {
			return
		}
		e := i + k
		if o := lastIndexByte(s[i:e], '>'); o >= 0 {
			if t := s[i+o+1 : e]; randomPrintable(t) {
				sc.add(i+o+1, e, phSecret)
			}
		}
		i = e + 2
	}
}

// keyPrefix returns the length of a key and its "=" or ":" at the start
// of t (secret=, --seed=, (seed)=, uid:), or 0.
func keyPrefix(t string) int {
	i := 0
	for i < len(t) && indexByte("-([{\"'", t[i]) >= 0 {
		i++
	}
	// Job(id='exp-2024-10-12': a record's repr or toString (Python's
	// dataclasses, Kotlin's and Lombok's data classes) opens with its
	// type's name and a parenthesis before the first field's key
	j := i
	for j < len(t) && (isAlnum(t[j]) || t[j] == '_') {
		j++
	}
	if j-i >= 2 && isLetter(t[i]) && j < len(t) && t[j] == '(' {
		k := j + 1
		for k < len(t) && (t[k] >= 'a' && t[k] <= 'z' || t[k] == '_') {
			k++
		}
		if k-j > 2 && k < len(t) && t[k] == '=' {
			i = j + 1
		}
	}
	st := i
	for i < len(t) && (isAlnum(t[i]) || t[i] == '_' || t[i] == '.' || t[i] == '-') {
		i++
	}
	if i == st || !isLetter(t[st]) {
		return 0
	}
	for i < len(t) && indexByte(")]}\"'", t[i]) >= 0 {
		i++
	}
	if i < len(t) && (t[i] == '=' || t[i] == ':') {
		if i+1 < len(t) && t[i+1] == '>' {
			i++
		}
		return i + 1
	}
	return 0
}

// randomPrintable reports a token of 8 to 64 printable characters with
// letters of both cases, a symbol, no word of four letters or more, no
// shape of a path, URL, regular expression or expression, and something
// no program writes: brackets or quotes left open, three kinds of symbol,
// or letters whose case changes every character or two (XfNIV, oGDOq).
func randomPrintable(t string) bool {
	if len(t) < 8 || len(t) > 64 || contains(t, "://") || strings.Count(t, "/") > 1 || t[0] == '/' || t[0] == '~' && len(t) > 1 && t[1] == '/' || base64Padded(t) {
		return false
	}
	// 2048KB'dan: a number and its unit with Turkish's case ending after
	// the apostrophe (trApostrophe), a size as the message writes it
	if stem, ok := trApostrophe(t); ok {
		d := strings.TrimLeft(stem, "0123456789")
		if len(d) < len(stem) && unitWord(strings.ToLower(d)) {
			return false
		}
	}
	var lo, up, dg, letters, segs int
	kinds := 0
	var seen [128]bool
	prevCase := 0 // 1 lower, 2 upper, 0 no letter
	for i := 0; i < len(t); i++ {
		c := t[i]
		cs := 0
		switch {
		case c >= 'a' && c <= 'z':
			lo++
			cs = 1
		case c >= 'A' && c <= 'Z':
			up++
			cs = 2
		case c >= '0' && c <= '9':
			dg++
		case c <= ' ' || c >= 0x7f:
			return false
		case c == '-' || c == '_' || c == '.' || c == '/':
			// an identifier's or a path's joiners: no sign of a
			// password alone
		default:
			if !seen[c] {
				seen[c] = true
				kinds++
			}
		}
		if cs != 0 {
			letters++
			if cs != prevCase {
				segs++
			}
		}
		prevCase = cs
	}
	if lo == 0 || up == 0 || kinds == 0 || letters < 3 && kinds < 4 || letters == len(t)-1 {
		return false
	}
	for l := codeSyntax; l != ""; {
		var re string
		re, l = nextPrefix(l)
		if contains(t, re) {
			return false
		}
	}
	if holdsWord(t) || packageAtVersion(t) || timeZone(t) || strings.Count(t, "%") >= 2 || genericType(t) || dateTimeFormat(t) {
		return false
	}
	if !strings.ContainsFunc(strings.Trim(t, "([{<'\"`)]}>:"), hardSymbol) {
		return false // (req_xYz123AbC456): only its wrapping is a symbol
	}
	choppy := segs >= 4 && letters <= 2*segs && lo >= 2 && up >= 2
	open := unbalancedAny(t)
	// kEq-%hVJFw: case changing every letter or two, even with one symbol
	return open || kinds >= 3 || choppy && (dg > 0 || kinds >= 2 || letters < 2*segs)
}

// codeSyntax are pieces of expressions, templates, regular expressions and
// escapes that programs write and random draws almost never do, and the
// joints of serialised forms: JSON's key before an array or object
// ({"tva":["Le …), PHP serialize()'s next string or integer
// (a:2:{s:3:"sku";s:13:…): a password's pieces inside are judged alone.
const codeSyntax = `:: -> => ${ #{ {{ [a-z [A-Z a-z] A-Z] 0-9 \d \w \s .* .+ () [] && || == != %2 %3 %5 %7 +0 </ /> <! ":[ ":{ ";s: ";i: `

// genericType reports a type and its parameters as Rust, Java, C#, Swift
// and TypeScript write them (Vec<Vec<u8>>, Option<String>, List<Map<K,
// V>> cut by a space): each "<" opens after a type's name, each ">" closes
// after one, and every name is a known word, a short type (u8, T) or a
// path of them (std::io::Error). A password's brackets fall elsewhere or
// hold unknown pieces.
func genericType(t string) bool {
	if !containsChars(t, "<>") {
		return false
	}
	piece := 0
	for i := 0; i <= len(t); i++ {
		if i < len(t) && (isAlnum(t[i]) || t[i] == '_') {
			piece++
			continue
		}
		if i < len(t) && (t[i] == ':' || t[i] == '.') && piece > 0 {
			if !typeName(t[i-piece : i]) {
				return false
			}
			piece = 0
			continue
		}
		if piece > 0 && !typeName(t[i-piece:i]) {
			return false
		}
		if i == len(t) {
			break
		}
		switch t[i] {
		case '<':
			if piece == 0 {
				return false
			}
		case '>':
			if piece == 0 && (i == 0 || t[i-1] != '>') {
				return false
			}
		case ',', '&', '[', ']', '?':
		default:
			return false
		}
		piece = 0
	}
	return true
}

// typeName reports one name of a generic type: a short one (T, u8, i32)
// or a known word or code word, in one piece or in camel case.
func typeName(p string) bool {
	if len(p) <= 3 {
		return isLetter(p[0])
	}
	return knownWord(strings.ToLower(p)) || holdsWord(p)
}

// unbalancedAny reports a bracket opened and not closed (or closed and not
// opened) or an odd number of quotes or backticks.
func unbalancedAny(t string) bool {
	for _, p := range [...][2]byte{{'(', ')'}, {'[', ']'}, {'{', '}'}, {'<', '>'}} {
		if strings.Count(t, string(p[0])) != strings.Count(t, string(p[1])) {
			return true
		}
	}
	for _, q := range []string{`"`, "'", "`"} {
		if strings.Count(t, q)%2 == 1 {
			return true
		}
	}
	return false
}

// hardSymbol reports a symbol other than an identifier's or a path's
// joiners.
func hardSymbol(r rune) bool {
	return r > ' ' && r < 0x7f && !isAlnum(byte(r)) && r != '-' && r != '_' && r != '.' && r != '/'
}

// base64Padded reports base64 with its padding (Zk3Qm…kXo8=): a multiple
// of four characters of its alphabet, ending in one or two "=", which is
// encoded data and no password's symbol. The entropy rule and the keyed
// ids judge it.
func base64Padded(t string) bool {
	body := strings.TrimRight(t, "=")
	if len(t)%4 != 0 || len(t)-len(body) < 1 || len(t)-len(body) > 2 || len(t) < 24 {
		return false
	}
	for i := 0; i < len(body); i++ {
		if c := body[i]; !isAlnum(c) && c != '+' && c != '/' {
			return false
		}
	}
	return true
}

// calledRun reports a run that is a call written as a stack frame writes
// it: a name through two namespaces or more (letters, digits, "_" and
// "$" between the dots, a letter first in each) before its opening
// bracket, then at most a type's name or the closing bracket. Such a run
// holds no symbol a password draws from besides the frame's own syntax.
func calledRun(r string) bool {
	k := indexByte(r, '(')
	if k < 0 || strings.Count(r[:k], ".") < 2 {
		return false
	}
	for _, p := range split(r[:k], ".") {
		if p == "" || !isLetter(p[0]) && p[0] != '_' || !identChars(p) {
			return false
		}
	}
	t := trimSuffix(r[k+1:], ")")
	return identChars(t) && (t == "" || isLetter(t[0]))
}

// identChars reports letters, digits, "_" and "$" only.
func identChars(p string) bool {
	for i := 0; i < len(p); i++ {
		if !isAlnum(p[i]) && p[i] != '_' && p[i] != '$' {
			return false
		}
	}
	return true
}

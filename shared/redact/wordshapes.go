// The shapes of single words that say what a value is, whatever its words:
// a date of birth, a password, a passphrase, a login of a word and a year;
// and the shapes that say it is a program's (a generated id, a time zone,
// name@version).

package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// lastBirthYear is the latest year a date in a value is taken for a date
// of birth rather than a build's or a record's: builds, logs and records in
// error text are recent. Fixed, so no result depends on the day it runs.
const lastBirthYear = 2012

// birthDate reports a calendar date before lastBirthYear: eight digits
// (YYYYMMDD, DDMMYYYY) or a date with separators in either order.
func birthDate(t string) bool {
	d := make([]byte, 0, 8)
	seps := 0
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case c >= '0' && c <= '9':
			d = append(d, c)
		case c == '-' || c == '.' || c == '/':
			seps++
		default:
			return false
		}
	}
	if len(d) != 8 || seps != 0 && seps != 2 || len(d) != len(t)-seps {
		return false
	}
	if seps == 2 && !(t[4] == t[7] && (t[4] == '-' || t[4] == '/' || t[4] == '.') || t[2] == t[5] && (t[2] == '.' || t[2] == '/' || t[2] == '-')) {
		return false
	}
	ds := string(d)
	if y := atoi(ds[:4]); validYMD(ds) && y < lastBirthYear && (seps == 0 || t[4] == t[7]) {
		return true
	}
	if seps != 0 && t[2] != t[5] {
		return false
	}
	y, m, day := atoi(ds[4:]), atoi(ds[2:4]), atoi(ds[:2])
	if m > 12 {
		m, day = day, m // MM/DD/YYYY
	}
	return y >= 1900 && y < lastBirthYear && m >= 1 && m <= 12 && day >= 1 && day <= 31
}

// passwordShaped reports a value written to be hard to guess: eight
// characters or more mixing at least three of lower case, capitals, digits
// and symbols, with a symbol inside, that is no path, URL, format string or
// expression a program wrote.
func passwordShaped(t string) bool {
	if len(t) < 8 || len(t) > 128 || contains(t, "://") || strings.Count(t, "/") > 1 || strings.Count(t, ".") > 2 {
		return false
	}
	var lo, up, dg, sym, fmtVerbs int
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case c >= 'a' && c <= 'z':
			lo = 1
		case c >= 'A' && c <= 'Z':
			up = 1
		case c >= '0' && c <= '9':
			dg = 1
		case c == '%' && i+1 < len(t) && indexByte("sdifFeEgGxXoucqvTtbYmHMSyjaAbBZzIpw", t[i+1]) >= 0 && !randomAfter(t[i+1:]):
			fmtVerbs++
		case c >= utf8.RuneSelf:
			return false
		case indexByte("!#$%^&*+?~@", c) >= 0 && i > 0:
			sym = 1
		}
	}
	if unbalanced(t) {
		sym = 1 // fpo84(3Y1B: a bracket no code leaves open
	}
	return fmtVerbs == 0 && sym == 1 && lo+up+dg+sym >= 3 && !wordAndNumber(t) && !packageAtVersion(t) && !holdsWord(t) && !debianVersion(t) && !dateTimeFormat(t)
}

// randomAfter reports, for the verb that starts v, a run glued after it
// that no format string writes there (%sXD1vHFI6SiZD, l%i0k4cw): four
// letters and digits or more, mixing digits with letters or small letters
// with capitals. A unit or a word (%dms, %sKB), another verb (%Y%m%dT%H)
// and a percent escape (%A9tudiant) are no such run.
func randomAfter(v string) bool {
	r := v[1:]
	if r != "" && hexDigit(v[0]) && hexDigit(r[0]) {
		return false
	}
	var lo, up, dg, k int
	for ; k < len(r) && isAlnum(r[k]); k++ {
		switch c := r[k]; {
		case c <= '9':
			dg = 1
		case c <= 'Z':
			up = 1
		default:
			lo = 1
		}
	}
	return k >= 4 && lo+up+dg >= 2
}

// packageAtVersion reports name@version (client-s3@3.693.0, pgx/v5@v5.7.1).
func packageAtVersion(t string) bool {
	k := lastIndexByte(t, '@')
	if k <= 0 || k+1 >= len(t) {
		return false
	}
	v := trimPrefix(t[k+1:], "v")
	return v != "" && isDigit(v[0]) && strings.Trim(v, "0123456789.-abcdefghijklmnopqrstuvwxyz") == ""
}

// holdsWord reports a run of four letters or more that is a known word:
// a password is random; LATEST, Worker and Lambda are a program's.
func holdsWord(t string) bool {
	// Sozialanthropolog*in, Ärzt*innen: German's gender star before the
	// feminine ending; the dictionaries hold the noun as Sozialanthropologin
	if i := indexStr(t, "*in"); i > 3 && strictWord(strings.ToLower(t[:i])+"in") {
		return true
	}
	found := false
	eachPart(t, func(p string) bool {
		if len(p) >= 4 && strictWord(strings.ToLower(p)) {
			found = true
		}
		return !found
	})
	return found
}

// generatedID reports an identifier a program drew at random: ten
// characters or more of lower case, capitals and digits mixed, maybe with
// "-" or "_", and no other symbol (t61rcWkgMzE, 2WxAaXTrN2gPZ8BqvX3lKfNw2Sx).
// A person's number is written in capitals and digits only; a password
// has symbols.
func generatedID(t string, lower, upper, digits int) bool {
	if len(t) < 10 || lower == 0 || upper == 0 || digits == 0 {
		return false
	}
	for i := 0; i < len(t); i++ {
		if c := t[i]; !isAlnum(c) && c != '-' && c != '_' {
			return false
		}
	}
	return !holdsWord(t) || digits*4 >= len(t)
}

// tzAreas are the areas of the IANA time zone database: Europe/Kyiv,
// America/Argentina/Buenos_Aires name a zone, not a person's place.
var tzAreas = []string{"Africa/", "America/", "Antarctica/", "Arctic/", "Asia/", "Atlantic/", "Australia/", "Europe/", "Indian/", "Pacific/", "Etc/"}

func timeZone(t string) bool {
	for _, a := range tzAreas {
		if hasPrefix(t, a) && len(t) > len(a) {
			return strings.Trim(t[len(a):], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_/+-0123456789") == ""
		}
	}
	return false
}

// wordAndNumber reports letters, one symbol, digits: tenant#42, v@2.
func wordAndNumber(t string) bool {
	i := 0
	for i < len(t) && isLetter(t[i]) {
		i++
	}
	if i == 0 || i+1 >= len(t) {
		return false
	}
	return countDigits(t[i+1:]) == len(t)-i-1
}

// passphrase reports words written together or joined by dashes with a
// number, capitalised as people write passwords (Memorylarge2719,
// Correct-Horse-Battery-1234): a program's names are not.
func passphrase(t string) bool {
	if len(t) < 8 || !isUpperASCII(t[0]) {
		return false
	}
	letters, digits, dashes := 0, 0, 0
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case isLetter(c) || c >= utf8.RuneSelf:
			if digits > 0 && c != 'x' {
				return false // letters after the number: an identifier
			}
			letters++
		case isDigit(c):
			digits++
		case c == '-' || c == '.' || c == '_' || c == '!':
			dashes++
		default:
			return false
		}
	}
	if digits < 2 || letters < 6 || !isDigit(t[len(t)-1]) && t[len(t)-1] != '!' {
		return false
	}
	words := strings.FieldsFunc(t, func(r rune) bool { return !letterRune(r) })
	if len(words) >= 2 {
		// Correct-Horse-1234, Deutschen.steht.6603
		for _, w := range words {
			if allUpper(w) {
				return false
			}
		}
		return digits >= 3
	}
	// one run of letters: more than one word written together
	w := strings.ToLower(words[0])
	return !strictWord(w) && segmentedWords(w)
}

// unbalanced reports a bracket opened and not closed, or closed and not
// opened, inside t.
func unbalanced(t string) bool {
	for _, p := range [...][2]byte{{'(', ')'}, {'[', ']'}} {
		if strings.Count(t, string(p[0])) == strings.Count(t, string(p[1])) {
			continue
		}
		// beside a digit: code opens a bracket after a name and before
		// a name or nothing
		for i := 1; i < len(t)-1; i++ {
			if (t[i] == p[0] || t[i] == p[1]) && (isDigit(t[i-1]) || isDigit(t[i+1])) {
				return true
			}
		}
	}
	return false
}

// wordAndYear reports a login made of a word and a year (congress_2002,
// drove_1962), as sign-up forms suggest them.
func wordAndYear(t string) bool {
	k := strings.LastIndexAny(t, "_.")
	if k < 3 || len(t)-k-1 != 4 || !isLowerWord(t[:k]) || countDigits(t[k+1:]) != 4 {
		return false
	}
	y := atoi(t[k+1:])
	return y >= 1800 && y <= 2099 && !containsChars(t[:k], "_.-")
}

// wordsAndNumber reports words of any script written together or joined by
// "-", "_" or "." and ended by a number of three or four digits, as password
// generators suggest them (idzie-nos-4670, Мрачно-Граница-4083,
// Voluptasnihil2263, 过程一般文件9300), unless every word is one programs are
// written in (worker-pool-1234, amazonlinux2023).
func wordsAndNumber(t string) bool {
	d := 0
	for d < len(t) && isDigit(t[len(t)-1-d]) {
		d++
	}
	// node-01, build-0042: a number with a leading zero numbers a
	// program's things, unless the words before it are a generator's
	// (Paddle-Canoe-River-09)
	if d < 2 || d > 4 || d == len(t) || (t[len(t)-d] == '0' || d == 2) && !mixedSeparated(t[:len(t)-d]) && !casedSeparated(t[:len(t)-d]) {
		return false
	}
	body := strings.TrimRight(t[:len(t)-d], "-_.")
	var parts []string
	letters, cjkLatin := 0, 0
	eachPart(body, func(p string) bool {
		parts = append(parts, p)
		for _, r := range p {
			// a Han or Hangul syllable is a word's worth of letters
			if sc := scriptOf(r); sc == cjk || sc == hangul {
				letters++
				cjkLatin |= 1
			} else if r < utf8.RuneSelf {
				cjkLatin |= 2
			}
			letters++
		}
		return true
	})
	// 写入关系public.audit_log的块8080: a Chinese or Korean message
	// glued to an identifier and its number; a generator's words are of
	// one script
	if len(parts) == 0 || letters < 6 || cjkLatin == 3 {
		return false
	}
	for i := 0; i < len(body); i++ {
		if c := body[i]; c < utf8.RuneSelf && !isLetter(c) && c != '-' && c != '_' && c != '.' && c != '\'' {
			return false // digits or symbols inside: an identifier's shape
		}
	}
	if y := atoi(t[len(t)-d:]); d == 4 && y >= 1990 && y <= 2039 && isLowerWord(body) {
		return false // corp-root-ca-2023: a year in a program's name
	}
	if mixedSeparated(body) || casedSeparated(body) {
		return true // ext-Featuring-Documentation-9220: words a generator cased
	}
	code := 0
	for _, p := range parts {
		lp := strings.ToLower(p)
		if isLowerWord(lp) && (len(lp) <= 3 || wordlist.Code(lp) || wordlist.Tech(lp) || codeWordSplit(lp)) {
			code++
		}
	}
	return code < len(parts)
}

// mixedSeparated reports words joined by "-" or "." where one starts with
// a capital after the separator and another is lower case
// (shadow-Absolutely-, ext-Featuring-Documentation-): password generators
// case words at random; names of programs, hosts and resources are
// written in one case, and camelCase has no separators.
func mixedSeparated(body string) bool {
	body = strings.TrimRight(body, "-.")
	if strings.Count(body, "-")+strings.Count(body, ".") < 1 || containsChars(body, "_/ ") {
		return false
	}
	upperAfter, lowerWord := false, false
	for _, w := range strings.FieldsFunc(body, func(r rune) bool { return r == '-' || r == '.' }) {
		if len(w) < 3 || !lettersOnly(w) {
			return false
		}
		switch {
		case w[0] >= 'A' && w[0] <= 'Z' && strings.ToLower(w[1:]) == w[1:]:
			upperAfter = true
		case strings.ToLower(w) == w:
			lowerWord = true
		default:
			return false // ORN-BLK, iPhone: an acronym or a brand
		}
	}
	return upperAfter && lowerWord
}

// codeWordSplit reports a lower-case run that splits into code words.
func codeWordSplit(w string) bool { return len(w) >= 6 && segmented(w) }

// loginDigits reports a login made of lower-case letters and a number of
// two to four digits, maybe in two parts (yang30, pausanias35, pai-yen86,
// ccireekaa57), as sign-up forms suggest them: in a value, a login is a
// value even when its letters are a known word. A part that programs name
// things with (server01, node-2, shard03) makes it a program's name; a
// given name outweighs a technical term (john00, not kafka01).
func loginDigits(t string) bool {
	d := 0
	for d < len(t) && isDigit(t[len(t)-1-d]) {
		d++
	}
	if d < 2 || d > 4 || d == len(t) {
		return false
	}
	body := t[:len(t)-d]
	parts := strings.FieldsFunc(body, func(r rune) bool { return r == '-' || r == '_' || r == '.' })
	if len(parts) == 0 || len(parts) > 2 || len(strings.Join(parts, "")) < 3 || body[len(body)-1] == '.' {
		return false
	}
	switch t[len(t)-d:] {
	case "16", "32", "64", "128", "256", "384", "512":
		return false // win32, int64, sha512: a width in bits
	}
	for _, p := range parts {
		// a word of code that is a given name too (ada, avo) is the
		// person's: the code vocabulary holds short tokens by the
		// thousand
		if strings.Trim(p, "abcdefghijklmnopqrstuvwxyz") != "" || (wordlist.Code(p) || wordlist.Tech(p)) && !givenNameData(p) {
			return false
		}
	}
	return true
}

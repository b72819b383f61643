package redact

import "strings"

// What stands after the word for a password or a user and is no value of
// it: a file's path ("Złe hasło: /etc/pam.d/login", "Bad password:
// /path"), the name of a character encoding that qualifies the password
// ("пароль utf-8:"), a hexadecimal number after the word for a user (a
// key's or a process's id: "klucz użytkownika 0x1A2B3C4D"). Localised
// templates put these where an English one would put the value.

// filePathValue reports an absolute or home-relative path: "/", "~/" or
// "./" first, then segments of word characters, dots and dashes, one of
// them a lower-case word. A generated password has other punctuation,
// and a random segment (letters of both cases and digits, twelve or more,
// or generated base 36) is no path's.
func filePathValue(v string) bool {
	v = trimSuffix(v, ":")
	// build/output.tar.gz: a relative path is of lower-case segments
	rel := strings.Count(v, "/") >= 1 && strings.ToLower(v) == v && !hasSuffix(v, "/")
	if !(hasPrefix(v, "/") || hasPrefix(v, "~/") || hasPrefix(v, "./") || rel) || !pathLike(v) {
		return false
	}
	for _, seg := range split(v, "/") {
		for i := 0; i < len(seg); i++ {
			if c := seg[i]; !isWord(c) && c != '.' && c != '-' && c != '~' {
				return false
			}
		}
		if len(seg) >= 12 && countDigits(seg) > 0 && strings.ToLower(seg) != seg && strings.ToUpper(seg) != seg {
			return false
		}
		// s0746r8za4sjs4t/te: letters and digits alternating, no word, no
		// hex (a digest's directory): base 36 no one names a directory by
		if !contains(seg, ".") && strings.Trim(seg, "0123456789abcdef") != "" && generatedLiteral(seg) {
			return false
		}
		// 3vue3iqn4/krh: a relative path with no file's extension whose
		// segment mixes three letters or more with two digits or more and
		// holds no word is base64's alphabet with its "/" (gitleaks'
		// generic rule draws [a-z0-9+/]), no folder (build/x86_64 and
		// k8s/secrets have a word or one letter, cache/8f3a2b1c…/data a
		// digest's hex)
		if rel && v[0] != '/' && v[0] != '~' && !contains(v, ".") && len(seg) >= 6 && countDigits(seg) >= 2 && len(seg)-countDigits(seg) >= 3 &&
			strings.Trim(seg, "0123456789abcdef") != "" && !wordAmongLetters(seg) {
			return false
		}
	}
	return true
}

// encodingNames are character encodings as programs name them, lower
// case, between spaces; a family's numbered members are matched by their
// prefix (encodingName).
const encodingNames = " ascii us-ascii utf8 utf-8 utf16 utf-16 utf-16le utf-16be utf32 utf-32 latin1 latin-1 koi8-r koi8-u gbk gb2312 gb18030 big5 shift_jis sjis euc-jp euc-kr base64 hex "

// encodingName reports a character encoding's name (a colon after it
// off): utf-8, iso-8859-2, cp1251, windows-1250.
func encodingName(v string) bool {
	lv := strings.ToLower(trimSuffix(v, ":"))
	if wordIn(encodingNames, lv) {
		return true
	}
	for _, p := range []string{"iso-8859-", "iso8859-", "windows-", "cp"} {
		if n, ok := cutPrefix(lv, p); ok && n != "" && len(n) <= 5 && countDigits(n) == len(n) {
			return true
		}
	}
	return false
}

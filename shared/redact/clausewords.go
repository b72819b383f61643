// Words of a language the dictionaries here do not cover, inside a
// sentence of that language. The knowledge holds twelve languages' words,
// and the catalogues' words of many more; Czech, Turkish, Hungarian,
// Romanian, Swedish, Greek, Arabic, Hebrew and Thai error text (coreutils,
// apt, dpkg, tar as Debian ships them) holds words neither has
// (dorovnat, özyineleme, újratelepítendő, υπερχείληση, تعذرت), which the
// value rules masked as values. A word of that shape inside a sentence of
// known words is the sentence's, where a login (ASCII, a name's parts
// glued) and a person's name (capitalised, or the names data's) are not.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// clauseWord reports whether tok, a word at v[ta:tb] of an unquoted value
// that the value rules would mask, is a word of the message the value is
// (a quoted text or a field's value is somebody's, whatever its words): a
// run of Thai that thaiClause reads as a clause; otherwise tok is written in
// small letters (or in a script without capitals), holds a letter outside
// ASCII (logins and generated secrets are written in ASCII: no Czech
// háček, Turkish dotless ı or Greek letter), is no name the names data
// holds, does not follow a field's name (status, a key=), and the value's
// other words in its script are a sentence: two or more known words, one
// of them a function or catalogue word, and at least half of the words
// known. A name among such words is still masked when the names
// data holds it, or when it is capitalised (the capital rules judge it).
func clauseWord(v string, ta, tb int, tok string) bool {
	if rest, ok := arabicProclitic(tok); ok {
		// بـregistry.internal, لـnginx: Arabic joins a one-letter
		// preposition to a foreign word with a tatweel; the word is
		// judged on its own
		return rest != "" && judgeToken(rest, latin, false, nil) != tokMask
	}
	if r, _ := utf8.DecodeRuneInString(tok); scriptOf(r) == thai {
		return thaiClause(tok)
	} else if scriptOf(r) > hebrew || !clauseShaped(tok) {
		return false // Han, Kana and Hangul have rules of their own for a sentence's words
	}
	// status asylsökande, الحالة=بدون إقامة: the words after a field's
	// name are its value
	if p := strings.Fields(v[:ta]); len(p) > 0 && (enumKeys[strings.ToLower(strings.Trim(p[len(p)-1], ":"))] || strings.Contains(p[len(p)-1], "=")) {
		return false
	}
	own, _ := utf8.DecodeRuneInString(tok)
	if lw := strings.ToLower(tok); givenNameData(lw) || surnameData(lw) || givenName(lw) {
		return false
	}
	words, known, glue := 0, 0, 0
	for i := 0; i < len(v); {
		for i < len(v) && (v[i] == ' ' || v[i] == '\t') {
			i++
		}
		j := i
		for j < len(v) && v[j] != ' ' && v[j] != '\t' {
			j++
		}
		if j <= ta || i >= tb {
			x := strings.TrimFunc(v[i:j], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.Is(unicode.M, r) })
			if r, _ := utf8.DecodeRuneInString(x); x != "" && scriptOf(r) == scriptOf(own) && strings.IndexFunc(x, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.Is(unicode.M, r) }) < 0 {
				words++
				lx := strings.ToLower(x)
				g := stopWords[lx] || errWord(lx) || templateWord(lx)
				if g || knownWord(x) && !personName(x) {
					known++
				}
				if g {
					glue++
				}
			}
		}
		i = j
	}
	return known >= 2 && glue >= 1 && 2*known >= words
}

// clauseShaped reports a word of three letters or more (and their marks),
// one of them outside ASCII, starting with a small letter in a script with
// capitals.
func clauseShaped(tok string) bool {
	n, wide := 0, false
	for i, r := range tok {
		if !unicode.IsLetter(r) && !unicode.Is(unicode.M, r) {
			return false
		}
		if i == 0 && scriptOf(r).cased() && !unicode.IsLower(r) {
			return false
		}
		if r >= utf8.RuneSelf {
			wide = true
		}
		n++
	}
	return n >= 3 && wide
}

// thaiClause reports a run of Thai, which writes a sentence's words
// together, that is a clause rather than a name: it holds Thai's negation
// (ไม่) or a word of failure and success error text is made of, or starts
// with a nominaliser or an aspect word (ความ, กำลัง), none of which a Thai
// name holds. A role noun with letters written on after it (ไม่พบผู้ใช้สมชาย,
// "user Somchai not found") may have a name glued to it: no clause then.
func thaiClause(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	if scriptOf(r) != thai {
		return false
	}
	clause := strings.HasPrefix(w, "ความ") || strings.HasPrefix(w, "กำลัง")
	for _, m := range []string{"ไม่", "สามารถ", "ล้มเหลว", "ผิดพลาด", "ถูกต้อง", "สำเร็จ"} {
		clause = clause || strings.Contains(w, m)
	}
	if !clause {
		return false
	}
	for _, n := range []string{"ผู้ใช้", "ลูกค้า", "คุณ", "ชื่อ", "นาย", "นาง", "ผู้ป่วย", "สมาชิก", "ผู้รับ", "พนักงาน", "ผู้สมัคร"} {
		if k := strings.Index(w, n); k >= 0 && k+len(n) < len(w) {
			return false
		}
	}
	return true
}

// arabicProclitic splits tok after Arabic's one-letter preposition or
// conjunction (ب ل ك و ف) written with a tatweel before a word in another
// script (بـdeb.debian.org), returning the word.
func arabicProclitic(tok string) (string, bool) {
	r, n := utf8.DecodeRuneInString(tok)
	if !strings.ContainsRune("بلكوف", r) || !strings.HasPrefix(tok[n:], "ـ") {
		return "", false
	}
	rest := strings.TrimLeft(tok[n:], "ـ")
	if r2, _ := utf8.DecodeRuneInString(rest); rest != "" && scriptOf(r2) == arabic {
		return "", false
	}
	return rest, true
}

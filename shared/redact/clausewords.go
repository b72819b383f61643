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
	"unicode/utf8"

	"glitchtip-mcp/shared/lazyre"
	wordlist "glitchtip-mcp/shared/redact/words"
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
// An acronym of the Linux manual written in small letters (numa in ps's
// który węzeł numa rozwinąć, вузол numa для…) is the sentence's though the
// names data holds it (Numa): a sentence of known words in any script
// around it, as the catalogues translate the words beside a term they
// leave as it is.
func clauseWord(v string, ta, tb int, tok, line string, at int) bool {
	if rest, ok := arabicProclitic(tok); ok {
		// بـregistry.internal, لـnginx: Arabic joins a one-letter
		// preposition to a foreign word with a tatweel; the word is
		// judged on its own
		return rest != "" && judgeToken(rest, latin, false, nil) != tokMask
	}
	r, _ := decodeRune(tok)
	sc := scriptOf(r)
	if sc == thai {
		return thaiClause(tok)
	}
	// Han, Kana and Hangul have rules of their own for a sentence's words
	lw := strings.ToLower(tok)
	// a later language's word past its dictionary's first 14,000 to
	// 17,000 (ověřeno, saringan: words.LaterDeep), or a compound of two
	// words (skrivfel: laterCompound), is one of the line's
	// words itself, as a catalogue's noun is, though the names filters
	// read it as two names' parts (sarin|gan); only in small letters, so a
	// place or a person (Zorilor, Hejda) stays a value
	deep := tok == lw && (wordlist.LaterDeep(lw) || laterCompound(lw, 2))
	plain := laterShaped(tok) || deep
	term := len(tok) >= 4 && isLowerWord(tok) && wordlist.Acronym(strings.ToUpper(tok))
	// Greek and Cyrillic write a name with its capital and a login in
	// ASCII: a word of theirs in small letters is no name though its
	// Latin spelling is one (τόμο: Tomo); nor is a word in small letters
	// with a letter only Vietnamese writes (its tone marks on a vowel, ơ,
	// ư) one though its spelling without them is (luật: Luat, triển:
	// Trien): Vietnamese capitalises a name too, the names data holds its
	// names unmarked, and the marks tell its words apart. Other languages'
	// marked letters do not (kovács, dvořák: Kovacs, Dvorak). A Turkish
	// common noun that is a name too (kendi, renk) is the sentence's: its
	// inflections show it (words.TurkishNoun); so is a word the
	// catalogues' translators write in small letters in their sentences
	// (konak, séma: words.CatalogueNoun)
	viet := false
	for _, r := range lw {
		// a vowel with a tone mark of Unicode's Vietnamese block (ạ to ỹ), ơ, ư
		viet = viet || r >= 0x1EA0 && r <= 0x1EF9 || r == 'ơ' || r == 'ư'
	}
	held := personNameData(lw)
	catNoun := held && wordlist.CatalogueNoun(lw)
	self := catNoun || deep
	named := sc != greek && sc != cyrillic && (held && !viet && !wordlist.TurkishNoun(lw) && !catNoun || givenName(lw))
	if sc > hebrew || !term && (!clauseShaped(tok) && !plain || named) {
		return false
	}
	// status asylsökande, الحالة=بدون إقامة: the words after a field's
	// name are its value
	// the clause around the word, not the whole value: read per word over
	// the whole value, a long one (a path of many segments) was quadratic
	// (25 KB in 0.5 s, 100 KB in 7.7 s)
	a, b := max(0, ta-clauseReach), min(len(v), tb+clauseReach)
	for a > 0 && a < ta && !utf8.RuneStart(v[a]) {
		a++
	}
	for b < len(v) && b > tb && !utf8.RuneStart(v[b]) {
		b--
	}
	before := strings.Fields(v[a:ta])
	if a > 0 && len(before) > 0 && a < ta && v[a-1] != ' ' {
		before = before[1:] // a word cut by the window
	}
	if n := len(before); n > 0 && (enumKeys[strings.ToLower(strings.Trim(before[n-1], ":"))] || contains(before[n-1], "=")) {
		return false
	}
	if !clauseShaped(tok) && !term {
		// in ASCII letters: the line's language decides, and a word the
		// catalogues write (konak bilinmiyor) is one of its words
		return laterLine(line, at+ta, at+tb, self)
	}
	after := strings.Fields(v[tb:b])
	if b < len(v) && len(after) > 0 && v[b] != ' ' {
		after = after[:len(after)-1]
	}
	words, known, glue := 0, 0, 0
	for _, f := range append(before, after...) {
		x := strings.Trim(f, ".,:;!?()[]{}\"'`«»„“”")
		if r, _ := decodeRune(x); !nameLetters(x) && (len(x) != 1 || !isLetter(x[0])) || scriptOf(r) != sc && !term {
			continue
		}
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
	// a value cut short (koşullu tek terimli | işlece beklenmedik, a rule
	// read a key in the sentence) holds too few of its words: in a cased
	// script the line's language decides then
	return known >= 2 && glue >= 1 && 2*known >= words || sc.cased() && laterLine(line, at+ta, at+tb, self)
}

// laterShaped reports a word in small ASCII letters that may still be a
// word of a sentence in one of the later languages (Turkish, Czech,
// Swedish, Hungarian, Romanian, Indonesian), whose dictionaries here hold
// their 13,000–17,000 most frequent words and whose error text writes many
// a rarer one with no letter beyond ASCII (krympt, soneki, obzoru,
// kadaluwarsa): four letters or more, no login of a name's parts (jsmith,
// muslumzengin) nor a word the names filters read as two names, unless the
// language's own endings make it a known word's form (terim|li). Such a
// word passes only where the words around it are mostly the later
// languages' and not English (laterLine): in English prose an unknown
// word in small letters is a login.
func laterShaped(tok string) bool {
	if len(tok) < 4 || !isLowerWord(tok) || !nameLetters(tok) || containsChars(tok, "'-") {
		return false
	}
	return !gluedName(tok) && !nameSegments(tok) || knownWord(tok)
}

// laterLine reports the line around s[ta:tb] (a sentence's dozen words
// either side, the value's and its key's alike) as one of the later
// languages': one of its words at least is a word of their dictionaries
// and catalogues, and with the catalogues' words of other languages and
// the words written with a letter beyond ASCII (halihazırda) that no
// common English word is, two or more and as many as the common English
// words (fatal, valid, var; the program's name that opens the line, tar:,
// is none); a sentence in the first person (jsem, benim) is somebody's
// text, not a message. self counts the word itself as one of theirs (a
// catalogue's word that the names data holds: words.CatalogueNoun).
func laterLine(s string, ta, tb int, self bool) bool {
	a, b := max(0, ta-clauseReach), min(len(s), tb+clauseReach)
	if i := lastIndexByte(s[a:ta], '\n'); i >= 0 {
		a += i + 1
	}
	if i := indexByte(s[tb:b], '\n'); i >= 0 {
		b = tb + i
	}
	later, other, english := 0, 0, 0
	if self {
		later++
	}
	for i, f := range strings.Fields(s[a:ta] + " " + s[tb:b]) {
		lx := strings.ToLower(strings.Trim(f, ".,:;!?()[]{}\"'`«»„“”"))
		switch {
		case i == 0 && a == 0 && hasSuffix(f, ":"):
			// tar:, gzip: the program that wrote the line, no word of it
		case firstPerson[lx]:
			return false // jsem, benim: somebody's own words
		case !nameLetters(lx):
		case wordlist.Common(lx):
			english++
		case wordlist.LaterEntry(lx):
			later++
		case templateWord(lx) || !isASCII(lx):
			other++
		}
	}
	return later >= 1 && later+other >= 2 && later+other >= english
}

// clauseReach is how far, in bytes, around a word clauseWord reads its
// clause: a sentence's dozen words either side.
const clauseReach = 160

// clauseShaped reports a word of three letters or more (and their marks),
// one of them outside ASCII, starting with a small letter in a script with
// capitals.
func clauseShaped(tok string) bool {
	r, _ := decodeRune(tok)
	return nameLetters(tok) && !containsChars(tok, "'-’ʼ") && runeCount(tok) >= 3 && !isASCII(tok) && (lowerRune(r) || !scriptOf(r).cased())
}

// thaiClause reports a run of Thai, which writes a sentence's words
// together, that is a clause rather than a name: it holds Thai's negation
// (ไม่) or a word of failure and success error text is made of, or starts
// with a nominaliser or an aspect word (ความ, กำลัง), none of which a Thai
// name holds. A role noun with letters written on after it (ไม่พบผู้ใช้สมชาย,
// "user Somchai not found") may have a name glued to it: no clause then.
// Thai writes no spaces between words: a role noun that ends a longer
// known word is none (ชื่อ of รายชื่อ, "list of names", glues no name).
func thaiClause(w string) bool {
	ms := reThaiRoleGlued.FindAllStringIndex(w, 1)
	return reThaiClause.MatchString(w) && (len(ms) == 0 || thaiWordEnd(w, ms[0][0], ms[0][1]-3))
}

// thaiWordEnd reports w[a:b] as the end of a longer known word that
// starts before it (ราย|ชื่อ), read back at most thaiMaxWord letters.
func thaiWordEnd(w string, a, b int) bool {
	for s, n := a, 0; s > 0 && n < thaiMaxWord; n++ {
		_, k := utf8.DecodeLastRuneInString(w[:s])
		if s -= k; wordlist.Known(w[s:b]) {
			return true
		}
	}
	return false
}

var (
	reThaiClause    = lazyre.NewRare(`^(?:ความ|กำลัง)|ไม่|สามารถ|ล้มเหลว|ผิดพลาด|ถูกต้อง|สำเร็จ`)
	reThaiRoleGlued = lazyre.NewRare(`(?:ผู้ใช้|ลูกค้า|คุณ|ชื่อ|นาย|นาง|ผู้ป่วย|สมาชิก|ผู้รับ|พนักงาน|ผู้สมัคร)\p{Thai}`)
)

// arabicProclitic splits tok after Arabic's one-letter preposition or
// conjunction (ب ل ك و ف) written with a tatweel before a word in another
// script (بـdeb.debian.org), returning the word.
func arabicProclitic(tok string) (string, bool) {
	r, n := decodeRune(tok)
	if !containsRune("بلكوف", r) || !hasPrefix(tok[n:], "ـ") {
		return "", false
	}
	rest := strings.TrimLeft(tok[n:], "ـ")
	if r2, _ := decodeRune(rest); rest != "" && scriptOf(r2) == arabic {
		return "", false
	}
	return rest, true
}

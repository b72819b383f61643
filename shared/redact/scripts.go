// Which script a text is written in, and which of its words are names
// there. "Another script" is relative: a name in Cyrillic inside a Russian
// message is as much a value as an English name inside an English one, and
// a Japanese server message behind an English prefix is no name.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// script is a writing system, as far as the name rules tell them apart.
type script uint8

const (
	latin script = iota
	cyrillic
	greek
	arabic
	hebrew
	cjk // Han, Hiragana, Katakana: written without spaces
	hangul
	thai
	indic
	otherScript
)

// scriptOf is the script of letter r.
func scriptOf(r rune) script {
	switch {
	case r < utf8.RuneSelf || unicode.Is(unicode.Latin, r):
		return latin
	case unicode.Is(unicode.Cyrillic, r):
		return cyrillic
	case unicode.Is(unicode.Greek, r):
		return greek
	case unicode.Is(unicode.Arabic, r):
		return arabic
	case unicode.Is(unicode.Hebrew, r):
		return hebrew
	case unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r):
		return cjk
	case unicode.Is(unicode.Hangul, r):
		return hangul
	case unicode.Is(unicode.Thai, r):
		return thai
	case brahmicRune(r):
		// the Brahmic scripts of India, one layout (brahmic.go)
		return indic
	}
	return otherScript
}

// cased scripts mark names with a capital.
func (sc script) cased() bool { return sc == latin || sc == cyrillic || sc == greek }

// dominantScript is the script most of s's letters are in. Where that is
// Latin only by the letters of paths and of file and host names (a word
// holding / or \, or a dot inside), and the rest is mostly in another
// script, it is that script: code is written in Latin in
// every language, so a Greek, Arabic or Hebrew message about
// /var/log/nginx/error.log is still a Greek, Arabic or Hebrew one. Not so
// for Han, Kana and Hangul, which glue Latin words to their own and whose
// rules count them, nor for Cyrillic, whose dictionaries judge its words
// and whose address rules were built on the count (a Ukrainian address
// quoted in an English message about a file).
func dominantScript(s string) script {
	if isASCII(s) {
		return latin // no letter of another script to count
	}
	var n, code [otherScript + 1]int
	inCode := false
	for i := 0; i < len(s); {
		c := s[i]
		// judged once a word, at the space before it: judged at every
		// space, a long run of them was read again from each (quadratic)
		if i == 0 || (c == ' ' || c == '\n' || c == '\t') && i+1 < len(s) && s[i+1] != ' ' && s[i+1] != '\n' && s[i+1] != '\t' {
			inCode = codeShapedWord(s[i:])
		}
		cnt := &n
		if inCode {
			cnt = &code
		}
		if c < utf8.RuneSelf {
			if isLetter(c) {
				cnt[latin]++
			}
			i++
			continue
		}
		r, k := decodeRune(s[i:])
		i += k
		if letterRune(r) {
			cnt[scriptOf(r)]++
		}
	}
	best, prose := latin, latin
	for sc := range n {
		if n[sc]+code[sc] > n[best]+code[best] {
			best = script(sc)
		}
		if n[sc] > n[prose] {
			prose = script(sc)
		}
	}
	if best == latin && prose != latin && prose != cyrillic && prose != cjk && prose != hangul {
		return prose
	}
	return best
}

// codeShapedWord reports whether the word s starts with (after its blanks)
// is a path or a file or host name: it holds / or \, or a dot between two
// letters or digits; or an id: eight or more letters, digits, - and _
// with a digit.
func codeShapedWord(s string) bool {
	s = strings.TrimLeft(s, " \n\t")
	digit, id := false, true
	i := 0
	for ; i < len(s) && s[i] != ' ' && s[i] != '\n' && s[i] != '\t'; i++ {
		digit = digit || isDigit(s[i])
		id = id && (isAlnum(s[i]) || s[i] == '-' || s[i] == '_')
		switch s[i] {
		case '/', '\\':
			return true
		case '.':
			if i > 0 && i+1 < len(s) && isAlnum(s[i-1]) && isAlnum(s[i+1]) {
				return true
			}
		}
	}
	// 01JCHWYFGCW8T7SWM4FV4DK79Q, orders-api-5b6mlpdqq-xdpr7: an id's
	// letters with its digits are code's, not the message's language (a
	// record's id:9682 owner:… is not one: its values are judged by it)
	return digit && id && i >= 8
}

// foreignRune reports a letter of another script than dom, the text's
// own. Latin is foreign to no text: technical words are written in it
// everywhere.
func foreignRune(r rune, dom script) bool {
	if r < utf8.RuneSelf || !letterRune(r) {
		return false
	}
	s := scriptOf(r)
	return s != dom && s != latin
}

// foreignName reports whether tok, a word holding letters of a script
// foreign to the text, reads as a name rather than as a message in that
// language: a run of Han the names data reads as a name and the
// dictionaries cannot split into words, a Korean name, or (in other
// scripts) a word no dictionary or catalogue holds.
func foreignName(tok string) bool {
	var letters []rune
	sc := latin
	for _, r := range tok {
		if (r == 0x200b || r == 0x1040) && len(letters) > 0 && unspacedLetter(letters[0]) {
			// the word break Khmer's catalogues write (បាន​បរាជ័យ):
			// the run goes on, its pieces judged together; so does
			// Burmese's zero typed for wa (ပတ်၀န်းကျင်: myanmarSpelling)
			letters = append(letters, r)
			continue
		}
		if !letterRune(r) && !unicode.Is(unicode.M, r) || scriptOf(r) == latin {
			if len(letters) > 0 {
				break
			}
			continue
		}
		if len(letters) == 0 {
			sc = scriptOf(r)
		}
		letters = append(letters, r)
	}
	if len(letters) == 0 {
		return false
	}
	w := string(letters)
	switch sc {
	case cjk:
		return cjkNameIn(tok)
	case hangul:
		return hangulName(w)
	}
	if unspacedLetter(letters[0]) {
		// a run of Khmer, Lao or Myanmar in another script's text that
		// splits into frequent words (បាន|បរាជ័យ, "failed"); names are
		// made of such words too, and where a person's word comes before
		// the run it is one (unspacedPersonRun: unspaced.go)
		return unspacedWords(w) == 0
	}
	return !scriptWordKnown(w) || personName(w)
}

// sameScriptName reports whether tok, a word in the text's own script
// (other than Latin, which the capital rules judge), is a person's name:
// capitalised and unknown in a cased script, known to the names data in a
// caseless one.
func sameScriptName(tok string, dom script) bool {
	r, _ := decodeRune(tok)
	switch {
	case dom.cased():
		return upperRune(r) && (!knownWord(tok) || personName(tok))
	case dom == cjk:
		return cjkNameIn(tok)
	case dom == hangul:
		return hangulName(tok)
	}
	lw := lowerRunes(tok)
	return caselessNameData(lw, dom) && !wordlist.Known(lw) && !thaiNegated(lw)
}

// cjkNameIn reports a person's name inside text written in Han and kana:
// a run of three or four Han characters standing alone (between kana,
// punctuation or spaces) that is a surname the names data knows followed by
// a given name it knows, or a run of two before an honorific (田中様).
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func cjkNameIn(tok string) bool { return len(cjkNames(tok)) > 0 }

// cjkNames returns where in tok (byte offsets) the names cjkNameIn finds
// are.
func cjkNames(tok string) [][2]int {
	var out [][2]int
	for i := 0; i < len(tok); {
		r, n := decodeRune(tok[i:])
		if !unicode.Is(unicode.Han, r) {
			i += n
			continue
		}
		j := i
		var run []rune
		for j < len(tok) {
			r2, n2 := decodeRune(tok[j:])
			// 々 repeats the character before it inside the run
			// (佐々木), though Unicode gives it no Han script
			if !unicode.Is(unicode.Han, r2) && r2 != '々' {
				break
			}
			run = append(run, r2)
			j += n2
		}
		rest := []rune(tok[j:min(len(tok), j+8)])
		if okuriganaWord(tok, i, j) {
			i = j // 間違っています: a word's stem and its kana
			continue
		}
		if hanName(run) || len(run) == 2 && len(rest) > 0 && honorific(rest) && wordlist.Surname(string(run[:1])) {
			out = append(out, [2]int{i, j})
		}
		i = j
	}
	return out
}

// hanName reports a whole run that is a surname and a given name.
func hanName(run []rune) bool {
	// 新的 (new), 好了: a word and Chinese's particle (的, 了, 吗, 呢,
	// 着), which ends no name
	if len(run) < 2 || len(run) > 5 || containsRune("的了吗呢着", run[len(run)-1]) || containsChars(string(run), hanGrammar) {
		return false
	}
	if hanWords(run) || len(run) > 4 {
		return jaFullName(run)
	}
	for sl := 1; sl <= 2 && sl < len(run); sl++ {
		if wordlist.Surname(string(run[:sl])) && wordlist.GivenName(string(run[sl:])) {
			return true
		}
	}
	// 王军, 戴璐: a surname and characters no dictionary joins into words
	return len(run) <= 3 && wordlist.Surname(string(run[:1])) && !wordlist.Known(string(run))
}

// jaFullName reports a run that is a Japanese surname of two or three
// characters and a given name of two, both of mecab-ipadic's person
// names (the names data): 山田太郎, 佐藤花子, 佐々木健太. Both halves are
// words too (山田, 花子: jieba holds them), so the dictionaries split the
// run as a message would; a surname and a given name of two characters
// each are rarely an ordinary compound, and a run the dictionaries hold
// whole stays a word.
func jaFullName(run []rune) bool {
	n := len(run)
	for sl := 2; sl <= 3 && n-sl == 2; sl++ {
		if wordlist.Surname(string(run[:sl])) && wordlist.GivenName(string(run[sl:])) && !wordlist.Known(string(run)) {
			return true
		}
	}
	return false
}

// honorific reports an honorific at the start of rs.
func honorific(rs []rune) bool {
	s := string(rs[:min(len(rs), 2)])
	for _, h := range []string{"様", "さん", "氏", "君", "先生", "殿", "先生"} {
		if hasPrefix(s, h) {
			return true
		}
	}
	return false
}

// hangulTwoSurnames are the Korean surnames of two syllables.
const hangulTwoSurnames = "남궁 황보 제갈 선우 독고 사공 서문 동방"

// hangulName reports a Korean name: a word of three syllables standing
// alone whose first is a surname and the rest a given name the names data
// knows, and no dictionary word.
func hangulName(tok string) bool {
	rs := []rune(tok)
	// 남궁민서, 황보지훈: a surname of two syllables, one of Korean's
	// few, and a given name of two
	if len(rs) == 4 && contains(hangulTwoSurnames, tok[:6]) {
		return true
	}
	if len(rs) != 3 || !hangulOnly(tok) || wordlist.Known(tok) {
		return false // 으)로: Korean's optional particle, (으)로, is no name
	}
	if wordlist.Template(tok) || hangulWords(tok) {
		return false // a word and its particle (참조의, 하나도)
	}
	// a given name hangul.fuse alone knows as a word (지혜, wisdom) is a
	// name still after a surname
	given := string(rs[1:])
	return wordlist.Surname(string(rs[:1])) && (wordlist.GivenName(given) || !wordlist.Known(given) || wordlist.HangulWord(given)) || wordlist.GivenName(tok)
}

func lowerRunes(s string) string {
	b := make([]rune, 0, len(s))
	for _, r := range s {
		b = append(b, unicode.ToLower(r))
	}
	return string(b)
}

// scriptWordKnown reports a word of a caseless script that the dictionaries
// or the message catalogues hold (with its punctuation trimmed).
func scriptWordKnown(tok string) bool {
	w := strings.TrimFunc(tok, func(r rune) bool { return !letterRune(r) && !unicode.Is(unicode.M, r) })
	if w == "" {
		return true
	}
	return wordlist.Known(w) || wordlist.Template(w) || wordlist.Tech(w) || knownForm(w, lowerRunes(w))
}

// cjkPair reports two words of a name written apart (西村 直子, 怡雯 邓,
// ヨーコ_森野): a surname and a given name the names data knows, in either
// order, or a kana given name beside a Han surname.
func cjkPair(a, b string) bool {
	if a == "" || b == "" || !cjkOnly(a) || !cjkOnly(b) {
		return false
	}
	// スクリプト ファイル: two loanwords in katakana that the dictionaries
	// hold as common words (their proper nouns, foreign names among them,
	// are left out of them) are words written apart, not a name
	if katakanaOnly(a) && katakanaOnly(b) && wordlist.Known(a) && wordlist.Known(b) {
		return false
	}
	if wordlist.Surname(a) && (wordlist.GivenName(b) || kanaName(b)) || wordlist.Surname(b) && (wordlist.GivenName(a) || kanaName(a)) {
		return true
	}
	// 佐藤 拓真: a surname and Han no dictionary holds, as caselessNamePair
	// reads a value (a given name the names data lacks)
	if hanOnly(a) && hanOnly(b) && (wordlist.Surname(a) && !wordlist.Known(b) || wordlist.Surname(b) && !wordlist.Known(a)) {
		return true
	}
	return false
}

// katakanaOnly reports a word written in katakana (and its long vowel
// mark) only.
func katakanaOnly(w string) bool {
	for _, r := range w {
		if !unicode.Is(unicode.Katakana, r) && r != 'ー' {
			return false
		}
	}
	return w != ""
}

// kanaName reports a run of two to six kana: how Japanese writes given
// names in kana and foreign names.
func kanaName(w string) bool {
	n := 0
	for _, r := range w {
		if !unicode.Is(unicode.Hiragana, r) && !unicode.Is(unicode.Katakana, r) && r != 'ー' {
			return false
		}
		n++
	}
	return n >= 2 && n <= 6
}

// cjkOnly reports a word written in Han or kana only.
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func cjkOnly(w string) bool {
	for _, r := range w {
		if scriptOf(r) != cjk {
			return false
		}
	}
	return w != ""
}

// hanWords reports a run of Han that the dictionaries split into words of
// one to four characters, one of them two or more (用户标识 is 用户+标识,
// 已被吊销 is 已+被+吊销): a message, not a name.
func hanWords(run []rune) bool {
	n := len(run)
	if n > 16 {
		return true
	}
	var ok, long [17]bool
	ok[0] = true
	for i := 1; i <= n; i++ {
		for a := max(0, i-4); a < i; a++ {
			if !ok[a] {
				continue
			}
			w := string(run[a:i])
			if wordlist.Known(w) || wordlist.Template(w) {
				if !ok[i] || !long[i] {
					ok[i], long[i] = true, long[a] || i-a >= 2
				}
			}
		}
	}
	return ok[n] && long[n]
}

// hanOnly reports a word written in Han characters only.
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func hanOnly(w string) bool {
	for _, r := range w {
		if !unicode.Is(unicode.Han, r) {
			return false
		}
	}
	return w != ""
}

// capsAcronym reports a word of two to five capitals of a cased script
// other than Latin (ΑΑΔΕ, ФНС, ΕΦΚΑ): an authority's or a system's
// acronym, as HTTP is one in Latin, whose capitals plainWord's ASCII test
// does not see. A word the names data holds (ΜΑΡΚ, ОЛЯ) is still judged.
// The name rule asks it only of the word that labels a message, before
// its colon (Ошибка ФНС: …): inside the clause a diagnosis is written in
// capitals too (має ПТСР), and the health lexicon holds no acronyms.
func capsAcronym(w string) bool {
	lw := strings.ToLower(w)
	return capsShape(w) && !givenNameData(lw) && !surnameData(lw)
}

// capsShape reports a word of two to five capitals of a cased script other
// than Latin.
func capsShape(w string) bool {
	n := 0
	for _, r := range w {
		if r < utf8.RuneSelf || !upperRune(r) {
			return false
		}
		n++
	}
	return n >= 2 && n <= 5
}

// destinationWords are the prepositions of direction (Bulgarian към, до, в,
// във; Russian к; Ukrainian до; Macedonian кон; Serbian према; Greek προς
// and στη(ν), στο(ν), "to the") that lead the authority or system a
// message's request went to (подаване към НАП, отправка в ФНС, запит до
// ДПС). A diagnosis is led by a verb or by with and from (має ПТСР, с ВИЧ,
// πάσχει από ΣΚΠ), none of these; Greek's genitive articles (της ΑΑΔΕ) are
// left out, as they lead a person's name as often (του Νίκου).
const destinationWords = " към до в във к ко кон према προς στη στην στο στον "

func destinedAcronym(s string, a int, w string) bool {
	if !capsShape(w) || givenNameData(strings.ToLower(w)) {
		return false
	}
	// one space before, and a preposition of a few letters: read back a
	// few bytes only, so a text of many such words stays linear
	e := a - 1
	if e <= 0 || s[e] != ' ' {
		return false
	}
	k := e
	for k > 0 && e-k < 16 && s[k-1] != ' ' && s[k-1] != '\n' && s[k-1] != '(' {
		k--
	}
	p := s[k:e]
	return strings.ToLower(p) == p && wordIn(destinationWords, p)
}

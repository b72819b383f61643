// How a person's own message speaks, whatever its language: in the first
// person (a pronoun, English's I before a verb, a word for the writer's
// kin, Korean's spoken polite endings, CJK's first-person pronouns),
// which a program's own text never does. usertext.go finds where such a
// message stands; these say whether a text is one.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// inPersonWord reports a pronoun in which the writer speaks of
// themselves (firstPerson, Spanish and Italian mi, and the treebanks'
// first persons of words.FirstPerson: jeg, mēs, ჩემი), written apart and
// not in capitals: my.cnf, the I of I/O, German's im, the io of io.EOF,
// Portuguese já ("already"), Brazil's legal form ME are none; nor are
// firstPerson's words for others (she, his) and for family (figlio,
// hijo: a child process).
func inPersonWord(w string) bool {
	w = strings.TrimRight(w, ",.!?;:…،")
	if runeCount(w) > 1 && strings.IndexFunc(w, unicode.IsLower) < 0 {
		return false // in capitals (one letter is none: Russian Я opens a sentence)
	}
	w = strings.ToLower(w)
	return w == "mi" || firstPerson[w] && !wordIn(" i im io já she he's she's her his him "+kinWords, w) || finnishMine(w) ||
		wordlist.FirstPerson(w)
}

// koreanPoliteEndings end the polite statements of spoken Korean (해요체:
// 있어요, 늦어요, 급해요, 로그인했어요), in which people write to a
// service; its messages state in 합니다체 (실패했습니다) and ask in -세요
// (확인하세요), which the catalogues hold.
var koreanPoliteEndings = [...]string{"어요", "아요", "해요", "워요", "와요", "봐요", "줘요", "져요", "예요", "에요"}

// koreanPoliteStatement reports a Hangul word in a polite statement's
// ending that no catalogue writes: somebody speaking in person.
func koreanPoliteStatement(w string) bool {
	w = strings.TrimRight(w, ",.!?;:…~")
	if len(w) < 6 || !hasSuffix(w, "요") || !hangulOnly(w) {
		return false
	}
	for _, e := range koreanPoliteEndings {
		if hasSuffix(w, e) {
			return !wordlist.Template(w)
		}
	}
	return false
}

// politeKorean reports a value of Korean words of which one is a polite
// statement's (koreanPoliteStatement) and none is code.
func politeKorean(v string) bool {
	if len(v) < 6 || len(v) > maxPersonMessage || !contains(v, "요") || !sentenceValue(v) || containsChars(v, "_@#") {
		return false
	}
	for w := range strings.FieldsSeq(v) {
		if koreanPoliteStatement(w) {
			return true
		}
	}
	return false
}

// kinWords are firstPerson's words for the people around the writer.
const kinWords = " daughter husband wife mum mom fille mari tochter hija hijo esposo esposa marido filha figlia figlio marito moglie dochter córka дочь муж жена мама "

// speaksInPersonApart reports a text with an inPersonWord, or one of
// cjkFirstPerson.
func speaksInPersonApart(v string) bool {
	if frenchInPerson(v) || hasSpeechParticle(v) {
		return true
	}
	dom := script(255)
	for w := range strings.FieldsSeq(v) {
		if inPersonWord(w) || koreanPoliteStatement(w) {
			return true
		}
		if kinWord(w) && !roleNounBefore(v, w) {
			// in the quoted text's own script alone: a word of another
			// script is a name in it ('no price list for דוד Group':
			// Hebrew's uncle is David too)
			if dom == 255 {
				dom = dominantScript(v)
			}
			if r, _ := utf8.DecodeRuneInString(w); scriptOf(r) == dom {
				return true
			}
		}
	}
	for _, w := range cjkFirstPerson {
		if i := indexStr(v, w); i >= 0 && cjkSingular(v[i:], w) {
			return true
		}
	}
	return false
}

// roleNounBefore reports a word for a person in a role (pnoun.fuse,
// rolenoun.fuse: cliente, patient; userword.fuse's words for a service's
// user: utente, Benutzer, usuário) in v before its word w, a kin word:
// the kin is that person's (a cliente vive em casa da avó: the client's
// grandmother), said by a program, not by the writer of their own. Asked
// only once a kin word is found, which few texts hold.
func roleNounBefore(v, w string) bool {
	for x := range strings.FieldsSeq(v) {
		if x == w {
			return false
		}
		lx := strings.ToLower(strings.TrimRight(x, ",.!?;:…،"))
		if len(lx) >= 3 && (wordlist.PersonNounWord(lx) || wordlist.RoleNounWord(lx)) || len(lx) >= 5 && wordlist.UserWord(lx) {
			return true
		}
	}
	return false
}

// cjkSingular reports one of cjkFirstPerson at the start of v that is the
// writer alone: 我们 and 저희, "we", are how a service speaks of itself
// (服务器拒绝了我们的连接, 我们无法处理您的请求).
func cjkSingular(v, w string) bool {
	rest := v[len(w):]
	return w != "저희" && !(w == "我" && (hasPrefix(rest, "们") || hasPrefix(rest, "們")))
}

// opensInPerson reports a text whose first word is an inPersonWord, or
// which opens with one of cjkFirstPerson (我已经申请退款…).
func opensInPerson(v string) bool {
	if englishI(v) && hasPrefix(v, "I ") {
		return true
	}
	for _, w := range cjkFirstPerson {
		if hasPrefix(v, w) && cjkSingular(v, w) {
			return true
		}
	}
	n, w0 := 0, ""
	for w := range strings.FieldsSeq(v) {
		if n == 0 {
			if inPersonWord(w) {
				return true
			}
			w0 = w
		} else {
			// je ne peux…, je m'appelle…: French's first person
			// opens with its pronoun and the word after it
			return frenchInPerson(w0 + " " + w)
		}
		n++
	}
	return n > 0 && frenchInPerson(w0)
}

// speaksInPersonAfter reports the last text of a line, after its last
// label, in which somebody speaks in person anywhere, not only in its
// first word (a person's plea: …: please don't tell my parents about the
// test; …: szef krzyczy na mnie codziennie; …: муж снова пьёт), which no
// program writes; one that quotes, assigns or lists is code's. Past the
// first word the pronoun counts only where the catalogues do not write it
// as another language's word (catalogueShared), and a word for the people
// around the writer counts too (kinWord: муж, córka, husband; in Thai a
// run that splits into words, one of them a person's or a family's:
// thaiSpeaks, ลูกชาย, "son").
func speaksInPersonAfter(v string) bool {
	if containsChars(v, "`\"«|=<>[]{}「『“„") || contains(v, " '") {
		return false // a quoted text is personQuoted's
	}
	if frenchInPerson(v) || hasSpeechParticle(v) || thaiSpeaks(v) || englishI(v) {
		return true
	}
	for w := range strings.FieldsSeq(v) {
		lw := strings.ToLower(strings.TrimRight(w, ",.!?;:…،"))
		if lw == "my" && !asciiText(v) {
			continue // Czech, Polish, Slovak and Ukrainian my, "we" (než my), in a text of their letters
		}
		if inPersonWord(w) && !catalogueShared[lw] || koreanPoliteStatement(w) {
			return true
		}
		if kinWord(w) && (wordIn(kinWords, lw) || !roleNounBefore(v, w)) {
			return true
		}
	}
	for _, w := range cjkFirstPerson {
		// Korean writes its pronoun as a word of its own: 제가, "I",
		// ends 결제가, "the payment"
		if i := indexStr(v, w); i >= 0 && cjkSingular(v[i:], w) && (i == 0 || v[i-1] == ' ' || !hangulOnly(w)) {
			return true
		}
	}
	return false
}

// catalogueShared are firstPerson's words (and mi) that the system
// catalogues write more often in entries whose English speaks in no first
// person than in entries whose English does (I, me, my, mine, myself):
// another language's word spelt the same (Polish ich, "their"; Bulgarian
// я, "her"; Galician moi, "very"; Albanian me, "with"; Vietnamese tôi in
// a form's own voice). Counted over the .mo files under /usr/share/locale
// and the mail and chat clients' catalogues textword.fuse reads (session
// 34); after a program's words only the others say a person writes.
var catalogueShared = wordMap("i im io ich ik mi me já yo moi mea mir meinen meiner estoy suis mine tôi я שלי mogę")

// kinWord reports a word for the people around the writer (kinWords, and
// the Wiktionary wordnets' in every language: words.KinWord, mąż, äiti)
// that no catalogue writes (figlio, hijo: a child process, are the
// catalogues'): the writer's family, which no program's message names.
func kinWord(w string) bool {
	w = strings.TrimRight(w, ",.!?;:…،")
	if runeCount(w) > 1 && strings.IndexFunc(w, unicode.IsLower) < 0 && strings.IndexFunc(w, unicode.IsUpper) >= 0 {
		return false // in capitals, an acronym (ZUS, Poland's social insurance; Dutch zus is a sister)
	}
	w = strings.ToLower(w)
	if !wordIn(kinWords, w) && !wordlist.KinWord(w) && !kinPossessive(w) {
		return false
	}
	// a title before a name (fru Mortensen, Frau Herbst) is Danish's and
	// German's wife too
	return !wordIn(courtesyTitles, w) && !wordIn(courtesyTitlesIntl, w) && !wordlist.Template(w) && !wordlist.Tech(w)
}

// kinMySuffixes are the endings by which Turkish, Azerbaijani, Finnish,
// Hungarian and Arabic say "my" on the noun itself (anne|m, koca|m,
// kız|ım, äiti|ni, anyá|m, زوج|ي): the word says the writer's own kin.
var kinMySuffixes = [...]string{"ım", "im", "um", "üm", "m", "ni", "ي"}

// koreanParticles are the case particles Korean writes on a noun (엄마가,
// 남편에게, 아들의): a kin word with one is still the writer's kin.
var koreanParticles = [...]string{"이", "가", "은", "는", "을", "를", "의", "에게", "한테", "께", "께서", "도", "와", "과", "랑", "하고"}

// kinPossessive reports a kin word (words.KinWord) with one of
// kinMySuffixes (annem, kocam, äitini, زوجي) or, in Hangul, one of
// koreanParticles (엄마가, 남편에게); Hungarian lengthens the stem's last
// vowel before the ending (anya, anyám).
func kinPossessive(w string) bool {
	if w != "" && w[0] >= 0xE0 && hangulOnly(w) {
		for _, p := range koreanParticles {
			if stem, ok := strings.CutSuffix(w, p); ok && runeCount(stem) >= 2 && wordlist.KinWord(stem) {
				return true
			}
		}
		return false
	}
	for _, suf := range kinMySuffixes {
		stem, ok := strings.CutSuffix(w, suf)
		if !ok || runeCount(stem) < 3 {
			continue
		}
		if wordlist.KinWord(stem) {
			return true
		}
		if r, n := utf8.DecodeLastRuneInString(stem); r == 'á' || r == 'é' {
			short := "a"
			if r == 'é' {
				short = "e"
			}
			if wordlist.KinWord(stem[:len(stem)-n] + short) {
				return true
			}
		}
	}
	return false
}

// asciiText reports a text with no letter outside ASCII: English's,
// whose my is the writer's, not the "we" of the Slavic languages.
func asciiText(v string) bool {
	for _, r := range v {
		if r >= utf8.RuneSelf && letterRune(r) {
			return false
		}
	}
	return true
}

// englishI reports English's I as a sentence's subject in a text of Latin
// letters: the word I, apart, before a word in small letters (I want a
// refund, the room had bedbugs, I relapsed). inPersonWord leaves i out
// for the I of I/O and the Roman one, which stand before a slash, a
// capital or a number (I/O, Type I Error, Phase I 2024).
func englishI(v string) bool {
	if !asciiText(v) {
		return false
	}
	for i := 0; i+3 < len(v); i++ {
		if v[i] != 'I' || v[i+1] != ' ' || i > 0 && v[i-1] != ' ' {
			continue
		}
		j := i + 2
		for j < len(v) && v[j] >= 'a' && v[j] <= 'z' {
			j++
		}
		if j-(i+2) >= 2 && (j == len(v) || indexByte(" ,.!?;", v[j]) >= 0) {
			return true
		}
	}
	return false
}

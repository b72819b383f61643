package redact

import (
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// Korean attaches its particles (josa) and verb endings to the word they
// follow, and a Korean name is a surname syllable and a given name of two:
// a word of two syllables that starts with a surname syllable and one
// ending reads as a name too (정+보에 is 정보+에, information-at). Which
// particle a word takes depends on its last syllable: 은, 이, 을 and 과
// after a final consonant, 는, 가, 를, 와 and 로 after a vowel. A given name
// that ends in a particle's syllable (하은, 지은, 다은) mostly ends it after
// a vowel, where the particle would be 는: 정지+은 is no word, it is a
// name.

// hangulAfterConsonant, hangulAfterVowel and hangulAfterAny are the
// particles of one syllable by the last syllable they follow.
const (
	hangulAfterConsonant = "은이을과"
	hangulAfterVowel     = "는가를와로"
	hangulAfterAny       = "의에"
)

// hangulNeverName are particles of one syllable no Korean given name
// ends in (the names' last syllables are nouns' and adjectives' Sino-Korean
// readings, 은, 수, 현, 민, 지…).
const hangulNeverName = "에의를는과"

// hangulDoForms are forms of the verbs 하다 (do) and 되다 (become) that a
// catalogue writes after a noun (전환+할, 전환+하는, 정지+된): a noun known
// with one of them takes the others too.
var hangulDoForms = []string{"한", "할", "함", "하는", "합니다", "하지", "하여", "해야", "된", "될", "됨", "되는", "됩니다", "되지", "되어"}

// hangulStemEnding reports a word of three Hangul syllables that is a
// known word of two and a particle that agrees with its last syllable
// (정보+에, 서버+를, 권한+을), or a form of 하다 or 되다 where the knowledge
// holds the word with another of them (전환+한: 전환할, 전환하는).
func hangulStemEnding(rs []rune) bool {
	if len(rs) != 3 || !unicode.Is(unicode.Hangul, rs[2]) {
		return false
	}
	end := rs[2]
	if containsRune(hangulNeverName, end) || (end == '야' || end == '가') && hangulFinal(rs[1]) == 0 {
		// 한계+에: no given name ends in these particles; 노트+가: nor
		// in the subject's 가 after a vowel; 고쳐+야 (must fix): a verb's
		// -어야 ending after its vowel
		return true
	}
	stem := string(rs[:2])
	if !wordlist.Known(stem) {
		return false
	}
	switch {
	case containsRune(hangulAfterAny, end):
		return true
	case containsRune(hangulAfterConsonant, end):
		return hangulFinal(rs[1]) > 0
	case containsRune(hangulAfterVowel, end):
		// 로 follows a final ㄹ too (파일+로)
		return hangulFinal(rs[1]) == 0 || end == '로' && hangulFinal(rs[1]) == 8
	}
	if !containsRune("한할함된될됨", end) {
		return false
	}
	for _, f := range hangulDoForms {
		if f != string(end) && wordlist.Known(stem+f) {
			return true
		}
	}
	return false
}

// hangulFinal returns the final consonant (jongseong) index of a Hangul
// syllable, 0 where it ends in a vowel (8 is ㄹ).
func hangulFinal(r rune) int {
	if r < 0xAC00 || r > 0xD7A3 {
		return -1
	}
	return int(r-0xAC00) % 28
}

// hangulCount reports a count written with its counter word, as Korean
// writes it before the message's words (64개 보다 작거나 같아야 합니다:
// "less than or equal to 64 items"): a few digits and Hangul glued to them.
// An id of a document is longer.
func hangulCount(v string) bool {
	i := 0
	for i < len(v) && isDigit(v[i]) {
		i++
	}
	if i == 0 || i > 5 || i == len(v) {
		return false
	}
	for _, r := range v[i:] {
		if !unicode.Is(unicode.Hangul, r) {
			return false
		}
	}
	return true
}

// kanaParticles are Japanese's particles (joshi) of one or two kana.
const kanaParticles = " を が は に の で と も へ や から まで より "

// hangulParticleTail returns the word before a Korean particle glued to a
// word of another script (uid+에, NUMA+가, 파일 file+을): Korean text
// writes technical words in Latin letters and its particles after them.
func hangulParticleTail(w string) (string, bool) {
	i := len(w)
	kana := false
	for i > 0 {
		r, n := utf8.DecodeLastRuneInString(w[:i])
		if unicode.Is(unicode.Hiragana, r) && (i == len(w) || kana) {
			kana = true
		} else if kana || !unicode.Is(unicode.Hangul, r) {
			break
		}
		i -= n
	}
	if i == 0 || i == len(w) {
		return "", false
	}
	head, tail := w[:i], w[i:]
	if kana {
		// uidを, gzipと: Japanese writes its particles after a word in
		// Latin letters too
		r, _ := utf8.DecodeLastRuneInString(head)
		return head, wordIn(kanaParticles, tail) && r < utf8.RuneSelf && isWord(byte(r))
	}
	if head[0] == '`' && head[len(head)-1] == '\'' {
		head = "'" + head[1:] // `postgres'의: the quotes of GNU's messages
	} else if head[0] != '\'' && head[len(head)-1] == '\'' {
		head = head[:len(head)-1] // the same, its opening quote trimmed
	}
	if q := head[0]; len(head) > 2 && (q == '\'' || q == '"') && head[len(head)-1] == q {
		// 'string'값은 ("the value 'string'"): a quoted word and the
		// Korean words about it
		if !wordIn(hangulParticles, tail) && !hangulWords(tail) && !wordlist.Known(tail) {
			return "", false
		}
		return head[1 : len(head)-1], true
	}
	if !wordIn(hangulParticles, tail) {
		return "", false
	}
	r, _ := utf8.DecodeLastRuneInString(head)
	return head, r < utf8.RuneSelf && (isWord(byte(r)) || r == ')')
}

// hangulSurnameFirst reports a Korean name written surname first with a
// space (김 민수): the syllable before is a surname and the word after no
// word the knowledge holds. A syllable that is no surname (줄 잘림, "line
// truncated") or a word after it (이 파일, "this file": 이 is a surname and
// "this") makes a phrase.
//
// A word hangul.fuse alone knows (wordfreq's and hunspell-ko's) does not
// make a phrase here: given names are words as often (지혜 wisdom, 미숙
// immature), and after a surname the name wins the tie.
func hangulSurnameFirst(surname, given string) bool {
	return wordlist.Surname(surname) && (!knownWord(given) || wordlist.HangulWord(given))
}

// hangulForeignName reports a Korean name standing alone in another
// script's text (assigned to 손지연): a word of three syllables that starts
// with a surname and that no dictionary, catalogue or word and particle
// reads. Korean given names are two Sino-Korean syllables and many of them
// are words too (지연 is "delay", 수진 "submission"), so hangulName, which
// must not read a Korean sentence's nouns as names, asks the names data
// for them; among English words a Korean word of this shape is a name.
func hangulForeignName(w string) bool {
	// three syllables of three bytes each; hangulWords reads a word and
	// its particle (정보+에) after a surname syllable too
	return len(w) == 9 && hangulOnly(w) && wordlist.Surname(w[:3]) && !wordlist.Known(w) && !wordlist.Template(w) && !hangulWords(w)
}

// hangulHonorifics are the words of address Korean glues to a person's
// name (김민준님, 이서연씨, 박지훈군), and hangulNameParticles the particles
// a name takes, with or without one (의, 에게, 께서…); those of one
// syllable that depend on the name's last syllable are asked with it.
var (
	hangulHonorifics    = []string{"고객님", "선생님", "님", "씨", "군", "양", ""}
	hangulNameParticles = []string{"에게서", "에게", "한테", "께서", "께", "의", "도", "만", "이", "가", "은", "는", "을", "를", "과", "와", ""}
)

// hangulNameTail returns the bytes of the Korean name w starts with when
// an honorific or a particle, or both, are glued after it (최유진의,
// 김민준님의, 박지훈에게): the rest is a name as hangulName reads one alone,
// and a particle that agrees with a syllable agrees with the name's last
// (최유진+을, 이서연+을; 김하나+를). 0 when w is no such name.
func hangulNameTail(w string) int {
	for _, h := range hangulHonorifics {
		for _, p := range hangulNameParticles {
			t := h + p
			if t == "" || !hasSuffix(w, t) {
				continue
			}
			stem := w[:len(w)-len(t)]
			if h == "" && runeCount(p) == 1 {
				last, _ := utf8.DecodeLastRuneInString(stem)
				f := hangulFinal(last)
				if f < 0 || f == 0 && contains(hangulAfterConsonant, p) || f > 0 && contains(hangulAfterVowel, p) {
					continue
				}
			}
			if hangulName(stem) {
				return len(stem)
			}
		}
	}
	return 0
}

func init() {
	wordRules = append(wordRules, detectSpacedHonorific)
}

// detectSpacedHonorific masks the word before a spaced 님, Korean's
// honorific for whoever is addressed or spoken of, which services write
// after a nickname or an id (고양이왕 님이, DarkWolf 님의): 님 standing alone
// follows a person, and what it follows is that person's name or handle,
// whatever words it is made of (고양이왕 is "cat king"). A particle may
// follow it (hangulNameParticles). A role the catalogues write (관리자,
// administrator) is addressed so too and stays, as do the nouns for a
// customer, a member, a patient and a user that reCJKName reads a name after.
func detectSpacedHonorific(sc *scan) {
	s := sc.s
	for k := indexStr(s, " 님"); k > 0; {
		e := k + len(" 님")
		rest := s[e:]
		ok := false
		for _, p := range hangulNameParticles {
			if hasPrefix(rest, p) {
				if r, _ := decodeRune(rest[len(p):]); len(rest) == len(p) || !letterRune(r) {
					ok = true
					break
				}
			}
		}
		a := k
		for a > 0 {
			r, n := utf8.DecodeLastRuneInString(s[:a])
			if !unicode.Is(unicode.Hangul, r) && !(r < utf8.RuneSelf && isWord(byte(r))) {
				break
			}
			a -= n
		}
		// 관리자 님, 고객 님: a role the catalogues write is addressed so too
		if w := s[a:k]; ok && runeCount(w) >= 2 && !wordlist.Template(w) && !wordlist.Template(w+"님") && !wordIn(" 고객 회원 환자 사용자 ", w) {
			sc.addSure(a, k, phName)
		}
		n := indexStr(s[e:], " 님")
		if n < 0 {
			return
		}
		k = e + n
	}
}

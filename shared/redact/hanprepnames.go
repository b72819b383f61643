// A Chinese name after a preposition inside a sentence: "无法为王小明创建订单"
// (could not create an order for Wang Xiaoming), "发送给李娜的邮件失败",
// "無法為陳志明建立訂單". Chinese writes no space around it and no role noun
// stands before it; the preposition (for, to, towards, by, with, on
// behalf of) says a person or a thing follows, the names data says a
// surname and a given name do, and what comes after the name says where
// it ends: a particle, the end of the run, or a word the dictionaries
// hold (创建, 建立). A preposition and the character after it that are a
// word (对象, 向量), or a surname and its next character that are one
// (为张量分配内存: 张量, tensor), are no name.

package redact

import (
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// hanPreps are the prepositions a person follows: for (为, 為, 替), to
// (给, 給, 向), towards (对, 對), by (由), let (让, 讓), with (跟, 和,
// 与, 與), help (帮, 幫), ask (请, 請), in Simplified and Traditional
// script. Not the passive's 被 nor the object's 把: in error text a verb
// or a thing follows them (过去被加密的消息, messages encrypted before:
// 加 and 密 are a surname and a given name too).
const hanPreps = "为為给給向对對让讓跟和与與替帮幫请請由"

func detectHanPrepNames(sc *scan) {
	s := sc.s
	// Japanese writes these characters in words of its own (理由, 昭和),
	// and kana with them
	if !hasScript(s, leadCJK, hanScript) || !containsChars(s, hanPreps) && !contains(s, "人") && !contains(s, "姓名") || hasScript(s, leadCJK, kanaScripts) {
		return
	}
	var run []rune
	var offs []int
	flush := func(end int) {
		offs = append(offs, end)
		for i := 0; i+2 < len(run); i++ {
			if !containsRune(hanPreps, run[i]) && !hanPersonLabel(run, i) || wordlist.Known(string(run[i:i+2])) {
				continue
			}
			for _, l := range []int{3, 2, 4} {
				e := i + 1 + l
				if e > len(run) {
					continue
				}
				c := run[i+1 : e]
				// a name of two characters only with a given name the
				// names data holds or a particle after it (李娜的): the
				// dictionaries miss too many words of two (张量) to tell
				// one from a name
				// 王芳与…: a particle after two characters ends the name
				// there, though the names data reads three
				if wordlist.Known(string(c[:2])) || !hanName(c) || l == 3 && containsRune(hanNameEnd, c[2]) || l == 2 && !wordlist.GivenName(string(c[1:])) && !(e < len(run) && containsRune(hanNameEnd, run[e])) || e < len(run) && !hanNameEnds(run[e:]) {
					continue
				}
				sc.add(offs[i+1], offs[e], phName)
				i = e - 1
				break
			}
		}
		run, offs = run[:0], offs[:0]
	}
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		if unicode.Is(unicode.Han, r) {
			run = append(run, r)
			offs = append(offs, i)
		} else if len(run) > 0 {
			flush(i)
		}
		i += n
	}
	if len(run) > 0 {
		flush(len(s))
	}
}

// hanNameEnds reports what may follow a name in a run of Han: a particle
// or verb that ends one (的, 在, 已…), or a word of two or three
// characters the dictionaries hold.
func hanNameEnds(rest []rune) bool {
	if containsRune(hanNameEnd, rest[0]) {
		return true
	}
	for l := 2; l <= 3 && l <= len(rest); l++ {
		if wordlist.Known(string(rest[:l])) {
			return true
		}
	}
	return false
}

// hanPersonLabel reports a label of a person that ends at run[i], written
// with the name glued after it as a preposition is: the word for a name
// (姓名王芳与…) or a role of a word and 人, the one who does it (审批人,
// approver; 申请人, applicant: 审批人陈志强尚未签字). A single character
// and 人 (个人, 他人, 本人) is a word of its own, no role.
func hanPersonLabel(run []rune, i int) bool {
	switch run[i] {
	case '名':
		return i >= 1 && run[i-1] == '姓'
	case '人':
		return i >= 2 && wordlist.Known(string(run[i-2:i]))
	}
	return false
}

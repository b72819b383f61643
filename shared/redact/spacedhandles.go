// A person's name or handle set apart by spaces in a text that writes
// its words without them: Japanese and Chinese put no space between
// words, so a run a template spaced off between a person's noun and a
// particle (玩家 阿明在台中 的家長監護設定, プレイヤー 佐藤 が…), or before
// a spaced honorific (たぬき丸 さんが…), is the value put in, whatever
// words it is made of (阿明在台中 is "Ah Ming in Taichung", たぬき丸 a
// raccoon-dog's name). Korean's spaced 님 is hangul.go's.

package redact

import (
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectSpacedCJKHandles)
}

// spacedPersonNouns are the nouns of a player, a user, a member and a
// customer in Chinese and Japanese that a template writes a spaced name
// after, each between spaces.
const spacedPersonNouns = " 玩家 用户 用戶 使用者 会员 會員 客户 客戶 顾客 顧客 プレイヤー ユーザー ユーザ メンバー 会員 利用者 "

// spacedParticles are what follows the spaced run, after a space: the
// possessive and the subject's and topic's particles (的, が, は, の), and
// the honorifics さん and 様 with the particles after them.
const spacedParticles = " 的 が は の を に さん 様 "

// detectSpacedCJKHandles masks a run of letters between spaces after a
// person's noun and before a particle, or before a spaced honorific.
func detectSpacedCJKHandles(sc *scan) {
	s := sc.s
	if isASCII(s) || !hasScript(s, leadCJK, hanScript) && !hasScript(s, leadCJK, kanaScripts) {
		return
	}
	for i := 0; i < len(s); {
		k := indexByte(s[i:], ' ')
		if k < 0 {
			return
		}
		a := i + k + 1
		b := a
		for b < len(s) {
			r, n := utf8.DecodeRuneInString(s[b:])
			if !(letterRune(r) || unicode.Is(unicode.M, r) || r == 'ー' || r == '_' || r >= '0' && r <= '9') {
				break
			}
			b += n
		}
		i = a
		if b == a || b >= len(s) || s[b] != ' ' || runeCount(s[a:b]) < 2 || runeCount(s[a:b]) > 24 {
			continue
		}
		v := s[a:b]
		if !cjkHandleRun(v) || !spacedParticleAt(s, b+1) {
			continue
		}
		honorific := hasPrefix(s[b+1:], "さん") || hasPrefix(s[b+1:], "様")
		if !honorific && !spacedNounBefore(s, a-1) {
			continue
		}
		// 運営 さん, 管理者 様: a role the catalogues write is addressed so
		// too; a word of the dictionaries alone after no person's noun
		// (ファイル の) is the sentence's
		if wordlist.Template(v) || honorific && (wordlist.Known(v) || wordIn(spacedPersonNouns, v)) {
			continue
		}
		sc.addSure(a, b, phName)
		i = b
	}
}

// cjkHandleRun reports a run with a letter of Han or kana in it.
func cjkHandleRun(v string) bool {
	for _, r := range v {
		if unicode.Is(unicode.Han, r) || unicode.In(r, unicode.Hiragana, unicode.Katakana) {
			return true
		}
	}
	return false
}

// spacedParticleAt reports one of spacedParticles at s[i], the run of
// letters it opens ending there or going on in the script of a sentence
// (さんが, 的家長): not a longer word's head in Latin letters.
func spacedParticleAt(s string, i int) bool {
	for l := spacedParticles[1:]; l != ""; {
		var p string
		p, l = nextPrefix(l)
		if hasPrefix(s[i:], p) {
			r, _ := utf8.DecodeRuneInString(s[i+len(p):])
			return i+len(p) == len(s) || !(r < utf8.RuneSelf && isLetter(byte(r)))
		}
	}
	return false
}

// spacedNounBefore reports one of spacedPersonNouns ending at s[e] (the
// space before the run), glued to what precedes it or not.
func spacedNounBefore(s string, e int) bool {
	for l := spacedPersonNouns[1:]; l != ""; {
		var n string
		n, l = nextPrefix(l)
		if hasSuffix(s[:e], n) {
			return true
		}
	}
	return false
}

package redact

import (
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// A name in Han, kana or Hangul written as two words with a space between
// them, given name first as forms and western systems write it (雨婴 司空,
// あゆ 鷲巣, 상율 정, 영림 장곡). Chinese and Japanese write no space between
// words, and Korean writes its words between spaces but not two of them
// alone inside a value's quotes, so two short runs and one space are a
// name's two parts: alone in text of a cased script (Kunde 상율 정 has
// already been taken; beside other Korean words they are a clause, 읽을 수
// 없습니다) or as the whole of a quoted or bracketed value (rejected
// value [贞昙 上官], '영림 장곡'값은). The names data holds too few of the
// surnames (compound ones, 司空, 上官, are words) to ask it; what is asked
// is that the dictionaries do not hold both parts, nor the run written
// together (no phrase of two words: '파일 없음', "用户 不存在"), and in
// quotes inside text of their own script, neither part (「抹茶 ラテ」).

func init() {
	wordRules = append(wordRules, detectSpacedCJKNames)
}

// detectSpacedCJKNames masks two runs of Han and kana, or of Hangul, of one
// to four characters each and three to seven together, one space apart,
// with neither a letter nor a digit against them, where the text's script
// is cased and they are its only such letters, or an opening quote or
// bracket stands before them and a closing one after.
func detectSpacedCJKNames(sc *scan) {
	s := sc.s
	if isASCII(s) {
		return
	}
	// the text's letters of Han, kana and Hangul, when its script is cased
	cased := -1
	if dominantScript(s).cased() {
		cased = 0
		for _, r := range s {
			if sc := scriptOf(r); (sc == cjk || sc == hangul) && letterRune(r) {
				cased++
			}
		}
	}
	for i := 0; i < len(s); {
		a, an, ah := cjkRunAt(s, i)
		if an == 0 {
			_, n := decodeRune(s[i:])
			i += n
			continue
		}
		m := a + 1
		if m < len(s) && s[a] == ' ' {
			// alone in cased text: not both parts words; quoted in text of
			// their own script (商品名「抹茶 ラテ」), neither
			// a Korean surname has one or two syllables: two Hangul
			// runs of three or more are words (잘못된 커넥터, "bad
			// connector"), not a name, and so is a run of three or more
			// after one that is no surname: written given name first, a
			// name ends in its surname, and written surname first it opens
			// with it (더 추가하기, "add more"; 김 지혜롬 stays a name)
			if b, bn, bh := cjkRunAt(s, m); bn > 0 && ah == bh && an+bn >= 3 && an <= 4 && bn <= 4 && an+bn <= 7 && !(ah && min(an, bn) >= 3) && !(ah && bn >= 3 && !hangulSurnamePart(s[i:a])) && loneRun(s, i, b) {
				ka, kb := spacedKnown(s[i:a]), spacedKnown(s[m:b])
				if ah {
					// 은하 선우: beside a surname, a word hangul.fuse
					// alone knows (은하, galaxy) is a given name as often
					ka = ka && !(wordlist.HangulWord(s[i:a]) && hangulSurnamePart(s[m:b]))
					kb = kb && !(wordlist.HangulWord(s[m:b]) && hangulSurnamePart(s[i:a]))
				}
				// 지우의 갤럭시, 王芳的 手机: a possessive and what it owns,
				// which the device and record rules judge. Both words, but
				// the names data reads a given name and a surname in either
				// order (千秋 河内, 村上 花子): the tie goes to the name, as
				// Frank Winter's does, unless the two written together are
				// one dictionary word
				x, y, j := s[i:a], s[m:b], s[i:a]+s[m:b]
				if !ah && (hanNegated(x) || hanNegated(y)) {
					// 订单号 不能为空: a field's name and a validator's
					// predicate (Laravel's ":attribute 不能为空。")
					i = b
					continue
				}
				if (!(ka && kb) && !spacedKnown(j) || (givenNameData(x) && surnameData(y) || surnameData(x) && givenNameData(y)) && !wordlist.Known(j)) && !possessiveEnd(s[i:a]) && (cased == an+bn || !ka && !kb && spacedQuoted(s, i, b)) {
					sc.add(i, b, phName)
					i = b
					continue
				}
			}
		}
		i = a
	}
}

// hanNegated reports a run of Han that opens with a negation (不 "not",
// 未 "not yet", 没 "has not": 不能为空 "cannot be empty", 未找到 "not
// found"): a predicate, no part of a name, which none of them opens.
func hanNegated(w string) bool {
	return hasPrefix(w, "不") || hasPrefix(w, "未") || hasPrefix(w, "没")
}

// hangulSurnamePart reports a Korean surname of one syllable or of two
// (선우, 남궁).
func hangulSurnamePart(w string) bool {
	n := runeCount(w)
	return n == 1 && wordlist.Surname(w) || n == 2 && contains(hangulTwoSurnames, w)
}

// possessiveEnd reports a run ending in a possessive particle (의, の, 的).
func possessiveEnd(w string) bool {
	return hasSuffix(w, "의") || hasSuffix(w, "の") || hasSuffix(w, "的")
}

// cjkRunAt returns the end of the run of Han and kana, or of Hangul, at
// s[i:], its length in characters and whether it is Hangul; none when s[i:]
// starts with neither.
func cjkRunAt(s string, i int) (end, n int, hangulRun bool) {
	end = i
	for end < len(s) {
		r, w := utf8.DecodeRuneInString(s[end:])
		sc := scriptOf(r)
		if sc != cjk && sc != hangul || n > 0 && (sc == hangul) != hangulRun || !unicode.IsLetter(r) {
			break
		}
		hangulRun = sc == hangul
		end += w
		n++
	}
	return end, n, hangulRun
}

// spacedKnown reports a run the dictionaries or the catalogues hold, or
// that splits into their words (不+存在).
func spacedKnown(w string) bool {
	return wordlist.Known(w) || wordlist.Template(w) || kanaHanWords(w) || hangulWords(w)
}

// spacedQuoted reports an opening quote or bracket just before s[i:] and a
// closing one just after s[:e].
func spacedQuoted(s string, i, e int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	r2, _ := decodeRune(s[e:])
	return containsRune("\"'[(«“‘「『【〔（", r) && containsRune("\"')]»”’」』】〕）", r2)
}

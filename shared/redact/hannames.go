// A name in Han standing alone in text of a cased script: "Invoice for
// 王建成 could not be generated", "assigned to 卓欣怡 (inactive)". In such
// text a short run of Han is no word of the template; it is a value, and a
// run of three characters that opens with a surname the names data
// knows and that no dictionary holds as a whole is a person's name, even
// when the dictionaries can split it into words (王 + 建成, 許 + 文章),
// which is what keeps such runs inside Chinese text. Runs of three only:
// the names data holds most characters as some surname, and the
// dictionaries miss too many two-character words (中文, 北京, 日本) for a
// run of two to be told from a name this way.

package redact

import (
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectLoneHanNames)
}

// detectLoneHanNames masks a lone Han name in text whose dominant script
// is cased (Latin, Cyrillic, Greek) and that holds no other CJK.
func detectLoneHanNames(sc *scan) {
	s := sc.s
	if isASCII(s) || !dominantScript(s).cased() || !oneCJKRun(s) {
		return
	}
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		if !unicode.Is(unicode.Han, r) {
			i += n
			continue
		}
		j, count := i, 0
		for j < len(s) && count <= 4 {
			r2, n2 := decodeRune(s[j:])
			if !unicode.Is(unicode.Han, r2) {
				break
			}
			j += n2
			count++
		}
		if count == 3 && loneRun(s, i, j) {
			run := s[i:j]
			_, fn := decodeRune(run)
			if (wordlist.Surname(run[:fn]) || translitSurname(run[:fn])) && !wordlist.Known(run) && !wordlist.Template(run) && !wordlist.Tech(run) {
				sc.add(i, j, phName)
			}
		}
		for j < len(s) {
			r2, n2 := decodeRune(s[j:])
			if !unicode.Is(unicode.Han, r2) {
				break
			}
			j += n2
		}
		i = j
	}
}

// oneCJKRun reports text with a single run of Han and no kana or Hangul:
// a value in Han inside text of another language. Chinese text, however
// many identifiers in Latin it holds, has more than one run.
func oneCJKRun(s string) bool {
	runs, in := 0, false
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Han, r):
			if !in {
				runs++
				in = true
			}
		case unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r) || r >= 0x3000 && r <= 0x303f || r >= 0xff00 && r <= 0xffef:
			return false // kana, Hangul, CJK punctuation: a CJK text
		default:
			in = false
		}
	}
	return runs == 1
}

// translitSurname is a surname written in traditional characters whose
// simplified form the names data holds (湯, 許, 陳 for 汤, 许, 陈).
func translitSurname(c string) bool {
	r, _ := decodeRune(c)
	if s, ok := tradSurnames[r]; ok {
		return wordlist.Surname(string(s))
	}
	return false
}

// tradSurnames maps the traditional forms of the commonest Chinese
// surnames that differ from their simplified ones.
var tradSurnames = map[rune]rune{
	'陳': '陈', '張': '张', '劉': '刘', '楊': '杨', '黃': '黄', '趙': '赵', '吳': '吴', '周': '周', '徐': '徐', '孫': '孙',
	'馬': '马', '許': '许', '鄭': '郑', '謝': '谢', '韓': '韩', '馮': '冯', '鄧': '邓', '曹': '曹', '蕭': '萧', '葉': '叶',
	'蘇': '苏', '潘': '潘', '呂': '吕', '盧': '卢', '蔣': '蒋', '蔡': '蔡', '賈': '贾', '魏': '魏', '薛': '薛', '閻': '阎',
	'湯': '汤', '鍾': '钟', '譚': '谭', '陸': '陆', '顧': '顾', '龔': '龚', '萬': '万', '錢': '钱', '嚴': '严', '賴': '赖',
	'龍': '龙', '黎': '黎', '鄒': '邹', '邱': '邱', '羅': '罗', '歐': '欧', '溫': '温', '莊': '庄', '簡': '简', '鄔': '邬',
}

// loneRun reports s[i:j] with no letter, digit or mark glued to it on
// either side: a word of its own between spaces or punctuation.
func loneRun(s string, i, j int) bool {
	if i > 0 {
		r, _ := utf8.DecodeLastRuneInString(s[:i])
		if letterRune(r) || digitRune(r) || unicode.Is(unicode.M, r) {
			return false
		}
	}
	if j < len(s) {
		r, _ := decodeRune(s[j:])
		if letterRune(r) || digitRune(r) || unicode.Is(unicode.M, r) {
			return false
		}
	}
	return true
}

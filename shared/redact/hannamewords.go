// A Chinese name written straight after a role noun and straight before
// the sentence's next word (为患者王秀英生成预约单, 用户张伟登录失败): with
// no space or particle between them, where the name ends is told by
// where a word of the dictionary starts. detectHanRoleNames ends a name at
// a particle (的, 在, 已…) and refuses a run that goes on past three
// characters; this finds, for such a run, the split whose rest starts
// with a two-character dictionary word.

package redact

import (
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// hanNameBeforeWord returns the end of a name of a surname at s[i:i+n]
// and one or two given characters, when a dictionary word of two Han
// characters follows it straight away (a three-character name first:
// 王秀英|生成, then 张伟|登录), or 0 when no split is so told.
func hanNameBeforeWord(s string, i, n int) int {
	j := i + n
	var ends []int
	for given := 0; given < 2 && j < len(s); given++ {
		g, gn := decodeRune(s[j:])
		if !unicode.Is(unicode.Han, g) {
			break
		}
		j += gn
		ends = append(ends, j)
	}
	for k := len(ends) - 1; k >= 0; k-- {
		if e := ends[k]; hanWordAt(s, e) && !wordlist.Known(s[i:e]) {
			return e
		}
	}
	return 0
}

// hanWordAt reports a dictionary word of two Han characters at s[e:].
func hanWordAt(s string, e int) bool {
	r1, n1 := decodeRune(s[e:])
	if e+n1 >= len(s) || !unicode.Is(unicode.Han, r1) {
		return false
	}
	r2, n2 := decodeRune(s[e+n1:])
	return unicode.Is(unicode.Han, r2) && wordlist.Known(s[e:e+n1+n2])
}

// Numbers glued to the words of a script written without spaces.

package redact

import (
	"unicode"
)

// numberBracket returns where a bracket stands in t between a digit and a
// Han or kana letter, or 0: Chinese and Japanese write no space, so
// （规则 65536）同义词 and 1024（実際の長さは42） glue a number to the words
// after it, and the bracket ends the number as a space would; the words
// are judged as words, not as one unknown token with a number in it. Only
// a number before the bracket: the words before one (路徑太長（42 個字元）
// are judged with it as they were. A path's or a file's brackets
// (/data/報告書(2023).pdf) are its own.
func numberBracket(t string) int {
	if containsChars(t, `/\=:.`) {
		return 0
	}
	for k := 1; k+1 < len(t); k++ {
		if c := t[k]; (c == '(' || c == ')') && t[k-1] >= '0' && t[k-1] <= '9' {
			if r, _ := decodeRune(t[k+1:]); r >= 0x3040 && unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) {
				return k
			}
		}
	}
	return 0
}

package redact

import (
	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// hanNameShaped reports a short run of Han the dictionaries cannot split
// into words that may be somebody's name: it starts with a surname the
// names data holds (王 of 王军, 佐藤 of 佐藤花子), or a character of it is no
// word alone (吳 of 吳欣怡: the names data's surnames are mostly written
// simplified). A run of characters each a word alone, with no surname
// first (行和 "lines and", 已弃用 "deprecated", 或与 "or with"), is words the
// dictionaries do not join, not a name.
func hanNameShaped(tok string) bool {
	rs := []rune(tok)
	if len(rs) < 2 || wordlist.Surname(string(rs[:1])) || len(rs) >= 3 && wordlist.Surname(string(rs[:2])) {
		return true
	}
	for _, r := range rs {
		if !wordlist.Known(string(r)) {
			return true
		}
	}
	return false
}

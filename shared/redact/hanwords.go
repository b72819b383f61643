package redact

import (
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// hanGrammar are Chinese function characters no person's name holds: the
// possessive 的, the aspect marker 了, the copula 是, or 或, the passive 被 and
// the object marker 把.
const hanGrammar = "的了是或被把"

// hanNameShaped reports a short run of Han the dictionaries cannot split
// into words that may be somebody's name: it starts with a surname the
// names data holds (王 of 王军, 佐藤 of 佐藤花子), or a character of it is no
// word alone (吳 of 吳欣怡: the names data's surnames are mostly written
// simplified). A run of characters each a word alone, with no surname
// first (行和 "lines and", 已弃用 "deprecated", 或与 "or with"), is words the
// dictionaries do not join, not a name.
func hanNameShaped(tok string) bool {
	rs := []rune(tok)
	if containsChars(tok, hanGrammar) {
		return false // 上的锁 (the lock on): a phrase
	}
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

// cjkSentence reports a value that opens with words of Chinese, Japanese
// or Korean and the sentence's own punctuation after them (指令出错，…
// "the command failed, …"; 失敗、…): a message after a key such as apt's
// PASS, not a secret. A generated passphrase joins its words with hyphens
// and digits (查看-由于-1686).
func cjkSentence(v string) bool {
	rs := []rune(v)
	n := 0
	for n < len(rs) && n < maxSegmentRunes && (scriptOf(rs[n]) == cjk || scriptOf(rs[n]) == hangul) && letterRune(rs[n]) {
		n++
	}
	if n < 2 || n >= len(rs) || !containsRune("，、：。；,", rs[n]) {
		return false
	}
	w := string(rs[:n])
	return kanaHanWords(w) || hanWords(rs[:n]) || hangulWords(w) || knownWord(w)
}

// latinThenKana returns the word in Latin letters that opens a token of
// Japanese text written without a space after it (gzipと宣言された…: "declared
// as gzip"): the text after it must be words the dictionaries split, so
// the token is known when its first word is.
func latinThenKana(w string) (string, bool) {
	i := 0
	for i < len(w) && w[i] < utf8.RuneSelf && isWord(w[i]) {
		i++
	}
	if i < 2 || i == len(w) {
		return "", false
	}
	r, _ := decodeRune(w[i:])
	if !unicode.Is(unicode.Hiragana, r) {
		return "", false // the sentence opens with its particle (と, を)
	}
	return w[:i], kanaHanWords(w[i:])
}

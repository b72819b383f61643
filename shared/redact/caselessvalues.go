package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A value in a script without capitals runs as far as its value runs. A
// name in Arabic, Hebrew, Thai, Hangul or an Indic script is several words
// of which some are also words of the language (عبد القادر العبيد: عبد is
// "servant", آل "family"), and the word rules mask only the words they
// know for a name's: the rest came through beside the mask. Where such a
// mask stands in a value (between quotes, or after a key's "=" or ": " up
// to the line's end, a closing bracket or the next key=; ": " after a
// key written as code writes keys or that names a field), the value's
// other words of the same script are the same value's, and are masked
// with it, unless the value is a sentence (caselessSentence: most of its
// words known and none a name's), whose unknown word is masked alone.

// maxCaselessWords is the most words a value so widened holds: a name's,
// not a sentence's.
const maxCaselessWords = 6

// detectCaselessValues widens each mask that starts in a caseless script
// over the rest of the value it stands in.
func detectCaselessValues(sc *scan) {
	s := sc.s
	n := len(sc.out)
	for i := 0; i < n; i++ {
		sp := sc.out[i]
		if sp.ph == "" || sp.start >= len(s) {
			continue
		}
		vs := scriptOf(firstRune(s[sp.start:]))
		if vs.cased() || vs == cjk {
			continue
		}
		// a span may hold the value's closing quote
		e := sp.end
		for e > sp.start && (s[e-1] == '\'' || s[e-1] == '"') {
			e--
		}
		a, wa := scriptWordsBack(s, sp.start, vs)
		b, wb := scriptWordsOn(s, e, vs)
		if (a == sp.start && b == e) || wa+wb+1 > maxCaselessWords || !valueBounds(s, a, b) || caselessSentence(s[a:b]) {
			continue
		}
		sc.add(a, b, sp.ph)
	}
}

// scriptWordEnd reports a word (up to a space) of script vs, and its end:
// its letters, their marks and the joiners (ZWNJ) of the script.
func scriptWordEnd(s string, i int, vs script) (int, bool) {
	j := i
	for j < len(s) && s[j] != ' ' {
		r, n := decodeRune(s[j:])
		if r < utf8.RuneSelf && r != '-' {
			break
		}
		if r >= utf8.RuneSelf && scriptOf(r) != vs && !unicode.Is(unicode.Mn, r) && r != 0x200c && r != 0x200d {
			if letterRune(r) {
				return j, false
			}
			break
		}
		j += n
	}
	return j, j > i
}

// scriptWordsBack returns where the words of script vs right before i
// (each one space apart) start, and how many there are.
func scriptWordsBack(s string, i int, vs script) (int, int) {
	words := 0
	for i > 1 && s[i-1] == ' ' && words < maxCaselessWords {
		k := i - 1
		for k > 0 && (s[k-1] >= utf8.RuneSelf || s[k-1] == '-') && i-k < 64 {
			k--
		}
		if e, ok := scriptWordEnd(s, k, vs); !ok || e != i-1 {
			break
		}
		i, words = k, words+1
	}
	return i, words
}

// scriptWordsOn returns where the words of script vs right after i (each
// one space apart) end, and how many there are.
func scriptWordsOn(s string, i int, vs script) (int, int) {
	words := 0
	for i+1 < len(s) && s[i] == ' ' && words < maxCaselessWords {
		e, ok := scriptWordEnd(s, i+1, vs)
		if !ok || e < len(s) && s[e] != ' ' && !valueCloser(s[e]) && !lineNumberAt(s, e) {
			break
		}
		i, words = e, words+1
	}
	return i, words
}

func valueCloser(c byte) bool { return indexByte("\"'`\n,;)]}", c) >= 0 }

// codeKeyBefore reports a key that ends at the ":" at c and is written as
// code writes keys (glued with "_", ".", "-") or names a field: a word
// before ": " is as often a message's prefix (E:, 오류:, خطأ:), whose
// line is a sentence.
func codeKeyBefore(s string, c int) bool {
	k := keyStartBack(s, c, c)
	key := s[k:c]
	return k < c && (containsChars(key, "_.-") || keyOfWords([]string{key}) != "")
}

// valueBounds reports whether s[a:b] is a value's whole: a quote before it
// and the same after it, or a key's "=" or ": " before it and after it the
// line's end, a closing bracket or a comma, or the next key=.
func valueBounds(s string, a, b int) bool {
	if a == 0 {
		return false
	}
	if q := s[a-1]; q == '"' || q == '\'' || q == '`' {
		return b < len(s) && s[b] == q
	}
	// a config line's "key = value" too (configparser, properties)
	if !(s[a-1] == '=' || a > 1 && s[a-1] == ' ' && (s[a-2] == ':' && codeKeyBefore(s, a-2) || s[a-2] == '=' && a > 2 && s[a-3] == ' ' && lineStart(s, keyStartBack(s, a-3, a-3)))) {
		return false
	}
	if b == len(s) || valueCloser(s[b]) || lineNumberAt(s, b) {
		return true
	}
	// name=… status=failed: the next key
	k := b + 1
	for k < len(s) && (isWord(s[k]) || s[k] == '.' || s[k] == '-') {
		k++
	}
	return s[b] == ' ' && k > b+1 && k < len(s) && s[k] == '='
}

// lineNumberAt reports a ":41" at i that ends its line: the line number a
// stack frame's location adds after the text, not the value's.
func lineNumberAt(s string, i int) bool {
	if i+1 >= len(s) || s[i] != ':' {
		return false
	}
	e := i + 1
	for e < len(s) && isDigit(s[e]) {
		e++
	}
	return e > i+1 && (e == len(s) || s[e] == '\n')
}

// caselessSentence reports a value of three words or more of which more than
// half are its sentence's words (sentenceWordBeside: known, none the names
// data holds): a message (msg="போட்டி அட்டவணை முடியவில்லை"), not a name,
// whose two or three words are names or unknown. Its unknown word stays
// masked alone.
func caselessSentence(v string) bool {
	words, known := 0, 0
	for _, w := range strings.Fields(v) {
		words++
		if sentenceWordBeside(w) {
			known++
		}
	}
	return words >= 3 && known*2 > words
}

// Vietnamese names: Vietnamese writes every syllable of a person's name
// with a capital (Nguyễn Văn An, Lê Thị Hoa, Phạm Minh Tuấn) and nothing
// else inside a sentence but other proper nouns, and many of the
// syllables are words too (an, hoa, nam, phạm: "violate"), which the
// rules for capitals keep as words. Beside a name found, in text with a
// letter only Vietnamese writes, a capitalised syllable is the name's:
// after it, or before it inside the sentence (của Phạm Minh Tuấn).

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// vietLetters are the UTF-8 lead bytes of the letters only Vietnamese
// writes: the vowels with a tone mark of Latin Extended Additional
// (U+1EA0-U+1EF9: E1 BA, E1 BB), ơ and ư (C6 A1, C6 B0), ă and đ (C4 83,
// C4 91).
var vietLetters = []string{"\xe1\xba", "\xe1\xbb", "\xc6\xa1", "\xc6\xb0", "\xc4\x83", "\xc4\x91"}

func detectVietNames(sc *scan) {
	s := sc.s
	viet := false
	for _, l := range vietLetters {
		if contains(s, l) {
			viet = true
			break
		}
	}
	if !viet {
		return
	}
	detectVietSurnames(sc)
	n := len(sc.out)
	for k := 0; k < n; k++ {
		sp := sc.out[k]
		if sp.ph != phName {
			continue
		}
		// up to three syllables after the name and before it
		for j, c := sp.end, 0; c < 3; c++ {
			w := capWordAfter(s, j, 7)
			if w == "" {
				break
			}
			sc.addSure(j+1, j+1+len(w), phName)
			j += 1 + len(w)
		}
		for i, c := sp.start, 0; c < 3; c++ {
			w := capWordBefore(s, i, 7)
			if w == "" || sentenceStart(s, i-1-len(w)) {
				break
			}
			sc.addSure(i-1-len(w), i-1, phName)
			i -= 1 + len(w)
		}
	}
}

// detectVietSurnames: a capitalised Vietnamese family name (Nguyễn, Phan,
// Lê: visurname.fuse) with two more capitalised syllables after it, or one
// that the names data holds as a given name, is a person, at the start of
// a sentence too (Phan Thanh Bình đã đăng nhập, Ngô Lan đã xác nhận),
// where the rule above has no name to start from. A family name before a
// place's single syllable (Hà Nội) stays.
func detectVietSurnames(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); {
		r, w := decodeRune(s[i:])
		if !upperRune(r) {
			i += w
			continue
		}
		e := i + w
		for e < len(s) {
			r2, w2 := decodeRune(s[e:])
			if !letterRune(r2) {
				break
			}
			e += w2
		}
		if pr, _ := utf8.DecodeLastRuneInString(s[:i]); i > 0 && (letterRune(pr) || digitRune(pr)) || capWord(s[i:e], 7) == "" || !wordlist.VietSurname(strings.ToLower(s[i:e])) {
			i = e
			continue
		}
		end, c := e, 0
		for ; c < 3; c++ {
			nw := capWordAfter(s, end, 7)
			if nw == "" {
				break
			}
			if c == 0 && !wordlist.GivenName(nw) {
				// one syllable after is a name only when a given name
				if capWordAfter(s, end+1+len(nw), 7) == "" {
					break
				}
			}
			end += 1 + len(nw)
		}
		if c > 0 {
			sc.addSure(i, end, phName)
		}
		i = end
	}
}

// capWordAfter returns the capitalised word of at most max letters one
// space after j, or "".
func capWordAfter(s string, j, max int) string {
	if j+1 >= len(s) || s[j] != ' ' {
		return ""
	}
	e := j + 1
	for e < len(s) {
		r, w := decodeRune(s[e:])
		if !letterRune(r) {
			break
		}
		e += w
	}
	if e < len(s) && !containsRune(" ,.;:!?)]}'\"\n", rune(s[e])) {
		return "" // Văn2, An-Binh: code, not a syllable
	}
	if e+1 < len(s) && s[e] == ':' && s[e+1] != ' ' && s[e+1] != '\n' {
		return "" // {… reference:Tú Phú Dương Retry:true}: the next field's key
	}
	return capWord(s[j+1:e], max)
}

// capWordBefore returns the capitalised word of at most max letters one
// space before i, or "".
func capWordBefore(s string, i, max int) string {
	if i < 2 || s[i-1] != ' ' {
		return ""
	}
	b := i - 1
	for b > 0 {
		r, w := utf8.DecodeLastRuneInString(s[:b])
		if !letterRune(r) {
			break
		}
		b -= w
	}
	if b > 0 && !containsRune(" (['\"\n", rune(s[b-1])) {
		return ""
	}
	return capWord(s[b:i-1], max)
}

// capWord is w when it is a capitalised word of one to max letters with
// no capital after its first (a Vietnamese syllable has seven at most),
// else "".
func capWord(w string, max int) string {
	r, n := decodeRune(w)
	if w == "" || !upperRune(r) || runeCount(w) > max || strings.ContainsFunc(w[n:], unicode.IsUpper) {
		return ""
	}
	return w
}

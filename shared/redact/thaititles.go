// A Thai given name glued to its title inside a run: Thai writes no
// space between words, so "ส่งข้อความถึงนางสาวสุดารัตน์ไม่สำเร็จ" (sending a
// message to Miss Sudarat failed) holds the title นางสาว, the name and the
// sentence's next word in one run. After a title (คุณ, นาย, นาง, นางสาว),
// the longest given name of PyThaiNLP's names corpus (thaipair.fuse)
// that the run goes on after with a word the dictionaries hold, or that
// ends the run, is the name. A title and what follows that the
// dictionaries hold as one word (คุณสมบัติ, "property"; คุณภาพ,
// "quality") is no title.

package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// thaiTitles are Thai's titles before a person's given name, longest
// first: Miss, Mrs, Mr, and the polite "you" written before a name.
var thaiTitles = []string{"นางสาว", "นาง", "นาย", "คุณ"}

func detectThaiTitleNames(sc *scan) {
	s := sc.s
	if !hasScript(s, leadRTLIndic, thaiScript) {
		return
	}
	for i := 0; i < len(s); {
		if sc.stop.pulse() {
			return
		}
		t := ""
		for _, p := range thaiTitles {
			if strings.HasPrefix(s[i:], p) {
				t = p
				break
			}
		}
		if t == "" {
			_, n := utf8.DecodeRuneInString(s[i:])
			i += n
			continue
		}
		a := i + len(t)
		if e := thaiTitledName(s, a, t == "คุณ"); e > a && !wordlist.Known(s[i:e]) {
			sc.add(a, e, phName)
			i = e
			continue
		}
		i = a
	}
}

// thaiTitledName returns the end of the longest given name glued at a
// (two letters or more, at most thaiMaxWord) after which the run ends or
// a known word of two letters or more starts; a when there is none. After
// คุณ, which is also the sentence's "you" (คุณอาจต้องแก้…, you may need
// to fix…: อาจ is a given name and the word "may"), the run must end
// after the name (pronoun only, the name's own end).
func thaiTitledName(s string, a int, pronoun bool) int {
	best := a
	n := 0
	for j := a; j < len(s) && n < thaiMaxWord; {
		r, k := utf8.DecodeRuneInString(s[j:])
		if !thaiLetter(r) {
			break
		}
		j += k
		n++
		if n < 2 || j < len(s) && !thaiWordStart(s[j:]) {
			continue
		}
		if _, g := wordlist.ThaiPairName(s[a:j]); g && (j == len(s) || !pronoun && thaiKnownStart(s[j:]) || pronoun && !thaiRuneAt(s, j)) {
			best = j
		}
	}
	return best
}

// thaiKnownStart reports a rest of a run that is not Thai (the run ends)
// or starts with a word the dictionaries hold.
func thaiKnownStart(rest string) bool {
	r, _ := utf8.DecodeRuneInString(rest)
	if !thaiLetter(r) {
		return true
	}
	n := 0
	for o, r := range rest {
		if n++; n > thaiMaxWord || !thaiLetter(r) {
			break
		}
		if w := rest[:o+utf8.RuneLen(r)]; n >= 2 && wordlist.Known(w) {
			return true
		}
	}
	return false
}

// thaiRuneAt reports a Thai letter at s[j].
func thaiRuneAt(s string, j int) bool {
	r, _ := utf8.DecodeRuneInString(s[j:])
	return thaiLetter(r)
}

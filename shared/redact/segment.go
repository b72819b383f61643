package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// Japanese, Chinese and Korean write a message's words together (Korean
// a word with its particles: 참조의, 하나도): a run of them is known when it
// splits into known words, longest first.

// maxSegmentRunes bounds the run a segmentation reads: a message's
// sentence is shorter; a longer run is judged as it was.
const maxSegmentRunes = 48

// kanaHanWords reports a run of Han and kana that splits wholly into words
// the dictionaries or catalogues hold (文字+の+文字列… as 文字/の/文字/列…),
// at least one of them two characters long and no more single Han
// characters than longer words (陳+建成 is a surname and a given name, 上田+市
// a place), with no person's name the names data reads
// in it (cjkNames).
func kanaHanWords(w string) bool {
	rs := []rune(w)
	n := len(rs)
	if n < 2 || n > maxSegmentRunes {
		return false
	}
	for _, r := range rs {
		if scriptOf(r) != cjk && r != 'ー' {
			return false
		}
	}
	if len(cjkNames(w)) > 0 || hanNameInside(rs) {
		return false
	}
	// a few kana alone are a given name as often as a word (こじろう):
	// a run without Han is split only when it is long
	han := false
	for _, r := range rs {
		han = han || unicode.Is(unicode.Han, r)
	}
	if !han && n <= 5 {
		return false
	}
	// best[i]: the split of rs[:i] with the most long pieces less single
	// Han ones (score), or unreached
	var score [maxSegmentRunes + 1]int
	var reached [maxSegmentRunes + 1]bool
	reached[0] = true
	for i := 1; i <= n; i++ {
		for a := max(0, i-8); a < i; a++ {
			if !reached[a] {
				continue
			}
			if !wordlist.Known(string(rs[a:i])) {
				continue
			}
			s := score[a]
			switch {
			case i-a >= 2:
				s++
			case unicode.Is(unicode.Han, rs[a]):
				s--
			}
			if !reached[i] || s > score[i] {
				reached[i], score[i] = true, s
			}
		}
	}
	return reached[n] && score[n] >= 1
}

// hanNameInside reports a run of three or four Han characters inside rs
// that the names data reads as a surname and a given name (山田花子),
// though the dictionaries hold both halves as words.
func hanNameInside(rs []rune) bool {
	for i := 0; i < len(rs); {
		j := i
		for j < len(rs) && unicode.Is(unicode.Han, rs[j]) {
			j++
		}
		if run := rs[i:j]; len(run) >= 3 && len(run) <= 4 {
			for sl := 1; sl <= 2; sl++ {
				if wordlist.Surname(string(run[:sl])) && wordlist.GivenName(string(run[sl:])) {
					return true
				}
			}
		}
		i = max(j, i+1)
	}
	return false
}

// hangulParticles are the particles and endings Korean writes after a
// word (josa, the copula, the light verbs 하다 and 되다, bound nouns):
// language words, each known only after a known word.
var hangulParticles = map[string]bool{
	"이": true, "가": true, "을": true, "를": true, "은": true, "는": true, "의": true, "에": true, "와": true, "과": true,
	"도": true, "만": true, "로": true, "으로": true, "에서": true, "에게": true, "께서": true, "까지": true, "부터": true,
	"보다": true, "처럼": true, "이나": true, "나": true, "하고": true, "에는": true, "에서는": true, "으로는": true,
	"로는": true, "에도": true, "이며": true, "이고": true, "이다": true, "입니다": true, "이어야": true, "여야": true,
	"이라는": true, "라는": true, "마다": true, "조차": true, "뿐": true, "하다": true, "하는": true, "한": true, "할": true,
	"함": true, "합니다": true, "해야": true, "하지": true, "하여": true, "해": true, "된": true, "되는": true, "될": true,
	"됨": true, "됩니다": true, "되어": true, "되지": true, "중": true, "후": true, "전": true, "내": true, "외": true,
	"간": true, "등": true, "수": true, "것": true, "때": true, "들": true, "이란": true, "란": true,
}

// hangulBound are the bound nouns Korean writes after a word (전 before,
// 후 after, 중 during, 때 when, 것 thing, 등 and so on, 내 within, 외 besides,
// 간 between).
const hangulBound = "전후중때것등내외간"

// hangulWords reports a Hangul word that is a known word of two syllables
// or more followed by known words or particles (참조+의, 오래+전). A word
// of three syllables that starts with a surname is a name as much as a word
// (박+하은 is 박하+은 too, and the names data holds few Korean given names):
// it is judged as written.
func hangulWords(w string) bool {
	rs := []rune(w)
	n := len(rs)
	if n < 2 || n > maxSegmentRunes {
		return false
	}
	for _, r := range rs {
		if !unicode.Is(unicode.Hangul, r) {
			return false
		}
	}
	if n <= 4 && wordlist.GivenName(string(rs[1:])) {
		return false
	}
	if n == 3 && wordlist.Surname(string(rs[:1])) {
		// 오래+전: a bound noun (before, after, during…) ends no given name
		return strings.ContainsRune(hangulBound, rs[2]) && wordlist.Known(string(rs[:2]))
	}
	var reached [maxSegmentRunes + 1]bool
	for i := 2; i <= min(n, 8); i++ {
		reached[i] = wordlist.Known(string(rs[:i]))
	}
	for i := 3; i <= n; i++ {
		for a := max(2, i-8); a < i && !reached[i]; a++ {
			if reached[a] {
				p := string(rs[a:i])
				reached[i] = hangulParticles[p] || i-a >= 2 && wordlist.Known(p)
			}
		}
	}
	return reached[n]
}

// okuriganaWord reports a run of Han (tok[a:b]) that is the stem of a word
// written with the kana after it (間違+っています: 間違っ), or a known word
// and such a stem (長+過ぎる: too long), not a name.
func okuriganaWord(tok string, a, b int) bool {
	_, last := utf8.DecodeLastRuneInString(tok[a:b])
	k := b
	for i := 0; i < 3 && k < len(tok); i++ {
		r, n := utf8.DecodeRuneInString(tok[k:])
		if !unicode.Is(unicode.Hiragana, r) {
			break
		}
		k += n
		if wordlist.Known(tok[a:k]) || b-last > a && wordlist.Known(tok[b-last:k]) && wordlist.Known(tok[a:b-last]) {
			return true
		}
	}
	return false
}

package redact

import (
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
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
const hangulParticles = " 이 가 을 를 은 는 의 에 와 과 도 만 로 으로 에서 에게 께서 까지 부터 보다 처럼 이나 나 하고 에는 에서는 으로는 로는 에도 이며 이고 이다 " +
	"입니다 이어야 여야 이라는 라는 마다 조차 뿐 하다 하는 한 할 함 합니다 해야 하지 하여 해 된 되는 될 됨 됩니다 되어 되지 중 후 전 내 외 간 등 수 것 때 들 이란 란 "

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
	if n <= 4 && wordlist.GivenName(string(rs[1:])) && !(n == 3 && hangulStemEnding(rs)) {
		return false
	}
	if n == 3 && wordlist.Surname(string(rs[:1])) {
		// 오래+전: a bound noun (before, after, during…) ends no given name;
		// 하나+도 (git's "not even one"): a catalogue's word and a
		// particle no given name ends in (하나은 may be Ha Na-eun)
		return containsRune(hangulBound, rs[2]) && wordlist.Known(string(rs[:2])) || hangulStemEnding(rs) ||
			wordlist.Template(string(rs[:2])) && containsRune("도의를을과와만", rs[2])
	}
	var reached [maxSegmentRunes + 1]bool
	for i := 2; i <= min(n, 8); i++ {
		reached[i] = wordlist.Known(string(rs[:i]))
	}
	for i := 3; i <= n; i++ {
		for a := max(2, i-8); a < i && !reached[i]; a++ {
			if reached[a] {
				p := string(rs[a:i])
				reached[i] = wordIn(hangulParticles, p) || i-a >= 2 && wordlist.Known(p)
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
		r, n := decodeRune(tok[k:])
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

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
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// thaiTitles are Thai's titles before a person's given name, longest
// first: Miss, Mrs, Mr, and the polite "you" written before a name.
var thaiTitles = []string{"นางสาว", "นาง", "นาย", "คุณ"}

// thaiPersonPreps are the prepositions a person follows in a system's
// message, to, from, by (ส่งข้อความถึงสุดารัตน์ไม่สำเร็จ): after them only
// a given name no dictionary knows or splits, nor a frequent word (words.ThaiName).
var thaiPersonPreps = []string{"ถึง", "จาก", "โดย"}

func detectThaiTitleNames(sc *scan) {
	s := sc.s
	if !hasScript(s, leadRTLIndic, thaiScript) {
		return
	}
	for i := 0; i < len(s); {
		if sc.stop.pulse() {
			return
		}
		t, prep := "", false
		for _, p := range thaiTitles {
			if hasPrefix(s[i:], p) {
				t = p
				break
			}
		}
		for _, p := range thaiPersonPreps {
			if t == "" && hasPrefix(s[i:], p) {
				t, prep = p, true
			}
		}
		if t == "" {
			_, n := decodeRune(s[i:])
			i += n
			continue
		}
		a := i + len(t)
		if e := thaiTitledName(s, a, t == "คุณ", false); e > a && !wordlist.Known(s[i:e]) && (!prep || thaiUnknown(s[a:e]) && !wordlist.ThaiName(s[a:e])) {
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
// after the name (pronoun only, the name's own end). family asks for a
// family name of the names corpus instead, glued after the given name.
func thaiTitledName(s string, a int, pronoun, family bool) int {
	best := a
	n := 0
	for j := a; j < len(s) && n < thaiMaxWord; {
		r, k := decodeRune(s[j:])
		if !thaiLetter(r) {
			break
		}
		j += k
		n++
		if n < 2 || j < len(s) && !thaiWordStart(s[j:]) {
			continue
		}
		sur, g := wordlist.ThaiPairName(s[a:j])
		if family {
			g = sur && !wordlist.Known(s[a:j])
		}
		if g && (j == len(s) || !pronoun && thaiKnownStart(s[j:]) || pronoun && !thaiRuneAt(s, j)) {
			best = j
		}
		if g && !family && j < len(s) {
			// สมชาย|ใจดี: a family name of the names corpus glued to
			// the given name goes with it
			if e := thaiTitledName(s, j, pronoun, true); e > j {
				best = max(best, e)
			}
		}
	}
	return best
}

// thaiKnownStart reports a rest of a run that is not Thai (the run ends)
// or starts with a word the dictionaries hold.
func thaiKnownStart(rest string) bool {
	r, _ := decodeRune(rest)
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
	r, _ := decodeRune(s[j:])
	return thaiLetter(r)
}

// detectThaiGivenNames masks a Thai given name written as a run of its
// own (ส่งอีเมลถึง สมชาย แล้ว; สมชาย ไม่สามารถเข้าสู่ระบบได้), and the
// family name written one space after it, as Thai writes a person: a
// family name of the names corpus, or a run no dictionary knows or splits
// (ถึง สมชาย ตั้งรบ ได้: family names are many, the names corpus holds
// few of them). The given name is a name of PyThaiNLP's names corpus
// (thaipair.fuse) that no dictionary holds nor splits into words: what
// the names data reads as a name and the dictionaries cannot split is a
// name, where a person stands: after a word a person follows
// (thaiPersonWords), or as a clause's subject or owner (thaiPhraseAfter);
// alone, a catalogue writes places and languages the names corpus holds
// too (พัทยา, มลายู). Before a family name it is one anywhere. A frequent word that is also a given name
// (ชนิด, "type"; words.ThaiName) is one only before a run no dictionary
// knows, and after a title glued to a given name (นางสมศรี ตั้งรบ) the
// family name is read the same way. One pass, each run asked once.
func detectThaiGivenNames(sc *scan) {
	s := sc.s
	if !hasScript(s, leadRTLIndic, thaiScript) {
		return
	}
	// the run before, when a given name one space before this run:
	// gs, ge its given name's bounds, weak a frequent word
	gs, ge, weak := -1, -1, false
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		if !thaiLetter(r) {
			i += n
			continue
		}
		j := i + n
		for j < len(s) {
			r2, n2 := decodeRune(s[j:])
			if !thaiLetter(r2) {
				break
			}
			j += n2
		}
		if sc.stop.pulse() {
			return
		}
		w := s[i:j]
		if ge >= 0 && ge == i-1 && thaiFamilyName(w, weak) {
			sc.add(gs, j, phName)
			gs, ge = -1, -1
			i = j
			continue
		}
		gs, ge = -1, -1
		if g, wk := thaiGivenAlone(w); g {
			gs, weak = i, wk
			if !wk && (thaiPersonBefore(s[:i]) || thaiPhraseAfter(s, i, j) && (hasSuffix(s[:i], "ของ ") || i == 0 || s[i-1] == '\n')) {
				sc.add(i, j, phName)
			}
		} else {
			for _, p := range thaiTitles {
				if a := len(p); hasPrefix(w, p) && !wordlist.Known(w) {
					if g, _ := thaiGivenAlone(w[a:]); g {
						gs, weak = i+a, false
					}
					break
				}
			}
		}
		if gs >= 0 && j < len(s) && s[j] == ' ' {
			ge = j
		}
		i = j
	}
}

// thaiPersonWords are the words a person's name follows in a system's
// message: to, from, by, for, towards, Dear, sender, contact.
var thaiPersonWords = []string{"ถึง", "จาก", "โดย", "ให้", "ยัง", "เรียน", "ผู้ส่ง", "ผู้ติดต่อ"}

// thaiPersonBefore reports a text before a run that ends with one of
// thaiPersonWords and a space (สร้างโดย สุดารัตน์).
func thaiPersonBefore(before string) bool {
	if !hasSuffix(before, " ") {
		return false
	}
	before = trimSuffix(before, " ")
	for _, p := range thaiPersonWords {
		if hasSuffix(before, p) {
			return true
		}
	}
	return false
}

// thaiPhraseAfter reports a run s[i:j] followed by a space and a Thai
// phrase: a name so placed is the sentence's subject when it opens the
// text or its line (สุดารัตน์ ไม่สามารถเข้าสู่ระบบได้), or whose the
// thing before ของ, "of", is (บัญชีของ สุดารัตน์ ถูกระงับ); a list's or a
// heading's lone name (a place's, a language's) is none.
func thaiPhraseAfter(s string, i, j int) bool {
	if j+1 >= len(s) || s[j] != ' ' {
		return false
	}
	k := j + 1
	for k < len(s) {
		r, n := decodeRune(s[k:])
		if !thaiLetter(r) {
			break
		}
		k += n
	}
	return k > j+1 && thaiPhraseWords(s[j+1:k]) >= 1
}

// thaiGivenAlone reports a whole run the names corpus holds as a given
// name and the dictionaries neither know nor split, and whether it is one
// of the frequent words the names corpus holds too (ชนิด, "type", is a
// given name: words.ThaiName).
func thaiGivenAlone(w string) (given, weak bool) {
	if runeCount(w) < 3 {
		return false, false
	}
	if _, g := wordlist.ThaiPairName(w); !g || !thaiUnknown(w) {
		return false, false
	}
	return true, wordlist.ThaiName(w)
}

// thaiFamilyName reports a run after a given name that is a family name
// of the names corpus (not after a frequent word) or a run no dictionary
// knows nor splits.
func thaiFamilyName(w string, weak bool) bool {
	if runeCount(w) < 2 {
		return false
	}
	if s, _ := wordlist.ThaiPairName(w); s && !weak {
		return true
	}
	return thaiUnknown(w)
}

// thaiUnknown reports a Thai run no dictionary knows, splits into words
// or holds as a part of a split.
func thaiUnknown(w string) bool {
	return !wordlist.Known(w) && !wordlist.ThaiPart(w) && thaiPhraseWords(w) == 0
}

// Names in Devanagari and Bengali prose: "राहुल वर्मा के लिए", "গ্রাহক সুমন
// আহমেদ এর". No names data here is written in those scripts, but Indian and
// Bangladeshi names are spelt in Latin letters in the names data (gender-
// guesser's India and the Census' surnames: rahul, priya; sharma, ahmed),
// so a word is read in Latin letters as those names are spelt and asked
// there. The Latin data is noisy for such short syllables (ka, se, hai are
// given names somewhere), so only a given name followed by a surname, both
// words no dictionary or catalogue of the script knows, is a name: the same
// tie a cased script breaks with its capitals.

package redact

import (
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

var indicNameScripts = []*unicode.RangeTable{unicode.Devanagari, unicode.Bengali}

// detectIndicNames masks a given name and a surname written one after the
// other in Devanagari or Bengali, each unknown as a word of the script.
func detectIndicNames(sc *scan) {
	s := sc.s
	if !hasScript(s, 0xE0, indicNameScripts) {
		return
	}
	prevStart, prevEnd, prevGiven := -1, -1, false
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.In(r, indicNameScripts...) || unicode.Is(unicode.M, r) {
			i += n
			continue
		}
		j := i + n
		for j < len(s) {
			r2, n2 := utf8.DecodeRuneInString(s[j:])
			if !unicode.In(r2, indicNameScripts...) || !(unicode.IsLetter(r2) || unicode.Is(unicode.M, r2)) {
				break
			}
			j += n2
		}
		w := s[i:j]
		known := utf8.RuneCountInString(w) < 2 || wordlist.Known(w) || wordlist.Template(w) || roleStop[w]
		if sc.stop.pulse() {
			return
		}
		given := !known && indicNameIs(w, wordlist.GivenName)
		if prevGiven && prevEnd+1 == i && s[prevEnd] == ' ' && !known && indicNameIs(w, wordlist.Surname) {
			sc.add(prevStart, j, phName)
		}
		prevStart, prevEnd, prevGiven = i, j, given
		i = j
	}
}

// indicNameIs asks has about w's Latin spellings (indicLatin).
func indicNameIs(w string, has func(string) bool) bool {
	plain, full, short := indicLatin(w)
	return has(plain) || has(full) || has(short)
}

// indicLatin returns a Devanagari or Bengali word in Latin letters as
// Indian names are spelt in the names data (knowgen's devanagariLatin,
// which leaves Hindi names out of hindi.fuse the same way): long and short
// vowels alike, a consonant's inherent a unless a vowel sign or the virama
// follows it, the last one dropped (plain) or kept (full), and short with
// the inherent a also dropped between a vowel's consonant and a consonant
// with its vowel, as Hindi and Bengali speak it (আহমেদ, ahmed, not ahamed).
// Bengali's letters stand 0x80 after Devanagari's of the same sound.
func indicLatin(w string) (plain, full, short string) {
	const cons = "कk खkh गg घgh ङn चch छchh जj झjh ञn टt ठth डd ढdh णn तt थth दd धdh नn पp फph बb भbh मm यy रr लl वv शsh षsh सs हh क़q ख़kh ग़g ज़z ड़r ढ़rh फ़f य़y"
	const vows = "अa आa इi ईi उu ऊu ऋri एe ऐai ओo औau ाa िi ीi ुu ूu ृri ेe ैai ोo ौau ॅe ॉo ंn ँn ःh"
	type tok struct {
		s    string
		kind byte // 'c' consonant, 'v' vowel, 'a' inherent a
	}
	var toks []tok
	pending := false
	for _, r := range w {
		if r >= 0x980 && r <= 0x9FF {
			r -= 0x80
		}
		if c, ok := tableLook(cons, r); ok {
			if pending {
				toks = append(toks, tok{"a", 'a'})
			}
			toks = append(toks, tok{c, 'c'})
			pending = true
			continue
		}
		if r == '्' {
			pending = false
			continue
		}
		if v, ok := tableLook(vows, r); ok {
			if pending && r >= 'ं' && r <= 'ः' {
				toks = append(toks, tok{"a", 'a'})
			}
			pending = false
			toks = append(toks, tok{v, 'v'})
		}
	}
	var p, sh []byte
	for i, t := range toks {
		p = append(p, t.s...)
		if t.kind == 'a' && i >= 2 && toks[i-1].kind == 'c' && toks[i-2].kind != 'c' &&
			i+2 < len(toks) && toks[i+1].kind == 'c' && toks[i+2].kind != 'c' {
			continue
		}
		sh = append(sh, t.s...)
	}
	plain, short = string(p), string(sh)
	if pending {
		return plain, plain + "a", short
	}
	return plain, plain, short
}

// tableLook finds r's Latin letters in a table of space-separated entries,
// each a rune followed by its letters.
func tableLook(table string, r rune) (string, bool) {
	for i := 0; i < len(table); {
		j := i
		for j < len(table) && table[j] != ' ' {
			j++
		}
		if k, n := utf8.DecodeRuneInString(table[i:j]); k == r {
			return table[i+n : j], true
		}
		i = j + 1
	}
	return "", false
}

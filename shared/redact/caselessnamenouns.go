// Names in the scripts without capitals that space their words (the
// Indic scripts, Sinhala, Arabic, Hebrew, Ethiopic), told by the known
// word beside them: after a noun of a person in a role (words.PersonNounWord,
// words.RoleNounWord: வாடிக்கையாளர் கார்த்திகேயன் சுப்பிரமணியம், "customer
// …"; المستفيد يوسف بنجلون, "the beneficiary …"), and before the word for
// name with its case on (words.NameNoun: கார்த்திகேயன் முருகன் பெயரில், "in
// the name of …"; නිමල් පෙරේරා නමින්, "by the name …"). No capital marks
// where such a name ends, so it ends where the knowledge knows a word
// again: the name is the one to three words beside the noun that no
// dictionary holds (words.Known), a word of one letter being a particle
// (Assamese ৰ); four or more unknown words are a sentence the
// dictionaries lack, not a name.

package redact

import (
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// caselessMaxName is the most words a name of these scripts is taken to
// hold.
const caselessMaxName = 3

// cword is one word of a caseless script in the text: where it stands,
// its script's key, and whether one space joins it to the word before.
type cword struct {
	a, b   int
	key    rune
	joined bool
}

// detectCaselessNameNouns masks the names a person's noun or the word for
// name stands beside in the caseless scripts.
func detectCaselessNameNouns(sc *scan) {
	ws := caselessWords(sc.s)
	if len(ws) < 2 {
		return
	}
	for i, w := range ws {
		if sc.stop.pulse() {
			return
		}
		t := sc.s[w.a:w.b]
		if wordlist.PersonNounWord(t) || wordlist.RoleNounWord(t) {
			if n := caselessNameRun(sc.s, ws, i, 1); n > 0 {
				sc.add(ws[i+1].a, ws[i+n].b, phName)
			}
		}
		if indicRune(w.key) && caseNameNoun(t) {
			if n := caselessNameRun(sc.s, ws, i, -1); n > 0 {
				sc.add(ws[i-n].a, ws[i-1].b, phName)
			}
		}
	}
}

// caselessNameRun returns how many words (one to caselessMaxName) after
// (dir 1) or before (dir -1) ws[i] are a name: joined to it and to each
// other by one space, in its script, unknown to the knowledge, more than
// one letter; 0 where there is none, or where a fourth unknown word
// follows (a sentence, not a name).
func caselessNameRun(s string, ws []cword, i, dir int) int {
	n := 0
	for k := i + dir; k >= 0 && k < len(ws); k += dir {
		cur, prev := ws[k], ws[k-dir]
		joined := cur.joined
		if dir < 0 {
			joined = prev.joined
		}
		w := s[cur.a:cur.b]
		if !joined || cur.key != ws[i].key || utf8.RuneCountInString(w) < 2 || wordlist.Known(w) ||
			wordlist.PersonNounWord(w) || caseNameNoun(w) {
			break
		}
		if n++; n > caselessMaxName {
			return 0
		}
	}
	return n
}

// caseNameNoun reports a word of an Indic script or Sinhala that is the
// word for name with a case ending on (பெயரில்: பெயர் and -இல், "in";
// නමින්: නම and -ින්): a longer word that starts with words.NameNoun's
// or words.NameLabel's (the catalogues' Name), or with its stem where the
// noun ends in a virama or Kannada's and Telugu's u (பெயர்: பெயர; ಹೆಸರು:
// ಹೆಸರ).
func caseNameNoun(w string) bool {
	n := 0
	for i := range w {
		if i == 0 {
			continue
		}
		if n++; n > 6 {
			return false
		}
		p := w[:i]
		if caseNameWord(p) {
			return true
		}
		for _, end := range stemEnds(p) {
			if w != p+end && caseNameWord(p+end) {
				return true
			}
		}
	}
	return false
}

// caseNameWord reports the word for name of words.NameNoun or
// words.NameLabel.
func caseNameWord(w string) bool { return wordlist.NameNoun(w) || wordlist.NameLabel(w) }

// stemEnds returns the signs a noun of p's Brahmic block or Sinhala ends
// in where a case ending replaces them: the virama (் for Tamil, ් for
// Sinhala) and the vowel sign u of Kannada and Telugu (ಹೆಸರು, ಹೆಸರಿನ).
func stemEnds(p string) []string {
	r, _ := utf8.DecodeLastRuneInString(p)
	switch {
	case sinhalaRune(r):
		return []string{"\u0DCA"}
	case brahmicRune(r):
		b := r &^ 0x7F
		return []string{string(b | 0x4D), string(b | 0x41)}
	}
	return nil
}

// caselessWords returns the words of s written in a script without
// capitals that spaces its words, each with its script's key (a Brahmic
// block's start, or the script's).
func caselessWords(s string) []cword {
	var ws []cword
	end := -1
	for i := 0; i < len(s); {
		if s[i] < 0xD0 {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		key := caselessKey(r)
		if key == 0 {
			i += n
			continue
		}
		a := i
		for i < len(s) {
			r, n := utf8.DecodeRuneInString(s[i:])
			if caselessKey(r) != key && !unicode.Is(unicode.M, r) && r != '\u200c' && r != '\u200d' {
				break
			}
			i += n
		}
		joined := end >= 0 && a-end == 1 && s[end] == ' '
		ws = append(ws, cword{a: a, b: i, key: key, joined: joined})
		end = i
	}
	return ws
}

// caselessKey returns the key of r's script when r is a letter of a
// script without capitals that spaces its words (a Brahmic block's or
// Sinhala's first code point, Arabic's, Hebrew's, Ethiopic's), else 0.
func caselessKey(r rune) rune {
	switch {
	case r < 0x590:
		return 0
	case indicRune(r):
		if !unicode.IsLetter(r) {
			return 0
		}
		return r &^ 0x7F
	case !unicode.IsLetter(r):
		return 0
	case unicode.Is(unicode.Arabic, r):
		return 0x600
	case unicode.Is(unicode.Hebrew, r):
		return 0x590
	case unicode.Is(unicode.Ethiopic, r):
		return 0x1200
	}
	return 0
}

// Words in which a text speaks as one person to another, which a
// program's message never does: French's first person singular, which the
// Hunspell French dictionary tags (je ne peux, j'attends), Finnish's
// possessive suffix of the first person (tilaukseni, "my order"), and the
// particles in which Vietnamese and Thai address somebody (Anh ơi … nhé,
// …นะคะ). usertext.go masks a quoted or labelled text that holds one.

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// frenchInPerson reports French's first person singular, as Hunspell's
// French dictionary tags its pronouns (po:1pe is:sg: je, j', me, m'):
// je elided before a vowel (j'ai, j'arrive: no other language elides
// it), or je before the negation or a first-person object (je ne peux,
// je n'arrive, je me suis). je alone is Czech's, Slovak's, Croatian's
// and Slovene's "is" (Pole je povinné) and Dutch's "you" (je hebt), which
// are followed by neither.
func frenchInPerson(v string) bool {
	prevJe := false
	for w := range strings.FieldsSeq(v) {
		w = strings.TrimLeft(w, "«“„\"'(")
		lw := strings.ToLower(w)
		if prevJe && (lw == "ne" || lw == "me" || frenchElided(lw, "n") || frenchElided(lw, "m")) {
			return true
		}
		if frenchElided(lw, "j") {
			return true
		}
		prevJe = lw == "je"
	}
	return false
}

// frenchElided reports w as the elided form of a French one-letter stem
// (j', n', m') glued to a word of two letters or more that starts with a
// vowel or h (j'ai, n'arrive, m'appelle).
func frenchElided(w, stem string) bool {
	rest, ok := cutPrefix(w, stem)
	if !ok {
		return false
	}
	if r, ok2 := cutPrefix(rest, "'"); ok2 {
		rest = r
	} else if r, ok2 := cutPrefix(rest, "’"); ok2 {
		rest = r
	} else {
		return false
	}
	r, _ := decodeRune(rest)
	return runeCount(rest) >= 2 && containsRune("aeiouyhàâéèêëîïôûü", r) && nameLetters(strings.TrimRight(rest, ",.!?;:…»”"))
}

// speechParticles are the particles in which Vietnamese addresses the
// one it speaks to (ơi: Anh ơi, "hey you") or ends a sentence spoken to
// them (nhé, ạ), written apart; thaiSpeechEndings end a Thai sentence
// spoken to somebody (ครับ, ค่ะ, คะ, จ้ะ, จ้า: the speaker's politeness).
// None is a word of the catalogues (words.Template: TestSpeechParticles),
// whose messages speak to nobody in particular.
var (
	speechParticles   = wordMap("ơi nhé ạ")
	thaiSpeechEndings = [...]string{"ครับ", "ค่ะ", "คะ", "จ้ะ", "จ้า"}
)

// hasSpeechParticle reports a text with one of speechParticles, or a run
// of Thai that ends with one of thaiSpeechEndings.
func hasSpeechParticle(v string) bool {
	for w := range strings.FieldsSeq(v) {
		w = strings.TrimRight(w, ",.!?;:…")
		if speechParticles[strings.ToLower(w)] {
			return true
		}
		if len(w) > 9 && w[0] >= 0xE0 {
			for _, e := range thaiSpeechEndings {
				if hasSuffix(w, e) {
					return true
				}
			}
		}
	}
	return false
}

// speechEnd returns where a person's text after a label ends: before the
// program's detail after " | ", " -> ", " → " or " - " (… em đi đón con
// | lỗi mã hóa), else at v's end.
func speechEnd(v string) int {
	e := len(v)
	for _, sep := range [...]string{" | ", " -> ", " → ", " - "} {
		if i := indexStr(v, sep); i > 0 && i < e {
			e = i
		}
	}
	return e
}

// finnishMine reports a Finnish noun with the possessive suffix of the
// first person singular (w in lower case): -ni after a stem that other
// forms of a word of wordfreq's Finnish list share (words.FinnishStem:
// tilaukse|ni, äiti|ni, puhelime|ni), which no catalogue writes
// (words.Template holds salasanani, "my password", of a login form). A
// service speaks of "your" (-si) and "our" (-mme), never of "my".
func finnishMine(w string) bool {
	k, ok := cutSuffix(w, "ni")
	return ok && runeCount(k) >= 4 && nameLetters(k) && wordlist.FinnishStem(k) && !wordlist.Template(w)
}

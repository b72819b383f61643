// A person's state in the languages that put the verb last: the role
// noun, its case particle, the state, then "is" or "has" closing the
// clause (मरीज़ को मधुमेह है, the patient has diabetes; öğrenci astımlı
// var; ታካሚው ... አለበት). detectPersonStates reads the state after the
// copula (el cliente es sordo); this reads it before.

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// verbFinalParticles are the case particles a verb-final language writes
// after the person's noun where the person has something (Hindi's and
// Urdu's dative को, کو; Marathi's ला; Hindi's genitive का, की), each
// between spaces: a closed class, a handful per language, which the
// catalogues hold as templates' words and no list here tells apart.
const verbFinalParticles = " को ला کو का की के "

// verbFinalCopulas are the words that close such a clause: "is", "has",
// "are", "was" in Hindi (है हैं था थी), Marathi (आहे), Nepali (छ), Urdu
// (ہے ہیں), Persian (است دارد هست), Turkish and Azerbaijani (var),
// Bengali (আছে), Gujarati (છે), Punjabi (ਹੈ), Telugu (ఉంది ఉన్నాడు
// ఉన్నారు), Tamil (உள்ளது உள்ளார்), Kannada (ಇದೆ), Malayalam (ഉണ്ട്) and
// Amharic (አለበት አለው አለባት ነው), each between spaces: closed-class
// words, the auxiliaries of each grammar, none of which says anything of
// a person by itself. Their negations (नहीं है, yok, ندارد) are not among
// them: a program's "not found".
const verbFinalCopulas = " है हैं था थी थे आहे छ ہے ہیں است دارد هست var আছে છે ਹੈ ఉంది ఉన్నాడు ఉన్నారు உள்ளது உள்ளார் ಇದೆ ഉണ്ട് አለበት አለው አለባት ነው "

// verbFinalState returns the state a verb-final clause says of the role
// noun ws[k] (s[a:e]): past its case particle, one to maxStateRun words
// no template, code or technical vocabulary holds (or the special
// lexicon's), then a copula of verbFinalCopulas that ends the clause;
// 0, 0 otherwise (मरीज़ का रिकॉर्ड सहेजा नहीं गया: no copula; मरीज़ को डेटा
// उपलब्ध है: template words).
func verbFinalState(s, lw string, ws []stateSpan, k int) (int, int) {
	j := k + 1
	if j < len(ws) && s[ws[k].b:ws[j].a] == " " && wordIn(verbFinalParticles, lw[ws[j].a:ws[j].b]) {
		j++
	}
	for n := 0; n <= maxStateRun && j+n < len(ws); n++ {
		c := j + n
		if s[ws[c-1].b:ws[c].a] != " " {
			return 0, 0 // a mark or a number: another clause
		}
		x := lw[ws[c].a:ws[c].b]
		if wordIn(verbFinalCopulas, x) {
			if n == 0 {
				return 0, 0
			}
			_, cb := clause(s, ws[c].a, ws[c].b)
			if strings.TrimRight(s[ws[c].b:cb], " ") != "" {
				return 0, 0 // the clause goes on: a program's sentence
			}
			return ws[j].a, ws[c-1].b
		}
		if _, ok := wordlist.Special(x); n == maxStateRun || !ok && !personStateWord(x) || inIdentifier(s, ws[c].a, ws[c].b) {
			return 0, 0
		}
	}
	return 0, 0
}

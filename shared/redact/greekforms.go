package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// greekEndings are the paradigms of Greek's inflection that error text
// writes: a word ending in one ending of a paradigm is known when its stem
// with another of the same paradigm is, the accent where it stands
// (διάλυσης: διάλυση, "dissolution"; υποβαθμισμένα: υποβαθμισμένο,
// "downgraded"; διαχειριστικού: διαχειριστικό, "administrative";
// ανακαλείτε: ανακαλεί, "revoke"; αναβαθμίστηκαν: αναβαθμίστηκε,
// "were upgraded"). The dictionaries (known2, known4: wordfreq's most
// frequent words that hunspell-el accepts) hold a word's commonest forms,
// error text writes the others. A paradigm whose accent moves between
// forms (κάλεσε, καλέσατε) is not here: its forms are not one stem and
// an ending.
var greekEndings = [][]string{
	// -ος adjectives, participles and nouns, the accent before the
	// ending; not the vocative's -ε, which a verb's past writes too
	// (χρησιμοποιούσε, "was using")
	{"ους", "ος", "ου", "οι", "ων", "ης", "ες", "ο", "η", "α"},
	// the same, the accent on the ending
	{"ούς", "ός", "ού", "οί", "ών", "ής", "ές", "ό", "ή", "ά"},
	// -η and -α nouns
	{"εις", "ης", "η"},
	{"ας", "ες", "α"},
	// verbs' present, and contracted
	{"ουμε", "ουνε", "ετε", "εις", "ουν", "ει", "ω"},
	{"ούμε", "είτε", "ούσε", "είς", "ούν", "εί", "ώ"},
	// the passive aorist
	{"ηκαν", "ηκες", "ηκε", "ηκα"},
}

// greekForm reports a Greek word in lower case whose stem, three letters
// or more, is known with another ending of its paradigm (greekEndings).
// A capitalised word is left to the name rules: surnames are declined by
// the same endings (Παπαδόπουλου).
func greekForm(lw string) bool {
	// έκφραση·: Greek's semicolon, the ano teleia (U+0387, U+00B7 once
	// normalised), written onto the word before it
	if w, ok := strings.CutSuffix(strings.TrimSuffix(lw, "\u0387"), "·"); ok || len(w) < len(lw) {
		return w != "" && (knownWord(w) || greekForm(w))
	}
	if stem, ok := strings.CutSuffix(lw, "εων"); ok && greekMovedAccent(stem, "η", "ης", "εις") {
		return true
	}
	for _, p := range greekEndings {
		for _, e := range p {
			stem, ok := strings.CutSuffix(lw, e)
			if !ok || utf8.RuneCountInString(stem) < 3 {
				continue
			}
			for _, f := range p {
				if f != e && greekKnown(stem+f) {
					return true
				}
			}
			break // the paradigm's longest ending the word has
		}
	}
	return false
}

// greekKnown reports a Greek word a dictionary holds and the names data
// does not.
func greekKnown(w string) bool {
	return wordlist.Known(w) && !givenNameData(w) && !surnameData(w)
}

// greekMovedAccent reports a stem of a noun in -η (-ση, -ξη, -ψη) whose
// genitive plural in -εων moves the accent onto the syllable before the
// ending (ενημερώσεων, "of updates": ενημέρωση): with the accent on
// another of its vowels and one of endings, a word greekKnown holds.
func greekMovedAccent(stem string, endings ...string) bool {
	rs := []rune(stem)
	at := -1
	for i, r := range rs {
		if b, ok := greekUnaccented[r]; ok {
			rs[i], at = b, i
		}
	}
	if at < 0 || utf8.RuneCountInString(stem) < 4 {
		return false
	}
	for i := at - 1; i >= 0; i-- {
		a, ok := greekAccented[rs[i]]
		if !ok {
			continue
		}
		w := make([]rune, len(rs))
		copy(w, rs)
		w[i] = a
		for _, e := range endings {
			if greekKnown(string(w) + e) {
				return true
			}
		}
	}
	return false
}

// greekAccented and greekUnaccented map Greek's lower-case vowels to and
// from their accented forms (tonos).
var (
	greekAccented   = map[rune]rune{'α': 'ά', 'ε': 'έ', 'η': 'ή', 'ι': 'ί', 'ο': 'ό', 'υ': 'ύ', 'ω': 'ώ'}
	greekUnaccented = map[rune]rune{'ά': 'α', 'έ': 'ε', 'ή': 'η', 'ί': 'ι', 'ό': 'ο', 'ύ': 'υ', 'ώ': 'ω'}
)

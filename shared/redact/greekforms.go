package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
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
	// verbs' present, and contracted (the paradigms before these are
	// nouns' and adjectives', greekNounParadigms)
	{"ουμε", "ουνε", "ετε", "εις", "ουν", "ει", "ω"},
	{"ούμε", "είτε", "ούσε", "είς", "ούν", "εί", "ώ"},
	// the passive aorist
	{"ηκαν", "ηκες", "ηκε", "ηκα"},
}

// greekNounParadigms are greekEndings' first paradigms, a noun's and an
// adjective's, which inflectedSpecial asks a Greek word's lemma in.
const greekNounParadigms = 4

// greekForm reports a Greek word in lower case whose stem, three letters
// or more, is known with another ending of its paradigm (greekEndings).
// A capitalised word is left to the name rules: surnames are declined by
// the same endings (Παπαδόπουλου).
func greekForm(lw string) bool {
	// έκφραση·: Greek's semicolon, the ano teleia (U+0387, U+00B7 once
	// normalised), written onto the word before it
	if w, ok := cutSuffix(trimSuffix(lw, "\u0387"), "·"); ok || len(w) < len(lw) {
		return w != "" && (knownWord(w) || greekForm(w))
	}
	if stem, ok := cutSuffix(lw, "εων"); ok && greekMovedAccent(stem, "η", "ης", "εις") {
		return true
	}
	if greekPrefixed(lw) || greekParticiple(lw) || greekAoristMood(lw) || greekPastPlural(lw) {
		return true
	}
	for _, p := range greekEndings {
		for _, e := range p {
			stem, ok := cutSuffix(lw, e)
			if !ok || runeCount(stem) < 3 {
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
	if at < 0 || runeCount(stem) < 4 {
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

// greekPrefixes are the prefixes Greek compounds a verb, a participle or
// a noun with: its prepositions' (the elided form before a vowel too:
// απ|εγκατάσταση, επαν|εγκατεστημένα), "again", "self", "new", "own" and
// "non" (ξανα|γράφω, αυτο|ματοποίηση, νεο-|εγκατεστημένης, μη|έγκυρο).
const greekPrefixes = " αντι αντ ανα αν απο απ δια δι εκ εξ επανα επαν επι επ κατα κατ μετα μετ παρα παρ περι προ συν συμ συγ υπερ υπο υπ ξανα αυτο νεο ιδιο μη "

// greekPrefixed reports a Greek word in lower case that is a prefix
// (greekPrefixes), with a hyphen after it or none, and a known word of
// five letters or more, or one of its forms (greekForm), the names data
// holding neither: error text writes such compounds
// (επανεγκατεστημένα, "reinstalled"; μετονομάστηκε, "was renamed") that
// the dictionaries' most frequent words lack. A capitalised word is left
// to the name rules.
func greekPrefixed(lw string) bool {
	for l := greekPrefixes[1:]; l != ""; {
		var p string
		p, l = nextPrefix(l)
		if rest, ok := cutPrefix(lw, p); ok {
			rest = trimPrefix(rest, "-")
			if runeCount(rest) >= 5 && !givenNameData(rest) && !surnameData(rest) && (greekKnown(rest) || greekForm(rest)) {
				return true
			}
		}
	}
	return false
}

// greekAoristMood reports a Greek verb's passive aorist in one mood whose
// other mood a dictionary holds: the subjunctive puts the accent on its
// ending (να υπογραφεί, "to be signed"; ενημερωθεί, "be updated"), the
// indicative on the stem's last vowel (υπογράφηκε, ενημερώθηκε), so a
// word in -εί, -ούν or -είς with no accent on its stem is asked with the
// stem's last vowel accented and -ηκε, and one in -ηκε, -ηκαν or -ηκες
// with its stem's accent taken off and -εί (συνδέθηκε, "was connected":
// συνδεθεί). The stem is four letters or more.
func greekAoristMood(lw string) bool {
	for _, p := range [...][2]string{{"εί", "ηκε"}, {"ούν", "ηκαν"}, {"είς", "ηκες"}, {"ηκε", "εί"}, {"ηκαν", "εί"}, {"ηκες", "εί"}} {
		stem, ok := cutSuffix(lw, p[0])
		if !ok {
			continue
		}
		// the stem's last vowel, its accent put on or taken off
		i := strings.LastIndexAny(stem, "αεηιουωάέήίόύώ")
		if i < 0 || runeCount(stem) < 4 {
			return false
		}
		r, n := decodeRune(stem[i:])
		t, ok := greekAccented[r]
		if !ok {
			t = greekUnaccented[r]
		}
		return greekKnown(stem[:i] + string(t) + stem[i+n:] + p[1])
	}
	return false
}

// greekParticiples pairs the passive participles' stems (-ισμένος,
// -ωμένος) with the endings of the nouns of action they are made from:
// the dictionaries hold υποβάθμιση, "downgrade", where error text writes
// υποβαθμισμένα, "downgraded".
const greekParticiples = " ισμέν:ιση ωμέν:ωση ωμέν:ωμα "

// greekParticiple reports a Greek passive participle in lower case
// (υποβαθμισμένα; κλειδωμένο, "locked", of κλείδωμα) whose noun of action
// a dictionary holds, the accent on the stem's last vowel, the stem three
// letters or more, or, a noun in -σμός, on its ending (συνδυασμένων).
func greekParticiple(lw string) bool {
	// συνδυασμένων, "combined", of συνδυασμός: a noun in -σμός keeps
	// the accent on its ending, the participle's stem has none
	if i := strings.LastIndex(lw, "σμέν"); i >= 0 && runeCount(lw[:i]) >= 4 && wordIn(" ος η ο α ες οι ων ου ης ους ", lw[i+len("σμέν"):]) && !containsChars(lw[:i], "άέήίόύώ") {
		if greekKnown(lw[:i]+"σμός") || greekKnown(lw[:i]+"σμό") {
			return true
		}
	}
	for l := greekParticiples[1:]; l != ""; {
		var p string
		p, l = nextPrefix(l)
		infix, noun, _ := cut(p, ":")
		i := strings.LastIndex(lw, infix)
		if i < 0 || !wordIn(" ος η ο α ες οι ων ου ης ους ", lw[i+len(infix):]) {
			continue
		}
		rs := []rune(lw[:i])
		for k := len(rs) - 1; k >= 0 && len(rs) >= 3; k-- {
			if a, ok := greekAccented[rs[k]]; ok {
				rs[k] = a
				if greekKnown(string(rs) + noun) {
					return true
				}
				break
			}
		}
	}
	return false
}

// greekPastPlural reports a Greek verb's past in the first or second
// person plural (-αμε, -ατε), which puts the accent on the stem's last
// vowel where the other persons put it further back (καλέσατε, "you
// called": κάλεσαν): the stem asked with its accent moved back and -ε,
// -α or -αν (greekMovedAccent). No name ends so: a capitalised one, a
// sentence's first word, is asked too.
func greekPastPlural(lw string) bool {
	stem, ok := cutSuffix(lw, "ατε")
	if !ok {
		stem, ok = cutSuffix(lw, "αμε")
	}
	return ok && greekMovedAccent(stem, "ε", "α", "αν")
}

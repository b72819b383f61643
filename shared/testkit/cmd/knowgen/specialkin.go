package main

import (
	"errors"
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// The words WordNet admits as a category's only through their kin
// (wordNetKin: blind, deaf, whose first senses as a noun and a verb are
// the group and the verb that makes one) are the dictionaries' homographs
// too: under blind they give the window's blind (Bulgarian щори, Dutch
// luik, a hatch), the verb (Czech oslepit) and the adverb (Croatian na
// slijepo) besides the adjective (Polish niewidomy, Spanish ciego).
// kinTerms keeps a translation of theirs only where the dictionaries say
// it is the adjective: two of them agree (Spanish ciego is blind's first
// sense in English–Spanish, and blind ciego's in Spanish–English), or one
// tags it an adjective and the other, if there is one, does not give it
// another sense.

// specialDictAdjTag is a dictionary's tag of an adjective (<adj>, <a>,
// <Adj>), in a headword line or before a sense.
var specialDictAdjTag = regexp.MustCompile(`(?i)<\s*(adj|a|adjective)\b[^>]*>`)

// specialDictSecond is an entry's second sense's number.
var specialDictSecond = regexp.MustCompile(`(?m)^\s*(2|II)\.`)

// kinTerms returns the translations into lang (FreeDict's code: spa) of
// the kin sources (kin: source → true) that the English–lang and
// lang–English dictionaries in dir agree on, as above.
func kinTerms(dir, lang string, kin map[string]bool) (map[string]bool, error) {
	fwd, err := dictdHeaded(dir, "freedict-eng-"+lang)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	rev, err := dictdHeaded(dir, "freedict-"+lang+"-eng")
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	firstLine := func(body string) string {
		for _, l := range strings.Split(body, "\n") {
			if strings.TrimSpace(specialDictSense.ReplaceAllString(l, "")) != "" {
				return l
			}
		}
		return ""
	}
	// forward: each kin source's translations, tagged or not
	tagged, told := map[string]bool{}, map[string]bool{}
	for s := range kin {
		for _, e := range fwd[s] {
			// a numbered entry gives its senses in WordNet's order, not
			// the word's (Finnish umpi, closed at one end, is blind's 1.)
			adj := (specialDictAdjTag.MatchString(e.head) || specialDictAdjTag.MatchString(firstLine(e.body))) &&
				!specialDictSecond.MatchString(e.body)
			for _, t := range dictTranslations(firstLine(e.body)) {
				told[t] = true
				if adj {
					tagged[t] = true
				}
			}
		}
	}
	// backward: the headwords whose first sense is a kin source, and
	// whether the reverse dictionary gives a headword another first sense
	back, other := map[string]bool{}, map[string]bool{}
	for h, es := range rev {
		if len(es) == 0 {
			continue
		}
		adj := specialDictAdjTag.MatchString(es[0].head)
		kinSense := false
		for _, t := range dictTranslations(firstLine(es[0].body)) {
			kinSense = kinSense || kin[t]
		}
		if !kinSense {
			other[h] = true
			continue
		}
		back[h] = true
		if adj {
			tagged[h] = true
		}
	}
	out := map[string]bool{}
	for t := range told {
		if strings.Contains(t, " ") {
			continue // an adverb (Croatian na slijepo, blindly) or a gloss
		}
		if back[t] || tagged[t] && !other[t] {
			out[t] = true
		}
	}
	for h := range back {
		if strings.Contains(h, " ") {
			continue
		}
		if told[h] || tagged[h] && fwd == nil {
			out[h] = true
		}
	}
	return out, nil
}

// specialDictLists are wordfreq's languages whose frequent words no
// translation may be, whatever its own language (commonElsewhere).
var specialDictLists = []string{"ar", "bg", "bn", "ca", "cs", "da", "de", "el", "en", "es", "fa", "fi", "fil", "fr", "he",
	"hi", "hu", "id", "is", "it", "ja", "ko", "lt", "lv", "mk", "ms", "nb", "nl", "pl", "pt", "ro", "ru", "sh", "sk", "sl",
	"sv", "ta", "tr", "uk", "ur", "vi", "zh"}

// commonElsewhere returns, word → the wordfreq languages it is one of the
// specialDictCommonRank most frequent words of: the lexicon holds no
// language's words apart, and a translation that another language writes
// every day would mask that language's text (Indonesian tuli, deaf, is
// Finnish's tuli, came, and fire).
func commonElsewhere(src string) (map[string][]string, error) {
	out := map[string][]string{}
	for _, l := range specialDictLists {
		wf, err := wordfreqList(src, l)
		if err != nil {
			return nil, err
		}
		for _, w := range wf[:min(len(wf), specialDictCommonRank)] {
			if !slices.Contains(out[w], l) {
				out[w] = append(out[w], l)
			}
		}
	}
	return out, nil
}

// otherLanguage reports langs holding a language other than own (own ""
// is a language wordfreq lacks).
func otherLanguage(langs []string, own string) bool {
	return slices.ContainsFunc(langs, func(l string) bool { return l != own })
}

// rankOf returns each word of a wordfreq list with its first rank.
func rankOf(list []string) map[string]int {
	out := make(map[string]int, len(list))
	for i, w := range list {
		if _, ok := out[w]; !ok {
			out[w] = i
		}
	}
	return out
}

// englishOwn reports t as English's own word: English's wordfreq list
// ranks it above the translation's own language's list, or holds it where
// that list does not (Danish overbid: an auction's); Spanish ciego, which
// English's list holds as well, ranks higher in Spanish's. own is nil for
// a language wordfreq lacks: then t is English's among its icdRareRank
// most frequent words (Afrikaans doof, deaf, is English slang).
func englishOwn(t string, en, own map[string]int) bool {
	r, ok := en[t]
	if !ok {
		return false
	}
	if own == nil {
		return r < icdRareRank
	}
	o, ok := own[t]
	return !ok || r < o
}

// withoutInitialisms returns senses less those that are the initials of
// another of them: a dictionary gives a condition's abbreviation beside
// its name (Polish stwardnienie rozsiane: MS, multiple sclerosis), which
// is the name's, no other sense of the headword.
func withoutInitialisms(senses []string) []string {
	initials := map[string]bool{}
	for _, t := range senses {
		if fs := strings.Fields(t); len(fs) > 1 {
			var b strings.Builder
			for _, f := range fs {
				r, _ := utf8.DecodeRuneInString(f)
				b.WriteRune(r)
			}
			initials[b.String()] = true
		}
	}
	out := make([]string, 0, len(senses))
	for _, t := range senses {
		if !initials[t] {
			out = append(out, t)
		}
	}
	return out
}

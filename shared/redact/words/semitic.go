package words

import (
	"strings"
	"unicode/utf8"
)

// The forms of Arabic and Hebrew words the redactor reaches by rule, in one
// place for both of their users: the redactor (redact's semiticForm) asks
// Known about what they leave, and knowgen leaves out of known4.fuse the
// words they reach from a word kept (a form reached needs no entry). Two
// copies would drift, and a word left out for a form the redactor no
// longer takes off would be unknown.
var (
	// arabicProclitics are the proclitics Arabic writes onto a word,
	// longest first: conjunction and preposition with the article, the
	// article, the conjunctions و and ف, the prepositions ب, ل and ك.
	arabicProclitics = []string{"وبال", "وال", "فال", "بال", "كال", "ولل", "لل", "ال", "و", "ف", "ب", "ل", "ك"}
	// hebrewProclitics are the letters Hebrew writes onto a word (ו, ה,
	// ב, ל, מ, ש, כ), two at most, longest first.
	hebrewProclitics = []string{"וה", "וב", "ול", "ומ", "וש", "שה", "שב", "של", "מה", "כש", "לכ", "ו", "ה", "ב", "ל", "מ", "ש", "כ"}
	// arabicPronouns are the attached pronouns Arabic writes after a noun
	// or a verb, of two letters or more (its, their, your, our): تثبيتها,
	// "its installation".
	arabicPronouns = []string{"هما", "ها", "هم", "هن", "كم", "نا"}
)

// Proclitics returns Arabic's proclitics (arabic) or Hebrew's, longest
// first. The slice is shared: do not change it.
func Proclitics(arabic bool) []string {
	if arabic {
		return arabicProclitics
	}
	return hebrewProclitics
}

// ProcliticRest reports a remainder long enough to be asked after the
// proclitic p: three letters after a proclitic of two or more, four after
// one letter. Names begin with those letters too (ليان, Layan: ل|يان;
// מיכל, Michal: מ|יכל), and the dictionaries left out only the names
// themselves and their prefixed forms, not a name read as a prefix and a
// short word.
func ProcliticRest(p, rest string) bool {
	n := utf8.RuneCountInString(rest)
	return n >= 4 || n >= 3 && utf8.RuneCountInString(p) >= 2
}

// SemiticReach reports whether w, an Arabic word (arabic) or a Hebrew one,
// is a form of a word has holds: behind one of its proclitics (ה|יציאה),
// or, in Arabic, before an attached pronoun (تثبيت|ها), its open taa
// marbuta closed too (ترقيتها: ترقية), the stem as it stands or behind a
// proclitic.
func SemiticReach(w string, arabic bool, has func(string) bool) bool {
	if behindProclitic(w, Proclitics(arabic), has) {
		return true
	}
	if !arabic {
		return false
	}
	for _, suf := range arabicPronouns {
		stem, ok := strings.CutSuffix(w, suf)
		if !ok {
			continue
		}
		if arabicStem(stem, has) {
			return true
		}
		if open, ok := strings.CutSuffix(stem, "ت"); ok && arabicStem(open+"ة", has) {
			return true
		}
	}
	return false
}

// arabicStem reports a stem of three letters or more that has holds, as
// it stands or behind a proclitic.
func arabicStem(f string, has func(string) bool) bool {
	return utf8.RuneCountInString(f) >= 3 && (has(f) || behindProclitic(f, arabicProclitics, has))
}

// behindProclitic reports w behind one of prefixes, a remainder has holds.
func behindProclitic(w string, prefixes []string, has func(string) bool) bool {
	for _, p := range prefixes {
		if rest, ok := strings.CutPrefix(w, p); ok && ProcliticRest(p, rest) && has(rest) {
			return true
		}
	}
	return false
}

// HebrewAcronym reports a Hebrew acronym: letters with a gershayim (״, or
// the quotation mark that stands for it) before the last (ע"י, "by"; צה"ל),
// as Hebrew writes its abbreviations. No name is written so.
func HebrewAcronym(w string) bool {
	i := strings.IndexAny(w, "\"״")
	if i < 0 {
		return false
	}
	q := 1
	if w[i] != '"' {
		q = len("״")
	}
	a, b := w[:i], w[i+q:]
	return utf8.RuneCountInString(b) == 1 && a != "" && hebrewLetters(a) && hebrewLetters(b)
}

// hebrewLetters reports a word of Hebrew letters alone.
func hebrewLetters(w string) bool {
	for _, r := range w {
		if r < 0x5d0 || r > 0x5ea {
			return false
		}
	}
	return true
}

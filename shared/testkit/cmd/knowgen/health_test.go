package main

import (
	"slices"
	"testing"
)

// TestHealthTerms: a title's runs that end in a condition's morpheme are
// terms, with the short name of a qualifier in 性 and a two-character
// modifier (急性心筋梗塞: 急性梗塞); a run that ends in none, a qualifier
// not in 性, or a longer modifier gives no short name.
func TestHealthTerms(t *testing.T) {
	for _, c := range []struct {
		title string
		want  []string
	}{
		{"急性心筋梗塞", []string{"急性心筋梗塞", "急性梗塞"}},
		{"恐怖性焦虑障碍", []string{"恐怖性焦虑障碍", "恐怖性障碍"}},
		{"双相情感障碍", []string{"双相情感障碍"}},
		{"持続性妄想性障害", []string{"持続性妄想性障害"}},
		{"慢性腎臓病", []string{"慢性腎臓病", "慢性病"}},
		{"アトピー性皮膚炎", []string{"アトピー性皮膚炎", "アトピー性炎"}},
		{"統合失調感情障害", []string{"統合失調感情障害"}},
		{"中度的贫血", nil},
	} {
		if got := healthTerms(c.title); !slices.Equal(got, c.want) {
			t.Errorf("healthTerms(%q) = %q, want %q", c.title, got, c.want)
		}
	}
}

// TestCognateKey: the spellings languages give one Greek or Latin
// condition word fold to one stem; ordinary words that start alike do not
// reach a condition's stem, and a care word is told apart.
func TestCognateKey(t *testing.T) {
	same := [][]string{
		{"schizophrenia", "schizofrenia", "szkizofrénia", "schizofrenie"},
		{"anorexia", "anoreksja", "anoreksia"},
		{"epilepsy", "epilepsi", "epilepsja", "epilepszia"},
	}
	for _, g := range same {
		for _, w := range g[1:] {
			if a, b := cognateStem(cognateKey(g[0])), cognateStem(cognateKey(w)); a != b {
				t.Errorf("%s folds to %q, %s to %q", g[0], a, w, b)
			}
		}
	}
	for _, p := range [][2]string{{"migraine", "migracja"}, {"miliaria", "miliard"}, {"influenza", "influenser"}} {
		if cognateStem(cognateKey(p[0])) == cognateStem(cognateKey(p[1])) {
			t.Errorf("%s and %s fold alike", p[0], p[1])
		}
	}
	if !generalRoot["prognosis"] || generalRoot["anorexia"] {
		t.Error("generalRoot: prognosis's root is a forecast's, anorexia's is no general word's")
	}
	if !careWord(cognateKey("psychiatrii")) || careWord(cognateKey("schizofrenii")) {
		t.Error("careWord: psychiatrii is care, schizofrenii is not")
	}
}

// TestLoanMatch: a transliterated loan meets its English source on the
// key its script is matched by (every vowel but the ending's in an
// alphabet, the consonants alone in Persian and Urdu), and native words
// with a loan's consonants do not: Finnish kaukaisen ("distant") is no
// caucasian, Russian devyatykh ("ninth") no diabetic.
func TestLoanMatch(t *testing.T) {
	for _, c := range []struct {
		tr, en string
		want   bool
	}{
		{"anoreksiia", "anorexia", true},
		{"biseksual", "bisexual", true},
		{"kommunist", "communist", true},
		{"diabetic", "diabetic", true},
		{"kaukaisen", "caucasian", false},
		{"deviatykh", "diabetic", false},
		{"diamente", "dementia", false},
		{"zharkomu", "sarcoma", false},
	} {
		got := loanStrictKey(c.tr) == loanStrictKey(c.en) && loanVowelsSame(c.tr, c.en)
		if got != c.want {
			t.Errorf("%s ~ %s: %v, want %v (%s, %s)", c.tr, c.en, got, c.want, loanStrictKey(c.tr), loanStrictKey(c.en))
		}
	}
	for _, c := range []struct {
		tr, en string
		want   bool
	}{
		{"dpryshn", "depression", true},
		{"kmwnyst", "communist", true},
		{"dmyynty", "dementia", false},
	} {
		a, b := loanSkeleton(c.tr, true), loanSkeleton(c.en, false)
		if got := a == b && len(b) >= loanAbjadMin; got != c.want {
			t.Errorf("%s ~ %s: %v, want %v (%s, %s)", c.tr, c.en, got, c.want, a, b)
		}
	}
	for w, want := range map[string]bool{"hepatitis": true, "psoriasis": true, "lymphoma": true, "antigen": false, "ventilator": false, "coma": false} {
		if conditionEnding(w) != want {
			t.Errorf("conditionEnding(%s) = %v", w, !want)
		}
	}
}

// TestCLDRName: a locale's name of one word of the one emoji whose English
// name is two or three words of one category aligns with it (trudnica,
// the pregnant woman); a name of two words does not (a description), nor
// a name of an emoji whose English name is no category's.
func TestCLDRName(t *testing.T) {
	lex := map[string]string{"pregnant": "health", "mosque": "religion"}
	en := map[string][2][]string{"🤰": {{"pregnant", "woman"}, {"pregnant woman"}}, "🕌": {{"mosque"}, {"mosque"}},
		"🍎": {{"apple", "fruit"}, {"red apple"}}}
	enTerm := map[string]string{}
	for _, v := range en {
		for _, l := range v {
			for _, k := range l {
				enTerm[k] = cldrTerm(k, lex)
			}
		}
	}
	a := map[string][2][]string{"🤰": {{"trudnica", "žena"}, {"trudnica"}}, "🕌": {{"džamija"}, {"džamija"}},
		"🍎": {{"jabuka"}, {"crvena jabuka"}}}
	for _, c := range []struct{ w, e, want string }{
		{"trudnica", "🤰", "health"},
		{"džamija", "🕌", "religion"},
		{"jabuka", "🍎", ""},
	} {
		if got := cldrName(c.w, map[string]bool{c.e: true}, a, en, enTerm); got != c.want {
			t.Errorf("cldrName(%q) = %q, want %q", c.w, got, c.want)
		}
	}
	a["🤰"] = [2][]string{{"trudna žena"}, {"trudna žena"}}
	if got := cldrName("trudna žena", map[string]bool{"🤰": true}, a, en, enTerm); got != "" {
		t.Errorf("cldrName(%q) = %q, want none", "trudna žena", got)
	}
}

// TestCLDRNameWords: the word that a locale's two-word names of two of a
// term's emoji share, and no other emoji's name writes, is the term's
// (Romanian însărcinată); the person's word (femeie, also the woman's
// name) and a word of one name alone (însărcinat) are not.
func TestCLDRNameWords(t *testing.T) {
	lex := map[string]string{"pregnant": "health"}
	en := map[string][2][]string{"🤰": {{"pregnant", "woman"}, {"pregnant woman"}}, "🫄": {{"pregnant", "person"}, {"pregnant person"}},
		"🫃": {{"pregnant", "man"}, {"pregnant man"}}, "👩": {{"woman"}, {"woman"}}}
	enTerm := map[string]string{}
	for _, v := range en {
		for _, l := range v {
			for _, k := range l {
				enTerm[k] = cldrTerm(k, lex)
			}
		}
	}
	a := map[string][2][]string{"🤰": {{"femeie"}, {"femeie însărcinată"}}, "🫄": {{"persoană"}, {"persoană însărcinată"}},
		"🫃": {{"bărbat"}, {"bărbat însărcinat"}}, "👩": {{"femeie"}, {"femeie"}}}
	got := cldrNameWords(a, en, enTerm)
	if len(got) != 1 || got["însărcinată"] != "health" {
		t.Errorf("cldrNameWords = %v, want însărcinată alone", got)
	}
}

// TestCLDRNamed: where an English word of the picture stands on a health
// keyword's emoji alone (belly, on the pregnant ones), the keyword is the
// term's only if a locale's name of them holds it, or a word of its stem
// (Hungarian terhes of terhes nő; Finnish masu, the tummy, is in none).
func TestCLDRNamed(t *testing.T) {
	lex := map[string]string{"pregnant": "health"}
	en := map[string][2][]string{"🤰": {{"pregnant", "woman"}, {"pregnant woman"}}, "🫄": {{"belly", "pregnant"}, {"pregnant person"}},
		"🫃": {{"belly", "pregnant"}, {"pregnant man"}}}
	enIdx := cldrIndex(en)
	enTerm := map[string]string{}
	for k := range enIdx {
		enTerm[k] = cldrTerm(k, lex)
	}
	es := map[string]bool{"🤰": true, "🫄": true, "🫃": true}
	if !cldrHoldsPicture(es, enIdx, enTerm) {
		t.Errorf("cldrHoldsPicture: belly stands on the pregnant ones alone")
	}
	a := map[string][2][]string{"🤰": {{"terhes", "masu"}, {"terhes nő"}}, "🫄": {{"terhes", "masu"}, {"terhes személy"}},
		"🫃": {{"terhes", "masu"}, {"terhes férfi"}}}
	for _, c := range []struct {
		w    string
		want bool
	}{{"terhes", true}, {"terhesség", true}, {"masu", false}} {
		if named, has := cldrNamed(c.w, es, a, en, enTerm); named != c.want || !has {
			t.Errorf("cldrNamed(%q) = %v, %v; want %v, true", c.w, named, has, c.want)
		}
	}
}

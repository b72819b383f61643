package main

import (
	"reflect"
	"testing"
)

// TestBasqueForms: a Basque lemma's definite forms, a word in -a taking
// the article into its own a, a phrase's on its last word.
func TestBasqueForms(t *testing.T) {
	for _, c := range []struct {
		w    string
		want []string
	}{
		{"minbizi", []string{"minbizia", "minbiziak", "minbiziaren"}},
		{"errefuxiatu", []string{"errefuxiatua", "errefuxiatuak", "errefuxiatuaren"}},
		{"leuzemia", []string{"leuzemiak", "leuzemiaren"}},
		{"hartutako immunoeskasiaren sindrome", []string{"hartutako immunoeskasiaren sindromea",
			"hartutako immunoeskasiaren sindromeak", "hartutako immunoeskasiaren sindromearen"}},
	} {
		if got := basqueForms(c.w); !reflect.DeepEqual(got, c.want) {
			t.Errorf("basqueForms(%q) = %q, want %q", c.w, got, c.want)
		}
	}
}

// TestOMWFileLang: a Wiktionary wordnet's and a full wordnet's language;
// Standard Malay's as Malay, the code CLDR names.
func TestOMWFileLang(t *testing.T) {
	for f, want := range map[string]string{
		"/src/omw-data/wns/wikt/wn-wikt-kat.tab": "kat",
		"/src/omw-data/wns/mcr/wn-data-eus.tab":  "eus",
		"/src/omw-data/wns/msa/wn-data-zsm.tab":  "msa",
		"/src/omw-data/wns/wikt/wn-wikt-zsm.tab": "msa",
	} {
		if got := omwFileLang(f); got != want {
			t.Errorf("omwFileLang(%q) = %q, want %q", f, got, want)
		}
	}
}

// TestTICONote: a translator's note in brackets is left out, the term
// kept whole.
func TestTICONote(t *testing.T) {
	for in, want := range map[string]string{
		"ایڈز (ایسی بیماری جس میں جسمانی مدافعت ختم ہو جاتی ہے)": "ایڈز",
		"isifo seswekile": "isifo seswekile",
		"AIDS-ka":         "AIDS-ka",
	} {
		if got := ticoNote.ReplaceAllString(in, ""); got != want {
			t.Errorf("ticoNote on %q = %q, want %q", in, got, want)
		}
	}
}

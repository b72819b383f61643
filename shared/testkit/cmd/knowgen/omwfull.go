package main

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
)

// The Wiktionary wordnets barely reach some languages: of the 67 source
// synsets (omwSynsets), Basque's files 3, Albanian's 9, Malay's 11
// (session 44's count). omw-data holds full wordnets of some of them,
// built by their own projects and aligned to WordNet 3.0 as the
// Wiktionary ones are: the Multilingual Central Repository's Basque,
// Catalan and Galician (mcr, CC BY 3.0), the Albanian wordnet (als, CC
// BY 3.0 or GPL 3) and the Wordnet Bahasa's Malay (msa, MIT; its
// Standard Malay, zsm, read as Malay, msa, the language CLDR names).
// omwSpecial reads them as it reads the Wiktionary ones, with the same
// tests: a lemma filed under any synset that is no source is general
// language, and a full wordnet files the general senses too (Malay
// mengandung, pregnant, is to contain), so that test is the stronger
// here; no acronym of three letters is taken from them (Catalan HTA,
// hypertension, is a file's extension). Read are the full wordnets of the
// languages no dictionary source of the lexicon writes (not omwSourced):
// a language with one has its frequent conditions' words already, and a
// full wordnet's rarer synonyms (Dutch verharding, induration and a
// road's hardening; Polish socjał) cost bytes for general words. Hebrew's
// (heb) writes its lemmas with vowel points, which text does not; the
// Persian one (fas), built automatically, files بیهوشی (unconsciousness)
// and حمله (an attack) as epilepsy's, and writes no "fas:lemma" column.
// Session 44: Basque minbizi (cancer), errefuxiatu (refugee), tuberkulosi.

// omwFullWordnets are omw-data's folders of full wordnets under wns,
// fetched beside wikt (fetch.sh).
var omwFullWordnets = []string{"als", "mcr", "msa"}

// omwFullFiles returns the full wordnets' files (wn-data-LANG.tab) of
// omwFullWordnets under src whose language is not omwSourced, sorted.
func omwFullFiles(src string) ([]string, error) {
	var out []string
	for _, d := range omwFullWordnets {
		files, err := filepath.Glob(filepath.Join(src, "omw-data", "wns", d, "wn-data-*.tab"))
		if err != nil || len(files) == 0 {
			return nil, fmt.Errorf("no wordnet under %s: %v (fetch.sh: omw-data)", filepath.Join(src, "omw-data", "wns", d), err)
		}
		for _, f := range files {
			if !omwSourced[omwFileLang(f)] {
				out = append(out, f)
			}
		}
	}
	sort.Strings(out)
	return out, nil
}

// omwFileLang is the language (ISO 639-3) of an omw-data file:
// wn-wikt-kat.tab, wn-data-eus.tab.
func omwFileLang(f string) string {
	b := strings.TrimSuffix(filepath.Base(f), ".tab")
	l := strings.TrimPrefix(strings.TrimPrefix(b, "wn-wikt-"), "wn-data-")
	if l == "zsm" {
		return "msa" // Standard Malay, of the macrolanguage CLDR names (ms)
	}
	return l
}

// omwInstance reports a synset WordNet files as an instance (@i) of
// another: a named person or place (Jude, the apostle), whose lemmas
// elsewhere are a name (Malay saint jude), never a category's word.
func omwInstance(s *wnSynset) bool {
	if s == nil {
		return false
	}
	for _, p := range s.ptrs {
		if p.sym == "@i" {
			return true
		}
	}
	return false
}

// basqueEndings are the endings Basque glues to a noun or an adjective
// for its definite article and case (grammar: the article -a, its plural
// and ergative -ak, the genitive -aren; a word in -a takes the article
// into its own a: leuzemia, leuzemiak): text writes a condition with one
// (minbizia du, "has cancer"; errefuxiatua da, "is a refugee"), the
// wordnets write the bare lemma (minbizi, errefuxiatu).
var basqueEndings = []string{"a", "ak", "aren"}

// basqueForms returns the definite forms of a Basque lemma, or of a
// phrase's last word (hartutako immunoeskasiaren sindromea).
func basqueForms(w string) []string {
	var out []string
	for _, e := range basqueEndings {
		if strings.HasSuffix(w, "a") {
			e = e[1:]
		}
		if e != "" {
			out = append(out, w+e)
		}
	}
	return out
}

// addBasqueForms adds to out the definite forms (basqueForms) of its
// Basque lemmas (ownLang "eu"), as their lemmas' words, unless the
// lexicon or out holds the form or a language writes it as a frequent
// word (omwCommon).
func addBasqueForms(out, ownLang, lex map[string]string, ranks map[string]map[string]int) {
	for _, w := range sortedKeys(out) {
		if ownLang[w] != "eu" {
			continue
		}
		for _, f := range basqueForms(w) {
			if lex[f] == "" && out[f] == "" && !omwCommon(f, "eus", ranks) {
				out[f] = out[w]
				ownLang[f] = "eu"
			}
		}
	}
}

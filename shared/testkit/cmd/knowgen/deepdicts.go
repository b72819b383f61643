package main

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// known5.fuse: the later languages' dictionaries deeper than known2 reads
// them. known2 takes each language's 14,000 to 17,000 most frequent words
// (laterDicts); the catalogues' words of Czech, Hungarian and Turkish stand
// further down (cs bezpečnostní kontext, hu érvénytelen műveletnév are in
// every one's list, a rarer verb form is not), so this takes wordfreq's
// deepTop most frequent words of each that its hunspell dictionary accepts
// in lower case and the committed filters do not know (words.Known, which
// does not ask known5.fuse: the redactor reads it in its clause rule alone,
// words.LaterDeep), written apart so known2.fuse stays as it was.
//
// Names: a word the names data holds, as written or without its accents,
// is left out, as known2 leaves it (heldAs). Keeping an accented word whose
// accentless spelling only is a name (Czech mám, vás, teď: the census's
// Mam, Vas, Ted) was tried and is no general rule: Novák, Dvořák and
// Černý are Czech's commonest surnames and common words too, and the names
// data holds them only as the census writes them. Special-category
// terms are left out as known2 leaves them (specialPrefixes).
//
// Greek is left out: known4 reads its list further already (laterwords.go),
// and its deeper words are place words of addresses (Ράχη, ridge, a
// village's street), which a Greek address's value would lose.
const (
	deepTop = 40000
	// two bits under known2's width (12 until session 26 narrowed it for
	// bytes, 0.1% now): a stranger passes only where the clause rule asks
	deep5Bits = known2Bits - 2
)

var deepDicts = []struct{ lang, dicts string }{
	{"tr", "tr_TR"}, {"cs", "cs_CZ"}, {"sv", "sv_SE"}, {"hu", "hu_HU"}, {"ro", "ro_RO"}, {"id", "id_ID"},
}

// deeperDictionaries returns known5.fuse's words and their counts, the
// system catalogues' words (deepCatalogueWords) among them.
func deeperDictionaries(src string) (map[string]bool, string, error) {
	accepted := map[string]map[string]bool{}
	all := map[string]bool{}
	for _, h := range deepDicts {
		ok, err := checkerAccepted(src, h.lang, 0, deepTop, func(w string) bool {
			return len([]rune(w)) >= 2 && !words.Known(w)
		}, func(ws []string) (map[string]bool, error) { return hunspellAccepts(h.dicts, ws) })
		if err != nil {
			return nil, "", err
		}
		accepted[h.lang] = ok
		for w := range ok {
			all[w] = true
		}
	}
	var langs []string
	for _, h := range deepDicts {
		langs = append(langs, h.lang)
	}
	special := specialPrefixes(all)
	out, counts, named, spec := keptAccepted(langs, accepted, func(w string) bool { return special(w) != "" })
	cat, catCount, err := deepCatalogueWords("/usr/share/locale", out, special)
	if err != nil {
		return nil, "", err
	}
	for w := range cat {
		out[w] = true
	}
	return out, fmt.Sprintf("known5: %d words of the later languages' %d most frequent (%s; %d left out as names, %d special-category); %s",
		len(out)-len(cat), deepTop, strings.Join(counts, ", "), named, spec, catCount), nil
}

// deepCatLangs are the cased languages of the localised corpus, each as
// its catalogues' folder under /usr/share/locale.
var deepCatLangs = []string{"de", "fr", "es", "pt_BR", "pt", "it", "nl", "pl", "ru", "uk", "sv", "el", "id", "vi", "tr", "cs", "hu", "ro"}

// deepCatalogueWords returns the words of three letters or more that two
// entries or more of the system catalogues (sysCatDomains: never those the
// localised corpus draws from) write in deepCatLangs and that no filter
// knows: the template language of the stacks beside the held-out ones,
// whatever a dictionary or wordfreq says (ru репозитория, pl przyrostka:
// hunspell-ru lacks the one, wordfreq ranks the other 349,310th), as
// catalogues.go takes PostgreSQL's and glibc's. A word the names data
// holds (deepNamed) or a special-category term is left out, as above; the
// redactor reads them where it reads the deeper lists, a word in small
// letters inside a sentence of known words (clauseWord).
func deepCatalogueWords(localeDir string, have map[string]bool, special func(string) string) (map[string]bool, string, error) {
	out := map[string]bool{}
	named, spec := 0, 0
	var counts []string
	for _, lang := range deepCatLangs {
		script, _, _ := strings.Cut(lang, "_")
		df, files, err := catalogueEntryWords(localeDir, lang, func(t string) []string {
			var ws []string
			for _, w := range strings.FieldsFunc(placeholder.ReplaceAllString(t, " "), func(r rune) bool {
				return !unicode.IsLetter(r) && !unicode.Is(unicode.Mn, r)
			}) {
				ws = append(ws, strings.ToLower(w))
			}
			return ws
		})
		if err != nil {
			return nil, "", err
		}
		cand := make([]string, 0, len(df))
		for w, n := range df {
			if n >= sysCatMinEntries && utf8.RuneCountInString(w) >= 3 && inLangScript(w, script) && !have[w] && !words.Known(w) {
				cand = append(cand, w)
			}
		}
		sort.Strings(cand)
		n := 0
		for _, w := range cand {
			switch _, sp := words.Special(w); {
			case deepNamed(w):
				named++
			case sp || special(w) != "":
				spec++
			case !out[w]:
				out[w] = true
				n++
			}
		}
		counts = append(counts, fmt.Sprintf("%s %d of %d", lang, n, files))
	}
	return out, fmt.Sprintf("%d words of the system catalogues (%s; %d left out as names, %d special-category)", len(out), strings.Join(counts, ", "), named, spec), nil
}

// deepNamed reports a word the names data holds, as written or without
// its accents (the census writes none: Novák is its Novak).
func deepNamed(w string) bool {
	u := unaccent(w)
	return words.GivenName(w) || words.Surname(w) || words.CompoundSurname(w) || words.GivenName(u) || words.Surname(u)
}

// keptAccepted gathers the words each language's checker accepted, in
// langs' order, less those the names data holds and those of a special
// category (the lexicon's or, by special, a cognate's): the words, a
// count per language and how many of each kind were left out.
func keptAccepted(langs []string, accepted map[string]map[string]bool, special func(string) bool) (out map[string]bool, counts []string, named, spec int) {
	out = map[string]bool{}
	for _, lang := range langs {
		n := 0
		for w := range accepted[lang] {
			if deepNamed(w) {
				named++
				continue
			}
			if _, sp := words.Special(w); sp || special(w) {
				spec++
				continue
			}
			if !out[w] {
				out[w] = true
				n++
			}
		}
		counts = append(counts, fmt.Sprintf("%s %d", lang, n))
	}
	return out, counts, named, spec
}

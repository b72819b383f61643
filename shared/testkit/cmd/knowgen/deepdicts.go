package main

import (
	"fmt"
	"strings"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
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
	// known2's width: a stranger passes only where the clause rule asks
	deep5Bits = known2Bits
)

var deepDicts = []struct{ lang, dicts string }{
	{"tr", "tr_TR"}, {"cs", "cs_CZ"}, {"sv", "sv_SE"}, {"hu", "hu_HU"}, {"ro", "ro_RO"}, {"id", "id_ID"},
}

// deeperDictionaries returns known5.fuse's words and their counts.
func deeperDictionaries(src string) (map[string]bool, string, error) {
	accepted := map[string]map[string]bool{}
	all := map[string]bool{}
	for _, h := range deepDicts {
		list, err := wordfreqList(src, h.lang)
		if err != nil {
			return nil, "", err
		}
		var cand []string
		for _, w := range list[:min(len(list), deepTop)] {
			if isWord(w) && len([]rune(w)) >= 2 && inScript(w, false) && !words.Known(w) {
				cand = append(cand, w)
			}
		}
		ok, err := hunspellAccepts(h.dicts, cand)
		if err != nil {
			return nil, "", err
		}
		accepted[h.lang] = ok
		for w := range ok {
			all[w] = true
		}
	}
	special := specialPrefixes(all)
	out := map[string]bool{}
	var counts []string
	named, spec := 0, 0
	for _, h := range deepDicts {
		n := 0
		for w := range accepted[h.lang] {
			if deepNamed(w) {
				named++
				continue
			}
			if _, sp := words.Special(w); sp || special(w) != "" {
				spec++
				continue
			}
			if !out[w] {
				out[w] = true
				n++
			}
		}
		counts = append(counts, fmt.Sprintf("%s %d", h.lang, n))
	}
	return out, fmt.Sprintf("known5: %d words of the later languages' %d most frequent (%s; %d left out as names, %d special-category)",
		len(out), deepTop, strings.Join(counts, ", "), named, spec), nil
}

// deepNamed reports a word the names data holds, as written or without
// its accents (the census writes none: Novák is its Novak).
func deepNamed(w string) bool {
	u := unaccent(w)
	return words.GivenName(w) || words.Surname(w) || words.CompoundSurname(w) || words.GivenName(u) || words.Surname(u)
}

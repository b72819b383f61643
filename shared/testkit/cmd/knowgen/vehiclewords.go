package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact"
)

// vehiclewords.fuse: the words for a vehicle, a car and its licence plate
// in the languages other than English, after which a prose message names
// the plate (pojazd WA 72831, gari lenye namba KDA 412X, όχημα με
// πινακίδα ΙΚΥ-4821). Two real sources, no word typed:
//   - Chromium's autofill labels Vehicle, Vehicles and License plate
//     (its Google Wallet vehicle form), in each of chromium-l10n's
//     languages (Polish Pojazd, Malay Kenderaan, Swahili Gari, Greek
//     Όχημα, Hindi वाहन; Tablica rejestracyjna, Nombor plat): the words
//     of one translation team, the plate's as a phrase of up to three
//     words;
//   - CLDR's emoji annotations (npm cldr-annotations-full): in each of
//     its 170 locales, the name of 🚗 (automobile) and the keywords that
//     stand on the car itself (🚗 or 🚘) and on two or more of its kinds
//     (🚓 police car, 🚕 taxi, 🚙 sport utility vehicle, 🛻 pickup):
//     the word every kind of car is called by (German Auto, Polish
//     samochód, Spanish coche, Turkish araba, Greek αυτοκίνητο), not the
//     picture's words (a taxi's yellow, a police car's patrol), nor
//     driving's (Malay pandu, Korean 운전, Czech jízda stand on the taxi
//     and the sport utility vehicle, as English's drive, and on neither
//     the police car nor the pickup), nor transport's (Czech doprava,
//     Hungarian közlekedés stand on aircraft and ships too).
//
// English is left out (the redactor's own plateWords hold vehicle, car,
// plate, registration), and so is (vehicleDrop):
//   - a word among the vehicleCommonRank most frequent of a wordfreq
//     language whose sources do not give it, unless five languages give
//     it (vehicleLoanLangs): that language's word in another sense (Slovene
//     bil, "was"; Indonesian kereta, a train; Czech mobil, a phone; English
//     motor);
//   - a CLDR keyword among its own language's most frequent words: a word
//     the language writes as often in another sense (Italian macchina,
//     Russian машина, Romanian mașină: a machine; German fahren), where
//     the 🚗's name is the language's car whatever its rank;
//   - a phrase holding one of the redactor's plate words (PlateLabel:
//     tablica rejestracyjna, Kfz-Kennzeichen), after which it reads a
//     plate already;
//   - the words of the scripts written without spaces (Han, kana, Thai,
//     Lao, Khmer, Myanmar): the rule reads the words before a plate apart
//     by spaces, and those countries' plates are in their own letters;
//   - a word of one letter or character (Cantonese 車).
//
// Names are not left out: the names data holds half the car words as
// someone's (Swahili gari, Swedish fordon, Turkish araba, Arabic سيارة),
// and a name right before a plate-shaped token is as rare as the word.
const vehicleWordsFile = "vehiclewords.fuse"

// vehicleWordsBits: asked only of the three words before a plate-shaped
// token, at most three phrases each: at 16 bits a stranger is answered yes
// once in some 65,000 asks.
const vehicleWordsBits = 16

// vehicleCommonRank: a word among its language's 3,000 most frequent is
// that language's common word; deeper, wordfreq's lists hold the other
// languages' car words as loans (auto, taxi).
const vehicleCommonRank = 3000

// vehicleLabels are the English strings of Chromium's vehicle form whose
// translations are taken.
var vehicleLabels = map[string]bool{"Vehicle": true, "Vehicles": true, "License plate": true, "Licence plate": true}

// vehicleCars are the emoji of the car itself, vehicleKinds those of its
// kinds (CLDR's names: automobile, oncoming automobile; police car, taxi,
// sport utility vehicle, pickup truck).
var (
	vehicleCars  = []string{"🚗", "🚘"}
	vehicleKinds = []string{"🚓", "🚕", "🚙", "🛻"}
	// vehicleCarsOnly are the kinds only a car's word stands on: where
	// the keywords of driving stand on the taxi and the sport utility
	// vehicle too (Korean 운전, Malay pandu, Czech jízda, as English's
	// drive), the car's stand on the police car or the pickup
	vehicleCarsOnly = []string{"🚓", "🛻"}
	// vehicleNotCars are the conveyances no car word stands on:
	// aircraft, ships and boats, trains, the rocket, bicycles, scooters
	// and motorcycles. The words of transport and of any vehicle stand
	// on them (Czech doprava, Hungarian közlekedés, Italian trasporto;
	// Polish pojazd and Portuguese veículo, which Chromium gives)
	vehicleNotCars = []string{"✈", "🛩", "🚢", "🛳", "⛴", "⛵", "🛶", "🚀", "🚆", "🚂", "🚄", "🚅", "🚇", "🚈",
		"🚲", "🛴", "🛵", "🏍"}
)

// vehicleSame are the wordfreq languages one source's code names by
// another (Norwegian Bokmål, Serbo-Croatian).
var vehicleSame = map[string][]string{"nb": {"no", "nn"}, "sh": {"sr", "hr", "bs"}}

// vehicleForm writes a label or a keyword as the redactor asks it: lower
// case, the words of letters, marks, digits, hyphens and apostrophes apart
// by one space; "" for more than three words.
func vehicleForm(t string) string {
	t = strings.ReplaceAll(strings.ToLower(t), "’", "'")
	f := strings.FieldsFunc(t, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.Is(unicode.M, r) && !unicode.IsDigit(r) && r != '-' && r != '\''
	})
	if len(f) == 0 || len(f) > 3 {
		return ""
	}
	return strings.Join(f, " ")
}

// vehicleLang is a locale's language (pt-BR: pt, sr-Latn: sr).
func vehicleLang(loc string) string {
	l, _, _ := strings.Cut(loc, "-")
	l, _, _ = strings.Cut(l, "_")
	return l
}

// vehicleChromium adds the translations of vehicleLabels in every
// language of chromium-l10n under src but English and the gendered
// variants (ar_MASCULINE: the same words).
func vehicleChromium(src string, add func(w, lang, from string)) error {
	dir := filepath.Join(src, chromiumDir)
	en, err := readPak(filepath.Join(dir, "en-US.pak"))
	if err != nil {
		return fmt.Errorf("%v (fetch.sh's chromium-common and chromium-l10n)", err)
	}
	var ids []uint16
	for id, s := range en {
		if vehicleLabels[s] {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return fmt.Errorf("%s: no Vehicle label", dir)
	}
	paks, err := filepath.Glob(filepath.Join(dir, "*.pak"))
	if err != nil {
		return err
	}
	sort.Strings(paks)
	for _, p := range paks {
		loc := strings.TrimSuffix(filepath.Base(p), ".pak")
		if strings.HasPrefix(loc, "en") || strings.Contains(loc, "_") {
			continue
		}
		tr, err := readPak(p)
		if err != nil {
			return err
		}
		for _, id := range ids {
			if t := tr[id]; t != "" && t != en[id] {
				add(vehicleForm(t), vehicleLang(loc), "chromium")
			}
		}
	}
	return nil
}

// vehicleCLDR adds, in every locale of CLDR's annotations under src but
// English's, the name of 🚗 and the keywords on a car and two of its
// kinds.
func vehicleCLDR(src string, add func(w, lang, from string)) error {
	dir := filepath.Join(src, "npm-cldr-annotations-full", "package", "annotations")
	ents, err := os.ReadDir(dir)
	if err != nil {
		return fmt.Errorf("%w (fetch.sh: npm pack cldr-annotations-full)", err)
	}
	for _, ent := range ents {
		loc := ent.Name()
		lang := vehicleLang(loc)
		if lang == "en" {
			continue
		}
		a, err := cldrAnnotations(dir, loc)
		if err != nil {
			return err
		}
		// on counts the emoji of es whose keywords or names hold k
		on := func(k string, es []string) int {
			n := 0
			for _, e := range es {
				if slices.Contains(a[e][0], k) || slices.Contains(a[e][1], k) {
					n++
				}
			}
			return n
		}
		var common map[string]bool
		if wf, err := wordfreqList(src, lang); err == nil {
			common = map[string]bool{}
			for _, w := range wf[:min(len(wf), vehicleCommonRank)] {
				common[w] = true
			}
		}
		for _, names := range a[vehicleCars[0]][1] {
			// Hindi's name is two: ऑटोमोबाइल, कार
			for _, n := range strings.Split(names, ",") {
				add(vehicleForm(n), lang, "cldr")
			}
		}
		for _, e := range vehicleCars {
			for _, k := range a[e][0] {
				kinds, road := on(k, vehicleKinds), on(k, vehicleCarsOnly) > 0
				if kinds >= 2 && road && on(k, vehicleNotCars) == 0 && !common[k] {
					add(vehicleForm(k), lang, "cldr")
				}
			}
		}
	}
	return nil
}

// vehicleWords returns vehiclewords.fuse's keys (each word with marks,
// and its form without them) and, per language, the words it gave.
func vehicleWords(src string) ([]string, map[string][]string, error) {
	langs := map[string]map[string]bool{} // word: the languages that give it
	add := func(w, lang, from string) {
		if w == "" {
			return
		}
		if langs[w] == nil {
			langs[w] = map[string]bool{}
		}
		langs[w][lang] = true
		for _, l := range vehicleSame[lang] {
			langs[w][l] = true
		}
		for l, same := range vehicleSame {
			for _, s := range same {
				if s == lang {
					langs[w][l] = true
				}
			}
		}
	}
	if err := vehicleChromium(src, add); err != nil {
		return nil, nil, err
	}
	if err := vehicleCLDR(src, add); err != nil {
		return nil, nil, err
	}
	common, err := vehicleCommon(src)
	if err != nil {
		return nil, nil, err
	}
	// a word and its form without marks are one word's (autó, auto):
	// the languages of either give both
	bare := map[string]map[string]bool{}
	for w, ls := range langs {
		b := latinBare(w)
		if bare[b] == nil {
			bare[b] = map[string]bool{}
		}
		for l := range ls {
			bare[b][l] = true
		}
	}
	debug := os.Getenv("VEHICLEWORDS_LIST") != ""
	set := map[string]bool{}
	per := map[string][]string{}
	for _, w := range sortedSet(boolKeys(langs)) {
		why := vehicleDrop(w, bare[latinBare(w)], common)
		if debug && why != "" {
			fmt.Printf("drop %s (%s) %v\n", w, why, sortedSet(langs[w]))
		}
		if why != "" {
			continue
		}
		set[w] = true
		set[latinBare(w)] = true
		for l := range langs[w] {
			per[l] = append(per[l], w)
		}
	}
	return sortedSet(set), per, nil
}

// boolKeys is a map's keys as a set.
func boolKeys[V any](m map[string]V) map[string]bool {
	out := make(map[string]bool, len(m))
	for k := range m {
		out[k] = true
	}
	return out
}

// vehicleCommon is each wordfreq language's vehicleCommonRank most
// frequent words (the languages whose list is under src).
func vehicleCommon(src string) (map[string]map[string]bool, error) {
	files, err := filepath.Glob(filepath.Join(src, "wordfreq", "data", "small_*.msgpack.gz"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("no wordfreq lists under %s (fetch.sh's wordfreq)", src)
	}
	out := map[string]map[string]bool{}
	for _, f := range files {
		lang := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "small_"), ".msgpack.gz")
		wf, err := wordfreqList(src, lang)
		if err != nil {
			return nil, err
		}
		out[lang] = map[string]bool{}
		for _, w := range wf[:min(len(wf), vehicleCommonRank)] {
			out[lang][w] = true
		}
	}
	return out, nil
}

// vehicleLoanLangs: a word five languages or more give for the car is the
// car's international word (auto), and the lists of the languages that
// hold it as often are holding the same loan (French, Portuguese,
// Romanian and Latvian auto), not another word.
const vehicleLoanLangs = 5

// vehicleDrop says why a word is left out, or "".
func vehicleDrop(w string, from map[string]bool, common map[string]map[string]bool) string {
	if utf8.RuneCountInString(strings.ReplaceAll(w, " ", "")) < 2 {
		return "one letter"
	}
	if redact.PlateLabel(w) {
		return "a plate word of the redactor's"
	}
	for _, r := range w {
		if unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar) {
			return "unspaced script"
		}
	}
	var other []string
	for l, set := range common {
		if !from[l] && (set[w] || set[latinBare(w)]) {
			other = append(other, l)
		}
	}
	if len(other) > 0 && len(from) < vehicleLoanLangs {
		sort.Strings(other)
		return "common in " + strings.Join(other, ",")
	}
	return ""
}

// writeVehicleWords writes vehiclewords.fuse and its notice.
func writeVehicleWords(src, outDir string) error {
	keys, per, err := vehicleWords(src)
	if err != nil {
		return err
	}
	if os.Getenv("VEHICLEWORDS_LIST") != "" {
		for _, l := range sortedSet(boolKeys(per)) {
			fmt.Printf("%s: %s\n", l, strings.Join(per[l], " | "))
		}
	}
	b, err := writeFuse(outDir, vehicleWordsFile, keys, vehicleWordsBits)
	if err != nil {
		return err
	}
	head := "vehiclewords.fuse holds hashes of the translations of Chromium's autofill labels Vehicle, Vehicles\n" +
		"and License plate in Debian's chromium-l10n " + chromiumVersion + " (BSD-3-clause, The Chromium\n" +
		"Authors), and of the name of the automobile emoji and the keywords CLDR's emoji annotations give the\n" +
		"car and its kinds (CLDR 48, npm cldr-annotations-full 48.2.0, Unicode License v3), lower case, with\n" +
		"and without their Latin marks. No text of them is kept: a word's 16-bit fingerprint only.\n\n"
	if err := writeChromiumCLDRNotice(src, outDir, "vehiclewords.LICENSE", head); err != nil {
		return err
	}
	fmt.Printf("filter %-18s %6d entries %6d bytes %5.2f bits/entry (%d languages)\n", vehicleWordsFile, len(keys), len(b), 8*float64(len(b))/float64(len(keys)), len(per))
	return nil
}

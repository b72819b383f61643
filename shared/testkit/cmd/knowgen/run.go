package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"glitchtip-mcp/shared/redact/words"
)

// onlyFiles, when set (-only), are the only files run writes.
var onlyFiles map[string]bool

// run writes every filter of the knowledge from the sources in src into
// outDir (or only the files -only names), then the licences.
func run(src, outDir string) error {
	ns, err := names(src)
	if err != nil {
		return err
	}
	for _, c := range ns.counts {
		fmt.Println("names:", c)
	}
	namesOnly := onlyFiles != nil
	for f := range onlyFiles {
		namesOnly = namesOnly && (f == "given.fuse" || f == "surname.fuse")
	}
	if namesOnly {
		// the names filters read the names data alone: no dictionary
		// needs building for them (nor its sources fetching)
		for _, f := range []struct {
			file string
			set  map[string]bool
		}{{"given.fuse", ns.given}, {"surname.fuse", ns.surname}} {
			if onlyFiles[f.file] {
				if _, err := writeFilter(outDir, f.file, f.set, nameBits); err != nil {
					return err
				}
			}
		}
		return nil
	}
	known, nouns, inflected, compoundSurnames, perLang, bin, err := dictionaries(src, ns)
	if err != nil {
		return err
	}
	sharps, err := sharpSWords(src, ns)
	if err != nil {
		return err
	}
	fmt.Printf("sharps: German words written with ß, which wordfreq's folded lists write ss: %d\n", len(sharps))
	seg, cjkKnown, err := cjkDictionaries(src)
	if err != nil {
		return err
	}
	for _, lang := range []string{"ja", "zh"} { // in order, so the counts of new words repeat
		set := cjkKnown[lang]
		n := 0
		for w := range set {
			if !known[w] {
				known[w] = true
				n++
			}
		}
		perLang[lang] = n
	}
	knownRest, knownCJK, rare := knownKeys(known, bin)
	fmt.Printf("known: left out as rare (every accepting language's frequency Zipf %.2f or below): %d\n", 9-float64(*knownRarest)/100, rare)
	if onlyDictionaries() {
		// the dictionaries' filters need the dictionaries alone (and
		// function.fuse wordfreq's lists): -only writes those it names
		// without the catalogues' sources (the committed knowncjk.fuse
		// holds 179 keys more than these sources give, the false
		// positives of its 3-wise filter kept when its keys were
		// recovered, so it is written only when named)
		if onlyFiles["function.fuse"] {
			function, err := functionWords(src)
			if err != nil {
				return err
			}
			if _, err := writeFilter(outDir, "function.fuse", function, inflectedBits); err != nil {
				return err
			}
		}
		for _, f := range []struct {
			file string
			set  map[string]bool
			bits int
		}{
			{"known.fuse", knownRest, knownBits},
			{"knowncjk.fuse", knownCJK, knownCJKBits},
			{"noun.fuse", nouns, wordBits},
			{"inflected.fuse", inflected, inflectedBits},
			{"compoundnames.fuse", compoundSurnames, inflectedBits},
			{"sharps.fuse", sharps, wordBits},
		} {
			if onlyFiles[f.file] {
				if _, err := writeFilter(outDir, f.file, f.set, f.bits); err != nil {
					return err
				}
			}
		}
		return nil
	}
	known2, perLater, err := laterDictionaries(src, known, ns)
	if err != nil {
		return err
	}
	printLaterDicts(perLater)
	if len(onlyFiles) == 1 && onlyFiles["known2.fuse"] {
		_, err := writeFilter(outDir, "known2.fuse", known2, known2Bits)
		return err
	}
	known3, counts3, err := sysCatWords(src, "/usr/share/locale", known, known2, ns)
	if err != nil {
		return err
	}
	for _, c := range counts3 {
		fmt.Println(c)
	}
	thaiPhrase, err := thaiPhraseWords(src, thaiOnly(known3))
	if err != nil {
		return err
	}
	fmt.Printf("thaiphrase: Thai words no name is made of: %d\n", len(thaiPhrase))
	if len(onlyFiles) == 2 && onlyFiles["known3.fuse"] && onlyFiles["thaiphrase.fuse"] {
		if _, err := writeFilter(outDir, "known3.fuse", known3, known3Bits); err != nil {
			return err
		}
		_, err := writeFilter(outDir, "thaiphrase.fuse", thaiPhrase, thaiPhraseBits)
		return err
	}
	langs := make([]string, 0, len(perLang))
	for l := range perLang {
		langs = append(langs, l)
	}
	sort.Strings(langs)
	for _, l := range langs {
		if l == "-names" {
			fmt.Printf("known: left out as people's names in one language only: %d\n", perLang[l])
			continue
		}
		if l == "-inflected" {
			fmt.Printf("known: kept, though people's names, as the one dictionary inflects them: %d\n", perLang[l])
			continue
		}
		fmt.Printf("known: %s: %d words\n", l, perLang[l])
	}
	fmt.Printf("noun: German capitalised nouns (people's names taken out): %d\n", len(nouns))

	function, err := functionWords(src)
	if err != nil {
		return err
	}
	fmt.Printf("function: the %d most frequent words of %d languages: %d\n", functionTop, len(functionLangs), len(function))

	cats, err := catalogues(src, filepath.Join(src, "hibernate-validator-8.0.1.Final.jar"))
	if err != nil {
		return err
	}
	template := map[string]bool{}
	for _, c := range cats {
		n := 0
		templateWords(c.texts, seg, func(w string) {
			if !template[w] {
				template[w] = true
				n++
			}
		})
		fmt.Printf("template: %s: %d texts, %d new words\n", c.name, len(c.texts), n)
	}
	ko, err := koreanCatalogueWords("/usr/share/locale")
	if err != nil {
		return err
	}
	n := 0
	for w := range ko {
		if !template[w] {
			template[w] = true
			n++
		}
	}
	fmt.Printf("template: Korean catalogues of %d system domains: %d words, %d new\n", len(koreanDomains), len(ko), n)

	ts, err := tech()
	if err != nil {
		return err
	}
	extra, err := lines(filepath.Join(outDir, "words.extra.txt"))
	if err != nil {
		return err
	}
	ts = append(ts, techSource{"words.extra.txt (the project's infrastructure and product words)", extra})
	whole := map[string]bool{}
	for _, s := range ts {
		for _, t := range s.terms {
			whole[strings.ToLower(t)] = true
		}
	}
	techSet := map[string]bool{}
	dropped := 0
	for _, s := range ts {
		n := 0
		for _, t := range s.terms {
			for i, p := range techParts(t) {
				// A part that is a person's name (kate in kate-data) is
				// kept only where it is a whole name of its own.
				if len([]rune(p)) < 2 || techSet[p] || i > 0 && (ns.given[p] || ns.surname[p]) && !whole[p] {
					if i > 0 && (ns.given[p] || ns.surname[p]) && !whole[p] {
						dropped++
					}
					continue
				}
				techSet[p] = true
				n++
			}
		}
		fmt.Printf("tech: %s: %d names, %d new terms\n", s.name, len(s.terms), n)
	}
	fmt.Printf("tech: parts left out as people's names: %d\n", dropped)

	special, err := specialLexicon(src, template, ns)
	if err != nil {
		return err
	}

	for _, f := range []struct {
		file string
		set  map[string]bool
		bits int
	}{
		{"known.fuse", knownRest, knownBits},
		{"knowncjk.fuse", knownCJK, knownCJKBits},
		{"known2.fuse", known2, known2Bits},
		{"known3.fuse", known3, known3Bits},
		{"thaiphrase.fuse", thaiPhrase, thaiPhraseBits},
		{"inflected.fuse", inflected, inflectedBits},
		{"compoundnames.fuse", compoundSurnames, inflectedBits},
		{"function.fuse", function, inflectedBits},
		{"noun.fuse", nouns, wordBits},
		{"sharps.fuse", sharps, wordBits},
		{"template.fuse", template, wordBits},
		{"tech.fuse", techSet, wordBits},
		{"given.fuse", ns.given, nameBits},
		{"surname.fuse", ns.surname, nameBits},
	} {
		if onlyFiles != nil && !onlyFiles[f.file] && !(f.file == "knowncjk.fuse" && onlyFiles["known.fuse"]) {
			continue
		}
		if _, err := writeFilter(outDir, f.file, f.set, f.bits); err != nil {
			return err
		}
	}
	if onlyFiles != nil {
		return nil
	}
	if err := os.WriteFile(filepath.Join(outDir, "special.txt"), []byte(special), 0o644); err != nil {
		return err
	}
	// the bootstrap embeds special.txt deflated (words.DeflateSpecial);
	// special.txt stays beside it, to read and to diff
	flated, err := words.DeflateSpecial(special)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(outDir, "special.flate"), flated, 0o644); err != nil {
		return err
	}
	if err := writeManPages(outDir); err != nil {
		return err
	}
	if err := writeSystemNames(outDir, src); err != nil {
		return err
	}
	fmt.Printf("special.txt: %d entries, %d bytes\n", strings.Count(special, "\n"), len(special))
	return writeLicences(src, outDir)
}

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

// docwords.fuse: the words for an identity document (a passport, an
// identity card, a driving licence, an identity document, a document) in
// every language Chromium's translators ship, after which a prose message
// names the document's number (Dokumentnummer L01X00T47, numer dowodu
// ABC123456, numero patente B-1284-77-3312, document C8KL4R27P). Two real
// sources, no word typed: Chromium's autofill labels of its identity
// documents form (Passport, ID card, Identity card, Driver's license,
// Identity docs) and its word for a document, each translation's words
// ("d:", dowód and tożsamości of Dowód tożsamości, patente and guida of
// Patente di guida; of a translation of three words at most, five letters
// or more in Latin: docMinLen), and its word for
// Number ("n:", Nummer, numéro, 번호), which may stand between the
// document's word and its number or end a compound with it
// (Dokumentnummer). Left out (docDrop): a translation's word for Number,
// Name, Code, Title or Account (chromiumGeneric: numero of the Italian
// Numero di patente), and a word another language gives that English
// holds as a common word (Swedish pass). And, in the languages
// Chromium's translators do not write, CLDR's names and keywords of the
// passport control and the identification card emoji (docCLDR: Armenian
// անձնագիր, Hausa fasfo, Albanian letërnjoftim). Words are written lower
// case without their Latin marks (dowod), as the redactor asks them.
const docWordsFile = "docwords.fuse"

// docWordsBits: the filter is asked only of the words right before a
// token of capitals and digits, a few per text.
const docWordsBits = 14

// docLabels are the English strings whose translations are a document's
// words.
var docLabels = map[string]bool{
	"Passport": true, "ID card": true, "Identity card": true, "Driver's license": true,
	"Identity docs": true, "document": true,
}

// docForm is a translation's words as the redactor asks them: lower case,
// without Latin marks, split at what is no letter or mark (d'identité:
// d, identite).
func docForm(t string) []string {
	t = latinBare(strings.ToLower(t))
	return strings.FieldsFunc(t, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.Is(unicode.M, r) })
}

// docCommonRank: a phrase's word among a language's 1,000 most frequent
// (신원 확인 문서's 확인, "to check"; Romanian carte, a book; German
// lesen, to read, Malay's licence) is every text's word, not the
// document's.
const docCommonRank = 1000

// docMinLen is the fewest letters a document's word is kept with: five
// in Latin (Vietnamese's syllables, Swahili hati, Acte, card are every
// text's words), two in Han, kana and Hangul (護照, 여권, 文档), three in
// the other scripts.
func docMinLen(w string) int {
	r, _ := utf8.DecodeRuneInString(w)
	switch {
	case r < 0x250:
		return 5
	case unicode.In(r, unicode.Han, unicode.Hangul, unicode.Hiragana, unicode.Katakana):
		return 2
	}
	return 3
}

// docWords returns docwords.fuse's keys, and per language its words.
func docWords(src string) ([]string, map[string][]string, error) {
	dir := filepath.Join(src, chromiumDir)
	en, err := readPak(filepath.Join(dir, "en-US.pak"))
	if err != nil {
		return nil, nil, fmt.Errorf("%v (fetch.sh's chromium-common and chromium-l10n)", err)
	}
	var ids, generic []uint16
	var number uint16
	for id, s := range en {
		if docLabels[s] {
			ids = append(ids, id)
		}
		if chromiumGeneric[s] {
			generic = append(generic, id)
		}
		if s == "Number" {
			number = id
		}
	}
	if len(ids) < len(docLabels) || number == 0 {
		return nil, nil, fmt.Errorf("%s: the document labels or Number not found", dir)
	}
	paks, err := filepath.Glob(filepath.Join(dir, "*.pak"))
	if err != nil {
		return nil, nil, err
	}
	sort.Strings(paks)
	files, err := filepath.Glob(filepath.Join(src, "wordfreq", "data", "small_*.msgpack.gz"))
	if err != nil || len(files) == 0 {
		return nil, nil, fmt.Errorf("no wordfreq lists under %s (fetch.sh's wordfreq)", src)
	}
	common := map[string]map[string]bool{}
	for _, f := range files {
		l := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "small_"), ".msgpack.gz")
		wf, err := wordfreqList(src, l)
		if err != nil {
			return nil, nil, err
		}
		common[l] = map[string]bool{}
		for _, w := range wf[:min(len(wf), docCommonRank)] {
			common[l][latinBare(w)] = true
		}
	}
	set := map[string]bool{}
	per := map[string][]string{}
	// a word of a phrase (신원 확인 문서's 확인, "to check") may be a
	// common word of its language or of another (Italian carta is
	// Spanish's letter): such a word is kept only as a translation of one
	// word (Spanish documento)
	single := map[string]bool{}
	phrase := map[string]string{}
	chromLangs := map[string]bool{}
	for _, p := range paks {
		loc := strings.TrimSuffix(filepath.Base(p), ".pak")
		if strings.Contains(loc, "_") {
			continue
		}
		tr, err := readPak(p)
		if err != nil {
			return nil, nil, err
		}
		drop := map[string]bool{}
		for _, id := range generic {
			for _, w := range docForm(tr[id]) {
				drop[w] = true
			}
		}
		chromLangs[vehicleLang(loc)] = true
		english := strings.HasPrefix(loc, "en")
		if n := docForm(tr[number]); len(n) == 1 && utf8.RuneCountInString(n[0]) >= 2 {
			set["n:"+n[0]] = true
		}
		for _, id := range ids {
			f := docForm(tr[id])
			if len(f) > 3 {
				continue // a sentence's words (Hindi's "documents that confirm who you are")
			}
			for _, w := range f {
				if utf8.RuneCountInString(w) < docMinLen(w) || drop[w] || !english && words.Common(w) {
					continue
				}
				if len(f) == 1 {
					single[w] = true
				} else {
					phrase[w] = vehicleLang(loc)
				}
				if !set["d:"+w] {
					per[vehicleLang(loc)] = append(per[vehicleLang(loc)], w)
				}
				set["d:"+w] = true
			}
		}
	}
	if err := docCLDR(src, chromLangs, func(w, lang string) {
		if !set["d:"+w] {
			per[lang] = append(per[lang], w)
			phrase[w] = lang // asked of the common words as a phrase's
		}
		set["d:"+w] = true
	}); err != nil {
		return nil, nil, err
	}
	for w, lang := range phrase {
		if single[w] {
			continue
		}
		for l, c := range common {
			if c[w] {
				delete(set, "d:"+w)
				fmt.Fprintf(os.Stderr, "docwords: %s (%s) left out, common in %s\n", w, lang, l)
				break
			}
		}
	}
	return sortedSet(set), per, nil
}

// writeDocWords writes docwords.fuse and its notice.
func writeDocWords(src, outDir string) error {
	keys, per, err := docWords(src)
	if err != nil {
		return err
	}
	if os.Getenv("DOCWORDS_LIST") != "" {
		for _, l := range sortedSet(boolKeys(per)) {
			fmt.Printf("%s: %s\n", l, strings.Join(per[l], " | "))
		}
		for _, k := range keys {
			if strings.HasPrefix(k, "n:") {
				fmt.Print(k, " ")
			}
		}
		fmt.Println()
	}
	b, err := writeFuse(outDir, docWordsFile, keys, docWordsBits)
	if err != nil {
		return err
	}
	head := "docwords.fuse holds hashes of the words of the translations of Chromium's autofill labels Passport,\n" +
		"ID card, Identity card, Driver's license and Identity docs, of its word document and of its word Number in\n" +
		"Debian's chromium-l10n (BSD-3-clause, The Chromium Authors), and of the names and keywords CLDR's emoji\n" +
		"annotations give the passport control and the identification card (CLDR 48, npm cldr-annotations-full\n" +
		"48.2.0, Unicode License v3), lower case, without their Latin marks. No text of them is kept: a word's\n" +
		"14-bit fingerprint only.\n\n"
	if err := writeChromiumCLDRNotice(src, outDir, "docwords.LICENSE", head); err != nil {
		return err
	}
	fmt.Printf("filter %-18s %6d entries %6d bytes %5.2f bits/entry (%d languages)\n", docWordsFile, len(keys), len(b), 8*float64(len(b))/float64(len(keys)), len(per))
	return nil
}

// docEmoji are the emoji whose CLDR names and keywords name an identity
// document: the passport control and the identification card.
var docEmoji = []string{"\U0001F6C2", "\U0001FAAA"}

// docCLDR adds, in each language of CLDR's annotations under src that
// Chromium's translators do not write (langs holds those they do:
// Armenian, Albanian, Hausa, Georgian, Nepali, Sinhala, Zulu …), the
// words of the names and keywords of docEmoji that no other emoji's
// names or keywords hold in that language (Armenian անձնագիր, Hausa
// fasfo, Albanian letërnjoftim; not the control, the card, the security
// other emoji are named by too), of docMinLen letters or more, and not
// of a script written without spaces (docUnspaced).
func docCLDR(src string, chromium map[string]bool, add func(w, lang string)) error {
	dir := filepath.Join(src, "npm-cldr-annotations-full", "package", "annotations")
	ents, err := os.ReadDir(dir)
	if err != nil {
		return fmt.Errorf("%w (fetch.sh: npm pack cldr-annotations-full)", err)
	}
	for _, ent := range ents {
		lang := vehicleLang(ent.Name())
		if chromium[lang] {
			continue
		}
		a, err := cldrAnnotations(dir, ent.Name())
		if err != nil {
			return err
		}
		other := map[string]bool{}
		for e, v := range a {
			if e == docEmoji[0] || e == docEmoji[1] {
				continue
			}
			for _, k := range append(v[0], v[1]...) {
				for _, w := range docForm(k) {
					other[w] = true
				}
			}
		}
		for _, e := range docEmoji {
			for _, k := range append(a[e][0], a[e][1]...) {
				for _, w := range docForm(k) {
					if !other[w] && utf8.RuneCountInString(w) >= docMinLen(w) && !docUnspaced(w) {
						add(w, lang)
					}
				}
			}
		}
	}
	return nil
}

// docUnspaced reports a word of Han, kana, Thai, Lao, Khmer or Myanmar:
// CLDR's words in them are a phrase's run, which its other emoji do not
// judge (Cantonese 檢查, "to check", stands on the passport control
// alone), and Chromium's translators give Chinese's and Japanese's.
func docUnspaced(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar)
}

package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
)

// placewords.fuse: the words that open a person's address in prose in
// the scripts the redactor's own street expressions do not read
// (addresses_intl.go reads Han, Hangul, Arabic's شارع, Hebrew, Thai and
// Greek; slavicstreets.go Cyrillic):
//   - "a:" the word for a postal address, as Chromium's autofill labels a
//     person's address in each of its languages (Bengali ঠিকানা, Tamil
//     முகவரி, Swahili anwani, Persian نشانی, Vietnamese địa chỉ); English
//     is left out (an address there is a network's as often);
//   - "s:" the street types libpostal's address dictionaries list for each
//     language, as written in a script other than Latin and other than
//     Han, kana and Hangul, whose street words are single characters
//     glued to the name (Persian خیابان, کوچه; Georgian ქუჩა, გამზ; Urdu
//     روڈ; Hindi रोड; Arabic حارة; Russian ул), of two letters or more.
//
// The redactor (localaddress.go) asks them only of a word that stands in
// a comma-separated run holding a house number.
const (
	placeWordBits  = 16
	libpostalDir   = "libpostal/resources/dictionaries"
	libpostalRev   = "4c030d8ff2fcf59c26510f68823c28a2346034d4"
	placeAddressEN = "Address"
)

// placeWords returns placewords.fuse's keys and their figures: Chromium's
// translations of Address (chromium.go's paks) and libpostal's street
// types, both under src (fetch.sh).
func placeWords(src string) (map[string]bool, string, error) {
	out := map[string]bool{}
	dir := filepath.Join(src, chromiumDir)
	en, err := readPak(filepath.Join(dir, "en-US.pak"))
	if err != nil {
		return nil, "", fmt.Errorf("%v (fetch.sh's chromium-common and chromium-l10n)", err)
	}
	var ids []uint16
	for id, s := range en {
		if s == placeAddressEN {
			ids = append(ids, id)
		}
	}
	paks, err := filepath.Glob(filepath.Join(dir, "*.pak"))
	if err != nil {
		return nil, "", err
	}
	sort.Strings(paks)
	labels := 0
	for _, p := range paks {
		lang := strings.TrimSuffix(filepath.Base(p), ".pak")
		if strings.HasPrefix(lang, "en") || strings.Contains(lang, "_") {
			continue
		}
		tr, err := readPak(p)
		if err != nil {
			return nil, "", err
		}
		for _, id := range ids {
			t := strings.ToLower(strings.TrimSpace(tr[id]))
			if t == "" || t == "address" || fieldWords(t) > 2 {
				continue // untranslated (Filipino writes Address), or a phrase
			}
			if !out["a:"+t] {
				out["a:"+t] = true
				labels++
			}
		}
	}
	files, err := filepath.Glob(filepath.Join(src, libpostalDir, "*", "street_types.txt"))
	if err != nil || len(files) == 0 {
		return nil, "", fmt.Errorf("no street_types.txt under %s (fetch.sh's libpostal %s)", filepath.Join(src, libpostalDir), libpostalRev[:12])
	}
	sort.Strings(files)
	types := 0
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			return nil, "", err
		}
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			line, _, _ := strings.Cut(sc.Text(), "#")
			for _, w := range strings.Split(line, "|") {
				w = strings.ToLower(strings.TrimSpace(w))
				if !placeScriptWord(w) || out["s:"+w] {
					continue
				}
				out["s:"+w] = true
				types++
			}
		}
		fh.Close()
		if err := sc.Err(); err != nil {
			return nil, "", err
		}
	}
	return out, fmt.Sprintf("placewords.fuse: %d translations of Address (Chromium), %d street types (libpostal, %d languages)", labels, types, len(files)), nil
}

// placeScriptWord reports a street type of one word of two letters or
// more, none of them Latin, Han, kana or Hangul.
func placeScriptWord(w string) bool {
	n := 0
	for _, r := range w {
		switch {
		case unicode.IsLetter(r):
			if r < 0x250 || unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) {
				return false
			}
			n++
		case unicode.Is(unicode.M, r):
		default:
			return false // a phrase (کوچه فرعی), a bracket or a dot
		}
	}
	return n >= 2
}

// placeWordsNotice is placewords.LICENSE's text.
func placeWordsNotice() string {
	return "placewords.fuse holds hashes of the translations of Chromium's autofill label Address in Debian's\n" +
		"chromium-l10n " + chromiumVersion + " (BSD-3-clause, The Chromium Authors; see fieldkeys.LICENSE)\n" +
		"and of the street types of libpostal's address dictionaries (resources/dictionaries/*/street_types.txt,\n" +
		"github.com/openvenues/libpostal at " + libpostalRev + "), written in scripts other than\n" +
		"Latin and Han, kana and Hangul. No text of them is kept: a word's 16-bit fingerprint only.\n\n" +
		"libpostal: The MIT License (MIT)\n\nCopyright (c) 2015 openvenues\n\n" +
		"Permission is hereby granted, free of charge, to any person obtaining a copy of this software and\n" +
		"associated documentation files (the \"Software\"), to deal in the Software without restriction,\n" +
		"including without limitation the rights to use, copy, modify, merge, publish, distribute,\n" +
		"sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is\n" +
		"furnished to do so, subject to the following conditions:\n\n" +
		"The above copyright notice and this permission notice shall be included in all copies or\n" +
		"substantial portions of the Software.\n\n" +
		"THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT\n" +
		"NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND\n" +
		"NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,\n" +
		"DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT\n" +
		"OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.\n"
}

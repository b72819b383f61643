package main

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// countriesPackage is the Debian package that ships ISO 3166-1's country
// names (iso_3166-1.json) and their translations into many languages
// (iso_3166-1.mo): Debian 12 ships 4.15.0. Its data is LGPL-2.1+.
const countriesPackage = "iso-codes"

// countriesBits: a stranger answered yes counts as a country's name in a
// run of capitalised words, which alone makes the run a company's, whose
// words the redactor keeps: a person's name whose surname was a false
// positive in one of its case endings came through whole (Balidin
// Kusmawati: kusmawata, at 9 bits once in 512). At 14 bits, once in
// 16,384, for 0.8 KB more than 9 bits cost.
const countriesBits = 14

// countryLangs are the languages of cased scripts whose translations
// countries.fuse takes: those of known.fuse's dictionaries less Japanese
// and Chinese, and Greek and Turkish (Arabic, Hebrew, Han and the other
// caseless scripts write a company with a legal form or a word for one:
// شركة, 株式会社).
var countryLangs = strings.Fields("de fr es pt it nl pl ru uk el tr")

// countryKeys returns countries.fuse's keys: each country's name and
// common name of one word and four letters or more, or its part before a
// comma or a bracket (korea), in English and in countryLangs, folded to
// lower case (deutschland, україна, ελλάδα). Inflected forms are the
// redactor's.
func countryKeys() ([]string, string, string, error) {
	if _, err := os.Stat("/usr/share/iso-codes/json/iso_3166-1.json"); err != nil {
		return nil, "", "", fmt.Errorf("%w (apt-get install %s)", err, countriesPackage)
	}
	b, err := os.ReadFile("/usr/share/iso-codes/json/iso_3166-1.json")
	if err != nil {
		return nil, "", "", err
	}
	var list map[string][]map[string]string
	if err := json.Unmarshal(b, &list); err != nil {
		return nil, "", "", err
	}
	var english []string
	for _, c := range list["3166-1"] {
		for _, k := range []string{"name", "common_name"} {
			if c[k] != "" {
				english = append(english, c[k])
			}
		}
	}
	set := map[string]bool{}
	add := func(name string) {
		// a name of one word, or its part before a comma or a bracket
		// (Korea, Republic of; Iran (Islamic Republic of)): the words of
		// a name of several (Costa Rica, United Kingdom) are surnames and
		// common words too
		if i := strings.IndexAny(name, ",("); i > 0 {
			name = name[:i]
		}
		if f := strings.Fields(name); len(f) == 1 && utf8.RuneCountInString(f[0]) >= 4 {
			set[strings.ToLower(f[0])] = true
		}
	}
	for _, n := range english {
		add(n)
	}
	for _, l := range countryLangs {
		tr, err := readMO(filepath.Join("/usr/share/locale", l, "LC_MESSAGES", "iso_3166-1.mo"))
		if err != nil {
			return nil, "", "", err
		}
		for _, n := range english {
			if t := tr[n]; t != "" {
				add(t)
			}
		}
	}
	// the names of ISO 3166-2's subdivisions of two words or more, as the
	// country writes them (Hồ Chí Minh, Baden-Württemberg is one word),
	// under "s:": a run of capitalised words that names a province or a
	// city is a place, though each word is a name of the names data
	b, err = os.ReadFile("/usr/share/iso-codes/json/iso_3166-2.json")
	if err != nil {
		return nil, "", "", err
	}
	var subs map[string][]map[string]string
	if err := json.Unmarshal(b, &subs); err != nil {
		return nil, "", "", err
	}
	// (only those of three words or more all of which are names of the
	// names data: a word no name rule masks breaks the others' run, and a
	// name of two is as often a person's, Hải Dương)
	for _, d := range subs["3166-2"] {
		f := strings.Fields(strings.ToLower(d["name"]))
		named := 0
		for _, w := range f {
			if u := unaccent(w); words.GivenName(w) || words.Surname(w) || words.GivenName(u) || words.Surname(u) || words.VietSurname(w) {
				named++
			}
		}
		if len(f) >= 3 && named == len(f) {
			set["s:"+strings.Join(f, " ")] = true
		}
	}
	v, c, err := debianPackage(countriesPackage)
	if err != nil {
		return nil, "", "", err
	}
	return sortedSet(set), v, c, nil
}

// readMO reads a gettext .mo catalogue's messages (msgid to msgstr).
func readMO(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(b) < 28 {
		return nil, fmt.Errorf("%s: too short", path)
	}
	var bo binary.ByteOrder = binary.LittleEndian
	if bo.Uint32(b) != 0x950412de {
		bo = binary.BigEndian
	}
	n, oo, to := int(bo.Uint32(b[8:])), int(bo.Uint32(b[12:])), int(bo.Uint32(b[16:]))
	str := func(tab, i int) string {
		l, o := int(bo.Uint32(b[tab+8*i:])), int(bo.Uint32(b[tab+8*i+4:]))
		return string(b[o : o+l])
	}
	out := make(map[string]string, n)
	for i := 0; i < n; i++ {
		out[str(oo, i)] = str(to, i)
	}
	return out, nil
}

// writeCountries writes countries.fuse and its notice, countries.LICENSE.
func writeCountries(outDir string) error {
	keys, version, copyright, err := countryKeys()
	if err != nil {
		return err
	}
	b, err := writeFuse(outDir, "countries.fuse", keys, countriesBits)
	if err != nil {
		return err
	}
	notice := "countries.fuse holds ISO 3166-1's country names of one word (name, common name) and those\n" +
		"of their translations into " + fmt.Sprint(len(countryLangs)) + " languages, as Debian's " + countriesPackage + " " + version + "\n" +
		"ships them (/usr/share/iso-codes/json/iso_3166-1.json, /usr/share/locale/*/LC_MESSAGES/iso_3166-1.mo).\n" +
		"The package's notice follows.\n\n" + copyright
	if err := os.WriteFile(filepath.Join(outDir, "countries.LICENSE"), []byte(notice), 0o644); err != nil {
		return err
	}
	fmt.Printf("filter %-14s %8d entries %9d bytes %5.2f bits/entry (%s %s)\n", "countries.fuse", len(keys), len(b), 8*float64(len(b))/float64(len(keys)), countriesPackage, version)
	return nil
}

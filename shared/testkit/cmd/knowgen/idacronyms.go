package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode"
)

// idAcronymsF: the acronyms countries write a person's number after
// (SVNR, PESEL, ИНН, NIR), each between "|", as python-stdnum's modules
// name them. Its local names (Versicherungsnummer, Henkilötunnus) are
// fieldkeys.fuse's "i:" (idlabels.go); the acronyms are left out there,
// where a key is asked in small letters: these are asked in capitals,
// as labels are written, only before a number.
const idAcronymsF = "idacronyms.txt"

// stdnumPyPI is the python-stdnum release fetch.sh unpacks under -src
// (LGPL-2.1-or-later): newer than Debian's python3-stdnum, with Austria's
// insurance number (VNR, SVNR, VSNR) and Russia's ИНН.
const stdnumPyPI = "python-stdnum==2.2"

// idAcronyms returns the acronyms of the modules idLabels reads as a
// person's number (its gloss names a personal, identity, citizen's,
// birth, social insurance or personal tax number): the names in capitals
// of three letters or more before and inside the module's bracket
// (SVNR, ЕГН, ИНН, PESEL). Shorter ones (CC, CI, NN) are other words'
// capitals too, and a name with a dot or a space (T.C. Kimlik No., RIC
// No.) is written otherwise in text.
func idAcronyms(dir string) ([]string, error) {
	docs, err := stdnumDocs(dir, "pip download "+stdnumPyPI+"; unzip")
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, d := range docs {
		head, inner, parts, gloss := d.head, d.inner, d.parts, d.gloss
		// a company's, an employer's or a bank's number, in any of its
		// names (Cédula de Persona Jurídica, Unified Business Number),
		// is left out: a triager may need it
		if !personNumber.MatchString(gloss) || (companyNumber.MatchString(inner) || companyNumber.MatchString(head) || employerNumber.MatchString(inner)) && !ownNumber.MatchString(gloss) {
			continue
		}
		names := append(strings.Split(head, ", "), parts[:len(parts)-1]...)
		for _, n := range names {
			n = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(n, " number"), " No"))
			if acronymName(n) {
				seen[n] = true
			}
		}
	}
	out := make([]string, 0, len(seen))
	for a := range seen {
		out = append(out, a)
	}
	sort.Strings(out)
	return out, nil
}

// employerNumber is an employer's, a bank's or a company's number, which
// companyNumber does not name.
var employerNumber = regexp.MustCompile(`(?i)employer|bank|bancaria|preparer|entreprise|entities|social credit|persona jur`)

// acronymName reports a name of capital letters alone, three or more.
func acronymName(n string) bool {
	k := 0
	for _, r := range n {
		if !unicode.IsUpper(r) {
			return false
		}
		k++
	}
	return k >= 3
}

// writeIDAcronyms writes idacronyms.txt from python-stdnum under src.
func writeIDAcronyms(src, outDir string) error {
	a, err := idAcronyms(filepath.Join(src, "stdnum"))
	if err != nil {
		return err
	}
	fmt.Printf("idacronyms: %d acronyms (%s)\n", len(a), stdnumPyPI)
	return writeTextList(outDir, idAcronymsF, "|"+strings.Join(a, "|")+"|\n")
}
